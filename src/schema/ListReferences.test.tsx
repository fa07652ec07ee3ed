import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { ListContextProvider, RecordContextProvider, ResourceContextProvider, type DataProvider, type ListControllerResult } from 'react-admin';
import { renderShell } from '../layout/test-utils';
import { CellAccess, ReferenceCell } from './cells';
import { ListReferences } from './ListReferences';

const rows = [
  { id: 1, storeId: '3', cabinetId: '9' },
  { id: 2, storeId: '4', cabinetId: null },
  { id: 3, storeId: '3', cabinetId: '9' },
];

describe('list references', () => {
  it('fetches each target once for the ids of the whole page, and every cell shows its record', async () => {
    const getMany = vi.fn(async (resource: string, { ids }: { ids: unknown[] }) => ({
      data: ids.map((id) => ({ id: String(id), name: `${resource} ${String(id)}` })),
    }));
    renderShell(
      <ResourceContextProvider value="apps/assets/battery">
        <ListContextProvider value={{ data: rows, total: 3, isPending: false } as unknown as ListControllerResult}>
          <CellAccess.Provider value={{ row: true, show: { 'apps/store/store': true, 'apps/cab/device': true } }}>
            <ListReferences
              columns={[
                { source: 'storeId', reference: 'apps/store/store' },
                { source: 'cabinetId', reference: 'apps/cab/device' },
              ]}
            >
              {rows.map((r) => (
                <RecordContextProvider key={r.id} value={r}>
                  <p>
                    <ReferenceCell source="storeId" reference="apps/store/store" titleField="name" />
                  </p>
                  <p>
                    <ReferenceCell source="cabinetId" reference="apps/cab/device" titleField="name" />
                  </p>
                </RecordContextProvider>
              ))}
            </ListReferences>
          </CellAccess.Provider>
        </ListContextProvider>
      </ResourceContextProvider>,
      { dataProvider: { getMany: getMany as unknown as DataProvider['getMany'] } },
    );
    expect(await screen.findAllByRole('link', { name: 'apps/store/store 3' })).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'apps/store/store 4' })).toHaveAttribute('href', '#/apps/store/store/4/show');
    expect(screen.getAllByRole('link', { name: 'apps/cab/device 9' })).toHaveLength(2);
    expect(screen.getByText('—')).toBeInTheDocument();
    expect(getMany).toHaveBeenCalledTimes(2);
    expect(getMany).toHaveBeenCalledWith('apps/store/store', expect.objectContaining({ ids: ['3', '4'] }));
    expect(getMany).toHaveBeenCalledWith('apps/cab/device', expect.objectContaining({ ids: ['9'] }));
  });
});
