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
import { DECLARATION_FORMAT } from '../../resources/format-schema';
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

/** A draft saved, its problems said in `language` (English unless a test is about another). */
const put = (name: string, body: unknown, token = admin, language = 'en') =>
  s.call('PUT', `${API}/schemas/${name}`, { token, body, headers: { 'Accept-Language': language } });
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
  it('say what is wrong in the caller’s language: the registry’s words with their hint, the format’s, ajv’s own', async () => {
    const wrongRef = { ...CONTRACT_EXAMPLE, fields: { ...CONTRACT_EXAMPLE.fields, cabinetId: { ...CONTRACT_EXAMPLE.fields.cabinetId, to: 'cab-device' } } };
    // no language asked: the product's first, Chinese
    const zh = await s.call('PUT', `${API}/schemas/charging-piles`, { token: admin, body: wrongRef });
    expect(zh.body.data.errors['fields.cabinetId.to']).toBe('`charging-piles` 的字段 `cabinetId`：引用的 `cab-device` 未注册——是否想写 `cab-devices`？');
    const ar = await put('charging-piles', { ...CONTRACT_EXAMPLE, tittle: 'sn' }, admin, 'ar');
    expect(ar.body.data.errors.tittle).toBe('مفتاح غير معروف `tittle` — هل تقصد `title`؟');
    // a part of the structure at fault, in French, at its path
    const workflow = {
      ...CONTRACT_EXAMPLE,
      workflow: { field: 'status', initial: 'idle', transitions: { repair: { from: ['faul'], to: 'idle' } } },
    };
    const fr = await put('charging-piles', workflow, admin, 'fr');
    expect(fr.body.data.errors['workflow.transitions.repair']).toBe(
      '`charging-piles` : la transition `repair` utilise l’état `faul`, qui n’est pas une valeur de `status` — vouliez-vous dire `fault` ?',
    );
    // what ajv says of a value of the wrong type, in the caller's language (ajv-i18n)
    const typed = await put('charging-piles', { ...CONTRACT_EXAMPLE, search: 'sn' }, admin, 'fr');
    expect(typed.body.data.errors.search).toMatch(/^doit être de type array/);
  });
  it('say where each problem is from what the registry says, not from its English: a field, its option, a setting, a computed field', async () => {
    const fields = CONTRACT_EXAMPLE.fields;
    // a filter through the cabinet by a field it does not have: at the field, in Chinese (the checks of connected records have words too)
    const through = { ...CONTRACT_EXAMPLE, fields: { ...fields, cabinetId: { ...fields.cabinetId, filterThrough: ['nope'] } } };
    const zh = await s.call('PUT', `${API}/schemas/charging-piles`, { token: admin, body: through });
    expect(Object.keys(zh.body.data.errors)).toEqual(['fields.cabinetId']);
    expect(zh.body.data.errors['fields.cabinetId']).toMatch(/^`charging-piles` 的字段 `cabinetId`：filterThrough 的 `nope` 不是 `cab-devices` 的存储字段/);
    // a computed field's problem: at the field, in Arabic
    const overdue = { kind: 'boolean', readOnly: true, views: ['list', 'show'], computed: { daysPast: 'sn' } };
    const ar = await put('charging-piles', { ...CONTRACT_EXAMPLE, fields: { ...fields, overdue } }, admin, 'ar');
    expect(ar.body.data.errors).toEqual({
      'fields.overdue': 'الحقل `overdue` من `charging-piles`: محسوب: daysPast `sn` ليس حقل تاريخ أو تاريخ ووقت في `charging-piles`',
    });
    // a setting that names a field: at the setting's own key, in French
    const fr = await put('charging-piles', { ...CONTRACT_EXAMPLE, defaultSort: { field: 'powerKW', order: 'ASC' } }, admin, 'fr');
    expect(fr.body.data.errors).toEqual({
      'defaultSort.field': '`charging-piles` : defaultSort nomme le champ `powerKW`, qui n’est pas déclaré — vouliez-vous dire `powerKw` ?',
    });
    // an option of a field the designer has an input for: the required field a create cannot write
    const hidden = await put('charging-piles', { ...CONTRACT_EXAMPLE, fields: { ...fields, powerKw: { ...fields.powerKw, required: true, views: ['list'] } } });
    expect(Object.keys(hidden.body.data.errors)).toEqual(['fields.powerKw.required']);
  });
  it('say every field’s problem at once: each field at fault is set aside and the rest checked again', async () => {
    const fields = CONTRACT_EXAMPLE.fields;
    const three = {
      ...CONTRACT_EXAMPLE,
      fields: {
        ...fields,
        // an option at fault: set aside, the field kept
        powerKw: { ...fields.powerKw, required: true, views: ['list'] },
        // the field's own problems: kept with its kind and target, its other options set aside
        cabinetId: { ...fields.cabinetId, filterThrough: ['nope'] },
        overdue: { kind: 'boolean', readOnly: true, views: ['list', 'show'], computed: { daysPast: 'sn' } },
      },
    };
    const r = await put('charging-piles', three);
    expect(r.status).toBe(422);
    expect(Object.keys(r.body.data.errors).sort()).toEqual(['fields.cabinetId', 'fields.overdue', 'fields.powerKw.required']);
    expect(r.body.data.errors['fields.overdue']).toMatch(/daysPast `sn`/);
    // a field whose kind needs what it names (a reference to no resource) ends the look: what else is wrong may depend on it
    const target = await put('charging-piles', { ...three, fields: { ...three.fields, cabinetId: { ...fields.cabinetId, to: 'nope' } } });
    expect(Object.keys(target.body.data.errors)).toContain('fields.cabinetId.to');
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
    // version 2 renamed powerKw (two piles held a value) and removed faultCode (one did)
    expect(versions[1].touches).toMatchObject({ power: 2, faultCode: 1 });
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

describe('a built-in resource as a whole declaration (CONTRACT §2.4)', () => {
  const validate = new Ajv2020({ strict: false }).compile(DECLARATION_FORMAT);
  it('answers it in the format, its custom fields merged and its labels from the catalogues; its export re-imports unchanged', async () => {
    const r = await s.call('GET', `${API}/schemas/batteries`, { token: admin });
    expect(r.status).toBe(200);
    const { published, extension } = r.body.data;
    expect(published.version).toBe(1);
    expect(Object.keys(extension.declaration.fields)).toEqual(['insurancePolicy']);
    const whole = published.declaration;
    expect(validate(whole), JSON.stringify(validate.errors)).toBe(true);
    expect(whole).toMatchObject({ name: 'batteries', route: expect.any(String), privilege: expect.any(String), layout: expect.any(Object) });
    expect(Object.keys(whole.fields)).toEqual(expect.arrayContaining(['sn', 'status', 'insurancePolicy']));
    expect(whole.labels.zh_CN.fields.insurancePolicy).toBe('保单号');
    for (const locale of ['zh_CN', 'en', 'fr', 'ar'])
      expect(whole.labels[locale]).toMatchObject({ name: expect.any(String), fields: { sn: expect.any(String) } });
    expect(whole.labels.zh_CN.enums.status).toMatchObject({ fault: expect.any(String) });

    const back = await put('batteries', whole);
    expect(back.status, JSON.stringify(back.body.data)).toBe(200);
    expect(back.body.data.draft.declaration).toEqual(extension.declaration);
    const dry = await publish('batteries', '?dryRun=1');
    expect(dry.body.data.changes).toEqual([]);
    // what the built-in declares itself cannot change through it
    const moved = (await put('batteries', { ...whole, route: '/apps/x' })).body.data.errors;
    expect(Object.keys(moved)).toEqual(['route']);
    expect(moved.route).toMatch(/what the built-in `batteries` declares itself: it cannot change/);
    expect((await put('batteries', { ...whole, fields: { ...whole.fields, sn: { kind: 'number' } } })).body.data.errors['fields.sn']).toMatch(/built-in field/);
    expect((await put('batteries', extension.declaration)).status).toBe(200);
  });
  it('every built-in resource has one, in the format', async () => {
    const rows = (await s.call('GET', `${API}/schemas`, { token: admin })).body.data.data.filter((row: { builtIn: boolean }) => row.builtIn);
    expect(rows.length).toBeGreaterThan(40);
    const wrong: string[] = [];
    for (const { name } of rows) {
      const { published } = (await s.call('GET', `${API}/schemas/${name}`, { token: admin })).body.data;
      if (!validate(published.declaration)) wrong.push(`${name}: ${JSON.stringify(validate.errors?.slice(0, 2))}`);
    }
    expect(wrong).toEqual([]);
    // all its catalogue says, the record page's title too (the audit log's: its raw action does not read well)
    const audit = (await s.call('GET', `${API}/schemas/audit-logs`, { token: admin })).body.data.published.declaration;
    expect(audit.labels.en.page).toEqual({ show: 'Sensitive operation #%{id}' });
  });
});

describe('a built-in resource extended beyond fields (CONTRACT §2.4): a cabinet lists its charging piles', () => {
  const cabinets = {
    name: 'cab-devices',
    fields: {},
    related: [{ resource: 'charging-piles', via: 'cabinetId', columns: ['sn', 'power', 'status'] }],
    layout: { sections: [{ name: 'charging', related: ['charging-piles'] }] },
    recordActions: { addPile: { creates: 'charging-piles', prefill: { cabinetId: 'id' }, asks: ['sn', 'power'], icon: 'Build' } },
    labels: { zh_CN: { sections: { charging: '充电' }, actions: { addPile: '添加充电桩' } }, en: { sections: { charging: 'Charging' } } },
  };
  it('adds a related table, a section and a record action after the built-in’s own; the action runs; the whole re-imports unchanged', async () => {
    const saved = await put('cab-devices', cabinets);
    expect(saved.status, JSON.stringify(saved.body.data)).toBe(200);
    expect((await publish('cab-devices')).status).toBe(200);
    const { published, extension } = (await s.call('GET', `${API}/schemas/cab-devices`, { token: admin })).body.data;
    expect(extension.declaration).toEqual(cabinets);
    const whole = published.declaration;
    expect(whole.related.map((r: { resource: string }) => r.resource)).toEqual(['cab-warnings', 'cab-commands', 'cab-messages', 'batteries', 'charging-piles']);
    expect(whole.layout.sections.map((sec: { name: string }) => sec.name)).toEqual(['device', 'site', 'charging']);
    expect(whole.layout.columns).toBe(3);
    expect(Object.keys(whole.recordActions)).toEqual(['addPile', 'sendCommand']);
    expect(whole.labels.zh_CN.sections).toMatchObject({ charging: '充电', device: expect.any(String) });
    expect(whole.labels.zh_CN.actions).toMatchObject({ addPile: '添加充电桩', sendCommand: expect.any(String) });
    // its export re-imports as the same extension, and publishing it again changes nothing
    const back = await put('cab-devices', whole);
    expect(back.status, JSON.stringify(back.body.data)).toBe(200);
    expect(back.body.data.draft.declaration).toEqual(cabinets);
    expect((await publish('cab-devices', '?dryRun=1')).body.data.changes).toEqual([]);

    // the action creates a pile of this cabinet; the cabinet's related table is the piles that point to it
    const ran = await s.call('POST', `${API}/cab-devices/${cabinetId}/actions/addPile`, { token: admin, body: { sn: 'PILE0777', power: 30 } });
    expect(ran.status, JSON.stringify(ran.body)).toBe(200);
    const listed = (await s.call('GET', `${API}/charging-piles?cabinetId=${cabinetId}`, { token: admin })).body.data.data;
    const made = listed.find((p: { sn: string }) => p.sn === 'PILE0777');
    expect(made).toBeDefined();
    expect((await s.call('DELETE', `${API}/charging-piles/${made.id}`, { token: admin })).status).toBe(200);
    // documented like the built-in's own
    const doc = (await s.call('GET', `${API}/openapi.json`)).body;
    expect(Object.keys(doc.paths)).toContain('/cab-devices/{id}/actions/addPile');
  });
  it('never redefines what the built-in declares: a table, section or action it has already is a 422 at its path', async () => {
    const r = await put('cab-devices', {
      name: 'cab-devices',
      fields: {},
      related: [{ resource: 'cab-warnings', via: 'cabinetId' }],
      layout: { sections: [{ name: 'device' }] },
      recordActions: { sendCommand: { creates: 'cab-commands', prefill: { cabinetId: 'id' } } },
    });
    expect(r.status).toBe(422);
    expect(Object.keys(r.body.data.errors).sort()).toEqual(['layout.sections.0.name', 'recordActions.sendCommand', 'related.0.resource']);
    // a registry check's errors are at the parts they name, as the draft holds them, all at once
    const asks = await put('cab-devices', {
      name: 'cab-devices',
      fields: {},
      related: [{ resource: 'charging-piles', via: 'cabinetId' }],
      layout: { sections: [{ name: 'charging', related: ['nope'] }] },
      recordActions: { addPile: { creates: 'charging-piles', prefill: { cabinetId: 'id' }, asks: ['wattage'] } },
    });
    expect(asks.status).toBe(422);
    expect(Object.keys(asks.body.data.errors).sort()).toEqual(['layout.sections.0', 'recordActions.addPile']);
    expect(asks.body.data.errors['recordActions.addPile']).toMatch(/asks for `wattage`/);
    // what only a whole resource has is refused on an extension
    const tabs = await put('cab-devices', {
      name: 'cab-devices',
      fields: {},
      layout: { tabs: true, sections: [{ name: 'charging' }] },
      workflow: { field: 'x' },
    });
    expect(tabs.status).toBe(422);
    // back to none: the cabinet's page as it came
    expect((await put('cab-devices', { name: 'cab-devices', fields: {} })).status).toBe(200);
    expect((await publish('cab-devices')).status).toBe(200);
    const whole = (await s.call('GET', `${API}/schemas/cab-devices`, { token: admin })).body.data.published.declaration;
    expect(whole.related.map((x: { resource: string }) => x.resource)).not.toContain('charging-piles');
  });
});

describe('a backfill at publish (CONTRACT §2.4): a new rule on stored records, filled in the same transaction', () => {
  const publishWith = (body: unknown, query = '', headers: Record<string, string> = {}) =>
    s.call('POST', `${API}/schemas/batteries/publish${query}`, { token: admin, body, headers });
  const count = async (query: string) => (await s.call('GET', `${API}/batteries?size=1${query}`, { token: admin })).body.data.total as number;
  const extension = {
    name: 'batteries',
    fields: {
      insurancePolicy: { kind: 'text', maxLength: 40, filter: 'search' },
      // required of the batteries in use: the demo has some, and none holds a value yet
      insuranceExpiry: { kind: 'date', requiredWhen: { assetStatus: ['in_use'] } },
      assetTag: { kind: 'text', required: true, unique: true },
    },
  };
  let total: number;
  let inUse: number;

  beforeAll(async () => {
    total = await count('');
    inUse = await count('&assetStatus=in_use');
    expect(inUse).toBeGreaterThan(0);
    expect((await put('batteries', extension)).status).toBe(200);
  });

  it('without one, the publish is refused with how many records each field would break', async () => {
    const r = await publishWith({}, '?dryRun=1');
    expect(r.status).toBe(409);
    expect(r.body.data).toMatchObject({ invalid: total, broken: { insuranceExpiry: inUse, assetTag: total }, backfilled: {} });
  });

  it('a value that would still break records (one tag for every battery of a unique field) fills only the first', async () => {
    const r = await publishWith({ backfill: { insuranceExpiry: '2027-06-30', assetTag: 'TAG-1' } }, '?dryRun=1');
    expect(r.status).toBe(409);
    expect(r.body.data).toMatchObject({ invalid: total - 1, backfilled: { insuranceExpiry: inUse, assetTag: 1 } });
    expect(r.body.data.examples[0]).toMatchObject({ field: 'assetTag', message: 'app.validation.unique' });
    expect(r.body.data).not.toHaveProperty('fills');
  });

  it('a backfill the fields refuse is a 422 naming each entry, all at once, in the caller’s language', async () => {
    const r = await publishWith({ backfill: { insuranceExpiry: 'soon', nope: 1, assetTag: { copyFrom: 'missing' }, insurancePolicy: '' } }, '', {
      'Accept-Language': 'fr',
    });
    expect(r.status).toBe(422);
    expect(Object.keys(r.body.data.errors).sort()).toEqual(['backfill.assetTag', 'backfill.insuranceExpiry', 'backfill.insurancePolicy', 'backfill.nope']);
    expect(r.body.data.errors['backfill.insuranceExpiry']).toMatch(/ne respecte pas les règles/);
    expect(r.body.data.errors['backfill.assetTag']).toMatch(/`missing`/);
    expect((await publishWith({ backfill: ['x'] })).body.data.errors.backfill).toBeTruthy();
    expect((await s.call('GET', `${API}/schemas/batteries`, { token: admin })).body.data.extension.version).toBe(1);
  });

  it('a value and a copy of another field fill exactly the records that needed them, with a version and a history each', async () => {
    const battery = (await s.call('GET', `${API}/batteries?size=1&assetStatus=in_use`, { token: admin })).body.data.data[0];
    const stock = (await s.call('GET', `${API}/batteries?size=1&assetStatus=stock`, { token: admin })).body.data.data[0];
    const dry = await publishWith({ backfill: { insuranceExpiry: '2027-06-30', assetTag: { copyFrom: 'sn' } } }, '?dryRun=1');
    expect(dry.status).toBe(200);
    expect(dry.body.data).toMatchObject({ invalid: 0, backfilled: { insuranceExpiry: inUse, assetTag: total } });
    // a dry run writes nothing
    expect((await s.call('GET', `${API}/batteries/${battery.id}`, { token: admin })).body.data).not.toHaveProperty('assetTag');

    const r = await publishWith({ backfill: { insuranceExpiry: '2027-06-30', assetTag: { copyFrom: 'sn' } } });
    expect(r.status).toBe(200);
    expect(r.body.data.backfilled).toEqual({ insuranceExpiry: inUse, assetTag: total });
    const after = (await s.call('GET', `${API}/batteries/${battery.id}`, { token: admin })).body.data;
    expect(after).toMatchObject({ insuranceExpiry: '2027-06-30', assetTag: battery.sn, version: battery.version + 1 });
    const stockAfter = (await s.call('GET', `${API}/batteries/${stock.id}`, { token: admin })).body.data;
    expect(stockAfter.assetTag).toBe(stock.sn);
    expect(stockAfter).not.toHaveProperty('insuranceExpiry');
    const history = (await s.call('GET', `${API}/batteries/${battery.id}/history`, { token: admin })).body.data.data;
    expect(history[0]).toMatchObject({
      action: 'schema:backfill',
      changes: expect.arrayContaining([{ field: 'insuranceExpiry', from: null, to: '2027-06-30' }]),
    });
    // the history of the declaration counts what the publish touched and filled
    const [version] = (await s.call('GET', `${API}/schemas/batteries/versions`, { token: admin })).body.data.data;
    expect(version).toMatchObject({ backfilled: { insuranceExpiry: inUse, assetTag: total }, touches: { insuranceExpiry: 0, assetTag: 0 } });
    // the new rule holds from now on
    const { id, version: _v, ...rest } = after;
    expect((await s.call('PUT', `${API}/batteries/${id}`, { token: admin, body: { ...rest, insuranceExpiry: '' } })).status).toBe(422);
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
