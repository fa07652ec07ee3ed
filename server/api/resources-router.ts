/**
 * The generic resource API of CONTRACT §2.1, driven by the schemas: list, one, create, update
 * (PUT whole, PATCH partial), delete (to the trash) and restore, workflow transitions and record actions. The routes turn
 * HTTP into calls of the record service (server/records/service.ts: access, scope, rules, the
 * audit log) and its answers into envelopes; they check only what is HTTP's: the resource names
 * a schema, the method is one it offers (405 with `Allow`), the body is a plain object.
 */
import { Router, type NextFunction, type Request, type Response } from 'express';
import { allowedMethods, offers, type Action } from '../../resources/access';
import { MAX_BULK_IDS } from '../../resources/writes';
import type { ResourceDef } from '../../resources/define';
import type { Registry } from '../../resources/registry';
import { ApiError, badRequest, notFound, ok } from '../envelope';
import { originOf } from '../logs';
import { say, speak } from '../messages';
import type { Caller } from '../rbac';
import type { Records } from '../db/records';
import type { Row } from '../row';
import { RecordService, type Acting } from '../records/service';
import { validationFailed } from '../records/prepare';
import { etagOf } from '../records/versions';
import { tooDeepFields } from './request-body';
import { refuseUnstorableBody, refuseUnstorablePath } from './request-text';

export interface ResourceRouterOptions {
  bcryptRounds: number;
}

type Handler = (req: Request, res: Response) => void | Promise<void>;
/** A route's handler, its errors passed on; a path holding text the engines cannot store (an id, a name) is refused first (400). */
const wrap = (fn: Handler) => (req: Request, res: Response, next: NextFunction) => {
  Promise.resolve()
    .then(() => {
      refuseUnstorablePath(req);
      return fn(req, res);
    })
    .catch(next);
};

const isPlainObject = (v: unknown): v is Row => typeof v === 'object' && v !== null && !Array.isArray(v) && Object.getPrototypeOf(v) === Object.prototype;

export function caller(res: Response): Caller {
  return res.locals.caller as Caller;
}

const acting = (req: Request, res: Response): Acting => ({ caller: caller(res), origin: originOf(req), ifMatch: req.get('If-Match') });

/** The request's body: a plain object, not nested too deeply, holding only text the engines can store. */
function body(req: Request): Row {
  if (!isPlainObject(req.body)) throw badRequest(say('request.not_object'));
  const deep = tooDeepFields(req.body);
  if (deep.length) throw validationFailed(Object.fromEntries(deep.map((k) => [k, 'app.validation.tooDeep'])));
  // any field, whatever it is (read-only, the workflow state, unknown): text the engines cannot store is refused before any rule reads it
  refuseUnstorableBody(req.body);
  return req.body;
}
/** A bulk edit's body: 1 to 1000 distinct record ids and the fields to set on each. */
function bulkBody(req: Request): { ids: string[]; data: Row } {
  const { ids, data } = body(req);
  if (!Array.isArray(ids) || ids.length < 1 || ids.length > MAX_BULK_IDS || !ids.every((id) => (typeof id === 'string' && id !== '') || Number.isInteger(id)))
    throw badRequest(say('request.bulk_ids'));
  if (!isPlainObject(data) || Object.keys(data).length === 0) throw badRequest(say('request.bulk_data'));
  return { ids: [...new Set(ids.map(String))], data };
}

/** A body that may be left out (a transition or an action asking for nothing). */
const optionalBody = (req: Request): Row => (req.body === undefined || (isPlainObject(req.body) && Object.keys(req.body).length === 0) ? {} : body(req));

