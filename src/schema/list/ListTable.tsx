/**
 * The table of a generated list, on react-admin's headless DataTableBase (ra-core): it gives the
 * page's records, the sort, the selection and their callbacks (sort toggling, shift-click ranges),
 * and this draws them with plain elements styled once on the table's root (tableStyles.ts), under
 * our own class names. react-admin's DataTable (MUI's Table, a component per cell, its columns
 * selector) would make the first list screen 305 KB of scripts, against the 280 KB it must stay
 * under (measured: +45 KB gzip).
 *
 * The header sticks to the top of the table's scroll area; a long page (the "all" size) draws
 * only the rows in view; a row opens its record's page; the record last edited is highlighted.
 */
import { memo, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import Checkbox from '@mui/material/Checkbox';
import {
  DataTableBase,
  useDataTableCallbacksContext,
  useDataTableDataContext,
  useDataTableSelectedIdsContext,
  useDataTableSortContext,
  useTimeout,
  useTranslate,
  type Identifier,
  type RaRecord,
  type SortPayload,
} from 'react-admin';
import type { CellEnv, ListColumn } from './columns';
import { showHref } from './columns';
import { takeLastEdited } from './lastEdited';
import { TableRoot } from './tableStyles';
import type { Density } from './listChoices';

/** Pages longer than this draw only the rows in view. */
export const WINDOW_FROM = 100;
/** Rows drawn above and below the view. */
const OVERSCAN = 12;
/** Row height until one is measured (px). */
const ESTIMATED_ROW = 41;

export interface ListTableProps {
  resource: string;
  /** The columns on screen, in order. */
  columns: readonly ListColumn[];
  /** The column whose cell links to the record (its title). */
  titleSource: string;
  env: CellEnv;
  density: Density;
  /** Whether rows can be selected (the list has bulk actions). */
  selectable: boolean;
  /** Drawn above the table when rows are selected (the bulk-action bar). */
  bulkActions?: ReactNode;
  /** Shown instead of the table when the page has no rows. */
  empty: ReactNode;
  /** Opens a record's page (react-admin's navigate); none: the records have no page (the trash's entries), no row opens one. */
  open?: (path: string) => void;
  /** The table's accessible name (the list's title). */
  label: string;
  /** As tall as its rows (a record page's related table of five), not a list page's scroll area. */
  fitRows?: boolean;
}

const ARIA_SORT = { ASC: 'ascending', DESC: 'descending' } as const;
const opposite = { ASC: 'DESC', DESC: 'ASC' } as const;

function Header({ columns, selectable, label }: Pick<ListTableProps, 'columns' | 'selectable'> & { label: (c: ListColumn) => string }) {
  const sort = useDataTableSortContext() as SortPayload | undefined;
  const { handleSort, onSelect } = useDataTableCallbacksContext();
  const data = useDataTableDataContext() as RaRecord[] | undefined;
  const selected = useDataTableSelectedIdsContext() ?? [];
  const translate = useTranslate();
  const ids = (data ?? []).map((r) => r.id);
  const all = ids.length > 0 && ids.every((id) => selected.includes(id));
  const some = !all && ids.some((id) => selected.includes(id));
  return (
    <thead>
      <tr aria-rowindex={1}>
        {selectable && (
          <th className="SchemaTable-check">
            <Checkbox
              size="small"
              checked={all}
              indeterminate={some}
              slotProps={{ input: { 'aria-label': translate('ra.action.select_all') } }}
              // the other pages' selection stays
              onChange={() => onSelect?.(all ? selected.filter((id) => !ids.includes(id)) : [...new Set([...selected, ...ids])])}
            />
          </th>
        )}
        {columns.map((c) => {
          const active = sort?.field === c.source;
          const text = label(c);
          const align = c.align === 'right' ? 'SchemaTable-right' : undefined;
          if (!c.sortable || !handleSort)
            return (
              <th key={c.source} className={align} style={{ minWidth: c.minWidth }}>
                {text}
              </th>
            );
          const next = active && sort ? opposite[sort.order] : 'ASC';
          return (
            <th key={c.source} className={align} style={{ minWidth: c.minWidth }} aria-sort={active && sort ? ARIA_SORT[sort.order] : undefined}>
              <button
                type="button"
                className={['SchemaTable-sort', active && 'SchemaTable-sorted', active && sort?.order === 'ASC' && 'SchemaTable-asc'].filter(Boolean).join(' ')}
                data-field={c.source}
                data-order={next}
                title={translate('ra.sort.sort_by', { field: text, field_lower_first: text, order: translate(`ra.sort.${next}`), _: text })}
                onClick={handleSort}
              >
                {text}
                <svg className="SchemaTable-sortIcon" viewBox="0 0 24 24" aria-hidden focusable="false">
                  <path d="M20 12l-1.41-1.41L13 16.17V4h-2v12.17l-5.58-5.59L4 12l8 8 8-8z" />
                </svg>
              </button>
            </th>
          );
        })}
      </tr>
    </thead>
  );
}

interface RowProps {
  record: RaRecord;
  index: number;
  columns: readonly ListColumn[];
  titleSource: string;
  env: CellEnv;
  selectable: boolean;
  selected: boolean;
  highlighted: boolean;
  /** The record's page; none when it has none. */
  href?: string;
  onToggle?: (id: Identifier, event: MouseEvent) => void;
  onOpen: (href: string) => void;
  selectLabel: string;
}

/** Clicks on these are theirs, not the row's. */
const INTERACTIVE = 'a, button, input, label, [role="checkbox"]';

const Row = memo(function Row({ record, index, columns, titleSource, env, selectable, selected, highlighted, href, onToggle, onOpen, selectLabel }: RowProps) {
  const ref = useRef<HTMLTableRowElement>(null);
  useEffect(() => {
    if (highlighted) ref.current?.scrollIntoView?.({ block: 'nearest' });
  }, [highlighted]);
  const onClick = (e: MouseEvent) => {
    if (!href || (e.target as HTMLElement).closest(INTERACTIVE) || window.getSelection()?.toString()) return;
    onOpen(href);
  };
  return (
    <tr
      ref={ref}
      aria-rowindex={index + 2}
      aria-selected={selectable ? selected : undefined}
      // the record just saved: pointed out once when the list comes back
      aria-current={highlighted ? 'true' : undefined}
      className={[selected && 'SchemaTable-selected', highlighted && 'SchemaTable-highlight'].filter(Boolean).join(' ') || undefined}
      onClick={onClick}
    >
      {selectable && (
        <td className="SchemaTable-check">
          <Checkbox
            size="small"
            checked={selected}
            slotProps={{ input: { 'aria-label': selectLabel } }}
            onClick={(e) => {
              e.stopPropagation();
              onToggle?.(record.id, e);
            }}
          />
        </td>
      )}
      {columns.map((c) => (
        <td key={c.source} className={c.align === 'right' ? 'SchemaTable-right' : undefined} style={{ minWidth: c.minWidth }}>
          {c.source === titleSource && href ? (
            <a className="SchemaCell-title" href={href}>
              {c.render(record, env) || `#${String(record.id)}`}
            </a>
          ) : (
            c.render(record, env)
          )}
        </td>
      ))}
    </tr>
  );
});

const NONE_SELECTED: Identifier[] = [];

const spacer = (height: number, key: string) => (
  <tr key={key} aria-hidden="true" style={{ height }}>
    <td colSpan={999} style={{ padding: 0, border: 0 }} />
  </tr>
);

/** The rows in view of the scroll area (all of them up to WINDOW_FROM), and the row height they were worked out with. */
function useVisibleRange(el: HTMLDivElement | null, total: number) {
  const [range, setRange] = useState({ start: 0, end: Math.min(total, WINDOW_FROM), rowHeight: ESTIMATED_ROW });
  useLayoutEffect(() => {
    // until the scroll area is there (it mounts after the rows), the first rows
    if (!el) return;
    const measure = () => {
      let next = { start: 0, end: total, rowHeight: ESTIMATED_ROW };
      if (total > WINDOW_FROM) {
        const first = el.querySelector<HTMLTableRowElement>('tbody tr[aria-rowindex]');
        const h = first && first.offsetHeight > 0 ? first.offsetHeight : ESTIMATED_ROW;
        const count = Math.ceil(el.clientHeight / h) + 2 * OVERSCAN;
        const start = Math.min(Math.max(0, Math.floor(el.scrollTop / h) - OVERSCAN), Math.max(0, total - count));
        next = { start, end: Math.min(total, start + count), rowHeight: h };
      }
      setRange((r) => (r.start === next.start && r.end === next.end && r.rowHeight === next.rowHeight ? r : next));
    };
    // the range depends on the laid-out scroll area: read once it is laid out, then on every scroll
    measure();
    if (total <= WINDOW_FROM) return;
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(measure);
    };
    el.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    return () => {
      cancelAnimationFrame(frame);
      el.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
    };
  }, [el, total]);
  return range;
}

