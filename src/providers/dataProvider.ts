/**
 * react-admin's dataProvider over the envelope API (CONTRACT §2.1). Resource names are the
 * schemas' hash routes (`apps/store/store`); the registry maps them to API names (`stores`).
 */
import { refusedMessage } from '../schema/rights/rightWords';
import { MAX_PAGE_SIZE, listQuery } from './listQuery';
import {
  HttpError,
  type CreateParams,
  type DataProvider,
  type DeleteManyParams,
  type DeleteParams,
  type GetListParams,
  type GetManyParams,
  type GetManyReferenceParams,
  type GetOneParams,
  type Identifier,
  type RaRecord,
  type UpdateManyParams,
  type UpdateParams,
} from 'react-admin';
import type { Registry } from '../../resources/registry';
import { MAX_BULK_IDS } from '../../resources/writes';
import { API_BASE, ApiCallError, type HttpClient, type RequestOptions } from './http';
import type { ImportParams, ImportResult } from './importApi';
import { createRealtime, type RealtimeMethods, type StreamOptions } from './realtime';
import { schemaMethods, type SchemaMethods } from './schemasApi';
import { fieldLabel, resourceLabel } from '../schema/labels';

export interface TransitionParams {
  id: Identifier;
  transition: string;
  data?: Record<string, unknown>;
  /** The version of the record the user saw (sent as If-Match: a record changed meanwhile is a 412). */
  version?: unknown;
}

export interface RecordActionParams {
  id: Identifier;
  action: string;
  data?: Record<string, unknown>;
  version?: unknown;
}

export interface BulkUpdateParams {
  ids: readonly Identifier[];
  data: Record<string, unknown>;
  /** After each call of up to 1,000 records: how many are finished. */
  onProgress?: (finished: number) => void;
}
export interface BulkUpdateResult {
  done: Identifier[];
  /** Each refused record: its status, and why in the user's language (`errors`: the fields that failed, as a 422 names them). */
  refused: { id: Identifier; status: number; reason: string; errors?: Record<string, string> }[];
}

/** One write of a record in its history (`GET /{resource}/{id}/history`). */
export interface HistoryEntry {
  at: string;
  actor: { id: string; name: string };
  action: string;
  via: string;
  changes: { field: string; from: unknown; to: unknown }[];
}

/** The `If-Match` of a write built from a record at `version` (none when the record carries none). */
export const ifMatchOf = (version: unknown): string | undefined => (typeof version === 'number' ? `"${version}"` : undefined);

export type AppDataProvider = DataProvider & {
  /** Runs a record action (the schema's `recordActions`): the record it creates. */
  recordAction(resource: string, params: RecordActionParams): Promise<{ data: RaRecord }>;
  transition(resource: string, params: TransitionParams): Promise<{ data: RaRecord }>;
  history(
    resource: string,
    params: { id: Identifier; page: number; size: number; signal?: AbortSignal },
  ): Promise<{ data: HistoryEntry[]; total: number } & RecordConnections>;
  /** A record's page: the titles of the records it refers to and the pages the user may open for them. */
  references(resource: string, params: { id: Identifier; signal?: AbortSignal }): Promise<RecordConnections>;
  /** Brings a deleted record back from the trash (CONTRACT §2.5): the record as restored. */
  restore(resource: string, params: { id: Identifier }): Promise<{ data: RaRecord }>;
  /** The global search: per collection the user may list, the best matches and how many match in all. */
  search(params: { q: string; limit?: number; signal?: AbortSignal }): Promise<{ groups: SearchGroup[] }>;
  /** A bulk edit (CONTRACT §2.5): the same values on each record, 1,000 ids per call; what was written and what was refused, and why. */
  bulkUpdate(resource: string, params: BulkUpdateParams): Promise<BulkUpdateResult>;
  /** Imports a CSV or XLSX file (CONTRACT §2.5): a dry run, or the good rows (`valid`) or every row or none (`all`) written. */
  importFile(resource: string, params: ImportParams): Promise<ImportResult>;
} & SchemaMethods &
  RealtimeMethods;

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The titles of the records a page refers to: per reference field, id → title. */
export type ReferenceTitles = Readonly<Record<string, Readonly<Record<string, string>>>>;
/** Per field, value (an id, or another record's number) → the record to open: its API resource name and id. */
export type ReferenceLinks = Readonly<Record<string, Readonly<Record<string, { resource: string; id: string }>>>>;
/** How a page's records connect (server/api/connections.ts): what they refer to is called, and where it opens. */
export interface RecordConnections {
  titles: ReferenceTitles;
  links: ReferenceLinks;
}
interface ListAnswer extends Partial<RecordConnections> {
  data: RaRecord[];
  total: number;
}
export interface SearchGroup {
  /** The API resource name (`refund-orders`). */
  resource: string;
  total: number;
  items: { id: string; title: string; matched: { field: string; exact: boolean }; record: RaRecord }[];
  titles: ReferenceTitles;
}
const connections = (res: Partial<RecordConnections>): RecordConnections => ({ titles: res.titles ?? {}, links: res.links ?? {} });

