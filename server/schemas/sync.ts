/**
 * Several API processes on one PostgreSQL database (README "PostgreSQL"): a publish or delete in
 * one process bumps a number kept with the data (`schemasVersion`); every process looks at it at
 * most every few seconds, before answering a request, and reloads the declarations in force when it
 * moved. One process on SQLite sees its own changes at once and the number never surprises it.
 */
import type { NextFunction, Request, Response } from 'express';
import type { LiveRegistry } from '../../resources/live-registry';
import type { Registry } from '../../resources/registry';
import type { Records } from '../db/records';
import { publishedDeclarations } from './stored';

const VERSION_KEY = 'schemasVersion';
const EVERY_MS = 3_000;

export interface DeclarationsSync {
  /** Inside a publish's or delete's transaction: says the declarations in force changed. */
  bump(tx: Records): Promise<void>;
  /** Express middleware: reloads the declarations in force when another process changed them (looking at most every few seconds). */
  middleware(req: Request, res: Response, next: NextFunction): void;
  /** Looks now, whenever it last looked, and reloads them if they changed: for an answer that must be current (openapi.json). */
  latest(): Promise<void>;
}

export async function declarationsSync(live: LiveRegistry, records: Records, prepare: (registry: Registry) => Promise<void>): Promise<DeclarationsSync> {
  let known = (await records.value<number>(VERSION_KEY)) ?? 0;
  let checkedAt = Date.now();
  let checking: Promise<void> | undefined;
  const check = async () => {
    const now = (await records.value<number>(VERSION_KEY)) ?? 0;
    if (now === known) return;
    const next = live.candidate(await publishedDeclarations(records));
    await prepare(next);
    live.replace(next);
    known = now;
  };
  /** One look at a time; one asked for while another runs starts after it (that one may have read the number before the change). */
  const look = (): Promise<void> => {
    checkedAt = Date.now();
    checking ??= check().finally(() => (checking = undefined));
    return checking;
  };
  return {
    async bump(tx) {
      known = ((await tx.value<number>(VERSION_KEY)) ?? 0) + 1;
      await tx.setValue(VERSION_KEY, known);
    },
    middleware(_req, _res, next) {
      if (Date.now() - checkedAt < EVERY_MS) return next();
      look().then(() => next(), next);
    },
    async latest() {
      await checking?.catch(() => undefined);
      await look();
    },
  };
}
