/** Data-table page: `GET /data-table/data` → the e-commerce orders, as stored. */
import type { Router } from 'express';
import type { MockState } from './state';
import { collection, route } from './plumbing';
import { COLLECTIONS, type DemoOrder } from './types';

export function mountDataTable(router: Router, state: MockState): void {
  router.get(
    '/data-table/data',
    route((_req, res) => {
      res.json(collection<DemoOrder>(state, COLLECTIONS.orders));
    }),
  );
}
