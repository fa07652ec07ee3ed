/**
 * The ledger: every change of an account's number (a rider's balance, deposit, points) is a
 * posting, written in the same transaction as its cause — a record that is itself a posting (an
 * adjustment: the schema's `posting`), or a transition that posts (a refund paid out to the
 * balance, an order paid from it: TransitionDef `posts`). Each posting is checked against the
 * account's state (LedgerDef `refusedWhen`: 409) and its field's rules (a balance does not go below
 * its minimum: 409), moves the number, stamps the account's last transaction, adds a record to
 * the account's ledger `{accountId, field, amount, balanceAfter, causeResource, causeId,
 * createdBy, createdAt}`, and is in the audit log beside the entry that caused it.
 */

import { collectionOf, type ResourceDef, type TransitionDef } from '../../resources/define';
import type { Registry } from '../../resources/registry';
import { holds } from '../../resources/rules';
import { stampValue } from '../../resources/stamps';
import { checkValue } from '../../resources/validate';
import { ApiError } from '../envelope';
import { logAudit, type Origin } from '../logs';
import { say } from '../messages';
import type { Records } from '../db/records';
import type { Row } from '../row';
import { findByValue, recordTitle } from './record-rules';
import { bumped } from '../records/versions';

/** The fields of a ledger's records (LedgerDef): the registry checks a ledger resource declares them. */
export { LEDGER_FIELDS } from '../../resources/declaration-checks';

export const cents = (n: number): number => Math.round(n * 100) / 100;

interface Cause {
  /** The record that causes it: its resource and id. */
  readonly def: ResourceDef;
  readonly id: string;
  /** Its fields a refusal names: the account's state (the adjustment's account, the refund's rider), an overdraft (its amount). */
  readonly stateField: string;
  readonly amountField: string;
}

/** Moves `field` of `account` by `amount`, writes the ledger's record and the audit entry; returns the new value. */
async function post(
  registry: Registry,
  tx: Records,
  origin: Origin,
  actor: Row,
  accountDef: ResourceDef,
  account: Row,
  field: string,
  amount: number,
  cause: Cause,
) {
  const ledger = accountDef.ledger;
  // an account whose state takes no posting (frozen, closed): a conflict with its state, as a transition from the wrong state is
  for (const [stateField, states] of Object.entries(ledger?.refusedWhen ?? {}))
    if (states.includes(String(account[stateField])))
      throw new ApiError(409, say('resource.account_state'), { errors: { [cause.stateField]: 'app.validation.accountState' } });
  const current = Number(account[field] ?? 0);
  const next = cents(current + amount);
  const problem = checkValue(accountDef.fields[field], next);
  // the entry is fine, the account's state refuses it: a conflict, as a uniqueness clash is
  if (problem)
    throw new ApiError(409, say('resource.overdrawn'), {
      errors: { [cause.amountField]: problem === 'app.validation.tooSmall' ? 'app.validation.overdrawn' : problem },
    });
  const now = new Date();
  const stamped = Object.fromEntries((ledger?.stamps ?? []).map((name) => [name, stampValue(accountDef.fields[name], now, String(actor.id))]));
  await tx.update(collectionOf(accountDef), String(account.id), bumped({ ...account, [field]: next, ...stamped }));
  // the ledger holds money (a balance, a deposit, a frozen amount); points move with their own entry and the audit log
  const ledgerDef = ledger && accountDef.fields[field]?.kind === 'money' ? registry.byName(ledger.resource) : undefined;
  if (ledgerDef) {
    const collection = collectionOf(ledgerDef);
    await tx.insert(collection, {
      id: await tx.nextId(collection),
      accountId: String(account.id),
      field,
      amount: cents(amount),
      balanceAfter: next,
      causeResource: cause.def.name,
      causeId: cause.id,
      createdBy: String(actor.id),
      createdAt: now.toISOString(),
    });
  }
  // the account's change, beside the entry that made it
  await logAudit(tx, origin, actor, {
    resource: accountDef.name,
    action: `posting:${cause.def.name}`,
    recordId: String(account.id),
    title: recordTitle(accountDef, account),
    previousData: { [field]: current },
    data: { [field]: next },
  });
  return next;
}

