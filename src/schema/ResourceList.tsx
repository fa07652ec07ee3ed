/**
 * The generated List of a schema (its own lazy chunk: the first screen of most users).
 *
 * react-admin's <List> and <Datagrid> as far as the schema lists use them (ListBase's controller,
 * ListView's layout, class names and theme slots), drawn so that the first paint needs only the
 * rows: the filter bar, the action buttons, the pagination, the bulk-action bar and the empty-list
 * messages are a lazy part asked for once the rows are on screen (src/schema/listParts.tsx), each
 * keeping its place meanwhile. react-admin's own List and Datagrid modules bring all of those (and
 * every input kind with react-hook-form) into the first screen's scripts.
 */
import { cloneElement, useCallback, useEffect, useMemo, type ReactElement, type ReactNode } from 'react';
import Card from '@mui/material/Card';
import { styled } from '@mui/material/styles';
import { Navigate, useLocation } from 'react-router-dom';
import { ListBase, Loading, useCanAccess, useCanAccessResources, useListContext, useNavigate } from 'react-admin';
import { withPositivePageSize } from './pageSize';
import { actionsOf, isSortable, type ResourceDef } from '../../resources/define';
import { routeName, type Registry } from '../../resources/registry';
import { CellAccess, RowLinkCell, cellFor, type CellAccessValue } from './cells';
import { RowOpener } from './FastDatagridRow';
import { ListReferences, type ReferenceColumn } from './ListReferences';
import { fieldsIn } from './fields';
import { DEFAULT_LIST_PER_PAGE } from './listDefaults';
import { listSortOf, listStaleTime, referenceColumnsOf } from './listQueries';
import { fieldLabel } from './labels';
import { kindFieldCell } from './KindFieldCell';
import { RequireAccess } from './RequireAccess';
import { PageTitle } from '../layout/PageTitle';
import { afterNextPaint, holdParts } from '../layout/afterPaintPart';
import { SchemaTable } from './SchemaTable';
import { ListBulkActionsPart, ListEmptyPart, ListNoRowsPart, ListPaginationPart, ListToolbarPart } from './listParts';

/** The first list's prefetched page is not asked again as the list mounts (src/schema/firstListPrefetch.ts). */
const LIST_QUERY_OPTIONS = { staleTime: listStaleTime };

/**
 * The toolbar's height with its filter form (react-admin's FilterForm: 64 px), kept while the form
 * loads; below the `md` breakpoint the action buttons take a second row, and that is kept too.
 */
const LIST_TOOLBAR_MIN_HEIGHT = { oneRow: 64, twoRows: 112 };

/** react-admin's ListView root (`RaList` slot and classes). */
const ListRoot = styled('div', { name: 'RaList', overridesResolver: (_props, styles) => styles.root })(({ theme }) => ({
  display: 'flex',
  '& .RaList-main': { flex: '1 1 auto', display: 'flex', flexDirection: 'column' },
  '& .RaList-content': { position: 'relative', overflow: 'inherit', [theme.breakpoints.down('sm')]: { boxShadow: 'none' } },
  '& .RaList-noResults': { flex: 1 },
}));

/** react-admin's ListToolbar root (`RaListToolbar` slot), holding its place while its contents load. */
const ToolbarRoot = styled('div', { name: 'RaListToolbar', overridesResolver: (_props, styles) => styles.root })(({ theme }) => ({
  display: 'flex',
  position: 'relative',
  justifyContent: 'space-between',
  alignItems: 'flex-end',
  width: '100%',
  minHeight: LIST_TOOLBAR_MIN_HEIGHT.oneRow,
  [theme.breakpoints.down('md')]: { flexWrap: 'wrap', minHeight: LIST_TOOLBAR_MIN_HEIGHT.twoRows },
  [theme.breakpoints.down('sm')]: { backgroundColor: (theme.vars || theme).palette.background.paper, flexWrap: 'inherit', flexDirection: 'column-reverse' },
}));

