/**
 * The header of a generated list: react-admin's DatagridHeader (same class names, select-all, sort
 * toggling and order) drawn with plain `<th>` cells and a native sort button that the theme styles
 * once on the Datagrid root (src/layout/cellStyles.ts, as MUI's small head TableCell and
 * TableSortLabel), like the rows (src/schema/FastDatagridRow.tsx).
 *
 * react-admin's cell puts a MUI Tooltip, a TableSortLabel (ButtonBase with its ripple) and an icon
 * in every column: a 14-column header mounted ~530 components, a tenth of the first screen's render,
 * again at every navigation. The hint the tooltip gave is the button's `title`; the sort state is
 * the cell's `aria-sort`.
 */
import { Children, isValidElement, memo, useCallback, type MouseEvent, type ReactElement, type ReactNode } from 'react';
import Checkbox from '@mui/material/Checkbox';
import TableHead from '@mui/material/TableHead';
import {
  DatagridClasses,
  useListContext,
  useResourceContext,
  useTranslate,
  useTranslateLabel,
  type DatagridHeaderProps,
  type Identifier,
  type SortPayload,
} from 'react-admin';
import { alignClassOf } from './FastDatagridRow';

interface ColumnProps {
  source?: string;
  label?: unknown;
  sortable?: boolean;
  sortBy?: string;
  sortByOrder?: SortPayload['order'];
  headerClassName?: string;
}

const opposite = { ASC: 'DESC', DESC: 'ASC' } as const;
const ARIA_SORT = { ASC: 'ascending', DESC: 'descending' } as const;

const HeaderCell = memo(function HeaderCell({
  column,
  sort,
  onSort,
}: {
  /** The column's element (its field or cell), built once per list. */
  column: ReactElement;
  sort: SortPayload | undefined;
  onSort: (field: string, order: SortPayload['order']) => void;
}) {
  const translate = useTranslate();
  const translateLabel = useTranslateLabel();
  const resource = useResourceContext();
  const props = column.props as ColumnProps;
  const label = translateLabel({ label: typeof props.label === 'string' ? props.label : undefined, resource, source: props.source });
  const field = props.sortBy ?? props.source;
  const sortable = !!field && props.sortable !== false && (column.type as { sortable?: boolean }).sortable !== false;
  const active = sortable && sort?.field === field;
  const next = active && sort ? opposite[sort.order] : (props.sortByOrder ?? 'ASC');
  const className = ['AppRow-th', DatagridClasses.headerCell, `column-${props.source}`, props.headerClassName, alignClassOf(column)].filter(Boolean).join(' ');
  if (!sortable) return <th className={className}>{label}</th>;
  const text = typeof label === 'string' ? label : '';
  const hint = translate('ra.sort.sort_by', {
    field: label,
    field_lower_first: text.charAt(0).toLowerCase() + text.slice(1),
    order: translate(`ra.sort.${next}`),
    _: translate('ra.action.sort'),
  });
  return (
    <th className={className} aria-sort={active && sort ? ARIA_SORT[sort.order] : undefined}>
      <button
        type="button"
        className={['AppSort', active && 'AppSort-active', active && sort?.order === 'ASC' && 'AppSort-asc'].filter(Boolean).join(' ')}
        title={hint}
        onClick={(e: MouseEvent) => {
          e.stopPropagation();
          onSort(field as string, next);
        }}
      >
        {label}
        <svg className="AppSort-icon" viewBox="0 0 24 24" aria-hidden focusable="false">
          <path d="M20 12l-1.41-1.41L13 16.17V4h-2v12.17l-5.58-5.59L4 12l8 8 8-8z" />
        </svg>
      </button>
    </th>
  );
});

export const ListHeader = memo(function ListHeader({ children, className, hasExpand = false, hasBulkActions = false, isRowSelectable }: DatagridHeaderProps) {
  const translate = useTranslate();
  const { sort, data, onSelect, selectedIds, setSort } = useListContext();
  const onSort = useCallback((field: string, order: SortPayload['order']) => setSort({ field, order }), [setSort]);
  const selectable: Identifier[] = (data ?? []).filter((r) => !isRowSelectable || isRowSelectable(r)).map((r) => r.id);
  const allSelected = selectedIds.length > 0 && selectable.length > 0 && selectable.every((id) => selectedIds.includes(id));
  const onSelectAll = (checked: boolean) =>
    onSelect(
      checked
        ? selectedIds.concat(selectable.filter((id) => !selectedIds.includes(id)))
        : // only the ids of this page are unselected
          selectedIds.filter((id) => !(data ?? []).some((r) => r.id === id)),
    );
  const selectAllLabel = translate('ra.action.select_all', { _: 'Select all' });
  return (
    <TableHead className={[className, DatagridClasses.thead].filter(Boolean).join(' ')}>
      <tr className={`MuiTableRow-root MuiTableRow-head ${DatagridClasses.row} ${DatagridClasses.headerRow}`} aria-rowindex={1}>
        {hasExpand && <th className={`AppRow-th ${DatagridClasses.headerCell} ${DatagridClasses.expandHeader}`} />}
        {hasBulkActions && (
          <th className={`AppRow-th AppRow-checkbox ${DatagridClasses.headerCell}`}>
            <Checkbox
              slotProps={{ input: { 'aria-label': selectAllLabel } }}
              className="select-all"
              color="primary"
              checked={allSelected}
              onChange={(e) => onSelectAll(e.target.checked)}
              onClick={(e) => e.stopPropagation()}
            />
          </th>
        )}
        {Children.map(children as ReactNode, (column, index) =>
          isValidElement(column) ? <HeaderCell key={(column.props as ColumnProps).source ?? index} column={column} sort={sort} onSort={onSort} /> : null,
        )}
      </tr>
    </TableHead>
  );
});
