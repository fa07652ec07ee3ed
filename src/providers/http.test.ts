import { afterEach, describe, expect, it, vi } from 'vitest';
import { PRIVILEGE_LIST_PATH, createHttpClient, prefetchGet } from './http';

const envelope = (data: unknown) =>
  new Response(JSON.stringify({ code: 200, msg: 'ok', data }), { status: 200, headers: { 'Content-Type': 'application/json' } });

afterEach(() => vi.unstubAllGlobals());

describe('boot-time GET', () => {
  it('is adopted by the first identical GET of the client (same path, no query, same token), once', async () => {
    const boot = vi.fn(async () => envelope([{ code: 'RESOURCE_ADMIN' }]));
    vi.stubGlobal('fetch', boot);
    prefetchGet(PRIVILEGE_LIST_PATH, 'tok');
    expect(boot).toHaveBeenCalledWith(
      '/admin-company/v1/tenant/user/privilege/resource/list',
      expect.objectContaining({ headers: expect.objectContaining({ Authorization: 'Bearer tok' }) }),
    );
    const later = vi.fn(async () => envelope([]));
    const http = createHttpClient({ getToken: () => 'tok', fetch: later });
    expect(await http.request('GET', PRIVILEGE_LIST_PATH)).toEqual([{ code: 'RESOURCE_ADMIN' }]);
    expect(later).not.toHaveBeenCalled();
    // taken once: the next call asks the server
    await http.request('GET', PRIVILEGE_LIST_PATH);
    expect(later).toHaveBeenCalledTimes(1);
  });

  it('is not adopted under another token or with a query', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => envelope(['early'])),
    );
    prefetchGet(PRIVILEGE_LIST_PATH, 'old-token');
    const later = vi.fn(async () => envelope(['fresh']));
    const http = createHttpClient({ getToken: () => 'new-token', fetch: later });
    expect(await http.request('GET', PRIVILEGE_LIST_PATH)).toEqual(['fresh']);
    expect(await http.request('GET', PRIVILEGE_LIST_PATH, { query: { page: 1 } })).toEqual(['fresh']);
    expect(later).toHaveBeenCalledTimes(2);
  });

  it('with a query, is adopted by the GET with the same query only', async () => {
    const boot = vi.fn(async () => envelope({ data: ['early page'], total: 1 }));
    vi.stubGlobal('fetch', boot);
    prefetchGet('/batteries', 'tok', { page: 1, size: 20, sort: 'sn', order: 'asc' });
    expect(boot).toHaveBeenCalledWith('/admin-company/v1/batteries?page=1&size=20&sort=sn&order=asc', expect.anything());
    const later = vi.fn(async () => envelope({ data: ['fresh page'], total: 1 }));
    const http = createHttpClient({ getToken: () => 'tok', fetch: later });
    expect(await http.request('GET', '/batteries', { query: { page: 2, size: 20, sort: 'sn', order: 'asc' } })).toEqual({ data: ['fresh page'], total: 1 });
    expect(await http.request('GET', '/batteries', { query: { page: 1, size: 20, sort: 'sn', order: 'asc' } })).toEqual({ data: ['early page'], total: 1 });
    expect(later).toHaveBeenCalledTimes(1);
  });
});
