/**
 * The record service: every read and write of a resource's records, whoever asks (the HTTP routes,
 * a record action, a test), taking a caller and plain values. Each write does, in one transaction:
 * access and store scope, the write rules and validation (prepare.ts), uniqueness, system numbers,
 * stamps, refunds against their orders, postings, and the audit log. The routes
 * (server/api/resources-router.ts) only turn HTTP into these calls and the answers into envelopes.
 */
import { canAccess, missingRight, rightFor, type Action } from '../../resources/access';
import { collectionOf, type ResourceDef } from '../../resources/define';
import type { Registry } from '../../resources/registry';
import { rightCode } from '../../resources/rights';
import { maskRow } from '../../resources/mask';
import { ruleErrors } from '../../resources/rules';
import { stampValue, transitionStamps } from '../../resources/stamps';
import { checkValue, isEmpty } from '../../resources/validate';
import { bulkEditableFields, writableFields, type Mode } from '../../resources/writes';
import { withComputed } from '../../resources/computed';
import { ApiError, conflict, notFound } from '../envelope';
import { AUDIT_LOGS, logAudit, type Origin } from '../logs';
import { say, type ServerText } from '../messages';
import type { Caller } from '../rbac';
import { refused } from '../rights';
import type { Records } from '../db/records';
import type { Row } from '../row';
import { connectionsOf, screensOf, type Connections } from '../api/connections';
import { parseListQuery, restrictTo } from '../api/list-query';
import { applyPosting, applyTransitionPosting } from '../api/postings';
import { dependentsOf, diff, present, recordTitle, uniqueClashes } from '../api/record-rules';
import { checkRefund, settleOrder } from '../api/refunds';
import { assignNumbers } from '../api/system-numbers';
import { prepare, validationFailed } from './prepare';
import { inScope, scopeOf } from './scope';
import { applyThrough, splitThrough } from './through';
import { listedEntry, recordOf, TRASH, trashEntry, trashKey, trashResourceOf } from './trash';
import { bumped, matches, VERSION_FIELD, versionOf } from './versions';
import type { Sheet } from './import-file';
import { ImportRun, type ImportOptions, type ImportResult } from './import-run';

/** Who acts, from where (for the audit log), and on which version of the record (`If-Match`: none, any). */
export interface Acting {
  readonly caller: Caller;
  readonly origin: Origin;
  readonly ifMatch?: string;
}

/** A record as it leaves the service: its declared fields and its version. */
export const shown = (def: ResourceDef, row: Row): Row => ({ ...present(def, row), [VERSION_FIELD]: versionOf(row) });

/** `present(def, row)` for a page of rows, computed fields added and personal identifiers masked: the readable field names worked out once per resource. */
const presenters = new WeakMap<ResourceDef, (row: Row) => Row>();
export function presenter(def: ResourceDef): (row: Row) => Row {
  let fn = presenters.get(def);
  if (!fn) {
    const names = Object.entries(def.fields)
      .filter(([, field]) => !field.writeOnly)
      .map(([name]) => name);
    fn = (row) => {
      const out: Row = {};
      for (const name of names) if (row[name] !== undefined) out[name] = row[name];
      out[VERSION_FIELD] = versionOf(row);
      return maskRow(def, withComputed(def, out));
    };
    presenters.set(def, fn);
  }
  return fn;
}

/** What a bulk edit did: the ids written, and each refused one with its status and why. */
export interface BulkResult {
  done: string[];
  refused: { id: string; status: number; text: ServerText; data: unknown }[];
}

/** One write of a record, as its history shows it. */
export interface HistoryEntry {
  at: string;
  actor: { id: string; name: string };
  action: string;
  /** The screen (resource) the write came through. */
  via: string;
  changes: { field: string; from: unknown; to: unknown }[];
}

const asObject = (v: unknown): Row => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Row) : {});

/** An audit log entry as a history entry: the fields that changed, from what, to what. */
export function historyEntry(entry: Row): HistoryEntry {
  const before = asObject(entry.previousData);
  const after = asObject(entry.data);
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((f) => f !== 'id' && f !== VERSION_FIELD);
  return {
    at: String(entry.createdAt),
    actor: { id: String(entry.actorId), name: String(entry.actorName ?? entry.actorId) },
    action: String(entry.action),
    via: String(entry.resource),
    changes: fields.map((field) => ({ field, from: before[field] ?? null, to: after[field] ?? null })),
  };
}

