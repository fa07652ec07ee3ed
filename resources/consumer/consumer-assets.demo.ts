/** Demo data of `consumer-assets` (server/seed.ts): how many records, and how each field is made (the schema holds none of it). */
import { defineDemo, DEMO_NOW, type GenContext } from '../demo-gen';
import schema from './consumer-assets';

export default defineDemo(schema, {
  count: 200,
  fields: {
    assetType: (g) => g.weighted({ battery: 6, frame: 2, vehicle: 1 }),
    batteryId: (g, ctx) => (ctx.record.assetType === 'battery' ? assetFor(g.int(0, 10000), ctx, 'batteries') : undefined),
    frameId: (g, ctx) => (ctx.record.assetType === 'frame' ? assetFor(g.int(0, 10000), ctx, 'frames') : undefined),
    vehicleId: (g, ctx) => (ctx.record.assetType === 'vehicle' ? assetFor(g.int(0, 10000), ctx, 'vehicles') : undefined),
    assetSn: (g, ctx) => {
      const a = assetOf(ctx);
      return String(a?.sn ?? a?.plate ?? g.pattern('BAT60V1#####'));
    },
    consumerId: (g, ctx) => (assetOf(ctx)?.consumerId as string | undefined) ?? g.refId(ctx, 'consumers'),
    storeId: (g, ctx) => (assetOf(ctx)?.storeId as string | undefined) ?? g.refId(ctx, 'stores'),
    status: (g) => g.weighted({ holding: 12, returned: 3, lost: 1 }),
    since: (g) => g.dayOffset(-g.int(3, 360)),
    returnedAt: (g, { record }) =>
      record.status === 'returned' ? g.dayOffset(Math.min(-1, Math.round((Date.parse(String(record.since)) - DEMO_NOW) / 86400000) + g.int(1, 60))) : undefined,
    depositType: (g) => g.weighted({ paid: 5, sesame_free: 3, wechat_payscore_free: 2, contract_free: 1 }),
    deposit: (g, { record }) => (record.depositType !== 'paid' ? 0 : record.assetType === 'battery' ? g.pick([300, 500]) : g.pick([800, 1000])),
    remark: (g, { record }) => (record.status === 'lost' ? g.pick(['骑手报失，已报警', '失联，押金已扣除']) : undefined),
  },
});

const COLLECTION = { battery: 'batteries', frame: 'frames', vehicle: 'vehicles' } as const;
const FIELD = { battery: 'batteryId', frame: 'frameId', vehicle: 'vehicleId' } as const;

/** An asset of the collection, preferring ones already assigned to a rider. */
function assetFor(n: number, ctx: GenContext, collection: string): string | undefined {
  const rows = ctx.db[collection] ?? [];
  const held = rows.filter((r) => r.consumerId !== undefined);
  const pool = held.length ? held : rows;
  return pool.length ? String(pool[n % pool.length].id) : undefined;
}
function assetOf(ctx: GenContext): Readonly<Record<string, unknown>> | undefined {
  const type = ctx.record.assetType as keyof typeof COLLECTION;
  const id = ctx.record[FIELD[type]];
  return (ctx.db[COLLECTION[type]] ?? []).find((r) => String(r.id) === String(id));
}
