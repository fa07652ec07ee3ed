/**
 * The books balance whatever staff do (CONTRACT §2.8), as a property (fast-check, model-based):
 * random sequences of orders paid from the balance, orders paid elsewhere and refunded into it
 * (asked, approved by a second person or rejected), and adjustments, run through the API. After
 * every step the rider's balance is what the model says (a refusal changes nothing); after every
 * run it equals the sum of its postings, each posting's `balanceAfter` is the running sum, and no
 * balance went below zero. 1,000 runs, on SQLite and on PostgreSQL (the api-postgres project).
 */
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startServer, type TestServer } from './harness';

const API = '/admin-company/v1';
/** Runs of the property (the issue asks 1,000; `LEDGER_RUNS` changes it for a quick look). */
const RUNS = Number(process.env.LEDGER_RUNS ?? 1000);

type Row = Record<string, unknown>;
let s: TestServer;
let admin: string;
let reviewer: string;
let accountId: string;
let consumerId: string;
let commodityId: string;
let sequence = 0;

const cents = (n: number) => Math.round(n * 100) / 100;
const call = (method: string, path: string, body?: Row, token = admin) => s.call(method, `${API}${path}`, { token, body });

interface Order {
  id: string;
  orderNo: string;
  paid: number;
  /** Refunds asked and not rejected (open or paid out). */
  claimed: number;
}
interface Refund {
  id: string;
  amount: number;
}
interface Model {
  balance: number;
  orders: Order[];
  open: Refund[];
}
interface Real {
  ok: true;
}
type Command = fc.AsyncCommand<Model, Real>;

async function newOrder(amount: number, payway: string): Promise<{ id: string; orderNo: string }> {
  const orderNo = `RO2026${String(process.pid).padStart(6, '0')}${String(++sequence).padStart(6, '0')}`;
  const r = await call('POST', '/rent-orders', { orderNo, consumerId, storeId: '1', commodityId, days: 30, payway, total: amount, amount });
  expect(r.status, r.text).toBe(200);
  return { id: String(r.body.data.id), orderNo };
}
async function balance(): Promise<number> {
  return Number((await call('GET', `/consumer-accounts/${accountId}`)).body.data.balance ?? 0);
}

/** An adjustment of the balance: refused (409) when it would go below zero. */
class Adjust implements Command {
  constructor(readonly amount: number) {}
  check = () => true;
  async run(m: Model) {
    const r = await call('POST', '/account-adjustments', { accountId, target: 'balance', amount: this.amount, reason: '性质测试' });
    const fits = cents(m.balance + this.amount) >= 0;
    expect(r.status, r.text).toBe(fits ? 200 : 409);
    if (fits) m.balance = cents(m.balance + this.amount);
    expect(await balance()).toBe(m.balance);
  }
  toString = () => `adjust(${this.amount})`;
}

/** An order paid from the balance: refused (409) when the balance is short. */
class PayFromBalance implements Command {
  constructor(readonly amount: number) {}
  check = () => true;
  async run(m: Model) {
    const order = await newOrder(this.amount, 'balance');
    const r = await call('POST', `/rent-orders/${order.id}/transitions/pay`);
    const fits = m.balance >= this.amount;
    expect(r.status, r.text).toBe(fits ? 200 : 409);
    if (fits) m.balance = cents(m.balance - this.amount);
    expect(await balance()).toBe(m.balance);
  }
  toString = () => `payFromBalance(${this.amount})`;
}

/** An order paid elsewhere (WeChat): nothing moves on the account, and it can be refunded. */
class PayElsewhere implements Command {
  constructor(readonly amount: number) {}
  check = (m: Readonly<Model>) => m.orders.length < 4;
  async run(m: Model) {
    const order = await newOrder(this.amount, 'wechat');
    expect((await call('POST', `/rent-orders/${order.id}/transitions/pay`)).status).toBe(200);
    m.orders.push({ ...order, paid: this.amount, claimed: 0 });
    expect(await balance()).toBe(m.balance);
  }
  toString = () => `payElsewhere(${this.amount})`;
}

/** A refund asked on one of the orders: refused (422) above what is left. */
class AskRefund implements Command {
  constructor(
    readonly pick: number,
    readonly share: number,
  ) {}
  check = (m: Readonly<Model>) => m.orders.length > 0;
  async run(m: Model) {
    const order = m.orders[this.pick % m.orders.length];
    const amount = cents(Math.max(0.01, order.paid * this.share));
    const r = await call('POST', `/rent-orders/${order.id}/actions/refund`, { amount, reason: '性质测试' });
    const fits = amount <= cents(order.paid - order.claimed);
    expect(r.status, r.text).toBe(fits ? 200 : 422);
    if (fits) {
      order.claimed = cents(order.claimed + amount);
      m.open.push({ id: String(r.body.data.id), amount });
    }
  }
  toString = () => `askRefund(${this.pick}, ${this.share})`;
}

