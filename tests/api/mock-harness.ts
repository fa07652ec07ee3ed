/**
 * Bootstrap of the mock-API tests: a real HTTP server on a free port, made like the demo
 * server (json-server's express app, JSON body parsing, the mock router) over the demo
 * collections in memory, as the demo server keeps them.
 */
import type { AddressInfo } from 'node:net';
import express, { type ErrorRequestHandler } from 'express';
import jsonServer from 'json-server';
import { mountMockRoutes, seedMockData, type MockOptions } from '../../server/mock/index';
import { memoryState, type MockState } from '../../server/mock/state';

export interface MockServer {
  readonly url: string;
  readonly store: MockState;
  /** The demo collections as they are now. */
  readFile(): Record<string, unknown>;
  get(pathAndQuery: string): Promise<{ status: number; body: unknown }>;
  send(method: string, pathAndQuery: string, body?: unknown): Promise<{ status: number; body: unknown }>;
  close(): Promise<void>;
}

const bodyErrors: ErrorRequestHandler = (error: unknown, _req, res, _next) => {
  const status = typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number' ? error.status : 500;
  res.status(status).json({ message: status === 400 ? 'Malformed JSON body' : 'Internal error' });
};

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export async function startMockServer(options: MockOptions = { chat: {} }): Promise<MockServer> {
  const store = memoryState(seedMockData());
  const app = jsonServer.create();
  app.use(express.json({ limit: '1mb' }));
  const router = express.Router();
  mountMockRoutes(router, store, options);
  app.use(router);
  app.use(bodyErrors);
  const server = app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const send = async (method: string, pathAndQuery: string, body?: unknown) => {
    const response = await fetch(url + pathAndQuery, {
      method,
      headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    return { status: response.status, body: await readBody(response) };
  };

  return {
    url,
    store,
    readFile: () => structuredClone(store.data),
    get: (pathAndQuery) => send('GET', pathAndQuery),
    send,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** Narrows a JSON answer to an object for reading fields. */
export function obj(value: unknown): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new Error(`Expected a JSON object, got ${JSON.stringify(value)}`);
  return value as Record<string, unknown>;
}

/** Narrows a JSON answer to a list of objects. */
export function list(value: unknown): Record<string, unknown>[] {
  if (!Array.isArray(value)) throw new Error(`Expected a JSON array, got ${JSON.stringify(value)}`);
  return value.map(obj);
}

/** Bracket-notation query string of a data-table `options` object. */
export function optionsQuery(options: { page?: number; itemsPerPage?: number; sortBy?: string[]; sortDesc?: boolean[] }): string {
  const parts: string[] = [];
  if (options.page !== undefined) parts.push(`options[page]=${options.page}`);
  if (options.itemsPerPage !== undefined) parts.push(`options[itemsPerPage]=${options.itemsPerPage}`);
  options.sortBy?.forEach((key, i) => parts.push(`options[sortBy][${i}]=${encodeURIComponent(key)}`));
  options.sortDesc?.forEach((desc, i) => parts.push(`options[sortDesc][${i}]=${desc}`));
  return parts.join('&');
}
