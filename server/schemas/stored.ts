/**
 * Where run-time declarations are kept: one row per resource name in the schemas table
 * (server/db/tables.ts), holding its draft and its published versions — who, when and what changed.
 */
import type { Change, Declaration } from '../../resources/declarations';
import type { Records } from '../db/records';
import { SCHEMAS_TABLE } from '../db/tables';
import type { Row } from '../row';

export interface PublishedVersion {
  readonly version: number;
  readonly declaration: Declaration;
  readonly publishedAt: string;
  /** The publishing user's id and name. */
  readonly publishedBy: { readonly id: string; readonly name: string };
  readonly changes: readonly Change[];
  /** Per changed field: how many stored records held a value of it then (what the history counts). */
  readonly touches?: Readonly<Record<string, number>>;
  /** Per field: how many records its backfill filled at this publish. */
  readonly backfilled?: Readonly<Record<string, number>>;
}

export interface StoredSchema {
  readonly name: string;
  readonly draft: { readonly declaration: Declaration; readonly savedAt: string; readonly savedBy: { readonly id: string; readonly name: string } } | null;
  /** Oldest first; the last is the one in force, unless `deleted`. */
  readonly versions: readonly PublishedVersion[];
  /** The resource was deleted: no version is in force (its history is kept). */
  readonly deleted?: boolean;
  readonly updatedAt: string;
}

export const inForce = (s: StoredSchema): PublishedVersion | undefined => (s.deleted ? undefined : s.versions.at(-1));

export async function storedSchema(records: Records, name: string): Promise<StoredSchema | undefined> {
  return (await records.get(SCHEMAS_TABLE, name)) as StoredSchema | undefined;
}

export async function allStoredSchemas(records: Records): Promise<StoredSchema[]> {
  return (await records.all(SCHEMAS_TABLE)) as unknown as StoredSchema[];
}

/** The declarations in force, by name. */
export async function publishedDeclarations(records: Records): Promise<Declaration[]> {
  return (await allStoredSchemas(records)).flatMap((s) => {
    const v = inForce(s);
    return v ? [v.declaration] : [];
  });
}

export async function keepSchema(records: Records, schema: StoredSchema): Promise<void> {
  const row = { id: schema.name, ...schema } as unknown as Row;
  if (!(await records.update(SCHEMAS_TABLE, schema.name, row))) await records.insert(SCHEMAS_TABLE, row);
}
