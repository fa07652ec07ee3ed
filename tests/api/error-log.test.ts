import { afterAll, beforeAll, expect, it } from 'vitest';
import { startServer, type TestServer } from './harness';

let s: TestServer;
beforeAll(async () => {
  s = await startServer();
});
afterAll(() => s.close());

it('a screen error posted by the app lands in the error log screen’s data', async () => {
  const token = await s.login('client@demo.com', 'client');
  const r = await s.call('POST', '/admin-company/v1/client-errors', { token, body: { message: 'boom', stack: 'at X', route: '/store/order-rent' } });
  expect(r.status).toBe(200);
  const admin = await s.login('admin@demo.com', 'admin');
  const list = await s.call('GET', '/admin-company/v1/error-logs?source=client', { token: admin });
  expect(list.body.data.data[0]).toMatchObject({ source: 'client', message: 'boom', route: '/store/order-rent', userId: '2' });
  expect((await s.call('POST', '/admin-company/v1/client-errors', { token, body: {} })).status).toBe(422);
  expect((await s.call('POST', '/admin-company/v1/client-errors', { body: { message: 'x' } })).status).toBe(401);
});
