import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['tests/unit/**/*.test.{ts,tsx}', 'src/**/*.test.{ts,tsx}', 'resources/**/*.test.ts', 'i18n/**/*.test.ts'],
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
          include: ['tests/api/**/*.test.ts', 'json-server/**/*.test.ts'],
          globalSetup: ['tests/api/postgres-setup.ts'],
          testTimeout: 30000,
          hookTimeout: 60000,
          pool: 'forks',
        },
      },
    ],
  },
});
