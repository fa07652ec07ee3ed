/**
 * Same-origin JSON calls of the demo-template screens (the mock API needs no auth header) and
 * the query strings of its data-table lists (`options` in bracket notation).
 */
import { useCallback, useEffect, useState } from 'react';
import { acceptLanguage } from '../../../providers/http';

/** A non-2xx answer: its status and parsed body (`{message, errors?}` from the mock API). */
export class HttpStatusError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`HTTP ${status}`);
    this.name = 'HttpStatusError';
  }

  /** The `{field: message}` map of a 400 answer, or an empty one. */
  get fieldErrors(): Record<string, string> {
    const errors = isRecord(this.body) ? this.body.errors : undefined;
    if (!isRecord(errors)) return {};
    return Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, Array.isArray(v) ? v.map(String).join(' ') : String(v)]));
  }
}

export const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

export async function requestJson<T>(url: string, { method = 'GET', body, signal, headers }: RequestOptions = {}): Promise<T> {
  const response = await fetch(url, {
    method,
    signal,
    headers: {
      Accept: 'application/json',
      'Accept-Language': acceptLanguage(),
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  let parsed: unknown = null;
  try {
    parsed = await response.json();
  } catch {
    parsed = null;
  }
  if (!response.ok) throw new HttpStatusError(response.status, parsed);
  return parsed as T;
}

export interface JsonState<T> {
  data: T | undefined;
  error: Error | undefined;
  /** True while a request is on its way (the previous data stays shown). */
  loading: boolean;
  reload: () => void;
}

/** GETs `url` (null = nothing to load) and keeps the last answer while a new one loads. */
export function useJson<T>(url: string | null): JsonState<T> {
  const [tick, setTick] = useState(0);
  /** What is asked now; an answer belongs to the request it was given for. */
  const key = url === null ? null : `${tick} ${url}`;
  const [state, setState] = useState<{ key?: string; data?: T; error?: Error }>({});
  useEffect(() => {
    if (url === null || key === null) return undefined;
    const controller = new AbortController();
    requestJson<T>(url, { signal: controller.signal }).then(
      (data) => {
        if (!controller.signal.aborted) setState({ key, data });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState((s) => ({ key, data: s.data, error: error instanceof Error ? error : new Error(String(error)) }));
      },
    );
    return () => controller.abort();
  }, [url, key]);
  const reload = useCallback(() => setTick((t) => t + 1), []);
  const current = key !== null && state.key === key;
  return { data: state.data, error: current ? state.error : undefined, loading: key !== null && !current, reload };
}

export const isNotFound = (error: unknown): boolean => error instanceof HttpStatusError && error.status === 404;

/** The paging and single-key sort of a server-side data table. */
export interface TableOptions {
  page: number;
  /** -1 = all rows. */
  itemsPerPage: number;
  sortBy?: string;
  sortDesc?: boolean;
}

/** `?q=…&status=…&options[page]=…&options[itemsPerPage]=…&options[sortBy][0]=…&options[sortDesc][0]=…` */
export function listUrl(path: string, filters: Record<string, string | undefined>, options: TableOptions): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value !== undefined && value.trim() !== '') params.append(key, value.trim());
  params.append('options[page]', String(options.page));
  params.append('options[itemsPerPage]', String(options.itemsPerPage));
  if (options.sortBy) {
    params.append('options[sortBy][0]', options.sortBy);
    params.append('options[sortDesc][0]', String(options.sortDesc ?? false));
  }
  return `${path}?${params.toString()}`;
}

/** The table page sizes of the specification (§9); -1 = all. */
export const PAGE_SIZES = [5, 10, 15, 20, 30, 50, -1] as const;

export { useDebounced } from '../../../useDebounced';
