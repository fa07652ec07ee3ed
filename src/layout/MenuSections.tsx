/**
 * The vertical navigation's sections, groups and entries (a lazy part of src/layout/AppMenu.tsx,
 * which keeps the state: which groups are open, which entry is active).
 */
import { memo, useId } from 'react';
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
import { useTranslate } from 'react-admin';
import { ICONS } from '../schema/icons';
import type { MenuEntry, MenuNode } from './menuModel';
import { visuallyHidden } from '@mui/utils';
import { MenuLink } from './MenuLink';

/** What every entry needs besides itself; stable between navigations. */
export interface EntryContext {
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
        <ListItemText primary={translate(entry.label, { smart_count: 2 })} sx={ctx.mini ? visuallyHidden : undefined} />
      </MenuItem>
    );
  if (entry.newTab)
    return (
      <MenuItem component="a" href={`#${entry.to}`} target="_blank" rel="noopener">
        <ListItemIcon sx={{ minWidth: 28 }}>
          <Icon fontSize="small" />
        </ListItemIcon>
        <ListItemText primary={translate(entry.label, { smart_count: 2 })} sx={ctx.mini ? visuallyHidden : undefined} />
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

export interface MenuSectionsProps {
  tree: MenuNode[];
  /** The key of the active entry. */
  active: string | undefined;
  /** The `section/group` key of the group holding it. */
  activeGroup: string | undefined;
  openGroups: ReadonlySet<string>;
  animate: boolean;
  onToggle: (id: string) => void;
  ctx: EntryContext;
  sidebarOpen: boolean;
}

export function MenuSections({ tree, active, activeGroup, openGroups, animate, onToggle: toggle, ctx, sidebarOpen }: MenuSectionsProps) {
  const translate = useTranslate();
  return (
    <>
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
    </>
  );
}
