// @vitest-environment jsdom
/**
 * The data provider's bulk edit (CONTRACT §2.5): `PATCH /{resource}` with `{ids, data}`, 1,000 ids a
 * call, the answers' done and refused put together and named by the caller's own ids; react-admin's
 * `updateMany` goes the same way. And a filter through a reference leaves the list as the API's key.
 */
import { describe, expect, it, vi } from 'vitest';
import { createDataProvider, listQuery } from './dataProvider';
import { createHttpClient } from './http';
import { registry } from '../schema/registry';

const envelope = (data: unknown) =>
  new Response(JSON.stringify({ code: 200, msg: 'ok', data }), { status: 200, headers: { 'Content-Type': 'application/json' } });

function setup() {
  const bodies: { url: string; method: string; body: { ids: string[]; data: unknown } }[] = [];
  const fetchMock = vi.fn(async (url: string, init: RequestInit) => {
    const body = JSON.parse(String(init.body)) as { ids: string[]; data: unknown };
    bodies.push({ url, method: String(init.method), body });
    const [first, ...rest] = body.ids;
    return envelope({ done: rest, refused: [{ id: first, status: 404, reason: 'Not found' }] });
  });
  const http = createHttpClient({ getToken: () => 'tok', fetch: fetchMock as unknown as typeof fetch });
  return { bodies, dp: createDataProvider(http, registry, (key: string) => key) };
}

describe('dataProvider: bulk edit', () => {
  it('sends 1,000 ids a call and puts the answers together, with progress', async () => {
    const { bodies, dp } = setup();
    const ids = Array.from({ length: 2500 }, (_, i) => i + 1);
    const progress: number[] = [];
    const result = await dp.bulkUpdate('apps/assets/battery', { ids, data: { storeId: '3' }, onProgress: (n) => progress.push(n) });
    expect(bodies.map((b) => [b.method, b.url.replace(/^.*\/admin-company\/v1/, ''), b.body.ids.length])).toEqual([
      ['PATCH', '/batteries', 1000],
      ['PATCH', '/batteries', 1000],
      ['PATCH', '/batteries', 500],
    ]);
    expect(bodies[0].body.data).toEqual({ storeId: '3' });
    expect(progress).toEqual([1000, 2000, 2500]);
    // the caller's ids (numbers here) come back, not the server's text
    expect(result.refused.map((r) => r.id)).toEqual([1, 1001, 2001]);
    expect(result.done).toHaveLength(2497);
    expect(result.done[0]).toBe(2);
  });

  it('is what react-admin’s updateMany runs: the ids written', async () => {
    const { bodies, dp } = setup();
    const { data } = await dp.updateMany('apps/assets/battery', { ids: ['7', '8', '9'], data: { enabled: false } });
    expect(bodies).toHaveLength(1);
    expect(data).toEqual(['8', '9']);
  });
});

describe('listQuery: a filter through a reference', () => {
  it('turns the form’s cabinetId@areaId into the API’s cabinetId.areaId, any of several', () => {
    expect(listQuery({ filter: { 'cabinetId@areaId': ['1', '2'], status: 'open' } })).toMatchObject({ 'cabinetId.areaId': ['1', '2'], status: 'open' });
  });
});
