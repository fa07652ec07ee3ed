// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { HttpError } from 'react-admin';
import { createDataProvider, listQuery } from './dataProvider';
import { createHttpClient } from './http';
import { registry } from '../schema/registry';

const envelope = (data: unknown, code = 200, status = 200) =>
  new Response(JSON.stringify({ code, msg: code === 200 ? 'ok' : 'boom', data }), { status, headers: { 'Content-Type': 'application/json' } });

function setup(response: () => Response = () => envelope({ data: [{ id: '1' }], total: 1 })) {
  const fetchMock = vi.fn(async () => response());
  const http = createHttpClient({ getToken: () => 'tok', fetch: fetchMock as unknown as typeof fetch });
  const translate = vi.fn((key: string, o?: Record<string, unknown>) => (key === 'app.error.server' ? `服务器错误：${o?.msg} code=${o?.code}` : key));
  return { fetchMock, dp: createDataProvider(http, registry, translate), translate };
}
const lastCall = (m: ReturnType<typeof vi.fn>) => m.mock.calls[m.mock.calls.length - 1] as unknown as [string, RequestInit];

describe('dataProvider: versions (If-Match, 412)', () => {
  it('sends the version the user saw as If-Match on every write, and never the version as a field', async () => {
    const { fetchMock, dp } = setup(() => envelope({ id: '5', version: 4 }));
    await dp.update('apps/assets/battery', { id: '5', data: { id: '5', soc: 60, version: 3 }, previousData: { id: '5', soc: 55, version: 3 } });
    let [, init] = lastCall(fetchMock);
    expect((init.headers as Record<string, string>)['If-Match']).toBe('"3"');
    expect(JSON.parse(String(init.body))).toEqual({ soc: 60 });
    await dp.delete('apps/assets/battery', { id: '5', previousData: { id: '5', version: 4 } });
    expect((lastCall(fetchMock)[1].headers as Record<string, string>)['If-Match']).toBe('"4"');
    await dp.transition('apps/cab/warn', { id: '2', transition: 'acknowledge', version: 7 });
    expect((lastCall(fetchMock)[1].headers as Record<string, string>)['If-Match']).toBe('"7"');
    await dp.recordAction('apps/cab/device', { id: '2', action: 'sendCommand', data: {}, version: 2 });
    [, init] = lastCall(fetchMock);
    expect((init.headers as Record<string, string>)['If-Match']).toBe('"2"');
    // a record read before versions (none): no condition, the write is accepted as before
    await dp.update('apps/assets/battery', { id: '5', data: { soc: 61 }, previousData: { id: '5', soc: 60 } });
    expect((lastCall(fetchMock)[1].headers as Record<string, string>)['If-Match']).toBeUndefined();
  });
  it('a 412 becomes an HttpError saying who changed the record and when, with the record as it is now', async () => {
    const current = { id: '5', soc: 55, version: 2 };
    const { dp, translate } = setup(() => envelope({ current, changed: { by: { id: '1', name: '王洋' }, at: '2026-11-26T08:00:00Z' } }, 412, 412));
    const err = (await dp
      .update('apps/assets/battery', { id: '5', data: { soc: 77 }, previousData: { id: '5', soc: 50, version: 1 } })
      .catch((e: unknown) => e)) as HttpError;
    expect(err).toBeInstanceOf(HttpError);
    expect(err.status).toBe(412);
    expect((err.body as { current: unknown }).current).toEqual(current);
    expect(translate).toHaveBeenCalledWith('app.error.stale', expect.objectContaining({ name: '王洋' }));
  });
});

describe('dataProvider: a refused delete', () => {
  it('names in words what still refers to the record: how many of which kind, by which field', async () => {
    const blockers = [{ resource: 'rent-orders', field: 'commodityId', count: 4, ids: ['1', '2', '3', '4'] }];
    const { dp, translate } = setup(() => envelope({ dependents: blockers, blockers }, 409, 409));
    const err = (await dp.delete('apps/store/commodity', { id: '3', previousData: { id: '3' } }).catch((e: unknown) => e)) as HttpError;
    expect(err.status).toBe(409);
    expect(translate).toHaveBeenCalledWith('resources.rent-orders.name', expect.objectContaining({ smart_count: 4 }));
    expect(translate).toHaveBeenCalledWith('app.error.still_used', { list: '4 resources.rent-orders.name (resources.rent-orders.fields.commodityId)' });
  });
});

