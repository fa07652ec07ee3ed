/**
 * The API project's global setup: one throw-away PostgreSQL server for the run (scripts/
 * postgres-server.mjs); test files reach it with `inject('postgresUrl')` and create their own
 * database on it. It is stopped and its files removed when the run ends.
 */
import type { TestProject } from 'vitest/node';
import { startPostgres } from '../../scripts/postgres-server.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const server = await startPostgres();
  project.provide('postgresUrl', server.url);
  return () => server.stop();
}
