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
