/**
 * Saved views (CONTRACT §2.5): a list's filter, sort, page size and shown columns, named and kept on
 * the server (a sign-out loses nothing), shared with no one, with the owner's roles or with everyone.
 *
 * - `GET /views?resource=` lists the views the caller may see: their own, those shared `role` by an
 *   owner holding one of the caller's roles (the owner's roles as they are now), those shared
 *   `everyone`; only of resources the caller may list. Without `resource`: of every such resource.
 * - `POST /views` saves one for the caller; `PUT /views/{id}` replaces one (its owner, id and
 *   creation kept); `DELETE /views/{id}` removes one. Only the owner may change or delete a view
 *   (403 otherwise; 404 for an unknown id): the smallest rule, with no one able to edit another's
 *   words. A view shared with everyone that should go is removed by its owner, or with the owner's
 *   account (a disabled owner's views are still listed, and their owner named).
 *
 * The views are rows of their own table (`app_views`, server/db/tables.ts, on both engines through
 * the repository's plain calls), not records of a resource: they have no screen, no history and no
 * live events.
 */
import { Router, type NextFunction, type Request, type Response } from 'express';
import { canAccess } from '../../resources/access';
import type { ResourceDef } from '../../resources/define';
import type { Registry } from '../../resources/registry';
import { ApiError, badRequest, forbidden, notFound, ok } from '../envelope';
import { ADMIN_CODE } from '../../resources/privilege-tree';
import { say } from '../messages';
import { USERS, type Caller } from '../rbac';
import type { Records } from '../db/records';
import { VIEWS_TABLE } from '../db/tables';
import type { Row } from '../row';
import { refuseUnstorablePath, refuseUnstorableQuery, textErrors } from './request-text';

export const VIEWS_PATH = '/views';
export const VIEW_SHARES = ['me', 'role', 'everyone'] as const;
export type ViewShare = (typeof VIEW_SHARES)[number];
export const VIEW_NAME_MAX = 100;
/** The filters a view may keep: the full-text search, a field's value, a range's bounds (server/api/list-query.ts). */
const RANGE_SUFFIXES = ['_gte', '_lte'];

export interface SavedView {
  id: string;
  name: string;
  resource: string;
  filter: Record<string, unknown>;
  sort: string;
  order: 'ASC' | 'DESC';
  /** A page size, or -1 for "all". */
  perPage: number;
  /** The shown columns, in order (field names); empty: the schema's defaults. */
  columns: string[];
  shared: ViewShare;
  ownerId: string;
  ownerName: string;
  createdAt: string;
  updatedAt: string;
}

/** A view as listed to a caller: whether they may change it. */
export type ListedView = SavedView & { editable: boolean };

type Body = Record<string, unknown>;
const isPlainObject = (v: unknown): v is Body => typeof v === 'object' && v !== null && !Array.isArray(v) && Object.getPrototypeOf(v) === Object.prototype;

/** Whether `key` is a filter `def`'s list accepts: `q`, a field, or a field's `_gte`/`_lte` bound. */
function isFilterKey(def: ResourceDef, key: string): boolean {
  if (key === 'q' || Object.hasOwn(def.fields, key)) return true;
  const suffix = RANGE_SUFFIXES.find((s) => key.endsWith(s));
  return !!suffix && Object.hasOwn(def.fields, key.slice(0, -suffix.length));
}

/** What a view's body says, checked against the resource it names: the view's values, or the errors keyed by field (message keys). */
export function checkView(
  registry: Registry,
  body: Body,
): { values?: Omit<SavedView, 'id' | 'ownerId' | 'ownerName' | 'createdAt' | 'updatedAt'>; errors: Record<string, string> } {
  const errors: Record<string, string> = { ...textErrors(body) };
  const name = typeof body.name === 'string' ? body.name.trim() : '';
  if (!name) errors.name = 'app.validation.required';
  else if (name.length > VIEW_NAME_MAX) errors.name = 'app.validation.tooLong';
  const def = typeof body.resource === 'string' ? registry.byName(body.resource) : undefined;
  if (!def) errors.resource = body.resource === undefined || body.resource === '' ? 'app.validation.required' : 'app.validation.enum';
  const filter = body.filter ?? {};
  if (!isPlainObject(filter)) errors.filter = 'app.validation.type';
  else if (def && Object.keys(filter).some((k) => !isFilterKey(def, k))) errors.filter = 'app.validation.unknownField';
  const sort = body.sort ?? def?.defaultSort?.field ?? 'id';
  if (typeof sort !== 'string') errors.sort = 'app.validation.type';
  else if (def && !Object.hasOwn(def.fields, sort)) errors.sort = 'app.validation.unknownField';
  const order = body.order ?? def?.defaultSort?.order ?? 'ASC';
  if (order !== 'ASC' && order !== 'DESC') errors.order = 'app.validation.enum';
  const perPage = body.perPage ?? 20;
  if (typeof perPage !== 'number' || !Number.isInteger(perPage) || (perPage < 1 && perPage !== -1)) errors.perPage = 'app.validation.integer';
  const columns = body.columns ?? [];
  if (!Array.isArray(columns) || columns.some((c) => typeof c !== 'string')) errors.columns = 'app.validation.type';
  else if (def && columns.some((c: string) => !Object.hasOwn(def.fields, c))) errors.columns = 'app.validation.unknownField';
  const shared = body.shared ?? 'me';
  if (!VIEW_SHARES.includes(shared as ViewShare)) errors.shared = 'app.validation.enum';
  if (Object.keys(errors).length || !def) return { errors };
  return {
    errors,
    values: {
      name,
      resource: def.name,
      filter: filter as Record<string, unknown>,
      sort: sort as string,
      order: order as 'ASC' | 'DESC',
      perPage: perPage as number,
      columns: [...new Set(columns as string[])],
      shared: shared as ViewShare,
    },
  };
}

