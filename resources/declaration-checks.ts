/**
 * The load-time checks of the declarations that tie records together (registry.ts calls them): a
 * field copied from a referenced record (`copiedFrom`), an account's `ledger`, a posting transition's
 * `posts`, four eyes (`notBy`), an order's `payment`, a refund's `refundOf`. A broken one fails with
 * the resource and the field named, as every other declaration does.
 */
import type { FieldCondition, ResourceDef } from './define';

type Need = (what: string, field: string) => void;
type Fail = (message: string) => never;
type Suggest = (word: string, candidates: Iterable<string>) => string;

/** The fields a ledger resource's records hold (server/api/postings.ts writes them). */
export const LEDGER_FIELDS = ['accountId', 'field', 'amount', 'balanceAfter', 'causeResource', 'causeId', 'createdBy', 'createdAt'] as const;

const isNumber = (def: ResourceDef, name: string) => ['number', 'money', 'percent'].includes(def.fields[name]?.kind ?? '');

/** Every field a condition names is an enum of `def` holding the values it lists. */
function checkCondition(def: ResourceDef, what: string, condition: FieldCondition, fail: Fail, suggest: Suggest): void {
  for (const [field, values] of Object.entries(condition)) {
    const f = def.fields[field];
    if (f?.kind !== 'enum') fail(`\`${def.name}\`: ${what} \`${field}\` is not an enum field of it${suggest(field, Object.keys(def.fields))}`);
    for (const v of values)
      if (!(String(v) in f.values)) fail(`\`${def.name}\`: ${what} \`${field}\` has no value \`${String(v)}\`${suggest(String(v), Object.keys(f.values))}`);
  }
}

/** The kinds of a referenced record's field a list filters through (one value or several, as its own list does). */
const THROUGH_KINDS = new Set(['reference', 'enum', 'boolean']);