/** The fields `values` holds that `asked` does not: each an unknown field. */
export function unaskedErrors(values: Row, asked: readonly string[]): Record<string, string> {
  return Object.fromEntries(Object.keys(values).flatMap((key) => (asked.includes(key) ? [] : [[key, 'app.validation.unknownField']])));
}

export class RecordService {
  constructor(
    private readonly registry: Registry,
    private readonly records: Records,
    private readonly options: { readonly bcryptRounds: number },
  ) {}

  /**
   * 403 unless the caller may do `action` on the resource; for a transition or a record action
   * (`name`), 404 first when the resource has none of that name. Every operation checks it; a
   * route may ask it before it reads the body, so that a caller without the right learns nothing more.
   */
  authorize(def: ResourceDef, caller: Caller, action: Action, name?: string): void {
    if (action === 'transition' && !(name && def.workflow?.transitions[name]))
      throw notFound(say('resource.no_transition', { resource: def.name, transition: String(name) }));
    if (action === 'action') {
      const a = name && Object.prototype.hasOwnProperty.call(def.recordActions ?? {}, name) ? def.recordActions?.[name] : undefined;
      const target = a && this.registry.byName(a.creates);
      if (!a || !target) throw notFound(say('resource.no_action', { resource: def.name, action: String(name) }));
    }
    const request = { resource: def, action, transition: name, resourceNamed: this.registry.byName };
    if (!canAccess(caller.privileges, request))
      throw refused(missingRight(caller.privileges, request) ?? rightCode(def.privilege, rightFor(request).kind, name));
  }

  /** The record `id` in the caller's scope; a record of another store answers exactly like a missing one. */
  private async find(def: ResourceDef, caller: Caller, id: string, from: Records = this.records): Promise<Row> {
    const row = await from.get(collectionOf(def), id);
    if (!row || !inScope(await scopeOf(def, caller, this.registry, from), row)) throw notFound(say('resource.not_found', { resource: def.name, id }));
    return row;
  }

  /** 412 with the record as it is now, and who changed it last and when, unless the caller's If-Match names its version (or none is sent). */
  private async ensureFresh(def: ResourceDef, acting: Acting, row: Row, tx: Records = this.records): Promise<void> {
    if (acting.ifMatch === undefined || acting.ifMatch.trim() === '' || matches(acting.ifMatch, row)) return;
    throw new ApiError(412, say('resource.stale'), { current: shown(def, row), changed: await this.lastChange(def, String(row.id), tx) });
  }

  /** The latest write of the record in the audit log, through any screen of its collection: who, when. */
  private async lastChange(def: ResourceDef, id: string, tx: Records): Promise<{ by: { id: string; name: string }; at: string } | undefined> {
    const audit = this.registry.byName(AUDIT_LOGS);
    if (!audit) return undefined;
    const screens = screensOf(this.registry, def).map((d) => d.name);
    const query = parseListQuery(audit, { resource: screens, recordId: id, sort: 'createdAt', order: 'DESC', size: '1' });
    const [last] = (await tx.list(audit, AUDIT_LOGS, query)).data;
    return last && { by: { id: String(last.actorId), name: String(last.actorName ?? last.actorId) }, at: String(last.createdAt) };
  }

  /** What the audit log keeps of a change: the fields that differ, personal identifiers masked (never logged in full). */
  private audited(def: ResourceDef, before: Row, after: Row) {
    const { previousData, data } = diff(present(def, before), present(def, after));
    return { previousData: maskRow(def, previousData), data: maskRow(def, data) };
  }

  async list(def: ResourceDef, caller: Caller, query: Record<string, unknown>): Promise<{ data: Row[]; total: number } & Connections> {
    this.authorize(def, caller, 'list');
    const { rest, through } = splitThrough(def, this.registry, query);
    const q = parseListQuery(def, rest);
    await applyThrough(q, through, this.records);
    const scope = await scopeOf(def, caller, this.registry, this.records);
    if (scope) restrictTo(q, scope.field, scope.values);
    const page = await this.records.list(def, collectionOf(def), q);
    return { data: page.data.map(presenter(def)), total: page.total, ...(await connectionsOf(this.registry, this.records, def, page.data, caller)) };
  }

