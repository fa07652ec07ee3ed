/**
 * The calls of CONTRACT §2.4 as the data-model screen makes them: every resource's declaration,
 * drafts, publish (or its dry run), the published history, revert, delete. The data provider has
 * them as methods of its own (`listSchemas`, `getSchema`, …: react-admin's `useDataProvider()` proxy
 * calls methods, with its log-out on a 401); `useSchemasApi()` hands them on as one object.
 * A refusal rejects with react-admin's HttpError, its `body` the envelope's data (`errors` keyed by
 * JSON path; `invalid`, `examples` and `changes` of a publish that would break records; `records`).
 */
import type { Change, Declaration } from '../../resources/declarations';
import type { ResourceDef } from '../../resources/define';

export type SchemaStatus = 'published' | 'draft' | 'changed' | 'deleted';

export interface SchemaSummary {
  name: string;
  /** Its name per language, from its declaration (the draft's while unpublished). */
  names?: Partial<Record<'zh_CN' | 'en' | 'fr' | 'ar', string>>;
  builtIn: boolean;
  /** The version in force (0: none — a built-in resource as shipped, or a draft never published). */
  version: number;
  /** A deleted one's last version: what a restore brings back. */
  lastVersion?: number;
  status: SchemaStatus;
  updatedAt: string | null;
  route?: string;
  privilege?: string;
  /** How many records the resource holds. */
  records?: number;
}

export interface SchemaDetail {
  name: string;
  builtIn: boolean;
  /** The declaration in force; a built-in resource's whole (its custom fields merged, its labels from the catalogues), version 0 until custom fields are published. */
  published: { version: number; declaration: Declaration } | null;
  /** A built-in resource only: its custom fields as published (what the designer edits). */
  extension?: { version: number; declaration: Declaration } | null;
  draft: { declaration: Declaration; savedAt: string; savedBy: { id: string; name: string } } | null;
  /** A built-in resource's own schema (custom fields come on top of it). */
  base?: ResourceDef;
  records?: number;
  updatedAt: string | null;
}

/**
 * What a publish writes into the stored records its new rules would break (CONTRACT §2.4): per field, a value, or
 * `{copyFrom: 'field'}` — each record's value of another field.
 */
export type Backfill = Record<string, unknown>;

export interface PublishOptions {
  /** Only say what it would change and break, or fill. */
  dryRun?: boolean;
  backfill?: Backfill;
}

/** What the designer edits as in force: a declared resource's declaration, a built-in one's custom fields. */
export const editableInForce = (detail: SchemaDetail): { version: number; declaration: Declaration } | null =>
  detail.builtIn ? (detail.extension ?? null) : detail.published;

export interface PublishResult {
  version?: number;
  changes: Change[];
  /** Per changed field: how many stored records hold a value of it. */
  touches: Record<string, number>;
  invalid: number;
  examples: { id: string; field: string; message: string }[];
  /** Per field: how many stored records its new rules would break, before any backfill. */
  broken?: Record<string, number>;
  /** Per field of the backfill: how many records it fills. */
  backfilled?: Record<string, number>;
  dryRun?: boolean;
}

export interface SchemaVersion {
  version: number;
  publishedAt: string;
  publishedBy: { id: string; name: string };
  changes: Change[];
  /** Per changed field: how many stored records held a value of it at the publish. */
  touches?: Record<string, number>;
  /** Per field: how many records the publish's backfill filled. */
  backfilled?: Record<string, number>;
  declaration: Declaration;
}

export interface SchemasApi {
  list(): Promise<SchemaSummary[]>;
  get(name: string): Promise<SchemaDetail>;
  /** Saves the draft (422: `body.errors` keyed by JSON path). */
  save(name: string, declaration: Declaration): Promise<SchemaDetail>;
  /** Publishes the draft; `dryRun` only says what it would change (409: `body.invalid` records would break). */
  publish(name: string, options?: PublishOptions): Promise<PublishResult>;
  versions(name: string): Promise<SchemaVersion[]>;
  /** Makes an old version the draft. */
  revert(name: string, version: number): Promise<SchemaDetail>;
  /** Deletes a declared resource (409 while it has records, 405 for a built-in one): what each role lost with it. */
  remove(name: string): Promise<DeleteResult>;
  /** The deleted resources (their versions kept). */
  listDeleted(): Promise<SchemaSummary[]>;
  /** Brings a deleted resource back from its last version (published as the next): no role's old grant comes back. */
  restore(name: string): Promise<PublishResult>;
}

/** A role's rights a resource's delete took (CONTRACT §2.4: a restore brings none back). */
export interface RevokedGrant {
  role: string;
  name: string;
  codes: string[];
}
export interface DeleteResult {
  revoked: RevokedGrant[];
}

type Call = <T>(method: string, path: string, options?: { query?: Record<string, string>; body?: unknown }) => Promise<T>;

/** The data provider's methods for these calls (one per call: react-admin's proxy calls methods). */
export interface SchemaMethods {
  listSchemas(): Promise<SchemaSummary[]>;
  getSchema(name: string): Promise<SchemaDetail>;
  saveSchema(name: string, declaration: Declaration): Promise<SchemaDetail>;
  publishSchema(name: string, options?: PublishOptions): Promise<PublishResult>;
  schemaVersions(name: string): Promise<SchemaVersion[]>;
  revertSchema(name: string, version: number): Promise<SchemaDetail>;
  deleteSchema(name: string): Promise<DeleteResult>;
  deletedSchemas(): Promise<SchemaSummary[]>;
  restoreSchema(name: string): Promise<PublishResult>;
}

export function schemaMethods(call: Call): SchemaMethods {
  const at = (name: string) => `/schemas/${encodeURIComponent(name)}`;
  return {
    listSchemas: async () => (await call<{ data: SchemaSummary[] }>('GET', '/schemas')).data,
    getSchema: (name) => call<SchemaDetail>('GET', at(name)),
    saveSchema: (name, declaration) => call<SchemaDetail>('PUT', at(name), { body: declaration }),
    publishSchema: (name, options = {}) =>
      call<PublishResult>('POST', `${at(name)}/publish`, {
        ...(options.dryRun ? { query: { dryRun: 'true' } } : {}),
        ...(options.backfill ? { body: { backfill: options.backfill } } : {}),
      }),
    schemaVersions: async (name) => (await call<{ data: SchemaVersion[] }>('GET', `${at(name)}/versions`)).data,
    revertSchema: (name, version) => call<SchemaDetail>('POST', `${at(name)}/revert`, { body: { version } }),
    deleteSchema: (name) => call<DeleteResult>('DELETE', at(name)),
    deletedSchemas: async () => (await call<{ data: SchemaSummary[] }>('GET', '/schemas', { query: { deleted: 'true' } })).data,
    restoreSchema: (name) => call<PublishResult>('POST', `${at(name)}/restore`),
  };
}

/** The calls as one object, over the data provider's methods. */
export const schemasApiOf = (p: SchemaMethods): SchemasApi => ({
  list: (...args) => p.listSchemas(...args),
  get: (...args) => p.getSchema(...args),
  save: (...args) => p.saveSchema(...args),
  publish: (...args) => p.publishSchema(...args),
  versions: (...args) => p.schemaVersions(...args),
  revert: (...args) => p.revertSchema(...args),
  remove: (...args) => p.deleteSchema(...args),
  listDeleted: (...args) => p.deletedSchemas(...args),
  restore: (...args) => p.restoreSchema(...args),
});
