import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

/** The API tests that run on PostgreSQL too (the others test the demo mock routes, the build, or SQLite's file). */
const DATABASE_SUITE = [
  'tests/api/conformance.test.ts',
  'tests/api/schemas.test.ts',
  'tests/api/postings.test.ts',
  'tests/api/record-actions-rules.test.ts',
  'tests/api/lists.test.ts',
  'tests/api/access.test.ts',
  'tests/api/related.test.ts',
  'tests/api/auth.test.ts',
  'tests/api/error-log.test.ts',
  'tests/api/fuzz.test.ts',
  'tests/api/writes.test.ts',
  'tests/api/concurrency.test.ts',
  'tests/api/map.test.ts',
  'tests/api/reports.test.ts',
  'tests/api/reports-riders.test.ts',
  'tests/api/connections.test.ts',
  'tests/api/session.test.ts',
  'tests/api/sharp-edges.test.ts',
  'tests/api/resources.test.ts',
  'tests/api/server-messages.test.ts',
  'tests/api/csp.test.ts',
  'tests/api/demo-code.test.ts',
];

export default defineConfig({
  plugins: [react()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: [
            'tests/unit/**/*.test.{ts,tsx}',
            'src/**/*.test.{ts,tsx}',
            'resources/**/*.test.ts',
            'i18n/**/*.test.ts',
            'kinds/**/*.test.ts',
            'vite-plugins/**/*.test.ts',
          ],
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
          globalSetup: ['tests/extensibility/setup.ts'],
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
          globalSetup: ['tests/api/postgres-setup.ts'],
          testTimeout: 30000,
          hookTimeout: 60000,
          pool: 'forks',
        },
      },
      // the API suite's behaviour tests again, the server on a PostgreSQL database
      {
        extends: true,
        test: {
          name: 'api-postgres',
          environment: 'node',
          include: DATABASE_SUITE,
          globalSetup: ['tests/api/postgres-setup.ts'],
          env: { TEST_STORAGE: 'postgres' },
          testTimeout: 60000,
          hookTimeout: 120000,
          pool: 'forks',
        },
      },
    ],
  },
});
