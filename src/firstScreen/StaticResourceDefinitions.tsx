/**
 * The resources' definitions (what `useResourceDefinition` reads: has it a list, an edit page, its
 * icon, …) given once, from the start: AdminShell reads them off its <Resource> children (this
 * app's come from the schema registry and do not change while it runs).
 *
 * react-admin's own provider starts empty and its router registers each <Resource> in an effect
 * after the first render; on mount that effect runs twice (once more when the router re-reads its
 * children), unregistering and registering every resource. Each change of the definitions re-rendered
 * everything that reads them: the route tree, every link and reference cell of the list. Here the
 * given definitions are complete before the first render and their registrations change nothing;
 * a resource not among them (none today) is registered and unregistered as react-admin would.
 */
import { Children, Fragment, isValidElement, useCallback, useMemo, useState, type ReactNode } from 'react';
import { ResourceDefinitionContext, type AdminChildren, type ResourceDefinition, type ResourceDefinitions } from 'react-admin';

export function StaticResourceDefinitions({ definitions, children }: { definitions: ResourceDefinitions; children: ReactNode }) {
  const [others, setOthers] = useState<ResourceDefinitions>({});
  const register = useCallback(
    (d: ResourceDefinition) => {
      if (!(d.name in definitions)) setOthers((prev) => ({ ...prev, [d.name]: d }));
    },
    [definitions],
  );
  const unregister = useCallback(
    (d: ResourceDefinition) => {
      if (d.name in definitions) return;
      setOthers((prev) => {
        if (!(d.name in prev)) return prev;
        const { [d.name]: _gone, ...rest } = prev;
        return rest;
      });
    },
    [definitions],
  );
  const all = useMemo(() => (Object.keys(others).length ? { ...others, ...definitions } : definitions), [definitions, others]);
  const value = useMemo(() => ({ definitions: all, register, unregister }), [all, register, unregister]);
  return <ResourceDefinitionContext.Provider value={value}>{children}</ResourceDefinitionContext.Provider>;
}

type Registrable = { registerResource?: (props: unknown) => ResourceDefinition };

/**
 * The definitions of the <Resource> elements among `children`, as react-admin registers them: its
 * router reads each element type's `registerResource` (ra-core's useConfigureAdminRouterFromChildren);
 * this reads the same, before the first render. A render function's resources register themselves later.
 */
export function definitionsOf(children: AdminChildren): ResourceDefinitions {
  const definitions: ResourceDefinitions = {};
  if (typeof children === 'function') return definitions;
  Children.forEach(children as ReactNode, (el) => {
    if (!isValidElement(el)) return;
    const register = (el.type as Registrable).registerResource;
    if (el.type === Fragment) {
      Object.assign(definitions, definitionsOf((el.props as { children?: ReactNode }).children));
    } else if (register) {
      const d = register(el.props);
      definitions[d.name] = d;
    }
  });
  return definitions;
}
