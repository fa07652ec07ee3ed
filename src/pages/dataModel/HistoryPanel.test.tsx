import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError, type DataProvider } from 'react-admin';
import type { Declaration } from '../../../resources/declarations';
import { renderShell } from '../../layout/test-utils';
import { DeleteResourceDialog } from './DeleteResourceDialog';
import { HistoryPanel } from './HistoryPanel';
import { detailOf, fakeSchemas, schemaMethodsOf } from './testSchemas';

const v1 = { name: 'charging-piles', fields: { id: { kind: 'id' } } } as unknown as Declaration;

describe('the history', () => {
  it('lists the published versions (who, when, what changed) and reverts one to the draft, after asking', async () => {
    const user = userEvent.setup();
    const schemas = fakeSchemas(detailOf(v1, { published: true }));
    schemas.versions.mockResolvedValue([
      {
        version: 2,
        publishedAt: '2026-11-03T10:00:00Z',
        publishedBy: { id: '1', name: 'Admin Wang' },
        changes: [{ kind: 'addField', field: 'note' }],
        declaration: v1,
      },
      { version: 1, publishedAt: '2026-11-02T10:00:00Z', publishedBy: { id: '1', name: 'Admin Wang' }, changes: [{ kind: 'addResource' }], declaration: v1 },
    ]);
    const reverted = detailOf(v1);
    schemas.revert.mockResolvedValue(reverted);
    const onReverted = vi.fn();
    renderShell(<HistoryPanel name="charging-piles" current={2} dirty onReverted={onReverted} />, {
      dataProvider: schemaMethodsOf(schemas) as unknown as Partial<DataProvider>,
    });
    const table = await screen.findByRole('table', { name: 'History' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('v2 In force');
    expect(rows[1]).toHaveTextContent('Admin Wang');
    expect(rows[1]).toHaveTextContent('Field “note” is added.');
    expect(rows[2]).toHaveTextContent('The resource is added, with its menu entry and its privilege code.');

    await user.click(within(rows[2]).getByRole('button', { name: 'Revert to this version (v1)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revert to version 1' });
    expect(dialog).toHaveTextContent('The changes not saved in the editor will be replaced.');
    await user.click(within(dialog).getByRole('button', { name: 'Revert to this version' }));
    await waitFor(() => expect(onReverted).toHaveBeenCalledWith(reverted));
    expect(schemas.revert).toHaveBeenCalledWith('charging-piles', 1);
  });
});

describe('deleting a declared resource', () => {
  it('asks first, and says how many records it still holds when refused', async () => {
    const user = userEvent.setup();
    const schemas = fakeSchemas(detailOf(v1, { published: true }));
    schemas.remove.mockRejectedValueOnce(new HttpError('charging-piles still has 3 records', 409, { records: 3 }));
    const onDeleted = vi.fn();
    renderShell(<DeleteResourceDialog name="charging-piles" title="Charging piles" onClose={() => undefined} onDeleted={onDeleted} />, {
      dataProvider: schemaMethodsOf(schemas) as unknown as Partial<DataProvider>,
    });
    const dialog = screen.getByRole('dialog', { name: 'Delete “Charging piles”?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('It still holds 3 record(s): delete them first.');
    expect(onDeleted).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(onDeleted).toHaveBeenCalled());
    expect(schemas.remove).toHaveBeenCalledTimes(2);
  });
});
