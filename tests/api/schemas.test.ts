/**
 * Run-time declarations (CONTRACT §2.4): every call and promise — the format document, drafts
 * checked with errors keyed by JSON path, publish (CRUD, validation, uniqueness, references,
 * privileges, OpenAPI, the privilege tree), history and revert, custom fields on a built-in
 * resource, evolution without loss (rename, remove and restore, a kind change refused with how
 * many records it would break), delete, the audit log, and a restart.
 */
import Ajv2020 from 'ajv/dist/2020';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTRACT_EXAMPLE } from '../fixtures/charging-piles';
import { startServer, type TestServer } from './harness';

const API = '/admin-company/v1';
let s: TestServer;
let admin: string;
let client: string;
let cabinetId: string;

beforeAll(async () => {
  s = await startServer();
  admin = await s.login('admin@demo.com', 'admin');
  client = await s.login('client@demo.com', 'client');
  cabinetId = String((await s.call('GET', `${API}/cab-devices?size=1`, { token: admin })).body.data.data[0].id);
});
afterAll(() => s.close());

const put = (name: string, body: unknown, token = admin) => s.call('PUT', `${API}/schemas/${name}`, { token, body });
const publish = (name: string, query = '') => s.call('POST', `${API}/schemas/${name}/publish${query}`, { token: admin });
const pile = (over: Record<string, unknown> = {}) => ({ sn: 'PILE0001', cabinetId, powerKw: 60, ...over });

describe('the declaration format', () => {
  it('is served without a token, and the contract example is valid against it', async () => {
    const r = await s.call('GET', `${API}/schema-format.json`);
    expect(r.status).toBe(200);
    const validate = new Ajv2020({ strict: false }).compile(r.body);
    expect(validate(CONTRACT_EXAMPLE)).toBe(true);
    expect(validate({ ...CONTRACT_EXAMPLE, tittle: 'sn' })).toBe(false);
  });
});

describe('drafts', () => {
  it('need the schema code: others get 403', async () => {
    expect((await put('charging-piles', CONTRACT_EXAMPLE, client)).status).toBe(403);
    expect((await s.call('POST', `${API}/schemas/charging-piles/publish`, { token: client })).status).toBe(403);
  });
  it('are checked as built-in schemas are, errors keyed by JSON path naming the fix', async () => {
    const wrongRef = { ...CONTRACT_EXAMPLE, fields: { ...CONTRACT_EXAMPLE.fields, cabinetId: { ...CONTRACT_EXAMPLE.fields.cabinetId, to: 'cab-device' } } };
    const r = await put('charging-piles', wrongRef);
    expect(r.status).toBe(422);
    expect(r.body.data.errors['fields.cabinetId.to']).toMatch(/did you mean `cab-devices`/);
    const wrongKind = { ...CONTRACT_EXAMPLE, fields: { ...CONTRACT_EXAMPLE.fields, powerKw: { kind: 'numbr' } } };
    expect((await put('charging-piles', wrongKind)).body.data.errors['fields.powerKw.kind']).toMatch(/did you mean `number`/);
    expect((await put('charging-piles', { ...CONTRACT_EXAMPLE, tittle: 'sn' })).body.data.errors.tittle).toMatch(/did you mean `title`/);
    expect((await put('charging-piles', { ...CONTRACT_EXAMPLE, title: 'sm' })).body.data.errors.title).toMatch(/did you mean `sn`/);
    expect((await put('charging-piles', { ...CONTRACT_EXAMPLE, route: '/apps/cab/device' })).body.data.errors.route).toMatch(/both claim route/);
    expect((await put('other-name', CONTRACT_EXAMPLE)).body.data.errors.name).toMatch(/other-name/);
  });
  it('are saved but not served until published', async () => {
    const r = await put('charging-piles', CONTRACT_EXAMPLE);
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ name: 'charging-piles', builtIn: false, published: null, draft: { declaration: CONTRACT_EXAMPLE } });
    expect((await s.call('GET', `${API}/charging-piles`, { token: admin })).status).toBe(404);
    const list = (await s.call('GET', `${API}/schemas`, { token: admin })).body.data.data;
    expect(list.find((x: { name: string }) => x.name === 'charging-piles')).toMatchObject({
      builtIn: false,
      version: 0,
      status: 'draft',
      names: { zh_CN: '充电桩' },
    });
    expect(list.find((x: { name: string }) => x.name === 'batteries')).toMatchObject({ builtIn: true, status: 'published' });
    // a caller without the schema code sees only published resources it may open
    const theirs = (await s.call('GET', `${API}/schemas`, { token: client })).body.data.data.map((x: { name: string }) => x.name);
    expect(theirs).not.toContain('charging-piles');
    expect(theirs).not.toContain('batteries');
    expect(theirs).toContain('store-batteries');
  });
});

