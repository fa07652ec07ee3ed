/**
 * Refunds checked against what they refund (a schema's `refundOf`, the refunded record's
 * `payment`): the record exists, is the rider's, is paid, and the amount is at most what was paid
 * less what is refunded or still open — 422 naming the field. Each refund's change of state moves
 * its record's state (`payment.refundStates`), in the same transaction: one refund model.
 * The rules are pure functions over rows (`refundErrors`, `orderStateAfter`), read by the server
 * and by the check of the generated demo data (`refundProblems`).
 */

import { collectionOf, type ResourceDef } from '../../resources/define';
import type { Registry } from '../../resources/registry';
import { holds } from '../../resources/rules';
import { ApiError } from '../envelope';
import { logAudit, type Origin } from '../logs';
import { say } from '../messages';
import type { Records } from '../db/records';
import type { Row } from '../row';
import { cents } from './postings';
import { diff, findByValue, present, recordTitle } from './record-rules';
import { bumped } from '../records/versions';

/** The resource a refund's type names (undefined when none). */
const targetOf = (def: ResourceDef, registry: Registry, refund: Row): ResourceDef | undefined => {
  const r = def.refundOf;
  return r && registry.byName(r.targets[String(refund[r.type])] ?? '');
};

/** Whether two refunds are of the same record. */
const sameOrder = (def: ResourceDef, a: Row, b: Row): boolean => {
  const r = def.refundOf;
  return !!r && String(a[r.type]) === String(b[r.type]) && String(a[r.number]) === String(b[r.number]);
};

/** The sum of the amounts of `refunds` in `states`. */
const sumIn = (def: ResourceDef, refunds: readonly Row[], states: readonly string[]): number => {
  const state = def.workflow?.field ?? 'status';
  return cents(refunds.filter((x) => states.includes(String(x[state]))).reduce((s, x) => s + Number(x[def.refundOf?.amount ?? 'amount'] ?? 0), 0));
};

/**
 * What is wrong with `refund` against its `order` (undefined: none found) and the other refunds of
 * that order: field → message key, and what is left to refund.
 */
export function refundErrors(
  def: ResourceDef,
  target: ResourceDef | undefined,
  order: Row | undefined,
  others: readonly Row[],
  refund: Row,
): { errors: Record<string, string>; refundable?: number } | undefined {
  const r = def.refundOf;
  if (!r) return undefined;
  if (!target || !order) return { errors: { [r.number]: 'app.validation.orderNotFound' } };
  const payment = target.payment;
  if (!payment) return { errors: { [r.type]: 'app.validation.notRefundable' } };
  if (String(order[payment.owner] ?? '') !== String(refund[r.owner] ?? '')) return { errors: { [r.owner]: 'app.validation.notOrderOwner' } };
  const paid = Number(order[payment.paid] ?? 0);
  if (!holds(payment.paidWhen, order) || !(paid > 0)) return { errors: { [r.number]: 'app.validation.orderNotPaid' } };
  const refundable = cents(paid - sumIn(def, others, [...r.open, ...r.settled]));
  if (Number(refund[r.amount]) > refundable) return { errors: { [r.amount]: 'app.validation.refundTooLarge' }, refundable };
  return undefined;
}

/** The state `order` is in once `refunds` (all of its refunds) are as they are: pending while one is open, refunded once they cover what was paid, refused when none is open any more. */
export function orderStateAfter(def: ResourceDef, target: ResourceDef, order: Row, refunds: readonly Row[]): string {
  const field = target.workflow?.field ?? 'status';
  const current = String(order[field]);
  const states = target.payment?.refundStates;
  const r = def.refundOf;
  if (!states || !r) return current;
  if (sumIn(def, refunds, r.open) > 0 && states.pending) return states.pending;
  if (sumIn(def, refunds, r.settled) >= cents(Number(order[target.payment?.paid ?? ''] ?? 0)) && states.refunded) return states.refunded;
  if (current === states.pending && states.refused) return states.refused;
  return current;
}

/** The record `refund` claims against, and its resource. */
async function claimed(def: ResourceDef, registry: Registry, tx: Records, refund: Row): Promise<{ target?: ResourceDef; order?: Row }> {
  const target = targetOf(def, registry, refund);
  const number = def.refundOf && String(refund[def.refundOf.number] ?? '');
  return { target, order: target && number ? await findByValue(tx, target, def.refundOf?.numberField ?? 'orderNo', number) : undefined };
}

/** The other stored refunds of the same record. */
const othersOf = async (def: ResourceDef, tx: Records, refund: Row): Promise<Row[]> =>
  (await tx.withValue(collectionOf(def), def.refundOf?.number ?? 'orderNo', String(refund[def.refundOf?.number ?? 'orderNo'] ?? ''))).filter(
    (x) => sameOrder(def, x, refund) && String(x.id) !== String(refund.id ?? ''),
  );

