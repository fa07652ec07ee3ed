/**
 * The app bar (spec §2): search, language menu, theme toggle, notifications, the customizer and the
 * user menu (avatar, name, logout). Fixed (sticky at the top), static (scrolls away) or hidden, per
 * the customizer; with the blur switch it is translucent over a backdrop blur. In the horizontal
 * layout it is the 64 px nav bar with the logo and app name, and the menu row under it.
 */
import Box from '@mui/material/Box';
import MuiAppBar from '@mui/material/AppBar';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import ElectricBolt from '@mui/icons-material/ElectricBolt';
import { LocalesMenuButton, Logout, SidebarToggleButton, TitlePortal, ToggleThemeButton, UserMenu, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { CustomizerButton } from './Customizer';
import { SearchButton } from './GlobalSearch';
import { HorizontalNav } from './HorizontalNav';
import { NotificationsMenu } from './NotificationsMenu';
import { useShownLayout } from './settings';
import { AfterFirstPaint } from './AfterFirstPaint';
import { NAV_BAR_HEIGHT } from './theme';

/** Content at most this wide in the boxed content width (the template's). */
export const BOXED_WIDTH = 1440;

/** Logo and app name, linking to the root. */
export function Brand() {
  const translate = useTranslate();
  return (
    <Box
      component={Link}
      to="/"
      aria-label={translate('app.settings.home')}
      sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'primary.main', textDecoration: 'none', flexShrink: 0, marginInlineEnd: 2 }}
    >
      <ElectricBolt aria-hidden />
      <Typography component="span" variant="h6" sx={{ fontWeight: 700, whiteSpace: 'nowrap', color: 'text.primary', display: { xs: 'none', sm: 'inline' } }}>
        {translate('app.shell.app_name')}
      </Typography>
    </Box>
  );
}

export function AppBar() {
  const shown = useShownLayout();
  const horizontal = shown.layout === 'horizontal';
  // boxed: the bar's content lines up with the page's (in the vertical layout the bar also spans the nav, so it stays full)
  const boxed = shown.contentWidth === 'boxed' && horizontal;
  const inner = { width: '100%', maxWidth: boxed ? BOXED_WIDTH : 'none', mx: 'auto' } as const;
  if (shown.appBar === 'hidden') return null;
  return (
    <MuiAppBar
      position={shown.appBar === 'fixed' ? 'sticky' : 'static'}
      color="inherit"
      elevation={0}
      data-app-bar={shown.appBar}
      data-blur={shown.appBarBlur}
      sx={(theme) => ({
        top: 0,
        color: 'text.primary',
        backgroundImage: 'none',
        backgroundColor: shown.appBarBlur ? alpha(theme.palette.background.paper, 0.72) : theme.palette.background.paper,
        backdropFilter: shown.appBarBlur ? 'blur(10px)' : 'none',
        // bordered skin: a line instead of a shadow
        boxShadow: shown.skin === 'bordered' ? 'none' : `0 2px 6px ${alpha(theme.palette.common.black, theme.palette.mode === 'dark' ? 0.3 : 0.08)}`,
        borderBottom: shown.skin === 'bordered' ? `1px solid ${theme.palette.divider}` : 'none',
      })}
    >
      <Toolbar disableGutters sx={{ ...inner, minHeight: { xs: NAV_BAR_HEIGHT }, height: NAV_BAR_HEIGHT, px: { xs: 1, sm: 2 }, gap: 0.5 }}>
        {!horizontal && !shown.hideMenu && <SidebarToggleButton />}
        {(horizontal || shown.hideMenu) && <Brand />}
        <TitlePortal sx={{ flex: 1, minWidth: 0, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }} />
        {/* the title is not deferred: the page portals its title into it */}
        <AfterFirstPaint>
          <SearchButton />
          <LocalesMenuButton />
          <ToggleThemeButton />
          <NotificationsMenu />
          <CustomizerButton />
          <UserMenu>
            <Logout />
          </UserMenu>
        </AfterFirstPaint>
      </Toolbar>
      {horizontal && !shown.hideMenu && (
        <Box sx={{ borderTop: 1, borderColor: 'divider' }}>
          <Box sx={inner}>
            <HorizontalNav />
          </Box>
        </Box>
      )}
    </MuiAppBar>
  );
}
