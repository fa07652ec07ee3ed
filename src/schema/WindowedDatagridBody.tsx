/**
 * The body of a generated list (react-admin's DatagridBody: same class names, record context,
 * click, selection and striping props for its rows), that renders only the rows in view when the
 * page is long (the "all" page size: up to 1,000 rows). Up to WINDOW_FROM rows every row is drawn;
 * above, the rows in and near the viewport are, and the rest of the table height is two spacer
 * rows, so the scroll bar, the header and the pagination behave as with every row present.
 */
import { cloneElement, memo, useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactElement } from 'react';
import TableBody from '@mui/material/TableBody';
import { DatagridClasses, RecordContextProvider, type DatagridBodyProps, type RaRecord } from 'react-admin';
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

type BodyProps = Omit<DatagridBodyProps, 'expand'>;

/** The rows from `start` to `end` of the page, as react-admin's body draws them. */
function Rows({
  data = [],
  start,
  end,
  row = <FastDatagridRow />,
  children,
  hasBulkActions = false,
  hover,
  onToggleItem,
  resource,
  rowClick,
  rowSx,
  rowStyle,
  selectedIds,
  isRowSelectable,
}: BodyProps & { start: number; end: number }) {
  const selected = new Set(selectedIds ?? []);
  return data.slice(start, end).map((record: RaRecord, i) => {
    const rowIndex = start + i;
    return (
      <RecordContextProvider value={record} key={record.id ?? `row${rowIndex}`}>
        {cloneElement(
          row as ReactElement<Record<string, unknown>>,
          {
            className: `${DatagridClasses.row} ${rowIndex % 2 === 0 ? DatagridClasses.rowEven : DatagridClasses.rowOdd}`,
            'aria-rowindex': rowIndex + 2,
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
  });
}

const bodyClass = (className?: string) => ['datagrid-body', className, DatagridClasses.tbody].filter(Boolean).join(' ');

function WindowedRows(props: BodyProps) {
  const { data = [], className } = props;
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

  return (
    <TableBody ref={ref} className={bodyClass(className)}>
      {range.start > 0 && spacer(range.start * h, 'before')}
      <Rows {...props} start={range.start} end={range.end} />
      {range.end < total && spacer((total - range.end) * h, 'after')}
    </TableBody>
  );
}

function AllRows(props: BodyProps) {
  const total = props.data?.length ?? 0;
  return (
    <TableBody className={bodyClass(props.className)}>
      <Rows {...props} start={0} end={total} />
    </TableBody>
  );
}

/** Memoised like react-admin's "optimized" Datagrid body: the rows re-render when the page, the selection or the columns change, not with the list around them (each row is memoised too). */
export const WindowedDatagridBody = memo(function WindowedDatagridBody(props: BodyProps) {
  return (props.data?.length ?? 0) > WINDOW_FROM ? <WindowedRows {...props} /> : <AllRows {...props} />;
});
