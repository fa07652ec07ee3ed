/** Demo data of `swap-orders` (server/seed.ts): how many records, and how each field is made (the schema holds none of it). */
import { defineDemo, DEMO_NOW, type Gen, type GenContext } from '../demo-gen';
import schema from './swap-orders';
import { orderConsumerDemo, orderStoreDemo } from './_order-demo';

/** Cabinets of the record's store, or every cabinet when the store has none. */
const cabinetsOf = (ctx: GenContext): readonly Record<string, unknown>[] => {
  const all = ctx.db['cab-devices'] ?? [];
  const own = all.filter((c) => c.storeId !== undefined && String(c.storeId) === String(ctx.record.storeId));
  return own.length ? own : all;
};
const cabinetOf = (ctx: GenContext): Record<string, unknown> | undefined =>
  (ctx.db['cab-devices'] ?? []).find((c) => String(c.id) === String(ctx.record.cabinetId));
const batterySn = (ctx: GenContext, pickIndex: number): string | undefined => {
  const rows = ctx.db.batteries ?? [];
  return rows.length ? String(rows[pickIndex % rows.length].sn) : undefined;
};
const finished = (status: unknown): boolean => ['success', 'failed', 'canceled'].includes(String(status));
const pickCabinet = (g: Gen, ctx: GenContext): string | undefined => {
  const rows = cabinetsOf(ctx);
  return rows.length ? String(g.pick(rows).id) : undefined;
};
/** Another bin of the same cabinet than the empty one. */
const fullBin = (g: Gen, ctx: GenContext): number | undefined => {
  if (!ctx.record.putOutBatterySn) return undefined;
  const doors = Number(cabinetOf(ctx)?.doors ?? 12);
  return ((Number(ctx.record.emptyBinOrdinal) - 1 + g.int(1, doors - 1)) % doors) + 1;
};
/** Seconds from start to finish: a swap takes about a minute, longer when the fallback bin was used. */
const duration = (g: Gen, record: Readonly<Record<string, unknown>>): number | undefined => {
  if (record.status === 'success') return record.alternative ? g.int(60, 150) : g.int(25, 75);
  if (record.status === 'failed') return g.int(30, 180);
  if (record.status === 'canceled') return g.int(5, 40);
  return undefined;
};

export default defineDemo(schema, {
  count: 800,
  fields: {
    consumerId: orderConsumerDemo,
    storeId: orderStoreDemo,
    orderNo: (g, { index }) => `EX2026${g.pattern('####')}${String(index + 1).padStart(6, '0')}`,
    cabinetId: pickCabinet,
    status: (g) => g.weighted({ pending: 0.3, running: 0.5, success: 16, failed: 1.5, canceled: 0.7 }),
    price: (g) => g.pick([3, 4, 5, 6]),
    // a battery card covers the swap; otherwise it is charged when it succeeds — and, the riders' complaint, half the time when it fails
    payway: (g) => g.weighted({ card: 5, balance: 2, wechat: 2, alipay: 1 }),
    paidAmount: (g, { record }) =>
      record.payway === 'card' ? 0 : record.status === 'success' || (record.status === 'failed' && g.bool(0.5)) ? Number(record.price) : 0,
    failReason: (g, { record }) =>
      record.status === 'failed' ? g.pick(['空仓仓门未打开', '未检测到放入的电池', '满电仓门卡住', '电柜通信超时', '放入的电池与登记不符']) : undefined,
    alternative: (g, { record }) => (record.status === 'success' || record.status === 'failed' ? g.bool(0.08) : false),
    putInBatterySn: (g, ctx) => batterySn(ctx, g.int(0, 100000)),
    emptyBinOrdinal: (g, ctx) => g.int(1, Number(cabinetOf(ctx)?.doors ?? 12)),
    putInSoc: (g) => g.int(3, 35),
    putOutBatterySn: (g, ctx) => (ctx.record.status === 'success' || ctx.record.status === 'running' ? batterySn(ctx, g.int(0, 100000)) : undefined),
    fullBinOrdinal: fullBin,
    putOutSoc: (g, { record }) => (record.putOutBatterySn ? g.int(90, 100) : undefined),
    startAt: (g, { record }) => (finished(record.status) ? g.recent(60) : new Date(DEMO_NOW - g.int(5, 90) * 1000).toISOString()),
    durationSec: (g, { record }) => duration(g, record),
    finishAt: (_g, { record }) =>
      record.durationSec === undefined ? undefined : new Date(Date.parse(String(record.startAt)) + Number(record.durationSec) * 1000).toISOString(),
  },
});
