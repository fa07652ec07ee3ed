/**
 * The trash (CONTRACT §2.5): a delete moves the record to the trash (then GET is 404 and lists omit
 * it), `GET /trash` lists it by its record's id, `POST …/restore` brings it back with its id and
 * values (its version one more; 409 naming the field when a unique value was taken meanwhile),
 * entries older than TRASH_DAYS are purged; the history says delete and restore.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purgeTrash } from '../../server/records/trash';
import { startServer, type TestServer } from './harness';

const API = '/admin-company/v1';
let s: TestServer;
let admin: string;
let client: string;
type Row = Record<string, unknown>;

beforeAll(async () => {
  s = await startServer();
  admin = await s.login('admin@demo.com', 'admin');
  client = await s.login('client@demo.com', 'client');
});
afterAll(() => s.close());

const battery = async (sn: string) => {
  const made = await s.call('POST', `${API}/batteries`, { token: admin, body: { sn, model: '48V20AH', soc: 80 } });
  expect(made.status, made.text).toBe(200);
  return made.body.data as Row;
};

describe('the trash', () => {
  it('a deleted record is gone from GET and lists, is listed in the trash by its id, and comes back with its id and values', async () => {
    const b = await battery('TRASH-0001');
    const id = String(b.id);
    const del = await s.call('DELETE', `${API}/batteries/${id}`, { token: admin, headers: { 'If-Match': `"${String(b.version)}"` } });
    expect(del.status, del.text).toBe(200);
    expect((await s.call('GET', `${API}/batteries/${id}`, { token: admin })).status).toBe(404);
    expect((await s.call('GET', `${API}/batteries?sn=TRASH-0001`, { token: admin })).body.data.total).toBe(0);

    const trash = await s.call('GET', `${API}/trash?resource=batteries&page=1&size=5`, { token: admin });
    expect(trash.status, trash.text).toBe(200);
    const [entry] = trash.body.data.data as Row[];
    expect(entry).toMatchObject({ resource: 'batteries', id, title: 'TRASH-0001', deletedBy: '1', via: 'batteries' });
    expect(Date.now() - Date.parse(String(entry.deletedAt))).toBeLessThan(60_000);
    // the stored record is not shown in the trash's list (a user's secret would be among its values)
    expect(entry).not.toHaveProperty('record');
    // an entry is no record of its own: only listed
    expect((await s.call('GET', `${API}/trash/batteries:${id}`, { token: admin })).status).toBe(405);

    const back = await s.call('POST', `${API}/batteries/${id}/restore`, { token: admin });
    expect(back.status, back.text).toBe(200);
    expect(back.body.data).toMatchObject({ id, sn: 'TRASH-0001', soc: 80, version: Number(b.version) + 1 });
    expect((await s.call('GET', `${API}/batteries/${id}`, { token: admin })).body.data.sn).toBe('TRASH-0001');
    expect((await s.call('GET', `${API}/trash?resource=batteries`, { token: admin })).body.data.data.map((e: Row) => e.id)).not.toContain(id);
    // a second restore finds nothing
    expect((await s.call('POST', `${API}/batteries/${id}/restore`, { token: admin })).status).toBe(404);

    const history = (await s.call('GET', `${API}/batteries/${id}/history`, { token: admin })).body.data.data as Row[];
    expect(history.map((e) => e.action).slice(0, 3)).toEqual(['restore', 'delete', 'create']);
  });

  it('refuses a restore whose unique value was taken meanwhile (409 naming the field)', async () => {
    const b = await battery('TRASH-0002');
    await s.call('DELETE', `${API}/batteries/${String(b.id)}`, { token: admin });
    await battery('TRASH-0002');
    const r = await s.call('POST', `${API}/batteries/${String(b.id)}/restore`, { token: admin });
    expect(r.status, r.text).toBe(409);
    expect(r.body.data).toMatchObject({ field: 'sn', errors: { sn: 'app.validation.unique' } });
    // still in the trash, to restore once the value is free
    expect((await s.call('GET', `${API}/trash?resource=batteries`, { token: admin })).body.data.data.map((e: Row) => e.id)).toContain(String(b.id));
  });

  it('is the administrators’: a store manager may not list it, nor restore through a screen that does not delete', async () => {
    const b = await battery('TRASH-0004');
    await s.call('DELETE', `${API}/batteries/${String(b.id)}`, { token: admin });
    expect((await s.call('GET', `${API}/trash`, { token: client })).status).toBe(403);
    expect((await s.call('POST', `${API}/store-batteries/${String(b.id)}/restore`, { token: client })).status).toBe(405);
    expect((await s.call('POST', `${API}/batteries/${String(b.id)}/restore`, { token: client })).status).toBe(403);
    expect((await s.call('POST', `${API}/batteries/${String(b.id)}/restore`, { token: admin })).status).toBe(200);
  });

  it('purges what was deleted TRASH_DAYS days ago', async () => {
    const b = await battery('TRASH-0003');
    await s.call('DELETE', `${API}/batteries/${String(b.id)}`, { token: admin });
    const { records } = s;
    // nothing is old enough today; 31 days on, it is
    expect(await purgeTrash(s.registry, records, 30)).toBe(0);
    expect(await purgeTrash(s.registry, records, 30, Date.now() + 31 * 86_400_000)).toBeGreaterThanOrEqual(1);
    expect((await s.call('POST', `${API}/batteries/${String(b.id)}/restore`, { token: admin })).status).toBe(404);
  });
});
