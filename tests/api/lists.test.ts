/**
 * What a list answer gives a picker and a screen: matches ranked by relevance (`sort=relevance`),
 * and the titles of the records the page refers to, for any caller who may read the page.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './harness';

const API = '/admin-company/v1';
let s: TestServer;
let admin: string;
let client: string;

beforeAll(async () => {
  s = await startServer();
  admin = await s.login('admin@demo.com', 'admin');
  client = await s.login('client@demo.com', 'client');
});
afterAll(() => s.close());

const list = async (path: string, token = admin) => {
  const r = await s.call('GET', `${API}${path}`, { token });
  expect(r.status, r.text).toBe(200);
  return r.body.data as { data: Record<string, unknown>[]; total: number; titles: Record<string, Record<string, string>> };
};

describe('sort=relevance: what a picker asks for', () => {
  it('puts an exact title first, then titles starting with the text, shorter first', async () => {
    const stores = await list('/stores?q=%E9%95%BF%E5%AE%891&sort=relevance&size=5'); // 长安1
    expect(stores.data.map((r) => r.name).slice(0, 2)).toEqual(['长安1号店', '长安14号店']);
    const exact = await list(`/stores?q=${encodeURIComponent('长安14号店')}&sort=relevance&size=5`);
    expect(exact.data[0].name).toBe('长安14号店');
  });
  it('ranks a code ending with the digits before records that only contain them somewhere else', async () => {
    const cabinets = await list('/cab-devices?q=13&sort=relevance&size=5');
    expect(cabinets.data[0].sn).toBe('CAB100013');
    // the same query sorted by a field keeps that field's order (the list's own search box)
    const bySn = await list('/cab-devices?q=13&sort=sn&order=asc&size=50');
    expect(bySn.data.map((r) => r.sn)).toEqual([...bySn.data.map((r) => String(r.sn))].sort());
    expect(bySn.total).toBe(cabinets.total);
  });
  it('pages through the ranked matches', async () => {
    const all = await list('/consumers?q=13&sort=relevance&size=1000');
    const second = await list('/consumers?q=13&sort=relevance&size=5&page=2');
    expect(second.data).toEqual(all.data.slice(5, 10));
  });
  it('without a q, relevance is the list’s default order', async () => {
    expect((await list('/stores?sort=relevance&size=5')).data).toEqual((await list('/stores?size=5')).data);
  });
});

describe('titles of the referenced records, with every page', () => {
  it('names every reference of the page, per field and id', async () => {
    const page = await list('/rent-orders?size=20');
    for (const row of page.data) {
      expect(page.titles.consumerId[String(row.consumerId)], `consumer ${row.consumerId}`).toEqual(expect.any(String));
      expect(page.titles.storeId[String(row.storeId)]).toEqual(expect.any(String));
    }
    const stores = (await list('/stores?size=1000')).data;
    const first = page.data[0];
    expect(page.titles.storeId[String(first.storeId)]).toBe(stores.find((st) => st.id === first.storeId)!.name);
  });
  it('gives a store manager the names of their riders, packages and store, though they may not read those resources', async () => {
    expect((await s.call('GET', `${API}/consumers?size=1`, { token: client })).status).toBe(403);
    const page = await list('/store-rent-orders?size=20', client);
    expect(page.data.length).toBeGreaterThan(0);
    for (const row of page.data) {
      expect(page.titles.consumerId[String(row.consumerId)]).toEqual(expect.any(String));
      expect(page.titles.commodityId[String(row.commodityId)]).toEqual(expect.any(String));
      expect(page.titles.storeId[String(row.storeId)]).toBe('长安1号店');
    }
    // only the records the page refers to
    expect(Object.keys(page.titles.consumerId).length).toBeLessThanOrEqual(page.data.length);
  });
});
