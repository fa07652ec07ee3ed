/**
 * Whether a record's state takes a record action (`recordActions`): the app offers it only then,
 * and the server refuses it otherwise anyway. An adjustment is not offered on an account whose
 * ledger refuses postings in its state (frozen, closed); a refund not on an order that is not paid.
 */
import type { RecordActionDef, ResourceDef } from './define';
import { holds } from './rules';

type Values = Readonly<Record<string, unknown>>;

export function actionOffered(def: ResourceDef, _action: RecordActionDef, target: ResourceDef, record: Values): boolean {
  const posting = target.posting;
  const account = posting && target.fields[posting.account];
  if (
    account?.kind === 'reference' &&
    account.to === def.name &&
    Object.entries(def.ledger?.refusedWhen ?? {}).some(([f, states]) => holds({ [f]: states }, record))
  )
    return false;
  const pay = def.payment;
  if (target.refundOf && pay) return holds(pay.paidWhen, record) && Number(record[pay.paid] ?? 0) > 0;
  return true;
}