describe('publishing the contract example', () => {
  it('serves the resource at once, like a built-in one', async () => {
    const r = await publish('charging-piles');
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ version: 1, changes: [{ kind: 'addResource' }] });
    const created = await s.call('POST', `${API}/charging-piles`, { token: admin, body: pile() });
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({ sn: 'PILE0001', status: 'idle', powerKw: 60 });
    expect((await s.call('GET', `${API}/charging-piles/${created.body.data.id}`, { token: admin })).body.data.sn).toBe('PILE0001');
    const list = await s.call('GET', `${API}/charging-piles?status=idle&q=PILE`, { token: admin });
    expect(list.body.data.total).toBe(1);
  });
  it('validates (422), refuses a clash (409), checks references (422) and conditional rules (422)', async () => {
    expect((await s.call('POST', `${API}/charging-piles`, { token: admin, body: pile({ sn: 'P1' }) })).body.data.errors.sn).toBeTruthy();
    expect((await s.call('POST', `${API}/charging-piles`, { token: admin, body: pile({ powerKw: 400, sn: 'PILE0002' }) })).status).toBe(422);
    expect((await s.call('POST', `${API}/charging-piles`, { token: admin, body: pile() })).status).toBe(409);
    expect((await s.call('POST', `${API}/charging-piles`, { token: admin, body: pile({ sn: 'PILE0003', cabinetId: '999999' }) })).status).toBe(422);
    const fault = await s.call('POST', `${API}/charging-piles`, { token: admin, body: pile({ sn: 'PILE0004', status: 'fault' }) });
    expect(fault.status).toBe(422);
    expect(fault.body.data.errors.faultCode).toBe('app.validation.required');
    expect((await s.call('POST', `${API}/charging-piles`, { token: admin, body: pile({ sn: 'PILE0004', status: 'fault', faultCode: 'E12' }) })).status).toBe(
      200,
    );
  });
  it('guards it by its new code, which joins the tree under the cabinet section and the admin role', async () => {
    expect((await s.call('GET', `${API}/charging-piles`, { token: client })).status).toBe(403);
    const codes = (await s.call('GET', `${API}/tenant/user/privilege/resource/list`, { token: admin })).body.data.data.map((c: { code: string }) => c.code);
    expect(codes).toContain('RESOURCE_ADMIN_CAB_PILE');
    const node = await s.call('GET', `${API}/privileges/RESOURCE_ADMIN_CAB_PILE`, { token: admin });
    expect(node.body.data).toMatchObject({ code: 'RESOURCE_ADMIN_CAB_PILE', parentId: 'RESOURCE_ADMIN_CAB' });
  });
  it('is in the OpenAPI document and comes with the privilege list the app loads', async () => {
    const doc = (await s.call('GET', `${API}/openapi.json`)).body;
    expect(doc.paths['/charging-piles']).toBeTruthy();
    expect(doc.paths['/charging-piles'].get['x-privilege']).toBe('RESOURCE_ADMIN_CAB_PILE:read');
    const answer = (await s.call('GET', `${API}/tenant/user/privilege/resource/list`, { token: client })).body.data;
    expect(answer.declarations.map((d: { name: string }) => d.name)).toContain('charging-piles');
  });
  it('can be granted to the client role, who then uses it', async () => {
    const role = (await s.call('GET', `${API}/roles/client`, { token: admin })).body.data;
    const r = await s.call('PUT', `${API}/roles/client`, { token: admin, body: { ...role, privilegeIds: [...role.privilegeIds, 'RESOURCE_ADMIN_CAB_PILE'] } });
    expect(r.status).toBe(200);
    expect((await s.call('GET', `${API}/charging-piles`, { token: client })).status).toBe(200);
  });
});