export function resourcesRouter(registry: Registry, records: Records, options: ResourceRouterOptions): Router {
  const router = Router();
  const service = new RecordService(registry, records, options);

  const resourceNamed = (req: Request): ResourceDef => {
    const def = registry.byName(req.params.resource);
    if (!def) throw notFound(say('resource.unknown', { resource: String(req.params.resource) }));
    return def;
  };
  /** 405 with the methods the path does answer: an operation the resource does not offer, whoever asks (403 is for a caller lacking the code). */
  const notOffered = (req: Request, res: Response, def: ResourceDef, path: 'collection' | 'record'): ApiError => {
    const allow = allowedMethods(def, path).join(', ');
    res.setHeader('Allow', allow);
    return new ApiError(405, say('resource.not_offered', { resource: def.name, method: req.method, allow }));
  };
  /** The resource the path names, offering the operation, which the caller may run (asked before the body is read). */
  const offered = (req: Request, res: Response, action: Action, name?: string): ResourceDef => {
    const def = resourceNamed(req);
    if (action !== 'transition' && action !== 'action' && !offers(def, action))
      throw notOffered(req, res, def, action === 'create' || action === 'list' ? 'collection' : 'record');
    service.authorize(def, caller(res), action, name);
    return def;
  };

  // The trash (CONTRACT §2.5): each entry listed by its record's id; then a record comes back with POST …/restore.
  router.get(
    '/trash',
    wrap(async (req, res) => ok(res, await service.trash(caller(res), req.query as Record<string, unknown>))),
  );
  // a trash entry is no record of its own: the trash is only listed (an entry's id is its record's), so its record paths offer no method
  router.all(
    ['/trash/:id', '/trash/:id/*'],
    wrap((req, res) => {
      res.setHeader('Allow', '');
      throw new ApiError(405, say('resource.not_offered', { resource: 'trash', method: req.method, allow: '' }));
    }),
  );
  router.get(
    '/:resource',
    wrap(async (req, res) => ok(res, await service.list(offered(req, res, 'list'), caller(res), req.query as Record<string, unknown>))),
  );
  router.get(
    '/:resource/:id',
    wrap(async (req, res) => {
      const row = await service.get(offered(req, res, 'show'), caller(res), req.params.id);
      // the record's version: what a write's If-Match names (412 when another write came first)
      res.setHeader('ETag', etagOf(row));
      ok(res, row);
    }),
  );
  // What a record's page shows for the records it refers to: their titles and the pages the caller may open (connections.ts).
  router.get(
    '/:resource/:id/references',
    wrap(async (req, res) => ok(res, await service.references(offered(req, res, 'show'), caller(res), req.params.id))),
  );
  // The record's history: every write of it, newest first, through any screen of its collection.
  router.get(
    '/:resource/:id/history',
    wrap(async (req, res) => ok(res, await service.history(offered(req, res, 'show'), caller(res), req.params.id, req.query as Record<string, unknown>))),
  );
  router.post(
    '/:resource',
    wrap(async (req, res) => ok(res, await service.create(offered(req, res, 'create'), acting(req, res), body(req)))),
  );
  // A record action (the schema's `recordActions`): a record of another resource, filled from this one and the fields the action asks for.
  router.post(
    '/:resource/:id/actions/:action',
    wrap(async (req, res) =>
      ok(
        res,
        await service.runAction(
          offered(req, res, 'action', req.params.action),
          acting(req, res),
          req.params.id,
          req.params.action,
          req.body === undefined ? {} : body(req),
        ),
      ),
    ),
  );
  // A bulk edit (CONTRACT §2.5): `{ids, data}`, each record as one PATCH; the refused ones say why in the caller's language.
  router.patch(
    '/:resource',
    wrap(async (req, res) => {
      // a resource whose records are never edited (moved by transitions only) answers with its collection's methods
      if (!offers(resourceNamed(req), 'edit')) throw notOffered(req, res, resourceNamed(req), 'collection');
      const def = offered(req, res, 'edit');
      const { ids, data } = bulkBody(req);
      const result = await service.bulkUpdate(def, acting(req, res), ids, data);
      ok(res, {
        done: result.done,
        refused: result.refused.map((r) => ({ id: r.id, status: r.status, reason: speak(res, r.text), ...(isPlainObject(r.data) ? r.data : {}) })),
      });
    }),
  );
  const update = (mode: 'update' | 'patch') =>
    wrap(async (req, res) => ok(res, await service.update(offered(req, res, 'edit'), acting(req, res), req.params.id, body(req), mode)));
  router.put('/:resource/:id', update('update'));
  router.patch('/:resource/:id', update('patch'));
  router.delete(
    '/:resource/:id',
    wrap(async (req, res) => ok(res, await service.remove(offered(req, res, 'delete'), acting(req, res), req.params.id))),
  );
  router.post(
    '/:resource/:id/restore',
    wrap(async (req, res) => ok(res, await service.restore(offered(req, res, 'delete'), acting(req, res), req.params.id))),
  );
  router.post(
    '/:resource/:id/transitions/:transition',
    wrap(async (req, res) =>
      ok(
        res,
        await service.transition(
          offered(req, res, 'transition', req.params.transition),
          acting(req, res),
          req.params.id,
          req.params.transition,
          optionalBody(req),
        ),
      ),
    ),
  );

  // Any other method on a resource's paths: 405 with the ones it answers (an unknown resource falls through to the 404).
  const otherMethod = (path: 'collection' | 'record') =>
    wrap((req, res) => {
      throw notOffered(req, res, resourceNamed(req), path);
    });
  router.all('/:resource', otherMethod('collection'));
  router.all('/:resource/:id', otherMethod('record'));

  return router;
}
