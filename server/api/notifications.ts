/**
 * What is waiting for the caller, counted from the data: `GET /tenant/user/notifications`.
 *
 * - open alarms (`cab-warnings` in their workflow's first state), one count per level;
 * - refunds waiting for review (`refund-orders` in their first state), company-wide, else the
 *   caller's store's (`store-refund-orders`);
 * - real-name checks waiting (`real-name-verifications` in their first state), else the store's
 *   (`store-real-names`).
 *
 * Each count is the total the list would answer for the same filter (same query, same store
 * scoping, same index), and comes with the list's route and its react-admin filter, so the app
 * links to exactly those records. A kind whose lists the caller may not open is left out; a
 * caller without the back-office code gets 403.
 */
import { Router, type NextFunction, type Request, type Response } from 'express';
import { canAccess, canOpen } from '../../resources/access';
import { collectionOf, type ResourceDef } from '../../resources/define';
import { ADMIN_CODE } from '../../resources/privilege-tree';
import type { Registry } from '../../resources/registry';
import { forbidden, ok } from '../envelope';
import { say } from '../messages';
import type { Caller } from '../rbac';
import type { Records } from '../db/records';
import { parseListQuery, restrictTo } from './list-query';

export const NOTIFICATIONS_PATH = '/tenant/user/notifications';

export type NotificationKind = 'alarms' | 'refunds' | 'real_names';

export interface NotificationItem {
  /** Stable per kind (and level): `alarms.critical`, `refunds`, `real_names`. */
  id: string;
  kind: NotificationKind;
  /** For alarms: the level counted. */
  level?: string;
  /** The API resource counted (`store-refund-orders` for a store manager). */
  resource: string;
  /** Its list's hash route (`/apps/cab/warn`). */
  route: string;
  /** The list's filter, as react-admin keeps it in the address (`?filter=` JSON; one-of filters are arrays). */
  filter: Record<string, string[]>;
  count: number;
}

export interface NotificationsAnswer {
  items: NotificationItem[];
  /** The sum of the counts. */
  total: number;
  generatedAt: string;
}

interface Source {
  kind: NotificationKind;
  /** The first of these the caller may list is counted. */
  resources: readonly string[];
  /** One count per value of this enum field (in the schema's order), e.g. the alarm's level. */
  splitBy?: string;
}

export const SOURCES: readonly Source[] = [
  { kind: 'alarms', resources: ['cab-warnings'], splitBy: 'level' },
  { kind: 'refunds', resources: ['refund-orders', 'store-refund-orders'] },
  { kind: 'real_names', resources: ['real-name-verifications', 'store-real-names'] },
];

/** The records waiting: those in the workflow's first state (open alarm, refund requested, check pending). */
function waitingFilter(def: ResourceDef): Record<string, string[]> {
  const wf = def.workflow;
  if (!wf) throw new Error(`notifications: \`${def.name}\` declares no workflow`);
  return { [wf.field]: [wf.initial] };
}

/** How many records of `def` match `filter` for `caller`: the list's own query, scoping and index. */
async function countOf(records: Records, def: ResourceDef, filter: Record<string, string[]>, caller: Caller): Promise<number> {
  const query = parseListQuery(def, filter);
  if (def.scope && caller.storeId) restrictTo(query, def.scope.store, caller.storeId);
  return (await records.list(def, collectionOf(def), { ...query, page: 1, size: 1 })).total;
}

export async function computeNotifications(registry: Registry, records: Records, caller: Caller, now = new Date()): Promise<NotificationsAnswer> {
  const items: NotificationItem[] = [];
  for (const source of SOURCES) {
    const def = source.resources
      .map((name) => registry.byName(name))
      .find((d): d is ResourceDef => !!d && canAccess(caller.privileges, { resource: d, action: 'list' }));
    if (!def) continue;
    const base = waitingFilter(def);
    const split = source.splitBy ? def.fields[source.splitBy] : undefined;
    const parts = split?.kind === 'enum' ? Object.keys(split.values).map((value) => ({ value, filter: { ...base, [source.splitBy as string]: [value] } })) : [];
    if (!parts.length) parts.push({ value: '', filter: base });
    for (const { value, filter } of parts)
      items.push({
        id: value ? `${source.kind}.${value}` : source.kind,
        kind: source.kind,
        ...(value ? { level: value } : {}),
        resource: def.name,
        route: def.route,
        filter,
        count: await countOf(records, def, filter, caller),
      });
  }
  return { items, total: items.reduce((sum, i) => sum + i.count, 0), generatedAt: now.toISOString() };
}

export function notificationsRouter(registry: Registry, records: Records): Router {
  const router = Router();
  router.get(NOTIFICATIONS_PATH, async (_req: Request, res: Response, next: NextFunction) => {
    try {
      const caller = res.locals.caller as Caller;
      if (!canOpen(caller.privileges, undefined)) throw forbidden(say('resource.forbidden', { resource: 'notifications', code: ADMIN_CODE }));
      ok(res, await computeNotifications(registry, records, caller));
    } catch (e) {
      next(e);
    }
  });
  return router;
}

/** The answer's `data`, as `openapi.json` documents it (server/api/openapi.ts). */
export const NOTIFICATIONS_ANSWER_SCHEMA = {
  type: 'object',
  required: ['items', 'total', 'generatedAt'],
  additionalProperties: false,
  properties: {
    total: { type: 'integer', minimum: 0, description: 'The sum of the counts' },
    generatedAt: { type: 'string', format: 'date-time' },
    items: {
      type: 'array',
      description: 'One per count the caller may see: the kinds whose list the caller may not open are left out',
      items: {
        type: 'object',
        required: ['id', 'kind', 'resource', 'route', 'filter', 'count'],
        additionalProperties: false,
        properties: {
          id: { type: 'string', examples: ['alarms.critical', 'refunds'] },
          kind: { type: 'string', enum: SOURCES.map((s) => s.kind) },
          level: { type: 'string', description: 'For alarms: the level counted' },
          resource: { type: 'string', description: 'The resource counted' },
          route: { type: 'string', description: 'Its list’s hash route in the app' },
          filter: {
            type: 'object',
            description: 'The list’s filter (the app’s `?filter=` JSON); the count is the list’s total for it',
            additionalProperties: { type: 'array', items: { type: 'string' } },
          },
          count: { type: 'integer', minimum: 0 },
        },
      },
    },
  },
};
