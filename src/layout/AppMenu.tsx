/**
 * The vertical navigation: sections and groups from the privileges, entries as hash links. With the
 * `settings.menuAccordion` setting on, opening one group closes the others.
 */
import { memo, useCallback, useEffect, useId, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import MenuList from '@mui/material/MenuList';
import type { SxProps, Theme } from '@mui/material/styles';
import Collapse from '@mui/material/Collapse';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import useMediaQuery from '@mui/material/useMediaQuery';
import { usePermissions, useSidebarState, useTranslate } from 'react-admin';
import { NAV_MINI_WIDTH, NAV_WIDTH } from './theme';
import { useLocation } from 'react-router-dom';
import { registry } from '../schema/registry';
import { ICONS } from '../schema/icons';
import { buildMenu, type MenuEntry } from './menuModel';
import { MenuLink, isActivePath } from './MenuLink';
import { useSetting } from './settings';
import { AfterFirstPaint } from './AfterFirstPaint';

/** What every entry needs besides itself; stable between navigations. */
interface EntryContext {
  mini: boolean;
  onNavigate?: () => void;
}

const Entry = memo(function Entry({ entry, active, ctx }: { entry: MenuEntry; active: boolean; ctx: EntryContext }) {
  const translate = useTranslate();
  const Icon = ICONS[entry.icon];
  if (entry.disabled)
    return (
      <MenuItem component="div" disabled aria-disabled="true">
        <ListItemIcon sx={{ minWidth: 28 }}>
          <Icon fontSize="small" />
        </ListItemIcon>
        <ListItemText primary={translate(entry.label, { smart_count: 2 })} />
      </MenuItem>
    );
  if (entry.newTab)
    return (
      <MenuItem component="a" href={`#${entry.to}`} target="_blank" rel="noopener">
        <ListItemIcon sx={{ minWidth: 28 }}>
          <Icon fontSize="small" />
        </ListItemIcon>
        <ListItemText primary={translate(entry.label, { smart_count: 2 })} />
      </MenuItem>
    );
  return (
    <MenuLink to={entry.to} label={translate(entry.label, { smart_count: 2 })} icon={<Icon />} active={active} mini={ctx.mini} onNavigate={ctx.onNavigate} />
  );
});

const Group = memo(function Group({
  id: groupId,
  label,
  icon,
  entries,
  open,
  animate,
  onToggle,
  active,
  ctx,
}: {
  id: string;
  label: string;
  icon: keyof typeof ICONS;
  entries: MenuEntry[];
  open: boolean;
  /** Slide open/closed (a click on the group); a group opened for the page that was navigated to switches at once. */
  animate: boolean;
  onToggle: (id: string) => void;
  /** The key of the active entry when it is in this group. */
  active: string | undefined;
  ctx: EntryContext;
}) {
  const translate = useTranslate();
  const Icon = ICONS[icon];
  const id = useId();
  if (ctx.mini) return <Entries label={translate(label)} entries={entries} active={active} ctx={ctx} />;
  return (
    <>
      <ListItemButton onClick={() => onToggle(groupId)} aria-expanded={open} aria-controls={id} dense>
        <ListItemIcon sx={{ minWidth: 28 }}>
          <Icon fontSize="small" />
        </ListItemIcon>
        <ListItemText primary={translate(label)} />
        {open ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />}
      </ListItemButton>
      <Collapse in={open} timeout={animate ? 'auto' : 0} unmountOnExit id={id}>
        <Entries label={translate(label)} entries={entries} active={active} ctx={ctx} sx={NESTED} />
      </Collapse>
    </>
  );
});

const NESTED: SxProps<Theme> = { '& .MuiMenuItem-root': { paddingInlineStart: 4 } };

/** A run of entries: a menu (arrow keys move between its items) holding only menu items. */
const Entries = memo(function Entries({
  label,
  entries,
  active,
  ctx,
  sx,
}: {
  label: string;
  entries: MenuEntry[];
  active: string | undefined;
  ctx: EntryContext;
  sx?: SxProps<Theme>;
}) {
  if (entries.length === 0) return null;
  return (
    <MenuList dense disablePadding aria-label={label} sx={sx}>
      {entries.map((e) => (
        <Entry key={e.key} entry={e} active={e.key === active} ctx={ctx} />
      ))}
    </MenuList>
  );
});

/** The entry of the current page: the longest `to` that is the path or an ancestor of it. */
const activeEntry = (entries: readonly MenuEntry[], pathname: string): MenuEntry | undefined =>
  entries.filter((e) => !e.disabled && !e.newTab && isActivePath(e.to, pathname)).sort((a, b) => b.to.length - a.to.length)[0];

export function AppMenu() {
  const { permissions } = usePermissions<string[]>();
  const translate = useTranslate();
  const [sidebarOpen, setSidebarOpen] = useSidebarState();
  const tree = useMemo(() => buildMenu(registry, new Set(permissions ?? [])), [permissions]);
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
    let timer = 0;
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => setGroupToOpen(activeGroup)); // after the paint that follows this frame
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
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
      aria-label={translate('app.settings.main_menu')}
      className={sidebarOpen ? 'RaMenu-root RaMenu-open' : 'RaMenu-root RaMenu-closed'}
      sx={(theme) => ({
        display: 'flex',
        flexDirection: 'column',
        width: sidebarOpen ? NAV_WIDTH : NAV_MINI_WIDTH,
        transition: theme.transitions.create('width', { easing: theme.transitions.easing.sharp, duration: theme.transitions.duration.leavingScreen }),
        // mini mode: icons only (the names stay for assistive technology and in the tooltips)
        ...(sidebarOpen
          ? {}
          : {
              '& .MuiMenuItem-root': { fontSize: 0, overflow: 'hidden' },
              '& .MuiMenuItem-root .MuiListItemText-root': { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' },
            }),
      })}
    >
      {/* the entries render after the first paint: the page's content is drawn first; the box keeps its width */}
      <AfterFirstPaint>
        {tree.map((section) => (
          <Box key={section.key} role="group" aria-label={translate(section.label)}>
            {sidebarOpen && (
              <ListSubheader
                component="div"
                aria-hidden
                disableSticky
                sx={{ lineHeight: '32px', fontSize: 12, textTransform: 'uppercase', background: 'transparent' }}
              >
                {translate(section.label)}
              </ListSubheader>
            )}
            <Entries label={translate(section.label)} entries={section.entries} active={active} ctx={ctx} />
            {section.groups.map((g) => {
              const id = `${section.key}/${g.key}`;
              return (
                <Group
                  key={g.key}
                  id={id}
                  label={g.label}
                  icon={g.icon}
                  entries={g.entries}
                  open={openGroups.has(id)}
                  animate={animate}
                  onToggle={toggle}
                  active={activeGroup === id ? active : undefined}
                  ctx={ctx}
                />
              );
            })}
          </Box>
        ))}
      </AfterFirstPaint>
    </Box>
  );
}
