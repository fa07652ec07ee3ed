/**
 * A test's stored session put into its context by an init script, instead of Playwright's `storageState` option.
 *
 * Why not `storageState`: a context made with local storage in its state opens a hidden page of its own to write it
 * (Playwright navigates one to the origin and back), 0.18 core-seconds and 120 ms per context here against 0.02 and
 * 15 ms for an init script (a script of mine, six contexts each: one per test, 189 tests). The script writes the
 * session's keys before the app's first script runs, in the first document of the test's origin only: a marker key
 * remembers it was done, so a sign-out, or a test that removes the token, is not undone by the next reload.
 */
import fs from 'node:fs';
import type { BrowserContext } from '@playwright/test';

interface StoredState {
  origins: { origin: string; localStorage: { name: string; value: string }[] }[];
}

/** The local-storage key that says the session was written into this context's origin once. */
const SEEDED = 'e2e.sessionSeeded';

const files = new Map<string, StoredState>();
const tokens = new WeakMap<BrowserContext, string | null>();

function stateOf(file: string): StoredState {
  let state = files.get(file);
  if (!state) files.set(file, (state = JSON.parse(fs.readFileSync(file, 'utf8')) as StoredState));
  return state;
}

/** Writes the session kept in `file` (a storage-state file of sessions.setup.ts) into the context's first page of its origin. */
export async function seedSession(context: BrowserContext, file: string): Promise<void> {
  const [{ origin, localStorage: items }] = stateOf(file).origins;
  tokens.set(context, items.find((item) => item.name === 'accessToken')?.value ?? null);
  await context.addInitScript(
    ([origin, items, seeded]) => {
      if (location.origin !== origin || localStorage.getItem(seeded) !== null) return;
      for (const { name, value } of items) localStorage.setItem(name, value);
      localStorage.setItem(seeded, '1');
    },
    [origin, items, SEEDED] as const,
  );
}

/** The access token a context was seeded with (undefined: not seeded here). */
export const seededToken = (context: BrowserContext): string | null | undefined => tokens.get(context);
