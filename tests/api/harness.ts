/**
 * Starts the real demo server (same app as `npm start`) on a free port with a throw-away SQLite
 * database, or with `TEST_STORAGE=postgres` (the `api-postgres` project) a throw-away database on
 * the run's PostgreSQL server; returns helpers to call it. The demo data is generated once per run
 * (global-setup.ts) and copied into each database.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { Application } from 'express';
import { createDemoServer } from '../../server/app';
import { configFromEnv, type ServerConfig } from '../../server/config';
import { loadDemos, loadRegistry } from '../../server/load-registry';
import type { Registry } from '../../resources/registry';
import type { Records } from '../../server/db/records';
import type { Demos } from '../../server/seed';
import { inject } from 'vitest';
import Database from 'better-sqlite3';
import { TEST_BCRYPT_ROUNDS } from './global-setup';
import { execFileSync } from 'node:child_process';
import { createDatabase, postgresBin } from '../../scripts/postgres-server.mjs';

/**
 * The engine of the file being run: the `api-postgres` project's template database is set only there. Read at each
 * start (not once per module: `npm test` runs both API projects in one run, and a worker's modules outlive a file).
 */
export const engine = (): 'postgres' | 'sqlite' => (inject('postgresTemplate') ? 'postgres' : 'sqlite');
let databases = 0;

let loaded: { registry: Registry; demos: Demos } | undefined;

/** The schemas and demo files, loaded once per process; the demo database itself is the run's (global-setup.ts). */
async function schemas() {
  loaded ??= { registry: await loadRegistry(), demos: await loadDemos() };
  return loaded;
}

export interface TestServer {
  url: string;
  /** Stops the server (its database closed) and starts it again on the same database, at a new `url`. */
  restart(): Promise<void>;
  /** The Express app the server runs (its router stack: the routes it answers). */
  app: Application;
  /** The records of the server running now (for what no route does: a purge at a later date). */
  records: Records;
  dataFile: string;
  config: ServerConfig;
  registry: Registry;
  close(): Promise<void>;
  /** fetch relative to the server, JSON in and out. */
  call(
    method: string,
    urlPath: string,
    options?: { token?: string; body?: unknown; raw?: string; headers?: Record<string, string> },
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read arbitrary JSON answers field by field
  ): Promise<{ status: number; body: any; headers: Headers; text: string }>;
  login(email: string, password: string): Promise<string>;
  /**
   * The data as it is in the database now: every collection, or only those named (one table is read in a few
   * milliseconds; the whole demo database, 2 MB of JSON, took 45 ms on SQLite and 200 ms through PostgreSQL's psql).
   */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the data file holds every collection shape
  readData(...collections: string[]): Record<string, any>;
}

/** Every collection of a SQLite data file (or those named), in the order its records were added (what a test reads the JSON data file for). */
function readSqlite(file: string, only: readonly string[]): Record<string, Record<string, unknown>[]> {
  const db = new Database(file, { readonly: true });
  try {
    const tables = (
      db
        .prepare(
          `SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'app\\_%' ESCAPE '\\' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\' AND name NOT LIKE '%\\_\\_search%' ESCAPE '\\'`,
        )
        .all() as { name: string }[]
    ).filter(({ name }) => !only.length || only.includes(name));
    return Object.fromEntries(
      tables.map(({ name }) => [name, (db.prepare(`SELECT doc FROM "${name}" ORDER BY rowid`).all() as { doc: string }[]).map((r) => JSON.parse(r.doc))]),
    );
  } finally {
    db.close();
  }
}

/** The same from a PostgreSQL database, through `psql` (a test reads synchronously, between its calls). */
function readPostgres(url: string, only: readonly string[]): Record<string, Record<string, unknown>[]> {
  const psql = (query: string) =>
    execFileSync(path.join(postgresBin(), 'psql'), ['-X', '-At', '-d', url, '-c', query], { encoding: 'utf8', maxBuffer: 1 << 28 }).trim();
  const named = only.map((t) => `'${t.replace(/'/g, "''")}'`).join(', ');
  const tables = psql(
    `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_name NOT LIKE 'app\\_%'${only.length ? ` AND table_name IN (${named})` : ''}`,
  )
    .split('\n')
    .filter(Boolean);
  if (!tables.length) return {};
  // json, not jsonb: the records as stored, their keys in the order they were written
  const parts = tables.map((t) => `SELECT '${t}' AS name, (SELECT coalesce(json_agg(doc ORDER BY length(id), id), '[]'::json) FROM "${t}") AS rows`);
  return JSON.parse(psql(`SELECT json_object_agg(name, rows) FROM (${parts.join(' UNION ALL ')}) AS collections`)) as Record<string, Record<string, unknown>[]>;
}

