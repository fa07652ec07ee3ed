/**
 * A schema → the props of react-admin's <Resource> (react-admin's demo pattern: a resource is a
 * value spread into <Resource {...props} />). A hand-written screen overrides a generated one by
 * resource name (src/pages/overrides.tsx); it never forks the engine.
 */
import { createElement, type ComponentType, type ReactElement, type ReactNode } from 'react';
import type { ResourceProps } from 'react-admin';
import { actionsOf, type IconName, type ResourceDef } from '../../resources/define';
import { routeName, type Registry } from '../../resources/registry';
import { resourceLabel } from './labels';
import { lazyComponent } from '../lazyComponent';

type ViewProps = { def: ResourceDef; registry: Registry };
/**
 * The generated screens are lazy chunks — the list (ResourceList), the record page (ResourceShow)
 * and the forms (ResourceForms) — loaded by the first screen that needs one; react-admin's layout
 * renders them in <Suspense>. Import these, not the screens, so the chunks stay out of the entry.
 */
const forms = () => import('./ResourceForms');
export const LazyResourceList = lazyComponent(() => import('./list/ResourceList').then((m) => m.ResourceList));
export const LazyResourceShow = lazyComponent(() => import('./record/ResourceShow').then((m) => m.ResourceShow));
export const LazyResourceEdit = lazyComponent(() => forms().then((m) => m.ResourceEdit));
export const LazyResourceCreate = lazyComponent(() => forms().then((m) => m.ResourceCreate));

/** A resource's menu icon as a lazy component: the icon set loads with the shell, not with the entry. */
const lazyIcons = new Map<IconName, ComponentType>();
const iconOf = (name: IconName): ComponentType => {
  let Icon = lazyIcons.get(name);
  if (!Icon) lazyIcons.set(name, (Icon = lazyComponent(() => import('./icons').then((m) => m.ICONS[name] as ComponentType))));
  return Icon;
};

export interface ScreenOverride {
  list?: ComponentType;
  show?: ComponentType;
  edit?: ComponentType;
  create?: ComponentType;
  /** Extra routes under the resource path (e.g. `/apps/area/:folder`). */
  children?: ReactNode;
  /** Leave out the generated edit route (its path is taken by a child route). */
  noEditRoute?: boolean;
}

export function resourceProps(def: ResourceDef, registry: Registry, override: ScreenOverride = {}): ResourceProps & { key: string } {
  const a = actionsOf(def);
  const el = (C: ComponentType<ViewProps>): ReactElement => createElement(C, { def, registry });
  const pick = (custom: ComponentType | undefined, generated: ComponentType<ViewProps>) => (custom ? createElement(custom) : el(generated));
  return {
    key: def.name,
    name: routeName(def),
    list: pick(override.list, LazyResourceList),
    show: pick(override.show, LazyResourceShow),
    edit: a.edit && !override.noEditRoute ? pick(override.edit, LazyResourceEdit) : undefined,
    create: a.create ? pick(override.create, LazyResourceCreate) : undefined,
    icon: iconOf(def.menu.icon),
    recordRepresentation: def.title,
    options: { label: resourceLabel(def), schema: def.name },
    children: override.children,
  };
}