  async get(def: ResourceDef, caller: Caller, id: string): Promise<Row> {
    this.authorize(def, caller, 'show');
    return withComputed(def, shown(def, await this.find(def, caller, id)));
  }

  /** What a record's page shows for the records it refers to: their titles and the pages the caller may open. */
  async references(def: ResourceDef, caller: Caller, id: string): Promise<Connections> {
    this.authorize(def, caller, 'show');
    return connectionsOf(this.registry, this.records, def, [await this.find(def, caller, id)], caller);
  }

  /**
   * The record's history (CONTRACT §2.5), newest first: every write the audit log holds of it,
   * through any screen of its collection (`via`: a store screen's edits are in the rider's
   * history), with the fields that changed, and the titles of the records the values refer to.
   */
  async history(def: ResourceDef, caller: Caller, id: string, query: Record<string, unknown>): Promise<{ data: HistoryEntry[]; total: number } & Connections> {
    this.authorize(def, caller, 'show');
    const row = await this.find(def, caller, id);
    const audit = this.registry.byName(AUDIT_LOGS);
    if (!audit) return { data: [], total: 0, titles: {}, links: {} };
    const screens = screensOf(this.registry, def).map((d) => d.name);
    const q = parseListQuery(audit, {
      resource: screens,
      recordId: String(row.id),
      sort: 'createdAt',
      order: 'DESC',
      page: query.page ?? '1',
      size: query.size ?? '20',
    });
    const page = await this.records.list(audit, AUDIT_LOGS, q);
    const data = page.data.map(historyEntry);
    // the values as rows of this resource, for the titles of what they refer to (a rider's name, a store's)
    const values = data.flatMap((e) => e.changes.flatMap((c) => [{ [c.field]: c.from }, { [c.field]: c.to }]));
    return { data, total: page.total, ...(await connectionsOf(this.registry, this.records, def, values, caller)) };
  }

  async create(def: ResourceDef, acting: Acting, values: Row): Promise<Row> {
    this.authorize(def, acting.caller, 'create');
    return this.insert(def, acting, values);
  }

  /** Creates a record of `def` (access checked by the caller of this): checked, numbered, stamped, refund-checked, posted, logged, in one transaction. */
  private async insert(def: ResourceDef, acting: Acting, values: Row, also?: (tx: Records, created: Row) => Promise<void>): Promise<Row> {
    const { caller } = acting;
    // checked and written in one transaction: a unique value or a number taken meanwhile cannot slip in
    const row = await this.records.transaction(async (tx) => {
      const clean = await prepare(def, values, 'create', undefined, await this.context(def, caller, tx));
      const created = await this.created(tx, acting, def, clean, new Date(), 'create');
      // a record action's mark on the record it ran on, in the same transaction
      await also?.(tx, created);
      return created;
    });
    return shown(def, row);
  }

  /** Writes a new record of checked values (`clean`): its id and version, stamped, numbered, refund-checked, posted, logged as `action`. */
  private async created(tx: Records, acting: Acting, def: ResourceDef, clean: Row, now: Date, action: 'create' | 'import'): Promise<Row> {
    const { caller, origin } = acting;
    const collection = collectionOf(def);
    const created: Row = { id: await tx.nextId(collection), ...clean, [VERSION_FIELD]: 1 };
    if ('createdAt' in def.fields && created.createdAt === undefined) created.createdAt = now.toISOString();
    for (const [name, field] of Object.entries(def.fields)) if (field.stamp) created[name] = stampValue(field, now, String(caller.user.id));
    await assignNumbers(def, tx, created, now);
    await checkRefund(def, this.registry, tx, created);
    await applyPosting(def, this.registry, tx, created, origin, caller.user);
    await tx.insert(collection, created);
    await settleOrder(def, this.registry, tx, created, origin, caller.user);
    await this.audit(tx, acting, def, action, created, { data: maskRow(def, present(def, created)) });
    return created;
  }

