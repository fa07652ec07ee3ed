/**
 * The parts of a generated list its first paint does without (a lazy chunk of their own, asked for
 * once the rows are on screen: parts.tsx): the filter bar with its inputs (react-hook-form and
 * every input kind), the action buttons (add filter, columns, density, create, export), the
 * pagination, the bulk-action bar and the messages for an empty list.
 */
import { useMemo, type ReactElement } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import useMediaQuery from '@mui/material/useMediaQuery';
import { styled, type Theme } from '@mui/material/styles';
import { Link } from 'react-router-dom';
import {
  BulkActionsToolbar,
  BulkDeleteButton,
  FilterButton,
  FilterContext,
  FilterForm,
  ListContextProvider,
  Pagination,
  TextInput,
  TopToolbar,
  useCanAccess,
  useCreatePath,
  useListContext,
  useTranslate,
} from 'react-admin';
import AddIcon from '@mui/icons-material/Add';
import ClearIcon from '@mui/icons-material/FilterAltOff';
import { DEFAULT_PER_PAGE_OPTIONS, actionsOf, type ResourceDef } from '../../../resources/define';
import { routeName, type Registry } from '../../../resources/registry';
import { KIND_UI } from '../../../kinds/ui';
import { pageSizeOf } from '../pageSize';
import type { ListColumn } from './columns';
import { ColumnsMenu } from './ColumnsMenu';
import { DensityToggle } from './DensityToggle';
import { FilterFold } from './FilterFold';
import { ExportButton } from './ExportButton';
import { ImportButton } from '../import/ImportButton';
import { ViewsMenu } from '../views/ViewsMenu';
import { BulkTransitions } from '../transitions/BulkTransitions';
import { BulkEditButton } from '../bulk/BulkEditButton';
import { throughFilters } from './throughFilters';
import { useDeletedNotice } from '../trash/undoDelete';
import { useBlockedNotice } from '../trash/blockedDelete';

/** A list's filter inputs: the full-text search, then each filterable field's. */
export function filtersOf(def: ResourceDef, registry: Registry): ReactElement[] {
  const out: ReactElement[] = [<TextInput key="q" source="q" label="ra.action.search" alwaysOn resettable />];
  for (const [name, field] of Object.entries(def.fields)) {
    if (!field.filter || field.writeOnly) continue;
    const el = KIND_UI[field.kind].filter({ def, name, field, registry });
    if (el) out.push(el);
  }
  // filters through a reference (an alarm's cabinet's area), behind "add filter"
  out.push(...throughFilters(def, registry));
  return out;
}

/**
 * Every filter with a value is on screen, also one set by a link or an old address (react-admin
 * shows only the filters it was told to show, so a filter from the map's "fault" counter stayed
 * invisible, and stuck): the list context the filter bar reads says they are displayed.
 */
function useEveryActiveFilterShown(filters: readonly ReactElement[]) {
  const list = useListContext();
  const { filterValues, displayedFilters } = list;
  return useMemo(() => {
    const sources = new Set(filters.map((f) => (f.props as { source: string }).source));
    const active = Object.keys(filterValues).filter((k) => sources.has(k) && !displayedFilters[k]);
    return active.length ? { ...list, displayedFilters: { ...displayedFilters, ...Object.fromEntries(active.map((k) => [k, true])) } } : list;
  }, [list, filters, filterValues, displayedFilters]);
}

function ClearFilters() {
  const { filterValues, setFilters } = useListContext();
  const translate = useTranslate();
  if (!Object.keys(filterValues).length) return null;
  return (
    <Button size="small" startIcon={<ClearIcon />} onClick={() => setFilters({}, {})} sx={{ mb: 1, whiteSpace: 'nowrap' }}>
      {translate('app.schema.clear_filters')}
    </Button>
  );
}

/**
 * Create, in the toolbar at every width (labelled from `sm`, the icon with its name as a tooltip
 * below, as export is): react-admin's CreateButton floats over the list below `md` and covered the
 * figure at the end of a card.
 */
function CreateInToolbar({ resource }: { resource: string }) {
  const translate = useTranslate();
  const to = useCreatePath()({ resource, type: 'create' });
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const label = translate('ra.action.create');
  return phone ? (
    <Tooltip title={label}>
      <IconButton component={Link} to={to} aria-label={label} color="primary">
        <AddIcon />
      </IconButton>
    </Tooltip>
  ) : (
    <Button component={Link} to={to} size="small" startIcon={<AddIcon />}>
      {label}
    </Button>
  );
}