describe('evolution keeps data', () => {
  it('a kind change that would break stored records is refused with how many, and nothing changes', async () => {
    const numericSn = { ...CONTRACT_EXAMPLE, fields: { ...CONTRACT_EXAMPLE.fields, sn: { kind: 'number', required: true, unique: true, filter: 'range' } } };
    expect((await put('charging-piles', numericSn)).status).toBe(200);
    const dry = await publish('charging-piles', '?dryRun=1');
    expect(dry.status).toBe(409);
    expect(dry.body.data.invalid).toBe(2);
    expect(dry.body.data.examples[0]).toMatchObject({ field: 'sn', message: 'app.validation.number' });
    expect((await publish('charging-piles')).status).toBe(409);
    expect((await s.call('GET', `${API}/schemas/charging-piles`, { token: admin })).body.data.published.version).toBe(1);
  });
  it('a rename moves the values at publish; a removed field is kept and comes back', async () => {
    const { powerKw, faultCode: _gone, ...rest } = CONTRACT_EXAMPLE.fields;
    const renamed = { ...CONTRACT_EXAMPLE, fields: { ...rest, power: { ...powerKw, renamedFrom: 'powerKw' } } };
    expect((await put('charging-piles', renamed)).status).toBe(200);
    const dry = await publish('charging-piles', '?dryRun=true');
    expect(dry.status).toBe(200);
    expect(dry.body.data.touches).toMatchObject({ power: 2, faultCode: 1 });
    expect((await publish('charging-piles')).body.data.version).toBe(2);
    const rows = (await s.call('GET', `${API}/charging-piles?sort=sn&order=asc`, { token: admin })).body.data.data;
    expect(rows[0]).toMatchObject({ sn: 'PILE0001', power: 60 });
    expect(rows[0]).not.toHaveProperty('powerKw');
    expect(rows[1]).not.toHaveProperty('faultCode');
    // a PUT of the record keeps the stored value of the removed field
    const { id, ...body } = rows[1];
    expect((await s.call('PUT', `${API}/charging-piles/${id}`, { token: admin, body: { ...body, power: 90 } })).status).toBe(200);
    const back = { ...renamed, fields: { ...renamed.fields, power: powerKw, faultCode: CONTRACT_EXAMPLE.fields.faultCode } };
    delete (back.fields.power as { renamedFrom?: string }).renamedFrom;
    expect((await put('charging-piles', back)).status).toBe(200);
    expect((await publish('charging-piles')).status).toBe(200);
    expect((await s.call('GET', `${API}/charging-piles/${id}`, { token: admin })).body.data).toMatchObject({ faultCode: 'E12', power: 90 });
  });
  it('keeps the published history, and a revert makes an old version the draft', async () => {
    const versions = (await s.call('GET', `${API}/schemas/charging-piles/versions`, { token: admin })).body.data.data;
    expect(versions.map((v: { version: number }) => v.version)).toEqual([3, 2, 1]);
    expect(versions[0].publishedBy.name).toBeTruthy();
    const r = await s.call('POST', `${API}/schemas/charging-piles/revert`, { token: admin, body: { version: 1 } });
    expect(r.status).toBe(200);
    expect(r.body.data.draft.declaration.fields.powerKw).toBeTruthy();
    expect((await s.call('POST', `${API}/schemas/charging-piles/revert`, { token: admin, body: { version: 9 } })).status).toBe(404);
  });
  it('every save, publish and revert is in the audit log', async () => {
    const logs = (await s.call('GET', `${API}/audit-logs?resource=charging-piles&size=100`, { token: admin })).body.data.data;
    const actions = new Set(logs.map((l: { action: string }) => l.action));
    for (const a of ['schema:save', 'schema:publish', 'schema:revert']) expect(actions).toContain(a);
  });
});

