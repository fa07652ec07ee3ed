/**
 * A list's filters through a reference (a field's `filterThrough`): `cabinetId.areaId=3` lists the
 * alarms whose cabinet is in area 3. The referenced records that match are looked up with their
 * own list query (the value checked and typed as their field stores it, on either engine), and the
 * list is restricted to those ids, as store scope one hop away is.
 */
import { collectionOf, type ResourceDef } from '../../resources/define';
import type { Registry } from '../../resources/registry';
import { badRequest } from '../envelope';
import { say } from '../messages';
import type { Records } from '../db/records';
import { parseListQuery, restrictTo, type ListQuery } from '../api/list-query';

/** One filter through a reference: `field` refers to `target`, whose `through` field holds one of the values. */
interface Through {
  field: string;
  target: ResourceDef;
  through: string;
  raw: unknown;
}

/** The list query's parameters without its filters through references, and those filters (400 for one the schema does not declare). */
export function splitThrough(def: ResourceDef, registry: Registry, query: Record<string, unknown>): { rest: Record<string, unknown>; through: Through[] } {
  const rest: Record<string, unknown> = {};
  const through: Through[] = [];
  for (const [key, raw] of Object.entries(query)) {
    const dot = key.indexOf('.');
    if (dot < 0 || key.includes('|')) {
      rest[key] = raw;
      continue;
    }
    const field = key.slice(0, dot);
    const name = key.slice(dot + 1);
    const f = Object.prototype.hasOwnProperty.call(def.fields, field) ? def.fields[field] : undefined;
    const target = f?.kind === 'reference' && f.filterThrough?.includes(name) ? registry.byName(f.to) : undefined;
    if (!target) throw badRequest(say('list.unknown_parameter', { name: key, resource: def.name }));
    through.push({ field, target, through: name, raw });
  }
  return { rest, through };
}

/** Restricts `q` to the records whose reference leads to a record matching each filter through it. */
export async function applyThrough(q: ListQuery, through: readonly Through[], records: Records): Promise<void> {
  for (const t of through) {
    const matching = parseListQuery(t.target, { [t.through]: t.raw });
    const rows = await records.where(t.target, collectionOf(t.target), matching.filters);
    restrictTo(
      q,
      t.field,
      rows.map((r) => String(r.id)),
    );
  }
}
