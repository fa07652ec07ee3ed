/** The vertical navigation: sections and groups from the privileges, entries as hash links. */
import { useMemo, useState } from 'react';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { Menu, usePermissions, useSidebarState, useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { registry } from '../schema/registry';
import { ICONS } from '../schema/icons';
import { buildMenu, type MenuEntry } from './menuModel';

function Entry({ entry }: { entry: MenuEntry }) {
  const translate = useTranslate();
  const Icon = ICONS[entry.icon];
  if (entry.disabled)
    return (
      <MenuItem disabled aria-disabled="true">
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

function Group({ label, icon, entries }: { label: string; icon: keyof typeof ICONS; entries: MenuEntry[] }) {
  const translate = useTranslate();
  const location = useLocation();
  const [sidebarOpen] = useSidebarState();
  const active = entries.some((e) => location.pathname.startsWith(e.to));
  const [open, setOpen] = useState(active);
  const Icon = ICONS[icon];
  const id = `menu-group-${label}`;
  if (!sidebarOpen)
    return (
      <>
        {entries.map((e) => (
          <Entry key={e.key} entry={e} />
        ))}
      </>
    );
  return (
    <>
      <ListItemButton onClick={() => setOpen(!open)} aria-expanded={open} aria-controls={id} dense>
        <ListItemIcon sx={{ minWidth: 28 }}>
          <Icon fontSize="small" />
        </ListItemIcon>
        <ListItemText primary={translate(label)} />
        {open ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />}
      </ListItemButton>
      <Collapse in={open} timeout="auto" unmountOnExit id={id}>
        <List disablePadding sx={{ '& .MuiMenuItem-root': { paddingInlineStart: 4 } }}>
          {entries.map((e) => (
            <Entry key={e.key} entry={e} />
          ))}
        </List>
      </Collapse>
    </>
  );
}

export function AppMenu() {
  const { permissions } = usePermissions<string[]>();
  const translate = useTranslate();
  const [sidebarOpen] = useSidebarState();
  const tree = useMemo(() => buildMenu(registry, new Set(permissions ?? [])), [permissions]);
  return (
    <Menu>
      {tree.map((section) => (
        <List
          key={section.key}
          dense
          disablePadding
          aria-label={translate(section.label)}
          subheader={
            sidebarOpen ? (
              <ListSubheader disableSticky sx={{ lineHeight: '32px', fontSize: 12, textTransform: 'uppercase', background: 'transparent' }}>
                {translate(section.label)}
              </ListSubheader>
            ) : undefined
          }
        >
          {section.entries.map((e) => (
            <Entry key={e.key} entry={e} />
          ))}
          {section.groups.map((g) => (
            <Group key={g.key} label={g.label} icon={g.icon} entries={g.entries} />
          ))}
        </List>
      ))}
    </Menu>
  );
}
