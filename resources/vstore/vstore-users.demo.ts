/** Demo data of `vstore-users` (server/seed.ts): how many records, and how each field is made (the schema holds none of it). */
import { defineDemo, type GenContext } from '../demo-gen';
import schema from './vstore-users';

const consumerOf = (ctx: GenContext): Record<string, unknown> | undefined =>
  (ctx.db.consumers ?? []).find((c) => String(c.id) === String(ctx.record.consumerId));
const PLANS: Readonly<Record<string, number>> = {
  '60V30AH单电月卡': 30,
  '60V30AH单电季卡': 90,
  '48V20AH单电月卡': 30,
  '72V30AH单电月卡': 30,
  车电一体月租: 30,
};

export default defineDemo(schema, {
  count: 150,
  fields: {
    vstoreId: (g, ctx) => g.refId(ctx, 'vstores'),
    consumerId: (_g, ctx) => {
      const rows = ctx.db.consumers ?? [];
      return rows.length ? String(rows[(ctx.index * 7) % rows.length].id) : undefined;
    },
    name: (g, ctx) => String(consumerOf(ctx)?.name ?? g.personName()),
    phone: (g, ctx) => String(consumerOf(ctx)?.phone ?? g.phone()),
    planName: (g) => g.pick(Object.keys(PLANS)),
    batteryModel: (_g, { record }) =>
      String(record.planName).startsWith('48V') ? '48V20AH' : String(record.planName).startsWith('72V') ? '72V30AH' : '60V30AH',
    status: (g) => g.weighted({ inactive: 1, active: 10, paused: 1, overdue: 1.5, unsubscribed: 2 }),
    remainingDays: (g, { record }) =>
      record.status === 'overdue' ? -g.int(1, 15) : record.status === 'unsubscribed' ? 0 : g.int(1, PLANS[String(record.planName)] ?? 30),
    commissionAmount: (g) => g.float(5, 120, 2),
    signedAt: (g) => g.recent(365),
    remark: (g) => (g.bool(0.15) ? g.pick(['外卖站点团签', '老客户转介绍', '需上门送电']) : undefined),
  },
});
