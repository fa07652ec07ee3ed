import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { list, obj, startMockServer, type MockServer } from './mock-harness';

let api: MockServer;
beforeAll(async () => {
  api = await startMockServer();
});
afterAll(() => api.close());

describe('GET /data-table/data', () => {
  it('answers the 50 orders with the table-row shape', async () => {
    const { status, body } = await api.get('/data-table/data');
    expect(status).toBe(200);
    const orders = list(body);
    expect(orders).toHaveLength(50);
    expect(new Set(orders.map((o) => o.id)).size).toBe(50);
    for (const order of orders) {
      expect(Object.keys(obj(order.product)).sort()).toEqual([
        'brand',
        'category',
        'description',
        'hasFreeShipping',
        'id',
        'image',
        'name',
        'price',
        'rating',
        'slug',
      ]);
      expect(order.date).toMatch(/^\d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4}$/);
      const buyer = obj(order.buyer);
      expect(typeof buyer.name).toBe('string');
      expect(buyer.avatar === null || String(buyer.avatar).startsWith('data:image/')).toBe(true);
      const payment = obj(order.payment);
      expect(['Fully Paid', 'Partially Paid', 'Unpaid']).toContain(payment.received_payment_status);
      expect(['Completed', 'Confirmed', 'Cancelled']).toContain(payment.status);
      const paid = Number(payment.paid_amount);
      const total = Number(payment.total);
      if (payment.received_payment_status === 'Fully Paid') expect(paid).toBe(total);
      if (payment.received_payment_status === 'Unpaid') expect(paid).toBe(0);
      if (payment.received_payment_status === 'Partially Paid') expect(paid > 0 && paid < total).toBe(true);
    }
  });

  it('answers unknown mock routes with a JSON 404', async () => {
    for (const path of ['/data-table/nope', '/apps/unknown', '/apps/user/users/1/extra']) {
      const { status, body } = await api.get(path);
      expect(status, path).toBe(404);
      expect(typeof obj(body).message).toBe('string');
    }
  });
});
