import { defineResource, f } from '../define';
import type { GenContext } from '../demo-gen';

const consumerOf = (ctx: GenContext): Record<string, unknown> | undefined =>
  (ctx.db.consumers ?? []).find((c) => String(c.id) === String(ctx.record.consumerId));
const PLANS: Readonly<Record<string, number>> = {
  '60V30AH单电月卡': 30,
  '60V30AH单电季卡': 90,
  '48V20AH单电月卡': 30,
  '72V30AH单电月卡': 30,
  车电一体月租: 30,
};

/** Riders signed through an agent (virtual store): whose subscription the agent earns commission on. */
export default defineResource({
  name: 'vstore-users',
  route: '/vstore/user',
  privilege: 'RESOURCE_ADMIN_VSTORE_USER',
  menu: { section: 'vstore', order: 20, icon: 'People' },
  title: 'name',
  search: ['name', 'phone', 'planName'],
  defaultSort: { field: 'signedAt', order: 'DESC' },
  list: { columns: ['name', 'phone', 'vstoreId', 'planName', 'status', 'remainingDays'] },
  fields: {
    id: f.id(),
    vstoreId: f.ref('vstores', { required: true, filter: 'equal', alwaysOn: true, gen: (g, ctx) => g.refId(ctx, 'vstores') }),
    consumerId: f.ref('consumers', {
      required: true,
      unique: true,
      filter: 'equal',
      gen: (_g, ctx) => {
        const rows = ctx.db.consumers ?? [];
        return rows.length ? String(rows[(ctx.index * 7) % rows.length].id) : undefined;
      },
    }),
    name: f.text({ required: true, maxLength: 40, filter: 'search', gen: (g, ctx) => String(consumerOf(ctx)?.name ?? g.personName()) }),
    phone: f.phone({ required: true, filter: 'search', gen: (g, ctx) => String(consumerOf(ctx)?.phone ?? g.phone()) }),
    planName: f.text({ required: true, maxLength: 60, filter: 'search', gen: (g) => g.pick(Object.keys(PLANS)) }),
    batteryModel: f.enum(
      { '48V20AH': 'default', '60V30AH': 'info', '72V30AH': 'secondary' },
      {
        required: true,
        filter: 'anyOf',
        gen: (_g, { record }) => (String(record.planName).startsWith('48V') ? '48V20AH' : String(record.planName).startsWith('72V') ? '72V30AH' : '60V30AH'),
      },
    ),
    status: f.enum(
      { inactive: 'default', active: 'success', paused: 'info', overdue: 'error', unsubscribed: 'secondary' },
      {
        required: true,
        filter: 'anyOf',
        alwaysOn: true,
        default: 'inactive',
        gen: (g) => g.weighted({ inactive: 1, active: 10, paused: 1, overdue: 1.5, unsubscribed: 2 }),
      },
    ),
    remainingDays: f.number({
      readOnly: true,
      integer: true,
      views: ['list', 'show'],
      filter: 'range',
      gen: (g, { record }) =>
        record.status === 'overdue' ? -g.int(1, 15) : record.status === 'unsubscribed' ? 0 : g.int(1, PLANS[String(record.planName)] ?? 30),
    }),
    commissionAmount: f.money({ readOnly: true, views: ['list', 'show'], gen: (g) => g.float(5, 120, 2) }),
    signedAt: f.datetime({ readOnly: true, views: ['list', 'show'], filter: 'range', gen: (g) => g.recent(365) }),
    remark: f.text({
      maxLength: 200,
      views: ['show', 'create', 'edit'],
      gen: (g) => (g.bool(0.15) ? g.pick(['外卖站点团签', '老客户转介绍', '需上门送电']) : undefined),
    }),
  },
  demo: { count: 150 },
});
