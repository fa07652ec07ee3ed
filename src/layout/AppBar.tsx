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
import IconButton from '@mui/material/IconButton';
import ElectricBolt from '@mui/icons-material/ElectricBolt';
import MenuIcon from '@mui/icons-material/Menu';
import { TitlePortal, useSidebarState, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { useShownLayout } from './settings';
import { NAV_BAR_HEIGHT } from './theme';
import { lazyComponent } from '../lazyComponent';

/** The bar's buttons (search, language, theme, notifications, customizer, user menu): a lazy part, drawn once the page has painted. */
const AppBarButtons = lazyComponent(() => import('./AppBarButtons').then((m) => m.AppBarButtons), { when: 'painted' });
/** The horizontal layout's menu row: a lazy part too (its row keeps its height meanwhile). */
const HorizontalNav = lazyComponent(() => import('./HorizontalNav').then((m) => m.HorizontalNav), { when: 'painted' });

/** Opens and closes the navigation (react-admin's SidebarToggleButton, named alike; its hint is the native title, not a Tooltip). */
function MenuToggle() {
  const translate = useTranslate();
  const [open, setOpen] = useSidebarState();
  const name = translate(open ? 'ra.action.close_menu' : 'ra.action.open_menu', { _: 'Open/Close menu' });
  return (
    <IconButton color="inherit" aria-label={name} aria-expanded={open} title={name} onClick={() => setOpen(!open)}>
      <MenuIcon />
    </IconButton>
  );
}

/** Content at most this wide in the boxed content width (the template's). */
export const BOXED_WIDTH = 1440;

/** Logo and app name, linking to the root. */
export function Brand() {
  const translate = useTranslate();
  return (
    <Box
      component={Link}
      to="/"
      aria-label={translate('app.shell.home')}
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
      {/* no gaps on a phone: the buttons (40 px each) and the language's name fill 390 px to the edge */}
      <Toolbar disableGutters sx={{ ...inner, minHeight: { xs: NAV_BAR_HEIGHT }, height: NAV_BAR_HEIGHT, px: { xs: 1, sm: 2 }, gap: { xs: 0, sm: 0.5 } }}>
        {!horizontal && !shown.hideMenu && <MenuToggle />}
        {(horizontal || shown.hideMenu) && <Brand />}
        <TitlePortal sx={{ flex: 1, minWidth: 0, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }} />
        {/* the title is not deferred: the page portals its title into it */}
        <AppBarButtons />
      </Toolbar>
      {horizontal && !shown.hideMenu && (
        <Box sx={{ borderTop: 1, borderColor: 'divider' }}>
          <Box sx={{ ...inner, minHeight: 48 }}>
            <HorizontalNav />
          </Box>
        </Box>
      )}
    </MuiAppBar>
  );
}