export interface ListToolbarProps {
  def: ResourceDef;
  registry: Registry;
  columns: readonly ListColumn[];
  /** The columns the schema shows by default. */
  defaults: readonly string[];
  /** The list shows cards (a narrow screen): no columns or density to choose. */
  cards?: boolean;
}

/** The filter form and, at the other end, the action buttons. */
export function ListToolbarContent({ def, registry, columns, defaults, cards }: ListToolbarProps) {
  // the same elements on every render of the list around it (the filter form then keeps its inputs)
  const filters = useMemo(() => filtersOf(def, registry), [def, registry]);
  const context = useEveryActiveFilterShown(filters);
  const a = actionsOf(def);
  const resource = routeName(def);
  const { canAccess: canCreate } = useCanAccess({ resource, action: 'create' });
  const { canAccess: canExport } = useCanAccess({ resource, action: 'export' });
  return (
    <ListContextProvider value={context}>
      <FilterContext.Provider value={filters}>
        {/* the filters take the row's room and wrap; the buttons keep theirs at its end; on a phone, folded behind one button */}
        <FilterFold>
          <Box sx={{ flex: '1 1 0', minWidth: 240, display: 'flex', alignItems: 'flex-end', flexWrap: 'wrap' }}>
            <FilterForm />
            <ClearFilters />
          </Box>
        </FilterFold>
        <TopToolbar sx={{ flex: '0 0 auto', flexWrap: 'wrap' }}>
          {filters.length > 1 && <FilterButton />}
          {!cards && <ColumnsMenu resource={resource} columns={columns} defaults={defaults} />}
          {!cards && <DensityToggle />}
          <ViewsMenu def={def} columns={columns} defaults={defaults} />
          {a.create && canCreate && <CreateInToolbar resource={resource} />}
          {a.create && canCreate && <ImportButton def={def} />}
          {a.export && canExport && <ExportButton def={def} registry={registry} />}
        </TopToolbar>
      </FilterContext.Provider>
    </ListContextProvider>
  );
}

export function ListPagination({ def }: { def: ResourceDef }) {
  const translate = useTranslate();
  const options = def.perPageOptions ?? DEFAULT_PER_PAGE_OPTIONS;
  return <Pagination rowsPerPageOptions={options.map((n) => (n > 0 ? n : { label: translate('app.schema.all'), value: pageSizeOf(n) }))} />;
}

/** Deletes the selected rows (after a confirmation, pessimistic: a refused delete says why), then a notice with Undo. */
function BulkDeleteWithUndo({ def, registry }: { def: ResourceDef; registry: Registry }) {
  const { onUnselectItems, selectedIds } = useListContext();
  const blocked = useBlockedNotice(registry);
  const deleted = useDeletedNotice();
  return (
    <BulkDeleteButton
      mutationMode="pessimistic"
      mutationOptions={{
        onSuccess: (done, { ids }) => {
          deleted(def, done ?? ids ?? []);
          onUnselectItems(true);
        },
        // what still refers to a record: the notice links to those records (filtered by it when one was selected)
        onError: (error) => blocked(error, selectedIds.length === 1 ? selectedIds[0] : undefined),
      }}
    />
  );
}

/** react-admin's bar, whose buttons, collapsed (nothing selected), are out of the tab order too, not only out of sight. */
const BulkBar = styled(BulkActionsToolbar)({ '& .RaBulkActionsToolbar-collapsed': { visibility: 'hidden' } });

/** The bar shown while rows are selected: the workflow's transitions, and delete when the resource offers it. */
export function ListBulkActions({ def, registry, canDelete }: { def: ResourceDef; registry: Registry; canDelete: boolean }) {
  return (
    <BulkBar>
      <BulkEditButton def={def} registry={registry} />
      <BulkTransitions def={def} registry={registry} />
      {canDelete && <BulkDeleteWithUndo def={def} registry={registry} />}
    </BulkBar>
  );
}

/** No records at all (react-admin's empty page, with the create button when allowed). */
export { Empty as ListEmpty } from 'react-admin';

/** No rows on this page or with these filters (react-admin's message, with the button that clears the filters). */
export { ListNoResults as ListNoRows } from 'react-admin';
