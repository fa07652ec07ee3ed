/** The names the structure editors offer, each with the words an admin knows it by: a field by its label in the editor's language and its name. */
import type { FieldDef, LabelLocale, ResourceDef } from '../../../resources/define';
import type { Declaration } from '../../../resources/declarations';
import type { Registry } from '../../../resources/registry';
import type { TranslateFunction } from 'react-admin';
import { fieldLabel, resourceLabel } from '../../schema/labels';
import { labelOf } from './draftEdits';

export interface Choice {
  value: string;
  label: string;
}

/** The fields of `fields` (a draft's, or a resource's) that `keep` accepts, as "label (name)" in `locale`, the name alone when unlabelled. */
export function fieldChoices(
  fields: Readonly<Record<string, FieldDef>>,
  locale: string,
  labels?: Declaration,
  keep: (field: FieldDef, name: string) => boolean = () => true,
): Choice[] {
  return Object.entries(fields)
    .filter(([name, field]) => keep(field, name))
    .map(([name]) => {
      const label = labels && labelOf(labels, locale as LabelLocale, { group: 'fields', field: name });
      return { value: name, label: label ? `${label} (${name})` : name };
    });
}

/** An enum's values, as "label (value)" in `locale`. */
export function valueChoices(d: Declaration, field: string, locale: string): Choice[] {
  const def = d.fields[field];
  if (def?.kind !== 'enum') return [];
  return Object.keys(def.values).map((value) => {
    const label = labelOf(d, locale as LabelLocale, { group: 'enums', field, value });
    return { value, label: label ? `${label} (${value})` : value };
  });
}

/** The registry's resources by their names in the app's language (plural), sorted by them. */
export function resourceChoices(registry: Registry, translate: TranslateFunction): Choice[] {
  const out = [...registry.all].map((def) => ({ value: def.name, label: translate(resourceLabel(def), { smart_count: 2, _: def.name }) }));
  return out.sort((a, b) => a.label.localeCompare(b.label));
}

/** The fields of a registered resource (a related table's, the record an action creates), by their labels in the app's language. */
export function registeredFieldChoices(
  def: ResourceDef,
  translate: TranslateFunction,
  keep: (field: FieldDef, name: string) => boolean = () => true,
): Choice[] {
  return Object.entries(def.fields)
    .filter(([name, field]) => keep(field, name))
    .map(([name]) => {
      const label = translate(fieldLabel(def, name), { _: '' });
      return { value: name, label: label ? `${label} (${name})` : name };
    });
}
