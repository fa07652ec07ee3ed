/**
 * The end-to-end run's demo servers: one per Playwright worker, each with its own throw-away
 * database (scripts/e2e-server.mjs), so that two workers never meet each other's records. Worker
 * `parallelIndex` i talks to the server on `E2E_PORT + i`; a worker started again after a failure
 * keeps its index, so its server and its stored sessions.
 */
import path from 'node:path';

/** Playwright's workers, and so the servers: both cores of the CI machine (`E2E_WORKERS` overrides). */
export const WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));

/** The first server's port (`E2E_PORT`); the others follow it. */
export const FIRST_PORT = Number(process.env.E2E_PORT ?? 3100);

export const serverUrl = (parallelIndex: number) => `http://127.0.0.1:${FIRST_PORT + parallelIndex}`;

/** The accounts the setup project signs in once per server. */
export const SIGNED_IN_ROLES = ['admin', 'client'] as const;
export type SignedInRole = (typeof SIGNED_IN_ROLES)[number];

/**
 * Where the setup project keeps a role's session on one server (Playwright's storage state file, where its guide keeps
 * them), named by the server's port: two runs on other ports (`E2E_PORT`) never read each other's sessions.
 */
export const sessionFile = (role: SignedInRole, parallelIndex: number) => path.join('playwright', '.auth', `${role}-${FIRST_PORT + parallelIndex}.json`);
