/** Demo data of `account-adjustments` (server/seed.ts): how many records, and how each field is made (the schema holds none of it). */
import { defineDemo } from '../demo-gen';
import schema from './account-adjustments';

export default defineDemo(schema, {
  count: 0,
  fields: {
    accountId: (g, ctx) => g.refId(ctx, 'consumer-accounts'),
    target: (g) => g.weighted({ balance: 6, deposit: 2, frozen: 1, points: 1 }),
    amount: (g) => g.pick([-50, -20, 10, 20, 30, 50, 100]),
    reason: (g) => g.pick(['换电柜故障补偿', '押金差额退回', '线下充值入账', '误扣费用冲正', '活动积分发放']),
    createdBy: () => '1',
    createdAt: (g) => g.recent(60),
  },
});
