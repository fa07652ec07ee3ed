/**
 * The vertical navigation: sections and groups from the privileges, entries as hash links. With the
 * `settings.menuAccordion` setting on, opening one group closes the others.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { usePermissions, useSidebarState, useTranslate } from 'react-admin';
import { NAV_MINI_WIDTH, NAV_WIDTH } from './theme';
import { useLocation } from 'react-router-dom';
import { buildMenu, isActivePath, type MenuEntry } from './menuModel';
import type { EntryContext } from './MenuSections';
import { useSetting } from './settings';
import { afterNextPaint, lazyComponent } from '../lazyComponent';
import { useCurrentRegistry } from '../schema/useCurrentRegistry';

const MenuSectionsPart = lazyComponent(() => import('./MenuSections').then((m) => m.MenuSections), { when: 'painted' });

/** The entry of the current page: the longest `to` that is the path or an ancestor of it. */
const activeEntry = (entries: readonly MenuEntry[], pathname: string): MenuEntry | undefined =>
  entries.filter((e) => !e.disabled && !e.newTab && isActivePath(e.to, pathname)).sort((a, b) => b.to.length - a.to.length)[0];

export function AppMenu() {
  const { permissions } = usePermissions<string[]>();
  const translate = useTranslate();
  const [sidebarOpen, setSidebarOpen] = useSidebarState();
  const current = useCurrentRegistry();
  const tree = useMemo(() => buildMenu(current, new Set(permissions ?? [])), [permissions, current]);
  const all = useMemo(() => tree.flatMap((s) => [...s.entries, ...s.groups.flatMap((g) => g.entries)]), [tree]);
  const location = useLocation();
  const active = activeEntry(all, location.pathname)?.key;
  const [accordion] = useSetting('menuAccordion');
  const [openGroups, setOpenGroups] = useState<ReadonlySet<string>>(() => new Set());
  const [animate, setAnimate] = useState(false);
  // on small screens the navigation is a drawer that closes when a page is chosen (as react-admin's does)
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'), { noSsr: true });
  const closeOnSmall = useCallback(() => setSidebarOpen(false), [setSidebarOpen]);
  const ctx = useMemo<EntryContext>(() => ({ mini: !sidebarOpen, onNavigate: small ? closeOnSmall : undefined }), [sidebarOpen, small, closeOnSmall]);
  // The group holding the current page opens when the menu loads and, when the page changes, after
  // the new page has been painted: the group's open/close animation measures the layout, and in
  // the same frame as the new page that forced the browser to lay out the whole page early (and
  // twice: the closing group and the opening one).
  const activeGroup = tree.flatMap((s) => s.groups.filter((g) => g.entries.some((e) => e.key === active)).map((g) => `${s.key}/${g.key}`))[0];
  const [groupToOpen, setGroupToOpen] = useState(activeGroup);
  if (groupToOpen === undefined && activeGroup !== undefined) setGroupToOpen(activeGroup); // the first one (menu loaded): at once
  useEffect(() => {
    if (activeGroup === groupToOpen || groupToOpen === undefined) return;
    return afterNextPaint(() => setGroupToOpen(activeGroup));
  }, [activeGroup, groupToOpen]);
  const [seenActive, setSeenActive] = useState<string | undefined>(undefined);
  if (groupToOpen !== seenActive) {
    setSeenActive(groupToOpen);
    setAnimate(false);
    if (groupToOpen) setOpenGroups((prev) => (prev.has(groupToOpen) ? prev : accordion ? new Set([groupToOpen]) : new Set([...prev, groupToOpen])));
  }
  const toggle = useCallback(
    (id: string) => {
      setAnimate(true);
      setOpenGroups((prev) => {
        if (prev.has(id)) {
          const next = new Set(prev);
          next.delete(id);
          return next;
        }
        return accordion ? new Set([id]) : new Set([...prev, id]);
      });
    },
    [accordion],
  );
  // A navigation landmark of sections (groups); each run of pages is a menu of menu items, and the
  // group toggles sit between the menus (a role="menu" may only hold menu items).
  return (
    <Box
      component="nav"
      aria-label={translate('app.shell.main_menu')}
      data-open={sidebarOpen}
      sx={(theme) => ({
        display: 'flex',
        flexDirection: 'column',
        width: sidebarOpen ? NAV_WIDTH : NAV_MINI_WIDTH,
        // a menu item's name wraps (MUI's items keep to one line): every name reads whole in each language
        '& .MuiMenuItem-root, & .MuiListItemButton-root': { whiteSpace: 'normal', overflowWrap: 'anywhere' },
        transition: theme.transitions.create('width', { easing: theme.transitions.easing.sharp, duration: theme.transitions.duration.leavingScreen }),
      })}
    >
      {/* the entries are a lazy part, drawn once the page has painted: the page's content first; the box keeps its width */}
      <MenuSectionsPart
        tree={tree}
        active={active}
        activeGroup={activeGroup}
        openGroups={openGroups}
        animate={animate}
        onToggle={toggle}
        ctx={ctx}
        sidebarOpen={sidebarOpen}
      />
    </Box>
  );
}
