import { describe, expect, it, vi } from 'vitest';
import type { DataProvider } from 'react-admin';
import { defineResource, f } from '../../resources/define';
import { buildRegistry, SchemaError } from '../../resources/registry';
import { LEDGER_FIELDS } from '../../resources/declaration-checks';
import { validateRecord } from '../../resources/validate';
import { canAccess, writtenByPeople } from '../../resources/access';
import { csvRows, exportFileName, fetchAll, toCsv } from '../../src/schema/list/csvExport';
import { fieldsIn, formValidator } from '../../src/schema/fields';
import { registry } from '../../src/schema/registry';

const base = {
  route: '/apps/x',
  privilege: 'RESOURCE_ADMIN_COMPANY_STORE_TAG',
  menu: { section: 'company', order: 1, icon: 'Category' },
} as const;

describe('registry load-time checks', () => {
  it('names a dangling reference and suggests the fix', () => {
    const things = defineResource({ ...base, name: 'things', title: 'name', fields: { id: f.id(), name: f.text(), storeId: f.ref('store') } });
    const stores = defineResource({ ...base, name: 'stores', route: '/apps/y', title: 'name', fields: { id: f.id(), name: f.text() } });
    expect(() => buildRegistry([things, stores])).toThrow(SchemaError);
    expect(() => buildRegistry([things, stores])).toThrow('field `storeId` of `things`: reference `store` is not registered — did you mean `stores`?');
  });
  it('names a related table’s unknown resource, a via field it lacks, and a number pointing to a field that is not unique', () => {
    const stores = defineResource({ ...base, name: 'stores', route: '/apps/y', title: 'name', fields: { id: f.id(), name: f.text() } });
    const things = (related: object) =>
      defineResource({ ...base, name: 'things', title: 'name', related: [related as never], fields: { id: f.id(), name: f.text(), storeId: f.ref('stores') } });
    expect(() => buildRegistry([stores, things({ resource: 'storez', via: 'storeId' })])).toThrow(/related `storez` is not registered — did you mean `stores`/);
    expect(() => buildRegistry([{ ...stores, related: [{ resource: 'things', via: 'storeID' }] }, things({ resource: 'stores', via: 'id' })])).toThrow(
      /related `things` via `storeID`, which is not a field of it — did you mean `storeId`/,
    );
    const pointing = defineResource({
      ...base,
      name: 'refs',
      route: '/apps/z',
      title: 'no',
      fields: { id: f.id(), no: f.text({ pointsTo: [{ resource: 'stores', field: 'name' }] }) },
    });
    expect(() => buildRegistry([stores, pointing])).toThrow(/points to `stores.name`, which is not a unique field/);
  });
  it('refuses an unknown kind, an unknown privilege, a title that is not a field, a duplicate route, a bad workflow state', () => {
    const ok = { ...base, name: 'ok', title: 'name', fields: { id: f.id(), name: f.text() } } as const;
    // @ts-expect-error -- an unknown kind does not compile either
    expect(() => buildRegistry([{ ...ok, fields: { id: f.id(), name: { kind: 'txt' } } }])).toThrow(/unknown kind `txt` — did you mean `text`/);
    expect(() => buildRegistry([{ ...ok, privilege: 'RESOURCE_NOPE' }])).toThrow(/privilege `RESOURCE_NOPE`/);
    // @ts-expect-error -- a title that is not a declared field does not compile
    expect(() => buildRegistry([defineResource({ ...ok, title: 'nam' })])).toThrow(/title names field `nam`.*did you mean `name`/);
    expect(() => buildRegistry([ok, { ...ok, name: 'ok2' }])).toThrow(/both claim route/);
    const wf = defineResource({
      ...base,
      name: 'wf',
      title: 'status',
      fields: { id: f.id(), status: f.enum({ open: 'default', done: 'success' }) },
      workflow: { field: 'status', initial: 'open', transitions: { finish: { from: ['open'], to: 'finished' } } },
    });
    expect(() => buildRegistry([wf])).toThrow(/transition `finish` uses state `finished`/);
  });
  it('names a ledger’s missing field, refused account state or stamp, and a wrong money declaration', () => {
    const accounts = (ledger: object) =>
      defineResource({
        ...base,
        name: 'accounts',
        route: '/apps/y',
        title: 'no',
        ledger: { resource: 'entries', ...ledger },
        fields: { id: f.id(), no: f.text({ unique: true }), balance: f.money(), status: f.enum({ open: 'success', closed: 'default' }), paidAt: f.datetime() },
      });
    const entries = defineResource({
      ...base,
      name: 'entries',
      title: 'id',
      actions: { create: false, edit: false, delete: false },
      fields: { id: f.id(), ...Object.fromEntries(LEDGER_FIELDS.map((n) => [n, n === 'accountId' ? f.ref('accounts') : f.text()])) },
    });
    const adjustments = (posting: object = {}) =>
      defineResource({
        ...base,
        name: 'adjustments',
        route: '/apps/z',
        title: 'id',
        actions: { edit: false, delete: false },
        posting: { account: 'accountId', target: 'target', amount: 'amount', ...posting },
        fields: { id: f.id(), accountId: f.ref('accounts'), target: f.enum({ balance: 'primary' }), amount: f.money() },
      });
    expect(() => buildRegistry([accounts({ refusedWhen: { status: ['closed'] }, stamps: ['paidAt'] }), entries, adjustments()])).not.toThrow();
    expect(() => buildRegistry([accounts({ refusedWhen: { statuz: ['closed'] } }), entries])).toThrow(
      /ledger refusedWhen `statuz` is not an enum field of it — did you mean `status`/,
    );
    expect(() => buildRegistry([accounts({ refusedWhen: { status: ['close'] } }), entries])).toThrow(
      /ledger refusedWhen `status` has no value `close` — did you mean `closed`/,
    );
    expect(() => buildRegistry([accounts({ stamps: ['no'] }), entries])).toThrow(/ledger stamps `no`, which is not a date field of it/);
    expect(() => buildRegistry([accounts({}), { ...entries, fields: { id: f.id(), accountId: f.ref('accounts') } }])).toThrow(
      /its ledger `entries` must declare the field `field`/,
    );
    // an order's payment and a refund's refundOf name fields and states that exist
    const orders = (payment: object) =>
      defineResource({
        ...base,
        name: 'orders',
        route: '/apps/o',
        title: 'no',
        payment: { paid: 'amount', paidWhen: { status: ['paid'] }, owner: 'riderId', ...payment },
        workflow: { field: 'status', initial: 'paid', transitions: {} },
        fields: { id: f.id(), no: f.text({ unique: true }), riderId: f.text(), amount: f.money(), status: f.enum({ paid: 'success', refunded: 'default' }) },
      });
    expect(() => buildRegistry([orders({ refundStates: { refunded: 'refunded' } })])).not.toThrow();
    expect(() => buildRegistry([orders({ refundStates: { refunded: 'refund' } })])).toThrow(
      /payment refundStates.refunded `refund` is not a state of its workflow — did you mean `refunded`/,
    );
    expect(() => buildRegistry([orders({ paid: 'no' })])).toThrow(/payment paid `no` is not a number field/);
  });
  it('the real catalogue loads, with every spec route', () => {
    expect(registry.all.length).toBeGreaterThanOrEqual(52);
    for (const route of ['/apps/store/store', '/apps/cab/cmd', '/store/order-bat-ex', '/vstore/order-flow', '/apps/system/log-sign-in'])
      expect(registry.all.some((d) => d.route === route)).toBe(true);
    expect(registry.byName('vehicles')?.menu.disabled).toBe(true);
  });
});

