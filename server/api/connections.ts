/**
 * How records connect on screen, answered by the server so that a page never asks for what its
 * caller may not read: the titles of the records a row refers to (a rider's name instead of #271)
 * and, per value, the page the caller may open for it — a reference's target, or the record a
 * number points to (a refund's original order number, a swap's battery serials; `pointsTo`).
 *
 * A link names the resource the caller may show that holds the record: the declared target first,
 * else another screen of the same collection whose store scope holds the record (a store manager
 * opens a rider through "store riders"). No link: the title only, as text.
 */
import { canAccess } from '../../resources/access';
import { collectionOf, type ResourceDef } from '../../resources/define';
import { isReference } from '../../kinds/reference';
import type { Registry } from '../../resources/registry';
import type { Caller } from '../rbac';
import type { Records } from '../db/records';
import type { Row } from '../row';
import { findByValue, recordTitle } from './record-rules';

/** Per field, id → title. */
export type Titles = Record<string, Record<string, string>>;
/** Per field, value → the record to open: its resource (as the caller may open it) and id. */
export type Links = Record<string, Record<string, { resource: string; id: string }>>;

export interface Connections {
  titles: Titles;
  links: Links;
}

const valuesOf = (v: unknown): string[] => (Array.isArray(v) ? v : [v]).filter((x) => x !== undefined && x !== null && x !== '').map((x) => String(x));

/** Per set of schemas in force (`registry.all`: a new array after every publish, also behind the live registry), the screens of each schema's collection. */
const screensBySchemas = new WeakMap<readonly ResourceDef[], Map<ResourceDef, ResourceDef[]>>();

/** The screens (resources) of a collection, the declared one first: worked out once per set of schemas, not per row of every list answer. */
export function screensOf(registry: Registry, preferred: ResourceDef): ResourceDef[] {
  let known = screensBySchemas.get(registry.all);
  if (!known) screensBySchemas.set(registry.all, (known = new Map()));
  let screens = known.get(preferred);
  if (!screens) {
    const collection = collectionOf(preferred);
    screens = [preferred, ...registry.all.filter((d) => d !== preferred && collectionOf(d) === collection)];
    known.set(preferred, screens);
  }
  return screens;
}

export async function connectionsOf(registry: Registry, records: Records, def: ResourceDef, rows: readonly Row[], caller: Caller): Promise<Connections> {
  const titles: Titles = {};
  const links: Links = {};
  // which screens of a collection the caller may open, worked out once per answer
  const openable = new Map<ResourceDef, ResourceDef[]>();
  const screensFor = (target: ResourceDef) => {
    let list = openable.get(target);
    if (!list) {
      list = screensOf(registry, target).filter((d) => canAccess(caller.privileges, { resource: d, action: 'show' }));
      openable.set(target, list);
    }
    return list;
  };
  const screenHolding = (target: ResourceDef, row: Row): string | undefined =>
    screensFor(target).find((d) => !d.scope || !caller.storeId || String(row[d.scope.store] ?? '') === caller.storeId)?.name;

  for (const [name, field] of Object.entries(def.fields)) {
    if (field.writeOnly) continue;
    if (isReference(field)) {
      const target = registry.byName(field.to);
      if (!target) continue;
      const fieldTitles: Record<string, string> = {};
      const fieldLinks: Links[string] = {};
      const found = await records.getMany(
        collectionOf(target),
        rows.flatMap((row) => valuesOf(row[name])),
      );
      for (const row of found) {
        const id = String(row.id);
        fieldTitles[id] = recordTitle(target, row);
        const resource = screenHolding(target, row);
        if (resource) fieldLinks[id] = { resource, id };
      }
      titles[name] = fieldTitles;
      links[name] = fieldLinks;
    } else if ('pointsTo' in field && field.pointsTo?.length) {
      const fieldLinks: Links[string] = {};
      for (const row of rows)
        for (const value of valuesOf(row[name])) {
          if (value in fieldLinks) continue;
          for (const p of field.pointsTo) {
            const target = registry.byName(p.resource);
            const found = target && (await findByValue(records, target, p.field, value));
            const resource = target && found && screenHolding(target, found);
            if (resource && found) {
              fieldLinks[value] = { resource, id: String(found.id) };
              break;
            }
          }
        }
      links[name] = fieldLinks;
    }
  }
  return { titles, links };
}
