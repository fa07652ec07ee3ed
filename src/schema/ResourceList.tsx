/** The generated List of a schema (its own lazy chunk: the first screen of most users). */
import { cloneElement, useMemo, type ReactElement } from 'react';
import {
  BulkDeleteButton,
  CreateButton,
  Datagrid,
  EditButton,
  FilterButton,
  List,
  Pagination,
  SearchInput,
  ShowButton,
  TopToolbar,
  useCanAccess,
  useListContext,
  useTranslate,
} from 'react-admin';
import Alert from '@mui/material/Alert';
import { DEFAULT_PER_PAGE_OPTIONS, actionsOf, isSortable, type ResourceDef } from '../../resources/define';
import { routeName, type Registry } from '../../resources/registry';
import { MAX_PAGE_SIZE } from '../providers/dataProvider';
import { ExportAllButton } from './ExportAllButton';
import { fieldsIn } from './fields';
import { UI_KINDS, type UiKindSpec } from './kinds';
import { RequireAccess } from './RequireAccess';
import { WindowedDatagridBody } from './WindowedDatagridBody';

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
      {hasFilters && <FilterButton />}
      {a.create && canCreate && <CreateButton />}
      {a.export && canExport && <ExportAllButton def={def} />}
    </TopToolbar>
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
      pagination: <Pagination rowsPerPageOptions={options.map((n) => (n === -1 ? { label: 'app.schema.all', value: -1 } : n))} />,
      actions: <ListActions def={def} registry={registry} />,
      bulk: a.delete && a.bulkDelete ? <BulkDeleteButton mutationMode="pessimistic" /> : (false as const),
      columns: fieldsIn(def, 'list').map(([name, field]) => {
        const el = kind(field.kind).field({ def, name, field, registry });
        return isSortable(field) ? el : cloneElement(el as ReactElement<{ sortable?: boolean }>, { sortable: false });
      }),
      rowButton: a.edit ? <EditButton /> : <ShowButton />,
    };
  }, [def, registry]);
  return (
    <RequireAccess resource={view.resource} action="list" code={def.privilege}>
      <List
        resource={view.resource}
        filters={view.filters}
        sort={def.defaultSort}
        perPage={def.perPage ?? 20}
        pagination={view.pagination}
        actions={view.actions}
        exporter={false}
        aside={undefined}
      >
        <CappedNotice />
        <Datagrid body={WindowedDatagridBody} rowClick={view.a.edit ? 'edit' : 'show'} bulkActionButtons={view.bulk}>
          {view.columns}
          {view.rowButton}
        </Datagrid>
      </List>
    </RequireAccess>
  );
}
