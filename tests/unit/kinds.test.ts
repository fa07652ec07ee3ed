/**
 * One home per field kind (kinds/): every kind has every part in each registry, and each family's
 * value check, JSON Schema, demo value and text still say what they said.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONTROL_CHARACTER_PATTERN, isText } from '../../kinds/text';
import { isFigure } from '../../kinds/number';
import { isReference } from '../../kinds/reference';
import { FIELD_KINDS, f, type FieldDef, type FieldKind } from '../../resources/define';
import { Gen, type GenContext } from '../../resources/demo-gen';
import { checkValue } from '../../resources/validate';
import { KINDS } from '../../kinds';
import { KIND_CELLS } from '../../kinds/cells';
import { KIND_DEMOS } from '../../kinds/demo';
import { KIND_IMPORTS } from '../../kinds/imports';
import { geoText } from '../../kinds/geo';
import { ID_UI } from '../../kinds/id.ui';
import type { CellRead, CellReading, KindCore, KindUi } from '../../kinds/types';
import { KIND_UI } from '../../kinds/ui';
import { fieldText } from '../../src/schema/list/columns';
import { registry } from '../../src/schema/registry';

// What a kind that lacks a part, or a registry that lacks a kind, is: a type error (tsc checks these lines).
// @ts-expect-error a kind's UI without its filter
const _noFilter: KindUi = { field: ID_UI.id.field, input: () => null };
// @ts-expect-error a kind's core without its JSON Schema
const _noSchema: KindCore = { check: () => undefined };
// @ts-expect-error a registry without every kind
const _notEvery: Record<FieldKind, KindUi> = { ...ID_UI };
void [_noFilter, _noSchema, _notEvery];

const PARTS = {
  core: [KINDS, ['check', 'jsonSchema']],
  demo: [KIND_DEMOS, ['demo']],
  import: [KIND_IMPORTS, ['fromCell']],
  cell: [KIND_CELLS, ['cell', 'text']],
  ui: [KIND_UI, ['field', 'input', 'filter']],
} as const;

describe('the kinds’ registries', () => {
  it.each(Object.entries(PARTS))('%s: every kind, every part a function, no other key', (_name, [reg, parts]) => {
    expect(Object.keys(reg).sort()).toEqual([...FIELD_KINDS].sort());
    for (const kind of FIELD_KINDS)
      for (const part of parts) expect(typeof (reg[kind] as unknown as Record<string, unknown>)[part], `${kind}.${part}`).toBe('function');
  });
  it('names each family of kinds once: the figures, the references, the texts (what the server, the designer and the lists ask)', () => {
    const of = (is: (f: FieldDef) => boolean) => FIELD_KINDS.filter((kind) => is({ kind } as FieldDef));
    expect(of(isFigure)).toEqual(['number', 'money', 'percent']);
    expect(of(isReference)).toEqual(['reference', 'referenceMany']);
    expect(of(isText)).toEqual(['text', 'longText', 'phone', 'email', 'url', 'image']);
    expect(isReference(undefined) || isText(undefined) || isFigure(undefined)).toBe(false);
  });
  it('gives every list cell an alignment, figures to the right', () => {
    for (const kind of FIELD_KINDS) expect(['left', 'right']).toContain(KIND_CELLS[kind].align);
    expect(FIELD_KINDS.filter((k) => KIND_CELLS[k].align === 'right').sort()).toEqual(['money', 'number', 'percent']);
  });
  it('keeps what the server loads free of React: the core, demo and import halves import only each other (and the pattern generator, the locales)', () => {
    const dir = path.resolve(__dirname, '../../kinds');
    const serverSide = readdirSync(dir).filter((file) => /\.ts$/.test(file) && !['cells.ts', 'ui.ts', 'types.ts'].includes(file));
    expect(serverSide).toContain('text.demo.ts');
    const imports = serverSide.flatMap((file) =>
      [...readFileSync(path.join(dir, file), 'utf8').matchAll(/^import (?!type )[^;]*? from '([^']+)';/gm)].map(([, from]) => `${file}: ${from}`),
    );
    expect(imports).toContain('text.demo.ts: randexp');
    expect(imports).toContain('time.import.ts: ./number.import');
    for (const line of imports) expect(line).toMatch(/: (\.\/\w+(\.demo|\.import)?|randexp|\.\.\/i18n\/locales)$/);
  });
});

/** A field's value checks: each of `ok` passes, each of `bad` gives its error key. */
const cases: [string, FieldDef, unknown[], [unknown, string][]][] = [
  [
    'text',
    f.text({ maxLength: 3, minLength: 2 }),
    ['ab', 'abc'],
    [
      [1, 'app.validation.type'],
      ['a', 'app.validation.tooShort'],
      ['abcd', 'app.validation.tooLong'],
    ],
  ],
  [
    'text pattern',
    f.text({ pattern: 'MD\\d{2}', patternMessage: 'x.sn' }),
    ['MD12'],
    [
      ['MD1', 'x.sn'],
      ['xMD12', 'x.sn'],
    ],
  ],
  ['longText', f.longText(), ['a'.repeat(5000)], [['a'.repeat(5001), 'app.validation.tooLong']]],
  ['phone', f.phone(), ['13800000000'], [['1380000000', 'app.validation.phone']]],
  ['email', f.email(), ['a@b.cn'], [['a@b', 'app.validation.email']]],
  ['url', f.url(), ['https://x.cn/a', '/files/a.png'], [['foo', 'app.validation.url']]],
  ['image', f.image(), ['/a.png'], [['javascript:alert(1)', 'app.validation.url']]],
  [
    'number',
    f.number({ min: 1, max: 5, integer: true }),
    [1, 5],
    [
      ['1', 'app.validation.number'],
      [Infinity, 'app.validation.number'],
      [1.5, 'app.validation.integer'],
      [0, 'app.validation.tooSmall'],
      [6, 'app.validation.tooLarge'],
    ],
  ],
  [
    'money',
    f.money(),
    [0, 12.34],
    [
      [12.345, 'app.validation.money'],
      [-1, 'app.validation.tooSmall'],
    ],
  ],
  ['percent', f.percent(), [0, 100], [[101, 'app.validation.tooLarge']]],
  ['boolean', f.boolean(), [true, false], [['true', 'app.validation.type']]],
  [
    'date',
    f.date(),
    ['2026-01-31'],
    [
      ['2026-1-31', 'app.validation.date'],
      ['2026-13-01', 'app.validation.date'],
      ['2026-01-31T00:00:00Z', 'app.validation.date'],
    ],
  ],
  [
    'datetime',
    f.datetime(),
    ['2026-01-31T08:00:00.000Z', '2026-01-31T08:00:00+08:00'],
    [
      ['yesterday', 'app.validation.date'],
      [1, 'app.validation.date'],
    ],
  ],
  [
    'enum',
    f.enum({ open: 'info', closed: 'default' }),
    ['open'],
    [
      ['toString', 'app.validation.enum'],
      ['OPEN', 'app.validation.enum'],
    ],
  ],
  ['reference', f.ref('stores'), ['1', 2], [[{ id: 1 }, 'app.validation.type']]],
  [
    'referenceMany',
    f.refMany('stores'),
    [['1', 2], []],
    [
      ['1', 'app.validation.type'],
      [[{}], 'app.validation.type'],
      [Array(1001).fill('1'), 'app.validation.type'],
    ],
  ],
  [
    'geo',
    f.geo(),
    [{ lng: 108.9, lat: 34.3 }],
    [
      [{ lng: 181, lat: 0 }, 'app.validation.geo'],
      [{ lng: 1 }, 'app.validation.geo'],
      [{ lng: 1, lat: 2, alt: 3 }, 'app.validation.geo'],
      [[1, 2], 'app.validation.geo'],
    ],
  ],
  ['json', f.json(), [{ a: [1] }, 'x', 0], []],
  ['id', f.id(), ['7', 7], [[null, 'app.validation.type']]],
];

