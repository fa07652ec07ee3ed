/**
 * `openapi.json` is the same on every process of one database (CONTRACT §2.1): a declaration
 * published, extended or deleted through one API process is in (or out of) the document another
 * process serves at once, though that process has answered nothing else since it started (the
 * document needs no token, so no other call's check of the declarations in force runs first).
 * Several processes share a PostgreSQL database only (one SQLite file is one process's): this runs
 * in the api-postgres project.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTRACT_EXAMPLE } from '../fixtures/charging-piles';
import { startServer, type TestServer } from './harness';

const BASE = '/admin-company/v1';
const PILES = { ...CONTRACT_EXAMPLE, name: 'ops-piles', route: '/apps/cab/ops-pile', privilege: 'RESOURCE_ADMIN_CAB_OPS_PILE', labels: undefined };
const CUSTOM = { name: 'batteries', fields: { hullNo: { kind: 'text', maxLength: 20 } } };

describe.runIf(process.env.TEST_STORAGE === 'postgres')('openapi.json on two processes of one database', () => {
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

  const publish = async (declaration: { name: string }) => {
    expect((await a.call('PUT', `${BASE}/schemas/${declaration.name}`, { token, body: declaration })).status).toBe(200);
    expect((await a.call('POST', `${BASE}/schemas/${declaration.name}/publish`, { token })).status).toBe(200);
  };
  /** The document the second process serves, asked for right away. */
  const other = async () =>
    (await b.call('GET', `${BASE}/openapi.json`)).body as { paths: Record<string, unknown>; components: { schemas: Record<string, unknown> } };

  it('the other process documents a resource just published, as its first answer', async () => {
    await publish(PILES);
    const doc = await other();
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/ops-piles', '/ops-piles/{id}']));
    expect(doc.components.schemas['ops-piles.create']).toBeTruthy();
  });

  it('… a custom field just added to a built-in resource', async () => {
    await publish(CUSTOM);
    expect(JSON.stringify((await other()).components.schemas.batteries)).toContain('hullNo');
  });

  it('… and no longer a resource just deleted', async () => {
    expect((await other()).paths['/ops-piles']).toBeTruthy();
    expect((await a.call('DELETE', `${BASE}/schemas/${PILES.name}`, { token })).status).toBe(200);
    expect((await other()).paths['/ops-piles']).toBeUndefined();
  });
});