describe('one validator for form and server', () => {
  const stores = registry.byName('stores')!;
  it('required, pattern, enum, geo, unknown and read-only fields', () => {
    expect(validateRecord(stores, { sn: 'bad', status: 'nope', location: { lng: 1 }, createdAt: 'x', extra: 1 }, 'create')).toMatchObject({
      sn: 'app.validation.storeSn',
      status: 'app.validation.enum',
      location: 'app.validation.geo',
      createdAt: 'app.validation.readOnly',
      extra: 'app.validation.unknownField',
      name: 'app.validation.required',
    });
  });
  it('the form validator ignores fields it does not write and reports the rest', () => {
    const v = formValidator(stores, 'update');
    expect(
      v({
        id: '1',
        createdAt: 'whatever',
        sn: 'MD10001',
        name: '',
        areaId: '1',
        status: 'open',
        phone: '13800000000',
        address: 'a',
        location: { lng: 1, lat: 2 },
      }),
    ).toEqual({ name: 'app.validation.required' });
  });
  it('views: the workflow state and read-only fields are not inputs', () => {
    const devices = registry.byName('cab-devices')!;
    const editable = fieldsIn(devices, 'edit').map(([n]) => n);
    expect(editable).not.toContain('deployStatus');
    expect(editable).not.toContain('health');
    expect(fieldsIn(devices, 'list').map(([n]) => n)).toContain('deployStatus');
  });
});

describe('access', () => {
  it('needs RESOURCE_ADMIN and the resource code; transitions may need their own', () => {
    const refunds = registry.byName('refund-orders')!;
    expect(canAccess(new Set([refunds.privilege]), { resource: refunds, action: 'list' })).toBe(false);
    expect(canAccess(new Set(['RESOURCE_ADMIN', refunds.privilege]), { resource: refunds, action: 'list' })).toBe(true);
    expect(canAccess(new Set(['RESOURCE_ADMIN', refunds.privilege]), { resource: refunds, action: 'transition', transition: 'nope' })).toBe(false);
    const logs = registry.byName('audit-logs')!;
    expect(canAccess(new Set(['RESOURCE_ADMIN', logs.privilege]), { resource: logs, action: 'create' })).toBe(false);
  });
  it('a record has a history to show when people write its collection through some screen', () => {
    const by = (name: string) => writtenByPeople(registry.byName(name)!, registry.all);
    // the server alone writes the logs, the trash and the ledger's postings
    expect(['audit-logs', 'error-logs', 'signin-logs', 'trash', 'account-postings'].filter(by)).toEqual([]);
    // a store screen writes nothing itself, but its records are the company's, which people edit
    expect(['batteries', 'store-batteries', 'store-consumers', 'refund-orders', 'consumer-accounts'].every(by)).toBe(true);
  });
});

