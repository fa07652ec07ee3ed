/**
 * Live events (CONTRACT §2.5): `GET /events` streams react-admin's realtime events of every write
 * the caller may list — `{topic: resource/<name>[/<id>], type, payload: {ids}}` — opened with the
 * bearer token or a one-time ticket; a store manager hears only its store's records, and only of
 * the screens it holds. A publish or delete of a run-time declaration is told on the topic `schemas`
 * (CONTRACT §2.4: other sessions learn of it within two seconds) to those who may list it. On
 * PostgreSQL, a write and a publish through one process reach the streams of another.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './harness';
import { CONTRACT_EXAMPLE } from '../fixtures/charging-piles';
import { listen, type LiveEvent } from './sse';

const API = '/admin-company/v1';
type Row = Record<string, unknown>;

const on = (topic: string, type: string, id?: string) => (e: LiveEvent) => e.topic === topic && e.type === type && (!id || e.payload.ids.includes(id));

describe('live events on one process', () => {
  let s: TestServer;
  let admin: string;
  let client: string;
  beforeAll(async () => {
    s = await startServer();
    admin = await s.login('admin@demo.com', 'admin');
    client = await s.login('client@demo.com', 'client');
  });
  afterAll(() => s.close());

  const ticket = async (token: string) => {
    const r = await s.call('POST', `${API}/events/ticket`, { token });
    expect(r.status, r.text).toBe(200);
    expect(Date.parse(r.body.data.expiresAt)).toBeGreaterThan(Date.now());
    return r.body.data.ticket as string;
  };

  it('opens with a ticket once, or a bearer token; refuses without, with a forged or a used ticket', async () => {
    expect((await fetch(`${s.url}${API}/events`)).status).toBe(401);
    expect((await fetch(`${s.url}${API}/events?ticket=a.b.c.d`)).status).toBe(401);
    const t = await ticket(admin);
    const first = await listen(`${s.url}${API}/events?ticket=${encodeURIComponent(t)}`);
    expect(first.res.status).toBe(200);
    expect(first.res.headers.get('content-type')).toContain('text/event-stream');
    first.close();
    expect((await fetch(`${s.url}${API}/events?ticket=${encodeURIComponent(t)}`)).status).toBe(401);
    const bearer = await listen(`${s.url}${API}/events`, { headers: { Authorization: `Bearer ${admin}` } });
    expect(bearer.res.status).toBe(200);
    bearer.close();
  });

  it('tells a create, an update, a delete and a restore on the list’s topic and the record’s', async () => {
    const stream = await listen(`${s.url}${API}/events?ticket=${encodeURIComponent(await ticket(admin))}`);
    const made = await s.call('POST', `${API}/batteries`, { token: admin, body: { sn: 'LIVE-0001', model: '48V20AH' } });
    const id = String(made.body.data.id);
    expect(await stream.next(on('resource/batteries', 'created', id))).toEqual({ topic: 'resource/batteries', type: 'created', payload: { ids: [id] } });
    await stream.next(on(`resource/batteries/${id}`, 'created'));
    await s.call('PATCH', `${API}/batteries/${id}`, { token: admin, body: { soc: 42 } });
    await stream.next(on(`resource/batteries/${id}`, 'updated', id));
    await s.call('DELETE', `${API}/batteries/${id}`, { token: admin });
    await stream.next(on('resource/batteries', 'deleted', id));
    // the trash screen hears it too
    await stream.next(on('resource/trash', 'created', `batteries:${id}`));
    await s.call('POST', `${API}/batteries/${id}/restore`, { token: admin });
    await stream.next(on('resource/batteries', 'restored', id));
    stream.close();
  });

  it('a store manager hears of its own store’s records on its store screens only', async () => {
    const stream = await listen(`${s.url}${API}/events?ticket=${encodeURIComponent(await ticket(client))}`);
    const other = await s.call('POST', `${API}/batteries`, { token: admin, body: { sn: 'LIVE-0002', model: '48V20AH', storeId: '2' } });
    const mine = await s.call('POST', `${API}/batteries`, { token: admin, body: { sn: 'LIVE-0003', model: '48V20AH', storeId: '1' } });
    const id = String(mine.body.data.id);
    await stream.next(on('resource/store-batteries', 'created', id));
    expect(stream.events.some((e) => e.payload.ids.includes(String(other.body.data.id)))).toBe(false);
    // not the company's screens it does not hold
    expect(stream.events.some((e) => e.topic.startsWith('resource/batteries'))).toBe(false);
    stream.close();
  });

  it('tells a publish and a delete of a declaration on the topic `schemas`, to those who may list it', async () => {
    const designer = await listen(`${s.url}${API}/events?ticket=${encodeURIComponent(await ticket(admin))}`);
    const manager = await listen(`${s.url}${API}/events?ticket=${encodeURIComponent(await ticket(client))}`);
    expect((await s.call('PUT', `${API}/schemas/charging-piles`, { token: admin, body: CONTRACT_EXAMPLE })).status).toBe(200);
    // a draft saved changes nothing in force: nothing told yet
    const published = await s.call('POST', `${API}/schemas/charging-piles/publish`, { token: admin });
    expect(published.status, published.text).toBe(200);
    const told = await designer.next(on('schemas', 'updated', 'charging-piles'));
    expect(told).toEqual({ topic: 'schemas', type: 'updated', payload: { ids: ['charging-piles'] } });
    expect((await s.call('DELETE', `${API}/schemas/charging-piles`, { token: admin })).status).toBe(200);
    await designer.next((e) => e !== told && on('schemas', 'updated', 'charging-piles')(e));
    // the store manager's role holds no code of the new resource: it hears of neither
    await manager.next(on('resource/store-batteries', 'created', String((await storeBattery()).id)));
    expect(manager.events.filter((e) => e.topic === 'schemas')).toEqual([]);
    designer.close();
    manager.close();
  });

  /** A battery of the store manager's store, made by the admin: an event the manager hears, to know its stream is current. */
  const storeBattery = async () =>
    (await s.call('POST', `${API}/batteries`, { token: admin, body: { sn: `LIVE-${Date.now()}`, model: '48V20AH', storeId: '1' } })).body.data as Row;
});

