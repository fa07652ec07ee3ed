/**
 * The content layout (spec §2): app bar, navigation (vertical side menu or horizontal menu row),
 * the page and the footer, shaped by the customizer's settings (src/layout/settings.ts), in a frame
 * laid out as react-admin's <Layout> (skip link, error boundary, `#main-content`: src/layout/ShellFrame.tsx).
 */
import { useEffect, useRef, useMemo, useState, type ReactNode } from 'react';
import useMediaQuery from '@mui/material/useMediaQuery';
import Box from '@mui/material/Box';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import { Sidebar, useSidebarState, useThemesContext, type SidebarProps } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { AppBar, BOXED_WIDTH } from './AppBar';
import { AppMenu } from './AppMenu';
import { CustomizerProvider } from './Customizer';
import { Footer } from './Footer';
import { FreshPrivileges } from './FreshPrivileges';
import { SearchProvider } from './GlobalSearch';
import { NavHeader } from './NavHeader';
import { RouteTransition } from './RouteTransition';
import { ShellFrame } from './ShellFrame';
import { StoreNavLine } from './StoreNavLine';
import { useShownLayout } from './settings';
import { NAV_BAR_HEIGHT } from './theme';
import { lazyComponent } from '../lazyComponent';
import { registry } from '../schema/registry';

/** The focus on the heading after a navigation: its code loaded with the first navigation, not with the first screen (its JS budget). */
const LazyFocusHeading = lazyComponent(() => import('./FocusHeading').then((m) => m.FocusHeading), { fallback: null });

function FocusHeadingAfterNavigation() {
  const { pathname } = useLocation();
  const [opened] = useState(pathname);
  const [navigated, setNavigated] = useState(false);
  // React's "state from a changed value" (set while rendering): once away from the first page, it stays mounted
  if (!navigated && pathname !== opened) setNavigated(true);
  return navigated ? <LazyFocusHeading afterNavigation /> : null;
}

/** A critical alarm raises a notice wherever the user is (CONTRACT §2.5): a lazy part, mounted once the screen has painted. */
const CriticalAlarms = lazyComponent(() => import('../schema/live/CriticalAlarms').then((m) => m.CriticalAlarms), { when: 'painted' });

/** The customizer's floating button, shown when the app bar (and its button) is hidden: a lazy part. */
const CustomizerFab = lazyComponent(() => import('./CustomizerButtons').then((m) => m.CustomizerFab), { when: 'painted' });

/** The dark theme's colours for the navigation of the semi-dark skin. */
function useNavTheme() {
  const { darkTheme } = useThemesContext();
  return useMemo(() => (darkTheme ? createTheme(darkTheme) : undefined), [darkTheme]);
}

function SideMenu() {
  return (
    <Box>
      <NavHeader />
      <StoreNavLine />
      <AppMenu />
    </Box>
  );
}

/** The vertical navigation, or nothing (horizontal layout, hidden menu). */
function ShellSidebar({ children, ...props }: SidebarProps) {
  const shown = useShownLayout();
  const navTheme = useNavTheme();
  if (shown.layout === 'horizontal' || shown.hideMenu) return null;
  const semiDark = shown.skin === 'semi-dark' && navTheme;
  const top = shown.appBar === 'fixed' ? NAV_BAR_HEIGHT : 0;
  const sidebar = (
    <Sidebar
      {...props}
      data-skin={shown.skin}
      sx={(theme) => ({
        // the sidebar follows the page and sticks under the app bar (or at the top when that scrolls away)
        height: 'auto',
        // the docked sidebar's paper lets its content stick to the page (a scrolling paper would hold it: `.RaSidebar-fixed` below);
        // the phone's drawer (a modal, without that content box) scrolls itself, to its last entry
        '& .MuiDrawer-paper': { overflowY: 'visible', height: '100%' },
        '&.MuiDrawer-modal .MuiDrawer-paper': { overflowY: 'auto', overscrollBehavior: 'contain' },
        '& .RaSidebar-fixed': {
          position: 'sticky',
          top,
          height: `calc(100vh - ${top}px)`,
          overflowY: 'auto',
          bgcolor: semiDark ? 'background.paper' : undefined,
          borderInlineEnd: shown.skin === 'bordered' ? `1px solid ${theme.palette.divider}` : undefined,
        },
        ...(semiDark ? { '& .MuiDrawer-paperAnchorLeft, & .MuiDrawer-paperAnchorRight': { bgcolor: 'background.paper' } } : {}),
      })}
    >
      {children}
    </Sidebar>
  );
  return semiDark ? <ThemeProvider theme={navTheme}>{sidebar}</ThemeProvider> : sidebar;
}

