/** The logs the system screens show: sign-in attempts, sensitive operations (audit), errors. */
import type { Request } from 'express';
import type { DataStore, Row } from './store';
import { nextId } from './ids';
import { USERS } from './rbac';

export const SIGNIN_LOGS = 'signin-logs';
export const AUDIT_LOGS = 'audit-logs';
export const ERROR_LOGS = 'error-logs';

/** Upper bound per log collection; the oldest entries go first. */
const MAX_LOG_ROWS = 20000;

export const clientIp = (req: Request): string => req.ip || req.socket.remoteAddress || '';
const userAgent = (req: Request): string => String(req.headers['user-agent'] ?? '').slice(0, 300);

/** Appends a log row, announcing it (and the rows it pushes out) to the store's journal. */
function append(store: DataStore, collection: string, row: Row): Row {
  const rows = store.peek(collection);
  const record = { id: nextId(store, collection), ...row };
  rows.push(record);
  store.changed(collection, record.id, 'put');
  if (rows.length > MAX_LOG_ROWS) for (const gone of rows.splice(0, rows.length - MAX_LOG_ROWS)) store.changed(collection, gone.id, 'del');
  return record;
}

export function logSignIn(store: DataStore, req: Request, entry: { account: string; userId?: string; success: boolean; reason: string }): void {
  // A successful sign-in stamps the account (`lastSigninAt`), possibly after an await: announce it.
  if (entry.success && entry.userId) store.changed(USERS, entry.userId, 'put');
  append(store, SIGNIN_LOGS, {
    account: entry.account.slice(0, 200),
    userId: entry.userId,
    success: entry.success,
    reason: entry.reason,
    ip: clientIp(req),
    userAgent: userAgent(req),
    createdAt: new Date().toISOString(),
  });
}

export function logAudit(
  store: DataStore,
  req: Request,
  actor: Row,
  entry: { resource: string; action: string; recordId?: string; previousData?: unknown; data?: unknown },
): void {
  // The resource routes change the record in place, then log it: this announces the change.
  if (entry.recordId !== undefined) store.changed(store.collectionOf(entry.resource), entry.recordId, entry.action === 'delete' ? 'del' : 'put');
  append(store, AUDIT_LOGS, {
    actorId: String(actor.id),
    actorName: String(actor.nickname || actor.username || actor.email || actor.id),
    resource: entry.resource,
    action: entry.action,
    recordId: entry.recordId,
    previousData: entry.previousData,
    data: entry.data,
    ip: clientIp(req),
    userAgent: userAgent(req),
    createdAt: new Date().toISOString(),
  });
}

export function logError(
  store: DataStore,
  req: Request,
  entry: { source: 'client' | 'server'; message: string; stack?: string; route?: string; userId?: string },
): void {
  append(store, ERROR_LOGS, {
    source: entry.source,
    message: entry.message.slice(0, 2000),
    stack: entry.stack?.slice(0, 8000),
    route: entry.route?.slice(0, 500),
    userId: entry.userId,
    userAgent: userAgent(req),
    createdAt: new Date().toISOString(),
  });
}
