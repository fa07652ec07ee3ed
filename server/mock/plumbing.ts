/**
 * Plumbing shared by the mock apps: typed errors that become `{message}` / `{message, errors}`
 * answers, a handler wrapper that never lets a stack trace out, body unwrapping and typed access
 * to the mock state's collections.
 */
import type { Request, RequestHandler, Response } from 'express';
import { inEnglish, say, speak, type ServerText } from '../messages';
import type { MockState } from './state';

/** An error answer; its message and field errors are written in the caller's language. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly text: ServerText,
    readonly errors?: Readonly<Record<string, ServerText>>,
  ) {
    super(inEnglish(text));
  }
}

export const badRequest = (text: ServerText): HttpError => new HttpError(400, text);
export const notFound = (text: ServerText): HttpError => new HttpError(404, text);

/** Throws a 400 carrying `{field: message}` when `errors` is not empty. */
export function failOnErrors(errors: Readonly<Record<string, ServerText>>): void {
  if (Object.keys(errors).length > 0) throw new HttpError(400, say('resource.validation'), errors);
}

export type Handler = (req: Request, res: Response) => void | Promise<void>;

/** Wraps a handler: an `HttpError` becomes its JSON answer, anything else a bare 500. */
export function route(handler: Handler): RequestHandler {
  return (req, res) => {
    const fail = (error: unknown): void => {
      if (res.headersSent) {
        res.end();
        return;
      }
      if (error instanceof HttpError) {
        const message = speak(res, error.text);
        const errors = error.errors && Object.fromEntries(Object.entries(error.errors).map(([field, text]) => [field, speak(res, text)]));
        res.status(error.status).json(errors ? { message, errors } : { message });
        return;
      }
      console.error('[mock]', req.method, req.path, error);
      res.status(500).json({ message: speak(res, say('request.internal')) });
    };
    try {
      const done = handler(req, res);
      if (done instanceof Promise) done.catch(fail);
    } catch (error) {
      fail(error);
    }
  };
}

export type JsonObject = Record<string, unknown>;

export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** An own property of a parsed JSON object (never one inherited from a prototype). */
export function own(obj: JsonObject, key: string): unknown {
  return Object.hasOwn(obj, key) ? obj[key] : undefined;
}

/**
 * The request body as an object. `{ [wrapper]: {...} }` and the bare object are both accepted:
 * when `body[wrapper]` is an object it is the payload, else the body itself is.
 */
export function bodyObject(req: Request, wrapper?: string): JsonObject {
  const body: unknown = req.body;
  if (!isObject(body)) throw badRequest(say('request.expected_object'));
  if (wrapper !== undefined) {
    const inner = own(body, wrapper);
    if (isObject(inner)) return inner;
  }
  return body;
}

/** The rows of a collection, typed. The data file is ours; writes go through validation. */
export function collection<T>(state: MockState, name: string): T[] {
  return state.rows(name) as unknown as T[];
}

/** An object kept under `data[name]`; created from `fallback()` when missing. */
export function singleton<T extends object>(state: MockState, name: string, fallback: () => T): T {
  const current = state.data[name];
  if (isObject(current)) return current as T;
  const created = fallback();
  state.data[name] = created;
  return created;
}

export function nextId(rows: readonly { id: number }[]): number {
  return rows.reduce((max, row) => Math.max(max, Number.isFinite(row.id) ? row.id : 0), 0) + 1;
}

/** A positive integer route parameter, or `undefined` when it is not one. */
export function intParam(req: Request, name: string): number | undefined {
  const raw = req.params[name];
  if (typeof raw !== 'string' || !/^\d{1,9}$/.test(raw)) return undefined;
  const value = Number(raw);
  return value > 0 ? value : undefined;
}
