/**
 * Publishing a draft (CONTRACT §2.4 "Evolution keeps data"): what it changes, checked against the
 * stored records first (a changed kind or rule, a renamed or re-declared field: 409 with how many
 * records would break, and which, and nothing changes), then, in one transaction, the renamed
 * fields' values moved, the version kept, a new privilege code added to the tree's records and
 * granted to the admin role; the new registry is served from then on. A publish may carry a
 * backfill: a value (or another field's) for each field the records it would break lack, written
 * to those records in the same transaction (CONTRACT §2.4).
 */
import { collectionOf, type FieldDef, type ResourceDef } from '../../resources/define';
import { declarationChanges, fieldsToCheck, type Change, type Declaration } from '../../resources/declarations';
import type { Registry } from '../../resources/registry';
import { isRequiredWhen } from '../../resources/rules';
import { checkValue, isEmpty } from '../../resources/validate';
import { ensurePrivilegeRecords } from '../rights';
import type { Records } from '../db/records';
import type { Row } from '../row';
import { logAudit, type Origin } from '../logs';
import { recordTitle } from '../api/record-rules';
import { bumped } from '../records/versions';
import type { ServerMessageKey } from '../../i18n/server';
import { copySource } from '../../resources/backfill';

/** One stored record a publish would break: which field, and the validation message key. */
export interface Breakage {
  readonly id: string;
  readonly field: string;
  readonly message: string;
}

export interface PublishPlan {
  readonly changes: readonly Change[];
  /** Per changed field: how many stored records hold a value of it (a rename: of the old field). */
  readonly touches: Readonly<Record<string, number>>;
  /** How many stored records the new version would leave invalid; the first few, for the designer to show. */
  readonly invalid: number;
  readonly examples: readonly Breakage[];
  /** Per field: how many records it would break (before any backfill), for the designer to offer a backfill of each. */
  readonly broken: Readonly<Record<string, number>>;
  /** Per field of the backfill: how many records it fills. */
  readonly backfilled: Readonly<Record<string, number>>;
}

/**
 * What a publish writes into the records it would otherwise break (`POST /schemas/{name}/publish` `{"backfill": …}`):
 * per field, a value, or `{copyFrom: 'field'}` — each record's value of another field.
 */
export type Backfill = Readonly<Record<string, unknown>>;

/** One value a backfill writes. */
export interface Fill {
  readonly id: string;
  readonly field: string;
  readonly value: unknown;
}

/** One entry's problem: a server message and its values. */
export interface BackfillProblem {
  readonly key: ServerMessageKey;
  readonly params: Readonly<Record<string, string>>;
}

/** What is wrong with a backfill, keyed by its path (`backfill.insuranceExpiry`): a message key and its values (server messages). */
export function backfillProblems(def: ResourceDef, backfill: unknown): Record<string, BackfillProblem> {
  if (backfill === undefined) return {};
  if (!backfill || typeof backfill !== 'object' || Array.isArray(backfill)) return { backfill: { key: 'schema.backfill_shape', params: {} } };
  const problems: Record<string, BackfillProblem> = {};
  const stored = (name: string) => {
    const field = def.fields[name];
    return !!field && !field.computed && field.kind !== 'id';
  };
  for (const [name, entry] of Object.entries(backfill)) {
    const at = `backfill.${name}`;
    if (!stored(name)) problems[at] = { key: 'schema.backfill_no_field', params: { field: name } };
    else if (copySource(entry) !== undefined) {
      const from = copySource(entry) as string;
      if (!stored(from) || from === name) problems[at] = { key: 'schema.backfill_no_source', params: { field: name, from } };
    } else if (isEmpty(entry)) problems[at] = { key: 'schema.backfill_empty', params: { field: name } };
    else if (checkValue(def.fields[name], entry)) problems[at] = { key: 'schema.backfill_refused', params: { field: name } };
  }
  return problems;
}

const MAX_EXAMPLES = 20;
const ADMIN_ROLE = 'admin';
const ROLES = 'roles';

/** An extension's previous version is its fields so far (none before the first). */
const previous = (before: Declaration | undefined, builtIn: boolean, name: string): Declaration | undefined =>
  before ?? (builtIn ? { name, fields: {} } : undefined);

