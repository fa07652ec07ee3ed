/**
 * Plain-JSON calls to the demo mock API, which lives on the same origin as the app
 * (`/apps/...`, no auth header). A failure becomes a `DemoApiError` carrying the HTTP status
 * (0 when the server could not be reached) and the server's `message` when it sent one.
 */
import { acceptLanguage } from '../../../providers/http';

export class DemoApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: Readonly<Record<string, string>>,
  ) {
    super(message);
    this.name = 'DemoApiError';
  }
}

export interface CallOptions {
  method?: 'GET' | 'POST' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
}

export const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** `{message, errors}` of an error answer, when present. */
export function errorOf(status: number, payload: unknown): DemoApiError {
  const message = isRecord(payload) && typeof payload.message === 'string' ? payload.message : `HTTP ${status}`;
  const errors = isRecord(payload) && isRecord(payload.errors) ? (payload.errors as Record<string, string>) : undefined;
  return new DemoApiError(status, message, errors);
}

/** `path?k=v&...`, leaving out undefined values (an empty string is kept: `calendars=` means none). */
export function withQuery(path: string, params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined) search.set(key, String(value));
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

export async function demoApi<T>(path: string, options: CallOptions = {}): Promise<T> {
  const { method = 'GET', body, signal } = options;
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      signal,
      headers: {
        Accept: 'application/json',
        'Accept-Language': acceptLanguage(),
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new DemoApiError(0, 'network');
  }
  const payload: unknown = await response.json().catch(() => null);
  if (!response.ok) throw errorOf(response.status, payload);
  return payload as T;
}
