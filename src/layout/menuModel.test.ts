import { describe, expect, it } from 'vitest';
import { isActivePath } from './menuModel';

describe('isActivePath', () => {
  it('marks the page itself and the pages under it', () => {
    expect(isActivePath('/apps/store/store', '/apps/store/store')).toBe(true);
    expect(isActivePath('/apps/store/store', '/apps/store/store/3/edit')).toBe(true);
    expect(isActivePath('/apps/store/store', '/apps/store/store/create')).toBe(true);
  });
  it('does not mark a sibling whose path only starts with the same letters', () => {
    expect(isActivePath('/apps/store/store', '/apps/store/store-area')).toBe(false);
    expect(isActivePath('/apps/order/rent', '/apps/order/rental')).toBe(false);
  });
  it('does not mark other pages', () => {
    expect(isActivePath('/apps/store/store', '/apps/assets/battery')).toBe(false);
    expect(isActivePath('/apps/store/store', '/')).toBe(false);
  });
});
