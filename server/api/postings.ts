/**
 * Postings (a schema's `posting`): a record that moves a number of another record, a ledger's
 * entry. Creating one adds its amount to the account's field its target names, in the same transaction,
 * checked against that field's rules (a balance does not go below its minimum), and the account's
 * change is in the audit log beside the entry that caused it.
 */
import type { Request } from 'express';
import { collectionOf, type ResourceDef } from '../../resources/define';
import type { Registry } from '../../resources/registry';
import { stampValue } from '../../resources/stamps';
import { checkValue } from '../../resources/validate';
import { ApiError } from '../envelope';
import { logAudit } from '../logs';
import { say } from '../messages';
import type { Records } from '../db/records';
import type { Row } from '../row';

/** Applies the posting `entry` (not stored yet) to its account; throws a 422 naming the amount when the result breaks the account field's rules. */
export async function applyPosting(def: ResourceDef, registry: Registry, records: Records, entry: Row, req: Request, actor: Row): Promise<void> {
  const p = def.posting;
  if (!p) return;
  const accountField = def.fields[p.account];
  const accountDef = accountField.kind === 'reference' ? registry.byName(accountField.to) : undefined;
  if (!accountDef) return;
  const account = await records.get(collectionOf(accountDef), String(entry[p.account]));
  if (!account) throw new ApiError(422, say('resource.validation'), { errors: { [p.account]: 'app.validation.reference' } });
  // an account whose state takes no posting (frozen, closed): a conflict with its state, as a transition from the wrong state is
  for (const [stateField, states] of Object.entries(p.refusedWhen ?? {}))
    if (states.includes(String(account[stateField])))
      throw new ApiError(409, say('resource.account_state'), { errors: { [p.account]: 'app.validation.accountState' } });
  const field = String(entry[p.target]);
  const current = Number(account[field] ?? 0);
  const next = Math.round((current + Number(entry[p.amount])) * 100) / 100;
  const problem = checkValue(accountDef.fields[field], next);
  // the entry is fine, the account's state refuses it: a conflict, as a uniqueness clash is
  if (problem)
    throw new ApiError(409, say('resource.overdrawn'), {
      errors: { [p.amount]: problem === 'app.validation.tooSmall' ? 'app.validation.overdrawn' : problem },
    });
  const now = new Date();
  const stamped = Object.fromEntries((p.stamps ?? []).map((name) => [name, stampValue(accountDef.fields[name], now, String(actor.id))]));
  await records.update(collectionOf(accountDef), String(account.id), { ...account, [field]: next, ...stamped });
  if (p.after) entry[p.after] = next;
  // the account's change, beside the entry that made it
  await logAudit(records, req, actor, {
    resource: accountDef.name,
    action: `posting:${def.name}`,
    recordId: String(account.id),
    previousData: { [field]: current },
    data: { [field]: next },
  });
}
