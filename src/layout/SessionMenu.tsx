/**
 * The user menu of the app bar: who is signed in (name, email, role, and the store of a
 * store-bound account), "change password" and logout. The summary sits above the menu's items,
 * outside its list, so the keyboard moves among the actions only. The change-password dialog
 * (src/layout/ChangePasswordDialog.tsx) is a chunk of its own, fetched when the item is pointed at
 * or focused and mounted on the first open; it lives outside the menu, which closes as it opens.
 */
import { useId, useMemo, useState, type MouseEvent } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Popover from '@mui/material/Popover';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme, type Theme } from '@mui/material/styles';
import AccountCircle from '@mui/icons-material/AccountCircle';
import Key from '@mui/icons-material/Key';
import Storefront from '@mui/icons-material/Storefront';
import { Logout, UserMenuContextProvider, useTranslate } from 'react-admin';
import { useSessionIdentity } from './sessionIdentity';
import { lazyComponent } from '../lazyComponent';

const ChangePasswordDialog = lazyComponent(() => import('./ChangePasswordDialog').then((m) => m.ChangePasswordDialog), { when: 'opened' });

export function SessionMenu() {
  const translate = useTranslate();
  const { identity, roleLabel, storeLabel } = useSessionIdentity();
  const large = useMediaQuery((theme: Theme) => theme.breakpoints.up('sm'));
  const end = useTheme().direction === 'rtl' ? 'left' : 'right';
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [changing, setChanging] = useState(false);
  const menuId = useId();
  const close = () => setAnchor(null);
  const context = useMemo(() => ({ onClose: () => setAnchor(null) }), []);
  const open = (e: MouseEvent<HTMLElement>) => setAnchor(e.currentTarget);
  const profile = translate('ra.auth.user_menu', { _: 'Profile' });
  const avatar = identity?.avatar ? <Avatar src={identity.avatar} alt="" sx={{ width: 24, height: 24 }} /> : <AccountCircle />;
  const popup = { 'aria-haspopup': 'menu', 'aria-controls': anchor ? menuId : undefined, 'aria-expanded': !!anchor } as const;

  return (
    <>
      {large && identity?.fullName ? (
        <Button color="inherit" startIcon={avatar} onClick={open} sx={{ textTransform: 'none', marginInlineStart: 0.5, whiteSpace: 'nowrap' }} {...popup}>
          {identity.fullName}
        </Button>
      ) : (
        <Tooltip title={profile}>
          <IconButton color="inherit" aria-label={identity?.fullName ? `${profile}: ${identity.fullName}` : profile} onClick={open} {...popup}>
            {avatar}
          </IconButton>
        </Tooltip>
      )}
      <Popover
        open={!!anchor}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: end }}
        transformOrigin={{ vertical: 'top', horizontal: end }}
        slotProps={{ paper: { sx: { minWidth: 240, maxWidth: 'calc(100vw - 32px)', mt: 0.5 } } }}
      >
        {identity && (
          <Box data-testid="session-summary" sx={{ px: 2, pt: 1.5, pb: 1.25 }}>
            <Typography variant="subtitle2" component="p" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              {identity.fullName}
            </Typography>
            {identity.email && (
              <Typography variant="caption" component="p" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
                {identity.email}
              </Typography>
            )}
            <Box component="dl" sx={{ m: 0, mt: 1, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1.5, rowGap: 0.5, alignItems: 'center' }}>
              {roleLabel && (
                <>
                  <Typography component="dt" variant="caption" sx={{ color: 'text.secondary' }}>
                    {translate('app.session.role')}
                  </Typography>
                  <Box component="dd" sx={{ m: 0 }}>
                    <Chip size="small" label={roleLabel} color="primary" variant="outlined" />
                  </Box>
                </>
              )}
              {storeLabel && (
                <>
                  <Typography component="dt" variant="caption" sx={{ color: 'text.secondary' }}>
                    {translate('app.session.store')}
                  </Typography>
                  <Typography component="dd" variant="body2" sx={{ m: 0, display: 'flex', alignItems: 'center', gap: 0.5, overflowWrap: 'anywhere' }}>
                    <Storefront fontSize="inherit" color="primary" aria-hidden />
                    {storeLabel}
                  </Typography>
                </>
              )}
            </Box>
          </Box>
        )}
        <Divider />
        <UserMenuContextProvider value={context}>
          <MenuList id={menuId} autoFocusItem={!!anchor} aria-label={profile}>
            <MenuItem
              onPointerEnter={ChangePasswordDialog.preload}
              onFocus={ChangePasswordDialog.preload}
              onClick={() => {
                close();
                setChanging(true);
              }}
            >
              <ListItemIcon>
                <Key fontSize="small" />
              </ListItemIcon>
              <ListItemText>{translate('app.session.change_password')}</ListItemText>
            </MenuItem>
            <Logout />
          </MenuList>
        </UserMenuContextProvider>
      </Popover>
      <ChangePasswordDialog open={changing} onClose={() => setChanging(false)} />
    </>
  );
}
