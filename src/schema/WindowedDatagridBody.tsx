/**
 * The body of a generated list that renders only the rows in view when the page is long (the
 * "all" page size: up to 1,000 rows). Up to WINDOW_FROM rows it is react-admin's own (memoised) body;
 * above, the rows in and near the viewport are real DatagridRows (same record context, same
 * click, selection and striping props) and the rest of the table height is two spacer rows, so
 * the scroll bar, the header and the pagination behave as with every row present.
 */
import { cloneElement, type ComponentType, useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactElement } from 'react';
import TableBody from '@mui/material/TableBody';
import { DatagridClasses, PureDatagridBody, PureDatagridRow, RecordContextProvider, type DatagridBodyProps, type RaRecord } from 'react-admin';
import { FastDatagridRow } from './FastDatagridRow';

/** Pages longer than this are windowed. */
export const WINDOW_FROM = 100;
/** Rows drawn above and below the viewport. */
const OVERSCAN = 12;
/** Row height used until a row has been measured (px). */
const ESTIMATED_ROW = 53;

const scrollParentOf = (el: HTMLElement | null): HTMLElement | Window => {
  for (let p = el?.parentElement; p; p = p.parentElement) {
    const { overflowY } = getComputedStyle(p);
    if ((overflowY === 'auto' || overflowY === 'scroll') && p.scrollHeight > p.clientHeight) return p;
  }
  return window;
};

const spacer = (height: number, key: string) => (
  <tr key={key} aria-hidden="true" style={{ height }}>
    <td colSpan={999} style={{ padding: 0, border: 0 }} />
  </tr>
);

function WindowedRows({
  data = [],
  row = <FastDatagridRow />,
  children,
  expand,
  hasBulkActions = false,
  hover,
  onToggleItem,
  resource,
  rowClick,
  rowSx,
  rowStyle,
  selectedIds,
  isRowSelectable,
  className,
  ...rest
}: DatagridBodyProps) {
  const ref = useRef<HTMLTableSectionElement>(null);
  const [h, setRowHeight] = useState(ESTIMATED_ROW);
  const [range, setRange] = useState({ start: 0, end: Math.min(data.length, 2 * OVERSCAN + 20) });
  const total = data.length;

  const update = useCallback(() => {
    const body = ref.current;
    if (!body) return;
    const first = body.querySelector<HTMLTableRowElement>(`tr.${DatagridClasses.row}`);
    const measured = first && first.offsetHeight > 0 ? first.offsetHeight : ESTIMATED_ROW;
    setRowHeight(measured);
    const top = body.getBoundingClientRect().top;
    const count = Math.ceil(window.innerHeight / measured) + 2 * OVERSCAN;
    const start = Math.min(Math.max(0, Math.floor(-top / measured) - OVERSCAN), Math.max(0, total - count));
    const end = Math.min(total, start + count);
    setRange((r) => (r.start === start && r.end === end ? r : { start, end }));
  }, [total]);

  useLayoutEffect(update, [update]);
  useEffect(() => {
    const target = scrollParentOf(ref.current);
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(update);
    };
    target.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    return () => {
      cancelAnimationFrame(frame);
      target.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
    };
  }, [update]);

  const selected = new Set(selectedIds ?? []);
  return (
    <TableBody ref={ref} className={['datagrid-body', className, DatagridClasses.tbody].filter(Boolean).join(' ')} aria-rowcount={total} {...rest}>
      {range.start > 0 && spacer(range.start * h, 'before')}
      {data.slice(range.start, range.end).map((record: RaRecord, i) => {
        const rowIndex = range.start + i;
        return (
          <RecordContextProvider value={record} key={record.id ?? `row${rowIndex}`}>
            {cloneElement(
              row as ReactElement<Record<string, unknown>>,
              {
                className: `${DatagridClasses.row} ${rowIndex % 2 === 0 ? DatagridClasses.rowEven : DatagridClasses.rowOdd}`,
                'aria-rowindex': rowIndex + 2,
                expand,
                hasBulkActions: hasBulkActions && !!selectedIds,
                hover,
                id: record.id ?? `row${rowIndex}`,
                onToggleItem,
                resource,
                rowClick,
                selectable: !isRowSelectable || isRowSelectable(record),
                selected: selected.has(record.id),
                sx: rowSx?.(record, rowIndex),
                style: rowStyle?.(record, rowIndex),
              },
              children,
            )}
          </RecordContextProvider>
        );
      })}
      {range.end < total && spacer((total - range.end) * h, 'after')}
    </TableBody>
  );
}

/** react-admin's memoised body (its type names no props). */
const MemoBody = PureDatagridBody as ComponentType<DatagridBodyProps>;

/** Rows are memoised (react-admin's "optimized" Datagrid): a row re-renders when its record or selection changes, not with the list around it. */
export function WindowedDatagridBody(props: DatagridBodyProps) {
  // react-admin's row where it is asked for (an expand panel), the light one otherwise
  const row = props.row ?? (props.expand ? <PureDatagridRow /> : <FastDatagridRow />);
  return (props.data?.length ?? 0) > WINDOW_FROM ? <WindowedRows {...props} row={row} /> : <MemoBody {...props} row={row} />;
}
