import { defineConfig } from '@playwright/test';
import { chromiumPath } from './tests/e2e/browser';
import { FIRST_PORT, WORKERS, serverUrl } from './tests/e2e/servers';

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  expect: { timeout: 15_000 },
  // spec files are shared out between the workers; the tests of one file run in order, in one worker
  fullyParallel: false,
  workers: WORKERS,
  retries: process.env.CI ? 1 : 0,
  // the list's summary names every test that passed only on its retry ("flaky")
  reporter: [['list']],
  globalSetup: './tests/e2e/global-setup.ts',
  use: {
    // a trace costs a third of a test's CPU (DOM snapshots and screencast at every step): recorded when a
    // failed test runs again (CI's retry), or on demand (`npx playwright test --trace on`)
    trace: 'on-first-retry',
    // staff who asked their system for less motion: dialogs, menus and drawers open at once and presses make no ripple
    // (src/layout/theme.ts); on two shared cores the animation frames of every opening were CPU the tests waited for.
    // The tests about motion itself ask for it (shell.spec.ts: the route transition)
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: chromiumPath(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    // signs in once per role and server through the login form (tests/e2e/sessions.setup.ts)
    { name: 'sessions', testMatch: /sessions\.setup\.ts/ },
    { name: 'chromium', testMatch: /\.spec\.ts$/, dependencies: ['sessions'] },
  ],
  // one demo server per worker, each with its own throw-away database (tests/e2e/servers.ts)
  webServer: Array.from({ length: WORKERS }, (_, index) => ({
    command: `node scripts/e2e-server.mjs`,
    url: `${serverUrl(index)}/admin-company/v1/openapi.json`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: { PORT: String(FIRST_PORT + index), HOST: '127.0.0.1' },
  })),
});