/** A second person approves an open refund; it is paid into the balance. */
class PayOutRefund implements Command {
  constructor(readonly pick: number) {}
  check = (m: Readonly<Model>) => m.open.length > 0;
  async run(m: Model) {
    const [refund] = m.open.splice(this.pick % m.open.length, 1);
    expect((await call('POST', `/refund-orders/${refund.id}/transitions/approve`, {}, reviewer)).status).toBe(200);
    const r = await call('POST', `/refund-orders/${refund.id}/transitions/refund`, { payoutChannel: 'balance' });
    expect(r.status, r.text).toBe(200);
    m.balance = cents(m.balance + refund.amount);
    expect(await balance()).toBe(m.balance);
  }
  toString = () => `payOutRefund(${this.pick})`;
}

/** A second person rejects an open refund: what it claimed may be asked again. */
class RejectRefund implements Command {
  constructor(readonly pick: number) {}
  check = (m: Readonly<Model>) => m.open.length > 0;
  async run(m: Model) {
    const [refund] = m.open.splice(this.pick % m.open.length, 1);
    expect((await call('POST', `/refund-orders/${refund.id}/transitions/reject`, { rejectReason: '性质测试' }, reviewer)).status).toBe(200);
    const order = (await call('GET', `/refund-orders/${refund.id}`)).body.data as Row;
    const mine = m.orders.find((o) => o.orderNo === order.orderNo);
    if (mine) mine.claimed = cents(mine.claimed - refund.amount);
    expect(await balance()).toBe(m.balance);
  }
  toString = () => `rejectRefund(${this.pick})`;
}

const money = (min: number, max: number) => fc.integer({ min: min * 100, max: max * 100 }).map((n) => n / 100);
const commands = [
  money(-80, 120).map((a) => new Adjust(a)),
  money(1, 150).map((a) => new PayFromBalance(a)),
  money(1, 300).map((a) => new PayElsewhere(a)),
  fc.tuple(fc.nat(), fc.double({ min: 0.05, max: 1.2, noNaN: true })).map(([p, share]) => new AskRefund(p, share)),
  fc.nat().map((p) => new PayOutRefund(p)),
  fc.nat().map((p) => new RejectRefund(p)),
];

beforeAll(async () => {
  s = await startServer();
  admin = await s.login('admin@demo.com', 'admin');
  const made = await call('POST', '/sys-users', {
    email: 'ledger@demo.com',
    username: 'ledger',
    nickname: '复核',
    role: 'admin',
    roleIds: ['admin'],
    status: 'active',
    password: 'ledger123',
  });
  expect(made.status, made.text).toBe(200);
  reviewer = await s.login('ledger@demo.com', 'ledger123');
  const [account] = (await call('GET', '/consumer-accounts?status=normal&size=1')).body.data.data as Row[];
  accountId = String(account.id);
  consumerId = String(account.consumerId);
  commodityId = String(((await call('GET', '/commodities?size=1')).body.data.data as Row[])[0].id);
}, 120_000);
afterAll(() => s.close());

it(`keeps every balance the sum of its postings and never below zero, over ${RUNS} random runs`, { timeout: 900_000 }, async () => {
  await fc.assert(
    fc.asyncProperty(fc.commands(commands, { maxCommands: 5 }), async (cmds) => {
      const model: Model = { balance: await balance(), orders: [], open: [] };
      await fc.asyncModelRun(() => ({ model, real: { ok: true } }), cmds);
    }),
    { numRuns: RUNS },
  );
  // the whole ledger of the account: the running sum is each posting's `balanceAfter`, never below zero, and ends at the balance
  const postings: Row[] = [];
  for (let page = 1; ; page++) {
    const r = await call('GET', `/account-postings?accountId=${accountId}&field=balance&sort=id&order=ASC&size=500&page=${page}`);
    expect(r.status, r.text).toBe(200);
    postings.push(...(r.body.data.data as Row[]));
    if (postings.length >= r.body.data.total) break;
  }
  let running = 0;
  for (const p of postings) {
    running = cents(running + Number(p.amount));
    expect(Number(p.balanceAfter), `posting ${String(p.id)}`).toBe(running);
    expect(running).toBeGreaterThanOrEqual(0);
  }
  expect(running).toBe(await balance());
  // the runs did move money (a property where everything was refused would prove nothing): 1,000 runs post 550–630 times
  // here; half the runs was too near (one run of the suite posted 495 times)
  expect(postings.length).toBeGreaterThan(RUNS / 4);
  const books = await call('GET', '/reports/reconciliation');
  expect(books.body.data.mismatches).toEqual([]);
});