/** A 412's notice: who changed the record, and when (the server's `data.changed`), in words. */
function staleMessage(body: Record<string, unknown>, translate: Translate): string {
  const changed = body.changed as { by?: { name?: string }; at?: string } | undefined;
  const at = changed?.at ? new Date(changed.at).toLocaleString() : '—';
  return translate('app.error.stale', { name: changed?.by?.name ?? '—', at });
}

/** What still refers to a record that could not be deleted (a 409's `data.blockers`). */
interface Blocker {
  resource: string;
  field: string;
  count: number;
  ids: string[];
}

/** A refused delete's notice in words: how many records of which kind still refer to it, and by which field. */
function blockersMessage(blockers: readonly Blocker[], registry: Registry, translate: Translate): string {
  const list = blockers
    .map((b) => {
      const def = registry.byName(b.resource);
      const kind = def ? translate(resourceLabel(def), { smart_count: b.count, _: b.resource }) : b.resource;
      const field = def ? translate(fieldLabel(def, b.field), { _: b.field }) : b.field;
      return `${b.count} ${kind} (${field})`;
    })
    .join(translate('app.error.list_separator'));
  return translate('app.error.still_used', { list });
}

/**
 * A refusal (a 4xx: 400, 403, 404, 409, 412, 422…) in the server's own words: its `msg` is already in
 * the caller's language (Accept-Language, server/messages.ts), so it is shown as it is, never wrapped
 * as a "server error" with its code. A real failure (5xx, or a refusal with no words) has none.
 */
export function refusalMessage(e: ApiCallError): string | undefined {
  const status = e.status >= 400 ? e.status : e.code;
  return status >= 400 && status < 500 && e.msg.trim() ? e.msg : undefined;
}

function changedFields(data: Record<string, unknown>, previous: Record<string, unknown> | undefined): Record<string, unknown> {
  if (!previous) return data;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(data)) if (JSON.stringify(v) !== JSON.stringify(previous[k])) out[k] = v === undefined ? null : v;
  return out;
}

/** The trash lists each entry by its record's id (CONTRACT §2.5); the app names an entry `<resource>:<id>`, unique across collections. */
const TRASH = 'trash';
const trashRow = (entry: RaRecord): RaRecord => ({ ...entry, id: `${String(entry.resource)}:${String(entry.id)}`, recordId: entry.id });

