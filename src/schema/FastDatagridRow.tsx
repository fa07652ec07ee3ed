/**
 * The row of a generated list: react-admin's DatagridRow (same class names, click, selection and
 * striping) drawn with plain `<tr>`/`<td>` elements that the theme styles once on the Datagrid root
 * (src/layout/cellStyles.ts, as MUI's small TableRow/TableCell), instead of a MUI TableRow and one
 * MUI TableCell per cell: a 20-row page of 15 columns mounted ~1,000 styled components for them.
 *
 * It reads no router or store hook either (react-admin's row subscribes to the route context, so
 * every route-tree update re-rendered every row): opening a row goes through `RowOpener`, given once
 * per list. Memoised like react-admin's PureDatagridRow (children excluded from the comparison).
 */
import { Children, createContext, isValidElement, memo, useCallback, useContext, type MouseEvent, type ReactElement, type ReactNode } from 'react';
import Checkbox from '@mui/material/Checkbox';
import { DatagridClasses, shallowEqual, useRecordContext, useResourceContext, useTranslate, type Identifier, type RaRecord } from 'react-admin';
import { recordHref } from './cells';

/** Opens a record's page (react-admin's navigate, with its scroll-to-top state), given once per list. */
export const RowOpener = createContext<(path: string) => void>((path) => {
  window.location.hash = path;
});

export interface FastDatagridRowProps {
  children?: ReactNode;
  className?: string;
  hasBulkActions?: boolean;
  hover?: boolean;
  id?: Identifier;
  onToggleItem?: (id: Identifier, event: MouseEvent) => void;
  record?: RaRecord;
  resource?: string;
  rowClick?: string | false;
  selected?: boolean;
  selectable?: boolean;
  style?: React.CSSProperties;
  'aria-rowindex'?: number;
}

/** The alignment class of a column's cells, header and rows: the column's `textAlign`, else its type's (a number cell's: right). */
export function alignClassOf(column: ReactElement): string | false {
  const align = (column.props as FieldProps).textAlign ?? (column.type as { textAlign?: string }).textAlign;
  return align === 'right' ? 'AppRow-right' : align === 'center' ? 'AppRow-center' : false;
}

interface FieldProps {
  source?: string;
  textAlign?: string;
  cellClassName?: string;
}

function FastRow({
  children,
  className,
  hasBulkActions = false,
  hover = true,
  id,
  onToggleItem,
  record: recordProp,
  resource: resourceProp,
  rowClick,
  selected = false,
  selectable = true,
  style,
  'aria-rowindex': ariaRowIndex,
}: FastDatagridRowProps) {
  const record = useRecordContext({ record: recordProp });
  // react-admin's Datagrid hands its body the resource only when it was given one: else the list's
  const resource = useResourceContext({ resource: resourceProp });
  const translate = useTranslate();
  const open = useContext(RowOpener);
  const clickable = (rowClick === 'edit' || rowClick === 'show') && !!resource;
  const onClick = useCallback(() => {
    if (clickable && record) open(recordHref(resource as string, record.id, rowClick as 'edit' | 'show').slice(1));
  }, [clickable, open, record, resource, rowClick]);
  const onToggle = useCallback(
    (event: MouseEvent) => {
      event.stopPropagation();
      if (selectable && onToggleItem && id !== undefined) onToggleItem(id, event);
    },
    [id, onToggleItem, selectable],
  );
  if (!record) return null;
  const classes = [
    'MuiTableRow-root',
    hover && 'MuiTableRow-hover',
    selected && 'Mui-selected',
    className,
    selectable && DatagridClasses.selectable,
    clickable && DatagridClasses.clickableRow,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <tr className={classes} style={style} onClick={clickable ? onClick : undefined} aria-rowindex={ariaRowIndex}>
      {hasBulkActions && (
        <td className="AppRow-td AppRow-checkbox">
          <Checkbox
            aria-label={translate('ra.action.select_row', { _: 'Select this row' })}
            color="primary"
            className={`select-item ${DatagridClasses.checkbox}`}
            checked={selectable && selected}
            onClick={onToggle}
            disabled={!selectable}
          />
        </td>
      )}
      {Children.map(children, (field, index) => {
        if (!isValidElement(field)) return null;
        const props = field.props as FieldProps;
        return (
          <td
            key={`${String(id)}-${props.source ?? index}`}
            className={['AppRow-td', `column-${props.source}`, DatagridClasses.rowCell, props.cellClassName, alignClassOf(field)].filter(Boolean).join(' ')}
          >
            {field as ReactElement}
          </td>
        );
      })}
    </tr>
  );
}

export const FastDatagridRow = memo(FastRow, ({ children: _a, ...prev }, { children: _b, ...next }) => shallowEqual(prev, next));
