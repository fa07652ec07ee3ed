/**
 * The generated demo data obeys the money rules (CONTRACT §2.8): every refund names an existing,
 * paid order of its rider and refunds at most what was paid; every order's state is what its
 * refunds make it; every account's number is the sum of its postings, no balance ever below zero
 * along its ledger; charged swaps say what they cost and failed ones why.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { loadDemos, loadRegistry } from '../../server/load-registry';
import { generateResourceData } from '../../server/seed';
import { refundProblems } from '../../server/api/refunds';
import { ledgeredFields } from '../../server/api/postings';
import type { Registry } from '../../resources/registry';

type Db = Record<string, Record<string, unknown>[]>;
let registry: Registry;
let db: Db;

beforeAll(async () => {
  registry = await loadRegistry();
  db = generateResourceData(registry, await loadDemos(), 4);
});

describe('the demo data and the money rules', () => {
  it('has refunds of every kind, each checked against its order, and the orders in the states their refunds give them', () => {
    expect(refundProblems(registry, db)).toEqual([]);
    const kinds = new Set(db['refund-orders'].map((r) => r.orderType));
    expect([...kinds].sort()).toEqual(['card', 'deposit', 'rent', 'sell', 'swap']);
    const statuses = new Set(db['refund-orders'].map((r) => r.status));
    expect([...statuses].sort()).toEqual(['approved', 'failed', 'refunded', 'rejected', 'requested']);
  });

  it('never has the requester review the refund, and records every payout', () => {
    for (const r of db['refund-orders']) {
      if (r.reviewerId !== undefined) expect(r.reviewerId, String(r.refundNo)).not.toBe(r.createdBy);
      if (r.status === 'refunded') {
        expect(r.payoutChannel, String(r.refundNo)).toBeDefined();
        if (r.payoutChannel !== 'balance') expect(r.payoutReference, String(r.refundNo)).toBeDefined();
      }
    }
  });

  it('keeps every account equal to the sum of its postings, never below zero along the way', () => {
    const accounts = db['consumer-accounts'];
    const postings = db['account-postings'];
    const fields = ledgeredFields(registry, registry.byName('consumer-accounts')!);
    expect(fields.sort()).toEqual(['balance', 'deposit', 'frozen']);
    const sums = new Map<string, number>();
    const running = new Map<string, number>();
    for (const p of [...postings].sort((a, b) => Number(a.id) - Number(b.id))) {
      const key = `${String(p.accountId)}:${String(p.field)}`;
      const after = Math.round(((running.get(key) ?? 0) + Number(p.amount)) * 100) / 100;
      running.set(key, after);
      expect(p.balanceAfter, `posting ${String(p.id)}`).toBe(after);
      expect(after, `posting ${String(p.id)}`).toBeGreaterThanOrEqual(0);
      sums.set(key, after);
    }
    for (const a of accounts) for (const f of fields) expect(Number(a[f] ?? 0), `account ${String(a.id)} ${f}`).toBe(sums.get(`${String(a.id)}:${f}`) ?? 0);
    // the ledger holds more than the opening numbers: refunds into balances, orders and swaps paid from them
    const causes = new Set(postings.map((p) => p.causeResource));
    expect([...causes].sort()).toEqual(['consumer-accounts', 'refund-orders', 'rent-orders', 'swap-orders']);
  });

  it('says what a swap cost, what was paid and why a failed one failed', () => {
    for (const s of db['swap-orders']) {
      expect(s.price, String(s.orderNo)).toBeGreaterThan(0);
      if (s.status === 'failed') expect(s.failReason, String(s.orderNo)).toBeTruthy();
      if (s.payway === 'card' || !['success', 'failed'].includes(String(s.status))) expect(s.paidAmount, String(s.orderNo)).toBe(0);
      if (s.status === 'success' && s.payway !== 'card') expect(s.paidAmount).toBe(s.price);
    }
    expect(db['swap-orders'].some((s) => s.status === 'failed' && Number(s.paidAmount) > 0)).toBe(true);
  });
});