function Page({ children }: { children: ReactNode }) {
  const shown = useShownLayout();
  const top = shown.appBar === 'hidden' ? 0 : shown.layout === 'horizontal' && !shown.hideMenu ? NAV_BAR_HEIGHT + 49 : NAV_BAR_HEIGHT;
  const boxed = shown.contentWidth === 'boxed';
  return (
    <Box
      data-content-width={shown.contentWidth}
      data-layout={shown.layout}
      sx={{
        display: 'flex',
        flexDirection: 'column',
        minHeight: shown.appBar === 'static' ? '100vh' : `calc(100vh - ${top}px)`,
        minWidth: 0,
        overflowX: 'clip',
      }}
    >
      <Box
        className="shell-content"
        sx={{
          flex: 1,
          display: 'flex',
          flexDirection: 'column',
          minWidth: 0,
          width: '100%',
          maxWidth: boxed ? BOXED_WIDTH : 'none',
          mx: 'auto',
          px: shown.layout === 'horizontal' ? 2 : 0,
        }}
      >
        {/* after a navigation, the focus on the new page's heading */}
        <FocusHeadingAfterNavigation />
        <RouteTransition name={shown.transition}>{children}</RouteTransition>
      </Box>
      {shown.footer !== 'hidden' && (
        <Box
          data-footer={shown.footer}
          sx={
            shown.footer === 'fixed'
              ? {
                  position: 'sticky',
                  bottom: 0,
                  zIndex: (t) => t.zIndex.appBar - 1,
                  bgcolor: 'background.paper',
                  boxShadow: (t) => `0 -2px 6px ${t.palette.mode === 'dark' ? 'rgba(0,0,0,0.3)' : 'rgba(0,0,0,0.06)'}`,
                }
              : undefined
          }
        >
          <Box sx={{ maxWidth: boxed ? BOXED_WIDTH : 'none', mx: 'auto' }}>
            <Footer />
          </Box>
        </Box>
      )}
      {shown.appBar === 'hidden' && <CustomizerFab />}
    </Box>
  );
}

/**
 * Spec §2: the navigation is collapsed on medium and smaller screens (mini on large ones is the
 * user's choice), and opens again when the window is large again, unless the user closed it.
 */
function CollapseBelowLarge() {
  const large = useMediaQuery((theme: import('@mui/material/styles').Theme) => theme.breakpoints.up('lg'), { noSsr: true });
  const [open, setOpen] = useSidebarState();
  /** The navigation was open when the window became narrow, and this closed it. */
  const closedByWidth = useRef(false);
  useEffect(() => {
    if (!large && open) {
      closedByWidth.current = true;
      setOpen(false);
    } else if (large && closedByWidth.current) {
      closedByWidth.current = false;
      setOpen(true);
    }
    // only when the screen size changes, so the user may still open or close it by hand
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [large]);
  return null;
}

export function Layout({ children }: { children: ReactNode }) {
  return (
    <SearchProvider>
      <CollapseBelowLarge />
      <FreshPrivileges />
      <CriticalAlarms registry={registry} />
      <CustomizerProvider>
        <ShellFrame appBar={AppBar} sidebar={ShellSidebar} menu={SideMenu}>
          <Page>{children}</Page>
        </ShellFrame>
      </CustomizerProvider>
    </SearchProvider>
  );
}
