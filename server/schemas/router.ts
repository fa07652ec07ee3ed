/**
 * The calls of CONTRACT §2.4: every resource's declaration (built-in and run-time), drafts,
 * publishing, the published history, revert and delete. Reading published declarations needs only
 * the resource's own code; everything else needs the schema code (resources/privilege-tree.ts).
 */
import { Router, type NextFunction, type Request, type Response } from 'express';
import { canAccess } from '../../resources/access';
import { collectionOf, type ResourceDef } from '../../resources/define';
import type { Declaration } from '../../resources/declarations';
import { SCHEMA_CODE } from '../../resources/privilege-tree';
import { SchemaError, type Registry } from '../../resources/registry';
import type { Records } from '../db/records';
import { ApiError, conflict, forbidden, notFound, ok } from '../envelope';
import { logAudit, originOf } from '../logs';
import { localeOf, say, speak } from '../messages';
import type { Caller } from '../rbac';
import { draftProblems, textOf } from './check';
import { asExtension, wholeDeclaration } from './whole';
import type { DeclarationsSync } from './sync';
import type { DeclaredRegistry, LiveRegistry } from '../../resources/live-registry';
import { applyFills, applyPublish, backfillProblems, planPublish, type Backfill } from './publish';
import { allStoredSchemas, inForce, keepSchema, publishedDeclarations, storedSchema, type StoredSchema } from './stored';
import { refuseUnstorablePath } from '../api/request-text';
import { codesGone, revokeCodes } from '../rights';

type Handler = (req: Request, res: Response) => Promise<void>;
/** A route's handler, its errors passed on; a name in the path holding text the engines cannot store is refused first (400). */
const wrap = (fn: Handler) => (req: Request, res: Response, next: NextFunction) => {
  Promise.resolve()
    .then(() => {
      refuseUnstorablePath(req);
      return fn(req, res);
    })
    .catch(next);
};

export interface SchemaRouterOptions {
  /** Makes the database ready for a new registry (its tables, indexes and search indexes). */
  prepare(registry: Registry): Promise<void>;
  /** Tells the other API processes (one PostgreSQL database) that the declarations in force changed. */
  sync: DeclarationsSync;
}

const callerOf = (res: Response) => res.locals.caller as Caller;
const mayDesign = (res: Response) => callerOf(res).privileges.has(SCHEMA_CODE);
const actor = (res: Response) => {
  const user = callerOf(res).user;
  return { id: String(user.id), name: String(user.nickname || user.username || user.email || user.id) };
};