describe('custom fields on a built-in resource', () => {
  const insurance = {
    name: 'batteries',
    fields: { insurancePolicy: { kind: 'text', maxLength: 40, filter: 'search' } },
    labels: { zh_CN: { fields: { insurancePolicy: '保单号' } }, en: { fields: { insurancePolicy: 'Insurance policy' } } },
  };
  it('a built-in field cannot be redefined', async () => {
    const r = await put('batteries', { name: 'batteries', fields: { sn: { kind: 'number' } } });
    expect(r.status).toBe(422);
    expect(r.body.data.errors['fields.sn']).toMatch(/built-in field/);
  });
  it('are stored with the record, validated, filterable and documented', async () => {
    expect((await put('batteries', insurance)).status).toBe(200);
    expect((await publish('batteries')).status).toBe(200);
    const battery = (await s.call('GET', `${API}/batteries?size=1`, { token: admin })).body.data.data[0];
    const patched = await s.call('PATCH', `${API}/batteries/${battery.id}`, { token: admin, body: { insurancePolicy: 'PICC-2026-001' } });
    expect(patched.status).toBe(200);
    expect((await s.call('PATCH', `${API}/batteries/${battery.id}`, { token: admin, body: { insurancePolicy: 'x'.repeat(41) } })).status).toBe(422);
    const found = await s.call('GET', `${API}/batteries?insurancePolicy=PICC-2026`, { token: admin });
    expect(found.body.data.data.map((b: { id: string }) => String(b.id))).toEqual([String(battery.id)]);
    const doc = (await s.call('GET', `${API}/openapi.json`)).body;
    expect(JSON.stringify(doc.components.schemas)).toContain('insurancePolicy');
  });
});

