/**
 * The parts of a generated list that its first paint does without, a lazy chunk of their own
 * (src/schema/listParts.tsx asks for it once the rows are on screen): the filter bar with its
 * inputs (react-hook-form and every input kind), the action buttons, the pagination, the
 * bulk-action bar and the messages for an empty list.
 */
import { useMemo, type ReactElement } from 'react';
import {
  BulkActionsToolbar,
  BulkDeleteButton,
  CreateButton,
  FilterButton,
  FilterContext,
  FilterForm,
  Pagination,
  SearchInput,
  TopToolbar,
  useCanAccess,
  useTranslate,
} from 'react-admin';
import { DEFAULT_PER_PAGE_OPTIONS, actionsOf, type ResourceDef } from '../../resources/define';
import { routeName, type Registry } from '../../resources/registry';
import { pageSizeOf } from './pageSize';
import { ExportAllButton } from './ExportAllButton';
import { INPUT_KINDS } from './kindInputs';

/** A list's filter inputs: the full-text search, then each filterable field's (its kind's filter inputs). */
export function filtersOf(def: ResourceDef, registry: Registry): ReactElement[] {
  const out: ReactElement[] = [<SearchInput key="q" source="q" alwaysOn />];
  for (const [name, field] of Object.entries(def.fields)) {
    if (!field.filter || field.writeOnly) continue;
    out.push(...INPUT_KINDS[field.kind].filters({ def, name, field, registry }));
  }
  return out;
}

export interface ListPartProps {
  def: ResourceDef;
  registry: Registry;
}

function ListActions({ def, filters }: { def: ResourceDef; filters: number }) {
  const a = actionsOf(def);
  const resource = routeName(def);
  const { canAccess: canCreate } = useCanAccess({ resource, action: 'create' });
  const { canAccess: canExport } = useCanAccess({ resource, action: 'export' });
  return (
    <>
      {filters > 1 && <FilterButton />}
      {a.create && canCreate && <CreateButton />}
      {a.export && canExport && <ExportAllButton def={def} />}
    </>
  );
}

/** The filter form and, at the other end, the action buttons (react-admin's ListToolbar contents; its root is the list's, src/schema/ResourceList.tsx). */
export function ListToolbarContent({ def, registry }: ListPartProps) {
  // the same elements on every render of the list around it (the filter form then keeps its inputs)
  const filters = useMemo(() => filtersOf(def, registry), [def, registry]);
  return (
    <FilterContext.Provider value={filters}>
      <FilterForm />
      <span />
      <TopToolbar>
        <ListActions def={def} filters={filters.length} />
      </TopToolbar>
    </FilterContext.Provider>
  );
}

export function ListPagination({ def }: Pick<ListPartProps, 'def'>) {
  const translate = useTranslate();
  const options = def.perPageOptions ?? DEFAULT_PER_PAGE_OPTIONS;
  return <Pagination rowsPerPageOptions={options.map((n) => (n > 0 ? n : { label: translate('app.schema.all'), value: pageSizeOf(n) }))} />;
}

export function ListBulkActions() {
  return (
    <BulkActionsToolbar>
      <BulkDeleteButton mutationMode="pessimistic" />
    </BulkActionsToolbar>
  );
}

/** No records at all (react-admin's empty page, with the create button when allowed). */
export { Empty as ListEmpty } from 'react-admin';

/** No rows on this page or with these filters (react-admin's message, with the button that clears the filters). */
export { ListNoResults as ListNoRows } from 'react-admin';
