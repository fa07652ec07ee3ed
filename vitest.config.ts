import os from 'node:os';
import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

/**
 * The API test files that run on PostgreSQL too (the `api-postgres` project), each for what in it
 * depends on the database engine. The others exercise HTTP plumbing, message catalogues, the
 * build or SQLite's file, which are the same whatever stores the records: error-log, writes (the
 * write rules above the repository; conformance reads every write back on PostgreSQL), csp,
 * demo-code, server-messages, sharp-edges, static-assets, the mock routes, seed, crash, storage.
 * (tests/api/repository.test.ts runs its own cases on both engines from the `api` project.)
 */
const DATABASE_SUITE = [
  // every documented operation of every resource, every answer and every record read back: the engine's round trip of every field type
  'tests/api/conformance.test.ts',
  // publish creates tables, indexes and search indexes, renames keep values, kind changes count stored records, a restart reads them back
  'tests/api/schemas.test.ts',
  // balances moved in transactions, concurrent postings, the account's minimum
  'tests/api/postings.test.ts',
  // refunds checked against their orders by value look-ups, the order moved and the payout posted in the refund's transaction
  'tests/api/refunds.test.ts',
  // the ledger's property: 1,000 random runs of orders, refunds and adjustments, each balance the sum of its postings on each engine
  'tests/api/ledger-property.test.ts',
  // record actions write two records in one transaction and take a system number
  'tests/api/record-actions-rules.test.ts',
  // relevance ranking and the titles of referenced records: list queries
  'tests/api/lists.test.ts',
  // paging, sorting, ranges, q, uniqueness (409), dependents (409), store scoping: the list and write queries
  'tests/api/resources.test.ts',
  // store scoping on every operation and filter: the scoped queries
  'tests/api/access.test.ts',
  // a bulk edit's per-record transactions, and a filter through a reference: the referenced records' look-up by value
  'tests/api/bulk-edit.test.ts',
  // an import's rows inserted in one transaction (all-or-nothing rolled back), references found by value (a number, a title: case-insensitive look-ups)
  'tests/api/import.test.ts',
  // store scope as data, one hop away (a pile's cabinet's store): the scope's look-up and the list filtered by its ids
  'tests/api/store-scope.test.ts',
  // a record's related tables: filtered, counted queries
  'tests/api/related.test.ts',
  // get by id, uniqueness by value and dependents by id follow every write: the engine's indexes
  'tests/api/indexes.test.ts',
  // users, session versions and the login failure count are stored records
  'tests/api/auth.test.ts',
  // hostile values in every field: what each engine can store (NUL, lone surrogates, huge numbers)
  'tests/api/fuzz.test.ts',
  // concurrent writes: unique ids and numbers, row locks
  'tests/api/concurrency.test.ts',
  // the map's aggregates
  'tests/api/map.test.ts',
  // overdue rentals: a filter on a computed field as conditions on the stored date (NOT … COALESCE on each engine)
  'tests/api/overdue.test.ts',
  // the reports' aggregates over date ranges
  'tests/api/reports.test.ts',
  'tests/api/reports-riders.test.ts',
  // global search by any system number, titles across collections
  'tests/api/connections.test.ts',
  // notification counts (count queries per filter) and session versions
  'tests/api/session.test.ts',
  // two API processes on one database: openapi.json follows a publish made through the other (PostgreSQL only; skipped on SQLite)
  'tests/api/openapi-processes.test.ts',
  // the trash: a delete and its entry in one transaction, a restore refused by the unique index, the purge's date range
  'tests/api/trash.test.ts',
  // live events: NOTIFY inside the writing transaction, LISTEN on each process (two processes on one database)
  'tests/api/events.test.ts',
  // /readyz asks the engine a trivial query, and answers 503 once the database is closed
  'tests/api/health.test.ts',
];

/**
 * Both cores (vitest's default leaves one free, which on a 2-core machine is one worker). The
 * API projects start a server per file; their workers wait on sockets as much as they compute.
 */
const workers = Math.max(2, os.availableParallelism());