describe('each family’s value check (checkValue → its kind’s check)', () => {
  it.each(cases)('%s', (_name, field, ok, bad) => {
    for (const v of ok) expect(checkValue(field, v), JSON.stringify(v)).toBeUndefined();
    for (const [v, key] of bad) expect(checkValue(field, v), JSON.stringify(v)).toBe(key);
  });
});

describe('each family’s JSON Schema', () => {
  const schema = (field: FieldDef) => KINDS[field.kind].jsonSchema(field);
  it('states the rules the check applies', () => {
    expect(schema(f.text({ maxLength: 3, pattern: 'a+' }))).toEqual({
      type: 'string',
      maxLength: 3,
      pattern: '^(?:a+)$',
      not: { pattern: CONTROL_CHARACTER_PATTERN },
    });
    expect(schema(f.email({ pattern: '.+@x\\.cn' }))).toMatchObject({ format: 'email', pattern: '^(?:.+@x\\.cn)$', allOf: [{ pattern: expect.any(String) }] });
    expect(schema(f.money())).toEqual({ type: 'number', minimum: 0, 'x-decimal-places': 2 });
    expect(schema(f.number({ integer: true, max: 9 }))).toEqual({ type: 'integer', maximum: 9 });
    expect(schema(f.enum({ a: 'info', b: 'default' }))).toEqual({ type: 'string', enum: ['a', 'b'] });
    expect(schema(f.refMany('stores'))).toMatchObject({ type: 'array', maxItems: 1000, 'x-reference': 'stores' });
    expect(schema(f.geo())).toMatchObject({ required: ['lng', 'lat'], additionalProperties: false });
    expect(schema(f.date())).toMatchObject({ format: 'date' });
    expect(schema(f.id())).toEqual({ type: 'string', readOnly: true });
  });
});

