/**
 * The audit log found by what a record is called (issue 33): every entry keeps the record's title
 * when it was written (`recordTitle`: a battery's serial number, a rider's name), and the list's
 * search box (`q`) finds the entries of a record by it — not only by the internal id the record's
 * page never shows.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './harness';

const API = '/admin-company/v1';
let s: TestServer;
let admin: string;
type Row = Record<string, unknown>;

beforeAll(async () => {
  s = await startServer();
  admin = await s.login('admin@demo.com', 'admin');
});
afterAll(() => s.close());

const entries = async (query: string): Promise<Row[]> => {
  const r = await s.call('GET', `${API}/audit-logs?${query}`, { token: admin });
  expect(r.status, r.text).toBe(200);
  return r.body.data.data as Row[];
};

describe('the audit log searched by a record’s title', () => {
  it('finds a battery’s creation and edit by its serial number, and nothing of another battery', async () => {
    const sn = `AUDIT-${Date.now() % 1_000_000}`;
    const made = await s.call('POST', `${API}/batteries`, { token: admin, body: { sn, model: '48V20AH', soc: 40 } });
    expect(made.status, made.text).toBe(200);
    const id = String(made.body.data.id);
    const edited = await s.call('PATCH', `${API}/batteries/${id}`, { token: admin, body: { soc: 77, status: 'charging' } });
    expect(edited.status, edited.text).toBe(200);
    const other = await s.call('POST', `${API}/batteries`, { token: admin, body: { sn: `${sn}X`.replace('AUDIT', 'OTHER'), model: '48V20AH' } });
    expect(other.status, other.text).toBe(200);

    const found = await entries(`q=${encodeURIComponent(sn)}`);
    // (in any order: two writes may share a millisecond)
    expect(found.map((e) => [e.resource, e.action, e.recordId, e.recordTitle]).sort()).toEqual([
      ['batteries', 'create', id, sn],
      ['batteries', 'update', id, sn],
    ]);
    // the edit keeps what changed, from what, to what: the entry's page reads it in words
    const update = found.find((e) => e.action === 'update')!;
    expect(update.previousData).toMatchObject({ soc: 40, status: 'idle' });
    expect(update.data).toMatchObject({ soc: 77, status: 'charging' });
    const one = await s.call('GET', `${API}/audit-logs/${String(update.id)}`, { token: admin });
    expect(one.body.data).toMatchObject({ recordTitle: sn, previousData: { soc: 40 }, data: { soc: 77 } });
    // a part of the serial number finds it too (the search box matches within a value)
    expect((await entries(`q=${encodeURIComponent(sn.slice(2))}`)).map((e) => e.recordId)).toContain(id);
  });

  it('finds a rider’s entries by the rider’s name, through any screen', async () => {
    const client = await s.login('client@demo.com', 'client');
    // a rider of the demo store: the store manager edits it through the store's screen
    const [rider] = (await s.call('GET', `${API}/store-consumers?size=1`, { token: client })).body.data.data as Row[];
    const id = String(rider.id);
    const name = `审计骑手${Date.now() % 100_000}`;
    const renamed = await s.call('PATCH', `${API}/consumers/${id}`, { token: admin, body: { name } });
    expect(renamed.status, renamed.text).toBe(200);
    const viaStore = await s.call('PATCH', `${API}/store-consumers/${id}`, { token: client, body: { emergencyContact: '王五' } });
    expect(viaStore.status, viaStore.text).toBe(200);
    const found = await entries(`q=${encodeURIComponent(name)}`);
    expect(found.map((e) => [e.resource, e.recordId, e.recordTitle]).sort()).toEqual([
      ['consumers', id, name],
      ['store-consumers', id, name],
    ]);
  });
});