/**
 * The API files that take tens of seconds each, started first, longest first (`project:file`). vitest's own order on a
 * clean clone runs each project's files by size, `api` before `api-postgres`: the PostgreSQL ledger property (36 s)
 * started among the last, and the stage ended on it with one core idle. The other files keep vitest's order (the last
 * run's times where it kept them, else size).
 */
const LONGEST_FIRST = [
  'api-postgres:tests/api/conformance.test.ts',
  'api-postgres:tests/api/ledger-property.test.ts',
  'api:tests/api/crash.test.ts',
  'api-postgres:tests/api/fuzz.test.ts',
  'api:tests/api/processes.test.ts',
  'api:tests/api/conformance.test.ts',
  'api:tests/api/repository.test.ts',
  'api:tests/api/backup.test.ts',
  'api:tests/api/ledger-property.test.ts',
];

class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (f: TestSpecification) => {
      const i = LONGEST_FIRST.indexOf(`${f.project.name}:${path.relative(f.project.config.root, f.moduleId)}`);
      return i < 0 ? LONGEST_FIRST.length : i;
    };
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}

/** Where the unit and component tests are; `.test.ts` run in Node, `.test.tsx` (components) in jsdom. */
const beside = (ext: string) => [`tests/unit/**/*.test.${ext}`, `{src,resources,kinds,i18n,vite-plugins}/**/*.test.${ext}`];

export default defineConfig({
  plugins: [react()],
  test: {
    maxWorkers: workers,
    sequence: { sequencer: LongestFirst },
    projects: [
      {
        extends: true,
        test: {
          // pure logic: schemas, kinds, providers, i18n parity, the plugins. A `.ts` test that needs a DOM says so
          // in its first lines (`// @vitest-environment jsdom`)
          name: 'unit',
          environment: 'node',
          include: beside('ts'),
          pool: 'threads',
          isolate: false,
          testTimeout: 20000,
        },
      },
      {
        extends: true,
        test: {
          // components, rendered in jsdom with Testing Library (happy-dom was tried: 10 s less with warm caches, none on a
          // clean clone, where its larger import ate what its tests saved — docs/testing.md)
          name: 'components',
          environment: 'jsdom',
          include: beside('tsx'),
          pool: 'threads',
          // one module graph and document per worker, not per file: react-admin and MUI loaded again for each of 53 files
          // were 131 s of the workers' 395 (stage 206 → ~110 s). Each file ends with emotion's style cache emptied
          // (tests/unit/setup.ts) and Testing Library's cleanup; the files pass in any order (`--sequence.shuffle.files`)
          isolate: false,
          setupFiles: ['tests/unit/setup.ts'],
          testTimeout: 20000,
        },
      },
      {
        extends: true,
        test: {
          // drops a throw-away schema into resources/ before it runs, removes it after
          name: 'extensibility',
          environment: 'jsdom',
          include: ['tests/extensibility/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/unit/setup.ts'],
          // the probe schema first, then the demo database seeded with it (tests/extensibility/server.test.ts)
          globalSetup: ['tests/extensibility/setup.ts', 'tests/api/global-setup.ts'],
          testTimeout: 30000,
          hookTimeout: 60000,
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          environment: 'node',
          include: ['tests/api/**/*.test.ts', 'server/**/*.test.ts'],
          globalSetup: ['tests/api/global-setup.ts'],
          testTimeout: 30000,
          hookTimeout: 60000,
          pool: 'forks',
          // one module graph per worker, not per file: the server's modules hold no state between files (each file's
          // state is its own server, tests/api/harness.ts); loading them again per file took 75 s of the workers' 300 (stage 175 → 139 s)
          isolate: false,
        },
      },
      // the API suite's engine-dependent tests again, the server on a PostgreSQL database
      {
        extends: true,
        test: {
          name: 'api-postgres',
          environment: 'node',
          include: DATABASE_SUITE,
          globalSetup: ['tests/api/global-setup.ts'],
          env: { TEST_STORAGE: 'postgres' },
          testTimeout: 60000,
          hookTimeout: 120000,
          pool: 'forks',
          // as the `api` project: the server's modules once per worker
          isolate: false,
        },
      },
    ],
  },
});
