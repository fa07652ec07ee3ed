/**
 * The generated list of a schema (its own lazy chunk: the first screen of most users):
 * react-admin's ListBase (the controller: address, filters, sort, page, selection), the table
 * (ListTable.tsx) or, on a phone, the cards (a lazy part), and around them the parts a user needs a
 * moment later, asked for once the rows are on screen (parts.tsx): the toolbar (filters, columns,
 * density, export, create), the pagination, the bulk-action bar, the empty-list messages. Each part
 * keeps its place meanwhile, so nothing moves when it arrives.
 */
import { useCallback, useMemo, type ReactNode } from 'react';
import Card from '@mui/material/Card';
import { styled, type Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Navigate, useLocation } from 'react-router-dom';
import { ListBase, Loading, useListContext, useNavigate } from 'react-admin';
import { actionsOf, defaultColumns, type ResourceDef } from '../../../resources/define';
import { routeName, type Registry } from '../../../resources/registry';
import { PageTitle } from '../../layout/PageTitle';
import { useContentFirst } from '../../lazyComponent';
import { DEFAULT_LIST_PER_PAGE, listSortOf } from '../listDefaults';
// the first list's prefetched page is not asked again as the list mounts (src/firstScreen/prefetchFirstList.ts)
import { PREFETCHED_FRESH } from '../../firstScreen/prefetched';
import { withPositivePageSize } from '../pageSize';
import { RequireAccess } from '../RequireAccess';
import { useCellEnv } from './cellEnv';
import { columnsOf, type ListColumn } from './columns';
import { ListTable } from './ListTable';
import { useDensity, useVisibleColumns } from './listChoices';
import { ListBulkActionsPart, ListCardsPart, ListEmptyPart, ListNoRowsPart, ListPaginationPart, ListToolbarPart } from './parts';
import { transitionsColumn } from '../transitions/transitionsColumn';
import { useAllowedTransitions } from '../transitions/allowed';
import { useLiveList } from '../live/useLiveList';

/** The toolbar's height with its filter form (one row; two below `md`), kept while it loads. */
const TOOLBAR_MIN_HEIGHT = { oneRow: 64, twoRows: 112 };

const Page = styled('div')({ display: 'flex', flexDirection: 'column', minWidth: 0 });
const Toolbar = styled('div')(({ theme }) => ({
  display: 'flex',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  minHeight: TOOLBAR_MIN_HEIGHT.oneRow,
  [theme.breakpoints.down('md')]: { minHeight: TOOLBAR_MIN_HEIGHT.twoRows },
}));
// the bulk-action bar slides up over the toolbar when rows are selected: the card must not clip it (the table scrolls inside)
const Content = styled(Card)(({ theme }) => ({ position: 'relative', overflow: 'visible', [theme.breakpoints.down('sm')]: { boxShadow: 'none' } }));

/** Nothing to list and no filter set: the empty page instead of the table. */
function useNoRecordsAtAll(): boolean {
  const { error, isPending, total, data, filterValues } = useListContext();
  return !error && !isPending && (total === 0 || (total == null && (data as unknown[] | undefined)?.length === 0)) && !Object.keys(filterValues).length;
}

/** While the first page is on its way, the parts not loaded yet wait for its rows to be on screen (the rows first). */
function useRowsFirst() {
  const { isPending, error } = useListContext();
  useContentFirst(isPending && !error);
}

/** What a hand-written screen may add to a generated list (src/pages/overrides.tsx: the trash's). */
export interface ListExtras {
  /** The row's own actions, in a last column that is not the user's to choose (and at a card's end). */
  rowActions?: ListColumn;
  /** The records have no page of their own: no row opens one, no title links to one. */
  noRecordPage?: boolean;
  /** Shown when there is nothing at all to list (instead of react-admin's "No … yet"). */
  empty?: ReactNode;
}

