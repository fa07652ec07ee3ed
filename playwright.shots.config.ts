/** `npm run shots`: the Arabic screenshots for a person to look at (tests/e2e/*.shots.ts), with the e2e setup. */
import { defineConfig } from '@playwright/test';
import base from './playwright.config';

export default defineConfig({ ...base, testMatch: '**/*.shots.ts', retries: 0 });
