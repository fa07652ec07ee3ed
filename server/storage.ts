/**
 * Where the server keeps its records: PostgreSQL when `DATABASE_URL` is set (several API
 * processes may share it), else the SQLite database file `DATA_FILE` (WAL mode). An empty
 * database is filled on first start: from the JSON data file the server used before it had a
 * database (`DATA_FILE` with `.json` for its extension, beside it), imported once and said so,
 * else from the schemas' demo data. The template's demo collections (spec §7) live in memory.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { collectionOf } from '../resources/define';
import type { Registry } from '../resources/registry';
import type { ServerConfig } from './config';
import { ensureLoginFailures, loginFailuresIn, type LoginFailures } from './db/login-failures';
import { openDatabase } from './db/open';
import type { Records } from './db/records';
import type { ChangeFeed } from './events/changes';
import { Repository } from './db/repository';
import { ensureTables } from './db/tables';
import { seedMockData } from './mock';
import { memoryState, type MockState } from './mock/state';
import type { DbState, Row } from './row';
import { generateDatabase, type Demos } from './seed';

const SECRET = 'jwtSecret';

export interface Storage {
  records: Records;
  mock: MockState;
  /** Failed sign-ins (the login limiter's count, shared by every process of the database). */
  loginFailures: LoginFailures;
  /** The token secret: JWT_SECRET, else one generated once and kept with the data. */
  secret: string;
  /** What the server says it runs on: `SQLite /path`, `PostgreSQL postgres://user:***@host/db`. */
  where: string;
  /** Reports every committed write to `feed` (the live events). */
  useFeed(feed: ChangeFeed): void;
  /** Makes the database ready for `registry` (a published declaration): its tables, indexes and search indexes. */
  prepare(registry: Registry): Promise<void>;
  close(): Promise<void>;
}

export function seedAll(registry: Registry, demos: Demos, config: Pick<ServerConfig, 'bcryptRounds'>): DbState {
  return generateDatabase(registry, demos, () => seedMockData(), config.bcryptRounds);
}

/** The JSON data file an older server kept the records in, beside the database file. */
export const oldDataFile = (dataFile: string) => dataFile.replace(/\.[^./]*$/, '') + '.json';

/** The collections of `state` that are the registry's (the rest were the template's demo collections). */
function recordsOf(registry: Registry, state: DbState): Record<string, Row[]> {
  const tables = [...new Set(registry.all.map(collectionOf))];
  return Object.fromEntries(tables.map((t) => [t, Array.isArray(state[t]) ? (state[t] as Row[]) : []]));
}

/** Replaces every record with `state`'s (db:reset, an import), in one transaction. */
export async function fillDatabase(repo: Repository, registry: Registry, state: DbState): Promise<void> {
  await repo.replaceAll(recordsOf(registry, state));
}

/**
 * The JSON days' server wrote its latest changes to journal segments beside a large data file
 * (`db.json.journal.000001`, …) and folded them into the file at its next start: a file with
 * segments left lacks those changes, so it is not imported.
 */
function refuseUnfoldedJournal(old: string): void {
  const segments = fs.readdirSync(path.dirname(old)).filter((n) => n.startsWith(`${path.basename(old)}.journal.`));
  if (segments.length)
    throw new Error(
      `${old} has journal segments not yet folded into it (${segments.join(', ')}): start the previous version of the server once (it folds them in at start-up), then start this one to import the file`,
    );
}

export async function openRepository(
  registry: Registry,
  config: Pick<ServerConfig, 'dataFile' | 'databaseUrl'>,
): Promise<{ repo: Repository; where: string; prepare(registry: Registry): Promise<void>; loginFailures: LoginFailures }> {
  if (!config.databaseUrl) fs.mkdirSync(path.dirname(config.dataFile), { recursive: true });
  const opened = openDatabase({ file: config.dataFile, url: config.databaseUrl });
  const repo = new Repository(opened.db, opened.engine, await ensureTables(opened.db, opened.engine, registry));
  await ensureLoginFailures(opened.db);
  const prepare = async (next: Registry) => repo.useSearchPlan(await ensureTables(opened.db, opened.engine, next));
  return { repo, where: `${opened.engine === 'postgres' ? 'PostgreSQL' : 'SQLite'} ${opened.where}`, prepare, loginFailures: loginFailuresIn(opened.db) };
}

/**
 * The demo files, or how to load them: loaded only when the database is empty and is filled with demo records (a start
 * on a filled database, every restart, skips their 40 modules: ~0.1 of its ~1.8 core-seconds here).
 */
export type DemoSource = Demos | (() => Promise<Demos>);

export async function openStorage(registry: Registry, config: ServerConfig, demos: DemoSource): Promise<Storage> {
  const { repo, where, prepare, loginFailures } = await openRepository(registry, config);
  try {
    const tables = [...new Set(registry.all.map(collectionOf))];
    if (!(await repo.hasAny(tables))) {
      const old = config.databaseUrl ? undefined : oldDataFile(config.dataFile);
      if (old && old !== config.dataFile && fs.existsSync(old)) {
        refuseUnfoldedJournal(old);
        const state = JSON.parse(fs.readFileSync(old, 'utf8')) as DbState;
        await fillDatabase(repo, registry, state);
        const kept = (state._meta as { jwtSecret?: unknown } | undefined)?.jwtSecret;
        if (typeof kept === 'string' && kept) await repo.setValue(SECRET, kept); // signed-in staff stay signed in
        console.log(`Imported ${old} into ${where} (once: the JSON file is no longer read or written)`);
      } else await fillDatabase(repo, registry, seedAll(registry, typeof demos === 'function' ? await demos() : demos, config));
    }
  } catch (error) {
    await repo.close();
    throw error;
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
    where,
    prepare,
    loginFailures,
    useFeed: (feed) => repo.useFeed(feed),
    close: () => repo.close(),
  };
}
