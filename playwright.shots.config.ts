/** `npm run shots`: the Arabic screenshots for a person to look at (tests/e2e/*.shots.ts), with the e2e setup: one worker, its server. */
import { defineConfig } from '@playwright/test';
import base from './playwright.config';
import { serverUrl } from './tests/e2e/servers';

const [firstServer] = [base.webServer].flat();

export default defineConfig({
  ...base,
  workers: 1,
  retries: 0,
  use: { ...base.use, baseURL: serverUrl(0) },
  projects: [{ name: 'shots', testMatch: '**/*.shots.ts' }],
  webServer: firstServer,
});
