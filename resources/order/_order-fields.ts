/**
 * Fields every order schema shares (files starting with `_` are helpers, not resources).
 * Order numbers are `<prefix>2026…`; store 1 (the demo store manager's) gets a fair share.
 */
import { f, type ReferenceFieldDef, type TextFieldDef } from '../define';

export const orderNoField = (prefix: string): TextFieldDef =>
  f.text({
    required: true,
    unique: true,
    maxLength: 32,
    pattern: `${prefix}\\d{10,24}`,
    filter: 'search',
    alwaysOn: true,
  });

export const orderConsumerField = (o: { readOnly?: boolean } = {}): ReferenceFieldDef =>
  f.ref('consumers', { ...(o.readOnly ? { readOnly: true } : { required: true }), filter: 'equal' });

export const orderStoreField = (o: { readOnly?: boolean } = {}): ReferenceFieldDef =>
  f.ref('stores', {
    ...(o.readOnly ? { readOnly: true } : { required: true }),
    filter: 'equal',
    alwaysOn: true,
  });

/** The collection holding each kind of order a refund or a complaint can be about. */
export const ORDER_COLLECTIONS: Readonly<Record<string, string>> = {
  rent: 'rent-orders',
  swap: 'swap-orders',
  sell: 'sell-orders',
  card: 'card-orders',
  deposit: 'deposit-orders',
};

/** Where another record's order number may point (a refund's original order, a complaint's order). */
export const ORDER_NUMBER_TARGETS = Object.values(ORDER_COLLECTIONS).map((resource) => ({ resource, field: 'orderNo' }));

/** An order's record action that starts a refund of it: a refund record of its kind, its number and rider filled in, asking the amount and the reason. */
export const refundAction = (orderType: string) =>
  ({
    creates: 'refund-orders',
    prefill: { orderNo: 'orderNo', consumerId: 'consumerId' },
    preset: { orderType },
    asks: ['amount', 'reason'],
    icon: 'Undo',
  }) as const;
