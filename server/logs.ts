/** The logs the system screens show: sign-in attempts, sensitive operations (audit), errors. */
import type { Request } from 'express';
import { storableText } from '../resources/text';
import type { Records } from './db/records';
import type { Row } from './row';

export const SIGNIN_LOGS = 'signin-logs';
export const AUDIT_LOGS = 'audit-logs';
export const ERROR_LOGS = 'error-logs';

/** Upper bound per log collection; the oldest entries go first. */
const MAX_LOG_ROWS = 20000;

export const clientIp = (req: Request): string => req.ip || req.socket.remoteAddress || '';
/**
 * At most `max` characters of `text`, each one both engines store (resources/text.ts): a log keeps
 * what it can rather than fail, and a cut may split a surrogate pair.
 */
const clip = (text: string, max: number): string => storableText(text.slice(0, max));
const userAgent = (req: Request): string => clip(String(req.headers['user-agent'] ?? ''), 300);

/** Appends a log row; the oldest rows beyond the bound go. */
async function append(records: Records, collection: string, row: Row): Promise<Row> {
  const record = { id: await records.nextId(collection), ...row };
  await records.insert(collection, record);
  // trimmed now and then rather than on every write: a log may hold up to 1 % more for a while
  if (Number(record.id) % 200 === 0) await records.trim(collection, MAX_LOG_ROWS);
  return record;
}

export async function logSignIn(records: Records, req: Request, entry: { account: string; userId?: string; success: boolean; reason: string }): Promise<void> {
  await append(records, SIGNIN_LOGS, {
    account: clip(entry.account, 200),
    userId: entry.userId,
    success: entry.success,
    reason: entry.reason,
    ip: clientIp(req),
    userAgent: userAgent(req),
    createdAt: new Date().toISOString(),
  });
}

/** Where a change came from, for the audit log: the caller's address and browser. */
export interface Origin {
  readonly ip: string;
  readonly userAgent: string;
}
export const originOf = (req: Request): Origin => ({ ip: clientIp(req), userAgent: userAgent(req) });

export async function logAudit(
  records: Records,
  origin: Origin,
  actor: Row,
  entry: { resource: string; action: string; recordId?: string; title?: string; previousData?: unknown; data?: unknown },
): Promise<void> {
  await append(records, AUDIT_LOGS, {
    actorId: String(actor.id),
    actorName: String(actor.nickname || actor.username || actor.email || actor.id),
    resource: entry.resource,
    action: entry.action,
    recordId: entry.recordId,
    // what the record is called (a battery's serial number, a rider's name): the log is searched by it
    recordTitle: entry.title === undefined ? undefined : clip(entry.title, 200),
    previousData: entry.previousData,
    data: entry.data,
    ip: origin.ip,
    userAgent: origin.userAgent,
    createdAt: new Date().toISOString(),
  });
}

export async function logError(
  records: Records,
  req: Request,
  entry: { source: 'client' | 'server'; message: string; stack?: string; route?: string; userId?: string },
): Promise<void> {
  await append(records, ERROR_LOGS, {
    source: entry.source,
    message: clip(entry.message, 2000),
    stack: entry.stack === undefined ? undefined : clip(entry.stack, 8000),
    route: entry.route === undefined ? undefined : clip(entry.route, 500),
    userId: entry.userId,
    userAgent: userAgent(req),
    createdAt: new Date().toISOString(),
  });
}
