/**
 * A privilege code's name in words: the name of what it opens in the menu — the section or group it
 * stands for (resources/menu.ts `code`), else the screens declared with it (their menu labels),
 * else the pages it guards — so the role editor says 订单管理 where the tree holds
 * RESOURCE_ADMIN_COMPANY_ORDER. A code with none of these has a name of its own under
 * `app.privileges.names`.
 */
import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { MENU } from '../../resources/menu';
import type { Registry } from '../../resources/registry';
import { parseRight } from '../../resources/rights';
import { actionLabel, resourceLabel, transitionLabel } from './labels';
import { useCurrentRegistry } from './useCurrentRegistry';
import { registry as appRegistry } from './registry';

/** A translation key and its options (a resource's name is plural in the menu). */
export interface LabelKey {
  readonly key: string;
  readonly options?: Readonly<Record<string, unknown>>;
}

/** Every code of the tree → the translation keys that name it (several screens under one code: each of them). */
export function privilegeNameKeys(registry: Registry, codes: readonly string[] = registry.privilegeCodes): ReadonlyMap<string, readonly LabelKey[]> {
  const byCode = new Map<string, LabelKey[]>();
  const add = (code: string | undefined, key: LabelKey) => {
    if (code) byCode.set(code, [...(byCode.get(code) ?? []), key]);
  };
  // 1. the sections and groups of the menu stand for the tree's inner nodes
  const named = new Map<string, LabelKey>();
  for (const section of MENU) {
    if (section.code) named.set(section.code, { key: `app.menu.sections.${section.id}` });
    for (const group of section.groups ?? []) if (group.code) named.set(group.code, { key: `app.menu.groups.${group.id}` });
  }
  // 2. the screens declared with the code, in menu order; 3. the hand-written pages it guards
  const screens = [...registry.all].sort((a, b) => a.menu.order - b.menu.order);
  for (const def of screens) if (!named.has(def.privilege)) add(def.privilege, { key: resourceLabel(def), options: { smart_count: 2 } });
  for (const section of MENU)
    for (const page of section.pages ?? []) if (page.code && !named.has(page.code)) add(page.code, { key: `app.menu.pages.${page.key}` });
  const out = new Map<string, readonly LabelKey[]>();
  for (const code of codes) {
    // a right (rights.ts): what it allows, in words (the tree shows it under its resource)
    const right = parseRight(code);
    const owner = right && registry.all.find((d) => d.privilege === right.resourceCode);
    if (right && owner) {
      const name = right.name ?? '';
      out.set(code, [
        right.kind === 'transition'
          ? { key: transitionLabel(owner, name), options: { _: name } }
          : right.kind === 'action'
            ? { key: actionLabel(owner, name), options: { _: name } }
            : { key: `app.privileges.rights.${right.kind}` },
      ]);
      continue;
    }
    const section = named.get(code);
    // 4. a name of its own
    out.set(code, section ? [section] : (byCode.get(code) ?? [{ key: `app.privileges.names.${code}` }]));
  }
  return out;
}

/** Each code's name in the user's language (the code itself when the catalogue has none). */
export function usePrivilegeNames(registry: Registry): ReadonlyMap<string, string> {
  const translate = useTranslate();
  const current = useCurrentRegistry();
  // the live registry's current value, when this is the app's (its codes change with run-time declarations)
  const keys = useMemo(() => privilegeNameKeys(registry === appRegistry ? current : registry), [registry, current]);
  return useMemo(
    () => new Map([...keys].map(([code, labels]) => [code, labels.map((l) => translate(l.key, { ...l.options, _: code })).join(' / ')])),
    [keys, translate],
  );
}
