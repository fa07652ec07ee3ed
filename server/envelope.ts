/** The real product's response envelope `{code, msg, data}`, and the error that produces one. */
import type { Response } from 'express';
import { inEnglish, speak, type ServerText } from './messages';

export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

/** An error the API answers with: HTTP status = envelope code; `msg` in the caller's language. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly text: ServerText,
    readonly data: unknown = null,
  ) {
    super(inEnglish(text));
  }
}

export const ok = <T>(res: Response, data: T, status = 200): void => {
  res.status(status).json({ code: 200, msg: 'ok', data } satisfies Envelope<T>);
};

export const fail = (res: Response, status: number, text: ServerText, data: unknown = null): void => {
  res.status(status).json({ code: status, msg: speak(res, text), data } satisfies Envelope);
};

export const badRequest = (text: ServerText, data: unknown = null) => new ApiError(400, text, data);
export const notFound = (text: ServerText) => new ApiError(404, text);
export const conflict = (text: ServerText, data: unknown = null) => new ApiError(409, text, data);
export const forbidden = (text: ServerText) => new ApiError(403, text);