/** Nothing to list and no filter set: react-admin's empty page instead of the table (ListView's rule). */
function useNoRecordsAtAll(): boolean {
  const { error, isPending, total, hasPreviousPage, hasNextPage, data, filterValues } = useListContext();
  return (
    !error &&
    !isPending &&
    // (react-admin's type says data is never undefined here; with partial pagination it can be)
    (total === 0 || (total == null && hasPreviousPage === false && hasNextPage === false && (data as unknown[] | undefined)?.length === 0)) &&
    !Object.keys(filterValues).length
  );
}

/** While the first page is on its way, the secondary parts not loaded yet wait for its rows to be on screen (the rows first). */
function useRowsFirst() {
  const { isPending, error } = useListContext();
  const waiting = isPending && !error;
  useEffect(() => {
    if (!waiting) return;
    const release = holdParts();
    // never longer than this, whatever happens to the page
    const timer = setTimeout(release, ROWS_FIRST_AT_MOST_MS);
    return () => {
      clearTimeout(timer);
      afterNextPaint(release);
    };
  }, [waiting]);
}
const ROWS_FIRST_AT_MOST_MS = 3000;

function ListPage({ def, registry, children }: { def: ResourceDef; registry: Registry; children: ReactNode }) {
  const { defaultTitle } = useListContext();
  const empty = useNoRecordsAtAll();
  useRowsFirst();
  return (
    <ListRoot className="list-page">
      <PageTitle>{defaultTitle}</PageTitle>
      {empty ? (
        <div className="RaList-noResults">
          <ListEmptyPart />
        </div>
      ) : (
        <div className="RaList-main">
          <ToolbarRoot className="RaList-actions">
            <ListToolbarPart def={def} registry={registry} />
          </ToolbarRoot>
          <Card className="RaList-content">{children}</Card>
          <ListPaginationPart def={def} />
        </div>
      )}
    </ListRoot>
  );
}

/** The list's column for a field: a light cell (src/schema/cells.tsx) when the kind has one, else the kind's Field. */
function columnOf(def: ResourceDef, name: string, field: ResourceDef['fields'][string], registry: Registry): ReactElement {
  const target = field.kind === 'reference' ? registry.byName(field.to) : undefined;
  return (
    cellFor(def, name, field, fieldLabel(def, name), target, target && routeName(target)) ??
    kindFieldCell({ def, name, field, registry }, fieldLabel(def, name))
  );
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
  const location = useLocation();
  const positive = withPositivePageSize(location.search);
  // Built once per schema: the same elements on every render, so the memoised table body and
  // header see unchanged props while the list around them updates.
  const view = useMemo(() => {
    const a = actionsOf(def);
    return {
      resource: routeName(def),
      bulk: a.delete && a.bulkDelete ? <ListBulkActionsPart /> : undefined,
      columns: fieldsIn(def, 'list').map(([name, field]) => {
        const el = columnOf(def, name, field, registry);
        return isSortable(field) ? el : cloneElement(el as ReactElement<{ sortable?: boolean }>, { sortable: false });
      }),
      rowAction: a.edit ? ('edit' as const) : ('show' as const),
      rowLink: <RowLinkCell resource={routeName(def)} to={a.edit ? 'edit' : 'show'} />,
      references: referenceColumnsOf(def, registry),
    };
  }, [def, registry]);
  // an address with the old "all" page size (-1) is read as "all" before react-admin's list sees it (src/schema/pageSize.ts)
  if (positive !== undefined) return <Navigate replace to={{ pathname: location.pathname, search: positive }} />;
  return (
    <RequireAccess resource={view.resource} action="list" code={def.privilege}>
      <ListBase
        resource={view.resource}
        sort={listSortOf(def)}
        perPage={def.perPage ?? DEFAULT_LIST_PER_PAGE}
        queryOptions={LIST_QUERY_OPTIONS}
        exporter={false}
        authLoading={<Loading />}
      >
        <ListPage def={def} registry={registry}>
          <CellContexts resource={view.resource} rowAction={view.rowAction} references={view.references}>
            <SchemaTable rowClick={view.rowAction} bulkActions={view.bulk} noResults={<ListNoRowsPart />}>
              {view.columns}
              {view.rowLink}
            </SchemaTable>
          </CellContexts>
        </ListPage>
      </ListBase>
    </RequireAccess>
  );
}
