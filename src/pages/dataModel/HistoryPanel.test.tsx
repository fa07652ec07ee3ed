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

describe('the history explains', () => {
  const v2 = { name: 'charging-piles', fields: { id: { kind: 'id' }, powerKw: { kind: 'number', min: 0 } } } as unknown as Declaration;
  const v3 = {
    name: 'charging-piles',
    fields: { id: { kind: 'id' }, power: { kind: 'number', min: 0, renamedFrom: 'powerKw' }, note: { kind: 'text' } },
  } as unknown as Declaration;
  it('counts the records each change touched and what a backfill filled, and compares any two versions in words', async () => {
    const user = userEvent.setup();
    const schemas = fakeSchemas(detailOf(v3, { published: true }));
    const by = { id: '1', name: 'Admin Wang' };
    schemas.versions.mockResolvedValue([
      {
        version: 3,
        publishedAt: '2026-11-04T10:00:00Z',
        publishedBy: by,
        changes: [
          { kind: 'renameField', field: 'power', from: 'powerKw' },
          { kind: 'addField', field: 'note' },
        ],
        touches: { power: 3, note: 0 },
        backfilled: { note: 3 },
        declaration: v3,
      },
      { version: 2, publishedAt: '2026-11-03T10:00:00Z', publishedBy: by, changes: [{ kind: 'addField', field: 'powerKw' }], declaration: v2 },
      { version: 1, publishedAt: '2026-11-02T10:00:00Z', publishedBy: by, changes: [{ kind: 'addResource' }], declaration: v1 },
    ]);
    renderShell(<HistoryPanel name="charging-piles" current={3} dirty={false} onReverted={() => undefined} />, {
      dataProvider: schemaMethodsOf(schemas) as unknown as Partial<DataProvider>,
    });
    const table = await screen.findByRole('table', { name: 'History' });
    const newest = within(table).getAllByRole('row')[1];
    // three values moved: said so, not "0 records"
    expect(newest).toHaveTextContent('Field “powerKw” is renamed “power” — the values of 3 record(s) move.');
    expect(newest).toHaveTextContent('note: 3 record(s) filled at publish');
    const compared = screen.getByRole('list', { name: 'What changes from v2 to v3' });
    expect(
      within(compared)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Field “powerKw” is renamed “power” — its values move.', 'Field “note” is added.']);
    await user.click(screen.getByRole('combobox', { name: 'From version' }));
    await user.click(await screen.findByRole('option', { name: 'v1' }));
    const fromFirst = await screen.findByRole('list', { name: 'What changes from v1 to v3' });
    expect(
      within(fromFirst)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Field “power” is added.', 'Field “note” is added.']);
    await user.click(screen.getByRole('combobox', { name: 'To version' }));
    await user.click(await screen.findByRole('option', { name: 'v1' }));
    expect(await screen.findByText('The two versions declare the same.')).toBeInTheDocument();
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