export function schemasRouter(live: LiveRegistry, records: Records, options: SchemaRouterOptions): Router {
  const router = Router();

  const requireDesigner = (res: Response) => {
    if (!mayDesign(res)) throw forbidden(say('schema.forbidden', { code: SCHEMA_CODE }));
  };
  const recordCount = async (def: ResourceDef | undefined) => (def ? records.count(def, collectionOf(def)) : 0);
  /** The version in force and the draft of `name`, as the calls answer them (drafts only for designers). */
  const answerFor = async (name: string, res: Response) => {
    const stored = await storedSchema(records, name);
    const builtIn = live.builtIn.byName(name);
    const current = stored && inForce(stored);
    const def = live.byName(name);
    if (!builtIn && !stored) throw notFound(say('schema.unknown', { name }));
    // deleted (and no version brought back as a draft since): gone, its versions kept for a restore
    if (!builtIn && stored?.deleted && !stored.draft) throw new ApiError(404, say('schema.deleted', { name }), { deleted: true });
    const designer = mayDesign(res);
    if (!designer && (!def || !canAccess(callerOf(res).privileges, { resource: def, action: 'list' }))) throw notFound(say('schema.unknown', { name }));
    const inForceNow = current ? { version: current.version, declaration: current.declaration } : null;
    return {
      name,
      builtIn: !!builtIn,
      // a built-in resource's whole declaration (its custom fields merged, its labels from the catalogues): exportable as any
      published: builtIn ? { version: current?.version ?? 0, declaration: await wholeDeclaration(def ?? builtIn) } : inForceNow,
      // what its custom fields are, as published: the designer edits those
      ...(builtIn ? { extension: inForceNow } : {}),
      draft: designer && stored?.draft ? { declaration: stored.draft.declaration, savedAt: stored.draft.savedAt, savedBy: stored.draft.savedBy } : null,
      // what a built-in resource is made of (its custom fields come on top), and how many records the resource holds
      ...(builtIn ? { base: builtIn } : {}),
      ...(designer ? { records: await recordCount(def) } : {}),
      updatedAt: stored?.updatedAt ?? null,
    };
  };
  const nameOf = (req: Request) => String(req.params.name);
  const now = () => new Date().toISOString();

  router.get(
    '/schemas',
    wrap(async (req, res) => {
      const designer = mayDesign(res);
      // the deleted ones only, for a restore: a designer's question
      const deleted = ['1', 'true'].includes(String(req.query.deleted ?? ''));
      if (deleted) requireDesigner(res);
      const stored = new Map((await allStoredSchemas(records)).map((s) => [s.name, s]));
      const names = [...new Set([...live.builtIn.all.map((d) => d.name), ...stored.keys()])];
      const rows = [];
      for (const name of names) {
        const s = stored.get(name);
        const current = s && inForce(s);
        const builtIn = !!live.builtIn.byName(name);
        const def = live.byName(name);
        if (!designer && (!def || !canAccess(callerOf(res).privileges, { resource: def, action: 'list' }))) continue;
        const status = s?.draft ? (current || builtIn ? 'changed' : 'draft') : !current && !builtIn ? 'deleted' : 'published';
        if (!designer && status !== 'published' && status !== 'changed') continue;
        if ((status === 'deleted') !== deleted) continue;
        // its name per language, from the declaration (the draft's while unpublished): the designer's list names drafts too
        const last = s?.versions.at(-1);
        const labels = (s?.draft?.declaration ?? current?.declaration ?? live.byName(name) ?? last?.declaration)?.labels ?? {};
        const names = Object.fromEntries(Object.entries(labels).flatMap(([locale, l]) => (l?.name ? [[locale, l.name]] : [])));
        rows.push({
          name,
          ...(Object.keys(names).length ? { names } : {}),
          builtIn,
          version: current?.version ?? 0,
          // a deleted one's last version: what a restore brings back
          ...(status === 'deleted' && last ? { lastVersion: last.version } : {}),
          status,
          updatedAt: s?.updatedAt ?? null,
          ...(def ? { route: def.route, privilege: def.privilege } : {}),
          ...(designer ? { records: await recordCount(def) } : {}),
        });
      }
      ok(res, { data: rows, total: rows.length });
    }),
  );

  router.get(
    '/schemas/:name',
    wrap(async (req, res) => ok(res, await answerFor(nameOf(req), res))),
  );

  router.put(
    '/schemas/:name',
    wrap(async (req, res) => {
      requireDesigner(res);
      const name = nameOf(req);
      const others = (await publishedDeclarations(records)).filter((d) => d.name !== name);
      // a built-in's whole declaration (its export) is taken as the custom fields it adds
      const builtIn = live.builtIn.byName(name);
      const body: unknown = builtIn ? asExtension(builtIn, req.body) : req.body;
      const errors = draftProblems(live, name, body, others, localeOf(req));
      if (Object.keys(errors).length) throw new ApiError(422, say('schema.invalid'), { errors });
      await records.transaction(async (tx) => {
        const stored = await storedSchema(tx, name);
        const declaration = body as Declaration;
        await keepSchema(tx, { name, versions: [], ...stored, draft: { declaration, savedAt: now(), savedBy: actor(res) }, updatedAt: now() });
        await logAudit(tx, originOf(req), callerOf(res).user, { resource: name, action: 'schema:save', recordId: name, data: declaration });
      });
      ok(res, await answerFor(name, res));
    }),
  );

  /** Puts `name`'s draft in force as its next version (the checks of a publish first): what a publish and a restore answer. */
  const publishDraft = async (req: Request, res: Response, name: string, dryRun: boolean, backfill?: unknown) => {
    const stored = await storedSchema(records, name);
    if (!stored?.draft) throw conflict(say('schema.no_draft', { name }));
    const draft = stored.draft.declaration;
    const others = (await publishedDeclarations(records)).filter((d) => d.name !== name);
    let next: DeclaredRegistry;
    try {
      next = live.candidate([...others, draft]);
    } catch (error) {
      if (!(error instanceof SchemaError)) throw error;
      throw new ApiError(422, say('schema.invalid'), { errors: { declaration: speak(res, textOf(error)) } });
    }
    const def = next.byName(name) as ResourceDef;
    const builtIn = !!live.builtIn.byName(name);
    const problems = backfillProblems(def, backfill);
    if (Object.keys(problems).length)
      throw new ApiError(422, say('schema.invalid'), {
        errors: Object.fromEntries(Object.entries(problems).map(([path, p]) => [path, speak(res, say(p.key, p.params))])),
      });
    const { fills, ...plan } = await planPublish(records, def, builtIn, inForce(stored)?.declaration, draft, (backfill ?? {}) as Backfill);
    if (plan.invalid) throw new ApiError(409, say('schema.breaks_records', { name, invalid: String(plan.invalid) }), plan);
    if (dryRun) return { ...plan, dryRun: true };
    const version = (stored.versions.at(-1)?.version ?? 0) + 1;
    await records.transaction(async (tx) => {
      await applyPublish(tx, next, def, plan.changes);
      await applyFills(tx, def, fills, { origin: originOf(req), actor: callerOf(res).user });
      const kept: StoredSchema = {
        ...stored,
        deleted: false,
        draft: null,
        versions: [
          ...stored.versions,
          {
            version,
            declaration: draft,
            publishedAt: now(),
            publishedBy: actor(res),
            changes: plan.changes,
            touches: plan.touches,
            ...(fills.length ? { backfilled: plan.backfilled } : {}),
          },
        ],
        updatedAt: now(),
      };
      await keepSchema(tx, kept);
      await options.sync.bump(tx);
      await logAudit(tx, originOf(req), callerOf(res).user, {
        resource: name,
        action: 'schema:publish',
        recordId: name,
        data: { version, changes: plan.changes, ...(fills.length ? { backfilled: plan.backfilled } : {}) },
      });
    });
    await options.prepare(next);
    live.replace(next);
    return { version, changes: plan.changes, touches: plan.touches, invalid: 0, examples: [], broken: plan.broken, backfilled: plan.backfilled };
  };

  router.post(
    '/schemas/:name/publish',
    wrap(async (req, res) => {
      requireDesigner(res);
      const backfill = (req.body as { backfill?: unknown } | undefined)?.backfill;
      ok(res, await publishDraft(req, res, nameOf(req), ['1', 'true'].includes(String(req.query.dryRun ?? '')), backfill));
    }),
  );

  // a deleted resource back in force from one of its versions (the last by default): its draft, then published; no role's
  // old grants come back (the delete took them), the admin role has its code again as at any publish
  router.post(
    '/schemas/:name/restore',
    wrap(async (req, res) => {
      requireDesigner(res);
      const name = nameOf(req);
      const stored = await storedSchema(records, name);
      if (!stored || !stored.versions.length) throw notFound(say('schema.unknown', { name }));
      if (!stored.deleted) throw conflict(say('schema.not_deleted', { name }));
      const asked = (req.body as { version?: unknown } | undefined)?.version;
      const old = asked === undefined ? stored.versions.at(-1) : stored.versions.find((v) => v.version === Number(asked));
      if (!old) throw notFound(say('schema.no_version', { name, version: String(asked) }));
      await records.transaction(async (tx) => {
        await keepSchema(tx, { ...stored, draft: { declaration: old.declaration, savedAt: now(), savedBy: actor(res) }, updatedAt: now() });
        await logAudit(tx, originOf(req), callerOf(res).user, { resource: name, action: 'schema:restore', recordId: name, data: { version: old.version } });
      });
      ok(res, await publishDraft(req, res, name, false));
    }),
  );

  router.get(
    '/schemas/:name/versions',
    wrap(async (req, res) => {
      requireDesigner(res);
      const name = nameOf(req);
      const stored = await storedSchema(records, name);
      if (!stored && !live.builtIn.byName(name)) throw notFound(say('schema.unknown', { name }));
      const versions = [...(stored?.versions ?? [])].reverse().map(({ version, publishedAt, publishedBy, changes, touches, backfilled, declaration }) => ({
        version,
        publishedAt,
        publishedBy,
        changes,
        ...(touches ? { touches } : {}),
        ...(backfilled ? { backfilled } : {}),
        declaration,
      }));
      ok(res, { data: versions, total: versions.length });
    }),
  );

  router.post(
    '/schemas/:name/revert',
    wrap(async (req, res) => {
      requireDesigner(res);
      const name = nameOf(req);
      const wanted = Number((req.body as { version?: unknown } | undefined)?.version);
      const stored = await storedSchema(records, name);
      const old = stored?.versions.find((v) => v.version === wanted);
      if (!stored || !old) throw notFound(say('schema.no_version', { name, version: String((req.body as { version?: unknown })?.version ?? '') }));
      await records.transaction(async (tx) => {
        await keepSchema(tx, { ...stored, draft: { declaration: old.declaration, savedAt: now(), savedBy: actor(res) }, updatedAt: now() });
        await logAudit(tx, originOf(req), callerOf(res).user, { resource: name, action: 'schema:revert', recordId: name, data: { version: wanted } });
      });
      ok(res, await answerFor(name, res));
    }),
  );

  router.delete(
    '/schemas/:name',
    wrap(async (req, res) => {
      requireDesigner(res);
      const name = nameOf(req);
      if (live.builtIn.byName(name)) {
        res.setHeader('Allow', 'GET, PUT');
        throw new ApiError(405, say('schema.built_in', { name }));
      }
      const stored = await storedSchema(records, name);
      if (!stored || stored.deleted) throw notFound(say('schema.unknown', { name }));
      const def = live.byName(name);
      const count = await recordCount(def);
      if (count) throw new ApiError(409, say('schema.has_records', { name, records: String(count) }), { records: count });
      const others = (await publishedDeclarations(records)).filter((d) => d.name !== name);
      let next: DeclaredRegistry;
      try {
        next = live.candidate(others);
      } catch (error) {
        // another declaration refers to it (a reference, a related table): that one changes first
        if (!(error instanceof SchemaError)) throw error;
        throw new ApiError(409, say('schema.invalid'), { errors: { declaration: speak(res, textOf(error)) } });
      }
      // its rights go with it: taken from every role, in the same transaction (a restore brings none back silently)
      const codes = codesGone(live.snapshot, next);
      const revoked = await records.transaction(async (tx) => {
        await keepSchema(tx, { ...stored, deleted: true, draft: null, updatedAt: now() });
        const lost = await revokeCodes(tx, codes);
        await options.sync.bump(tx);
        await logAudit(tx, originOf(req), callerOf(res).user, { resource: name, action: 'schema:delete', recordId: name, data: { revoked: lost } });
        return lost;
      });
      live.replace(next);
      ok(res, { revoked });
    }),
  );

  return router;
}
