/** Light and dark themes with the spec's colours (primary #9155FD, error #FF4C51) and nav widths (220 / 68). */
import { deepmerge } from '@mui/utils';
import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';

export const PRIMARY = '#9155FD';
export const ERROR = '#FF4C51';
export const NAV_WIDTH = 220;
export const NAV_MINI_WIDTH = 68;

const common = (direction: 'ltr' | 'rtl'): RaThemeOptions => ({
  direction,
  sidebar: { width: NAV_WIDTH, closedWidth: NAV_MINI_WIDTH },
  shape: { borderRadius: 8 },
  typography: { fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "PingFang SC", "Microsoft YaHei", "Noto Sans Arabic", sans-serif' },
  components: {
    RaAppBar: { styleOverrides: { root: { '& .RaAppBar-toolbar': { minHeight: 64 } } } },
    // Wide lists scroll inside their card instead of widening the page (which breaks RTL).
    RaLayout: {
      styleOverrides: {
        root: { minWidth: 0, '& .RaLayout-appFrame, & .RaLayout-contentWithSidebar, & .RaLayout-content': { minWidth: 0 } },
      },
    },
    RaList: { styleOverrides: { root: { '& .RaList-main': { minWidth: 0 }, '& .RaList-content': { overflowX: 'auto' } } } },
    RaDatagrid: {
      styleOverrides: {
        root: {
          '& .RaDatagrid-headerCell': { whiteSpace: 'nowrap' },
          '& .RaDatagrid-rowCell': { whiteSpace: 'nowrap' },
        },
      },
    },
  },
});

export function makeThemes(direction: 'ltr' | 'rtl'): { light: RaThemeOptions; dark: RaThemeOptions } {
  return {
    light: deepmerge(deepmerge(defaultLightTheme, common(direction)), {
      palette: { mode: 'light', primary: { main: PRIMARY }, error: { main: ERROR }, background: { default: '#F4F5FA' } },
    }) as RaThemeOptions,
    dark: deepmerge(deepmerge(defaultDarkTheme, common(direction)), {
      palette: { mode: 'dark', primary: { main: '#A379FF' }, error: { main: ERROR }, background: { default: '#28243D', paper: '#312D4B' } },
    }) as RaThemeOptions,
  };
}
