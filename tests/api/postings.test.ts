/**
 * Money on a rider's account moves only by postings (account-adjustments): never typed over,
 * always with who, when and why, never below the account field's minimum.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './harness';

const API = '/admin-company/v1';
let s: TestServer;
let admin: string;

beforeAll(async () => {
  s = await startServer();
  admin = await s.login('admin@demo.com', 'admin');
});
afterAll(() => s.close());

const account = async (id: string) => (await s.call('GET', `${API}/consumer-accounts/${id}`, { token: admin })).body.data;

describe('account adjustments', () => {
  it('the account form cannot type over a balance, a deposit, frozen money or points', async () => {
    const before = await account('5');
    for (const field of ['balance', 'deposit', 'frozen', 'points']) {
      const r = await s.call('PATCH', `${API}/consumer-accounts/5`, { token: admin, body: { [field]: 9999 } });
      expect(r.status, field).toBe(422);
      expect(r.body.data.errors).toEqual({ [field]: 'app.validation.readOnly' });
    }
    expect(await account('5')).toEqual(before);
  });

  it('adds the amount to the account in the same write, keeps the result, who and when, and logs the account’s change', async () => {
    const before = await account('5');
    const r = await s.call('POST', `${API}/account-adjustments`, {
      token: admin,
      body: { accountId: '5', target: 'balance', amount: 20, reason: '换电柜故障补偿' },
    });
    expect(r.status, r.text).toBe(200);
    const expected = Math.round((Number(before.balance ?? 0) + 20) * 100) / 100;
    expect(r.body.data).toMatchObject({ accountId: '5', target: 'balance', amount: 20, after: expected, createdBy: '1', reason: '换电柜故障补偿' });
    expect(r.body.data.createdAt).toEqual(expect.any(String));
    expect((await account('5')).balance).toBe(expected);
    const logs = (await s.call('GET', `${API}/audit-logs?resource=consumer-accounts&recordId=5&size=5`, { token: admin })).body.data.data;
    expect(logs[0]).toMatchObject({ action: 'posting:account-adjustments', previousData: { balance: before.balance ?? 0 }, data: { balance: expected } });
    // a take-away, on another of the account's numbers
    const points = await s.call('POST', `${API}/account-adjustments`, {
      token: admin,
      body: { accountId: '5', target: 'points', amount: -1, reason: '活动积分冲正' },
    });
    expect(points.status, points.text).toBe(200);
    expect((await account('5')).points).toBe(Number(before.points) - 1);
  });

  it('refuses one that would take the account below its minimum (409, naming the amount), and changes nothing', async () => {
    const before = await account('6');
    const r = await s.call('POST', `${API}/account-adjustments`, {
      token: admin,
      body: { accountId: '6', target: 'deposit', amount: -(Number(before.deposit ?? 0) + 1), reason: '押金退回' },
    });
    expect(r.status).toBe(409);
    expect(r.body.data.errors).toEqual({ amount: 'app.validation.overdrawn' });
    expect(await account('6')).toEqual(before);
  });

  it('refuses one to a frozen or a closed account (409, naming the account), and changes nothing', async () => {
    for (const status of ['frozen', 'closed']) {
      const held = (await s.call('GET', `${API}/consumer-accounts?status=${status}&size=1`, { token: admin })).body.data.data[0];
      expect(held, status).toBeDefined();
      const before = await account(String(held.id));
      const r = await s.call('POST', `${API}/account-adjustments`, {
        token: admin,
        body: { accountId: String(held.id), target: 'balance', amount: 5, reason: '补偿' },
      });
      expect(r.status, status).toBe(409);
      expect(r.body.data.errors).toEqual({ accountId: 'app.validation.accountState' });
      expect(r.body.msg).toBe('账户已冻结或已注销，不能调整');
      expect(await account(String(held.id))).toEqual(before);
      const entries = await s.call('GET', `${API}/account-adjustments?accountId=${held.id}`, { token: admin });
      expect(entries.body.data.total).toBe(0);
    }
  });

  it('sets the account’s last transaction time, and the account lists its adjustments', async () => {
    const started = new Date().toISOString();
    const r = await s.call('POST', `${API}/account-adjustments`, { token: admin, body: { accountId: '5', target: 'balance', amount: 2, reason: '测试' } });
    expect(r.status, r.text).toBe(200);
    expect((await account('5')).lastTransactionAt >= started).toBe(true);
    const listed = await s.call('GET', `${API}/account-adjustments?accountId=5&size=100`, { token: admin });
    expect((listed.body.data.data as { id: string }[]).map((e) => e.id)).toContain(r.body.data.id);
    // the account's page lists its ledger: the adjustment is a posting there, naming its cause
    expect(s.registry.byName('consumer-accounts')?.related?.map((x) => x.resource)).toContain('account-postings');
    const ledger = await s.call('GET', `${API}/account-postings?accountId=5&causeResource=account-adjustments&size=100`, { token: admin });
    expect(ledger.body.data.data).toContainEqual(
      expect.objectContaining({ field: 'balance', amount: 2, balanceAfter: r.body.data.after, causeId: r.body.data.id, createdBy: '1' }),
    );
  });

  it('asks for a reason, and is never edited or deleted', async () => {
    const r = await s.call('POST', `${API}/account-adjustments`, { token: admin, body: { accountId: '5', target: 'balance', amount: 1 } });
    expect(r.body.data.errors).toEqual({ reason: 'app.validation.required' });
    const made = await s.call('POST', `${API}/account-adjustments`, { token: admin, body: { accountId: '5', target: 'balance', amount: 1, reason: '测试' } });
    expect((await s.call('PATCH', `${API}/account-adjustments/${made.body.data.id}`, { token: admin, body: { amount: 100 } })).status).toBe(405);
    expect((await s.call('DELETE', `${API}/account-adjustments/${made.body.data.id}`, { token: admin })).status).toBe(405);
  });

  it('a refund under review changes its amount only by its amend transition, with a reason', async () => {
    const refund = (await s.call('GET', `${API}/refund-orders?status=requested&size=1`, { token: admin })).body.data.data[0];
    expect((await s.call('PATCH', `${API}/refund-orders/${refund.id}`, { token: admin, body: { amount: 1 } })).status).toBe(405);
    const r = await s.call('POST', `${API}/refund-orders/${refund.id}/transitions/amend`, {
      token: admin,
      body: { amount: 12.5, amendReason: '扣除已用天数' },
    });
    expect(r.status, r.text).toBe(200);
    expect(r.body.data).toMatchObject({ amount: 12.5, amendReason: '扣除已用天数', status: 'requested' });
  });
});
