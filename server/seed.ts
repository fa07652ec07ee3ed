/**
 * Builds the demo database from the schemas and their demo files (`<name>.demo.ts`, beside each
 * schema): collections in dependency order, each record field by field (the demo file's generator,
 * else the kind's default), deterministic, then checked so every reference resolves.
 */
import { collectionOf, type ResourceDef } from '../resources/define';
import { Gen, type DemoDef, type GenContext } from '../resources/demo-gen';
import { KIND_DEMOS } from '../kinds/demo';
import type { Registry } from '../resources/registry';
import { hashPassword } from './passwords';
import type { DbState, Row } from './row';

/** The demo files by resource name (server/load-registry.ts `loadDemos`). */
export type Demos = ReadonlyMap<string, DemoDef>;

function generateResource(registry: Registry, def: ResourceDef, demo: DemoDef | undefined, db: Record<string, Row[]>, rounds: number): Row[] {
  const g = new Gen(`demo:${def.name}`);
  const fixed = demo?.rows?.(g, registry) ?? [];
  const count = demo?.count ?? 0;
  const total = fixed.length + (typeof count === 'function' ? count(db) : count);
  const gens = demo?.fields ?? {};
  const rows: Row[] = [];
  // a unique field's values so far (as the server compares them: text, ignoring case); a generated value already taken is drawn again
  const taken = new Map(Object.entries(def.fields).flatMap(([name, field]) => (field.unique ? [[name, new Set<string>()] as const] : [])));
  for (let index = 0; index < total; index++) {
    const given = fixed[index] ?? {};
    const record: Row = {};
    const ctx: GenContext = { index, record, db };
    for (const [name, field] of Object.entries(def.fields)) {
      if (field.computed) continue; // worked out when read (resources/computed.ts), never stored
      const draw = (): unknown => {
        if (gens[name]) return gens[name](g, ctx);
        if (name === 'id') return String(index + 1);
        return KIND_DEMOS[field.kind].demo(g, field, ctx, name);
      };
      let value: unknown = name in given ? given[name] : draw();
      const seen = taken.get(name);
      const key = () => String(value).toLowerCase();
      if (seen && !(name in given))
        for (let tries = 0; value !== undefined && value !== null && value !== '' && seen.has(key()); tries++) {
          if (tries === 50) throw new Error(`${def.name}.${name}: the demo generator gave taken values 50 times in a row (record ${index + 1})`);
          value = draw();
        }
      if (seen && value !== undefined && value !== null && value !== '') seen.add(key());
      if (value !== undefined) record[name] = value;
    }
    if (record.id === undefined) record.id = String(index + 1);
    for (const [name, field] of Object.entries(def.fields)) {
      if (!field.writeOnly) continue;
      if (typeof record[name] === 'string') record[`${name}Hash`] = hashPassword(String(record[name]), rounds);
      delete record[name];
    }
    rows.push(record);
  }
  return rows;
}

/** Problems with references in a generated database (empty when consistent). */
export function checkReferences(registry: Registry, db: Record<string, Row[]>): string[] {
  const problems: string[] = [];
  for (const def of registry.all) {
    const rows = db[collectionOf(def)] ?? [];
    for (const [name, field] of Object.entries(def.fields)) {
      if (field.kind !== 'reference' && field.kind !== 'referenceMany') continue;
      const target = registry.byName(field.to);
      if (!target) continue;
      const ids = new Set((db[collectionOf(target)] ?? []).map((r) => String(r.id)));
      for (const row of rows) {
        const v = row[name];
        if (v === undefined || v === null) continue;
        for (const id of Array.isArray(v) ? v : [v])
          if (!ids.has(String(id))) problems.push(`${def.name} #${row.id}: ${name} → ${field.to} #${id} does not exist`);
      }
    }
  }
  return problems;
}

/**
 * Demo files that would be silently ignored: one for a resource no schema declares, a generator
 * for a field its schema does not declare (a spread helper escapes the type check of defineDemo)
 * or for a computed one (worked out when read, never stored).
 */
export function demoProblems(registry: Registry, demos: Demos): string[] {
  return [...demos].flatMap(([name, demo]) => {
    const def = registry.byName(name);
    if (!def) return [`${name}.demo.ts: no schema declares the resource \`${name}\``];
    return Object.keys(demo.fields ?? {}).flatMap((field) =>
      !(field in def.fields)
        ? [`${name}.demo.ts: \`${field}\` is not a field of \`${name}\``]
        : def.fields[field].computed
          ? [`${name}.demo.ts: \`${field}\` is computed when read, never stored: it takes no generator`]
          : [],
    );
  });
}

export function generateResourceData(registry: Registry, demos: Demos, rounds = 10): Record<string, Row[]> {
  const wrong = demoProblems(registry, demos);
  if (wrong.length) throw new Error(`Demo files that do not match their schemas:\n${wrong.join('\n')}`);
  const db: Record<string, Row[]> = {};
  for (const def of registry.generationOrder) db[collectionOf(def)] = generateResource(registry, def, demos.get(def.name), db, rounds);
  // records made from the whole database (a ledger): after every collection, in the same order
  for (const def of registry.generationOrder) {
    const derive = demos.get(def.name)?.derive;
    if (derive) db[collectionOf(def)] = derive(db) as Row[];
  }
  const problems = checkReferences(registry, db);
  if (problems.length) throw new Error(`The demo data has dangling references:\n${problems.slice(0, 10).join('\n')}`);
  return db;
}

export function generateDatabase(registry: Registry, demos: Demos, extra: () => DbState, rounds = 10): DbState {
  return { ...generateResourceData(registry, demos, rounds), ...extra() };
}
