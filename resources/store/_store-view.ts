/** What every store-level view (the store manager's screens) changes of the resource it shows (files starting with `_` are helpers). */
import type { FieldDef } from '../define';

/** The store reference of a store-level view: the caller's own store, shown but never filtered by or written. */
export function ownStoreField(field: FieldDef): FieldDef {
  const { filter: _filter, alwaysOn: _alwaysOn, ...rest } = field;
  return { ...rest, required: false, readOnly: true, views: ['list', 'show'] };
}