const nameOf = (user: Row): string => String(user.nickname || user.username || user.email || user.id);
const roleIdsOf = (user: Row | undefined): string[] => (Array.isArray(user?.roleIds) ? user.roleIds.map(String) : []);

export class Views {
  constructor(
    private readonly registry: Registry,
    private readonly records: Records,
  ) {}

  private mayList(caller: Caller, resource: string): boolean {
    const def = this.registry.byName(resource);
    return !!def && canAccess(caller.privileges, { resource: def, action: 'list' });
  }

  /** The views `caller` may see, of `resource` (or of every resource they may list), by name. */
  async list(caller: Caller, resource?: string): Promise<ListedView[]> {
    const me = String(caller.user.id);
    const mine = new Set(roleIdsOf(caller.user));
    const all = (await this.records.all(VIEWS_TABLE)) as unknown as SavedView[];
    const candidates = all.filter((v) => (resource === undefined || v.resource === resource) && this.mayList(caller, v.resource));
    // a view shared with a role: the owner's roles as they are now (a role left, its views with it)
    const owners = [...new Set(candidates.filter((v) => v.shared === 'role' && v.ownerId !== me).map((v) => v.ownerId))];
    const ownerRoles = new Map((await this.records.getMany(USERS, owners)).map((u) => [String(u.id), roleIdsOf(u)]));
    const visible = candidates.filter(
      (v) => v.ownerId === me || v.shared === 'everyone' || (v.shared === 'role' && (ownerRoles.get(v.ownerId) ?? []).some((r) => mine.has(r))),
    );
    return visible.sort((a, b) => a.name.localeCompare(b.name) || Number(a.id) - Number(b.id)).map((v) => ({ ...v, editable: v.ownerId === me }));
  }

  async create(caller: Caller, body: Body): Promise<ListedView> {
    const values = this.checked(caller, body);
    const now = new Date().toISOString();
    const view: SavedView = {
      id: await this.records.nextId(VIEWS_TABLE),
      ...values,
      ownerId: String(caller.user.id),
      ownerName: nameOf(caller.user),
      createdAt: now,
      updatedAt: now,
    };
    await this.records.insert(VIEWS_TABLE, view as unknown as Row);
    return { ...view, editable: true };
  }

  async update(caller: Caller, id: string, body: Body): Promise<ListedView> {
    const stored = await this.owned(caller, id);
    const values = this.checked(caller, body);
    const view: SavedView = { ...stored, ...values, id: stored.id, ownerName: nameOf(caller.user), updatedAt: new Date().toISOString() };
    await this.records.update(VIEWS_TABLE, stored.id, view as unknown as Row);
    return { ...view, editable: true };
  }

  async remove(caller: Caller, id: string): Promise<{ id: string }> {
    const stored = await this.owned(caller, id);
    await this.records.remove(VIEWS_TABLE, stored.id);
    return { id: stored.id };
  }

  /** The stored view `id` if `caller` owns it: 404 for none, 403 for another's. */
  private async owned(caller: Caller, id: string): Promise<SavedView> {
    const stored = (await this.records.get(VIEWS_TABLE, id)) as unknown as SavedView | undefined;
    if (!stored) throw notFound(say('resource.not_found', { resource: 'views', id }));
    if (stored.ownerId !== String(caller.user.id)) throw forbidden(say('view.not_owner'));
    return stored;
  }

  /** The body's values: 422 naming the fields at fault; 403 for a resource the caller may not list. */
  private checked(caller: Caller, body: Body) {
    const { values, errors } = checkView(this.registry, body);
    if (!values) throw new ApiError(422, say('resource.validation'), { errors });
    if (!this.mayList(caller, values.resource)) throw forbidden(say('view.resource_forbidden', { resource: values.resource }));
    return values;
  }
}

type Handler = (req: Request, res: Response, caller: Caller) => Promise<unknown>;
const wrap = (fn: Handler) => (req: Request, res: Response, next: NextFunction) => {
  Promise.resolve()
    .then(async () => {
      refuseUnstorablePath(req);
      const caller = res.locals.caller as Caller;
      // the back-office's own calls (as the search): a caller without its code has no views either
      if (!caller.privileges.has(ADMIN_CODE)) throw forbidden(say('resource.forbidden', { resource: 'views', code: ADMIN_CODE }));
      ok(res, await fn(req, res, caller));
    })
    .catch(next);
};
const bodyOf = (req: Request): Body => {
  if (!isPlainObject(req.body)) throw badRequest(say('request.not_object'));
  return req.body;
};

export function viewsRouter(registry: Registry, records: Records): Router {
  const views = new Views(registry, records);
  const router = Router();
  router.get(
    VIEWS_PATH,
    wrap(async (req, _res, caller) => {
      const query = req.query as Record<string, unknown>;
      refuseUnstorableQuery(query);
      const resource = query.resource;
      if (resource !== undefined && (typeof resource !== 'string' || !registry.byName(resource)))
        throw badRequest(say('resource.unknown', { resource: String(resource) }));
      const data = await views.list(caller, resource);
      return { data, total: data.length };
    }),
  );
  router.post(
    VIEWS_PATH,
    wrap((req, _res, caller) => views.create(caller, bodyOf(req))),
  );
  router.put(
    `${VIEWS_PATH}/:id`,
    wrap((req, _res, caller) => views.update(caller, req.params.id, bodyOf(req))),
  );
  router.delete(
    `${VIEWS_PATH}/:id`,
    wrap((req, _res, caller) => views.remove(caller, req.params.id)),
  );
  return router;
}