function ListPage({
  def,
  registry,
  columns,
  rowActions,
  noRecordPage,
  empty: emptyPage,
}: { def: ResourceDef; registry: Registry; columns: readonly ListColumn[] } & ListExtras) {
  const { defaultTitle } = useListContext();
  const resource = routeName(def);
  const empty = useNoRecordsAtAll();
  useRowsFirst();
  // records created, changed or deleted elsewhere show without a reload
  useLiveList();
  // below `md` (a phone, a tablet held upright) a card per record instead of a table scrolled sideways
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'), { noSsr: true });
  const available = useMemo(() => columns.map((c) => c.source), [columns]);
  const defaults = useMemo(() => defaultColumns(def), [def]);
  const [visible] = useVisibleColumns(resource, defaults, available);
  const shown = useMemo(() => visible.flatMap((s) => columns.filter((c) => c.source === s)), [visible, columns]);
  const [density] = useDensity();
  const env = useCellEnv(registry);
  const navigate = useNavigate();
  // a row opens its record as react-admin's row does (scrolled to the top)
  const open = useCallback((path: string) => navigate(path, { state: { _scrollToTop: true } }), [navigate]);
  const a = actionsOf(def);
  const canDelete = a.delete && a.bulkDelete;
  // the workflow's transitions the user may run: from the row (its last column) and on a selection
  const transitions = useAllowedTransitions(def);
  const selectable = canDelete || transitions.length > 0;
  const columnsShown = useMemo(
    () => [...shown, ...(transitions.length ? [transitionsColumn(def, registry, transitions)] : []), ...(rowActions ? [rowActions] : [])],
    [shown, def, registry, transitions, rowActions],
  );
  let content: ReactNode;
  if (narrow) content = <ListCardsPart def={def} registry={registry} rowActions={rowActions} noRecordPage={noRecordPage} />;
  else
    content = (
      <ListTable
        resource={resource}
        columns={columnsShown}
        titleSource={def.title}
        env={env}
        density={density}
        selectable={selectable}
        bulkActions={selectable ? <ListBulkActionsPart def={def} registry={registry} canDelete={canDelete} /> : undefined}
        empty={<ListNoRowsPart />}
        open={noRecordPage ? undefined : open}
        label={defaultTitle ?? resource}
      />
    );
  return (
    <Page className="list-page">
      <PageTitle>{defaultTitle}</PageTitle>
      {empty ? (
        (emptyPage ?? <ListEmptyPart />)
      ) : (
        <>
          <Toolbar>
            <ListToolbarPart def={def} registry={registry} columns={columns} defaults={defaults} cards={narrow} />
          </Toolbar>
          <Content className="list-content">{content}</Content>
          <ListPaginationPart def={def} />
        </>
      )}
    </Page>
  );
}

export function ResourceList({ def, registry, ...extras }: { def: ResourceDef; registry: Registry } & ListExtras) {
  const location = useLocation();
  const positive = withPositivePageSize(location.search);
  const columns = useMemo(() => columnsOf(def), [def]);
  // an address with the old "all" page size (-1) is read as "all" before react-admin's list sees it (src/schema/pageSize.ts)
  if (positive !== undefined) return <Navigate replace to={{ pathname: location.pathname, search: positive }} />;
  const resource = routeName(def);
  // react-admin's list writes its parameters into the address from an effect (useListParams), relative to its own
  // route: rendered once more after the user left for another page (whose screen was still loading), it took them
  // back to this list — once in ten rounds under load (tests/e2e/page-size.spec.ts). It syncs only while the
  // address is this list's or one under it (its create form).
  const here = location.pathname === def.route || location.pathname.startsWith(`${def.route}/`);
  return (
    <RequireAccess resource={resource} action="list" code={def.privilege}>
      <ListBase
        resource={resource}
        disableSyncWithLocation={!here}
        sort={listSortOf(def)}
        perPage={def.perPage ?? DEFAULT_LIST_PER_PAGE}
        queryOptions={PREFETCHED_FRESH}
        exporter={false}
        authLoading={<Loading />}
      >
        <ListPage def={def} registry={registry} columns={columns} {...extras} />
      </ListBase>
    </RequireAccess>
  );
}