const agent = new http.Agent({ keepAlive: true });
/**
 * One HTTP exchange through node:http, answered as fetch's parts (status, headers, text). undici's `fetch` cost a fifth
 * of the API tests' CPU in its streams, and asked for every answer compressed (the server gzipped, fetch unzipped):
 * the ledger property's 500 runs 8.6 → 6.3 s, 19.5 → 16.1 s of CPU. Redirects are not followed (no API answer is one).
 */
function request(url: string, method: string, headers: Record<string, string>, body: string | undefined) {
  return new Promise<{ status: number; headers: Headers; text: string }>((resolve, reject) => {
    const req = http.request(
      url,
      { method, headers: body === undefined ? headers : { ...headers, 'Content-Length': String(Buffer.byteLength(body)) }, agent },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const h = new Headers();
          for (let i = 0; i < res.rawHeaders.length; i += 2) h.append(res.rawHeaders[i], res.rawHeaders[i + 1]);
          resolve({ status: res.statusCode ?? 0, headers: h, text: Buffer.concat(chunks).toString('utf8') });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

export async function startServer(overrides: Partial<ServerConfig> = {}): Promise<TestServer> {
  const { registry, demos } = await schemas();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'swap-api-'));
  const dataFile = path.join(dir, 'db.sqlite');
  const storage = engine();
  if (storage === 'sqlite') fs.copyFileSync(inject('sqliteTemplate'), dataFile);
  const databaseUrl =
    storage === 'postgres'
      ? (overrides.databaseUrl ?? (await createDatabase(inject('postgresUrl'), `api_${process.pid}_${++databases}`, inject('postgresTemplate'))))
      : undefined;
  const config: ServerConfig = {
    ...configFromEnv({}),
    dataFile,
    databaseUrl,
    staticDir: path.join(dir, 'no-build'),
    bcryptRounds: TEST_BCRYPT_ROUNDS,
    jwtSecret: 'test-secret-0123456789',
    ...overrides,
  };
  /** The server running on the database now (a restart makes another on the same database). */
  const serve = async () => {
    const demo = await createDemoServer(registry, config, demos);
    const server = await new Promise<import('node:http').Server>((resolve) => {
      const listening = demo.app.listen(0, '127.0.0.1', () => resolve(listening));
    });
    return { demo, server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
  };
  const stop = ({ demo, server }: Awaited<ReturnType<typeof serve>>) =>
    new Promise<void>((resolve) => {
      server.closeAllConnections?.();
      server.close(() => void demo.close().finally(resolve));
    });
  let running = await serve();
  let url = running.url;
  const call: TestServer['call'] = async (method, urlPath, options = {}) => {
    const headers: Record<string, string> = { ...(options.headers ?? {}) };
    if (options.token) headers.Authorization = `Bearer ${options.token}`;
    let body: string | undefined;
    if (options.raw !== undefined) {
      body = options.raw;
      headers['Content-Type'] ??= 'application/json';
    } else if (options.body !== undefined) {
      body = JSON.stringify(options.body);
      headers['Content-Type'] = 'application/json';
    }
    const res = await request(`${url}${urlPath}`, method, headers, body);
    const textBody = res.text;
    let parsed: unknown = undefined;
    try {
      parsed = textBody ? JSON.parse(textBody) : undefined;
    } catch {
      parsed = undefined;
    }
    return { status: res.status, body: parsed, headers: res.headers, text: textBody };
  };
  return {
    get url() {
      return url;
    },
    get app() {
      return running.demo.app;
    },
    get records() {
      return running.demo.records;
    },
    async restart() {
      await stop(running);
      running = await serve();
      url = running.url;
    },
    dataFile,
    config,
    registry,
    call,
    async login(email, password) {
      const r = await call('POST', '/auth/login', { body: { email, password } });
      if (r.status !== 200) throw new Error(`login ${email} failed: ${r.status} ${r.text}`);
      return r.body.accessToken as string;
    },
    readData: (...collections) => (databaseUrl ? readPostgres(databaseUrl, collections) : readSqlite(dataFile, collections)),
    close: () => stop(running).finally(() => fs.rmSync(dir, { recursive: true, force: true })),
  };
}
