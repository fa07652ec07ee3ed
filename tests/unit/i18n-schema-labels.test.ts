/**
 * Every label the schema-driven screens ask for exists, non-empty, in every locale:
 * `resources.<name>.name`, `.fields.<field>`, `.enums.<field>.<value>`, `.transitions.<t>`,
 * `.actions.<a>`, `.sections.<s>` — from the catalogue file or inline in the declaration
 * (`labels`), as the app merges them. A failure lists the keys, e.g.
 * `zh_CN: resources.stores.fields.sn`; the fix is the file `i18n/<locale>/resources/<name>.ts`
 * or the declaration's `labels`.
 */
import { describe, expect, it } from 'vitest';
import en from '../../i18n/en';
import zh_CN from '../../i18n/zh_CN';
import fr from '../../i18n/fr';
import ar from '../../i18n/ar';
import { registry } from '../../src/schema/registry';
import { actionLabel, enumLabel, fieldLabel, resourceLabel, sectionLabel, transitionLabel } from '../../src/schema/labels';
import { withRouteAliases } from '../../src/providers/i18nProvider';
import type { LocaleCode } from '../../i18n/types';

/** Each locale's catalogue as the app reads it: the files, with the declarations' inline labels over them. */
const CATALOGUES: Record<string, Record<string, unknown>> = Object.fromEntries(
  Object.entries({ zh_CN, en, fr, ar }).map(([code, messages]) => [code, withRouteAliases(messages, registry, code as LocaleCode)]),
);

/** Every label key the registry's resources need. */
const NEEDED: readonly string[] = registry.all.flatMap((def) => [
  resourceLabel(def),
  ...Object.entries(def.fields).flatMap(([name, field]) => [
    fieldLabel(def, name),
    ...(field.kind === 'enum' ? Object.keys(field.values).map((v) => enumLabel(def, name, v)) : []),
  ]),
  ...Object.keys(def.workflow?.transitions ?? {}).map((t) => transitionLabel(def, t)),
  ...Object.keys(def.recordActions ?? {}).map((a) => actionLabel(def, a)),
  ...(def.layout?.sections ?? []).map((s) => sectionLabel(def, s.name)),
]);

const lookup = (messages: Record<string, unknown>, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), messages);

describe('i18n: labels of every schema resource', () => {
  it('finds resources in the registry', () => {
    expect(registry.all.length).toBeGreaterThan(0);
  });

  it.each(Object.keys(CATALOGUES))('%s has every resource, field, enum value and transition label', (locale) => {
    const missing = NEEDED.filter((key) => {
      const value = lookup(CATALOGUES[locale], key);
      return typeof value !== 'string' || value.trim() === '';
    }).map((key) => `${locale}: ${key}`);
    const resources = new Set(missing.map((m) => m.split('.')[1]));
    expect(missing, `${locale} lacks ${missing.length} label(s) in ${resources.size} resource(s): ${[...resources].join(', ')}`).toEqual([]);
  });
});