/**
 * Checks `refund` (as it will be stored) against its record and fills its store from the record's:
 * on create, and whenever it moves to an open or settled state (an amended amount, an approval).
 */
export async function checkRefund(def: ResourceDef, registry: Registry, tx: Records, refund: Row): Promise<void> {
  const r = def.refundOf;
  if (!r) return;
  const { target, order } = await claimed(def, registry, tx, refund);
  const problem = refundErrors(def, target, order, await othersOf(def, tx, refund), refund);
  if (problem)
    throw new ApiError(422, say('resource.validation'), {
      errors: problem.errors,
      ...(problem.refundable === undefined ? {} : { refundable: problem.refundable }),
    });
  if (r.store && order?.[r.store] !== undefined) refund[r.store] = order[r.store];
}

/** Moves the refunded record's state after `refund` (stored) changed: created, moved. */
export async function settleOrder(def: ResourceDef, registry: Registry, tx: Records, refund: Row, origin: Origin, actor: Row): Promise<void> {
  const { target, order } = await claimed(def, registry, tx, refund);
  if (!target?.workflow || !order) return;
  const field = target.workflow.field;
  const next = orderStateAfter(def, target, order, [...(await othersOf(def, tx, refund)), refund]);
  if (next === String(order[field])) return;
  const after = bumped({ ...order, [field]: next });
  if ('updatedAt' in target.fields) after.updatedAt = new Date().toISOString();
  await tx.update(collectionOf(target), String(order.id), after);
  await logAudit(tx, origin, actor, {
    resource: target.name,
    action: `refund:${def.name}`,
    recordId: String(order.id),
    title: recordTitle(target, order),
    ...diff(present(target, order), present(target, after)),
  });
}

/**
 * What breaks the refund rules in a whole database (the generated demo data): per refund, an order
 * that is missing or another rider's, or never paid; per order, refunds above what was paid, or a
 * state that its refunds do not explain.
 */
export function refundProblems(registry: Registry, db: Readonly<Record<string, readonly Row[]>>): string[] {
  const problems: string[] = [];
  for (const def of registry.all) {
    const r = def.refundOf;
    if (!r || collectionOf(def) !== def.name) continue;
    const refunds = db[def.name] ?? [];
    const byOrder = new Map<string, Row[]>();
    for (const refund of refunds) {
      const key = `${String(refund[r.type])}:${String(refund[r.number])}`;
      byOrder.set(key, [...(byOrder.get(key) ?? []), refund]);
    }
    for (const [key, list] of byOrder) {
      const target = targetOf(def, registry, list[0]);
      const order = target && (db[collectionOf(target)] ?? []).find((o) => String(o[r.numberField]) === String(list[0][r.number]));
      const payment = target?.payment;
      if (!target || !order || !payment) {
        problems.push(`${key}: no such order`);
        continue;
      }
      for (const refund of list)
        if (String(order[payment.owner]) !== String(refund[r.owner])) problems.push(`${String(refund.id)} (${key}): the order is another rider's`);
      if (!(Number(order[payment.paid] ?? 0) > 0)) problems.push(`${key}: refunded but never paid`);
      const counted = sumIn(def, list, [...r.open, ...r.settled]);
      if (counted > cents(Number(order[payment.paid] ?? 0))) problems.push(`${key}: refunds of ${counted} on ${String(order[payment.paid])} paid`);
      const state = target.workflow ? String(order[target.workflow.field]) : '';
      if (target.workflow && orderStateAfter(def, target, order, list) !== state)
        problems.push(`${key}: the order is ${state}, its refunds say ${orderStateAfter(def, target, order, list)}`);
    }
    // an order in a refund state has the refunds that put it there
    for (const target of new Set(Object.values(r.targets).map((n) => registry.byName(n)))) {
      const states = target?.payment?.refundStates;
      if (!target?.workflow || !states) continue;
      for (const order of db[collectionOf(target)] ?? []) {
        const state = String(order[target.workflow.field]);
        if (state !== states.pending && state !== states.refunded) continue;
        // an order that could never be paid in money (a credit-free deposit, released) is "refunded" without one
        const { [target.workflow.field]: _state, ...besidesState } = target.payment?.paidWhen ?? {};
        if (!holds(besidesState, order)) continue;
        const key = `${Object.keys(r.targets).find((k) => r.targets[k] === target.name)}:${String(order[r.numberField])}`;
        if (!byOrder.has(key)) problems.push(`${key}: ${state} without a refund`);
      }
    }
  }
  return problems;
}
