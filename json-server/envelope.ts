/** The real product's response envelope `{code, msg, data}`, and the error that produces one. */
import type { Response } from 'express';

export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

/** An error the API answers with: HTTP status = envelope code. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly data: unknown = null,
  ) {
    super(message);
  }
}

export const ok = <T>(res: Response, data: T, status = 200): void => {
  res.status(status).json({ code: 200, msg: 'ok', data } satisfies Envelope<T>);
};

export const fail = (res: Response, status: number, msg: string, data: unknown = null): void => {
  res.status(status).json({ code: status, msg, data } satisfies Envelope);
};

export const badRequest = (msg: string, data: unknown = null) => new ApiError(400, msg, data);
export const notFound = (msg = 'Not found') => new ApiError(404, msg);
export const conflict = (msg: string, data: unknown = null) => new ApiError(409, msg, data);
export const forbidden = (msg = 'Forbidden: missing privilege') => new ApiError(403, msg);
export const unauthorized = (msg = 'Unauthorized') => new ApiError(401, msg);
