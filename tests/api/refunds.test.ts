/**
 * Money adds up (CONTRACT §2.8): a refund is checked against its order (exists, the rider's,
 * paid, at most what is left), a second person approves it, its payout moves the order's state and
 * either posts to the rider's balance or records the channel and reference; every balance change
 * is a posting, and the books reconcile.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './harness';

const API = '/admin-company/v1';
let s: TestServer;
let admin: string;
let reviewer: string;

type Row = Record<string, unknown>;
const get = async (path: string): Promise<Row> => (await s.call('GET', `${API}${path}`, { token: admin })).body.data;
const list = async (path: string): Promise<Row[]> => (await s.call('GET', `${API}${path}`, { token: admin })).body.data.data;
const post = (path: string, body: Row = {}, token = admin) => s.call('POST', `${API}${path}`, { token, body });

/** A new rider with a normal account holding `balance` (put there by an adjustment: a posting). */
async function rider(balance = 0): Promise<{ consumerId: string; account: Row }> {
  const accounts = await list('/consumer-accounts?status=normal&size=100');
  const free = accounts.find((a) => Number(a.balance) === 0 && Number(a.frozen ?? 0) === 0) ?? accounts[0];
  if (balance) expect((await post('/account-adjustments', { accountId: free.id, target: 'balance', amount: balance, reason: '测试充值' })).status).toBe(200);
  return { consumerId: String(free.consumerId), account: await get(`/consumer-accounts/${String(free.id)}`) };
}

/** A paid rent order of `consumerId` for `amount`. */
async function paidRentOrder(consumerId: string, amount: number, payway = 'wechat'): Promise<Row> {
  const [commodity] = await list('/commodities?size=1');
  const made = await post('/rent-orders', {
    orderNo: `RO2026${String(Date.now()).slice(-10)}${Math.floor(Math.random() * 1000)}`,
    consumerId,
    storeId: '1',
    commodityId: commodity.id,
    days: 30,
    payway,
    total: amount,
    amount,
  });
  expect(made.status, made.text).toBe(200);
  const paid = await post(`/rent-orders/${String(made.body.data.id)}/transitions/pay`);
  expect(paid.status, paid.text).toBe(200);
  return paid.body.data;
}

beforeAll(async () => {
  s = await startServer();
  admin = await s.login('admin@demo.com', 'admin');
  const made = await post('/sys-users', {
    email: 'finance@demo.com',
    username: 'finance',
    nickname: '财务',
    role: 'admin',
    roleIds: ['admin'],
    status: 'active',
    password: 'finance123',
  });
  expect(made.status, made.text).toBe(200);
  reviewer = await s.login('finance@demo.com', 'finance123');
});
afterAll(() => s.close());

