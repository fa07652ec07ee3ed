/**
 * A write's changes in words (FieldChanges.tsx), as an audit entry's page shows them (AuditChanges.tsx,
 * the audit log's `data` with `changes`): a table of the entry's resource's fields by their labels,
 * enum values by their labels, references by the titles of the records the user may list (else their
 * ids), dates formatted — never raw JSON; a record action's created record, a data model's declaration
 * and an entry with no values still read sensibly.
 */
import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, ResourceContextProvider, type DataProvider, type GetManyParams, type TranslationMessages } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import ar from '../../../i18n/ar';
import arBatteries from '../../../i18n/ar/resources/batteries';
import { routeName } from '../../../resources/registry';
import { withRouteAliases } from '../../providers/i18nProvider';
import { renderShell } from '../../layout/test-utils';
import { registry } from '../registry';
import { changesBetween, FieldChanges, plainValue } from './FieldChanges';
import { ResourceShow } from './ResourceShow';

const audit = registry.byName('audit-logs')!;
const AUDIT = routeName(audit);
const translate = (key: string) => key;

const ENTRY = {
  id: '501',
  createdAt: '2026-11-20T08:00:00.000Z',
  actorId: '1',
  actorName: '系统管理员',
  resource: 'batteries',
  action: 'update',
  recordId: '11',
  recordTitle: 'BAT-000011',
  ip: '127.0.0.1',
};

/** The entry's page, signed in with every right but listing riders (their titles are not the user's to read). */
function renderEntry(entry: Record<string, unknown>) {
  const getMany = vi.fn(async (resource: string, { ids }: GetManyParams) => ({
    data: resource === 'apps/store/store' ? ids.map((id) => ({ id, name: `Store ${String(id)}` })) : ids.map((id) => ({ id, name: 'secret' })),
  }));
  const dataProvider = {
    getOne: vi.fn(async () => ({ data: { ...ENTRY, ...entry } })),
    getList: vi.fn(async () => ({ data: [], total: 0, meta: { titles: {}, links: {} } })),
    references: vi.fn(async () => ({ titles: { actorId: { '1': '系统管理员' } }, links: {} })),
    getMany,
  } as unknown as Partial<DataProvider>;
  renderShell(
    <ResourceContextProvider value={AUDIT}>
      <Routes>
        <Route path={`/${AUDIT}/:id/show`} element={<ResourceShow def={audit} registry={registry} />} />
      </Routes>
    </ResourceContextProvider>,
    {
      dataProvider,
      auth: { canAccess: async ({ resource }: { resource: string }) => resource !== 'apps/consumer/list' },
      route: `/${AUDIT}/501/show`,
    },
  );
  return { getMany };
}

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((r) => [...r.querySelectorAll('th, td')].map((c) => c.textContent));

