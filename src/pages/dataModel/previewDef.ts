/**
 * The resource a draft makes, for the live preview: drawn by the real engine, so it must hold
 * together while the admin is half-way through an edit — a reference without a registered target
 * and an enum without values wait (left out) until they have one, a title or a sort naming no field
 * falls back to the id.
 */
import type { FieldDef, ResourceDef } from '../../../resources/define';
import { isReference } from '../../../kinds/reference';
import { extendedBy, type Declaration, type Extension } from '../../../resources/declarations';
import type { Registry } from '../../../resources/registry';
import { isExtension } from './draftEdits';

function ready(field: FieldDef, registry: Registry): boolean {
  if (isReference(field)) return !!field.to && !!registry.byName(field.to);
  if (field.kind === 'enum') return Object.keys(field.values ?? {}).length > 0;
  return true;
}

export function previewDef(draft: Declaration, registry: Registry, base?: ResourceDef): ResourceDef {
  const fields = Object.fromEntries(Object.entries(draft.fields).filter(([, f]) => ready(f, registry)));
  if (isExtension(draft)) {
    if (!base) throw new Error(`the built-in resource \`${draft.name}\` came without its schema`);
    return extendedBy(base, { ...(draft as Extension), fields });
  }
  const def = draft as ResourceDef;
  const withId: Record<string, FieldDef> = 'id' in fields ? fields : { id: { kind: 'id' }, ...fields };
  const has = (name: string | undefined) => !!name && name in withId;
  return {
    ...def,
    route: def.route?.startsWith('/') ? def.route : `/${def.name}`,
    fields: withId,
    title: has(def.title) ? def.title : 'id',
    search: def.search?.filter(has),
    defaultSort: def.defaultSort && has(def.defaultSort.field) ? def.defaultSort : undefined,
    list: def.list?.columns ? { ...def.list, columns: def.list.columns.filter(has) } : def.list,
  };
}