describe('a refund is checked against its order', () => {
  it('refuses an order that does not exist, another rider’s, an unpaid one, and more than is left — each naming the field', async () => {
    const { consumerId } = await rider();
    const order = await paidRentOrder(consumerId, 169);
    const refund = (body: Row) => post('/refund-orders', { orderType: 'rent', orderNo: order.orderNo, consumerId, amount: 10, reason: '测试', ...body });

    const missing = await refund({ orderNo: 'RO20260000000000' });
    expect([missing.status, missing.body.data.errors]).toEqual([422, { orderNo: 'app.validation.orderNotFound' }]);
    // a swap's number typed under "rent" is no rent order
    const [swap] = await list('/swap-orders?size=1');
    expect((await refund({ orderNo: swap.orderNo })).body.data.errors).toEqual({ orderNo: 'app.validation.orderNotFound' });

    const other = await list(`/consumers?size=2`);
    const stranger = String(other.find((c) => String(c.id) !== consumerId)?.id);
    const notTheirs = await refund({ consumerId: stranger });
    expect([notTheirs.status, notTheirs.body.data.errors]).toEqual([422, { consumerId: 'app.validation.notOrderOwner' }]);

    const [commodity] = await list('/commodities?size=1');
    const unpaid = await post('/rent-orders', {
      orderNo: 'RO20269999000001',
      consumerId,
      storeId: '1',
      commodityId: commodity.id,
      days: 30,
      total: 99,
      amount: 99,
    });
    const notPaid = await refund({ orderNo: unpaid.body.data.orderNo });
    expect([notPaid.status, notPaid.body.data.errors]).toEqual([422, { orderNo: 'app.validation.orderNotPaid' }]);

    const tooMuch = await refund({ amount: 99999 });
    expect([tooMuch.status, tooMuch.body.data.errors, tooMuch.body.data.refundable]).toEqual([422, { amount: 'app.validation.refundTooLarge' }, 169]);

    // a pending refund counts: 100 asked, then 70 more is over the 169 paid
    const first = await refund({ amount: 100 });
    expect(first.status, first.text).toBe(200);
    expect(first.body.data.storeId).toBe(order.storeId);
    const second = await refund({ amount: 70 });
    expect([second.status, second.body.data.refundable]).toEqual([422, 69]);
    expect((await refund({ amount: 69 })).status).toBe(200);
  });

  it('refunds a swap the rider was charged for, from the swap itself, and refuses an uncharged one', async () => {
    const failed = await list('/swap-orders?status=failed&paidAmount_gte=1&size=100');
    // one no refund is about yet (the demo data refunds most)
    let charged: Row | undefined;
    for (const swap of failed) if (!charged && (await list(`/refund-orders?orderNo=${String(swap.orderNo)}`)).length === 0) charged = swap;
    if (!charged) throw new Error('the demo data has no charged failed swap without a refund');
    const r = await post(`/swap-orders/${String(charged.id)}/actions/refund`, { amount: charged.paidAmount, reason: '换电失败但已扣费' });
    expect(r.status, r.text).toBe(200);
    expect(r.body.data).toMatchObject({ orderType: 'swap', orderNo: charged.orderNo, consumerId: charged.consumerId, status: 'requested', createdBy: '1' });
    const [free] = await list('/swap-orders?paidAmount_lte=0&size=1');
    const refused = await post(`/swap-orders/${String(free.id)}/actions/refund`, { amount: 1, reason: '测试' });
    expect([refused.status, refused.body.data.errors]).toEqual([422, { orderNo: 'app.validation.orderNotPaid' }]);
  });
});