describe.runIf(process.env.TEST_STORAGE === 'postgres')('live events across two processes of one PostgreSQL database', () => {
  let a: TestServer;
  let b: TestServer;
  let token: string;
  beforeAll(async () => {
    a = await startServer();
    b = await startServer({ dataFile: a.dataFile, databaseUrl: a.config.databaseUrl });
    token = await a.login('admin@demo.com', 'admin');
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('a write through one process reaches the stream opened on the other', async () => {
    const t = (await a.call('POST', `${API}/events/ticket`, { token })).body.data.ticket as string;
    // the ticket is signed with the database's secret: the other process accepts it
    const stream = await listen(`${b.url}${API}/events?ticket=${encodeURIComponent(t)}`);
    expect(stream.res.status).toBe(200);
    const made = await a.call('POST', `${API}/batteries`, { token, body: { sn: 'LIVE-PG-1', model: '48V20AH' } });
    await stream.next(on('resource/batteries', 'created', String((made.body.data as Row).id)));
    stream.close();
  });

  it('a publish through one process is told on the other, which serves no request meanwhile', async () => {
    const t = (await a.call('POST', `${API}/events/ticket`, { token })).body.data.ticket as string;
    const stream = await listen(`${b.url}${API}/events?ticket=${encodeURIComponent(t)}`);
    expect((await a.call('PUT', `${API}/schemas/charging-piles`, { token, body: CONTRACT_EXAMPLE })).status).toBe(200);
    expect((await a.call('POST', `${API}/schemas/charging-piles/publish`, { token })).status).toBe(200);
    // b looks for another process's publish on its own (every second), not only before answering a request
    expect(await stream.next(on('schemas', 'updated', 'charging-piles'))).toEqual({ topic: 'schemas', type: 'updated', payload: { ids: ['charging-piles'] } });
    expect((await b.call('GET', `${API}/charging-piles`, { token })).status).toBe(200);
    stream.close();
  });
});
