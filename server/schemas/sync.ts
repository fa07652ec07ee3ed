/**
 * Several API processes on one PostgreSQL database (README "PostgreSQL"): a publish or delete in
 * one process bumps a number kept with the data (`schemasVersion`); every process looks at it at
 * most every few seconds, before answering a request, and reloads the declarations in force when it
 * moved (and, with `watchEveryMs`, every second whatever the requests). One process on SQLite sees its own changes
 * at once and the number never surprises it.
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
  /** Stops looking on its own (`watchEveryMs`). */
  close(): void;
}

export interface SyncOptions {
  /**
   * Also looks this often on its own, requests or not (several processes on one database): a process whose only
   * clients are event streams hears of another's publish (the `schemas` live events) within this and a reload.
   */
  watchEveryMs?: number;
}

export async function declarationsSync(
  live: LiveRegistry,
  records: Records,
  prepare: (registry: Registry) => Promise<void>,
  { watchEveryMs }: SyncOptions = {},
): Promise<DeclarationsSync> {
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
  const watching = watchEveryMs
    ? setInterval(() => {
        if (Date.now() - checkedAt >= watchEveryMs) void look().catch((error: unknown) => console.error('declarations: a look failed:', error));
      }, watchEveryMs).unref()
    : undefined;
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
    close() {
      clearInterval(watching);
    },
  };
}