  /** The audit log's entry of a write of `row` (its id and what it is called), by whoever acts. */
  private audit(tx: Records, acting: Acting, def: ResourceDef, action: string, row: Row, values: { previousData?: unknown; data?: unknown }) {
    return logAudit(tx, acting.origin, acting.caller.user, { resource: def.name, action, recordId: String(row.id), title: recordTitle(def, row), ...values });
  }

  private async context(def: ResourceDef, caller: Caller, tx: Records) {
    return { registry: this.registry, tx, scope: await scopeOf(def, caller, this.registry, tx), bcryptRounds: this.options.bcryptRounds };
  }

  /** A record action (`recordActions`): a record of another resource, filled from this one and the fields the action asks for. */
  async runAction(def: ResourceDef, acting: Acting, id: string, name: string, values: Row): Promise<Row> {
    this.authorize(def, acting.caller, 'action', name);
    const action = def.recordActions?.[name];
    const target = action && this.registry.byName(action.creates);
    if (!action || !target) throw notFound(say('resource.no_action', { resource: def.name, action: name }));
    const row = await this.find(def, acting.caller, id);
    await this.ensureFresh(def, acting, row);
    const preset = action.preset ?? {};
    const asked =
      action.asks ??
      writableFields(target, 'create')
        .map(([field]) => field)
        .filter((field) => !(field in action.prefill) && !(field in preset));
    const errors = unaskedErrors(values, asked);
    if (Object.keys(errors).length) throw validationFailed(errors);
    const filled = { ...preset, ...Object.fromEntries(Object.entries(action.prefill).map(([field, from]) => [field, row[from]])) };
    // the record it ran on is written too (its version moves; its history says what it made)
    return this.insert(target, acting, { ...values, ...filled }, async (tx, created) => {
      const source = await this.find(def, acting.caller, id, tx);
      await this.ensureFresh(def, acting, source, tx);
      await tx.update(collectionOf(def), id, bumped(source));
      await this.audit(tx, acting, def, `action:${name}`, source, { data: { created: { resource: target.name, id: String(created.id) } } });
    });
  }

  /** PUT (`update`: replaces what a client may write) or PATCH (`patch`: the fields sent). */
  async update(def: ResourceDef, acting: Acting, id: string, values: Row, mode: Extract<Mode, 'update' | 'patch'>): Promise<Row> {
    this.authorize(def, acting.caller, 'edit');
    return shown(def, await this.write(def, acting, id, values, mode, 'update'));
  }

  /**
   * A bulk edit (`PATCH /{resource}` with `{ids, data}`, CONTRACT §2.5): the same values on each
   * record, each checked, written and audited as one PATCH (its history says `bulk`): a record that
   * refuses (another store's, gone, a rule it breaks) is undone alone, does not stop the others, and
   * is reported with why. Only the fields one value may be set on many records at once.
   */
  async bulkUpdate(def: ResourceDef, acting: Acting, ids: readonly string[], values: Row): Promise<BulkResult> {
    this.authorize(def, acting.caller, 'edit');
    const editable = new Set(bulkEditableFields(def).map(([name]) => name));
    const errors = Object.fromEntries(
      Object.keys(values)
        .filter((name) => !editable.has(name))
        .map((name) => [name, def.fields[name] ? 'app.validation.notBulkEditable' : 'app.validation.unknownField']),
    );
    if (Object.keys(errors).length) throw validationFailed(errors);
    // one transaction, each record in a savepoint of its own: one refused is undone alone, and the rest land in one commit
    return this.records.transaction(async (tx) => {
      const result: BulkResult = { done: [], refused: [] };
      for (const id of ids) {
        try {
          await tx.attempt((one) => this.write(def, { ...acting, ifMatch: undefined }, id, values, 'patch', 'bulk', one));
          result.done.push(id);
        } catch (e) {
          if (!(e instanceof ApiError)) throw e;
          result.refused.push({ id, status: e.status, text: e.text, data: e.data });
        }
      }
      return result;
    });
  }

