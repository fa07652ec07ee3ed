import { createOnly, defineResource, f } from '../define';
import { DEMO_NOW, type GenContext } from '../demo-gen';

/** Cards held by riders: a ride card or a battery card bought, with its validity (aurservd `subscribe`). */
export default defineResource({
  name: 'consumer-cards',
  route: '/apps/consumer/card',
  privilege: 'RESOURCE_ADMIN_COMPANY_USER_CARD',
  menu: { section: 'company', group: 'consumer', order: 40, icon: 'Wallet' },
  title: 'cardNo',
  search: ['cardNo'],
  defaultSort: { field: 'createdAt', order: 'DESC' },
  actions: { delete: false, bulkDelete: false },
  list: { columns: ['cardNo', 'consumerId', 'cardType', 'status', 'remainingDays', 'endAt'] },
  subtitle: ['consumerId', 'cardType'],
  fields: {
    id: f.id(),
    cardNo: f.text({
      readOnly: true,
      unique: true,
      views: ['list', 'show'],
      filter: 'search',
      alwaysOn: true,
      gen: (_g, { index }) => `KA${String(60000001 + index * 3)}`,
    }),
    consumerId: createOnly(f.ref('consumers', { required: true, filter: 'equal', gen: (g, ctx) => g.refId(ctx, 'consumers') })),
    cardType: createOnly(
      f.enum(
        { ride: 'primary', battery: 'info' },
        { required: true, filter: 'anyOf', alwaysOn: true, default: 'battery', gen: (g) => g.weighted({ ride: 2, battery: 5 }) },
      ),
    ),
    rideCardId: createOnly(
      f.ref('ride-cards', { filter: 'equal', gen: (g, ctx) => (ctx.record.cardType === 'ride' ? g.refId(ctx, 'ride-cards') : undefined) }),
    ),
    batteryCardId: createOnly(
      f.ref('battery-cards', {
        filter: 'equal',
        gen: (g, ctx) => (ctx.record.cardType === 'battery' ? g.refId(ctx, 'battery-cards') : undefined),
      }),
    ),
    storeId: f.ref('stores', { filter: 'equal', gen: (g, ctx) => (consumerOf(ctx)?.storeId as string | undefined) ?? g.refId(ctx, 'stores') }),
    status: f.enum(
      { inactive: 'default', active: 'success', paused: 'info', overdue: 'error', unsubscribed: 'secondary', canceled: 'warning' },
      {
        required: true,
        filter: 'anyOf',
        alwaysOn: true,
        default: 'inactive',
        gen: (g) => g.weighted({ inactive: 2, active: 12, paused: 2, overdue: 3, unsubscribed: 3, canceled: 1 }),
      },
    ),
    amount: createOnly(f.money({ filter: 'range', gen: (_g, ctx) => Number(cardOf(ctx)?.price ?? 0) })),
    remainingDays: f.number({ integer: true, min: -365, max: 1095, filter: 'range', gen: (g, ctx) => remainingOf(g.int(0, 10000), ctx) }),
    pauseDays: f.number({
      integer: true,
      min: 0,
      max: 365,
      default: 0,
      views: ['show', 'edit'],
      gen: (g, { record }) =>
        record.status === 'paused' ? g.int(1, 15) : record.status === 'inactive' || record.status === 'canceled' ? 0 : g.bool(0.15) ? g.int(1, 10) : 0,
    }),
    startAt: f.date({
      filter: 'range',
      gen: (g, ctx) => {
        const r = ctx.record;
        if (r.status === 'inactive' || r.status === 'canceled') return undefined;
        if (r.status === 'unsubscribed') return g.dayOffset(-g.int(20, 200));
        return g.dayOffset(Number(r.remainingDays) - daysOf(ctx) - Number(r.pauseDays ?? 0));
      },
    }),
    endAt: f.date({
      filter: 'range',
      gen: (g, ctx) => {
        const r = ctx.record;
        if (!r.startAt) return undefined;
        if (r.status === 'unsubscribed') {
          const since = Math.round((Date.parse(String(r.startAt)) - DEMO_NOW) / 86400000);
          return g.dayOffset(Math.min(-1, since + g.int(3, daysOf(ctx))));
        }
        return g.dayOffset(Number(r.remainingDays));
      },
    }),
    remark: f.text({
      maxLength: 200,
      views: ['show', 'create', 'edit'],
      gen: (g, { record }) =>
        record.status === 'unsubscribed'
          ? g.pick(['骑手退租，电池已归还门店', '换城市工作，办理退租', '改用车电一体套餐'])
          : record.status === 'canceled'
            ? '未激活退款'
            : undefined,
    }),
    createdAt: f.datetime({
      readOnly: true,
      filter: 'range',
      views: ['list', 'show'],
      // Bought shortly before activation; cards never activated were bought recently.
      gen: (g, { record }) =>
        record.startAt
          ? new Date(Date.parse(String(record.startAt)) - g.int(1, 72) * 3600000).toISOString()
          : g.recent(record.status === 'inactive' ? 20 : 120),
    }),
  },
  demo: { count: 250 },
});

function consumerOf(ctx: GenContext): Readonly<Record<string, unknown>> | undefined {
  return (ctx.db.consumers ?? []).find((c) => String(c.id) === String(ctx.record.consumerId));
}
function cardOf(ctx: GenContext): Readonly<Record<string, unknown>> | undefined {
  const [collection, id] = ctx.record.cardType === 'ride' ? ['ride-cards', ctx.record.rideCardId] : ['battery-cards', ctx.record.batteryCardId];
  return (ctx.db[collection] ?? []).find((c) => String(c.id) === String(id));
}
function daysOf(ctx: GenContext): number {
  return Number(cardOf(ctx)?.days ?? 30) || 30;
}
/** Days left, consistent with the status: negative when overdue, the full period before activation. */
function remainingOf(n: number, ctx: GenContext): number {
  const days = daysOf(ctx);
  switch (ctx.record.status) {
    case 'inactive':
    case 'canceled':
      return days;
    case 'overdue':
      return -(1 + (n % 15));
    case 'unsubscribed':
      return 0;
    default:
      return 1 + (n % days);
  }
}
