/**
 * The generic resource API of CONTRACT §2.1, driven by the schemas: list, one, create, update
 * (PUT whole, PATCH partial), delete and workflow transitions, each behind the privilege check,
 * store scoping, validation, uniqueness and the audit log.
 */
import { Router, type NextFunction, type Request, type Response } from 'express';
import { allowedMethods, canAccess, offers, type Action } from '../../resources/access';
import { collectionOf, type ResourceDef } from '../../resources/define';
import type { Registry } from '../../resources/registry';
import { checkValue, isEmpty, validateRecord } from '../../resources/validate';
import { createDefaults, isWritable, serverDefaults, writableFields, type Mode } from '../../resources/writes';
import { ApiError, badRequest, conflict, forbidden, notFound, ok } from '../envelope';
import { say } from '../messages';
import { logAudit } from '../logs';
import { hashPassword } from '../passwords';
import type { Caller } from '../rbac';
import type { Records } from '../db/records';
import type { Row } from '../row';
import { parseListQuery, restrictTo } from './list-query';
import { applyPosting, applyTransitionPosting } from './postings';
import { checkRefund, settleOrder } from './refunds';
import { tooDeepFields } from './request-body';
import { refuseUnstorableBody, refuseUnstorablePath } from './request-text';
import { stampValue, transitionStamps } from '../../resources/stamps';
import { copyFromReferences, danglingReferences, dependentsOf, diff, present, uniqueClashes } from './record-rules';
import { connectionsOf } from './connections';
import { assignNumbers } from './system-numbers';
import { maskedFields, maskRow, maskValue } from '../../resources/mask';
import { withComputed } from '../../resources/computed';
import { hiddenFields, ruleErrors } from '../../resources/rules';

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

/** A stored record less what a PUT replaces (the fields a client may write): what a PUT keeps. */
const withoutWritable = (def: ResourceDef, row: Row | undefined): Row => {
  const out: Row = { ...row };
  for (const [name] of writableFields(def, 'update')) delete out[name];
  return out;
};

export function caller(res: Response): Caller {
  return res.locals.caller as Caller;
}

/** `present(def, row)` for a page of rows, personal identifiers masked (mask.ts): the readable field names worked out once per resource. */
const presenters = new WeakMap<ResourceDef, (row: Row) => Row>();
function presenter(def: ResourceDef): (row: Row) => Row {
  let fn = presenters.get(def);
  if (!fn) {
    const names = Object.entries(def.fields)
      .filter(([, field]) => !field.writeOnly)
      .map(([name]) => name);
    fn = (row) => {
      const out: Row = {};
      for (const name of names) if (row[name] !== undefined) out[name] = row[name];
      return maskRow(def, withComputed(def, out));
    };
    presenters.set(def, fn);
  }
  return fn;
}

