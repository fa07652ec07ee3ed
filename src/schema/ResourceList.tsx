/** The generated List of a schema (its own lazy chunk: the first screen of most users). */
import { cloneElement, useCallback, useMemo, type ReactElement, type ReactNode } from 'react';
import {
  BulkDeleteButton,
  CreateButton,
  Datagrid,
  FilterButton,
  List,
  Pagination,
  SearchInput,
  TopToolbar,
  useCanAccess,
  useCanAccessResources,
  useListContext,
  useNavigate,
  useTranslate,
} from 'react-admin';
import Alert from '@mui/material/Alert';
import { DEFAULT_PER_PAGE_OPTIONS, actionsOf, isSortable, type ResourceDef } from '../../resources/define';
import { routeName, type Registry } from '../../resources/registry';
import { MAX_PAGE_SIZE } from '../providers/dataProvider';
import { CellAccess, RowLinkCell, cellFor, type CellAccessValue } from './cells';
import { ExportAllButton } from './ExportAllButton';
import { RowOpener } from './FastDatagridRow';
import { ListReferences, type ReferenceColumn } from './ListReferences';
import { fieldsIn } from './fields';
import { DEFAULT_LIST_PER_PAGE } from './listDefaults';
import { listSortOf, listStaleTime, referenceColumnsOf } from './listQueries';
import { fieldLabel } from './labels';
import { UI_KINDS, type UiKindSpec } from './kinds';
import { RequireAccess } from './RequireAccess';
import { WindowedDatagridBody } from './WindowedDatagridBody';
import { ListHeader } from './ListHeader';
import { AfterFirstPaint } from '../layout/AfterFirstPaint';

/** The first list's prefetched page is not asked again as the list mounts (src/schema/firstListPrefetch.ts). */
const LIST_QUERY_OPTIONS = { staleTime: listStaleTime };

const kind = (k: keyof typeof UI_KINDS) => UI_KINDS[k] as UiKindSpec;

export function filtersOf(def: ResourceDef, registry: Registry): ReactElement[] {
  const out: ReactElement[] = [<SearchInput key="q" source="q" alwaysOn />];
  for (const [name, field] of Object.entries(def.fields)) {
    if (!field.filter || field.writeOnly) continue;
    out.push(...kind(field.kind).filters({ def, name, field, registry }));
  }
  return out;
}

function CappedNotice() {
  const { total, perPage } = useListContext();
  const translate = useTranslate();
  if (perPage !== -1 || !total || total <= MAX_PAGE_SIZE) return null;
  return <Alert severity="info">{translate('app.schema.capped', { max: MAX_PAGE_SIZE, total })}</Alert>;
}

function ListActions({ def, registry }: { def: ResourceDef; registry: Registry }) {
  const a = actionsOf(def);
  const resource = routeName(def);
  const { canAccess: canCreate } = useCanAccess({ resource, action: 'create' });
  const { canAccess: canExport } = useCanAccess({ resource, action: 'export' });
  const hasFilters = filtersOf(def, registry).length > 1;
  return (
    <TopToolbar>
      <AfterFirstPaint>
        {hasFilters && <FilterButton />}
        {a.create && canCreate && <CreateButton />}
        {a.export && canExport && <ExportAllButton def={def} />}
      </AfterFirstPaint>
    </TopToolbar>
  );
}

/** The list's column for a field: a light cell (src/schema/cells.tsx) when the kind has one, else the kind's Field. */
function columnOf(def: ResourceDef, name: string, field: ResourceDef['fields'][string], registry: Registry): ReactElement {
  const target = field.kind === 'reference' ? registry.byName(field.to) : undefined;
  return cellFor(def, name, field, fieldLabel(def, name), target, target && routeName(target)) ?? kind(field.kind).field({ def, name, field, registry });
}

/** What the rows and cells below read, given once per list: what they may open (their own page, each reference target's show page), how a row opens, and the page's referenced records. */
function CellContexts({
  resource,
  rowAction,
  references,
  children,
}: {
  resource: string;
  rowAction: 'edit' | 'show';
  references: ReferenceColumn[];
  children: ReactNode;
}) {
  const targets = useMemo(() => [...new Set(references.map((r) => r.reference))], [references]);
  const { canAccess: row } = useCanAccess({ resource, action: rowAction });
  const { canAccess: show } = useCanAccessResources({ resources: targets, action: 'show', enabled: targets.length > 0 });
  const value = useMemo<CellAccessValue>(() => ({ row: !!row, show: show ?? {} }), [row, show]);
  // a row click opens the record as react-admin's row does (scrolled to the top)
  const navigate = useNavigate();
  const open = useCallback((path: string) => navigate(path, { state: { _scrollToTop: true } }), [navigate]);
  return (
    <CellAccess.Provider value={value}>
      <RowOpener.Provider value={open}>
        <ListReferences columns={references}>{children}</ListReferences>
      </RowOpener.Provider>
    </CellAccess.Provider>
  );
}

export function ResourceList({ def, registry }: { def: ResourceDef; registry: Registry }) {
  // Built once per schema: the same elements on every render, so the memoised Datagrid body,
  // header and filter form see unchanged props while the list around them updates.
  const view = useMemo(() => {
    const a = actionsOf(def);
    const options = def.perPageOptions ?? DEFAULT_PER_PAGE_OPTIONS;
    return {
      a,
      resource: routeName(def),
      filters: filtersOf(def, registry),
      // the buttons and the pagination render after the rows' first paint (they keep their place)
      pagination: (
        <AfterFirstPaint>
          <Pagination rowsPerPageOptions={options.map((n) => (n === -1 ? { label: 'app.schema.all', value: -1 } : n))} />
        </AfterFirstPaint>
      ),
      actions: <ListActions def={def} registry={registry} />,
      bulk: a.delete && a.bulkDelete ? <BulkDeleteButton mutationMode="pessimistic" /> : (false as const),
      columns: fieldsIn(def, 'list').map(([name, field]) => {
        const el = columnOf(def, name, field, registry);
        return isSortable(field) ? el : cloneElement(el as ReactElement<{ sortable?: boolean }>, { sortable: false });
      }),
      rowAction: a.edit ? ('edit' as const) : ('show' as const),
      rowLink: <RowLinkCell resource={routeName(def)} to={a.edit ? 'edit' : 'show'} />,
      references: referenceColumnsOf(def, registry),
    };
  }, [def, registry]);
  return (
    <RequireAccess resource={view.resource} action="list" code={def.privilege}>
      <List
        resource={view.resource}
        filters={view.filters}
        sort={listSortOf(def)}
        perPage={def.perPage ?? DEFAULT_LIST_PER_PAGE}
        queryOptions={LIST_QUERY_OPTIONS}
        pagination={view.pagination}
        actions={view.actions}
        exporter={false}
        aside={undefined}
      >
        <CappedNotice />
        <CellContexts resource={view.resource} rowAction={view.rowAction} references={view.references}>
          <Datagrid header={ListHeader} body={WindowedDatagridBody} rowClick={view.rowAction} bulkActionButtons={view.bulk}>
            {view.columns}
            {view.rowLink}
          </Datagrid>
        </CellContexts>
      </List>
    </RequireAccess>
  );
}
