import { describe, expect, it } from 'vitest';
import { ALL_ROWS, pageSizeOf, rememberedWithPositivePageSize, withPositivePageSize } from './pageSize';

describe('page sizes react-admin can page by', () => {
  it('reads the specification’s "all" (-1) as the API’s largest page', () => {
    expect(ALL_ROWS).toBe(1000);
    expect(pageSizeOf(-1)).toBe(1000);
    expect(pageSizeOf(20)).toBe(20);
  });
  it('rewrites an address whose page size is below 1, and leaves the others alone', () => {
    expect(withPositivePageSize('?filter=%7B%7D&order=ASC&page=1&perPage=-1&sort=sn')).toBe('?filter=%7B%7D&order=ASC&page=1&perPage=1000&sort=sn');
    expect(withPositivePageSize('?perPage=0')).toBe('?perPage=1000');
    expect(withPositivePageSize('?perPage=50&page=2')).toBeUndefined();
    expect(withPositivePageSize('')).toBeUndefined();
  });
  it('reads remembered list parameters with -1 as "all"', () => {
    expect(rememberedWithPositivePageSize({ sort: 'sn', perPage: -1, page: 3 })).toEqual({ sort: 'sn', perPage: 1000, page: 3 });
    const kept = { perPage: 30 };
    expect(rememberedWithPositivePageSize(kept)).toBe(kept);
    expect(rememberedWithPositivePageSize(undefined)).toBeUndefined();
    // react-admin's "nothing remembered" has a null page size: it stays null (the list's own default applies)
    const none = { filter: {}, order: null, page: 1, perPage: null, sort: null };
    expect(rememberedWithPositivePageSize(none)).toBe(none);
  });
});
