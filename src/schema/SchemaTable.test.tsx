import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { ListContextProvider, ResourceContextProvider, type Identifier, type ListControllerResult } from 'react-admin';
import { renderShell } from '../layout/test-utils';
import { TextCell } from './cells';
import { SchemaTable } from './SchemaTable';

const data = [
  { id: 1, sn: 'A' },
  { id: 2, sn: 'B' },
  { id: 3, sn: 'C' },
  { id: 4, sn: 'D' },
];

function renderTable({ rows = data, isPending = false, selectedIds = [] as Identifier[], bulk = true } = {}) {
  const onSelect = vi.fn();
  const onToggleItem = vi.fn();
  const context = {
    data: isPending ? undefined : rows,
    total: isPending ? undefined : rows.length,
    isPending,
    sort: { field: 'sn', order: 'ASC' },
    setSort: vi.fn(),
    selectedIds,
    onSelect,
    onToggleItem,
    resource: 'apps/assets/battery',
  } as unknown as ListControllerResult;
  const view = renderShell(
    <ResourceContextProvider value="apps/assets/battery">
      <ListContextProvider value={context}>
        <SchemaTable rowClick="edit" bulkActions={bulk ? <div data-testid="bulk-bar" /> : undefined} noResults={<p>nothing here</p>}>
          <TextCell source="sn" label="Serial" />
        </SchemaTable>
      </ListContextProvider>
    </ResourceContextProvider>,
  );
  return { onSelect, onToggleItem, ...view };
}

const rowCheckbox = (sn: string) => within(screen.getByRole('row', { name: new RegExp(sn) })).getByRole('checkbox');

describe('schema table', () => {
  it("draws the header and one row per record with react-admin's class names, and the bulk bar above them", () => {
    const { container } = renderTable();
    expect(container.querySelector('.RaDatagrid-root .RaDatagrid-tableWrapper table.RaDatagrid-table')).not.toBeNull();
    expect(screen.getByRole('columnheader', { name: 'Serial' })).toHaveClass('RaDatagrid-headerCell');
    expect(container.querySelectorAll('tbody tr.RaDatagrid-row')).toHaveLength(4);
    expect(screen.getByTestId('bulk-bar')).toBeInTheDocument();
    // the table counts its rows, the header's included (a long page draws only those in view)
    expect(screen.getByRole('table')).toHaveAttribute('aria-rowcount', '5');
    expect(container.querySelector('tbody')).not.toHaveAttribute('aria-rowcount');
  });

  it('a click on a checkbox toggles its row; a shift-click selects the rows since the last one clicked', () => {
    const { onToggleItem, onSelect } = renderTable();
    fireEvent.click(rowCheckbox('A'));
    expect(onToggleItem).toHaveBeenCalledWith(1);
    fireEvent.click(rowCheckbox('C'), { shiftKey: true });
    expect(onSelect).toHaveBeenCalledWith([1, 2, 3]);
  });

  it('a shift-click that unchecks a row unselects the range, and keeps the other selected rows', () => {
    const { onSelect } = renderTable({ selectedIds: [2, 3, 4] });
    fireEvent.click(rowCheckbox('A')); // checks A: the range starts there
    fireEvent.click(rowCheckbox('C'), { shiftKey: true }); // C was selected: this unchecks A…C
    expect(onSelect).toHaveBeenCalledWith([4]);
  });

  it('without bulk actions there are no checkboxes and no bulk bar', () => {
    renderTable({ bulk: false });
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByTestId('bulk-bar')).toBeNull();
  });

  it('shows the "no results" part when the page is empty, and nothing but a placeholder while the first page loads', async () => {
    const empty = renderTable({ rows: [] });
    expect(screen.getByText('nothing here')).toBeInTheDocument();
    empty.unmount();
    const { container } = renderTable({ isPending: true });
    expect(screen.queryByRole('row', { name: /A/ })).toBeNull();
    // the placeholder rows appear after a second (a quick answer does not flash them)
    await vi.waitFor(() => expect(container.querySelector('[aria-busy="true"] .AppCell-pending')).not.toBeNull(), { timeout: 2000 });
  });
});
