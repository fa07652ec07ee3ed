/**
 * The vertical navigation: sections and groups from the privileges, entries as hash links. With the
 * `settings.menuAccordion` setting on, opening one group closes the others.
 */
import { useId, useMemo, useState } from 'react';
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
import { Menu, usePermissions, useSidebarState, useTranslate } from 'react-admin';
import { NAV_MINI_WIDTH, NAV_WIDTH } from './theme';
import { useLocation } from 'react-router-dom';
import { registry } from '../schema/registry';
import { ICONS } from '../schema/icons';
import { buildMenu, type MenuEntry } from './menuModel';
import { useSetting } from './settings';

function Entry({ entry }: { entry: MenuEntry }) {
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
  return <Menu.Item to={entry.to} primaryText={translate(entry.label, { smart_count: 2 })} leftIcon={<Icon />} />;
}

function Group({
  label,
  icon,
  entries,
  open,
  onToggle,
}: {
  label: string;
  icon: keyof typeof ICONS;
  entries: MenuEntry[];
  open: boolean;
  onToggle: () => void;
}) {
  const translate = useTranslate();
  const [sidebarOpen] = useSidebarState();
  const Icon = ICONS[icon];
  const id = useId();
  if (!sidebarOpen) return <Entries label={translate(label)} entries={entries} />;
  return (
    <>
      <ListItemButton onClick={onToggle} aria-expanded={open} aria-controls={id} dense>
        <ListItemIcon sx={{ minWidth: 28 }}>
          <Icon fontSize="small" />
        </ListItemIcon>
        <ListItemText primary={translate(label)} />
        {open ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />}
      </ListItemButton>
      <Collapse in={open} timeout="auto" unmountOnExit id={id}>
        <Entries label={translate(label)} entries={entries} sx={{ '& .MuiMenuItem-root': { paddingInlineStart: 4 } }} />
      </Collapse>
    </>
  );
}

/** A run of entries: a menu (arrow keys move between its items) holding only menu items. */
function Entries({ label, entries, sx }: { label: string; entries: MenuEntry[]; sx?: SxProps<Theme> }) {
  if (entries.length === 0) return null;
  return (
    <MenuList dense disablePadding aria-label={label} sx={sx}>
      {entries.map((e) => (
        <Entry key={e.key} entry={e} />
      ))}
    </MenuList>
  );
}

export function AppMenu() {
  const { permissions } = usePermissions<string[]>();
  const translate = useTranslate();
  const [sidebarOpen] = useSidebarState();
  const tree = useMemo(() => buildMenu(registry, new Set(permissions ?? [])), [permissions]);
  const location = useLocation();
  const [accordion] = useSetting('menuAccordion');
  const [openGroups, setOpenGroups] = useState<ReadonlySet<string>>(() => new Set());
  // the group holding the current page opens when the menu loads and when the page changes
  const activeGroup = tree.flatMap((s) => s.groups.filter((g) => g.entries.some((e) => location.pathname.startsWith(e.to))).map((g) => `${s.key}/${g.key}`))[0];
  const [seenActive, setSeenActive] = useState<string | undefined>(undefined);
  if (activeGroup !== seenActive) {
    setSeenActive(activeGroup);
    if (activeGroup) setOpenGroups((prev) => (prev.has(activeGroup) ? prev : accordion ? new Set([activeGroup]) : new Set([...prev, activeGroup])));
  }
  const toggle = (id: string) =>
    setOpenGroups((prev) => {
      if (prev.has(id)) {
        const next = new Set(prev);
        next.delete(id);
        return next;
      }
      return accordion ? new Set([id]) : new Set([...prev, id]);
    });
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
          <Entries label={translate(section.label)} entries={section.entries} />
          {section.groups.map((g) => (
            <Group
              key={g.key}
              label={g.label}
              icon={g.icon}
              entries={g.entries}
              open={openGroups.has(`${section.key}/${g.key}`)}
              onToggle={() => toggle(`${section.key}/${g.key}`)}
            />
          ))}
        </Box>
      ))}
    </Box>
  );
}