describe('one refund model, four eyes, and the money reaching the rider', () => {
  it('a rent order’s refund is a refund record: the order follows it; whoever asked may not approve; the payout posts to the balance', async () => {
    const { consumerId, account } = await rider();
    const order = await paidRentOrder(consumerId, 229);
    // the rent order has no refund transitions of its own any more: "refund" creates the record
    expect((await post(`/rent-orders/${String(order.id)}/transitions/requestRefund`, {})).status).toBe(404);
    const made = await post(`/rent-orders/${String(order.id)}/actions/refund`, { amount: 229, reason: '不再使用' });
    expect(made.status, made.text).toBe(200);
    const refund = made.body.data;
    expect((await get(`/rent-orders/${String(order.id)}`)).status).toBe('refund_pending');

    const own = await post(`/refund-orders/${String(refund.id)}/transitions/approve`);
    expect(own.status).toBe(409);
    expect(own.body.msg).toMatch(/approve|审核/);
    expect((await post(`/refund-orders/${String(refund.id)}/transitions/approve`, {}, reviewer)).status).toBe(200);

    // paid out through a channel: its reference is required
    const noRef = await post(`/refund-orders/${String(refund.id)}/transitions/refund`, { payoutChannel: 'original' });
    expect([noRef.status, noRef.body.data.errors]).toEqual([422, { payoutReference: 'app.validation.required' }]);
    const paid = await post(`/refund-orders/${String(refund.id)}/transitions/refund`, { payoutChannel: 'balance' });
    expect(paid.status, paid.text).toBe(200);

    expect((await get(`/rent-orders/${String(order.id)}`)).status).toBe('refunded');
    const after = await get(`/consumer-accounts/${String(account.id)}`);
    expect(after.balance).toBe(Math.round((Number(account.balance) + 229) * 100) / 100);
    expect(after.lastTransactionAt).not.toBe(account.lastTransactionAt);
    const [posting] = await list(`/account-postings?accountId=${String(account.id)}&sort=id&order=DESC&size=1`);
    expect(posting).toMatchObject({
      field: 'balance',
      amount: 229,
      balanceAfter: after.balance,
      causeResource: 'refund-orders',
      causeId: String(refund.id),
      createdBy: '1',
    });
    // the order's move is in the audit log, beside the refund's
    const logs = await list(`/audit-logs?resource=rent-orders&recordId=${String(order.id)}&size=5`);
    expect(logs.map((l) => l.action)).toContain('refund:refund-orders');
  });

  it('a rejected refund leaves the rent order "refund refused"; a new refund reopens it', async () => {
    const { consumerId } = await rider();
    const order = await paidRentOrder(consumerId, 99);
    const made = await post(`/rent-orders/${String(order.id)}/actions/refund`, { amount: 50, reason: '测试' });
    expect((await post(`/refund-orders/${String(made.body.data.id)}/transitions/reject`, { rejectReason: '套餐已使用' }, reviewer)).status).toBe(200);
    expect((await get(`/rent-orders/${String(order.id)}`)).status).toBe('refund_refused');
    expect((await post(`/rent-orders/${String(order.id)}/actions/refund`, { amount: 99, reason: '再次申请' })).status).toBe(200);
    expect((await get(`/rent-orders/${String(order.id)}`)).status).toBe('refund_pending');
  });

  it('an order paid from the balance is a posting taking the amount, refused when the balance is short', async () => {
    const { consumerId, account } = await rider(30);
    const [commodity] = await list('/commodities?size=1');
    const make = async (amount: number) =>
      post('/rent-orders', {
        orderNo: `RO2026${String(Date.now()).slice(-10)}${amount}`,
        consumerId,
        storeId: '1',
        commodityId: commodity.id,
        days: 30,
        payway: 'balance',
        total: amount,
        amount,
      });
    const short = await make(500);
    const refused = await post(`/rent-orders/${String(short.body.data.id)}/transitions/pay`);
    expect([refused.status, refused.body.data.errors]).toEqual([409, { amount: 'app.validation.overdrawn' }]);
    expect((await get(`/rent-orders/${String(short.body.data.id)}`)).status).toBe('unpaid');
    const fits = await make(20);
    expect((await post(`/rent-orders/${String(fits.body.data.id)}/transitions/pay`)).status).toBe(200);
    expect((await get(`/consumer-accounts/${String(account.id)}`)).balance).toBe(Math.round((Number(account.balance) - 20) * 100) / 100);
  });

  it('refuses a refund paid into a frozen or closed account', async () => {
    const { consumerId, account } = await rider();
    const order = await paidRentOrder(consumerId, 80);
    const made = await post(`/rent-orders/${String(order.id)}/actions/refund`, { amount: 80, reason: '测试' });
    await post(`/refund-orders/${String(made.body.data.id)}/transitions/approve`, {}, reviewer);
    expect((await s.call('PATCH', `${API}/consumer-accounts/${String(account.id)}`, { token: admin, body: { status: 'closed' } })).status).toBe(200);
    const r = await post(`/refund-orders/${String(made.body.data.id)}/transitions/refund`, { payoutChannel: 'balance' });
    expect([r.status, r.body.data.errors]).toEqual([409, { consumerId: 'app.validation.accountState' }]);
    const other = await post(`/refund-orders/${String(made.body.data.id)}/transitions/refund`, { payoutChannel: 'bank', payoutReference: 'BK2026000001' });
    expect(other.status).toBe(200);
    expect((await get(`/rent-orders/${String(order.id)}`)).status).toBe('refunded');
  });

  it('reconciles: every account number is the sum of its postings', async () => {
    const r = await s.call('GET', `${API}/reports/reconciliation`, { token: admin });
    expect(r.status, r.text).toBe(200);
    expect(r.body.data.mismatches).toEqual([]);
    expect(r.body.data.accounts).toBeGreaterThan(100);
    expect(r.body.data.postings).toBeGreaterThan(r.body.data.accounts);
    const client = await s.login('client@demo.com', 'client');
    expect((await s.call('GET', `${API}/reports/reconciliation`, { token: client })).status).toBe(403);
  });
});
