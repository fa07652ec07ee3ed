/**
 * Store scope (a schema's `scope`): a caller bound to a store only ever reads and writes the
 * records of its store; a record of another store answers exactly as a missing one does.
 */
import type { ResourceDef } from '../../resources/define';
import type { Caller } from '../rbac';
import type { Row } from '../row';

export interface Scope {
  readonly field: string;
  readonly storeId: string;
}

/** The caller's store, when the resource is store-scoped and the caller is bound to a store. */
export function scopeOf(def: ResourceDef, caller: Caller): Scope | undefined {
  return def.scope && caller.storeId ? { field: def.scope.field, storeId: caller.storeId } : undefined;
}

/** Whether `row` is in the caller's scope (always, when the resource or the caller is not scoped). */
export function inScope(def: ResourceDef, caller: Caller, row: Row): boolean {
  const s = scopeOf(def, caller);
  return !s || String(row[s.field] ?? '') === s.storeId;
}
