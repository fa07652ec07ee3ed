/**
 * Where the server keeps its data, chosen by the configuration:
 * - `DATABASE_URL`: the resources' records in PostgreSQL (several API processes may share it);
 * - a `DATA_FILE` named `*.json`: the JSON data file with its journal (store.ts), as before the
 *   database — the template's demo collections are kept in it too;
 * - any other `DATA_FILE`: a SQLite database file (WAL mode).
 * With a database, the template's demo collections (spec §7) live in memory, and an empty database
 * is filled from the schemas' demo data on first start.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { collectionOf } from '../resources/define';
import type { Registry } from '../resources/registry';
import type { ServerConfig } from './config';
import { MemoryRecords } from './db/memory-records';
import { openDatabase } from './db/open';
import type { Records } from './db/records';
import { Repository } from './db/repository';
import { ensureTables } from './db/tables';
import { seedMockData } from './mock';
import { memoryState, type MockState } from './mock/state';
import { generateDatabase, type Demos } from './seed';
import { openStore, type DataStore, type DbState } from './store';

const META = '_meta';
const SECRET = 'jwtSecret';

export interface Storage {
  records: Records;
  mock: MockState;
  /** The token secret: JWT_SECRET, else one generated once and kept with the data. */
  secret: string;
  /** The JSON data file's store, when that is where the data is. */
  store?: DataStore;
  /** What the server says it runs on: `SQLite /path`, `PostgreSQL postgres://user:***@host/db`, `JSON /path`. */
  where: string;
  close(): Promise<void>;
}

export function seedAll(registry: Registry, demos: Demos, config: Pick<ServerConfig, 'bcryptRounds'>): DbState {
  return generateDatabase(registry, demos, () => seedMockData(), config.bcryptRounds);
}

export const isJsonFile = (config: Pick<ServerConfig, 'dataFile' | 'databaseUrl'>) => !config.databaseUrl && config.dataFile.endsWith('.json');

export async function openStorage(registry: Registry, config: ServerConfig, demos: Demos): Promise<Storage> {
  if (isJsonFile(config)) {
    const store = openStore(config.dataFile, () => seedAll(registry, demos, config));
    // Kept as an object: json-server's router accepts only objects and arrays at the top level.
    const meta = ((store.data as DbState)[META] ??= {}) as { jwtSecret?: string };
    if (!config.jwtSecret && !meta.jwtSecret) {
      meta.jwtSecret = crypto.randomBytes(32).toString('hex');
      store.commit();
    }
    return {
      records: new MemoryRecords(store),
      mock: store,
      secret: config.jwtSecret ?? String(meta.jwtSecret),
      store,
      where: `JSON ${config.dataFile}`,
      close: () => store.close(),
    };
  }
  if (!config.databaseUrl) fs.mkdirSync(path.dirname(config.dataFile), { recursive: true });
  const opened = openDatabase({ file: config.dataFile, url: config.databaseUrl });
  const repo = new Repository(opened.db, opened.engine, await ensureTables(opened.db, opened.engine, registry));
  const tables = [...new Set(registry.all.map(collectionOf))];
  if (!(await Promise.all(tables.map((t) => repo.hasAny(t)))).some(Boolean)) {
    const state = seedAll(registry, demos, config);
    await repo.replaceAll(Object.fromEntries(tables.map((t) => [t, (state[t] as DbState[string][]) ?? []])) as never);
  }
  let secret = config.jwtSecret ?? (await repo.value<string>(SECRET));
  if (!secret) {
    secret = crypto.randomBytes(32).toString('hex');
    await repo.setValue(SECRET, secret);
  }
  return {
    records: repo,
    mock: memoryState(seedMockData()),
    secret,
    where: `${opened.engine === 'postgres' ? 'PostgreSQL' : 'SQLite'} ${opened.where}`,
    close: () => repo.close(),
  };
}
