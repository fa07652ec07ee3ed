/**
 * The end-to-end tests' `test`: Playwright's, with each worker on its own server (servers.ts) and
 * an option to start signed in.
 *
 *   test.use({ signedIn: 'admin' });   // the page opens with the admin's session (storage state)
 *
 * The sessions are made once per role and server by the `sessions` setup project, which signs in
 * through the login form (sessions.setup.ts); tests about signing in leave `signedIn` unset and
 * use the form themselves. The test's context gets its session from an init script (session-seed.ts:
 * 0.16 core-seconds and ~100 ms cheaper per test than Playwright's `storageState`); a second context in a test
 * (`browser.newContext()`) starts signed out unless given `storageState: sessionOf(...)`.
 */
import { test as base, expect } from '@playwright/test';
import { seedSession } from './session-seed';
import { sessionFile, serverUrl, type SignedInRole } from './servers';

export interface SessionOptions {
  /** The role whose stored session the test's pages start with; none: signed out. */
  signedIn: SignedInRole | undefined;
}

export const test = base.extend<SessionOptions>({
  signedIn: [undefined, { option: true }],
  baseURL: async ({}, use, testInfo) => use(serverUrl(testInfo.parallelIndex)),
  context: async ({ context, signedIn }, use, testInfo) => {
    if (signedIn) await seedSession(context, sessionFile(signedIn, testInfo.parallelIndex));
    await use(context);
  },
});

/** The stored session of `role` on this worker's server, for a context a test opens itself. */
export const sessionOf = (role: SignedInRole) => sessionFile(role, test.info().parallelIndex);

/** A context with no session at all (not even the test's). */
export const signedOut = { cookies: [], origins: [] };

export { expect };
