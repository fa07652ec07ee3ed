/**
 * kysely for the server, loaded as CommonJS. Its ES module build is 289 files, and where the server runs from its
 * TypeScript (`npm run serve`, `npm start`, every server process the tests and a restart start) each of them was a
 * round trip through tsx's loader thread: 518 ms of a 1.8 s start here, against 145 ms for the same code as CommonJS
 * (`node --import tsx`, the import alone). The server's modules import kysely from here only, so there is one copy.
 */
import { createRequire } from 'node:module';
import type * as KyselyModule from 'kysely';

const require = createRequire(import.meta.url);
const kysely = require('kysely') as typeof KyselyModule;

export const { Kysely, PostgresDialect, SqliteDialect, sql } = kysely;
export type Kysely<DB> = KyselyModule.Kysely<DB>;
export type { RawBuilder, SqliteDatabase } from 'kysely';