  /** One write of a record's fields (access checked by the caller of this), logged as `action`. */
  private async write(
    def: ResourceDef,
    acting: Acting,
    id: string,
    values: Row,
    mode: Extract<Mode, 'update' | 'patch'>,
    action: string,
    records: Records = this.records,
  ): Promise<Row> {
    const { caller } = acting;
    // read, checked and written in one transaction: a change made meanwhile is not overwritten unseen
    return records.transaction(async (tx) => {
      const before = await this.find(def, caller, id, tx);
      await this.ensureFresh(def, acting, before, tx);
      const clean = await prepare(def, values, mode, before, await this.context(def, caller, tx));
      const after = bumped(before);
      // PUT replaces what a client may write (a write-only secret not sent is kept); everything else keeps its stored value.
      if (mode === 'update') for (const [name, field] of writableFields(def, 'update')) if (!(name in clean) && !field.writeOnly) delete after[name];
      for (const [k, v] of Object.entries(clean)) {
        if (v === undefined) delete after[k];
        else after[k] = v;
      }
      if ('updatedAt' in def.fields) after.updatedAt = new Date().toISOString();
      await tx.update(collectionOf(def), String(after.id), after);
      await this.audit(tx, acting, def, action, after, this.audited(def, before, after));
      return after;
    });
  }

  /** Moves the record to the trash (CONTRACT §2.5), unless records still refer to it (409 naming them). */
  async remove(def: ResourceDef, acting: Acting, id: string): Promise<Row> {
    const { caller } = acting;
    this.authorize(def, caller, 'delete');
    const row = await this.records.transaction(async (tx) => {
      const gone = await this.find(def, caller, id, tx);
      await this.ensureFresh(def, acting, gone, tx);
      const dependents = await dependentsOf(def, this.registry, tx, String(gone.id));
      if (dependents.length)
        throw conflict(say('resource.still_used', { dependents: dependents.map((d) => `${d.count} ${d.resource}.${d.field}`).join(', ') }), {
          dependents,
          // CONTRACT §2.5: what still refers to it, and which records, for the app to name in words with links
          blockers: dependents,
        });
      const base = trashResourceOf(this.registry, def);
      const entry = trashEntry(base, def, gone, String(caller.user.id), new Date());
      await tx.remove(TRASH, String(entry.id));
      await tx.insert(TRASH, entry);
      await tx.remove(collectionOf(def), String(gone.id));
      await this.audit(tx, acting, def, 'delete', gone, { previousData: maskRow(def, present(def, gone)) });
      return gone;
    });
    return present(def, row);
  }

  /**
   * Brings a record back from the trash with its id and values (its version one more), through any
   * screen of its collection the caller may delete from; 409 naming the field when one of its unique
   * values was taken meanwhile.
   */
  async restore(def: ResourceDef, acting: Acting, id: string): Promise<Row> {
    const { caller } = acting;
    this.authorize(def, caller, 'delete');
    const base = trashResourceOf(this.registry, def);
    const row = await this.records.transaction(async (tx) => {
      const entry = await tx.get(TRASH, trashKey(base.name, id));
      const stored = entry && recordOf(entry);
      if (!entry || !stored || !inScope(await scopeOf(def, caller, this.registry, tx), stored))
        throw notFound(say('resource.not_in_trash', { resource: def.name, id }));
      const [clash] = await uniqueClashes(def, tx, stored, String(stored.id));
      if (clash) throw conflict(say('resource.restore_clash', { field: clash }), { field: clash, errors: { [clash]: 'app.validation.unique' } });
      const back = bumped(stored);
      await tx.remove(TRASH, String(entry.id));
      await tx.insert(collectionOf(def), back, 'restored');
      await this.audit(tx, acting, def, 'restore', back, { data: maskRow(def, present(def, back)) });
      return back;
    });
    return shown(def, row);
  }

  /** `GET /trash`: the entries the caller may see, newest first, each listed by its record's id. */
  async trash(caller: Caller, query: Record<string, unknown>): Promise<{ data: Row[]; total: number } & Connections> {
    const def = this.registry.byName(TRASH);
    if (!def) throw notFound(say('resource.unknown', { resource: TRASH }));
    const page = await this.list(def, caller, query);
    return { ...page, data: page.data.map(listedEntry) };
  }

  /** The errors of the values a transition asks for: unknown fields, required ones left empty (unless a rule decides), values that break their field's rules. */
  private askedErrors(def: ResourceDef, asks: readonly string[], values: Row): Record<string, string> {
    const errors = unaskedErrors(values, asks);
    for (const key of asks) {
      // a field asked for under a condition (a payout's reference, unless paid into the balance) is left to its rule
      if (isEmpty(values[key])) {
        if (!def.fields[key]?.requiredWhen) errors[key] = 'app.validation.required';
      } else {
        const e = checkValue(def.fields[key], values[key]);
        if (e) errors[key] = e;
      }
    }
    return errors;
  }

