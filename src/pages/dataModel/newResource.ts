/**
 * A new resource's first draft (the data-model screen's wizard): its name checked, and a route and
 * a privilege code suggested from its name and menu section (`charging-piles` in `cab`:
 * `/apps/cab/pile`, `RESOURCE_ADMIN_CAB_PILE`); an id and a first text field, its title.
 */
import type { IconName, LabelLocale, MenuSection, ResourceDef } from '../../../resources/define';
import { MENU } from '../../../resources/menu';

/** What a resource name may be: it is a URL path (resources/format-schema.ts). */
export const RESOURCE_NAME = /^[a-z][a-z0-9-]*$/;

/** The last word of a name, in the singular: `charging-piles` → `pile`, `batteries` → `battery`. */
export function shortName(name: string): string {
  const last = name.split('-').filter(Boolean).at(-1) ?? name;
  if (last.length > 4 && last.endsWith('ies')) return `${last.slice(0, -3)}y`;
  if (last.length > 3 && last.endsWith('s') && !last.endsWith('ss')) return last.slice(0, -1);
  return last;
}

export const suggestedRoute = (name: string, section: MenuSection): string => `/apps/${section}/${shortName(name)}`;

/** The code of the section's node in the privilege tree, and the resource's own under it. */
export function suggestedPrivilege(name: string, section: MenuSection): string {
  const parent = MENU.find((s) => s.id === section)?.code ?? `RESOURCE_ADMIN_${section.toUpperCase()}`;
  return `${parent}_${shortName(name).toUpperCase().replace(/-/g, '_')}`;
}

export interface NewResource {
  name: string;
  firstField: string;
  section: MenuSection;
  route: string;
  privilege: string;
  icon: IconName;
  names: Partial<Record<LabelLocale, string>>;
}

/** The menu order of a new resource: after what its section holds. */
export const DEFAULT_MENU_ORDER = 100;

export function firstDraft(r: NewResource): ResourceDef {
  const labels = Object.fromEntries(Object.entries(r.names).flatMap(([locale, text]) => (text?.trim() ? [[locale, { name: text.trim() }]] : [])));
  return {
    name: r.name,
    route: r.route,
    privilege: r.privilege,
    menu: { section: r.section, order: DEFAULT_MENU_ORDER, icon: r.icon },
    title: r.firstField,
    fields: { id: { kind: 'id' }, [r.firstField]: { kind: 'text' } },
    ...(Object.keys(labels).length ? { labels } : {}),
  };
}
