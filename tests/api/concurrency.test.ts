/** 200 concurrent PATCHes of different fields of different records and 200 concurrent creates: none lost. */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startServer, type TestServer } from './harness';

let s: TestServer;
beforeAll(async () => {
  s = await startServer();
});
afterAll(() => s.close());

it('keeps every concurrent write, with unique ids and a valid data file', async () => {
  const token = await s.login('admin@demo.com', 'admin');
  const consumers = (s.readData('consumers').consumers as { id: string }[]).slice(0, 200);
  const patches = consumers.map((c, i) =>
    s.call('PATCH', `/admin-company/v1/consumers/${c.id}`, { token, body: i % 2 ? { emergencyContact: `联系人${i}` } : { name: `并发${i}` } }),
  );
  const creates = Array.from({ length: 200 }, (_, i) =>
    s.call('POST', '/admin-company/v1/tags', { token, body: { name: `并发标签${i}`, target: 'consumer', color: 'blue' } }),
  );
  const results = await Promise.all([...patches, ...creates]);
  const failed = results.filter((r) => r.status !== 200);
  expect(failed.map((r) => r.text.slice(0, 200))).toEqual([]);
  const data = s.readData('consumers', 'tags');
  const byId = new Map((data.consumers as { id: string; name: string; emergencyContact: string }[]).map((c) => [c.id, c]));
  consumers.forEach((c, i) => {
    const saved = byId.get(c.id)!;
    if (i % 2) expect(saved.emergencyContact).toBe(`联系人${i}`);
    else expect(saved.name).toBe(`并发${i}`);
  });
  const created = (data.tags as { id: string; name: string }[]).filter((t) => t.name.startsWith('并发标签'));
  expect(created).toHaveLength(200);
  const ids = (data.tags as { id: string }[]).map((t) => t.id);
  expect(new Set(ids).size).toBe(ids.length);
  console.info(`concurrency: ${results.length} concurrent writes, ${results.length - failed.length} kept`);
});

it('two staff approving one refund at once: one approves, the other is told it is no longer waiting', async () => {
  const token = await s.login('admin@demo.com', 'admin');
  const waiting = await s.call('GET', '/admin-company/v1/refund-orders?status=requested&size=5', { token });
  const refunds = waiting.body.data.data as { id: string }[];
  expect(refunds.length).toBeGreaterThan(2);
  for (const refund of refunds) {
    const both = await Promise.all([1, 2].map(() => s.call('POST', `/admin-company/v1/refund-orders/${refund.id}/transitions/approve`, { token, body: {} })));
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
  }
});

it('five staff creating one serial number at once: one battery is created, the others are told it is in use', async () => {
  const token = await s.login('admin@demo.com', 'admin');
  for (let round = 0; round < 3; round++) {
    const sn = `RACE${Date.now().toString(36).toUpperCase()}${round}`;
    const body = { sn, model: '60V30AH', status: 'idle', assetStatus: 'stock', locationType: 'warehouse' };
    const answers = await Promise.all([0, 1, 2, 3, 4].map(() => s.call('POST', '/admin-company/v1/batteries', { token, body })));
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409]);
    for (const refused of answers.filter((r) => r.status === 409)) expect(refused.body.data).toEqual({ errors: { sn: 'app.validation.unique' } });
    const kept = await s.call('GET', `/admin-company/v1/batteries?sn=${sn}`, { token });
    expect(kept.body.data.total).toBe(1);
  }
});
