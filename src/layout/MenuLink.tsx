/**
 * One page of the navigation: a menu item that is a hash link, as react-admin's MenuItemLink draws
 * it, without its own subscription to the location: the menu computes which entry is active once
 * per navigation and passes `active`, so a navigation re-renders the two entries whose state
 * changed, not every entry of the menu. In mini mode (icons only) the name stays for assistive
 * technology and shows in a tooltip.
 */
import { memo, type ReactElement } from 'react';
import ListItemIcon from '@mui/material/ListItemIcon';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { Link } from 'react-router-dom';

export interface MenuLinkProps {
  to: string;
  label: string;
  icon: ReactElement;
  active: boolean;
  /** The navigation is in mini mode (icons only): the name shows in a tooltip. */
  mini: boolean;
  onNavigate?: () => void;
}

export const MenuLink = memo(function MenuLink({ to, label, icon, active, mini, onNavigate }: MenuLinkProps) {
  const item = (
    <MenuItem
      component={Link}
      to={to}
      tabIndex={0}
      onClick={onNavigate}
      aria-current={active ? 'page' : undefined}
      sx={{ color: active ? 'text.primary' : 'text.secondary', overflow: 'hidden' }}
    >
      <ListItemIcon sx={{ color: 'text.secondary' }}>{icon}</ListItemIcon>
      {/* a long name (English, French) wraps onto a second line rather than being cut off */}
      <Typography variant="inherit" sx={mini ? visuallyHidden : { flexGrow: 1, whiteSpace: 'normal', overflowWrap: 'anywhere', lineHeight: 1.35 }}>
        {label}
      </Typography>
    </MenuItem>
  );
  return mini ? (
    <Tooltip title={label} placement="right">
      {item}
    </Tooltip>
  ) : (
    item
  );
});
