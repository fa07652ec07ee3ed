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

export default async function setup(project: TestProject) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'swap-template-'));
  // the extensibility project's server runs on SQLite only: no PostgreSQL server for it
  const server = project.name.startsWith('api') ? await startPostgres() : { url: '', stop() {} };
  try {
    const sqliteTemplate = path.join(dir, 'db.sqlite');
    await seed({ dataFile: sqliteTemplate });
    let postgresTemplate = '';
    if (project.name === 'api-postgres') {
      postgresTemplate = 'api_template';
      await seed({ dataFile: sqliteTemplate, databaseUrl: await createDatabase(server.url, postgresTemplate) });
    }
    project.provide('postgresUrl', server.url);
    project.provide('sqliteTemplate', sqliteTemplate);
    project.provide('postgresTemplate', postgresTemplate);
  } catch (error) {
    server.stop();
    throw error;
  }
  return () => {
    server.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  };
}
