/**
 * The API projects' global setup, run once per run:
 * - one throw-away PostgreSQL server (scripts/postgres-server.mjs); test files reach it with
 *   `inject('postgresUrl')` and create their own databases on it;
 * - the demo database, generated once (it takes seconds: every schema's demo records, hashed
 *   passwords) and handed to every test file: `inject('sqliteTemplate')` is a SQLite file each
 *   server copies; on the `api-postgres` project `inject('postgresTemplate')` is a database each
 *   server's database is created from (`CREATE DATABASE … TEMPLATE`).
 * Everything is removed when the run ends. The extensibility project runs it after its own setup
 * (which adds the probe schema), so its demo database holds the probe's records.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { createDatabase, startPostgres } from '../../scripts/postgres-server.mjs';
import { configFromEnv } from '../../server/config';
import { loadDemos, loadRegistry } from '../../server/load-registry';
import { openStorage } from '../../server/storage';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string;
    /** A SQLite file holding the demo database. */
    sqliteTemplate: string;
    /** The name of a database on `postgresUrl`'s server holding the demo database ('' outside the api-postgres project). */
    postgresTemplate: string;
  }
}

/** Where a test server's demo data comes from: bcrypt at its cheapest, as every test server runs. */
export const TEST_BCRYPT_ROUNDS = 4;

async function seed(target: { dataFile: string; databaseUrl?: string }): Promise<void> {
  const [registry, demos] = await Promise.all([loadRegistry(), loadDemos()]);
  const storage = await openStorage(registry, { ...configFromEnv({}), ...target, bcryptRounds: TEST_BCRYPT_ROUNDS, jwtSecret: 'template' }, demos);
  await storage.close();
}

/**
 * What both API projects share in one run (`--project api --project api-postgres`): vitest runs each project's global
 * setup, one after the other, before any test file, in its own module instance but in one process — so the
 * PostgreSQL server and the SQLite template are kept on `globalThis` and made once (a second initdb, server start
 * and seed were ~3 s of the run's start, while only one core worked), and stopped when the last project ends.
 */
interface Shared {
  users: number;
  dir: string;
  server: { url: string; stop(): void };
  sqliteTemplate: string;
  postgresTemplate?: Promise<string>;
}
const SHARED = Symbol.for('swap.api-global-setup');
const holder = globalThis as { [SHARED]?: Promise<Shared> };

/** The demo database in a SQLite file of a directory of its own (removed again if seeding fails). */
async function sqliteTemplateIn(): Promise<{ dir: string; sqliteTemplate: string }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'swap-template-'));
  const sqliteTemplate = path.join(dir, 'db.sqlite');
  try {
    await seed({ dataFile: sqliteTemplate });
  } catch (error) {
    fs.rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return { dir, sqliteTemplate };
}

async function makeShared(): Promise<Shared> {
  const server = await startPostgres();
  try {
    return { users: 0, server, ...(await sqliteTemplateIn()) };
  } catch (error) {
    server.stop();
    throw error;
  }
}

export default async function setup(project: TestProject) {
  // the extensibility project's server runs on SQLite only, on a demo database seeded with its probe schema
  if (!project.name.startsWith('api')) {
    const { dir, sqliteTemplate } = await sqliteTemplateIn();
    project.provide('postgresUrl', '');
    project.provide('sqliteTemplate', sqliteTemplate);
    project.provide('postgresTemplate', '');
    return () => fs.rmSync(dir, { recursive: true, force: true });
  }
  const pending = (holder[SHARED] ??= makeShared());
  let shared: Shared;
  try {
    shared = await pending;
  } catch (error) {
    holder[SHARED] = undefined;
    throw error;
  }
  shared.users++;
  let postgresTemplate = '';
  if (project.name === 'api-postgres') {
    const { server, sqliteTemplate } = shared;
    shared.postgresTemplate ??= createDatabase(server.url, 'api_template').then(async (url) => {
      await seed({ dataFile: sqliteTemplate, databaseUrl: url });
      return 'api_template';
    });
    postgresTemplate = await shared.postgresTemplate;
  }
  project.provide('postgresUrl', shared.server.url);
  project.provide('sqliteTemplate', shared.sqliteTemplate);
  project.provide('postgresTemplate', postgresTemplate);
  return () => {
    if (--shared.users > 0) return;
    holder[SHARED] = undefined;
    shared.server.stop();
    fs.rmSync(shared.dir, { recursive: true, force: true });
  };
}
