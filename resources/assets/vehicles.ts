import { defineResource, f } from '../define';
import type { GenContext } from '../demo-gen';

/** Whole vehicles: a frame with its plate, IoT terminal and current battery (menu entry disabled by spec). */
export default defineResource({
  name: 'vehicles',
  route: '/apps/assets/vehicle',
  privilege: 'RESOURCE_ADMIN_COMPANY_ASSETS_VEHICLE',
  menu: { section: 'company', group: 'assets', order: 30, icon: 'TwoWheeler', disabled: true },
  title: 'plate',
  search: ['plate', 'terminalSn', 'simSn'],
  defaultSort: { field: 'plate', order: 'ASC' },
  list: { columns: ['plate', 'frameId', 'batteryId', 'status', 'online', 'storeId', 'consumerId'] },
  subtitle: ['frameId', 'storeId'],
  fields: {
    id: f.id(),
    plate: f.text({
      required: true,
      unique: true,
      maxLength: 12,
      filter: 'search',
      alwaysOn: true,
      gen: (_g, { index }) => `陕A${String.fromCharCode(65 + (index % 8))}${String(2001 + index * 7).padStart(4, '0')}`,
    }),
    frameId: f.ref('frames', {
      required: true,
      unique: true,
      filter: 'equal',
      gen: (g, ctx) => {
        const frames = ctx.db.frames ?? [];
        return frames.length ? String(frames[ctx.index % frames.length].id) : g.refId(ctx, 'frames');
      },
    }),
    terminalSn: f.text({ unique: true, maxLength: 30, gen: (_g, { index }) => `IOT86${String(7000001 + index * 13)}` }),
    simSn: f.text({ maxLength: 30, views: ['show', 'create', 'edit'], gen: (g) => g.pattern('898604##############') }),
    batteryId: f.ref('batteries', { filter: 'equal', gen: (g, ctx) => (frameOf(ctx)?.status === 'in_use' ? g.refId(ctx, 'batteries') : undefined) }),
    status: f.enum(
      { in_stock: 'default', in_use: 'success', maintenance: 'warning', scrapped: 'error' },
      { required: true, filter: 'anyOf', alwaysOn: true, default: 'in_stock', gen: (_g, ctx) => String(frameOf(ctx)?.status ?? 'in_stock') },
    ),
    storeId: f.ref('stores', { filter: 'equal', gen: (g, ctx) => (frameOf(ctx)?.storeId as string | undefined) ?? g.refId(ctx, 'stores') }),
    consumerId: f.ref('consumers', { filter: 'equal', gen: (_g, ctx) => frameOf(ctx)?.consumerId as string | undefined }),
    online: f.boolean({ readOnly: true, filter: 'equal', views: ['list', 'show'], gen: (g, { record }) => record.status === 'in_use' && g.bool(0.85) }),
    lastLocation: f.geo({ readOnly: true, views: ['show'], gen: (g) => g.geoNear(108.94, 34.34, 0.2) }),
    lastReportAt: f.datetime({
      readOnly: true,
      views: ['list', 'show'],
      gen: (g, { record }) => g.recent(record.status === 'in_use' ? 1 : record.status === 'scrapped' ? 300 : 30),
    }),
    enabled: f.boolean({ default: true, filter: 'equal', gen: (_g, { record }) => record.status !== 'scrapped' }),
    createdAt: f.datetime({ readOnly: true, views: ['show'], gen: (g) => g.recent(400) }),
  },
  demo: { count: 120 },
});

function frameOf(ctx: GenContext): Readonly<Record<string, unknown>> | undefined {
  return (ctx.db.frames ?? []).find((r) => String(r.id) === String(ctx.record.frameId));
}
