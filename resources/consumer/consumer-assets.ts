import { createOnly, defineResource, f } from '../define';
import { DEMO_NOW, type GenContext } from '../demo-gen';

/** Assets in riders' hands (aurservd `asset`): which battery, frame or vehicle, since when, on what deposit. */
export default defineResource({
  name: 'consumer-assets',
  route: '/apps/consumer/assets',
  privilege: 'RESOURCE_ADMIN_COMPANY_USER_ASSETS',
  menu: { section: 'company', group: 'consumer', order: 50, icon: 'Backpack' },
  title: 'assetSn',
  search: ['assetSn'],
  defaultSort: { field: 'since', order: 'DESC' },
  actions: { delete: false, bulkDelete: false },
  list: { columns: ['assetSn', 'assetType', 'consumerId', 'storeId', 'status', 'since', 'deposit'] },
  fields: {
    id: f.id(),
    assetType: createOnly(
      f.enum(
        { battery: 'primary', frame: 'info', vehicle: 'secondary' },
        { required: true, filter: 'anyOf', alwaysOn: true, default: 'battery', gen: (g) => g.weighted({ battery: 6, frame: 2, vehicle: 1 }) },
      ),
    ),
    batteryId: f.ref('batteries', {
      filter: 'equal',
      gen: (g, ctx) => (ctx.record.assetType === 'battery' ? assetFor(g.int(0, 10000), ctx, 'batteries') : undefined),
    }),
    frameId: f.ref('frames', { filter: 'equal', gen: (g, ctx) => (ctx.record.assetType === 'frame' ? assetFor(g.int(0, 10000), ctx, 'frames') : undefined) }),
    vehicleId: f.ref('vehicles', {
      filter: 'equal',
      gen: (g, ctx) => (ctx.record.assetType === 'vehicle' ? assetFor(g.int(0, 10000), ctx, 'vehicles') : undefined),
    }),
    assetSn: f.text({
      required: true,
      maxLength: 40,
      filter: 'search',
      alwaysOn: true,
      gen: (g, ctx) => {
        const a = assetOf(ctx);
        return String(a?.sn ?? a?.plate ?? g.pattern('BAT60V1#####'));
      },
    }),
    consumerId: createOnly(
      f.ref('consumers', {
        required: true,
        filter: 'equal',
        gen: (g, ctx) => (assetOf(ctx)?.consumerId as string | undefined) ?? g.refId(ctx, 'consumers'),
      }),
    ),
    storeId: f.ref('stores', { required: true, filter: 'equal', gen: (g, ctx) => (assetOf(ctx)?.storeId as string | undefined) ?? g.refId(ctx, 'stores') }),
    status: f.enum(
      { holding: 'success', returned: 'default', lost: 'error' },
      { required: true, filter: 'anyOf', default: 'holding', gen: (g) => g.weighted({ holding: 12, returned: 3, lost: 1 }) },
    ),
    since: f.date({ required: true, filter: 'range', gen: (g) => g.dayOffset(-g.int(3, 360)) }),
    returnedAt: f.date({
      views: ['show', 'edit'],
      gen: (g, { record }) =>
        record.status === 'returned'
          ? g.dayOffset(Math.min(-1, Math.round((Date.parse(String(record.since)) - DEMO_NOW) / 86400000) + g.int(1, 60)))
          : undefined,
    }),
    depositType: createOnly(
      f.enum(
        { paid: 'primary', sesame_free: 'info', wechat_payscore_free: 'success', contract_free: 'secondary' },
        { required: true, default: 'paid', gen: (g) => g.weighted({ paid: 5, sesame_free: 3, wechat_payscore_free: 2, contract_free: 1 }) },
      ),
    ),
    deposit: createOnly(
      f.money({
        default: 0,
        filter: 'range',
        gen: (g, { record }) => (record.depositType !== 'paid' ? 0 : record.assetType === 'battery' ? g.pick([300, 500]) : g.pick([800, 1000])),
      }),
    ),
    remark: f.text({
      maxLength: 200,
      views: ['show', 'create', 'edit'],
      gen: (g, { record }) => (record.status === 'lost' ? g.pick(['骑手报失，已报警', '失联，押金已扣除']) : undefined),
    }),
  },
  demo: { count: 200 },
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