describe('CSV export, made for people', () => {
  it('pages through the whole filtered set, past 1,000 rows, and gathers the titles of what it refers to', async () => {
    const total = 2345;
    const getList = vi.fn(async (_r: string, p: { pagination: { page: number; perPage: number } }) => {
      const start = (p.pagination.page - 1) * p.pagination.perPage;
      const data = Array.from({ length: Math.max(0, Math.min(p.pagination.perPage, total - start)) }, (_, i) => ({ id: start + i }));
      return { data, total, meta: { titles: { storeId: { [String(p.pagination.page)]: `店${p.pagination.page}` } } } };
    });
    const { records, titles } = await fetchAll({ getList } as unknown as DataProvider, 'apps/assets/battery', {
      filter: { status: ['fault'] },
      sort: { field: 'sn', order: 'ASC' },
    });
    expect(records).toHaveLength(total);
    expect(getList).toHaveBeenCalledTimes(3);
    expect(getList.mock.calls[0][1]).toMatchObject({ filter: { status: ['fault'] }, pagination: { page: 1, perPage: 1000 } });
    expect(titles).toEqual({ storeId: { '1': '店1', '2': '店2', '3': '店3' } });
  });
  it('writes what the list shows: names for references, words for enums and booleans, local dates, numbers as numbers under their unit', () => {
    const batteries = registry.byName('batteries')!;
    const t = (k: string, o?: Record<string, unknown>) =>
      k === 'app.schema.with_unit'
        ? `${String(o?.field)}（${String(o?.unit)}）`
        : k.startsWith('ra.boolean')
          ? k.endsWith('true')
            ? '是'
            : '否'
          : `T(${k})${o?.smart_count ? `×${o.smart_count}` : ''}`;
    const at = '2026-10-08T19:48:07.725Z';
    const rows = csvRows(
      batteries,
      [{ id: '1', sn: 'BAT1', status: 'fault', soc: 17, storeId: '7', enabled: true, lastCheckAt: at }],
      { storeId: { '7': '长安1号店' } },
      { translate: t, lang: 'zh-CN' },
    );
    const [header, row] = rows;
    const cell = (field: string) => row[header.indexOf(`T(resources.batteries.fields.${field})`)];
    expect(cell('sn')).toBe('BAT1');
    expect(cell('status')).toBe('T(resources.batteries.enums.status.fault)');
    expect(cell('storeId')).toBe('长安1号店');
    expect(cell('enabled')).toBe('是');
    // a percent's column says so in its name (the label names the quantity only); a count has no unit
    expect(row[header.indexOf('T(resources.batteries.fields.soc)（%）')]).toBe(17);
    expect(header).toContain('T(resources.batteries.fields.cycles)');
    expect(cell('lastCheckAt')).toBe(
      new Intl.DateTimeFormat('zh-CN', { year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' }).format(
        new Date(at),
      ),
    );
    // every field a list may show, not only the columns on screen
    expect(header).toContain('T(resources.batteries.fields.consumerId)');
    expect(
      toCsv([
        ['a,b', 'say "hi"'],
        [1, 'x'],
      ]),
    ).toBe('\uFEFF"a,b","say ""hi"""\r\n1,x\r\n');
  });
  it("names the file after the resource, the day and the filters, in the user's words", () => {
    const batteries = registry.byName('batteries')!;
    const t = (k: string, o?: Record<string, unknown>) =>
      ({
        'resources.batteries.name': o?.smart_count === 2 ? '电池' : '电池',
        'resources.batteries.fields.soc': '电量',
        'resources.batteries.fields.status': '状态',
        'resources.batteries.fields.storeId': '门店',
        'resources.batteries.enums.status.fault': '故障',
        'resources.batteries.enums.status.idle': '空闲',
      })[k] ?? k;
    const day = new Date(2026, 10, 23, 9, 0);
    const env = { translate: t, lang: 'zh-CN' };
    expect(exportFileName(batteries, { soc: { lte: 20 } }, {}, env, day)).toBe('电池_2026-11-23_电量≤20%.csv');
    expect(exportFileName(batteries, { status: ['fault', 'idle'], storeId: '7', q: 'BAT/1' }, { storeId: { '7': '长安1号店' } }, env, day)).toBe(
      '电池_2026-11-23_状态=故障、空闲_门店=长安1号店_“BAT-1”.csv',
    );
    expect(exportFileName(batteries, {}, {}, env, day)).toBe('电池_2026-11-23.csv');
  });
});
