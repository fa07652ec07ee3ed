/**
 * Fields every order schema shares (files starting with `_` are helpers, not resources).
 * Order numbers are `<prefix>2026…`; store 1 (the demo store manager's) gets a fair share.
 */
import { f, type ReferenceFieldDef, type TextFieldDef } from '../define';
import type { Gen, GenContext } from '../demo-gen';

export const orderNoField = (prefix: string): TextFieldDef =>
  f.text({
    required: true,
    unique: true,
    maxLength: 32,
    pattern: `${prefix}\\d{10,24}`,
    filter: 'search',
    alwaysOn: true,
    gen: (g, { index }) => `${prefix}2026${g.pattern('####')}${String(index + 1).padStart(6, '0')}`,
  });

export const orderConsumerField = (o: { readOnly?: boolean } = {}): ReferenceFieldDef =>
  f.ref('consumers', { ...(o.readOnly ? { readOnly: true } : { required: true }), filter: 'equal', gen: (g, ctx) => g.refId(ctx, 'consumers') });

export const orderStoreField = (o: { readOnly?: boolean } = {}): ReferenceFieldDef =>
  f.ref('stores', {
    ...(o.readOnly ? { readOnly: true } : { required: true }),
    filter: 'equal',
    alwaysOn: true,
    gen: (g, ctx) => (g.bool(0.15) ? '1' : g.refId(ctx, 'stores')),
  });

/** The collection holding each kind of order a refund or a complaint can be about. */
export const ORDER_COLLECTIONS: Readonly<Record<string, string>> = { rent: 'rent-orders', sell: 'sell-orders', card: 'card-orders', deposit: 'deposit-orders' };

/** Where another record's order number may point (a refund's original order, a complaint's order). */
export const ORDER_NUMBER_TARGETS = [...Object.values(ORDER_COLLECTIONS), 'swap-orders'].map((resource) => ({ resource, field: 'orderNo' }));

/** Demo data: the number of an existing order of `collection` (one generated earlier: `pointsTo` orders the generation). */
export const existingOrderNo = (g: Gen, ctx: GenContext, collection: string): string | undefined => {
  const order = g.refRecord(ctx, collection);
  return order?.orderNo === undefined ? undefined : String(order.orderNo);
};

/** Demo data: the order of `collection` whose number the record's `field` holds. */
export const orderOf = (ctx: GenContext, collection: string, field = 'orderNo'): Record<string, unknown> | undefined =>
  (ctx.db[collection] ?? []).find((o) => o.orderNo === ctx.record[field]);
