/**
 * The load-time checks of the declarations that tie records together (registry.ts calls them): a
 * field copied from a referenced record (`copiedFrom`), an account's `ledger`, a posting transition's
 * `posts`, four eyes (`notBy`), an order's `payment`, a refund's `refundOf`. A broken one fails with
 * the resource and the field named, and where it is in the declaration, as every other declaration does.
 */
import type { FieldCondition, ResourceDef } from './define';
import { isFigure } from '../kinds/number';
import type { Need } from './registry';
import { atField, atSetting, fail, hint, type SchemaErrorAt } from './schema-error';
import type { RegistryWords } from './registry-words';

/** The fields a ledger resource's records hold (server/api/postings.ts writes them). */
export const LEDGER_FIELDS = ['accountId', 'field', 'amount', 'balanceAfter', 'causeResource', 'causeId', 'createdBy', 'createdAt'] as const;

const isNumber = (def: ResourceDef, name: string) => isFigure(def.fields[name]);

/** Every field a condition names is an enum of `def` holding the values it lists (`what` names the condition). */
function checkCondition(def: ResourceDef, what: RegistryWords, condition: FieldCondition, at: SchemaErrorAt): void {
  for (const [field, values] of Object.entries(condition)) {
    const f = def.fields[field];
    const words = { resource: def.name, what, field };
    if (f?.kind !== 'enum') fail('registry.condition_not_enum', { ...words, hint: hint(field, Object.keys(def.fields)) }, at);
    for (const v of values)
      if (!(String(v) in f.values)) fail('registry.condition_value', { ...words, value: String(v), hint: hint(String(v), Object.keys(f.values)) }, at);
  }
}

/** The kinds of a referenced record's field a list filters through (one value or several, as its own list does). */
const THROUGH_KINDS = new Set(['reference', 'enum', 'boolean']);

/** The states of `def`'s workflow (none without one). */
const statesOf = (def: ResourceDef): string[] =>
  def.workflow ? Object.keys((def.fields[def.workflow.field] as { values?: Record<string, string> }).values ?? {}) : [];

export function checkConnectedDeclarations(def: ResourceDef, need: Need, byName: ReadonlyMap<string, ResourceDef>): void {
  const resource = def.name;
  // every record's version is the server's (CONTRACT §2.5): no schema declares a field of that name
  if (Object.prototype.hasOwnProperty.call(def.fields, 'version')) fail('registry.version_reserved', { resource }, atField('version'));
  // a field copied from a referenced record (`copiedFrom`): a read-only field, a reference of this one, a field of that record
  for (const [name, field] of Object.entries(def.fields)) {
    const c = field.copiedFrom;
    if (!c) continue;
    const via = def.fields[c.via];
    const from = via?.kind === 'reference' ? byName.get(via.to) : undefined;
    const at = atField(name);
    if (!field.readOnly) fail('registry.copied_read_only', { resource, field: name }, at);
    if (!from) fail('registry.copied_via', { resource, field: name, via: c.via, hint: hint(c.via, Object.keys(def.fields)) }, at);
    if (!from.fields[c.field])
      fail('registry.copied_field', { resource, field: name, from: c.field, target: from.name, hint: hint(c.field, Object.keys(from.fields)) }, at);
  }
  // a filter through a reference (`filterThrough`): fields the referenced record has and a list may filter by
  for (const [name, field] of Object.entries(def.fields)) {
    const target = field.kind === 'reference' && field.filterThrough?.length ? byName.get(field.to) : undefined;
    if (!target) continue;
    for (const through of field.kind === 'reference' ? (field.filterThrough ?? []) : []) {
      const f = target.fields[through];
      const words = { resource, field: name, through, target: target.name };
      if (!f || f.writeOnly || f.computed) fail('registry.through_unknown', { ...words, hint: hint(through, Object.keys(target.fields)) }, atField(name));
      else if (!THROUGH_KINDS.has(f.kind)) fail('registry.through_kind', { ...words, kind: f.kind }, atField(name));
    }
  }
  const ledger = def.ledger;
  if (ledger) {
    const at = atSetting('ledger');
    const target = byName.get(ledger.resource);
    if (!target) fail('registry.ledger_unregistered', { resource, ledger: ledger.resource, hint: hint(ledger.resource, byName.keys()) }, at);
    for (const f of LEDGER_FIELDS)
      if (!target.fields[f]) fail('registry.ledger_field', { resource, ledger: target.name, field: f, fields: LEDGER_FIELDS.join(', ') }, at);
    checkCondition(def, { key: 'registry.what.refused_when' }, ledger.refusedWhen ?? {}, at);
    for (const field of ledger.stamps ?? [])
      if (!['date', 'datetime'].includes(def.fields[field]?.kind ?? ''))
        fail('registry.ledger_stamps', { resource, field, hint: hint(field, Object.keys(def.fields)) }, at);
  }
  for (const [name, t] of Object.entries(def.workflow?.transitions ?? {})) {
    const at: SchemaErrorAt = { part: 'transition', name };
    if (t.notBy) need({ key: 'registry.what.not_by', params: { name } }, t.notBy, at);
    const p = t.posts;
    if (!p) continue;
    const posts = { key: 'registry.what.posts', params: { name } } as const;
    need(posts, p.amount, at);
    need(posts, p.account.by, at);
    if (!isNumber(def, p.amount)) fail('registry.posts_amount', { resource, name, field: p.amount }, at);
    const account = byName.get(p.account.resource);
    if (!account) fail('registry.posts_unregistered', { resource, name, target: p.account.resource, hint: hint(p.account.resource, byName.keys()) }, at);
    if (!account.fields[p.account.match]?.unique) fail('registry.posts_match', { resource, name, field: p.account.match, target: account.name }, at);
    if (!isNumber(account, p.field)) fail('registry.posts_field', { resource, name, field: p.field, target: account.name }, at);
    if (p.when) checkCondition(def, { key: 'registry.what.posts_when', params: { name } }, p.when, at);
  }
  const pay = def.payment;
  if (pay) {
    const at = atSetting('payment');
    need('payment', pay.paid);
    need('payment', pay.owner);
    if (!isNumber(def, pay.paid)) fail('registry.payment_paid', { resource, field: pay.paid }, at);
    checkCondition(def, { key: 'registry.what.paid_when' }, pay.paidWhen, at);
    const states = statesOf(def);
    for (const [which, state] of Object.entries(pay.refundStates ?? {}))
      if (state !== undefined && !states.includes(state)) fail('registry.payment_refund_state', { resource, which, state, hint: hint(state, states) }, at);
  }
  const r = def.refundOf;
  if (r) {
    const at = atSetting('refundOf');
    for (const f of [r.type, r.number, r.amount, r.owner, ...(r.store ? [r.store] : [])]) need('refundOf', f);
    const type = def.fields[r.type];
    if (type.kind !== 'enum') fail('registry.refund_type', { resource, field: r.type }, at);
    for (const value of Object.keys(type.values)) {
      const target = byName.get(r.targets[value] ?? '');
      if (!target) fail('registry.refund_target', { resource, value }, at);
      if (!target.payment) fail('registry.refund_target_payment', { resource, target: target.name }, at);
      if (!target.fields[r.numberField]?.unique) fail('registry.refund_number', { resource, field: r.numberField, target: target.name }, at);
    }
    const states = statesOf(def);
    for (const state of [...r.open, ...r.settled])
      if (!states.includes(state)) fail('registry.refund_state', { resource, state, hint: hint(state, states) }, at);
  }
}
