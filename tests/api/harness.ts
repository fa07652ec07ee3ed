/**
 * Starts the real demo server (same app as `npm start`) on a free port with a throw-away data
 * file; returns helpers to call it. The data file is generated once per process and copied.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { createDemoServer, seedAll } from '../../json-server/app';
import { configFromEnv, type ServerConfig } from '../../json-server/config';
import { loadDemos, loadRegistry } from '../../json-server/load-registry';
import type { Registry } from '../../resources/registry';

let template: { registry: Registry; text: string } | undefined;

async function templateDb() {
  if (!template) {
    const registry = await loadRegistry();
    template = { registry, text: JSON.stringify(seedAll(registry, await loadDemos(), { bcryptRounds: 4 })) };
  }
  return template;
}

export interface TestServer {
  url: string;
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
  /** The data file as it is on disk now. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the data file holds every collection shape
  readData(): Record<string, any>;
}

export async function startServer(overrides: Partial<ServerConfig> = {}): Promise<TestServer> {
  const { registry, text } = await templateDb();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'swap-api-'));
  const dataFile = path.join(dir, 'db.json');
  fs.writeFileSync(dataFile, text);
  const config: ServerConfig = {
    ...configFromEnv({}),
    dataFile,
    staticDir: path.join(dir, 'no-build'),
    bcryptRounds: 4,
    jwtSecret: 'test-secret-0123456789',
    ...overrides,
  };
  const { app } = createDemoServer(registry, config);
  const server = await new Promise<import('node:http').Server>((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
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
    const res = await fetch(`${url}${urlPath}`, { method, headers, body });
    const textBody = await res.text();
    let parsed: unknown = undefined;
    try {
      parsed = textBody ? JSON.parse(textBody) : undefined;
    } catch {
      parsed = undefined;
    }
    return { status: res.status, body: parsed, headers: res.headers, text: textBody };
  };
  return {
    url,
    dataFile,
    config,
    registry,
    call,
    async login(email, password) {
      const r = await call('POST', '/auth/login', { body: { email, password } });
      if (r.status !== 200) throw new Error(`login ${email} failed: ${r.status} ${r.text}`);
      return r.body.accessToken as string;
    },
    readData: () => JSON.parse(fs.readFileSync(dataFile, 'utf8')),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections?.();
        server.close(() => {
          fs.rmSync(dir, { recursive: true, force: true });
          resolve();
        });
      }),
  };
}
