import { describe, expect, it } from 'vitest';
import { seedMockData } from '../../server/mock/index';
import { list, obj } from './mock-harness';

describe('seedMockData', () => {
  it('is deterministic', () => {
    expect(JSON.stringify(seedMockData())).toBe(JSON.stringify(seedMockData()));
  });

  it('holds the sizes of specification §9 under demo-prefixed names', () => {
    const data = seedMockData();
    expect(Object.keys(data).every((k) => /^demo[A-Z]/.test(k))).toBe(true);
    expect(list(data.demoUsers).map((u) => u.id)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    expect(list(data.demoInvoices).map((i) => i.id)).toEqual(Array.from({ length: 50 }, (_, i) => 4987 + i));
    expect(list(data.demoOrders)).toHaveLength(50);
    expect(list(data.demoChatContacts)).toHaveLength(4);
    expect(list(data.demoEmails).length).toBeGreaterThanOrEqual(25);
    expect(list(data.demoEvents).length).toBeGreaterThanOrEqual(20);
    expect(obj(data.demoChatProfile).id).toBeTypeOf('number');
  });

  it('uses every user role, plan and status, every invoice status, and both kinds of balance', () => {
    const data = seedMockData();
    const users = list(data.demoUsers);
    expect(new Set(users.map((u) => u.role))).toEqual(new Set(['admin', 'editor', 'author', 'maintainer', 'subscriber']));
    expect(new Set(users.map((u) => u.currentPlan))).toEqual(new Set(['basic', 'standard', 'company', 'enterprise']));
    expect(new Set(users.map((u) => u.status))).toEqual(new Set(['active', 'inactive', 'pending']));
    expect(new Set(users.map((u) => u.username)).size).toBe(50);
    const invoices = list(data.demoInvoices);
    expect(new Set(invoices.map((i) => i.invoiceStatus)).size).toBe(6);
    expect(invoices.some((i) => typeof i.balance === 'string' && /^-?\$/.test(i.balance))).toBe(true);
    expect(invoices.some((i) => typeof i.balance === 'number' && i.balance < 0)).toBe(true);
  });

  it('links no other host: avatars and images are empty or inline', () => {
    const text = JSON.stringify(seedMockData()).replaceAll('http%3A%2F%2Fwww.w3.org%2F2000%2Fsvg', '');
    expect(text).not.toMatch(/https?:\/\//i);
    expect(text).not.toMatch(/https?%3A/i);
  });
});
