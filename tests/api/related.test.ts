/** A record page's related records (issue 19): the list filter a related table asks with, by id or by value in any of several fields. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './harness';

let s: TestServer;
let admin: string;
let client: string;
const API = '/admin-company/v1';
beforeAll(async () => {
  s = await startServer();
  admin = await s.login('admin@demo.com', 'admin');
  client = await s.login('client@demo.com', 'client');
});
afterAll(() => s.close());

describe('related records', () => {
  it('a battery’s swap orders: its serial put in or taken out, counted and paged', async () => {
    const data = s.readData('swap-orders');
    const swaps = data['swap-orders'] as { id: string; putInBatterySn?: string; putOutBatterySn?: string }[];
    // the battery that appears in the most swaps
    const counts = new Map<string, number>();
    for (const o of swaps) for (const sn of [o.putInBatterySn, o.putOutBatterySn]) if (sn) counts.set(sn, (counts.get(sn) ?? 0) + 1);
    const [sn] = [...counts.entries()].sort((a, b) => b[1] - a[1])[0];
    const expected = swaps.filter((o) => o.putInBatterySn === sn || o.putOutBatterySn === sn).length;
    const r = await s.call('GET', `${API}/swap-orders?${encodeURIComponent('putInBatterySn|putOutBatterySn')}=${sn}&size=2`, { token: admin });
    expect(r.status).toBe(200);
    expect(r.body.data.total).toBe(expected);
    expect(r.body.data.data.length).toBe(Math.min(2, expected));
    for (const row of r.body.data.data) expect([row.putInBatterySn, row.putOutBatterySn]).toContain(sn);
    const unknown = await s.call('GET', `${API}/swap-orders?${encodeURIComponent('putInBatterySn|nope')}=${sn}`, { token: admin });
    expect(unknown.status).toBe(400);
  });

  it('a rider’s orders by id; a store manager’s related tables stay inside their store', async () => {
    const data = s.readData('rent-orders');
    const order = (data['rent-orders'] as { consumerId: string; storeId: string }[]).find((o) => String(o.storeId) === '1');
    expect(order).toBeDefined();
    const all = (data['rent-orders'] as { consumerId: string; storeId: string }[]).filter((o) => o.consumerId === order?.consumerId);
    const admins = await s.call('GET', `${API}/rent-orders?consumerId=${order?.consumerId}`, { token: admin });
    expect(admins.body.data.total).toBe(all.length);
    const managers = await s.call('GET', `${API}/store-rent-orders?consumerId=${order?.consumerId}`, { token: client });
    expect(managers.body.data.total).toBe(all.filter((o) => String(o.storeId) === '1').length);
  });

  it('a command sent through the API gets its system number from the server, one more than the highest', async () => {
    const data = s.readData('cab-commands', 'cab-devices');
    const year = new Date().getFullYear();
    const highest = Math.max(
      0,
      ...(data['cab-commands'] as { sn?: string }[]).filter((c) => c.sn?.startsWith(`CMD${year}`)).map((c) => Number(c.sn?.slice(`CMD${year}`.length))),
    );
    const body = { cabinetId: String(data['cab-devices'][0].id), operate: 'reboot', business: 'operate' };
    const first = await s.call('POST', `${API}/cab-commands`, { token: admin, body });
    const second = await s.call('POST', `${API}/cab-commands`, { token: admin, body });
    expect(first.status).toBe(200);
    expect(first.body.data.sn).toBe(`CMD${year}${String(highest + 1).padStart(6, '0')}`);
    expect(second.body.data.sn).toBe(`CMD${year}${String(highest + 2).padStart(6, '0')}`);
    // never typed: a number sent is refused like any read-only field
    const typed = await s.call('POST', `${API}/cab-commands`, { token: admin, body: { ...body, sn: 'CMD1' } });
    expect(typed.status).toBe(422);
  });
});