describe("an audit entry's page", () => {
  it('tables an edit in words: labels, enum labels, the titles of the records it may list, dates; no JSON', async () => {
    const { getMany } = renderEntry({
      previousData: { status: 'idle', storeId: '3', consumerId: '170', soc: 40, lastCheckAt: '2026-11-19T10:30:00.000Z' },
      data: { status: 'charging', storeId: '5', consumerId: '171', soc: 77, lastCheckAt: '2026-11-20T07:45:00.000Z' },
    });
    const table = await screen.findByRole('table', { name: 'Changes' });
    await waitFor(() => expect(within(table).getAllByText(/Store [35]/)).toHaveLength(2));
    const rows = rowsOf(table);
    expect(rows[0]).toEqual(['Field', 'Before', 'After']);
    expect(rows).toContainEqual(['Status', 'Idle', 'Charging']);
    expect(rows).toContainEqual(['Store', 'Store 3', 'Store 5']);
    // the riders: not the user's to list, so their ids
    expect(rows).toContainEqual(['Rider', '#170', '#171']);
    expect(rows).toContainEqual(['SOC', '40%', '77%']);
    const checked = rows.find((r) => r[0] === 'Last checked at')!;
    expect(checked[1]).not.toContain('2026-11-19T');
    expect(checked[1]).toMatch(/2026/);
    expect(getMany).toHaveBeenCalledWith('apps/store/store', expect.objectContaining({ ids: ['3', '5'] }));
    expect(getMany).not.toHaveBeenCalledWith('apps/consumer/list', expect.anything());
    // the entry names its record, and no raw JSON is left on the page
    expect(screen.getAllByText('BAT-000011').length).toBeGreaterThan(0);
    expect(screen.queryByText(/"status"/)).toBeNull();
  });

  it('leaves out the side a create has not: only what the record was made with', async () => {
    renderEntry({ action: 'create', data: { id: '11', sn: 'BAT-000011', model: '48V20AH', enabled: true } });
    const table = await screen.findByRole('table', { name: 'Changes' });
    const rows = rowsOf(table);
    expect(rows[0]).toEqual(['Field', 'After']);
    expect(rows).toContainEqual(['SN', 'BAT-000011']);
    expect(rows).toContainEqual(['Model', '48V 20Ah']);
    expect(rows).toContainEqual(['Enabled', 'Yes']);
    // the id is the entry's record, not a change
    expect(rows.map((r) => r[0])).not.toContain('ID');
  });

  it('names the record a record action created', async () => {
    renderEntry({ action: 'action:rent', data: { created: { resource: 'rent-orders', id: '12' } } });
    const table = await screen.findByRole('table', { name: 'Changes' });
    expect(rowsOf(table)).toContainEqual(['Created', 'Rental order #12']);
  });

  it('shows a data model’s declaration as it is (not as the fields of the resource it declares), and an entry with nothing as such', async () => {
    renderEntry({ action: 'schema:save', data: { name: 'batteries', route: '/apps/assets/battery', menu: { section: 'company', order: 10 } } });
    const table = await screen.findByRole('table', { name: 'Changes' });
    const rows = rowsOf(table);
    expect(rows).toContainEqual(['name', 'batteries']);
    expect(rows).toContainEqual(['menu', '{"section":"company","order":10}']);
    expect(within(table).getByText('{"section":"company","order":10}').tagName).toBe('CODE');
  });

  it('says so when an entry holds no values (a data model deleted)', async () => {
    renderEntry({ action: 'schema:delete' });
    expect(await screen.findByText('No field changed')).toBeInTheDocument();
  });
});

describe('the changes themselves', () => {
  it('are every field either side names but the id and the version, a bare value as one change', () => {
    expect(changesBetween({ id: '1', version: 2, soc: 1 }, { soc: 2, soh: 90 })).toEqual([
      { field: 'soc', from: 1, to: 2 },
      { field: 'soh', from: null, to: 90 },
    ]);
    expect(changesBetween(undefined, { soc: 2 })).toEqual([{ field: 'soc', from: undefined, to: 2 }]);
    expect(changesBetween({ soc: 2 }, undefined)).toEqual([{ field: 'soc', from: 2, to: undefined }]);
    expect(changesBetween(undefined, 'text')).toEqual([{ field: '', from: undefined, to: 'text' }]);
    expect(changesBetween(undefined, undefined)).toEqual([]);
  });

  it('read compactly when they are no field: a record by its resource and id, plain lists, else JSON', () => {
    expect(plainValue(null, translate)).toBe('—');
    expect(plainValue(['a', 1], translate)).toBe('a, 1');
    expect(plainValue({ resource: 'rent-orders', id: 12 }, translate)).toBe('resources.rent-orders.name #12');
    expect(plainValue([{ a: 1 }], translate)).toBe('[{"a":1}]');
  });

  it('list a history entry in words, right to left in Arabic, skipping a password', () => {
    const messages = withRouteAliases(ar, registry) as TranslationMessages;
    const i18nProvider = polyglotI18nProvider(() => messages, 'ar', [{ locale: 'ar', name: 'العربية' }], { allowMissing: true });
    const users = registry.byName('sys-users')!;
    expect(users.fields.password.writeOnly).toBe(true);
    render(
      <AdminContext i18nProvider={i18nProvider}>
        <FieldChanges
          def={registry.byName('batteries')}
          changes={[
            { field: 'status', from: 'idle', to: 'fault' },
            { field: 'storeId', from: null, to: '3' },
          ]}
          titles={{ storeId: { '3': 'متجر 3' } }}
        />
        <FieldChanges def={users} changes={[{ field: 'password', from: null, to: '******' }]} titles={{}} />
      </AdminContext>,
    );
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(2);
    // read right to left: the arrow points from the value before (on the right) to the one after
    expect(items[0].textContent).toBe(`${arBatteries.fields.status}: ${arBatteries.enums.status.idle} ← ${arBatteries.enums.status.fault}`);
    expect(items[1].textContent).toBe(`${arBatteries.fields.storeId}: — ← متجر 3`);
    expect(items[1].querySelectorAll('bdi')).toHaveLength(2);
  });
});
