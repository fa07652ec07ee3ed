import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'react-admin';
import type { SchemaSummary } from '../../providers/schemasApi';
import { detailOf, fakeSchemas, renderDataModel } from './testSchemas';
import { CONTRACT_EXAMPLE } from '../../../tests/fixtures/charging-piles';
import type { Declaration } from '../../../resources/declarations';

const SUMMARIES: SchemaSummary[] = [
  { name: 'batteries', builtIn: true, version: 2, status: 'published', updatedAt: null, records: 400 },
  { name: 'stores', builtIn: true, version: 0, status: 'published', updatedAt: null, records: 24 },
  { name: 'charging-piles', builtIn: false, version: 1, status: 'changed', updatedAt: null, records: 3 },
];

function setup(list: () => Promise<SchemaSummary[]>) {
  const schemas = fakeSchemas(detailOf(CONTRACT_EXAMPLE as Declaration, { published: true }));
  schemas.list.mockImplementation(list);
  renderDataModel(schemas);
  return schemas;
}

describe('the resources list', () => {
  it('lists every resource: its name in the user’s language, API name, origin, state, version and records; a filter narrows it', async () => {
    const user = userEvent.setup();
    setup(async () => SUMMARIES);
    const table = await screen.findByRole('table', { name: 'Resources' });
    const rows = within(table)
      .getAllByRole('row')
      .map((r) => r.textContent);
    // declared first
    expect(rows[1]).toBe('charging-pilescharging-pilesDeclaredChanges not publishedv13');
    expect(rows).toContain('BatteriesbatteriesBuilt inPublishedv2400');
    expect(within(table).getByRole('link', { name: 'Batteries' })).toHaveAttribute('href', '/apps/system/schema/batteries');
    await user.type(screen.getByRole('searchbox', { name: 'Filter resources' }), 'STOR');
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    await user.clear(screen.getByRole('searchbox', { name: 'Filter resources' }));
    await user.type(screen.getByRole('searchbox', { name: 'Filter resources' }), 'nothing');
    expect(await screen.findByText('No resource matches “nothing”.')).toBeInTheDocument();
  });

  it('lists the deleted resources apart, each with a restore: its last version published again, the lists asked again', async () => {
    const user = userEvent.setup();
    const schemas = fakeSchemas(detailOf(CONTRACT_EXAMPLE as Declaration, { published: true }));
    schemas.list.mockImplementation(async () => SUMMARIES);
    const gone: SchemaSummary = {
      name: 'pile-tags',
      names: { en: 'Pile tags' },
      builtIn: false,
      version: 0,
      lastVersion: 3,
      status: 'deleted',
      updatedAt: '2026-11-20T08:00:00Z',
    };
    let deleted = [gone];
    schemas.listDeleted.mockImplementation(async () => deleted);
    schemas.restore.mockImplementation(async () => {
      deleted = [];
      return { version: 4, changes: [], touches: {}, invalid: 0, examples: [] };
    });
    renderDataModel(schemas, '', { notices: true });
    const section = await screen.findByRole('region', { name: 'Deleted resources' });
    const table = within(section).getByRole('table', { name: 'Deleted resources' });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Pile tagspile-tagsv3');
    // not in the resources' own list
    expect(within(screen.getByRole('table', { name: 'Resources' })).queryByText('pile-tags')).toBeNull();
    const listed = schemas.list.mock.calls.length;
    await user.click(within(section).getByRole('button', { name: 'Restore “Pile tags”' }));
    expect(schemas.restore).toHaveBeenCalledWith('pile-tags');
    expect(await screen.findByText('“Pile tags” restored as version 4')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Deleted resources' })).toBeNull());
    expect(schemas.list.mock.calls.length).toBeGreaterThan(listed);
  });

  it('a deleted resource’s page says so and restores it, then opens it in force', async () => {
    const user = userEvent.setup();
    const schemas = fakeSchemas(detailOf(CONTRACT_EXAMPLE as Declaration, { published: true }));
    let deleted = true;
    const inForce = detailOf(CONTRACT_EXAMPLE as Declaration, { published: true });
    schemas.get.mockImplementation(async () => {
      if (deleted) throw new HttpError('`charging-piles` was deleted', 404, { deleted: true });
      return inForce;
    });
    schemas.restore.mockImplementation(async () => {
      deleted = false;
      return { version: 2, changes: [], touches: {}, invalid: 0, examples: [] };
    });
    renderDataModel(schemas, '/charging-piles');
    expect(await screen.findByText(/This resource was deleted/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Restore' }));
    expect(schemas.restore).toHaveBeenCalledWith('charging-piles');
    expect(await screen.findByText('Version 1 in force')).toBeInTheDocument();
  });

  it('says it is loading, then that the list could not be loaded, with a retry', async () => {
    const user = userEvent.setup();
    let fail = true;
    const schemas = setup(() => new Promise((resolve, reject) => setTimeout(() => (fail ? reject(new HttpError('Server error', 500, {})) : resolve([])), 50)));
    expect(screen.getByText('Loading…')).toHaveAttribute('role', 'status');
    expect(await screen.findByText('The resources could not be loaded: Server error')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No resource yet.')).toBeInTheDocument();
    expect(schemas.list).toHaveBeenCalledTimes(2);
  });

  it('imports a declarations file: each declaration’s changes over the one in force, then saved as drafts, refusals listed', async () => {
    const user = userEvent.setup();
    const schemas = setup(async () => SUMMARIES);
    const published = { ...CONTRACT_EXAMPLE, fields: { ...CONTRACT_EXAMPLE.fields } } as unknown as Declaration;
    const insurance = { name: 'batteries', fields: { insurancePolicy: { kind: 'text' } } } as Declaration;
    schemas.get.mockImplementation(async (name: string) =>
      name === 'batteries'
        ? { ...detailOf(insurance, { published: true, builtIn: true }), extension: { version: 2, declaration: insurance } }
        : detailOf(published, { published: true }),
    );
    schemas.save.mockImplementation(async (name: string) => {
      if (name === 'batteries') throw new HttpError('Some fields need changes', 422, { errors: { 'fields.sn': '`sn` is a built-in field of `batteries`' } });
      return detailOf(published);
    });
    const changed = { ...CONTRACT_EXAMPLE, fields: { ...CONTRACT_EXAMPLE.fields, note: { kind: 'longText' } } };
    const file = new File(
      [JSON.stringify({ format: 'swap-admin.declarations', version: 1, declarations: [changed, { name: 'batteries', fields: { sn: { kind: 'number' } } }] })],
      'declarations.json',
      { type: 'application/json' },
    );
    await user.click(await screen.findByRole('button', { name: 'Import' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import declarations' });
    await user.upload(within(dialog).getByLabelText('Declarations file (JSON)'), file);
    const piles = await within(dialog).findByRole('region', { name: 'charging-piles' });
    expect(piles).toHaveTextContent('Field “note” is added.');
    const batteries = within(dialog).getByRole('region', { name: 'batteries' });
    expect(batteries).toHaveTextContent('Field “sn” is added.');
    expect(batteries).toHaveTextContent('Field “insurancePolicy” is removed — its values are kept');
    await user.click(within(dialog).getByRole('button', { name: 'Save 2 as draft(s)' }));
    expect(await within(piles).findByText('Saved as the draft.')).toBeInTheDocument();
    expect(batteries).toHaveTextContent('fields.sn: `sn` is a built-in field of `batteries`');
    expect(schemas.save).toHaveBeenCalledWith('charging-piles', changed);
    await waitFor(() => expect(schemas.save).toHaveBeenCalledTimes(2));
  });
});
