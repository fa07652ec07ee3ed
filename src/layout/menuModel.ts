/** The menu the user sees: sections → groups → entries, filtered by privileges (a group shows only if a child is allowed). */
import { canAccess, canOpen } from '../../resources/access';
import type { IconName, ResourceDef } from '../../resources/define';
import { MENU } from '../../resources/menu';
import { routeName, type Registry } from '../../resources/registry';
import { resourceLabel } from '../schema/labels';

export interface MenuEntry {
  key: string;
  label: string;
  to: string;
  icon: IconName;
  disabled?: boolean;
  newTab?: boolean;
}
export interface MenuNode {
  key: string;
  label: string;
  icon: IconName;
  entries: MenuEntry[];
  groups: { key: string; label: string; icon: IconName; entries: MenuEntry[] }[];
}

/** Whether the page at `to` is the current one (or an ancestor of it: `/x` for `/x/1/edit`). */
export const isActivePath = (to: string, pathname: string): boolean => pathname === to || pathname.startsWith(to.endsWith('/') ? to : `${to}/`);

const entryOf = (def: ResourceDef): MenuEntry => ({
  key: def.name,
  label: resourceLabel(def),
  to: `/${routeName(def)}`,
  icon: def.menu.icon,
  disabled: def.menu.disabled,
});
const byOrder = (a: ResourceDef, b: ResourceDef) => a.menu.order - b.menu.order;

export function buildMenu(registry: Registry, privileges: ReadonlySet<string>): MenuNode[] {
  const allowed = registry.all.filter((d) => canAccess(privileges, { resource: d, action: 'list' }));
  const out: MenuNode[] = [];
  for (const section of MENU) {
    const inSection = allowed.filter((d) => d.menu.section === section.id);
    const pages = (section.pages ?? [])
      .filter((p) => canOpen(privileges, p.code))
      .map((p) => ({ key: p.key, label: `app.menu.pages.${p.key}`, to: p.route, icon: p.icon, newTab: p.newTab }));
    const groups = (section.groups ?? [])
      .map((g) => ({
        key: g.id,
        label: `app.menu.groups.${g.id}`,
        icon: g.icon,
        entries: inSection
          .filter((d) => d.menu.group === g.id)
          .sort(byOrder)
          .map(entryOf),
      }))
      .filter((g) => g.entries.length > 0);
    const loose = inSection
      .filter((d) => !d.menu.group || !(section.groups ?? []).some((g) => g.id === d.menu.group))
      .sort(byOrder)
      .map(entryOf);
    const entries = [...pages, ...loose];
    if (entries.length === 0 && groups.length === 0) continue;
    out.push({ key: section.id, label: `app.menu.sections.${section.id}`, icon: section.icon, entries, groups });
  }
  return out;
}
