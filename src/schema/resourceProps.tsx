/**
 * A schema → the props of react-admin's <Resource> (react-admin's demo pattern: a resource is a
 * value spread into <Resource {...props} />). A hand-written screen overrides a generated one by
 * resource name (src/pages/overrides.tsx); it never forks the engine.
 */
import { createElement, type ComponentType, type ReactElement, type ReactNode } from 'react';
import type { ResourceProps } from 'react-admin';
import { actionsOf, type ResourceDef } from '../../resources/define';
import { routeName, type Registry } from '../../resources/registry';
import { ICONS } from './icons';
import { resourceLabel } from './labels';
import { ResourceCreate, ResourceEdit, ResourceList, ResourceShow } from './ResourceViews';

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
  const el = (C: ComponentType<{ def: ResourceDef; registry: Registry }>): ReactElement => createElement(C, { def, registry });
  const pick = (custom: ComponentType | undefined, generated: ComponentType<{ def: ResourceDef; registry: Registry }>) =>
    custom ? createElement(custom) : el(generated);
  return {
    key: def.name,
    name: routeName(def),
    list: pick(override.list, ResourceList),
    show: pick(override.show, ResourceShow),
    edit: a.edit && !override.noEditRoute ? pick(override.edit, ResourceEdit) : undefined,
    create: a.create ? pick(override.create, ResourceCreate) : undefined,
    icon: ICONS[def.menu.icon],
    recordRepresentation: def.title,
    options: { label: resourceLabel(def), schema: def.name },
    children: override.children,
  };
}