describe('delete', () => {
  it('refuses a built-in resource (405) and one with records (409)', async () => {
    const builtIn = await s.call('DELETE', `${API}/schemas/batteries`, { token: admin });
    expect(builtIn.status).toBe(405);
    expect(builtIn.headers.get('allow')).toBe('GET, PUT');
    const busy = await s.call('DELETE', `${API}/schemas/charging-piles`, { token: admin });
    expect(busy.status).toBe(409);
    expect(busy.body.data.records).toBe(2);
  });
  it('keeps everything over a restart of the server', async () => {
    await s.restart();
    const token = await s.login('admin@demo.com', 'admin');
    expect((await s.call('GET', `${API}/charging-piles`, { token })).body.data.total).toBe(2);
    expect((await s.call('GET', `${API}/schemas/charging-piles/versions`, { token })).body.data.total).toBe(3);
    expect((await s.call('GET', `${API}/batteries?insurancePolicy=PICC`, { token })).body.data.total).toBe(1);
  });
  // several API processes share a PostgreSQL database (SQLite is one process's: its reads are cached)
  it.runIf(process.env.TEST_STORAGE === 'postgres')('reaches another API process on the same database within seconds', async () => {
    const other = await startServer({ dataFile: s.dataFile, databaseUrl: s.config.databaseUrl });
    try {
      const token = await other.login('admin@demo.com', 'admin');
      const tags = { ...CONTRACT_EXAMPLE, name: 'pile-tags', route: '/apps/cab/pile-tag', privilege: 'RESOURCE_ADMIN_CAB_PILE_TAG', labels: undefined };
      expect((await other.call('GET', `${API}/pile-tags`, { token })).status).toBe(404);
      expect((await put('pile-tags', tags)).status).toBe(200);
      expect((await publish('pile-tags')).status).toBe(200);
      const deadline = Date.now() + 15_000;
      let status = 404;
      while (status !== 200 && Date.now() < deadline) {
        status = (await other.call('GET', `${API}/pile-tags`, { token })).status;
        if (status !== 200) await new Promise((r) => setTimeout(r, 250));
      }
      expect(status).toBe(200);
      expect((await s.call('DELETE', `${API}/schemas/pile-tags`, { token: admin })).status).toBe(200);
    } finally {
      await other.close();
    }
  });
  it('refuses to delete a resource another declaration refers to (409, naming it)', async () => {
    const sockets = {
      name: 'pile-sockets',
      route: '/apps/cab/pile-socket',
      privilege: 'RESOURCE_ADMIN_CAB_PILE',
      menu: { section: 'cab', order: 51, icon: 'Dns' },
      title: 'label',
      fields: { id: { kind: 'id' }, label: { kind: 'text', required: true }, pileId: { kind: 'reference', to: 'charging-piles' } },
    };
    expect((await put('pile-sockets', sockets)).status).toBe(200);
    expect((await publish('pile-sockets')).status).toBe(200);
    for (const row of (await s.call('GET', `${API}/charging-piles`, { token: admin })).body.data.data)
      expect((await s.call('DELETE', `${API}/charging-piles/${row.id}`, { token: admin })).status).toBe(200);
    const refused = await s.call('DELETE', `${API}/schemas/charging-piles`, { token: admin });
    expect(refused.status).toBe(409);
    expect(refused.body.data.errors.declaration).toMatch(/pile-sockets/);
    expect((await s.call('DELETE', `${API}/schemas/pile-sockets`, { token: admin })).status).toBe(200);
  });
  it('removes a declared resource without records — not listed, 404 — and its rights from every role: a restore brings none back', async () => {
    const code = CONTRACT_EXAMPLE.privilege;
    const role = await s.call('POST', `${API}/roles`, {
      token: admin,
      body: { name: 'pile watchers', privilegeIds: ['RESOURCE_ADMIN', code, `${code}:read`] },
    });
    expect(role.status, role.text).toBe(200);
    const roleId = String(role.body.data.id);
    for (const row of (await s.call('GET', `${API}/charging-piles`, { token: admin })).body.data.data)
      expect((await s.call('DELETE', `${API}/charging-piles/${row.id}`, { token: admin })).status).toBe(200);
    const deleted = await s.call('DELETE', `${API}/schemas/charging-piles`, { token: admin });
    expect(deleted.status).toBe(200);
    // what each role lost, in the answer and the audit log
    expect(deleted.body.data.revoked).toContainEqual({ role: roleId, name: 'pile watchers', codes: [code, `${code}:read`] });
    expect((await s.call('GET', `${API}/charging-piles`, { token: admin })).status).toBe(404);
    expect((await s.call('GET', `${API}/roles/${roleId}`, { token: admin })).body.data.privilegeIds).toEqual(['RESOURCE_ADMIN']);
    expect((await s.call('GET', `${API}/privileges/${encodeURIComponent(`${code}:read`)}`, { token: admin })).status).toBe(404);
    const logs = (await s.call('GET', `${API}/audit-logs?resource=charging-piles&size=100`, { token: admin })).body.data.data;
    const log = logs.find((l: { action: string }) => l.action === 'schema:delete');
    expect(log?.data?.revoked).toEqual(deleted.body.data.revoked);
    // gone from the list and its own address; the deleted ones are a designer's question, their versions kept
    const gone = await s.call('GET', `${API}/schemas/charging-piles`, { token: admin });
    expect(gone.status).toBe(404);
    expect(gone.body.data).toEqual({ deleted: true });
    const names = (q = '') => s.call('GET', `${API}/schemas${q}`, { token: admin }).then((r) => r.body.data.data.map((row: { name: string }) => row.name));
    expect(await names()).not.toContain('charging-piles');
    const deletedOnes = await names('?deleted=true');
    expect(deletedOnes).toContain('charging-piles');
    expect(deletedOnes).not.toContain('batteries');
    expect((await s.call('GET', `${API}/schemas?deleted=true`, { token: client })).status).toBe(403);
    const versions = (await s.call('GET', `${API}/schemas/charging-piles/versions`, { token: admin })).body.data.data;
    // restored from its last version: published as the next, the admin role has its code again, the other role nothing
    const restored = await s.call('POST', `${API}/schemas/charging-piles/restore`, { token: admin });
    expect(restored.status, restored.text).toBe(200);
    expect(restored.body.data.version).toBe(versions[0].version + 1);
    expect((await s.call('POST', `${API}/schemas/charging-piles/restore`, { token: admin })).status).toBe(409);
    expect(await names()).toContain('charging-piles');
    expect((await s.call('GET', `${API}/charging-piles`, { token: admin })).status).toBe(200);
    expect((await s.call('GET', `${API}/roles/${roleId}`, { token: admin })).body.data.privilegeIds).toEqual(['RESOURCE_ADMIN']);
    expect((await s.call('GET', `${API}/roles/admin`, { token: admin })).body.data.privilegeIds).toContain(code);
    expect((await s.call('GET', `${API}/privileges/${encodeURIComponent(`${code}:read`)}`, { token: admin })).status).toBe(200);
    expect((await s.call('DELETE', `${API}/schemas/charging-piles`, { token: admin })).status).toBe(200);
  });
});
