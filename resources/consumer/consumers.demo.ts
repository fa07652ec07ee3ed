/** Demo data of `consumers` (server/seed.ts): how many records, and how each field is made (the schema holds none of it). */
import { defineDemo } from '../demo-gen';
import schema from './consumers';

export default defineDemo(schema, {
  count: 300,
  fields: {
    phone: (g) => g.phone(),
    name: (g) => g.personName(),
    storeId: (g, ctx) => (g.bool(0.12) ? '1' : g.refId(ctx, 'stores')),
    authStatus: (g) => g.weighted({ unverified: 2, pending: 1, verified: 6, failed: 1 }),
    status: (g) => (g.bool(0.05) ? 'blocked' : 'active'),
    blockReason: (g, { record }) => (record.status === 'blocked' ? g.pick(['多次恶意投诉', '押金纠纷未结清', '冒用他人身份', '损坏电池拒不赔偿']) : undefined),
    blockedAt: (g, { record }) => (record.status === 'blocked' ? g.recent(120) : undefined),
    points: (g) => g.int(0, 3000),
    deviceType: (g) => g.pick(['ios', 'android']),
    emergencyContact: (g) => g.personName(),
    emergencyPhone: (g) => g.phone(),
    lastSigninAt: (g) => g.recent(30),
    createdAt: (g) => g.recent(500),
  },
});
