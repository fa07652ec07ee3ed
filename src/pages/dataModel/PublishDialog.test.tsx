import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError, type DataProvider } from 'react-admin';
import { renderShell } from '../../layout/test-utils';
import type { PublishResult } from '../../providers/schemasApi';
import { PublishDialog } from './PublishDialog';
import { fakeSchemas, detailOf, schemaMethodsOf } from './testSchemas';

const declaration = { name: 'charging-piles', fields: {} };

function setup(dryRun: () => Promise<PublishResult>) {
  const schemas = fakeSchemas(detailOf(declaration));
  schemas.publish.mockImplementation(async (_name: string, options?: { dryRun?: boolean }) =>
    options?.dryRun ? dryRun() : { version: 3, changes: [], touches: {}, invalid: 0, examples: [] },
  );
  const onPublished = vi.fn();
  renderShell(<PublishDialog name="charging-piles" title="Charging piles" route="/apps/cab/pile" onClose={() => undefined} onPublished={onPublished} />, {
    dataProvider: schemaMethodsOf(schemas) as unknown as Partial<DataProvider>,
  });
  return { schemas, onPublished, dialog: screen.getByRole('dialog', { name: 'Publish “Charging piles”' }) };
}

describe('the publish dialog', () => {
  it('lists what the dry run says the publish changes, in words with the records each touches, then publishes and offers the screen', async () => {
    const user = userEvent.setup();
    const { schemas, onPublished, dialog } = setup(async () => ({
      dryRun: true,
      changes: [
        { kind: 'addField', field: 'faultCode' },
        { kind: 'removeField', field: 'note' },
        { kind: 'renameField', field: 'power', from: 'powerKw' },
        { kind: 'changeField', field: 'sn', rules: ['pattern', 'required'], other: ['filter'] },
      ],
      touches: { faultCode: 0, note: 4, power: 12, sn: 12 },
      invalid: 0,
      examples: [],
    }));
    const changes = await within(dialog).findByRole('list', { name: 'What the publish changes' });
    expect(
      within(changes)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Field “faultCode” is added.',
      'Field “note” is removed — its values are kept (4 record(s)) and come back if it is declared again.',
      'Field “powerKw” is renamed “power” — the values of 12 record(s) move.',
      'Field “sn” changes: Pattern, Required, Filter. Checked against 12 record(s).',
    ]);
    expect(schemas.publish).toHaveBeenCalledWith('charging-piles', { dryRun: true });
    await user.click(within(dialog).getByRole('button', { name: 'Publish now' }));
    expect(await within(dialog).findByText(/version 3 is in force/)).toBeInTheDocument();
    expect(schemas.publish).toHaveBeenLastCalledWith('charging-piles');
    expect(onPublished).toHaveBeenCalledWith(expect.objectContaining({ version: 3 }));
    expect(within(dialog).getByRole('link', { name: 'Open Charging piles' })).toHaveAttribute('href', '#/apps/cab/pile');
  });

  it('refuses when stored records would break: how many, which, and no publish', async () => {
    const { schemas, dialog } = setup(async () => {
      throw new HttpError('This would break 2 records', 409, {
        invalid: 2,
        examples: [
          { id: '7', field: 'sn', message: 'app.validation.number' },
          { id: '9', field: 'sn', message: 'app.validation.number' },
        ],
        changes: [{ kind: 'changeField', field: 'sn', rules: ['kind'], other: [] }],
        touches: { sn: 2 },
      });
    });
    expect(await within(dialog).findByText('This version would break 2 stored record(s)')).toBeInTheDocument();
    const examples = within(dialog).getByRole('table', { name: 'Records that would break' });
    expect(within(examples).getAllByRole('row')).toHaveLength(3);
    expect(within(examples).getByText('#7')).toBeInTheDocument();
    expect(within(dialog).getByText('Field “sn” changes: Kind. Checked against 2 record(s).')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Publish now' })).toBeNull();
    await waitFor(() => expect(schemas.publish).toHaveBeenCalledTimes(1));
  });
});
