/**
 * Record-level rules shared by the resource routes: output shaping, uniqueness, references in use.
 * Uniqueness and reference checks are point lookups (the unique fields' and reference fields'
 * indexes), not scans.
 */
import { collectionOf, type ResourceDef } from '../../resources/define';
import type { Registry } from '../../resources/registry';
import type { Records } from '../db/records';
import type { Row } from '../row';

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
export async function uniqueClashes(def: ResourceDef, records: Records, values: Row, selfId?: string): Promise<string[]> {
  const clashes: string[] = [];
  for (const [name, field] of Object.entries(def.fields)) {
    if (!field.unique || values[name] === undefined || values[name] === null || values[name] === '') continue;
    const same = await records.withValue(collectionOf(def), name, String(values[name]));
    if (same.some((r) => String(r.id) !== selfId)) clashes.push(name);
  }
  return clashes;
}

/** The record of `def` whose unique field `name` holds `value` (case-insensitive), if any: a point lookup. */
export async function findByValue(records: Records, def: ResourceDef, name: string, value: string): Promise<Row | undefined> {
  return (await records.withValue(collectionOf(def), name, value))[0];
}

/** Referenced records that do not exist: field → missing id. */
export async function danglingReferences(def: ResourceDef, registry: Registry, records: Records, values: Row): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const [name, field] of Object.entries(def.fields)) {
    if (field.kind !== 'reference' && field.kind !== 'referenceMany') continue;
    const v = values[name];
    if (v === undefined || v === null || v === '') continue;
    const target = registry.byName(field.to);
    if (!target) continue;
    const list = (Array.isArray(v) ? v : [v]).map(String);
    const found = new Set((await records.getMany(collectionOf(target), list)).map((r) => String(r.id)));
    const missing = list.find((x) => !found.has(x));
    if (missing !== undefined) out[name] = missing;
  }
  return out;
}

/** Records of other collections that point at `id` of `def` (which block its deletion). */
export async function dependentsOf(
  def: ResourceDef,
  registry: Registry,
  records: Records,
  id: string,
): Promise<{ resource: string; field: string; count: number; ids: string[] }[]> {
  const targetCollection = collectionOf(def);
  const seen = new Set<string>();
  const out: { resource: string; field: string; count: number; ids: string[] }[] = [];
  for (const other of registry.all) {
    for (const [name, field] of Object.entries(other.fields)) {
      if (field.kind !== 'reference' && field.kind !== 'referenceMany') continue;
      const target = registry.byName(field.to);
      if (!target || collectionOf(target) !== targetCollection) continue;
      const key = `${collectionOf(other)}.${name}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const filter =
        field.kind === 'reference'
          ? ({ kind: 'equal', field: name, values: [id], scope: true } as const)
          : ({ kind: 'contains', field: name, values: [id] } as const);
      const pointing = await records.where(other, collectionOf(other), [filter]);
      const blocking = pointing.filter((r) => !(collectionOf(other) === targetCollection && String(r.id) === id));
      // which ones (the first twenty): a person can open them
      if (blocking.length) out.push({ resource: other.name, field: name, count: blocking.length, ids: blocking.slice(0, 20).map((r) => String(r.id)) });
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

/** The fields copied from a referenced record (`copiedFrom`: an alarm's store, its cabinet's), set in `values` from the record `merged` (as it will be) refers to. */
export async function copyFromReferences(def: ResourceDef, registry: Registry, records: Records, values: Row, merged: Row): Promise<void> {
  for (const [name, field] of Object.entries(def.fields)) {
    const c = field.copiedFrom;
    const via = c && def.fields[c.via];
    const target = via?.kind === 'reference' ? registry.byName(via.to) : undefined;
    if (!c || !target || merged[c.via] === undefined || merged[c.via] === null) continue;
    const from = await records.get(collectionOf(target), String(merged[c.via]));
    values[name] = from?.[c.field];
  }
}
