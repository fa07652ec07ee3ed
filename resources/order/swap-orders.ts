import { defineResource, f } from '../define';
import { orderConsumerField, orderStoreField } from './_order-fields';
import { DEMO_NOW, type Gen, type GenContext } from '../demo-gen';

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

/** Battery exchanges at a cabinet (aurservd `exchange` + adapter swap steps): written by the cabinets, read here. */
export default defineResource({
  name: 'swap-orders',
  route: '/apps/order/bat-ex',
  privilege: 'RESOURCE_ADMIN_COMPANY_ORDER_BAT_EX',
  menu: { section: 'company', group: 'order', order: 20, icon: 'SwapHoriz' },
  title: 'orderNo',
  search: ['orderNo', 'putInBatterySn', 'putOutBatterySn'],
  defaultSort: { field: 'startAt', order: 'DESC' },
  list: { columns: ['orderNo', 'consumerId', 'cabinetId', 'status', 'putInBatterySn', 'putOutBatterySn', 'startAt'] },
  actions: { create: false, edit: false, delete: false, bulkDelete: false },
  fields: {
    id: f.id(),
    orderNo: f.text({
      readOnly: true,
      number: { prefix: 'EX', digits: 10 },
      unique: true,
      filter: 'search',
      alwaysOn: true,
      gen: (g, { index }) => `EX2026${g.pattern('####')}${String(index + 1).padStart(6, '0')}`,
    }),
    consumerId: orderConsumerField({ readOnly: true }),
    storeId: orderStoreField({ readOnly: true }),
    cabinetId: f.ref('cab-devices', { readOnly: true, filter: 'equal', gen: pickCabinet }),
    status: f.enum(
      { pending: 'default', running: 'info', success: 'success', failed: 'error', canceled: 'warning' },
      { readOnly: true, filter: 'anyOf', alwaysOn: true, gen: (g) => g.weighted({ pending: 0.3, running: 0.5, success: 16, failed: 1.5, canceled: 0.7 }) },
    ),
    alternative: f.boolean({
      readOnly: true,
      filter: 'equal',
      gen: (g, { record }) => (record.status === 'success' || record.status === 'failed' ? g.bool(0.08) : false),
    }),
    putInBatterySn: f.text({
      pointsTo: [{ resource: 'batteries', field: 'sn' }],
      readOnly: true,
      filter: 'search',
      gen: (g, ctx) => batterySn(ctx, g.int(0, 100000)),
    }),
    emptyBinOrdinal: f.number({ readOnly: true, integer: true, min: 1, max: 60, gen: (g, ctx) => g.int(1, Number(cabinetOf(ctx)?.doors ?? 12)) }),
    putInSoc: f.percent({ readOnly: true, filter: 'range', gen: (g) => g.int(3, 35) }),
    putOutBatterySn: f.text({
      pointsTo: [{ resource: 'batteries', field: 'sn' }],
      readOnly: true,
      filter: 'search',
      gen: (g, ctx) => (ctx.record.status === 'success' || ctx.record.status === 'running' ? batterySn(ctx, g.int(0, 100000)) : undefined),
    }),
    fullBinOrdinal: f.number({ readOnly: true, integer: true, min: 1, max: 60, gen: fullBin }),
    putOutSoc: f.percent({ readOnly: true, gen: (g, { record }) => (record.putOutBatterySn ? g.int(90, 100) : undefined) }),
    startAt: f.datetime({
      readOnly: true,
      filter: 'range',
      gen: (g, { record }) => (finished(record.status) ? g.recent(60) : new Date(DEMO_NOW - g.int(5, 90) * 1000).toISOString()),
    }),
    durationSec: f.number({ readOnly: true, integer: true, min: 0, filter: 'range', gen: (g, { record }) => duration(g, record) }),
    finishAt: f.datetime({
      readOnly: true,
      views: ['show'],
      gen: (_g, { record }) =>
        record.durationSec === undefined ? undefined : new Date(Date.parse(String(record.startAt)) + Number(record.durationSec) * 1000).toISOString(),
    }),
  },
  demo: { count: 800 },
});
