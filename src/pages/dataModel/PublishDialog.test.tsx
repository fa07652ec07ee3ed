import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
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

  it('offers a backfill for the records that would break — a value, or a copy of another field — checks it, then publishes with it', async () => {
    const user = userEvent.setup();
    const schemas = fakeSchemas(detailOf({ name: 'batteries', fields: {} }));
    const breaking = {
      invalid: 5,
      examples: [{ id: '1', field: 'assetTag', message: 'app.validation.required' }],
      changes: [
        { kind: 'addField', field: 'insuranceExpiry' },
        { kind: 'addField', field: 'assetTag' },
      ],
      touches: { insuranceExpiry: 0, assetTag: 0 },
      broken: { insuranceExpiry: 3, assetTag: 5 },
      backfilled: {},
    };
    schemas.publish.mockImplementation(async (_name: string, options?: { dryRun?: boolean; backfill?: Record<string, unknown> }) => {
      if (!options?.backfill) throw new HttpError('This would break 5 records', 409, breaking);
      return {
        dryRun: options.dryRun,
        version: options.dryRun ? undefined : 4,
        ...breaking,
        invalid: 0,
        examples: [],
        backfilled: { insuranceExpiry: 3, assetTag: 5 },
      };
    });
    const labels: Record<string, string> = { insuranceExpiry: 'Insurance expiry', assetTag: 'Asset tag', sn: 'Serial number', model: 'Model' };
    renderShell(
      <PublishDialog
        name="batteries"
        title="Batteries"
        fields={{
          id: { kind: 'id' },
          sn: { kind: 'text', required: true },
          model: { kind: 'enum', values: { a: 'default' } },
          insuranceExpiry: { kind: 'date', requiredWhen: { assetStatus: ['in_use'] } },
          assetTag: { kind: 'text', required: true, unique: true },
        }}
        labelOf={(f) => labels[f] ?? f}
        onClose={() => undefined}
        onPublished={() => undefined}
      />,
      { dataProvider: schemaMethodsOf(schemas) as unknown as Partial<DataProvider> },
    );
    const dialog = screen.getByRole('dialog', { name: 'Publish “Batteries”' });
    const expiry = await within(dialog).findByRole('group', { name: 'Insurance expiry' });
    expect(within(expiry).getByText('Insurance expiry — 3 record(s) would break')).toBeInTheDocument();
    const check = within(dialog).getByRole('button', { name: 'Check with these values' });
    expect(check).toBeDisabled();
    // a date for the insurance expiry
    fireEvent.change(within(expiry).getByLabelText('Value for Insurance expiry'), { target: { value: '2027-06-30' } });
    // each battery's own serial number for its tag: the copy offers the other stored fields, not the id
    const tag = within(dialog).getByRole('group', { name: 'Asset tag' });
    await user.click(within(tag).getByRole('combobox', { name: 'How to fill Asset tag' }));
    await user.click(await screen.findByRole('option', { name: 'Copy from a field' }));
    await user.click(within(tag).getByRole('combobox', { name: 'Copy Asset tag from' }));
    const sources = await screen.findByRole('listbox');
    expect(
      within(sources)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Serial number', 'Model', 'Insurance expiry']);
    await user.click(within(sources).getByRole('option', { name: 'Serial number' }));

    await user.click(check);
    const backfill = { insuranceExpiry: '2027-06-30', assetTag: { copyFrom: 'sn' } };
    expect(schemas.publish).toHaveBeenLastCalledWith('batteries', { dryRun: true, backfill });
    const filled = await within(dialog).findByRole('list', { name: 'What the backfill fills' });
    expect(
      within(filled)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Insurance expiry: 3 record(s) filled at publish', 'Asset tag: 5 record(s) filled at publish']);
    await user.click(within(dialog).getByRole('button', { name: 'Publish now' }));
    expect(await within(dialog).findByText(/version 4 is in force/)).toBeInTheDocument();
    expect(schemas.publish).toHaveBeenLastCalledWith('batteries', { backfill });
  });

  it('shows the server’s word on a backfill entry beside its input, the form kept', async () => {
    const user = userEvent.setup();
    const schemas = fakeSchemas(detailOf({ name: 'batteries', fields: {} }));
    const breaking = { invalid: 2, examples: [], changes: [], touches: {}, broken: { tag: 2 }, backfilled: {} };
    schemas.publish.mockImplementation(async (_name: string, options?: { backfill?: unknown }) => {
      if (!options?.backfill) throw new HttpError('breaks', 409, breaking);
      throw new HttpError('The declaration has problems', 422, { errors: { 'backfill.tag': 'The value for `tag` does not meet the field’s own rules' } });
    });
    renderShell(
      <PublishDialog
        name="batteries"
        title="Batteries"
        fields={{ tag: { kind: 'text', pattern: 'T\\d+' } }}
        onClose={() => undefined}
        onPublished={() => undefined}
      />,
      { dataProvider: schemaMethodsOf(schemas) as unknown as Partial<DataProvider> },
    );
    const dialog = screen.getByRole('dialog');
    const input = await within(dialog).findByLabelText('Value for tag');
    await user.type(input, 'x');
    await user.click(within(dialog).getByRole('button', { name: 'Check with these values' }));
    expect(await within(dialog).findByText('The value for `tag` does not meet the field’s own rules')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Value for tag')).toHaveValue('x');
    expect(within(dialog).getByText('This version would break 2 stored record(s)')).toBeInTheDocument();
  });
});
