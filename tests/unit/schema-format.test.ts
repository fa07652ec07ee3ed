/**
 * Schema files are data: every built-in declaration survives a JSON round trip unchanged (no
 * function, no undefined value anywhere) and is valid against the declaration format's JSON Schema
 * (resources/format-schema.ts) — the format admins will write at run time (CONTRACT §2.4), whose
 * example declaration is valid too, while misspelt or wrong ones are refused.
 */
import { describe, expect, it } from 'vitest';
import Ajv2020 from 'ajv/dist/2020';
import { DECLARATION_FORMAT } from '../../resources/format-schema';
import { FIELD_KINDS, f, kindDefaults } from '../../resources/define';
import { KIND_OPTIONS, KINDS, takes, type KindOption } from '../../kinds';
import { registry } from '../../src/schema/registry';
import { defineDemo } from '../../resources/demo-gen';
import cabDevices from '../../resources/cab/cab-devices';
import { CONTRACT_EXAMPLE } from '../fixtures/charging-piles';

const ajv = new Ajv2020({ allErrors: true, strict: false });
const validate = ajv.compile(DECLARATION_FORMAT);
const errorsOf = (declaration: unknown) => (validate(declaration) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message}`));

/** Paths of values JSON cannot hold (functions, undefined, non-finite numbers). */
function notJson(value: unknown, path = ''): string[] {
  if (typeof value === 'function' || value === undefined || (typeof value === 'number' && !Number.isFinite(value))) return [path || '(root)'];
  if (Array.isArray(value)) return value.flatMap((v, i) => notJson(v, `${path}[${i}]`));
  if (value !== null && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => notJson(v, `${path}.${k}`));
  return [];
}

describe('schema files are data', () => {
  it.each(registry.all.map((def) => [def.name, def] as const))('%s round-trips through JSON unchanged', (_name, def) => {
    expect(notJson(def)).toEqual([]);
    expect(JSON.parse(JSON.stringify(def))).toEqual(def);
  });
  it.each(registry.all.map((def) => [def.name, def] as const))('%s is valid against the declaration format', (_name, def) => {
    expect(errorsOf(JSON.parse(JSON.stringify(def)))).toEqual([]);
  });
});

describe('demo files', () => {
  it('may give generators only to fields their schema declares (checked by tsc: a misspelt one does not compile)', () => {
    expect(defineDemo(cabDevices, { count: 1, fields: { sn: () => 'CAB0001' } }).resource).toBe('cab-devices');
    // @ts-expect-error -- `snn` is not a field of cab-devices
    expect(defineDemo(cabDevices, { count: 1, fields: { snn: () => 'CAB0001' } }).fields).toHaveProperty('snn');
  });
});

describe('the declaration format', () => {
  it('accepts CONTRACT §2.4’s example exactly as written', () => {
    expect(errorsOf(CONTRACT_EXAMPLE)).toEqual([]);
  });
  it('refuses a misspelt key, an unknown kind, a bad colour, an enum without values, a kind’s option on another kind', () => {
    const withField = (field: object) => ({ ...CONTRACT_EXAMPLE, fields: { ...CONTRACT_EXAMPLE.fields, extra: field } });
    expect(errorsOf({ ...CONTRACT_EXAMPLE, tittle: 'sn' })).not.toEqual([]);
    expect(errorsOf(withField({ kind: 'txt' }))).not.toEqual([]);
    expect(errorsOf(withField({ kind: 'enum', values: { a: 'purple' } }))).not.toEqual([]);
    expect(errorsOf(withField({ kind: 'enum' }))).not.toEqual([]);
    expect(errorsOf(withField({ kind: 'number', pattern: '\\d+' }))).not.toEqual([]);
    expect(errorsOf(withField({ kind: 'text', requiredWhen: { status: [] } }))).not.toEqual([]);
    expect(errorsOf(withField({ kind: 'text', changes: { resource: 'sn', from: 'sn', action: 'sn' } }))).not.toEqual([]);
    expect(errorsOf(withField({ kind: 'json', changes: { resource: 'sn' } }))).not.toEqual([]);
    expect(errorsOf({ ...CONTRACT_EXAMPLE, layout: { sections: [{ name: 'a', fields: [{ field: 'sn', span: 9 }] }] } })).not.toEqual([]);
    expect(errorsOf({ ...CONTRACT_EXAMPLE, menu: { section: 'cab', order: 1, icon: 'Rocket' } })).not.toEqual([]);
  });

  it('takes each option a kind owns on exactly the kinds that take it (kinds/<family>.ts), and each kind’s starting options', () => {
    const samples: Record<KindOption, unknown> = {
      pointsTo: [{ resource: 'stores', field: 'code' }],
      display: 'resourceName',
      minLength: 1,
      maxLength: 5,
      pattern: 'a+',
      patternMessage: 'app.validation.pattern',
      mask: 'idCard',
      min: 0,
      max: 1,
      integer: true,
      values: { a: 'default' },
      to: 'stores',
      filterThrough: ['areaId'],
      changes: { resource: 'a', from: 'b', action: 'c' },
      computed: { daysPast: 'sn' },
      unit: 'kW',
    };
    const wrong: string[] = [];
    for (const kind of FIELD_KINDS) {
      // what the kind needs, so that only the option tried decides
      const base = { kind, ...(takes(kind, 'values') ? { values: { a: 'default' } } : {}), ...(takes(kind, 'to') ? { to: 'stores' } : {}) };
      for (const option of KIND_OPTIONS) {
        const accepted = errorsOf({ ...CONTRACT_EXAMPLE, fields: { ...CONTRACT_EXAMPLE.fields, extra: { ...base, [option]: samples[option] } } }).length === 0;
        if (accepted !== takes(kind, option)) wrong.push(`${kind}.${option}: ${accepted ? 'accepted' : 'refused'}`);
      }
      // a field as the helpers and the designer start it is in the format
      if (errorsOf({ ...CONTRACT_EXAMPLE, fields: { ...CONTRACT_EXAMPLE.fields, extra: { ...kindDefaults(kind), ...base } } }).length)
        wrong.push(`${kind}: its defaults`);
    }
    expect(wrong).toEqual([]);
    expect(f.phone()).toMatchObject(KINDS.phone.defaults);
    expect(f.money().min).toBe(0);
  });
});
