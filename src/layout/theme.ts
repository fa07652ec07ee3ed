/** Light and dark themes with the spec's colours (primary #9155FD, error #FF4C51) and nav widths (220 / 68). */
import { deepmerge } from '@mui/utils';
import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';
import type { Theme } from '@mui/material/styles';

export const PRIMARY = '#9155FD';
export const ERROR = '#FF4C51';
export const NAV_WIDTH = 220;
export const NAV_MINI_WIDTH = 68;
export const NAV_BAR_HEIGHT = 64;
export const CUSTOMIZER_WIDTH = 400;
/** Palette presets of the customizer (spec §9): primary colour in light and in dark mode. */
export const PALETTE_PRESETS = {
  default: { light: PRIMARY, dark: '#A379FF' },
  vuexy: { light: '#7367F0', dark: '#8F85F3' },
  frest: { light: '#5A8DEE', dark: '#7BA4F1' },
} as const;
export type PalettePreset = keyof typeof PALETTE_PRESETS;

/** Bordered skin: cards outlined instead of raised, app bar and nav without shadow. */
const bordered: RaThemeOptions = {
  components: {
    MuiCard: { defaultProps: { variant: 'outlined' }, styleOverrides: { root: { boxShadow: 'none' } } },
    MuiAppBar: { styleOverrides: { root: ({ theme }: { theme: Theme }) => ({ boxShadow: 'none', borderBottom: `1px solid ${theme.palette.divider}` }) } },
  },
};

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

export function makeThemes(
  direction: 'ltr' | 'rtl',
  { palette = 'default', skin = 'default' }: { palette?: PalettePreset; skin?: string } = {},
): { light: RaThemeOptions; dark: RaThemeOptions } {
  const preset = PALETTE_PRESETS[palette] ?? PALETTE_PRESETS.default;
  const withSkin = (t: RaThemeOptions) => (skin === 'bordered' ? (deepmerge(t, bordered) as RaThemeOptions) : t);
  return {
    light: withSkin(
      deepmerge(deepmerge(defaultLightTheme, common(direction)), {
        palette: { mode: 'light', primary: { main: preset.light }, error: { main: ERROR }, background: { default: '#F4F5FA' } },
      }) as RaThemeOptions,
    ),
    dark: withSkin(
      deepmerge(deepmerge(defaultDarkTheme, common(direction)), {
        palette: { mode: 'dark', primary: { main: preset.dark }, error: { main: ERROR }, background: { default: '#28243D', paper: '#312D4B' } },
      }) as RaThemeOptions,
    ),
  };
}