/** What publishing `draft` over `before` changes and breaks, read from the stored records of `def` (the resource as `draft` makes it). */
export async function planPublish(
  records: Records,
  def: ResourceDef,
  builtIn: boolean,
  before: Declaration | undefined,
  draft: Declaration,
  backfill: Backfill = {},
): Promise<PublishPlan & { readonly fills: readonly Fill[] }> {
  const changes = declarationChanges(previous(before, builtIn, def.name), draft);
  const table = collectionOf(def);
  const checked = fieldsToCheck(changes);
  const renamedFrom = new Map(changes.flatMap((c) => (c.kind === 'renameField' ? [[c.field, c.from] as const] : [])));
  const held = changes.flatMap((c) => (c.kind === 'renameField' ? [c.from] : 'field' in c ? [c.field] : []));
  const conditions = checked.flatMap((name) => Object.keys(def.fields[name]?.requiredWhen ?? {}));
  // a field now required is missing from records that hold none of these: read every record then (its id is always stored)
  const everyRecord = checked.some((name) => def.fields[name]?.required || def.fields[name]?.requiredWhen);
  const sources = Object.values(backfill).flatMap((entry) => copySource(entry) ?? []);
  const read = [...new Set([...held, ...checked, ...conditions, ...sources, ...(everyRecord ? ['id'] : [])])];
  const rows = await records.fieldValues(table, read);
  const touches: Record<string, number> = {};
  for (const c of changes)
    if ('field' in c) {
      const source = c.kind === 'renameField' ? c.from : c.field;
      touches[c.field] = rows.filter((r) => !isEmpty(r.values[source])).length;
    }
  const problems: Breakage[] = [];
  const broken = new Set<string>();
  const brokenBy: Record<string, number> = {};
  const backfilled: Record<string, number> = {};
  const fills: Fill[] = [];
  const seen = new Map<string, Map<string, string>>();
  /** Why `record` breaks the field's rules (a message key), or nothing: empty while required, a value it refuses, a value another record holds. */
  const problemOf = (name: string, record: Row): string | undefined => {
    const field: FieldDef = def.fields[name];
    const v = record[name];
    if (isEmpty(v)) return field.required || isRequiredWhen(field, record) ? 'app.validation.required' : undefined;
    const message = checkValue(field, v);
    if (message || !field.unique) return message;
    return seen.get(name)?.has(String(v).toLowerCase()) ? 'app.validation.unique' : undefined;
  };
  for (const { id, values } of rows) {
    const record: Row = { ...values };
    for (const [to, from] of renamedFrom) record[to] = values[from];
    for (const name of checked) {
      let message = problemOf(name, record);
      if (message) brokenBy[name] = (brokenBy[name] ?? 0) + 1;
      if (message && name in backfill) {
        const from = copySource(backfill[name]);
        const value = from === undefined ? backfill[name] : record[from];
        // what still breaks with the value is what the designer is told (a value another record already took)
        message = problemOf(name, { ...record, [name]: value });
        if (!message) {
          record[name] = value;
          fills.push({ id, field: name, value });
          backfilled[name] = (backfilled[name] ?? 0) + 1;
        }
      }
      const v = record[name];
      if (!message && def.fields[name].unique && !isEmpty(v)) {
        const owners = seen.get(name) ?? new Map<string, string>();
        seen.set(name, owners);
        owners.set(String(v).toLowerCase(), id);
      }
      if (message) {
        broken.add(id);
        if (problems.length < MAX_EXAMPLES) problems.push({ id, field: name, message });
      }
    }
  }
  return { changes, touches, invalid: broken.size, examples: problems, broken: brokenBy, backfilled, fills };
}

/** Writes what a publish moves, inside the caller's transaction: renamed fields' values, and a new privilege code's record and its grant to the admin role. */
export async function applyPublish(tx: Records, registry: Registry, def: ResourceDef, changes: readonly Change[]): Promise<void> {
  const table = collectionOf(def);
  for (const c of changes) if (c.kind === 'renameField') await tx.renameField(table, c.from, c.field);
  const code = def.privilege;
  // its code and its rights (rights.ts), as records a role can grant
  await ensurePrivilegeRecords(tx, registry);
  const admin = await tx.get(ROLES, ADMIN_ROLE);
  const granted = Array.isArray(admin?.privilegeIds) ? admin.privilegeIds.map(String) : [];
  if (admin && !granted.includes(code)) await tx.update(ROLES, ADMIN_ROLE, { ...admin, privilegeIds: [...granted, code] });
}

/**
 * Writes a backfill's values into their records, inside the caller's transaction (after `applyPublish`: a renamed
 * field's values are where the new version reads them): each record's version moves on, and its history has the
 * change, by whom, as a backfill of the publish.
 */
export async function applyFills(tx: Records, def: ResourceDef, fills: readonly Fill[], by: { origin: Origin; actor: Row }): Promise<void> {
  const table = collectionOf(def);
  const byRecord = new Map<string, Row>();
  for (const { id, field, value } of fills) byRecord.set(id, { ...byRecord.get(id), [field]: value });
  for (const [id, values] of byRecord) {
    const before = await tx.get(table, id);
    if (!before) continue;
    const after = bumped({ ...before, ...values });
    await tx.update(table, id, after);
    const previousData = Object.fromEntries(Object.keys(values).map((name) => [name, before[name] ?? null]));
    await logAudit(tx, by.origin, by.actor, {
      resource: def.name,
      action: 'schema:backfill',
      recordId: id,
      title: recordTitle(def, after),
      previousData,
      data: values,
    });
  }
}
