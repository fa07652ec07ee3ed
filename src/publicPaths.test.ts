// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { RETURN_TO_KEY, guardSession, hashPath, isPublicPath, rememberReturnTo, takeReturnTo } from './publicPaths';

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

describe('the address to come back to after login', () => {
  beforeEach(() => sessionStorage.clear());

  it('keeps a protected address with its query, and gives it once', () => {
    rememberReturnTo('#/apps/order/refund/5/show?x=1');
    expect(sessionStorage.getItem(RETURN_TO_KEY)).toBe('/apps/order/refund/5/show?x=1');
    expect(takeReturnTo()).toBe('/apps/order/refund/5/show?x=1');
    expect(takeReturnTo()).toBeUndefined();
  });

  it('never keeps a public address, the root or something that is not an address', () => {
    for (const a of [
      '/login',
      '#/register',
      '/forgot-password?x=1',
      '/error-404',
      '/pages/auth/login-v1',
      '/',
      '#/',
      'https://evil.example/x',
      '//evil.example',
    ])
      rememberReturnTo(a);
    expect(sessionStorage.getItem(RETURN_TO_KEY)).toBeNull();
    sessionStorage.setItem(RETURN_TO_KEY, '/login');
    expect(takeReturnTo()).toBeUndefined();
  });

  it('is kept when the guard sends a signed-out user to login', () => {
    window.history.replaceState(null, '', '#/apps/cab/warn?filter=%7B%7D');
    guardSession(() => false);
    expect(window.location.hash).toBe('#/login');
    expect(takeReturnTo()).toBe('/apps/cab/warn?filter=%7B%7D');
  });
});
