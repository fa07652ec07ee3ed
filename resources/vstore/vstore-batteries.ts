import { defineResource, f } from '../define';
import { DEMO_NOW, type GenContext } from '../demo-gen';

const batteryOf = (ctx: GenContext): Record<string, unknown> | undefined => (ctx.db.batteries ?? []).find((b) => String(b.id) === String(ctx.record.batteryId));

/** Batteries allocated to an agent (virtual store): stock it hands to its riders and answers for. */
export default defineResource({
  name: 'vstore-batteries',
  route: '/vstore/bat',
  privilege: 'RESOURCE_ADMIN_VSTORE_BATTERY',
  menu: { section: 'vstore', order: 30, icon: 'BatteryChargingFull' },
  title: 'sn',
  search: ['sn'],
  defaultSort: { field: 'allocatedAt', order: 'DESC' },
  list: { columns: ['sn', 'vstoreId', 'model', 'status', 'consumerId', 'soc'] },
  fields: {
    id: f.id(),
    vstoreId: f.ref('vstores', { required: true, filter: 'equal', alwaysOn: true, gen: (g, ctx) => g.refId(ctx, 'vstores') }),
    batteryId: f.ref('batteries', {
      required: true,
      unique: true,
      filter: 'equal',
      gen: (_g, ctx) => {
        const rows = ctx.db.batteries ?? [];
        return rows.length ? String(rows[(ctx.index * 7 + 3) % rows.length].id) : undefined;
      },
    }),
    sn: f.text({
      required: true,
      maxLength: 32,
      pattern: '[A-Z0-9-]{6,32}',
      patternMessage: 'app.validation.serial',
      filter: 'search',
      alwaysOn: true,
      gen: (_g, ctx) => batteryOf(ctx)?.sn as string | undefined,
    }),
    model: f.enum(
      { '48V20AH': 'default', '60V30AH': 'info', '72V30AH': 'secondary' },
      { required: true, filter: 'anyOf', gen: (_g, ctx) => batteryOf(ctx)?.model as string | undefined },
    ),
    status: f.enum(
      { allocated: 'info', in_use: 'success', returned: 'default', lost: 'error' },
      { required: true, filter: 'anyOf', alwaysOn: true, default: 'allocated', gen: (g) => g.weighted({ allocated: 3, in_use: 8, returned: 2, lost: 0.3 }) },
    ),
    consumerId: f.ref('consumers', {
      filter: 'equal',
      views: ['list', 'show', 'edit'],
      gen: (g, ctx) => (ctx.record.status === 'in_use' ? g.refId(ctx, 'consumers') : undefined),
    }),
    soc: f.percent({ readOnly: true, views: ['list', 'show'], filter: 'range', gen: (_g, ctx) => batteryOf(ctx)?.soc as number | undefined }),
    allocatedAt: f.datetime({ readOnly: true, views: ['list', 'show'], filter: 'range', gen: (g) => g.recent(240) }),
    returnedAt: f.datetime({
      readOnly: true,
      views: ['show'],
      gen: (g, { record }) =>
        record.status === 'returned'
          ? new Date(Math.min(DEMO_NOW, Date.parse(String(record.allocatedAt)) + g.int(3, 120) * 86400000)).toISOString()
          : undefined,
    }),
    remark: f.text({
      maxLength: 200,
      views: ['show', 'create', 'edit'],
      gen: (g, { record }) => (record.status === 'lost' ? '代理商报失，待赔付' : g.bool(0.1) ? g.pick(['备用电池', '押金已收']) : undefined),
    }),
  },
  demo: { count: 120 },
});