function Body(props: Omit<ListTableProps, 'empty' | 'bulkActions' | 'label'> & { scroller: HTMLDivElement | null }) {
  const { resource, columns, titleSource, env, selectable, open, scroller } = props;
  const data = (useDataTableDataContext() ?? []) as RaRecord[];
  const selectedIds = useDataTableSelectedIdsContext() ?? NONE_SELECTED;
  const { handleToggleItem } = useDataTableCallbacksContext();
  const translate = useTranslate();
  const [highlight] = useState(() => takeLastEdited(resource));
  const selected = useMemo(() => new Set(selectedIds.map(String)), [selectedIds]);
  const { start, end, rowHeight } = useVisibleRange(scroller, data.length);
  const onOpen = useCallback((href: string) => open?.(href.slice(1)), [open]);
  const selectLabel = translate('ra.action.select_row');
  return (
    <tbody>
      {start > 0 && spacer(start * rowHeight, 'before')}
      {data.slice(start, end).map((record, i) => (
        <Row
          key={String(record.id)}
          record={record}
          index={start + i}
          columns={columns}
          titleSource={titleSource}
          env={env}
          selectable={selectable}
          selected={selected.has(String(record.id))}
          highlighted={highlight !== undefined && String(record.id) === highlight}
          href={open ? showHref(resource, record.id) : undefined}
          onToggle={handleToggleItem}
          onOpen={onOpen}
          selectLabel={selectLabel}
        />
      ))}
      {end < data.length && spacer((data.length - end) * rowHeight, 'after')}
    </tbody>
  );
}

