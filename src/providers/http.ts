/**
 * The transport for the real API: base path, Bearer header, JSON, and the envelope
 * `{code, msg, data}` unwrapped. An HTTP error or an envelope code other than 200 throws an
 * ApiCallError carrying the status, the envelope code, its msg and data.
 */
import { sendFile } from './upload';

export const API_BASE = '/admin-company/v1';

/**
 * The language the server should answer its messages in (`msg`, the mock API's `message`): the
 * interface's, as `<html lang>` holds it (zh-CN, en, fr, ar — src/layout/direction.ts keeps it
 * current), sent as Accept-Language with every call.
 */
export function acceptLanguage(): string {
  return (typeof document === 'undefined' ? '' : document.documentElement.lang) || 'zh-CN';
}

export class ApiCallError extends Error {
  constructor(
    readonly status: number,
    readonly code: number,
    readonly msg: string,
    readonly data: unknown,
  ) {
    super(msg);
    this.name = 'ApiCallError';
  }
}

export type Query = Record<string, string | number | boolean | readonly (string | number | boolean)[] | undefined>;

export interface HttpClient {
  /** `ifMatch`: the version a write was built from (CONTRACT §2.5: another one is a 412). */
  request<T = unknown>(method: string, path: string, options?: RequestOptions): Promise<T>;
}

export interface RequestOptions {
  query?: Query;
  body?: unknown;
  signal?: AbortSignal;
  ifMatch?: string;
  /** A file as the body (an import), sent with its type; `onUploadProgress` hears how much of it has gone (upload.ts). */
  file?: Blob;
  onUploadProgress?: (loaded: number, total: number) => void;
}

export function buildQuery(query: Query | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === '') continue;
    if (Array.isArray(value)) for (const v of value) params.append(key, String(v));
    else params.append(key, String(value));
  }
  const s = params.toString();
  return s ? `?${s}` : '';
}

/** The caller's privilege codes: asked by every screen's access check, so fetched at boot (src/firstScreen/boot.ts). */
export const PRIVILEGE_LIST_PATH = '/tenant/user/privilege/resource/list';

/** GETs started before the app is loaded, by path and query, with the token they were sent with. */
const early = new Map<string, { token: string; response: Promise<Response> }>();

/**
 * Starts a GET of the real API at boot, before the libraries arrive (src/firstScreen/boot.ts): the first
 * identical GET of a client (same path, same query, same token) adopts its response instead of
 * asking again. Sent early, it is answered while the browser is still downloading and compiling
 * the app, instead of waiting behind the first render for the main thread.
 */
export function prefetchGet(path: string, token: string, query?: Query, baseUrl = API_BASE): void {
  const response = fetch(`${baseUrl}${path}${buildQuery(query)}`, {
    headers: { Accept: 'application/json', 'Accept-Language': acceptLanguage(), Authorization: `Bearer ${token}` },
  });
  response.catch(() => undefined); // adopted (and its failure handled) by the client, or dropped
  early.set(`${path}${buildQuery(query)}`, { token, response });
}

function takeEarly(method: string, path: string, query: Query | undefined, token: string | null): Promise<Response> | undefined {
  const key = `${path}${buildQuery(query)}`;
  const e = early.get(key);
  if (!e || method !== 'GET' || e.token !== token) return undefined;
  early.delete(key);
  return e.response;
}

interface Envelope {
  code?: unknown;
  msg?: unknown;
  data?: unknown;
}

export function createHttpClient(options: { baseUrl?: string; getToken: () => string | null; fetch?: typeof fetch }): HttpClient {
  const base = options.baseUrl ?? API_BASE;
  return {
    async request<T>(method: string, path: string, { query, body, signal, ifMatch, file, onUploadProgress }: RequestOptions = {}): Promise<T> {
      const doFetch = options.fetch ?? fetch;
      const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': acceptLanguage() };
      const token = options.getToken();
      if (token) headers.Authorization = `Bearer ${token}`;
      if (body !== undefined) headers['Content-Type'] = 'application/json';
      if (file) headers['Content-Type'] = file.type || 'application/octet-stream';
      if (ifMatch !== undefined) headers['If-Match'] = ifMatch;
      let response: Response;
      try {
        response = await (takeEarly(method, path, query, token) ??
          (file && sendFile(`${base}${path}${buildQuery(query)}`, { method, headers, file, signal, onProgress: onUploadProgress })) ??
          doFetch(`${base}${path}${buildQuery(query)}`, {
            method,
            headers,
            body: body === undefined ? undefined : JSON.stringify(body),
            signal,
          }));
      } catch (e) {
        if ((e as Error).name === 'AbortError') throw e;
        throw new ApiCallError(0, 0, 'network', null);
      }
      let envelope: Envelope | undefined;
      try {
        envelope = (await response.json()) as Envelope;
      } catch {
        envelope = undefined;
      }
      const code = typeof envelope?.code === 'number' ? envelope.code : response.status;
      const msg = typeof envelope?.msg === 'string' ? envelope.msg : response.statusText;
      if (!response.ok || code !== 200 || !envelope) throw new ApiCallError(response.status, code, msg, envelope?.data ?? null);
      return envelope.data as T;
    },
  };
}
