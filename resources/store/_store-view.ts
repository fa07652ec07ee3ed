/**
 * The store manager's screens as declarations of scope over the company's resources (CONTRACT
 * §2.6; files starting with `_` are helpers): a store view is its base resource — the same
 * collection, title, search, order, columns and fields — scoped to the caller's store by its
 * `storeId`, with what the store may do besides reading (`actions`, the base's `transitions` it runs)
 * and anything it really adds (`extra`: the alarms' summary, a rider's store orders).
 */
import { collectionOf, defineResource, type ActionsDef, type FieldDef, type ResourceDef, type TransitionDef } from '../define';

/** The store reference of a store-level view: the caller's own store, shown but never filtered by or written. */
export function ownStoreField(field: FieldDef): FieldDef {
  const { filter: _filter, alwaysOn: _alwaysOn, ...rest } = field;
  return { ...rest, required: false, readOnly: true, views: ['list', 'show'] };
}

export interface StoreView {
  readonly name: string;
  readonly route: string;
  readonly privilege: string;
  readonly menu: ResourceDef['menu'];
  /** What the store may do besides reading: none unless named (the base's own defaults do not carry over). */
  readonly actions?: ActionsDef;
  /** The base's transitions the store runs; `all` for every one (default: none). */
  readonly transitions?: readonly string[] | 'all';
  /** The store's own column stays in its lists (the alarms: which of its sites); by default it goes, every row being the store's. */
  readonly storeColumn?: boolean;
}

const NO_WRITES: ActionsDef = { create: false, edit: false, delete: false, bulkDelete: false };

export function storeView(base: ResourceDef, view: StoreView, extra: Partial<ResourceDef> = {}): ResourceDef {
  const wf = base.workflow;
  const shown = (names: readonly string[] | undefined) => (view.storeColumn ? names : names?.filter((c) => c !== 'storeId'));
  const names = view.transitions === 'all' ? Object.keys(wf?.transitions ?? {}) : (view.transitions ?? []);
  const missing = names.filter((t) => !wf?.transitions[t]);
  if (missing.length) throw new Error(`\`${view.name}\`: \`${base.name}\` has no transition ${missing.join(', ')}`);
  const picked: Record<string, TransitionDef> = {};
  for (const t of names) if (wf?.transitions[t]) picked[t] = wf.transitions[t];
  return defineResource({
    name: view.name,
    collection: collectionOf(base),
    route: view.route,
    privilege: view.privilege,
    menu: view.menu,
    scope: { store: 'storeId' },
    title: base.title,
    search: base.search,
    defaultSort: base.defaultSort,
    ...(base.list?.columns ? { list: { columns: shown(base.list.columns) } } : {}),
    ...(base.subtitle ? { subtitle: shown(base.subtitle) } : {}),
    actions: { ...NO_WRITES, ...view.actions },
    ...(wf && view.transitions ? { workflow: { field: wf.field, initial: wf.initial, transitions: picked } } : {}),
    fields: { ...base.fields, storeId: ownStoreField(base.fields.storeId) },
    ...extra,
  });
}
