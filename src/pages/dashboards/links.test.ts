/** Dashboard links: react-admin's address form of a list filter, and a report's days as instants at its UTC offset. */
import { describe, expect, it } from 'vitest';
import { dayRange, enumValues, listLink, recordLink } from './links';

describe('dashboard links', () => {
  it('puts the filter in react-admin’s `filter=` JSON (a one-of filter is an array), and the sort when asked', () => {
    const l = listLink('cab-warnings', { status: ['open'] })!;
    expect(l.resource).toBe('apps/cab/warn');
    expect(l.to).toBe(`/apps/cab/warn?filter=${encodeURIComponent('{"status":["open"]}')}`);
    const q = new URLSearchParams(listLink('real-name-verifications', { status: ['pending'] }, { field: 'createdAt', order: 'ASC' })!.to.split('?')[1]);
    expect(Object.fromEntries(q)).toEqual({ filter: '{"status":["pending"]}', sort: 'createdAt', order: 'ASC' });
    expect(listLink('batteries')!.to).toBe('/apps/assets/battery');
    expect(listLink('no-such-thing')).toBeUndefined();
    expect(recordLink('stores', '3')!.to).toBe('/apps/store/store/3/show');
  });

  it('turns calendar days at an offset into the instants the server buckets into them', () => {
    // UTC+8: 1 Oct starts at 30 Sep 16:00 UTC; 2 Oct ends at 2 Oct 15:59:59.999 UTC
    expect(dayRange('2026-10-01', '2026-10-02', 480)).toEqual({ gte: '2026-09-30T16:00:00.000Z', lte: '2026-10-02T15:59:59.999Z' });
    expect(dayRange('2026-10-01', '2026-10-01', -300)).toEqual({ gte: '2026-10-01T05:00:00.000Z', lte: '2026-10-02T04:59:59.999Z' });
  });

  it('reads enum values in the schema’s order', () => {
    expect(enumValues('swap-orders', 'status')).toEqual(['pending', 'running', 'success', 'failed', 'canceled']);
    expect(enumValues('swap-orders', 'startAt')).toEqual([]);
  });
});