/** Applies the posting `entry` (a record of a `posting` schema, not stored yet, its id given) to its account; keeps the result in its `after` field. */
export async function applyPosting(def: ResourceDef, registry: Registry, tx: Records, entry: Row, origin: Origin, actor: Row): Promise<void> {
  const p = def.posting;
  if (!p) return;
  const accountField = def.fields[p.account];
  const accountDef = accountField.kind === 'reference' ? registry.byName(accountField.to) : undefined;
  if (!accountDef) return;
  const account = await tx.get(collectionOf(accountDef), String(entry[p.account]));
  if (!account) throw new ApiError(422, say('resource.validation'), { errors: { [p.account]: 'app.validation.reference' } });
  const next = await post(registry, tx, origin, actor, accountDef, account, String(entry[p.target]), Number(entry[p.amount]), {
    def,
    id: String(entry.id),
    stateField: p.account,
    amountField: p.amount,
  });
  if (p.after) entry[p.after] = next;
}

/** The posting a transition makes (TransitionDef `posts`), when its condition holds of the record as it moves (`after`). */
export async function applyTransitionPosting(
  def: ResourceDef,
  t: TransitionDef,
  registry: Registry,
  tx: Records,
  after: Row,
  origin: Origin,
  actor: Row,
): Promise<void> {
  const p = t.posts;
  if (!p || (p.when && !holds(p.when, after))) return;
  const accountDef = registry.byName(p.account.resource);
  if (!accountDef) return;
  const account = await findByValue(tx, accountDef, p.account.match, String(after[p.account.by] ?? ''));
  // no account to post to: the record's owner has none (a rider without a wallet)
  if (!account) throw new ApiError(409, say('resource.no_account'), { errors: { [p.account.by]: 'app.validation.noAccount' } });
  await post(registry, tx, origin, actor, accountDef, account, p.field, (p.sign ?? 1) * Number(after[p.amount] ?? 0), {
    def,
    id: String(after.id),
    stateField: p.account.by,
    amountField: p.amount,
  });
}

/** The money fields of `account` that postings move (its ledger's): every posting schema's targets and every transition's `posts` field aimed at it. */
export function ledgeredFields(registry: Registry, account: ResourceDef): string[] {
  const out = new Set<string>();
  for (const def of registry.all) {
    const p = def.posting;
    const field = p && def.fields[p.account];
    const target = p && def.fields[p.target];
    if (field?.kind === 'reference' && field.to === account.name && target?.kind === 'enum') Object.keys(target.values).forEach((v) => out.add(v));
    for (const t of Object.values(def.workflow?.transitions ?? {})) if (t.posts?.account.resource === account.name) out.add(t.posts.field);
  }
  return [...out].filter((f) => account.fields[f]?.kind === 'money');
}

export interface Mismatch {
  resource: string;
  id: string;
  field: string;
  /** The account's number. */
  value: number;
  /** The sum of its postings. */
  postings: number;
}

/** Every account number that differs from the sum of its postings (`GET /reports/reconciliation`). */
export async function reconcile(registry: Registry, records: Records): Promise<{ accounts: number; postings: number; mismatches: Mismatch[] }> {
  const mismatches: Mismatch[] = [];
  let accounts = 0;
  let postings = 0;
  for (const def of registry.all) {
    const ledgerDef = def.ledger && registry.byName(def.ledger.resource);
    if (!ledgerDef || collectionOf(def) !== def.name) continue; // one answer per collection: its own resource's
    const fields = ledgeredFields(registry, def);
    const sums = new Map<string, number>();
    const entries = await records.all(collectionOf(ledgerDef));
    postings += entries.length;
    for (const e of entries) {
      const key = `${String(e.accountId)}\u0000${String(e.field)}`;
      sums.set(key, (sums.get(key) ?? 0) + Number(e.amount ?? 0));
    }
    const rows = await records.all(collectionOf(def));
    accounts += rows.length;
    for (const row of rows)
      for (const field of fields) {
        const value = cents(Number(row[field] ?? 0));
        const sum = cents(sums.get(`${String(row.id)}\u0000${field}`) ?? 0);
        if (value !== sum) mismatches.push({ resource: def.name, id: String(row.id), field, value, postings: sum });
      }
  }
  return { accounts, postings, mismatches };
}
