/**
 * Record-level rules shared by the resource routes: output shaping, uniqueness, references in use.
 * Uniqueness and reference checks are point lookups in the collection index (list-query.ts), not
 * scans: at 100,000 rows a scan per check was most of a create's time.
 */
import { collectionOf, type ResourceDef } from '../../resources/define';
import type { Registry } from '../../resources/registry';
import type { Row } from '../store';
import type { DataStore } from '../store';
import { listIndex, type KeysOf } from './list-query';

/** How a unique field's values compare: as lower-cased text; empty (undefined, null) never clashes. */
const uniqueKey =
  (name: string): KeysOf =>
  (row) => {
    const v = row[name];
    return v === undefined || v === null ? undefined : String(v).toLowerCase();
  };

/** The ids a reference field holds (referenceMany: each element). */
const referenceKeys =
  (name: string): KeysOf =>
  (row) => {
    const v = row[name];
    return Array.isArray(v) ? v.map(String) : v === undefined ? undefined : String(v);
  };

/** A record as it leaves the server: only declared fields, never write-only ones or hashes. */
export function present(def: ResourceDef, row: Row): Row {
  const out: Row = {};
  for (const [name, field] of Object.entries(def.fields)) {
    if (field.writeOnly) continue;
    if (row[name] !== undefined) out[name] = row[name];
  }
  return out;
}

/** What a record is called where it is referred to: its title field, else its id. */
export function recordTitle(def: ResourceDef, row: Row): string {
  const v = row[def.title];
  return v === undefined || v === null || v === '' ? `#${String(row.id)}` : String(v);
}

/** Fields whose value clashes with another record's (unique fields; case-insensitive). */
export function uniqueClashes(def: ResourceDef, store: DataStore, values: Row, selfId?: string): string[] {
  const clashes: string[] = [];
  const index = listIndex(store, collectionOf(def));
  for (const [name, field] of Object.entries(def.fields)) {
    if (!field.unique || values[name] === undefined || values[name] === null || values[name] === '') continue;
    const v = String(values[name]).toLowerCase();
    if (index.lookup(`unique\u0000${name}`, uniqueKey(name), v).some((r) => String(r.id) !== selfId)) clashes.push(name);
  }
  return clashes;
}

/** The record of `def` whose unique field `name` holds `value` (case-insensitive), if any: a point lookup. */
export function findByValue(store: DataStore, def: ResourceDef, name: string, value: string): Row | undefined {
  return listIndex(store, collectionOf(def)).lookup(`unique\u0000${name}`, uniqueKey(name), value.toLowerCase())[0];
}

/** Referenced records that do not exist: field → missing id. */
export function danglingReferences(def: ResourceDef, registry: Registry, store: DataStore, values: Row): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, field] of Object.entries(def.fields)) {
    if (field.kind !== 'reference' && field.kind !== 'referenceMany') continue;
    const v = values[name];
    if (v === undefined || v === null || v === '') continue;
    const target = registry.byName(field.to);
    if (!target) continue;
    const index = listIndex(store, collectionOf(target));
    const list = Array.isArray(v) ? v : [v];
    const missing = list.find((x) => !index.find(String(x)));
    if (missing !== undefined) out[name] = String(missing);
  }
  return out;
}

/** Records of other collections that point at `id` of `def` (which block its deletion). */
export function dependentsOf(def: ResourceDef, registry: Registry, store: DataStore, id: string): { resource: string; field: string; count: number }[] {
  const targetCollection = collectionOf(def);
  const seen = new Set<string>();
  const out: { resource: string; field: string; count: number }[] = [];
  for (const other of registry.all) {
    for (const [name, field] of Object.entries(other.fields)) {
      if (field.kind !== 'reference' && field.kind !== 'referenceMany') continue;
      const target = registry.byName(field.to);
      if (!target || collectionOf(target) !== targetCollection) continue;
      const key = `${collectionOf(other)}.${name}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const count = listIndex(store, collectionOf(other))
        .lookup(`ref\u0000${name}`, referenceKeys(name), id)
        .filter((r) => !(collectionOf(other) === targetCollection && String(r.id) === id)).length;
      if (count) out.push({ resource: other.name, field: name, count });
    }
  }
  return out;
}

/** The fields that differ between two versions, for the audit log. */
export function diff(before: Row, after: Row): { previousData: Row; data: Row } {
  const previousData: Row = {};
  const data: Row = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (key === 'passwordHash') continue;
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) {
      previousData[key] = before[key];
      data[key] = after[key];
    }
  }
  return { previousData, data };
}