export function resourcesRouter(registry: Registry, records: Records, options: ResourceRouterOptions): Router {
  const router = Router();

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
  const resolve = (req: Request, res: Response, action: Action, transition?: string): ResourceDef => {
    const def = resourceNamed(req);
    if (action === 'transition') {
      if (!transition || !def.workflow?.transitions[transition])
        throw notFound(say('resource.no_transition', { resource: def.name, transition: String(transition) }));
    } else if (!offers(def, action)) throw notOffered(req, res, def, action === 'create' || action === 'list' ? 'collection' : 'record');
    if (!canAccess(caller(res).privileges, { resource: def, action, transition }))
      throw forbidden(say('resource.forbidden', { resource: def.name, code: def.privilege }));
    return def;
  };

  /** The caller's store, when the resource is store-scoped and the caller is bound to a store. */
  const scopeOf = (def: ResourceDef, res: Response): { field: string; storeId: string } | undefined => {
    const storeId = caller(res).storeId;
    return def.scope && storeId ? { field: def.scope.field, storeId } : undefined;
  };
  const inScope = (def: ResourceDef, res: Response, row: Row) => {
    const s = scopeOf(def, res);
    return !s || String(row[s.field] ?? '') === s.storeId;
  };
  const findRow = async (def: ResourceDef, res: Response, id: string, from: Records = records): Promise<Row> => {
    const row = await from.get(collectionOf(def), id);
    // Out-of-scope records answer exactly like missing ones: their existence is not revealed.
    if (!row || !inScope(def, res, row)) throw notFound(say('resource.not_found', { resource: def.name, id }));
    return row;
  };
  const body = (req: Request): Row => {
    if (!isPlainObject(req.body)) throw badRequest(say('request.not_object'));
    const deep = tooDeepFields(req.body);
    if (deep.length) throw validationFailed(Object.fromEntries(deep.map((k) => [k, 'app.validation.tooDeep'])));
    // any field, whatever it is (read-only, the workflow state, unknown): text the engines cannot store is refused before any rule reads it
    refuseUnstorableBody(req.body);
    return req.body;
  };
  /** What the audit log keeps of a change: the fields that differ, personal identifiers masked (never logged in full). */
  const audited = (def: ResourceDef, before: Row, after: Row) => {
    const { previousData, data } = diff(present(def, before), present(def, after));
    return { previousData: maskRow(def, previousData), data: maskRow(def, data) };
  };
  const validationFailed = (errors: Record<string, string>) => new ApiError(422, say('resource.validation'), { errors });

  /** Validates, hashes write-only fields, checks uniqueness and references; returns values to store. */
  const prepare = async (def: ResourceDef, res: Response, values: Row, mode: Mode, current: Row | undefined, tx: Records): Promise<Row> => {
    const clean: Row = { ...values };
    if (mode !== 'create' && clean.id !== undefined) {
      if (String(clean.id) !== String(current?.id)) throw badRequest(say('resource.id_mismatch'));
      delete clean.id;
    }
    const wf = def.workflow;
    if (wf && clean[wf.field] !== undefined) {
      const expected = mode === 'create' ? wf.initial : current?.[wf.field];
      if (clean[wf.field] !== expected)
        throw conflict(say('resource.transition_only', { field: wf.field }), { field: wf.field, allowed: Object.keys(wf.transitions) });
      delete clean[wf.field];
    }
    // A masked identifier sent back as it was shown (a form filled from a list's row) leaves the stored one as it is.
    if (current)
      for (const [name, mask] of maskedFields(def))
        if (typeof clean[name] === 'string' && typeof current[name] === 'string' && clean[name] === maskValue(mask, current[name])) delete clean[name];
    // Fields a client may not write in this mode, echoed back unchanged (react-admin sends the whole record on PUT), are dropped.
    if (current)
      for (const [name, field] of Object.entries(def.fields))
        if (name in clean && !isWritable(field, mode) && JSON.stringify(clean[name]) === JSON.stringify(current[name])) delete clean[name];
    const scope = scopeOf(def, res);
    if (scope && clean[scope.field] !== undefined && String(clean[scope.field]) !== scope.storeId) throw forbidden(say('resource.store_only'));
    // the conditional rules judge the record as it will be: what is sent over what is kept (a create: over the defaults and the initial state)
    const kept =
      mode === 'create' ? { ...createDefaults(def), ...(wf ? { [wf.field]: wf.initial } : {}) } : mode === 'patch' ? current : withoutWritable(def, current);
    const next: Row = { ...kept, ...clean };
    for (const name of hiddenFields(def, next)) delete clean[name]; // a value sent for a field the record hides is ignored
    const errors = { ...ruleErrors(def, next), ...validateRecord(def, clean, mode) };
    if (Object.keys(errors).length) throw validationFailed(errors);
    if (mode === 'create') {
      // a required field with a default may be left out (or sent empty); read-only defaults are the server's to set
      for (const [name, value] of Object.entries(createDefaults(def))) if (isEmpty(clean[name])) clean[name] = value;
      Object.assign(clean, serverDefaults(def));
      if (wf) clean[wf.field] = wf.initial;
      if (scope) clean[scope.field] = scope.storeId;
    }
    for (const [name, field] of Object.entries(def.fields)) {
      if (!field.writeOnly || !(name in clean)) continue;
      if (!isEmpty(clean[name])) clean[`${name}Hash`] = hashPassword(String(clean[name]), options.bcryptRounds);
      delete clean[name];
    }
    // an empty value (null, '', a blank the validator skipped as empty: resources/validate.ts `isEmpty`) removes the field; a blank is never kept unchecked
    for (const [k, v] of Object.entries(clean)) if (v === null || (typeof v === 'string' && isEmpty(v))) clean[k] = undefined;
    const merged = mode === 'patch' && current ? { ...current, ...clean } : clean;
    const clashes = await uniqueClashes(def, tx, merged, current ? String(current.id) : undefined);
    if (clashes.length) throw new ApiError(409, say('resource.in_use'), { errors: Object.fromEntries(clashes.map((c) => [c, 'app.validation.unique'])) });
    const dangling = await danglingReferences(def, registry, tx, clean);
    if (Object.keys(dangling).length) throw validationFailed(Object.fromEntries(Object.keys(dangling).map((k) => [k, 'app.validation.reference'])));
    await copyFromReferences(def, registry, tx, clean, merged);
    return clean;
  };

  router.get(
    '/:resource',
    wrap(async (req, res) => {
      const def = resolve(req, res, 'list');
      const query = parseListQuery(def, req.query as Record<string, unknown>);
      const scope = scopeOf(def, res);
      if (scope) restrictTo(query, scope.field, scope.storeId);
      const page = await records.list(def, collectionOf(def), query);
      ok(res, { data: page.data.map(presenter(def)), total: page.total, ...(await connectionsOf(registry, records, def, page.data, caller(res))) });
    }),
  );

  router.get(
    '/:resource/:id',
    wrap(async (req, res) => {
      const def = resolve(req, res, 'show');
      ok(res, withComputed(def, present(def, await findRow(def, res, req.params.id))));
    }),
  );

  // What a record's page shows for the records it refers to: their titles and the pages the caller may open (connections.ts).
  router.get(
    '/:resource/:id/references',
    wrap(async (req, res) => {
      const def = resolve(req, res, 'show');
      ok(res, await connectionsOf(registry, records, def, [await findRow(def, res, req.params.id)], caller(res)));
    }),
  );

  /** Creates a record of `def` from a client's body (a POST, a record action): checked, numbered, stamped, posted, logged. */
  const createRow = async (def: ResourceDef, req: Request, res: Response, body: Row): Promise<Row> => {
    const collection = collectionOf(def);
    // checked and written in one transaction: a unique value or a number taken meanwhile cannot slip in
    const row = await records.transaction(async (tx) => {
      const values = await prepare(def, res, body, 'create', undefined, tx);
      const created: Row = { id: await tx.nextId(collection), ...values };
      const now = new Date();
      if ('createdAt' in def.fields && created.createdAt === undefined) created.createdAt = now.toISOString();
      for (const [name, field] of Object.entries(def.fields)) if (field.stamp) created[name] = stampValue(field, now, String(caller(res).user.id));
      await assignNumbers(def, tx, created, now);
      await checkRefund(def, registry, tx, created);
      await applyPosting(def, registry, tx, created, req, caller(res).user);
      await tx.insert(collection, created);
      await settleOrder(def, registry, tx, created, req, caller(res).user);
      await logAudit(tx, req, caller(res).user, {
        resource: def.name,
        action: 'create',
        recordId: String(created.id),
        data: maskRow(def, present(def, created)),
      });
      return created;
    });
    return present(def, row);
  };

  router.post(
    '/:resource',
    wrap(async (req, res) => {
      const def = resolve(req, res, 'create');
      ok(res, await createRow(def, req, res, body(req)));
    }),
  );

  // A record action (the schema's `recordActions`): a record of another resource, filled from this one and the fields the action asks for.
  router.post(
    '/:resource/:id/actions/:action',
    wrap(async (req, res) => {
      const def = resourceNamed(req);
      const name = req.params.action;
      const action = Object.prototype.hasOwnProperty.call(def.recordActions ?? {}, name) ? def.recordActions?.[name] : undefined;
      const target = action && registry.byName(action.creates);
      if (!action || !target) throw notFound(say('resource.no_action', { resource: def.name, action: name }));
      if (!canAccess(caller(res).privileges, { resource: def, action: 'action', transition: name, resourceNamed: registry.byName }))
        throw forbidden(say('resource.forbidden', { resource: def.name, code: action.privilege ?? target.privilege }));
      const row = await findRow(def, res, req.params.id);
      const values = req.body === undefined ? {} : body(req);
      const asked =
        action.asks ??
        writableFields(target, 'create')
          .map(([field]) => field)
          .filter((field) => !(field in action.prefill) && !(field in (action.preset ?? {})));
      const errors: Record<string, string> = {};
      for (const key of Object.keys(values)) if (!asked.includes(key)) errors[key] = 'app.validation.unknownField';
      if (Object.keys(errors).length) throw validationFailed(errors);
      const filled = { ...action.preset, ...Object.fromEntries(Object.entries(action.prefill).map(([field, from]) => [field, row[from]])) };
      ok(res, await createRow(target, req, res, { ...values, ...filled }));
    }),
  );

  const update = (mode: 'update' | 'patch') =>
    wrap(async (req, res) => {
      const def = resolve(req, res, 'edit');
      const sent = body(req);
      // read, checked and written in one transaction: a change made meanwhile is not overwritten unseen
      const row = await records.transaction(async (tx) => {
        const before = await findRow(def, res, req.params.id, tx);
        const values = await prepare(def, res, sent, mode, before, tx);
        const after = { ...before };
        if (mode === 'update') {
          // PUT replaces what a client may write (a write-only secret not sent is kept); everything else keeps its stored value.
          for (const [name, field] of writableFields(def, 'update')) if (!(name in values) && !field.writeOnly) delete after[name];
        }
        for (const [k, v] of Object.entries(values)) {
          if (v === undefined) delete after[k];
          else after[k] = v;
        }
        if ('updatedAt' in def.fields) after.updatedAt = new Date().toISOString();
        await tx.update(collectionOf(def), String(after.id), after);
        await logAudit(tx, req, caller(res).user, { resource: def.name, action: 'update', recordId: String(after.id), ...audited(def, before, after) });
        return after;
      });
      ok(res, present(def, row));
    });
  router.put('/:resource/:id', update('update'));
  router.patch('/:resource/:id', update('patch'));

  router.delete(
    '/:resource/:id',
    wrap(async (req, res) => {
      const def = resolve(req, res, 'delete');
      const row = await records.transaction(async (tx) => {
        const gone = await findRow(def, res, req.params.id, tx);
        const dependents = await dependentsOf(def, registry, tx, String(gone.id));
        if (dependents.length)
          throw conflict(say('resource.still_used', { dependents: dependents.map((d) => `${d.count} ${d.resource}.${d.field}`).join(', ') }), { dependents });
        await tx.remove(collectionOf(def), String(gone.id));
        await logAudit(tx, req, caller(res).user, {
          resource: def.name,
          action: 'delete',
          recordId: String(gone.id),
          previousData: maskRow(def, present(def, gone)),
        });
        return gone;
      });
      ok(res, present(def, row));
    }),
  );

  router.post(
    '/:resource/:id/transitions/:transition',
    wrap(async (req, res) => {
      const name = req.params.transition;
      const def = resolve(req, res, 'transition', name);
      const wf = def.workflow;
      const t = wf?.transitions[name];
      if (!wf || !t) throw notFound(say('resource.no_transition', { resource: def.name, transition: name }));
      const values = req.body === undefined || (isPlainObject(req.body) && Object.keys(req.body).length === 0) ? {} : body(req);
      // the state read, checked and moved in one transaction: two staff approving at once, one is refused
      const row = await records.transaction(async (tx) => {
        const before = await findRow(def, res, req.params.id, tx);
        const after = { ...before };
        const from = String(after[wf.field]);
        if (!t.from.includes(from))
          throw conflict(say('resource.transition_refused', { transition: name, from }), {
            from,
            allowed: Object.entries(wf.transitions)
              .filter(([, x]) => x.from.includes(from))
              .map(([k]) => k),
          });
        // four eyes: who created a refund does not approve it
        if (t.notBy && String(before[t.notBy] ?? '') === String(caller(res).user.id)) throw conflict(say('resource.four_eyes'), { field: t.notBy });
        const errors: Record<string, string> = {};
        for (const key of Object.keys(values)) if (!t.asks?.includes(key)) errors[key] = 'app.validation.unknownField';
        for (const key of t.asks ?? []) {
          // a field asked for under a condition (a payout's reference, unless paid to the balance) is left to its rule below
          if (isEmpty(values[key]) && def.fields[key]?.requiredWhen) continue;
          if (isEmpty(values[key])) errors[key] = 'app.validation.required';
          else {
            const e = checkValue(def.fields[key], values[key]);
            if (e) errors[key] = e;
          }
        }
        // the state it moves to may ask for more (a resolution once closed)
        const next = { ...after, ...values, [wf.field]: t.to };
        for (const [key, error] of Object.entries(ruleErrors(def, next))) errors[key] ??= error;
        if (Object.keys(errors).length) throw validationFailed(errors);
        Object.assign(after, values, { [wf.field]: t.to });
        const now = new Date();
        Object.assign(after, transitionStamps(def, t, after, now, String(caller(res).user.id)));
        if ('updatedAt' in def.fields) after.updatedAt = now.toISOString();
        // a refund that stays open or settles is checked again against its order (another may have settled meanwhile)
        if (def.refundOf && [...def.refundOf.open, ...def.refundOf.settled].includes(t.to)) await checkRefund(def, registry, tx, after);
        await tx.update(collectionOf(def), String(after.id), after);
        await applyTransitionPosting(def, t, registry, tx, after, req, caller(res).user);
        await settleOrder(def, registry, tx, after, req, caller(res).user);
        await logAudit(tx, req, caller(res).user, {
          resource: def.name,
          action: `transition:${name}`,
          recordId: String(after.id),
          ...audited(def, before, after),
        });
        return after;
      });
      ok(res, present(def, row));
    }),
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
