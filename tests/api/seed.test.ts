import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { openApiDocument } from '../../server/api/openapi';
import { loadDemos, loadRegistry } from '../../server/load-registry';
import { checkReferences, demoProblems, generateResourceData } from '../../server/seed';
import { collectionOf } from '../../resources/define';
import { validateStored } from '../../resources/validate';
import { ruleErrors } from '../../resources/rules';

describe('demo data from the schemas', () => {
  it('is deterministic, in reference order, with every reference resolved', async () => {
    const registry = await loadRegistry();
    const demos = await loadDemos();
    const a = generateResourceData(registry, demos, 4);
    const b = generateResourceData(registry, demos, 4);
    const strip = (db: Record<string, Record<string, unknown>[]>) => JSON.stringify(db, (k, v) => (k === 'passwordHash' ? undefined : v));
    expect(strip(a)).toBe(strip(b));
    expect(checkReferences(registry, a)).toEqual([]);
    for (const def of registry.all)
      if (!def.collection && Number(demos.get(def.name)?.count ?? 0) > 0) expect(a[def.name]?.length, def.name).toBeGreaterThan(0);
    const json = JSON.stringify(a);
    expect(json.length).toBeLessThan(8 * 1024 * 1024);
  });

  it('refuses a demo file that does not match its schema instead of ignoring it', async () => {
    const registry = await loadRegistry();
    const demos = await loadDemos();
    expect(demoProblems(registry, demos)).toEqual([]);
    const wrong = new Map([
      ...demos,
      ['no-such-thing', { resource: 'no-such-thing', count: 1 }],
      ['batteries', { ...demos.get('batteries')!, fields: { snn: () => 'x' } }],
    ]);
    expect(demoProblems(registry, wrong)).toEqual([
      'batteries.demo.ts: `snn` is not a field of `batteries`',
      'no-such-thing.demo.ts: no schema declares the resource `no-such-thing`',
    ]);
    expect(() => generateResourceData(registry, wrong, 4)).toThrow(/do not match their schemas/);
  });

  it('passes its own schemas: the server’s validator, unique values, and the document’s read schema (ajv)', async () => {
    const registry = await loadRegistry();
    const demos = await loadDemos();
    const db = generateResourceData(registry, demos, 4);
    const doc = openApiDocument(registry);
    const ajv = new Ajv2020({ strict: false, allErrors: true, multipleOfPrecision: 9 });
    addFormats(ajv);
    ajv.addSchema({ $id: 'doc', components: doc.components });
    const problems: string[] = [];
    for (const def of registry.all) {
      const rows = db[collectionOf(def)] ?? [];
      const read = ajv.compile({ $ref: `doc#/components/schemas/${def.name}` });
      for (const row of rows) {
        // its kind's rules, and the conditional ones (a rejected refund has its reason)
        const errors = { ...ruleErrors(def, row), ...validateStored(def, row) };
        for (const [field, message] of Object.entries(errors)) problems.push(`${def.name} #${row.id} ${field}=${JSON.stringify(row[field])}: ${message}`);
        // as the API answers it: without the kept hashes of write-only fields
        const answer = Object.fromEntries(Object.entries(row).filter(([k]) => k in def.fields && !def.fields[k].writeOnly));
        if (!read(answer)) problems.push(`${def.name} #${row.id}: ${ajv.errorsText(read.errors)}`);
      }
      for (const [name, field] of Object.entries(def.fields)) {
        if (!field.unique) continue;
        const values = rows
          .map((r) => r[name])
          .filter((v) => v !== undefined)
          .map((v) => String(v).toLowerCase());
        if (new Set(values).size !== values.length) problems.push(`${def.name}.${name}: unique, but the demo data repeats a value`);
      }
    }
    expect(problems.slice(0, 20)).toEqual([]);
  });
});
