import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { RecordContextProvider, ResourceContextProvider } from 'react-admin';
import { renderShell } from '../layout/test-utils';
import { NumberCell, TextCell } from './cells';
import { FastDatagridRow, RowOpener } from './FastDatagridRow';

const record = { id: 7, sn: 'BAT60V100007', cycles: 12 };

function renderRow(props: Partial<Parameters<typeof FastDatagridRow>[0]> = {}) {
  const open = vi.fn();
  const onToggleItem = vi.fn();
  renderShell(
    <ResourceContextProvider value="apps/assets/battery">
      <RowOpener.Provider value={open}>
        <table>
          <tbody>
            <RecordContextProvider value={record}>
              <FastDatagridRow
                id={7}
                resource="apps/assets/battery"
                rowClick="edit"
                hasBulkActions
                onToggleItem={onToggleItem}
                className="RaDatagrid-row"
                {...props}
              >
                <TextCell source="sn" />
                <NumberCell source="cycles" />
              </FastDatagridRow>
            </RecordContextProvider>
          </tbody>
        </table>
      </RowOpener.Provider>
    </ResourceContextProvider>,
  );
  return { open, onToggleItem, row: screen.getByRole('row') };
}

describe('fast datagrid row', () => {
  it('draws a cell per column with react-admin’s class names, numbers aligned right', () => {
    const { row } = renderRow();
    expect(row).toHaveClass('MuiTableRow-root', 'MuiTableRow-hover', 'RaDatagrid-row', 'RaDatagrid-clickableRow');
    const cells = screen.getAllByRole('cell');
    expect(cells).toHaveLength(3);
    expect(cells[1]).toHaveClass('column-sn', 'RaDatagrid-rowCell');
    expect(cells[1]).toHaveTextContent('BAT60V100007');
    expect(cells[2]).toHaveClass('column-cycles', 'AppRow-right');
  });

  it('opens the record’s edit page on a click, and a click on the checkbox selects without opening', () => {
    const { open, onToggleItem, row } = renderRow();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select this row' }));
    expect(onToggleItem).toHaveBeenCalledWith(7, expect.anything());
    expect(open).not.toHaveBeenCalled();
    fireEvent.click(row);
    expect(open).toHaveBeenCalledWith('/apps/assets/battery/7');
  });

  it('opens the record of the list’s resource when the Datagrid names none (react-admin passes the resource only when given one)', () => {
    const { open, row } = renderRow({ resource: undefined, rowClick: 'show' });
    expect(row).toHaveClass('RaDatagrid-clickableRow');
    fireEvent.click(row);
    expect(open).toHaveBeenCalledWith('/apps/assets/battery/7/show');
  });

  it('is not clickable without a row click, and shows selection', () => {
    const { open, row } = renderRow({ rowClick: false, selected: true });
    fireEvent.click(row);
    expect(open).not.toHaveBeenCalled();
    expect(row).toHaveClass('Mui-selected');
    expect(row).not.toHaveClass('RaDatagrid-clickableRow');
    expect(screen.getByRole('checkbox', { name: 'Select this row' })).toBeChecked();
  });
});
