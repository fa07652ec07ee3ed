/**
 * Store scope (a schema's `scope`, resources/scope.ts): a caller bound to a store only ever reads
 * and writes the records of its store; a record of another store answers exactly as a missing one
 * does. The scope is resolved per call: the store's id, or one hop away the ids of the store's
 * records the scope field refers to (a pile's cabinet: the store's cabinets).
 */
import { collectionOf, type ResourceDef } from '../../resources/define';
import type { Registry } from '../../resources/registry';
import { storeScopeOf } from '../../resources/scope';
import type { Records } from '../db/records';
import type { Caller } from '../rbac';
import type { Row } from '../row';

export interface Scope {
  readonly field: string;
  readonly storeId: string;
  /** The values `field` may hold in the caller's store: the store's id, or (one hop) the ids of its records the field refers to. */
  readonly values: readonly string[];
  /** `field` holds the store itself: the server sets it on a create. */
  readonly direct: boolean;
}

/** The caller's scope on `def`, when the resource is store-scoped and the caller is bound to a store. */
export async function scopeOf(def: ResourceDef, caller: Caller, registry: Registry, records: Records): Promise<Scope | undefined> {
  const storeId = caller.storeId;
  const scope = def.scope && storeId ? storeScopeOf(def, registry.byName) : undefined;
  if (!scope || !storeId) return undefined;
  if (!scope.via) return { field: scope.field, storeId, values: [storeId], direct: true };
  const { resource, field } = scope.via;
  const held = await records.where(resource, collectionOf(resource), [{ kind: 'equal', field, values: [storeId], scope: true }]);
  return { field: scope.field, storeId, values: held.map((r) => String(r.id)), direct: false };
}

/** Whether `row` is in `scope` (always, without one). */
export function inScope(scope: Scope | undefined, row: Row): boolean {
  return !scope || scope.values.includes(String(row[scope.field] ?? ''));
}