describe('each family’s demo value passes its own check', () => {
  const fields: FieldDef[] = [
    f.text({ pattern: 'MD\\d{5}' }),
    f.text({ maxLength: 4 }),
    f.longText(),
    f.phone(),
    f.email(),
    f.number({ min: 3, max: 4 }),
    f.money(),
    f.percent(),
    f.boolean(),
    f.date(),
    f.datetime(),
    f.enum({ a: 'info', b: 'default' }),
    f.ref('stores'),
    f.refMany('stores'),
    f.geo(),
  ];
  const ctx: GenContext = { index: 4, record: {}, db: { stores: [{ id: '1' }, { id: '2' }] } };
  it.each(fields.map((field) => [field.kind, field] as const))('%s', (_kind, field) => {
    const g = new Gen('kinds-test');
    for (let i = 0; i < 20; i++) {
      const v = KIND_DEMOS[field.kind].demo(g, field, ctx, 'name');
      expect(v).toBeDefined();
      expect(checkValue(field, v), JSON.stringify(v)).toBeUndefined();
    }
  });
  it('gives no made-up link, picture or JSON', () => {
    const g = new Gen('kinds-test');
    for (const field of [f.url(), f.image(), f.json()]) expect(KIND_DEMOS[field.kind].demo(g, field, ctx, 'x')).toBeUndefined();
  });
});

describe('each family’s text (exports, cards, search results)', () => {
  const def = registry.all[0];
  const env = { titles: { storeId: { '1': '一号店' } }, lang: 'en', translate: (key: string, o?: Record<string, unknown>) => String(o?._ ?? key) };
  const text = (field: FieldDef, v: unknown, name = 'x') => fieldText(def, name, field, { id: 1, [name]: v }, env);
  it('reads each kind', () => {
    expect(text(f.money(), 1234.5)).toBe('CN¥1,234.50');
    expect(text(f.number(), 1234)).toBe('1,234');
    // a number's unit follows it as a word of its own (no-break space); money and percent have theirs already
    expect(text(f.number({ unit: 'kW' }), 1234.5)).toBe('1,234.5\u00a0kW');
    expect(text(f.percent(), 8)).toBe('8%');
    // a percent's figure in the language's own digits and decimal sign, as a number's (the record page's header writes the same)
    expect(fieldText(def, 'x', f.percent(), { id: 1, x: 45.5 }, { ...env, lang: 'fr' })).toBe('45,5%');
    expect(text(f.boolean(), true)).toBe('ra.boolean.true');
    expect(text(f.ref('stores'), '1', 'storeId')).toBe('一号店');
    expect(text(f.refMany('stores'), ['1', '9'], 'storeId')).toBe('一号店, #9');
    expect(text(f.geo(), { lng: 108.94, lat: 34.34 })).toBe('34.34000, 108.94000');
    expect(text(f.text(), '')).toBe('');
    expect(text(f.json(), { a: 1 })).toBe('{"a":1}');
  });
  it('writes a point one way everywhere: latitude, longitude', () => {
    expect(geoText({ lng: 1.5, lat: -2 })).toBe('-2.00000, 1.50000');
    expect(geoText({ lng: 1 })).toBe('');
    expect(geoText(undefined)).toBe('');
  });
});

