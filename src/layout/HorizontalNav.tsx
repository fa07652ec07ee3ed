/**
 * The horizontal layout's menu row: one button per section of the same menu model as the vertical
 * navigation (`buildMenu`), opening a dropdown (at most 60vh high) with the section's pages and its
 * groups; a section of a single page is a plain link.
 */
import { useId, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { usePermissions, useTranslate } from 'react-admin';
import { Link, useLocation } from 'react-router-dom';
import { ICONS } from '../schema/icons';
import type { Theme } from '@mui/material/styles';
import { buildMenu, type MenuEntry, type MenuNode } from './menuModel';
import { useCurrentRegistry } from '../schema/useCurrentRegistry';

const isActive = (pathname: string, e: MenuEntry) => pathname === e.to || pathname.startsWith(`${e.to}/`);

function EntryItem({ entry, onClose, active }: { entry: MenuEntry; onClose: () => void; active: boolean }) {
  const translate = useTranslate();
  const Icon = ICONS[entry.icon];
  const content = (
    <>
      <ListItemIcon sx={{ minWidth: 32 }}>
        <Icon fontSize="small" />
      </ListItemIcon>
      <ListItemText primary={translate(entry.label, { smart_count: 2 })} />
    </>
  );
  if (entry.disabled)
    return (
      <MenuItem disabled dense>
        {content}
      </MenuItem>
    );
  if (entry.newTab)
    return (
      <MenuItem dense component="a" href={`#${entry.to}`} target="_blank" rel="noopener" onClick={onClose}>
        {content}
      </MenuItem>
    );
  return (
    <MenuItem dense component={Link} to={entry.to} onClick={onClose} selected={active} aria-current={active ? 'page' : undefined}>
      {content}
    </MenuItem>
  );
}

function SectionMenu({ section }: { section: MenuNode }) {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const Icon = ICONS[section.icon];
  const all = [...section.entries, ...section.groups.flatMap((g) => g.entries)];
  const active = all.some((e) => isActive(pathname, e));
  const buttonSx = {
    textTransform: 'none',
    whiteSpace: 'nowrap',
    flexShrink: 0,
    px: 1.5,
    color: 'text.primary',
    fontWeight: active ? 600 : 400,
    bgcolor: active ? 'action.selected' : 'transparent',
    boxShadow: active ? (t: Theme) => `inset 0 -2px 0 ${t.palette.primary.main}` : 'none',
    '& .MuiButton-startIcon': { color: active ? 'primary.main' : 'inherit' },
  } as const;

  if (section.groups.length === 0 && section.entries.length === 1 && !section.entries[0].newTab && !section.entries[0].disabled) {
    const only = section.entries[0];
    return (
      <Button component={Link} to={only.to} startIcon={<Icon fontSize="small" />} sx={buttonSx} aria-current={active ? 'page' : undefined}>
        {translate(section.label)}
      </Button>
    );
  }
  const close = () => setAnchor(null);
  return (
    <>
      <Button
        startIcon={<Icon fontSize="small" />}
        endIcon={<ExpandMore fontSize="small" />}
        aria-haspopup="menu"
        aria-expanded={!!anchor}
        aria-controls={anchor ? menuId : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
        sx={buttonSx}
      >
        {translate(section.label)}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={!!anchor} onClose={close} slotProps={{ paper: { sx: { maxHeight: '60vh', minWidth: 220 } } }}>
        {section.entries.map((e) => (
          <EntryItem key={e.key} entry={e} onClose={close} active={isActive(pathname, e)} />
        ))}
        {section.groups.flatMap((g) => [
          <ListSubheader key={`${g.key}-header`} component="div" role="presentation" sx={{ lineHeight: '32px', fontSize: 12, textTransform: 'uppercase' }}>
            {translate(g.label)}
          </ListSubheader>,
          ...g.entries.map((e) => <EntryItem key={e.key} entry={e} onClose={close} active={isActive(pathname, e)} />),
        ])}
      </Menu>
    </>
  );
}

export function HorizontalNav() {
  const translate = useTranslate();
  const { permissions } = usePermissions<string[]>();
  const current = useCurrentRegistry();
  const tree = useMemo(() => buildMenu(current, new Set(permissions ?? [])), [permissions, current]);
  return (
    <Box
      component="nav"
      aria-label={translate('app.shell.main_menu')}
      data-testid="horizontal-nav"
      sx={{ display: 'flex', alignItems: 'center', gap: 0.5, minHeight: 48, px: 2, overflowX: 'auto', scrollbarWidth: 'thin' }}
    >
      {tree.map((section) => (
        <SectionMenu key={section.key} section={section} />
      ))}
    </Box>
  );
}
