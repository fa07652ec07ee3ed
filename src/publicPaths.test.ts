import { describe, expect, it } from 'vitest';
import { hashPath, isPublicPath } from './publicPaths';

describe('public paths', () => {
  it('are the auth pages, the 404 page and the template blank pages', () => {
    for (const p of ['/login', '/register', '/forgot-password', '/error-404', '/pages/auth/login-v1', '/pages/misc/coming-soon'])
      expect(isPublicPath(p), p).toBe(true);
  });
  it('leave every other address to a session', () => {
    for (const p of ['/', '/dashboards/map', '/apps/assets/battery', '/apps/invoice/print/1', '/loginx', '/pages/faq']) expect(isPublicPath(p), p).toBe(false);
  });
  it('read the path of a hash address', () => {
    expect(hashPath('#/apps/x?y=1')).toBe('/apps/x');
    expect(hashPath('')).toBe('/');
    expect(hashPath('#/')).toBe('/');
  });
});
