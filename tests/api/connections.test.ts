/**
 * Records that connect (issue 18): titles and links with every page and record (a store manager's
 * rent orders name their riders), numbers that point to records, the global search by any system
 * number, identifiers masked outside the record's page, and transitions that stamp who ran them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './harness';

let s: TestServer;
let admin: string;
let client: string;
let guest: string;
const API = '/admin-company/v1';
beforeAll(async () => {
  s = await startServer();
  admin = await s.login('admin@demo.com', 'admin');
  client = await s.login('client@demo.com', 'client');
  guest = await s.login('guest@demo.com', 'guest');
});
afterAll(() => s.close());

const get = async (path: string, token = admin) => {
  const r = await s.call('GET', `${API}${path}`, { token });
  return r;
};

describe('titles and links', () => {
  it('a swap order’s battery serials and a refund’s original order number lead to those records', async () => {
    const swaps = (await get('/swap-orders?size=5')).body.data;
    const data = s.readData();
    expect(Object.keys(swaps.links.putOutBatterySn).length).toBeGreaterThan(0);
    for (const row of swaps.data) {
      const battery = data.batteries.find((b: { sn: string }) => b.sn === row.putOutBatterySn);
      // a serial no battery holds (any more) is text, not a link
      expect(swaps.links.putOutBatterySn[row.putOutBatterySn]).toEqual(battery ? { resource: 'batteries', id: String(battery.id) } : undefined);
    }
    const refunds = (await get('/refund-orders?size=20')).body.data;
    const linked = refunds.data.filter((r: { orderNo: string }) => refunds.links.orderNo[r.orderNo]);
    expect(linked.length).toBeGreaterThan(0);
    for (const r of linked) {
      const link = refunds.links.orderNo[r.orderNo];
      const target = (await get(`/${link.resource}/${link.id}`)).body.data;
      expect(target.orderNo).toBe(r.orderNo);
    }
  });

  it('a store manager’s rent orders come with their riders’ and packages’ names, and links only to what they may open', async () => {
    const page = (await get('/store-rent-orders?size=10', client)).body.data;
    expect(page.data.length).toBeGreaterThan(0);
    const data = s.readData();
    for (const row of page.data) {
      const rider = data.consumers.find((c: { id: string }) => String(c.id) === String(row.consumerId));
      expect(page.titles.consumerId[row.consumerId]).toBe(rider.nickname ?? rider.name ?? page.titles.consumerId[row.consumerId]);
      expect(page.titles.consumerId[row.consumerId]).not.toMatch(/^#/);
    }
    // no link to the company's riders list, which they may not open
    for (const link of Object.values(page.links.consumerId) as { resource: string }[]) expect(link.resource).toBe('store-consumers');
    for (const link of Object.values(page.links.commodityId) as { resource: string }[]) expect(link.resource).not.toBe('commodities');
  });

  it('a record page asks for its connections once; a record outside the caller’s store answers 404', async () => {
    const [row] = (await get('/store-rent-orders?size=1', client)).body.data.data;
    const r = await get(`/store-rent-orders/${row.id}/references`, client);
    expect(r.status).toBe(200);
    expect(Object.keys(r.body.data.titles.consumerId)).toEqual([String(row.consumerId)]);
    const other = s.readData('rent-orders')['rent-orders'].find((o: { storeId: string }) => String(o.storeId) !== String(row.storeId));
    expect((await get(`/store-rent-orders/${other.id}/references`, client)).status).toBe(404);
    expect((await get(`/rent-orders/${row.id}/references`, guest)).status).toBe(403);
  });
});

describe('the global search', () => {
  it('finds a refund by its number, exactly, first', async () => {
    const refund = s.readData('refund-orders')['refund-orders'][3];
    const r = await get(`/search?q=${refund.refundNo}`);
    expect(r.status).toBe(200);
    const [first] = r.body.data.groups;
    expect(first.resource).toBe('refund-orders');
    expect(first.items[0]).toMatchObject({ id: String(refund.id), title: refund.refundNo, matched: { field: 'refundNo', exact: true } });
  });

  it('says which field matched and how many match in all, per collection, the title matches first', async () => {
    const r = await get(`/search?q=${encodeURIComponent('长安')}&limit=2`);
    const groups = r.body.data.groups as { resource: string; total: number; items: { matched: { field: string } }[] }[];
    const stores = groups.findIndex((g) => g.resource === 'stores');
    const cabinets = groups.findIndex((g) => g.resource === 'cab-devices');
    expect(stores).toBeGreaterThanOrEqual(0);
    if (cabinets >= 0) expect(stores).toBeLessThan(cabinets);
    const storeGroup = groups[stores];
    expect(storeGroup.items).toHaveLength(2);
    const searched = ['sn', 'name', 'address', 'phone'];
    expect(storeGroup.total).toBe(
      s.readData('stores').stores.filter((x: Record<string, unknown>) => searched.some((f) => String(x[f] ?? '').includes('长安'))).length,
    );
    expect(storeGroup.items[0].matched.field).toBe('name');
    // one group per collection: the store screens of the same data are not repeated for the admin
    expect(groups.map((g) => g.resource)).not.toContain('store-rent-orders');
  });

  it('a store manager finds their own store’s orders only, through the store’s screens', async () => {
    const mine = (await get('/store-rent-orders?size=1', client)).body.data.data[0];
    const theirs = s.readData('rent-orders')['rent-orders'].find((o: { storeId: string }) => String(o.storeId) !== String(mine.storeId));
    const found = (await get(`/search?q=${mine.orderNo}`, client)).body.data.groups;
    expect(found[0]).toMatchObject({ resource: 'store-rent-orders', items: [{ id: String(mine.id) }] });
    expect((await get(`/search?q=${theirs.orderNo}`, client)).body.data.groups).toEqual([]);
    expect((await get(`/search?q=${mine.orderNo}`, guest)).status).toBe(403);
  });
});

describe('masked identifiers', () => {
  it('lists, searches and the audit log carry ID numbers masked; the record’s page the whole number', async () => {
    const page = (await get('/real-name-verifications?size=5')).body.data;
    const row = page.data[0];
    expect(row.idCardNumber).toMatch(/^\d{4}\*{10}[\dX]{4}$/);
    const full = (await get(`/real-name-verifications/${row.id}`)).body.data.idCardNumber;
    expect(full).toMatch(/^\d{17}[\dX]$/);
    expect(full.slice(0, 4) + full.slice(-4)).toBe(row.idCardNumber.slice(0, 4) + row.idCardNumber.slice(-4));
    const found = (await get(`/search?q=${full}`)).body.data.groups.flatMap((g: { items: { record: { idCardNumber?: string } }[] }) => g.items);
    for (const item of found) if (item.record.idCardNumber) expect(item.record.idCardNumber).not.toBe(full);

    // a form sending the masked value back changes nothing; a new number is stored, and logged masked
    const sent = await s.call('PATCH', `${API}/real-name-verifications/${row.id}`, { token: admin, body: { idCardNumber: row.idCardNumber } });
    if (sent.status === 200) expect((await get(`/real-name-verifications/${row.id}`)).body.data.idCardNumber).toBe(full);
    const log = JSON.stringify(s.readData('audit-logs')['audit-logs']);
    expect(log).not.toContain(full);
  });

  it('withdrawals show bank cards by their last four digits', async () => {
    const rows = (await get('/vstore-withdrawals?size=5')).body.data.data as { accountNo?: string }[];
    const numbers = rows.map((r) => r.accountNo).filter((n): n is string => !!n);
    expect(numbers.length).toBeGreaterThan(0);
    for (const n of numbers) expect(n).toMatch(/^\*+\d{4}$/);
  });
});

describe('accountable transitions', () => {
  it('approving a refund stamps the reviewer and the time; processing a complaint stamps its handler', async () => {
    const me = (await s.call('GET', '/auth/me', { token: admin })).body;
    const myId = String(me.userData.id);
    const refund = (await get('/refund-orders?status=requested&size=1')).body.data.data[0];
    const approved = await s.call('POST', `${API}/refund-orders/${refund.id}/transitions/approve`, { token: admin });
    expect(approved.status).toBe(200);
    expect(approved.body.data).toMatchObject({ status: 'approved', reviewerId: myId });
    expect(Date.now() - Date.parse(approved.body.data.reviewedAt)).toBeLessThan(60_000);
    // the record page names the reviewer
    const refs = (await get(`/refund-orders/${refund.id}/references`)).body.data;
    expect(refs.titles.reviewerId[myId]).toBeTruthy();
    // a second approve is refused with the state it is in and what it allows
    const again = await s.call('POST', `${API}/refund-orders/${refund.id}/transitions/approve`, { token: admin });
    expect(again.status).toBe(409);
    expect(again.body.data).toMatchObject({ from: 'approved' });

    const complaint = (await get('/complaints?status=open&size=1')).body.data.data[0];
    const processing = await s.call('POST', `${API}/complaints/${complaint.id}/transitions/process`, { token: admin });
    expect(processing.body.data).toMatchObject({ status: 'processing', assigneeId: myId });
  });
});