/** Rows drawn while the first page loads: after a second, so a quick answer does not flash them. */
function Loading({ columns, selectable }: Pick<ListTableProps, 'columns' | 'selectable'>) {
  const shown = useTimeout(1000);
  if (!shown) return null;
  return (
    <TableRoot aria-busy="true">
      <div className="SchemaTable-scroll">
        <table>
          <tbody>
            {Array.from({ length: 5 }, (_, row) => (
              <tr key={row}>
                {Array.from({ length: columns.length + (selectable ? 1 : 0) }, (_, cell) => (
                  <td key={cell}>
                    <span className="SchemaCell-pending" />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </TableRoot>
  );
}

const FIT_ROWS = { minHeight: 0, maxHeight: 'none' };

function Table(props: ListTableProps) {
  const { columns, selectable, density, bulkActions, label, env, fitRows } = props;
  const data = useDataTableDataContext() as RaRecord[] | undefined;
  // the scroll area as state: the rows below it measure it once it is mounted (a ref is set after their layout effects ran)
  const [scroller, setScroller] = useState<HTMLDivElement | null>(null);
  const headerLabel = useCallback((c: ListColumn) => env.translate(c.label, { _: c.source }), [env]);
  return (
    <TableRoot className={[density === 'compact' && 'SchemaTable-compact', !props.open && 'SchemaTable-noPages'].filter(Boolean).join(' ') || undefined}>
      {bulkActions}
      {/* the rows of the page, the header row included (a long page draws only the rows in view, each with its aria-rowindex) */}
      <div className="SchemaTable-scroll" ref={setScroller} tabIndex={-1} style={fitRows ? FIT_ROWS : undefined}>
        <table aria-label={label} aria-rowcount={(data?.length ?? 0) + 1}>
          <Header columns={columns} selectable={selectable} label={headerLabel} />
          <Body {...props} scroller={scroller} />
        </table>
      </div>
    </TableRoot>
  );
}

export function ListTable(props: ListTableProps) {
  return (
    <DataTableBase
      hasBulkActions={props.selectable}
      empty={props.empty}
      loading={<Loading columns={props.columns} selectable={props.selectable} />}
      rowClick={props.open ? 'show' : false}
    >
      <Table {...props} />
    </DataTableBase>
  );
}
