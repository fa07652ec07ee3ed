/** Demo data of `vehicles` (server/seed.ts): how many records, and how each field is made (the schema holds none of it). */
import { defineDemo, type GenContext } from '../demo-gen';
import schema from './vehicles';

export default defineDemo(schema, {
  count: 120,
  fields: {
    plate: (_g, { index }) => `陕A${String.fromCharCode(65 + (index % 8))}${String(2001 + index * 7).padStart(4, '0')}`,
    frameId: (g, ctx) => {
      const frames = ctx.db.frames ?? [];
      return frames.length ? String(frames[ctx.index % frames.length].id) : g.refId(ctx, 'frames');
    },
    terminalSn: (_g, { index }) => `IOT86${String(7000001 + index * 13)}`,
    simSn: (g) => g.pattern('898604##############'),
    batteryId: (g, ctx) => (frameOf(ctx)?.status === 'in_use' ? g.refId(ctx, 'batteries') : undefined),
    status: (_g, ctx) => String(frameOf(ctx)?.status ?? 'in_stock'),
    storeId: (g, ctx) => (frameOf(ctx)?.storeId as string | undefined) ?? g.refId(ctx, 'stores'),
    consumerId: (_g, ctx) => frameOf(ctx)?.consumerId as string | undefined,
    online: (g, { record }) => record.status === 'in_use' && g.bool(0.85),
    lastLocation: (g) => g.geoNear(108.94, 34.34, 0.2),
    lastReportAt: (g, { record }) => g.recent(record.status === 'in_use' ? 1 : record.status === 'scrapped' ? 300 : 30),
    enabled: (_g, { record }) => record.status !== 'scrapped',
    createdAt: (g) => g.recent(400),
  },
});

function frameOf(ctx: GenContext): Readonly<Record<string, unknown>> | undefined {
  return (ctx.db.frames ?? []).find((r) => String(r.id) === String(ctx.record.frameId));
}
