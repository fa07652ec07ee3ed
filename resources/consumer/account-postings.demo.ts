/**
 * Demo data of `account-postings`: the riders' accounts' ledger, made from the whole generated
 * database (`derive`) so that every account's number is the sum of its postings and a balance never
 * goes below zero along the way. Per account, in time order: what it held when it opened (the
 * account's own record is the cause), the refunds paid into its balance, the rent orders and swaps
 * paid from it. Money that cannot go to or come from an account (none, or not a normal one) goes
 * back through the original channel instead, as the server would have had it.
 */
import { defineDemo, Gen } from '../demo-gen';
import schema from './account-postings';

type Row = Record<string, unknown>;

interface Event {
  accountId: string;
  field: string;
  amount: number;
  at: number;
  causeResource: string;
  causeId: string;
  createdBy: string;
}

/** The account's money (points are not in the ledger). */
const FIELDS = ['balance', 'deposit', 'frozen'] as const;
const round2 = (n: number): number => Math.round(n * 100) / 100;

function derive(db: Record<string, Row[]>): Row[] {
  const g = new Gen('demo:account-postings');
  const accounts = db['consumer-accounts'] ?? [];
  const byConsumer = new Map(accounts.map((a) => [String(a.consumerId), a]));
  /** The rider's account, when it takes postings. */
  const usable = (consumerId: unknown) => {
    const a = byConsumer.get(String(consumerId));
    return a && a.status === 'normal' ? a : undefined;
  };
  const events: Event[] = [];
  for (const r of db['refund-orders'] ?? []) {
    if (r.status !== 'refunded' || r.payoutChannel !== 'balance') continue;
    const a = usable(r.consumerId);
    if (!a) {
      r.payoutChannel = 'original';
      r.payoutReference = g.pattern('4200######################');
      continue;
    }
    events.push({
      accountId: String(a.id),
      field: 'balance',
      amount: Number(r.amount),
      at: Date.parse(String(r.refundedAt)),
      causeResource: 'refund-orders',
      causeId: String(r.id),
      createdBy: String(r.reviewerId ?? '1'),
    });
  }
  const paidFrom = (collection: string, cause: string, amountField: string, when: (o: Row) => boolean, at: (o: Row) => unknown, other: string) => {
    for (const o of db[collection] ?? []) {
      if (o.payway !== 'balance' || !when(o)) continue;
      const a = usable(o.consumerId);
      if (!a) {
        o.payway = other;
        continue;
      }
      events.push({
        accountId: String(a.id),
        field: 'balance',
        amount: -Number(o[amountField]),
        at: Date.parse(String(at(o))),
        causeResource: cause,
        causeId: String(o.id),
        createdBy: '1',
      });
    }
  };
  paidFrom(
    'rent-orders',
    'rent-orders',
    'amount',
    (o) => o.paidAt !== undefined,
    (o) => o.paidAt,
    'wechat',
  );
  paidFrom(
    'swap-orders',
    'swap-orders',
    'paidAmount',
    (o) => Number(o.paidAmount) > 0,
    (o) => o.finishAt ?? o.startAt,
    'wechat',
  );

  const postings: (Event & { balanceAfter: number })[] = [];
  const byAccount = new Map<string, Event[]>();
  for (const e of events) byAccount.set(e.accountId, [...(byAccount.get(e.accountId) ?? []), e]);
  for (const a of accounts) {
    const id = String(a.id);
    const own = (byAccount.get(id) ?? []).sort((x, y) => x.at - y.at);
    const first = Math.min(Date.parse(String(a.createdAt)), ...own.map((e) => e.at - 3600_000));
    for (const field of FIELDS) {
      const moves = own.filter((e) => e.field === field);
      // what it opened with: enough that the running number never goes below zero, else what the account holds less what moved it since
      let running = 0;
      let lowest = 0;
      for (const e of moves) lowest = Math.min(lowest, (running = round2(running + e.amount)));
      const opening = round2(Math.max(Number(a[field] ?? 0) - running, -lowest));
      let value = 0;
      const chain =
        opening === 0 && moves.length === 0
          ? []
          : [{ accountId: id, field, amount: opening, at: first, causeResource: 'consumer-accounts', causeId: id, createdBy: '1' }, ...moves];
      for (const e of chain) postings.push({ ...e, balanceAfter: (value = round2(value + e.amount)) });
      a[field] = value;
    }
    // its last transaction: the latest posting that moved it
    if (own.length) a.lastTransactionAt = new Date(own[own.length - 1].at).toISOString();
  }
  return postings
    .sort((x, y) => x.at - y.at)
    .map((p, i) => ({
      id: String(i + 1),
      accountId: p.accountId,
      field: p.field,
      amount: p.amount,
      balanceAfter: p.balanceAfter,
      causeResource: p.causeResource,
      causeId: p.causeId,
      createdBy: p.createdBy,
      createdAt: new Date(p.at).toISOString(),
    }));
}

export default defineDemo(schema, { count: 0, derive });
