/**
 * A saved view and the list it is of: what the list shows now as a view's values (its filter, sort,
 * page size and shown columns), and a view put on the list — its filter, sort and page size in the
 * list's address, as react-admin keeps them (`?filter=…&sort=…&order=…&perPage=…`), and its columns
 * in the user's column choice (listChoices.ts, what the columns menu sets). A view's link
 * (`?view=<id>`) is read here too: once the views are in, the view is applied and the address is
 * the list's own again (its filter and sort, no `view`).
 */
import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useListContext, useNotify } from 'react-admin';
import { ALL_ROWS, pageSizeOf } from '../pageSize';
import { useVisibleColumns } from '../list/listChoices';
import { VIEW_PARAM, type SavedView, type ViewValues } from './viewsData';

export interface ListColumns {
  /** The list's route name (react-admin's resource: `apps/cab/warn`): the column choice's key. */
  resource: string;
  /** The columns the schema shows by default. */
  defaults: readonly string[];
  /** Every column the list can show. */
  available: readonly string[];
}

/** What the list shows now, as a view's values (the name and sharing left to the caller). */
export function useCurrentView(apiResource: string, { resource, defaults, available }: ListColumns): Omit<ViewValues, 'name' | 'shared'> {
  const { filterValues, sort, perPage } = useListContext();
  const [visible] = useVisibleColumns(resource, defaults, available);
  return {
    resource: apiResource,
    filter: filterValues as Record<string, unknown>,
    sort: sort.field,
    order: sort.order === 'ASC' ? 'ASC' : 'DESC',
    // the list's "all" is its largest page: a view keeps it as "all"
    perPage: perPage >= ALL_ROWS ? -1 : perPage,
    columns: [...visible],
  };
}

/** The list's address for a view: its filter (each shown), sort, order and page size, page 1. */
export function viewSearch(view: Pick<ViewValues, 'filter' | 'sort' | 'order' | 'perPage'>): string {
  const params = new URLSearchParams({
    filter: JSON.stringify(view.filter),
    displayedFilters: JSON.stringify(Object.fromEntries(Object.keys(view.filter).map((k) => [k, true]))),
    sort: view.sort,
    order: view.order,
    page: '1',
    perPage: String(pageSizeOf(view.perPage)),
  });
  return `?${params}`;
}

/** Puts a view on the list: its columns chosen, its filter, sort and page size in the address (in place of the current one). */
export function useApplyView(columns: ListColumns) {
  const [, setColumns] = useVisibleColumns(columns.resource, columns.defaults, columns.available);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return useCallback(
    (view: SavedView) => {
      // no column the list still has: the schema's defaults
      const kept = view.columns.filter((c) => columns.available.includes(c));
      setColumns(kept.length ? kept : undefined);
      navigate({ pathname, search: viewSearch(view) }, { replace: true });
    },
    [setColumns, navigate, pathname, columns.available],
  );
}

/**
 * Opens the view the address names (`?view=<id>`) once `views` are in: applied, or a notice that it
 * is not there (deleted, or no longer shared with the user) and the address without it.
 */
export function useViewFromLink(views: readonly SavedView[] | undefined, failed: boolean, apply: (view: SavedView) => void) {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const notify = useNotify();
  const wanted = new URLSearchParams(search).get(VIEW_PARAM);
  const handled = useRef<string | null>(null);
  useEffect(() => {
    // an address without a view: the same link opened again later is opened again
    if (!wanted) handled.current = null;
    if (!wanted || handled.current === search || (!views && !failed)) return;
    handled.current = search;
    const view = views?.find((v) => v.id === wanted);
    if (view) return apply(view);
    notify('app.schema.view_not_found', { type: 'warning' });
    const rest = new URLSearchParams(search);
    rest.delete(VIEW_PARAM);
    navigate({ pathname, search: rest.size ? `?${rest}` : '' }, { replace: true });
  }, [wanted, search, views, failed, apply, notify, navigate, pathname]);
}
