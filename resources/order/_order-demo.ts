/** Demo data every order shares (the generators of _order-fields.ts's fields; files starting with `_` are helpers). */
import type { DemoGen, Gen, GenContext } from '../demo-gen';

/** `<prefix>2026…`: a year, four random digits, the record's place. */
export const orderNoDemo =
  (prefix: string): DemoGen =>
  (g, { index }) =>
    `${prefix}2026${g.pattern('####')}${String(index + 1).padStart(6, '0')}`;

export const orderConsumerDemo: DemoGen = (g, ctx) => g.refId(ctx, 'consumers');

/** Store 1 (the demo store manager's) gets a fair share. */
export const orderStoreDemo: DemoGen = (g, ctx) => (g.bool(0.15) ? '1' : g.refId(ctx, 'stores'));

/** Demo data: the number of an existing order of `collection` (one generated earlier: `pointsTo` orders the generation). */
export const existingOrderNo = (g: Gen, ctx: GenContext, collection: string): string | undefined => {
  const order = g.refRecord(ctx, collection);
  return order?.orderNo === undefined ? undefined : String(order.orderNo);
};

/** Demo data: the order of `collection` whose number the record's `field` holds. */
export const orderOf = (ctx: GenContext, collection: string, field = 'orderNo'): Record<string, unknown> | undefined =>
  (ctx.db[collection] ?? []).find((o) => o.orderNo === ctx.record[field]);