export function createDataProvider(
  http: HttpClient,
  registry: Registry,
  translate: Translate,
  options: { stream?: Partial<StreamOptions> } = {},
): AppDataProvider {
  const api = (resource: string): string => {
    const def = registry.byRouteName(resource) ?? registry.byName(resource);
    if (!def) throw new Error(`No schema for resource "${resource}": declare it under resources/ (routes: ${registry.all.map((d) => d.route).join(', ')})`);
    return `/${def.name}`;
  };

  /** Runs a call; envelope errors become react-admin HttpErrors with the translated notice. */
  const call = async <T>(method: string, path: string, options?: RequestOptions): Promise<T> => {
    try {
      return await http.request<T>(method, path, options);
    } catch (e) {
      if (!(e instanceof ApiCallError)) throw e;
      if (e.status === 0) throw new HttpError(translate('app.error.network'), 0, null);
      const body = (e.data && typeof e.data === 'object' ? e.data : {}) as Record<string, unknown>;
      const message =
        e.code === 422 && body.errors
          ? translate('app.error.validation')
          : e.code === 412
            ? staleMessage(body, translate)
            : e.code === 409 && Array.isArray(body.blockers)
              ? blockersMessage(body.blockers as Blocker[], registry, translate)
              : ((e.code === 403 && typeof body.right === 'string' ? refusedMessage(body.right, registry, translate) : undefined) ??
                refusalMessage(e) ??
                translate('app.error.server', { msg: e.msg, code: e.code }));
      throw new HttpError(message, e.status || e.code, { ...body, code: e.code, msg: e.msg });
    }
  };

  const one = (resource: string, id: Identifier) => `${api(resource)}/${encodeURIComponent(String(id))}`;
  // live events (react-admin's realtime methods): one Server-Sent Events stream, opened with a one-time ticket
  const realtime = createRealtime(registry, {
    ticket: async () => (await call<{ ticket: string }>('POST', '/events/ticket')).ticket,
    url: (ticket) => `${API_BASE}/events?ticket=${encodeURIComponent(ticket)}`,
    open: (url) => new EventSource(url),
    ...options.stream,
  });

  const provider = {
    async getList(resource: string, params: GetListParams) {
      const res = await call<ListAnswer>('GET', api(resource), { query: listQuery(params), signal: params.signal });
      if (api(resource) === `/${TRASH}`) return { data: res.data.map(trashRow), total: res.total, meta: connections(res) };
      // the titles and links of the records the page refers to come with it (react-admin keeps `meta` in the list context)
      return { data: res.data, total: res.total, meta: connections(res) };
    },
    async getOne(resource: string, params: GetOneParams) {
      return { data: await call<RaRecord>('GET', one(resource, params.id), { signal: params.signal }) };
    },
    async getMany(resource: string, params: GetManyParams) {
      const ids = [...new Set(params.ids.map(String))];
      const out: RaRecord[] = [];
      for (let i = 0; i < ids.length; i += 200) {
        const chunk = ids.slice(i, i + 200);
        const res = await call<{ data: RaRecord[] }>('GET', api(resource), { query: { id: chunk, size: chunk.length }, signal: params.signal });
        out.push(...res.data);
      }
      return { data: out };
    },
    async getManyReference(resource: string, params: GetManyReferenceParams) {
      const res = await call<ListAnswer>('GET', api(resource), {
        query: listQuery({ ...params, filter: { ...params.filter, [params.target]: params.id } }),
        signal: params.signal,
      });
      return { data: res.data, total: res.total, meta: connections(res) };
    },
    async create(resource: string, params: CreateParams) {
      return { data: await call<RaRecord>('POST', api(resource), { body: params.data }) };
    },
    async update(resource: string, params: UpdateParams) {
      const body = changedFields(params.data as Record<string, unknown>, params.previousData as Record<string, unknown> | undefined);
      delete body.id;
      delete body.version;
      // the version the form was built from: a record changed meanwhile is refused (412), never overwritten unseen
      return { data: await call<RaRecord>('PATCH', one(resource, params.id), { body, ifMatch: ifMatchOf(params.previousData?.version) }) };
    },
    async updateMany(resource: string, params: UpdateManyParams) {
      return { data: (await provider.bulkUpdate(resource, { ids: params.ids, data: params.data as Record<string, unknown> })).done };
    },
    async bulkUpdate(resource: string, params: BulkUpdateParams): Promise<BulkUpdateResult> {
      const result: BulkUpdateResult = { done: [], refused: [] };
      for (let i = 0; i < params.ids.length; i += MAX_BULK_IDS) {
        const ids = params.ids.slice(i, i + MAX_BULK_IDS);
        const answer = await call<BulkUpdateResult>('PATCH', api(resource), { body: { ids, data: params.data } });
        // the server names ids as text: the caller's own ids (numbers or text) are reported back
        const byText = new Map(ids.map((id) => [String(id), id]));
        result.done.push(...answer.done.map((id) => byText.get(String(id)) ?? id));
        result.refused.push(...answer.refused.map((r) => ({ ...r, id: byText.get(String(r.id)) ?? r.id })));
        params.onProgress?.(Math.min(i + MAX_BULK_IDS, params.ids.length));
      }
      return result;
    },
    async delete(resource: string, params: DeleteParams) {
      return { data: await call<RaRecord>('DELETE', one(resource, params.id), { ifMatch: ifMatchOf(params.previousData?.version) }) };
    },
    async deleteMany(resource: string, params: DeleteManyParams) {
      const done: Identifier[] = [];
      for (const id of params.ids) {
        await call('DELETE', one(resource, id));
        done.push(id);
      }
      return { data: done };
    },
    async restore(resource: string, params: { id: Identifier }) {
      return { data: await call<RaRecord>('POST', `${one(resource, params.id)}/restore`) };
    },
    subscribe: realtime.subscribe,
    unsubscribe: realtime.unsubscribe,
    async references(resource: string, params: { id: Identifier; signal?: AbortSignal }) {
      return connections(await call<Partial<RecordConnections>>('GET', `${one(resource, params.id)}/references`, { signal: params.signal }));
    },
    /** A record's history, newest first (CONTRACT §2.5), with the titles of the records its values refer to. */
    async history(resource: string, params: { id: Identifier; page: number; size: number; signal?: AbortSignal }) {
      const res = await call<{ data: HistoryEntry[]; total: number } & Partial<RecordConnections>>('GET', `${one(resource, params.id)}/history`, {
        query: { page: params.page, size: params.size },
        signal: params.signal,
      });
      return { data: res.data, total: res.total, ...connections(res) };
    },
    async importFile(resource: string, { file, dryRun, mode, columns, onProgress }: ImportParams) {
      const query = { dryRun, mode, columns: columns && JSON.stringify(columns), tzOffset: new Date().getTimezoneOffset() };
      return call<ImportResult>('POST', `${api(resource)}/import`, { query, file, onUploadProgress: onProgress });
    },
    async search(params: { q: string; limit?: number; signal?: AbortSignal }) {
      return call<{ groups: SearchGroup[] }>('GET', '/search', { query: { q: params.q, limit: params.limit }, signal: params.signal });
    },
    // the run-time declarations' calls (CONTRACT §2.4): the data-model screen's
    ...schemaMethods(call),
    async recordAction(resource: string, params: RecordActionParams) {
      return {
        data: await call<RaRecord>('POST', `${one(resource, params.id)}/actions/${encodeURIComponent(params.action)}`, {
          body: params.data ?? {},
          ifMatch: ifMatchOf(params.version),
        }),
      };
    },
    async transition(resource: string, params: TransitionParams) {
      return {
        data: await call<RaRecord>('POST', `${one(resource, params.id)}/transitions/${encodeURIComponent(params.transition)}`, {
          body: params.data ?? {},
          ifMatch: ifMatchOf(params.version),
        }),
      };
    },
  };
  // react-admin types each call with the caller's record type, which no runtime transport can prove.
  return provider as unknown as AppDataProvider;
}

export { MAX_PAGE_SIZE, listQuery };
