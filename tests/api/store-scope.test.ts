/**
 * Store scope as data (CONTRACT §2.6): a declaration says `"scope": {"store": "cabinetId"}` and the
 * store manager, given only the right to read it, is served the records of its own store — one hop
 * away, through each pile's cabinet — on the list, one record, a filter, a search, and nothing else;
 * a write of theirs to another store's cabinet is refused. On both engines (the api-postgres project).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTRACT_EXAMPLE } from '../fixtures/charging-piles';
import { startServer, type TestServer } from './harness';
import { listen } from './sse';

const API = '/admin-company/v1';
const PILES = { ...CONTRACT_EXAMPLE, scope: { store: 'cabinetId' } };
const CODE = CONTRACT_EXAMPLE.privilege;
/** The client account's store (CONTRACT §3). */
const OWN_STORE = '1';

let s: TestServer;
let admin: string;
let client: string;
let own: { id: string }[];
let other: { id: string }[];

beforeAll(async () => {
  s = await startServer();
  admin = await s.login('admin@demo.com', 'admin');
  const cabinets = (await s.call('GET', `${API}/cab-devices?size=1000`, { token: admin })).body.data.data as { id: string; storeId?: string }[];
  own = cabinets.filter((c) => c.storeId === OWN_STORE);
  other = cabinets.filter((c) => c.storeId && c.storeId !== OWN_STORE);
  expect(own.length).toBeGreaterThan(0);
  expect(other.length).toBeGreaterThan(0);
  expect((await s.call('PUT', `${API}/schemas/charging-piles`, { token: admin, body: PILES })).status).toBe(200);
  const published = await s.call('POST', `${API}/schemas/charging-piles/publish`, { token: admin });
  expect(published.status, JSON.stringify(published.body)).toBe(200);
  // two piles at a cabinet of the manager's store, three at other stores' cabinets
  const at = [own[0], own[own.length - 1], other[0], other[1 % other.length], other[other.length - 1]];
  for (const [i, cabinet] of at.entries()) {
    const r = await s.call('POST', `${API}/charging-piles`, { token: admin, body: { sn: `PILE${String(i + 1).padStart(4, '0')}`, cabinetId: cabinet.id } });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
  }
  // the store manager's role is given the right to read the piles, and nothing else of them
  const role = (await s.call('GET', `${API}/roles/client`, { token: admin })).body.data;
  const granted = await s.call('PATCH', `${API}/roles/client`, { token: admin, body: { privilegeIds: [...role.privilegeIds, `${CODE}:read`] } });
  expect(granted.status, JSON.stringify(granted.body)).toBe(200);
  client = await s.login('client@demo.com', 'client');
});
afterAll(() => s.close());

describe('a declared resource scoped to the store through its cabinet', () => {
  it('lists to the store manager only the piles at their store’s cabinets, and all of them to the admin', async () => {
    const ownIds = new Set(own.map((c) => c.id));
    const mine = await s.call('GET', `${API}/charging-piles?size=100`, { token: client });
    expect(mine.status).toBe(200);
    const rows = mine.body.data.data as { sn: string; cabinetId: string }[];
    expect(rows.length).toBe(2);
    expect(rows.every((r) => ownIds.has(r.cabinetId))).toBe(true);
    expect(mine.body.data.total).toBe(2);
    const all = await s.call('GET', `${API}/charging-piles?size=100`, { token: admin });
    expect(all.body.data.total).toBe(5);
  });

  it('answers another store’s pile as missing, by id, filter and search', async () => {
    const all = (await s.call('GET', `${API}/charging-piles?size=100`, { token: admin })).body.data.data as { id: string; sn: string; cabinetId: string }[];
    const foreign = all.find((p) => !own.some((c) => c.id === p.cabinetId))!;
    expect((await s.call('GET', `${API}/charging-piles/${foreign.id}`, { token: client })).status).toBe(404);
    const byFilter = await s.call('GET', `${API}/charging-piles?cabinetId=${foreign.cabinetId}`, { token: client });
    expect(byFilter.status === 400 || byFilter.body.data.total === 0).toBe(true);
    const byQ = await s.call('GET', `${API}/charging-piles?q=${foreign.sn}`, { token: client });
    expect(byQ.body.data.total).toBe(0);
    const ownPile = all.find((p) => own.some((c) => c.id === p.cabinetId))!;
    expect((await s.call('GET', `${API}/charging-piles/${ownPile.id}`, { token: client })).status).toBe(200);
  });

  it('lets the store manager read and nothing else: each write names the right it lacks', async () => {
    const r = await s.call('POST', `${API}/charging-piles`, { token: client, body: { sn: 'PILE0099', cabinetId: own[0].id } });
    expect(r.status).toBe(403);
    expect(r.body.data).toEqual({ right: `${CODE}:create` });
  });

  it('with the right to create too, a pile at another store’s cabinet is refused, one at theirs is made', async () => {
    const role = (await s.call('GET', `${API}/roles/client`, { token: admin })).body.data;
    await s.call('PATCH', `${API}/roles/client`, { token: admin, body: { privilegeIds: [...role.privilegeIds, `${CODE}:create`] } });
    const elsewhere = await s.call('POST', `${API}/charging-piles`, { token: client, body: { sn: 'PILE0098', cabinetId: other[0].id } });
    expect(elsewhere.status).toBe(403);
    const here = await s.call('POST', `${API}/charging-piles`, { token: client, body: { sn: 'PILE0097', cabinetId: own[0].id } });
    expect(here.status, JSON.stringify(here.body)).toBe(200);
  });

  it('tells the store manager’s live stream of a pile written at their store, and not of one elsewhere', async () => {
    const stream = await listen(`${s.url}${API}/events`, { headers: { Authorization: `Bearer ${client}` } });
    try {
      const elsewhere = await s.call('POST', `${API}/charging-piles`, { token: admin, body: { sn: 'PILE0050', cabinetId: other[0].id } });
      const here = await s.call('POST', `${API}/charging-piles`, { token: admin, body: { sn: 'PILE0051', cabinetId: own[0].id } });
      const heard = await stream.next((e) => e.topic === 'resource/charging-piles' && e.payload.ids.includes(String(here.body.data.id)));
      expect(heard.type).toBe('created');
      expect(stream.events.some((e) => e.payload.ids.includes(String(elsewhere.body.data.id)))).toBe(false);
    } finally {
      stream.close();
    }
  });

  it('a scope that does not lead to a store is refused when declared, saying what it must be', async () => {
    const bad = await s.call('PUT', `${API}/schemas/charging-piles`, { token: admin, body: { ...PILES, scope: { store: 'sn' } } });
    expect(bad.status).toBe(422);
    expect(JSON.stringify(bad.body)).toContain('scope.store');
  });
});