describe('each family’s reading of a list’s query string (server/api/list-query.ts asks the kind)', () => {
  const parse = (kind: FieldKind, text: string) => KINDS[kind].fromQuery?.parse(text);
  it('reads figures and yes/no, refuses what is none, leaves other kinds’ text as it is', () => {
    for (const kind of ['number', 'money', 'percent'] as const) {
      expect(parse(kind, '20')).toBe(20);
      expect(parse(kind, '-3.5')).toBe(-3.5);
      for (const bad of ['', ' ', 'high', 'NaN', 'Infinity']) expect(parse(kind, bad), `${kind} ${bad}`).toBeUndefined();
      expect(KINDS[kind].fromQuery?.error).toBe('list.number');
    }
    expect(parse('boolean', 'true')).toBe(true);
    expect(parse('boolean', 'false')).toBe(false);
    expect(parse('boolean', 'yes')).toBeUndefined();
    expect(KINDS.boolean.fromQuery?.error).toBe('list.boolean');
    for (const kind of ['text', 'enum', 'reference', 'date', 'id'] as const) expect(KINDS[kind].fromQuery, kind).toBeUndefined();
  });
  it('filters by a range the figures, the days and the moments only', () => {
    expect(FIELD_KINDS.filter((k) => KINDS[k].ranged).sort()).toEqual(['date', 'datetime', 'money', 'number', 'percent']);
  });
});

describe('each family’s reading of an import’s cell (server/records/import.ts asks the kind)', () => {
  /** A reading with the words and records a test needs: yes/no in Chinese, a store named 西安旗舰店 (id 7). */
  const reading = (text: string): CellReading => ({
    text,
    dates: { locale: 'zh_CN', tzOffset: -480 },
    yesNo: (t) => (t === '是' ? true : t === '否' ? false : undefined),
    enumKey: (t) => ({ 空闲: 'idle', idle: 'idle' })[t],
    reference: async (_field, t) => (t === '西安旗舰店' || t === '7' ? { value: '7' } : { refused: 'import.unknown_reference', text: t }),
  });
  const read = (field: FieldDef, cell: string | number | boolean | Date): Promise<CellRead> =>
    Promise.resolve(KIND_IMPORTS[field.kind].fromCell(field, cell, reading(cell instanceof Date ? cell.toISOString() : String(cell).trim())));

  it('reads what the export writes, and refuses what is none with the kind’s message', async () => {
    for (const field of [f.number(), f.money(), f.percent()]) {
      expect(await read(field, '1 234,5')).toEqual({ value: 1234.5 });
      expect(await read(field, '٤٥٫٥')).toEqual({ value: 45.5 });
      expect(await read(field, 'high')).toEqual({ refused: 'import.not_number' });
    }
    expect(await read(f.percent(), '45%')).toEqual({ value: 45 });
    expect(await read(f.boolean(), '是')).toEqual({ value: true });
    expect(await read(f.boolean(), false)).toEqual({ value: false });
    expect(await read(f.boolean(), 'maybe')).toEqual({ refused: 'import.not_boolean' });
    expect(await read(f.date(), '2026/11/23')).toEqual({ value: '2026-11-23' });
    expect(await read(f.datetime(), '2026/11/23 14:05:09')).toEqual({ value: '2026-11-23T06:05:09.000Z' });
    expect(await read(f.date(), 'soon')).toEqual({ refused: 'import.not_date' });
    const state = f.enum({ idle: 'info' });
    expect(await read(state, '空闲')).toEqual({ value: 'idle' });
    expect(await read(state, 'busy')).toEqual({ refused: 'import.unknown_enum' });
    expect(await read(f.geo(), '34.34, 108.94')).toEqual({ value: { lat: 34.34, lng: 108.94 } });
    expect(await read(f.geo(), 'Xi’an')).toEqual({ invalid: 'app.validation.geo' });
    expect(await read(f.json(), '{"a":1}')).toEqual({ value: { a: 1 } });
    expect(await read(f.json(), '{a')).toEqual({ invalid: 'app.validation.type' });
    expect(await read(f.text(), '  two words ')).toEqual({ value: 'two words' });
  });
  it('finds references by the names a cell gives, each part of a list of them, and says which part names none', async () => {
    expect(await read(f.ref('stores'), '西安旗舰店')).toEqual({ value: '7' });
    expect(await read(f.refMany('stores'), '西安旗舰店，7')).toEqual({ value: ['7', '7'] });
    expect(await read(f.refMany('stores'), '7、北京店')).toEqual({ refused: 'import.unknown_reference', text: '北京店' });
  });
});