export function checkConnectedDeclarations(def: ResourceDef, need: Need, byName: ReadonlyMap<string, ResourceDef>, fail: Fail, suggest: Suggest): void {
  // every record's version is the server's (CONTRACT §2.5): no schema declares a field of that name
  if (Object.prototype.hasOwnProperty.call(def.fields, 'version'))
    fail(`\`${def.name}\`: \`version\` is every record's version, kept by the server: name the field otherwise (\`firmwareVersion\`)`);
  // a field copied from a referenced record (`copiedFrom`): a read-only field, a reference of this one, a field of that record
  for (const [name, field] of Object.entries(def.fields)) {
    const c = field.copiedFrom;
    if (!c) continue;
    const via = def.fields[c.via];
    const from = via?.kind === 'reference' ? byName.get(via.to) : undefined;
    if (!field.readOnly) fail(`field \`${name}\` of \`${def.name}\`: a copied field is read-only (the server sets it)`);
    if (!from) fail(`field \`${name}\` of \`${def.name}\`: copiedFrom via \`${c.via}\`, not a reference field of it${suggest(c.via, Object.keys(def.fields))}`);
    if (!from.fields[c.field])
      fail(`field \`${name}\` of \`${def.name}\`: copiedFrom \`${c.field}\`, not a field of \`${from.name}\`${suggest(c.field, Object.keys(from.fields))}`);
  }
  // a filter through a reference (`filterThrough`): fields the referenced record has and a list may filter by
  for (const [name, field] of Object.entries(def.fields)) {
    const target = field.kind === 'reference' && field.filterThrough?.length ? byName.get(field.to) : undefined;
    if (!target) continue;
    for (const through of field.kind === 'reference' ? (field.filterThrough ?? []) : []) {
      const f = target.fields[through];
      if (!f || f.writeOnly || f.computed)
        fail(
          `field \`${name}\` of \`${def.name}\`: filterThrough \`${through}\`, not a stored field of \`${target.name}\`${suggest(through, Object.keys(target.fields))}`,
        );
      else if (!THROUGH_KINDS.has(f.kind))
        fail(
          `field \`${name}\` of \`${def.name}\`: filterThrough \`${through}\` is a ${f.kind} field; only a reference, enum or boolean field is filtered through`,
        );
    }
  }
  const ledger = def.ledger;
  if (ledger) {
    const target = byName.get(ledger.resource);
    if (!target) fail(`\`${def.name}\`: ledger \`${ledger.resource}\` is not registered${suggest(ledger.resource, byName.keys())}`);
    for (const f of LEDGER_FIELDS)
      if (!target.fields[f]) fail(`\`${def.name}\`: its ledger \`${target.name}\` must declare the field \`${f}\` (${LEDGER_FIELDS.join(', ')})`);
    checkCondition(def, 'ledger refusedWhen', ledger.refusedWhen ?? {}, fail, suggest);
    for (const field of ledger.stamps ?? [])
      if (!['date', 'datetime'].includes(def.fields[field]?.kind ?? ''))
        fail(`\`${def.name}\`: ledger stamps \`${field}\`, which is not a date field of it${suggest(field, Object.keys(def.fields))}`);
  }
  for (const [name, t] of Object.entries(def.workflow?.transitions ?? {})) {
    if (t.notBy) need(`transition \`${name}\`'s notBy`, t.notBy);
    const p = t.posts;
    if (!p) continue;
    need(`transition \`${name}\`'s posts`, p.amount);
    need(`transition \`${name}\`'s posts`, p.account.by);
    if (!isNumber(def, p.amount)) fail(`\`${def.name}\`: transition \`${name}\` posts \`${p.amount}\`, which is not a number field`);
    const account = byName.get(p.account.resource);
    if (!account) fail(`\`${def.name}\`: transition \`${name}\` posts to \`${p.account.resource}\`, which is not registered`);
    if (!account.fields[p.account.match]?.unique)
      fail(`\`${def.name}\`: transition \`${name}\` finds its account by \`${p.account.match}\`, not a unique field of \`${account.name}\``);
    if (!isNumber(account, p.field)) fail(`\`${def.name}\`: transition \`${name}\` posts to \`${p.field}\`, not a number field of \`${account.name}\``);
    if (p.when) checkCondition(def, `transition \`${name}\`'s posts when`, p.when, fail, suggest);
  }
  const pay = def.payment;
  if (pay) {
    need('payment', pay.paid);
    need('payment', pay.owner);
    if (!isNumber(def, pay.paid)) fail(`\`${def.name}\`: payment paid \`${pay.paid}\` is not a number field`);
    checkCondition(def, 'payment paidWhen', pay.paidWhen, fail, suggest);
    const states = def.workflow ? Object.keys((def.fields[def.workflow.field] as { values?: Record<string, string> }).values ?? {}) : [];
    for (const [k, s] of Object.entries(pay.refundStates ?? {}))
      if (s !== undefined && !states.includes(s))
        fail(`\`${def.name}\`: payment refundStates.${k} \`${s}\` is not a state of its workflow${suggest(s, states)}`);
  }
  const r = def.refundOf;
  if (r) {
    for (const f of [r.type, r.number, r.amount, r.owner, ...(r.store ? [r.store] : [])]) need('refundOf', f);
    const type = def.fields[r.type];
    if (type.kind !== 'enum') fail(`\`${def.name}\`: refundOf type \`${r.type}\` must be an enum`);
    for (const value of Object.keys(type.values)) {
      const target = byName.get(r.targets[value] ?? '');
      if (!target) fail(`\`${def.name}\`: refundOf targets names no registered resource for \`${value}\``);
      if (!target.payment) fail(`\`${def.name}\`: refundOf target \`${target.name}\` declares no payment`);
      if (!target.fields[r.numberField]?.unique) fail(`\`${def.name}\`: refundOf numberField \`${r.numberField}\` is not a unique field of \`${target.name}\``);
    }
    const states = def.workflow ? Object.keys((def.fields[def.workflow.field] as { values?: Record<string, string> }).values ?? {}) : [];
    for (const s of [...r.open, ...r.settled])
      if (!states.includes(s)) fail(`\`${def.name}\`: refundOf state \`${s}\` is not a state of its workflow${suggest(s, states)}`);
  }
}