  /** Runs the workflow transition `name`: from an allowed state, with what it asks for, stamped, refund-checked, posted, logged. */
  async transition(def: ResourceDef, acting: Acting, id: string, name: string, values: Row): Promise<Row> {
    const { caller, origin } = acting;
    this.authorize(def, caller, 'transition', name);
    const wf = def.workflow;
    const t = wf?.transitions[name];
    if (!wf || !t) throw notFound(say('resource.no_transition', { resource: def.name, transition: name }));
    // the state read, checked and moved in one transaction: two staff approving at once, one is refused
    const row = await this.records.transaction(async (tx) => {
      const before = await this.find(def, caller, id, tx);
      const from = String(before[wf.field]);
      if (!t.from.includes(from))
        throw conflict(say('resource.transition_refused', { transition: name, from }), {
          from,
          allowed: Object.entries(wf.transitions)
            .filter(([, x]) => x.from.includes(from))
            .map(([k]) => k),
        });
      // the state says why first (409: not from this state); a record changed meanwhile in a state that still allows it is a 412
      await this.ensureFresh(def, acting, before, tx);
      // four eyes: who created a refund does not approve it
      if (t.notBy && String(before[t.notBy] ?? '') === String(caller.user.id)) throw conflict(say('resource.four_eyes'), { field: t.notBy });
      const errors = this.askedErrors(def, t.asks ?? [], values);
      // the state it moves to may ask for more (a resolution once closed)
      for (const [key, error] of Object.entries(ruleErrors(def, { ...before, ...values, [wf.field]: t.to }))) errors[key] ??= error;
      if (Object.keys(errors).length) throw validationFailed(errors);
      const now = new Date();
      const after: Row = bumped({ ...before, ...values, [wf.field]: t.to });
      Object.assign(after, transitionStamps(def, t, after, now, String(caller.user.id)));
      if ('updatedAt' in def.fields) after.updatedAt = now.toISOString();
      // a refund that stays open or settles is checked again against its order (another may have settled meanwhile)
      if (def.refundOf && [...def.refundOf.open, ...def.refundOf.settled].includes(t.to)) await checkRefund(def, this.registry, tx, after);
      await tx.update(collectionOf(def), String(after.id), after);
      await applyTransitionPosting(def, t, this.registry, tx, after, origin, caller.user);
      await settleOrder(def, this.registry, tx, after, origin, caller.user);
      await this.audit(tx, acting, def, `transition:${name}`, after, this.audited(def, before, after));
      return after;
    });
    return shown(def, row);
  }

  /**
   * An import (CONTRACT §2.5): each row of the file checked as a create (validation, rules,
   * uniqueness — within the file too —, references by id, number or title) and, unless a dry run,
   * written and audited (`import`) in one transaction: the good rows (`valid`), or every row or
   * none (`all`). The rows' errors name their line and field.
   */
  async importRows(def: ResourceDef, acting: Acting, sheet: Sheet, options: ImportOptions): Promise<ImportResult> {
    const { caller } = acting;
    this.authorize(def, caller, 'create');
    const run = await ImportRun.start(def, this.registry, sheet, options);
    if (options.dryRun) {
      const ctx = await this.context(def, caller, this.records);
      await run.each(this.records, (values) => prepare(def, values, 'create', undefined, ctx));
      return run.result();
    }
    const rollBack = new Error('import: all or nothing');
    try {
      await this.records.transaction(async (tx) => {
        const ctx = await this.context(def, caller, tx);
        const now = new Date();
        await run.each(
          tx,
          (values) => prepare(def, values, 'create', undefined, ctx),
          async (clean) => {
            // as a create: numbered, stamped, refund-checked, posted, logged
            return String((await this.created(tx, acting, def, clean, now, 'import')).id);
          },
        );
        if (options.mode === 'all' && run.failed) throw rollBack;
      });
    } catch (e) {
      if (e !== rollBack) throw e;
      run.rolledBack();
    }
    return run.result();
  }
}
