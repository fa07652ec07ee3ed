/**
 * Store scope as data (a schema's `scope: {store: <field>}`, CONTRACT §2.6): which field says a
 * record's store — the field itself when it refers to stores, else, one hop away, the store of
 * the record it refers to (a charging pile's cabinet: the cabinet's store). Pure: the server
 * resolves a store-bound caller's records with it, the registry checks a declaration with it.
 */
import { collectionOf, type ResourceDef } from './define';

export const STORES = 'stores';

export interface StoreScope {
  /** The field of the record that the scope reads. */
  readonly field: string;
  /** One hop: the field refers to records of `resource`, whose `field` holds their store. */
  readonly via?: { readonly resource: ResourceDef; readonly field: string };
}

type Lookup = (name: string) => ResourceDef | undefined;

/** Whether a field of `def` refers to stores. */
const refersToStores = (def: ResourceDef, name: string, byName: Lookup): boolean => {
  const field = def.fields[name];
  if (field?.kind !== 'reference') return false;
  const target = byName(field.to);
  return !!target && collectionOf(target) === STORES;
};

/** The field of `def` holding its store: its own scope's, else its one reference to stores. */
function storeFieldOf(def: ResourceDef, byName: Lookup): string | undefined {
  if (def.scope && refersToStores(def, def.scope.store, byName)) return def.scope.store;
  const found = Object.keys(def.fields).filter((name) => refersToStores(def, name, byName));
  return found.length === 1 ? found[0] : undefined;
}

/** How `def`'s records are told apart by store, or `undefined` when it is not store-scoped. Throws a plain Error when its scope cannot be resolved. */
export function storeScopeOf(def: ResourceDef, byName: Lookup): StoreScope | undefined {
  if (!def.scope) return undefined;
  const name = def.scope.store;
  if (refersToStores(def, name, byName)) return { field: name };
  const field = def.fields[name];
  const target = field?.kind === 'reference' ? byName(field.to) : undefined;
  const hop = target && storeFieldOf(target, byName);
  if (!target || !hop)
    throw new Error(
      `scope.store \`${name}\` must be a reference to stores, or to a resource with one reference to stores (a pile's cabinet: the cabinet's store)`,
    );
  return { field: name, via: { resource: target, field: hop } };
}