describe('dataProvider', () => {
  it('getList calls the API name of the route with paging, sort, q and filters, and a Bearer header', async () => {
    const { fetchMock, dp } = setup();
    const res = await dp.getList('apps/store/store', {
      pagination: { page: 2, perPage: 10 },
      sort: { field: 'name', order: 'DESC' },
      filter: { q: 'x', status: ['open', 'resting'], enabled: true, soc_gte: 5, cycles: { gte: 10, lte: 20 } },
    });
    // the titles of the records the page refers to come along, for the list's cells
    expect(res).toEqual({ data: [{ id: '1' }], total: 1, meta: { titles: {}, links: {} } });
    const [url, init] = lastCall(fetchMock);
    expect(url).toBe(
      '/admin-company/v1/stores?page=2&size=10&sort=name&order=desc&q=x&status=open&status=resting&enabled=true&soc_gte=5&cycles_gte=10&cycles_lte=20',
    );
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer tok');
  });
  it("asks the server for its messages in the interface's language (Accept-Language from <html lang>)", async () => {
    const { fetchMock, dp } = setup();
    for (const lang of ['ar', 'fr', 'zh-CN']) {
      document.documentElement.lang = lang;
      await dp.getList('apps/store/store', { pagination: { page: 1, perPage: 10 }, sort: { field: 'name', order: 'ASC' }, filter: {} });
      expect((lastCall(fetchMock)[1].headers as Record<string, string>)['Accept-Language']).toBe(lang);
    }
    document.documentElement.removeAttribute('lang');
    await dp.getOne('apps/store/store', { id: '1' });
    expect((lastCall(fetchMock)[1].headers as Record<string, string>)['Accept-Language']).toBe('zh-CN'); // the default language
  });
  it('the "all" page size asks the capped maximum', () => {
    expect(listQuery({ pagination: { page: 3, perPage: -1 } })).toMatchObject({ page: 1, size: 1000 });
  });
  it('getOne, getMany, getManyReference', async () => {
    const { fetchMock, dp } = setup(() => envelope({ id: '5' }));
    await dp.getOne('apps/assets/battery', { id: '5' });
    expect(lastCall(fetchMock)[0]).toBe('/admin-company/v1/batteries/5');
    const many = setup(() => envelope({ data: [{ id: '1' }, { id: '2' }], total: 2 }));
    await many.dp.getMany('apps/store/store', { ids: ['1', '2', '2'] });
    expect(lastCall(many.fetchMock)[0]).toBe('/admin-company/v1/stores?id=1&id=2&size=2');
    await many.dp.getManyReference('apps/assets/battery', {
      target: 'storeId',
      id: '3',
      pagination: { page: 1, perPage: 5 },
      sort: { field: 'sn', order: 'ASC' },
      filter: {},
    });
    expect(lastCall(many.fetchMock)[0]).toBe('/admin-company/v1/batteries?page=1&size=5&sort=sn&order=asc&storeId=3');
  });
  it('create POSTs, update PATCHes only the changed fields, delete DELETEs', async () => {
    const { fetchMock, dp } = setup(() => envelope({ id: '9', name: 'n' }));
    await dp.create('apps/store/store', { data: { name: 'n' } });
    expect(lastCall(fetchMock)[0]).toBe('/admin-company/v1/stores');
    expect(lastCall(fetchMock)[1]).toMatchObject({ method: 'POST', body: JSON.stringify({ name: 'n' }) });
    await dp.update('apps/store/store', { id: '9', data: { id: '9', name: 'm', sn: 'MD1' }, previousData: { id: '9', name: 'n', sn: 'MD1' } });
    expect(lastCall(fetchMock)[1]).toMatchObject({ method: 'PATCH', body: JSON.stringify({ name: 'm' }) });
    expect(lastCall(fetchMock)[0]).toBe('/admin-company/v1/stores/9');
    await dp.delete('apps/store/store', { id: '9', previousData: { id: '9' } });
    expect(lastCall(fetchMock)[1]).toMatchObject({ method: 'DELETE' });
    await dp.deleteMany('apps/store/store', { ids: ['1', '2'] });
    expect(fetchMock.mock.calls.filter((c) => (c as unknown as [string, RequestInit])[1].method === 'DELETE')).toHaveLength(3);
  });
  it('runs a transition', async () => {
    const { fetchMock, dp } = setup(() => envelope({ id: '3' }));
    await dp.transition('apps/cab/device', { id: '3', transition: 'maintain', data: { remark: 'x' } });
    expect(lastCall(fetchMock)[0]).toBe('/admin-company/v1/cab-devices/3/transitions/maintain');
    expect(lastCall(fetchMock)[1]).toMatchObject({ method: 'POST', body: JSON.stringify({ remark: 'x' }) });
  });
  it('an envelope code other than 200 becomes an HttpError with the translated notice', async () => {
    const { dp } = setup(() => envelope(null, 500, 200));
    const err = await dp.getOne('apps/store/store', { id: '1' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(HttpError);
    expect((err as HttpError).message).toBe('服务器错误：boom code=500');
  });
  it.each([409, 403, 404, 422, 400])('a %s refusal shows the server’s words (already in the caller’s language), never "server error … code="', async (code) => {
    const answer = () =>
      new Response(JSON.stringify({ code, msg: '仍有电池属于此门店，无法删除。', data: null }), {
        status: code,
        headers: { 'Content-Type': 'application/json' },
      });
    const { dp } = setup(answer);
    const err = (await dp.delete('apps/store/store', { id: '1', previousData: { id: '1' } }).catch((e: unknown) => e)) as HttpError;
    expect(err).toBeInstanceOf(HttpError);
    expect(err.status).toBe(code);
    expect(err.message).toBe('仍有电池属于此门店，无法删除。');
    expect(err.message).not.toMatch(/code=|服务器错误/);
  });
  it('keeps "server error" for a real failure (a 5xx), with its code', async () => {
    const { dp } = setup(() => envelope(null, 503, 503));
    const err = (await dp.getOne('apps/store/store', { id: '1' }).catch((e: unknown) => e)) as HttpError;
    expect(err.message).toBe('服务器错误：boom code=503');
  });
  it('422 field errors reach the form through body.errors', async () => {
    const { dp } = setup(() => envelope({ errors: { name: 'app.validation.required' } }, 422, 422));
    const err = (await dp.create('apps/store/store', { data: {} }).catch((e: unknown) => e)) as HttpError;
    expect(err.status).toBe(422);
    expect(err.body.errors).toEqual({ name: 'app.validation.required' });
  });
  it('401 keeps its status for the authProvider', async () => {
    const { dp } = setup(() => envelope(null, 401, 401));
    const err = (await dp
      .getList('apps/store/store', { pagination: { page: 1, perPage: 5 }, sort: { field: 'id', order: 'ASC' }, filter: {} })
      .catch((e: unknown) => e)) as HttpError;
    expect(err.status).toBe(401);
  });
  it('a network failure is a clear error, not a crash', async () => {
    const fetchMock = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    const http = createHttpClient({ getToken: () => null, fetch: fetchMock as unknown as typeof fetch });
    const dp = createDataProvider(http, registry, (k) => k);
    const err = (await dp.getOne('apps/store/store', { id: '1' }).catch((e: unknown) => e)) as HttpError;
    expect(err.message).toBe('app.error.network');
    expect((lastCall(fetchMock)[1].headers as Record<string, string>).Authorization).toBeUndefined();
  });
  it('an unknown resource names the fix', async () => {
    const { dp } = setup();
    await expect(dp.getOne('apps/nope', { id: '1' })).rejects.toThrow(/declare it under resources\//);
  });
});

describe('dataProvider: the trash (CONTRACT §2.5)', () => {
  it('names each trash entry <resource>:<id> (the server lists them by their records’ ids) and restores through the record’s resource', async () => {
    const { fetchMock, dp } = setup(() =>
      envelope({
        data: [
          { id: '7', resource: 'batteries', title: 'BT-7' },
          { id: '7', resource: 'stores', title: 'S-7' },
        ],
        total: 2,
      }),
    );
    const page = await dp.getList('apps/system/trash', { pagination: { page: 1, perPage: 20 }, sort: { field: 'deletedAt', order: 'DESC' }, filter: {} });
    expect(page.data.map((e) => [e.id, e.recordId])).toEqual([
      ['batteries:7', '7'],
      ['stores:7', '7'],
    ]);
    await dp.restore('apps/assets/battery', { id: '7' });
    const [url, init] = lastCall(fetchMock);
    expect(String(url)).toContain('/batteries/7/restore');
    expect(init.method).toBe('POST');
  });
});
