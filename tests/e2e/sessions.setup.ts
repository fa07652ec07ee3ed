/**
 * The `sessions` setup project: signs in once per role on each worker's server, through the login
 * form as a user does, and keeps the session (the three keys of spec §3 in local storage) as
 * Playwright's storage state for the tests that start signed in (fixtures.ts). Only the session
 * is kept: the language and the other preferences are each test's own.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test as setup } from '@playwright/test';
import { loginAndLand } from './helpers';
import { SIGNED_IN_ROLES, WORKERS, serverUrl, sessionFile } from './servers';

const SESSION_KEYS = new Set(['accessToken', 'userData', 'userAbility']);

// each sign-in is independent of the others: both workers share them
setup.describe.configure({ mode: 'parallel' });

for (let index = 0; index < WORKERS; index++) {
  for (const role of SIGNED_IN_ROLES) {
    setup(`${role} signs in on server ${index + 1}`, async ({ browser }) => {
      const context = await browser.newContext({ baseURL: serverUrl(index) });
      const page = await context.newPage();
      await loginAndLand(page, role);
      const state = await context.storageState();
      const origins = state.origins.map((o) => ({ ...o, localStorage: o.localStorage.filter((item) => SESSION_KEYS.has(item.name)) }));
      expect(origins.flatMap((o) => o.localStorage.map((i) => i.name)).sort()).toEqual([...SESSION_KEYS].sort());
      const file = sessionFile(role, index);
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, JSON.stringify({ cookies: [], origins }, null, 2));
      await context.close();
    });
  }
}
