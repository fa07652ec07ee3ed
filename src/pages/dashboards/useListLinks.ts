/**
 * The access check of a dashboard's links: a figure links to its list only when the user may
 * open that list (react-admin's canAccess, the same rule as the menu and the routes), so no link
 * leads to the not-authorized page. One check for all the resources a dashboard links to.
 */
import { useCallback, useMemo } from 'react';
import { useCanAccessResources } from 'react-admin';
import { routeName } from '../../../resources/registry';
import { registry } from '../../schema/registry';
import type { ListLink } from './links';

/**
 * `href(link)`: the link's path when the user may follow it, else undefined (the figure stays
 * plain text). `apiNames`: every resource the page may link to (e.g. `cab-warnings`).
 */
export function useListLinks(apiNames: readonly string[]): (link: ListLink | undefined) => string | undefined {
  const routes = apiNames.flatMap((n) => {
    const def = registry.byName(n);
    return def ? [routeName(def)] : [];
  });
  const key = [...new Set(routes)].sort().join('|');
  const list = useMemo(() => (key ? key.split('|') : []), [key]);
  const { canAccess } = useCanAccessResources({ action: 'list', resources: list });
  return useCallback((link: ListLink | undefined) => (link && canAccess?.[link.resource] ? link.to : undefined), [canAccess]);
}
