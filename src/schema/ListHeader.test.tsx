import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { ListContextProvider, ResourceContextProvider, type ListControllerResult, type SortPayload } from 'react-admin';
import { renderShell } from '../layout/test-utils';
import { NumberCell, TextCell } from './cells';
import { ListHeader } from './ListHeader';

const data = [
  { id: 1, sn: 'A', cycles: 3 },
  { id: 2, sn: 'B', cycles: 5 },
];

function renderHeader({ sort = { field: 'sn', order: 'ASC' } as SortPayload, selectedIds = [] as number[] } = {}) {
  const setSort = vi.fn();
  const onSelect = vi.fn();
  const context = { data, sort, setSort, onSelect, selectedIds, resource: 'apps/assets/battery' } as unknown as ListControllerResult;
  renderShell(
    <ResourceContextProvider value="apps/assets/battery">
      <ListContextProvider value={context}>
        <table>
          <ListHeader hasBulkActions>
            <TextCell source="sn" label="Serial" />
            <NumberCell source="cycles" label="Cycles" />
            <TextCell source="note" label="Note" sortable={false} />
          </ListHeader>
        </table>
      </ListContextProvider>
    </ResourceContextProvider>,
  );
  return { setSort, onSelect };
}

describe('list header', () => {
  it('a column header per field, with react-admin’s class names; the sorted one says so (aria-sort), numbers aligned right', () => {
    renderHeader();
    const headers = screen.getAllByRole('columnheader');
    expect(headers).toHaveLength(4); // select-all + 3 columns
    expect(headers[1]).toHaveClass('RaDatagrid-headerCell', 'column-sn');
    expect(headers[1]).toHaveAttribute('aria-sort', 'ascending');
    expect(headers[2]).not.toHaveAttribute('aria-sort');
    expect(headers[2]).toHaveClass('AppRow-right');
    expect(within(headers[3]).queryByRole('button')).toBeNull(); // not sortable
    expect(headers[3]).toHaveTextContent('Note');
  });

  it('sorts: the sorted column toggles its order, another column starts ascending; the hint says what a click does', () => {
    const { setSort } = renderHeader();
    const serial = screen.getByRole('button', { name: 'Serial' });
    expect(serial).toHaveAttribute('title', expect.stringMatching(/Serial.*desc/i));
    fireEvent.click(serial);
    expect(setSort).toHaveBeenLastCalledWith({ field: 'sn', order: 'DESC' });
    fireEvent.click(screen.getByRole('button', { name: 'Cycles' }));
    expect(setSort).toHaveBeenLastCalledWith({ field: 'cycles', order: 'ASC' });
  });

  it('select all selects the page’s records; unticked, it unselects only them', () => {
    const first = renderHeader({ selectedIds: [9] });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all' }));
    expect(first.onSelect).toHaveBeenLastCalledWith([9, 1, 2]);
  });

  it('(unticking) keeps the selection of other pages', () => {
    const { onSelect } = renderHeader({ selectedIds: [9, 1, 2] });
    const all = screen.getByRole('checkbox', { name: 'Select all' });
    expect(all).toBeChecked();
    fireEvent.click(all);
    expect(onSelect).toHaveBeenLastCalledWith([9]);
  });
});
