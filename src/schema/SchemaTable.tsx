/**
 * The table of a generated list: react-admin's Datagrid as far as the schema lists use it — its
 * class names and theme slot (`RaDatagrid`), its header and rows (src/schema/ListHeader.tsx,
 * src/schema/WindowedDatagridBody.tsx), checkbox selection with shift-click ranges, a placeholder
 * while the first page loads and a message when there is nothing to show — without the parts of
 * react-admin's module that these lists never draw (its default header, body, row and cell, the
 * expand panels, the configurable editor). What appears only on demand, the bulk-action bar and the
 * "no results" message, comes from the list's lazy part (src/schema/ListExtras.tsx).
 */
import { Children, useCallback, useEffect, useRef, type MouseEvent, type ReactNode, type TouchEvent } from 'react';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import { DatagridClasses, DatagridRoot, useListContext, useTimeout, type Identifier } from 'react-admin';
import { ListHeader } from './ListHeader';
import { WindowedDatagridBody } from './WindowedDatagridBody';

export interface SchemaTableProps {
  /** The columns: one element per column (a cell or a Field), as Datagrid children. */
  children: ReactNode;
  rowClick: 'edit' | 'show';
  /** The bulk-action bar when the list has bulk actions (its rows then have checkboxes). */
  bulkActions?: ReactNode;
  /** Shown instead of the table when the page has no rows. */
  noResults: ReactNode;
}

/** Rows drawn while the first page loads (after a second, as react-admin's Datagrid does, so a quick answer does not flash them). */
const LOADING_ROWS = 5;

function TableLoading({ columns, hasBulkActions }: { columns: ReactNode; hasBulkActions: boolean }) {
  const shown = useTimeout(1000);
  if (!shown) return null;
  const count = Children.count(columns) + (hasBulkActions ? 1 : 0);
  return (
    <DatagridRoot className={DatagridClasses.root} aria-busy="true">
      <div className={DatagridClasses.tableWrapper}>
        <Table className={DatagridClasses.table} size="small">
          <TableBody className={DatagridClasses.tbody}>
            {Array.from({ length: LOADING_ROWS }, (_, row) => (
              <tr key={row} className={`MuiTableRow-root ${DatagridClasses.row}`}>
                {Array.from({ length: count }, (_, cell) => (
                  <td key={cell} className={`AppRow-td ${DatagridClasses.rowCell}`}>
                    <span className="AppCell-pending" />
                  </td>
                ))}
              </tr>
            ))}
          </TableBody>
        </Table>
      </div>
    </DatagridRoot>
  );
}

/** The ids from `a` to `b` (both included) in the page's order. */
function idsBetween(ids: Identifier[], a: Identifier, b: Identifier): Identifier[] {
  const [i, j] = [ids.indexOf(a), ids.indexOf(b)];
  return ids.slice(Math.min(i, j), Math.max(i, j) + 1);
}

export function SchemaTable({ children, rowClick, bulkActions, noResults }: SchemaTableProps) {
  const { data, isPending, total, selectedIds, onSelect, onToggleItem } = useListContext();
  const hasBulkActions = !!bulkActions;
  // shift-click selects (or unselects) the rows between the last clicked one and this one
  const lastClicked = useRef<Identifier | null>(null);
  useEffect(() => {
    if (selectedIds.length === 0) lastClicked.current = null;
  }, [selectedIds.length]);
  const onToggle = useCallback(
    (id: Identifier, event: MouseEvent | TouchEvent) => {
      if (!data) return;
      const checked = (event.target as HTMLInputElement).checked;
      const ids = data.map((r) => r.id);
      const last = lastClicked.current;
      lastClicked.current = checked ? id : null;
      if (event.shiftKey && last !== null && ids.includes(last)) {
        const range = idsBetween(ids, last, id);
        onSelect(checked ? [...new Set([...selectedIds, ...range])] : selectedIds.filter((s) => !range.includes(s)));
      } else {
        onToggleItem(id);
      }
    },
    [data, onSelect, onToggleItem, selectedIds],
  );
  if (isPending) return <TableLoading columns={children} hasBulkActions={hasBulkActions} />;
  if (!data?.length || total === 0) return <>{noResults}</>;
  return (
    <DatagridRoot className={DatagridClasses.root}>
      {bulkActions}
      <div className={DatagridClasses.tableWrapper}>
        {/* the rows of the page, the header row included (a long page draws only the rows in view, each with its aria-rowindex) */}
        <Table className={DatagridClasses.table} size="small" aria-rowcount={data.length + 1}>
          <ListHeader hasBulkActions={hasBulkActions}>{children}</ListHeader>
          <WindowedDatagridBody data={data} hasBulkActions={hasBulkActions} onToggleItem={onToggle} rowClick={rowClick} selectedIds={selectedIds}>
            {children}
          </WindowedDatagridBody>
        </Table>
      </div>
    </DatagridRoot>
  );
}
