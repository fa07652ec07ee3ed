/** Light and dark themes with the spec's colours (primary #9155FD, error #FF4C51) and nav widths (220 / 68). */
import { deepmerge } from '@mui/utils';
import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';
import { darken, getContrastRatio, lighten, type Theme } from '@mui/material/styles';

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

/** WCAG AA for normal text. */
const AA = 4.5;

/** `color`, darkened (on a light background) or lightened (on a dark one) until it reads at AA on `background`. */
export function readable(color: string, background: string): string {
  const dark = getContrastRatio(background, '#000') > getContrastRatio(background, '#fff');
  let c = color;
  // a small margin over AA: anti-aliased text is measured a hair lower than the nominal colour
  for (let i = 1; i <= 20 && getContrastRatio(c, background) < AA + 0.1; i++) c = dark ? darken(color, i * 0.05) : lighten(color, i * 0.05);
  return c;
}

/**
 * Accessible colour use of the brand palette: filled colours pick black or white text by AA
 * contrast; primary text (links, text buttons) and the error text use a shade that reads at AA on
 * the page; contained primary buttons keep white text on a darker primary.
 */
type PaletteKey = 'primary' | 'secondary' | 'error' | 'warning' | 'info' | 'success';
const PALETTE_KEYS: readonly string[] = ['primary', 'secondary', 'error', 'warning', 'info', 'success'];

const accessible = (primaryText: string, primaryFill: string, errorText: string, primaryOnField: string): RaThemeOptions => ({
  palette: { contrastThreshold: AA },
  components: {
    MuiLink: { styleOverrides: { root: { color: primaryText } } },
    RaReferenceField: { styleOverrides: { root: { '& .RaReferenceField-link, & .RaReferenceField-link > *': { color: primaryText } } } },
    RaLink: { styleOverrides: { root: { color: primaryText } } },
    // chips inside reference links keep the chip's own text colour
    RaSingleFieldList: { styleOverrides: { root: ({ theme }: { theme: Theme }) => ({ '& a .MuiChip-root': { color: theme.palette.text.primary } }) } },
    // the selection's bar (react-admin's tint of primary): its text buttons (Edit) in a primary that reads at AA on it
    // (4.15:1 before; axe saw it once a press left no ripple over the label to hide it)
    RaBulkActionsToolbar: {
      styleOverrides: {
        root: ({ theme }: { theme: Theme }) => {
          const p = theme.palette.primary;
          const bar = theme.palette.mode === 'light' ? lighten(p.light, 0.8) : darken(p.dark, 0.5);
          return { '& .RaBulkActionsToolbar-topToolbar .MuiButton-textPrimary': { color: readable(p.main, bar) } };
        },
      },
    },
    // the empty-list message is read, not decoration: secondary text, not disabled grey
    RaEmpty: { styleOverrides: { root: ({ theme }: { theme: Theme }) => ({ '& .RaEmpty-message': { color: theme.palette.text.secondary } }) } },
    MuiButton: {
      styleOverrides: {
        root: ({ ownerState, theme }: { ownerState: { color?: string; variant?: string }; theme: Theme }) => {
          const color = ownerState.color ?? 'primary';
          if (!PALETTE_KEYS.includes(color)) return {};
          if (ownerState.variant === 'contained')
            return color === 'primary' ? { backgroundColor: primaryFill, color: '#fff', '&:hover': { backgroundColor: darken(primaryFill, 0.1) } } : {};
          // text and outlined buttons also sit on the form toolbars (#e0e0e0 light, #424242 dark)
          const bg = theme.palette.mode === 'light' ? '#E0E0E0' : '#424242';
          return { color: color === 'primary' ? primaryText : readable(theme.palette[color as PaletteKey].main, bg) };
        },
      },
    },
    // an outlined primary chip writes in primary: the shade that reads on the page
    MuiChip: {
      styleOverrides: {
        root: ({ ownerState }: { ownerState: { color?: string; variant?: string } }) =>
          ownerState.variant === 'outlined' && ownerState.color === 'primary' ? { color: primaryText, borderColor: primaryText } : {},
      },
    },
    MuiFormHelperText: { styleOverrides: { root: { '&.Mui-error': { color: errorText } } } },
    // a focused field's label writes in primary on the field's own (filled: greyer) background
    MuiFormLabel: { styleOverrides: { root: { '&.Mui-focused:not(.Mui-error)': { color: primaryOnField }, '&.Mui-error': { color: errorText } } } },
    // the selected tab's label, in the shade of primary that reads on the page
    MuiTab: {
      styleOverrides: {
        root: ({ ownerState }: { ownerState: { textColor?: string } }) =>
          (ownerState.textColor ?? 'primary') === 'primary' ? { '&.Mui-selected': { color: primaryText } } : {},
      },
    },
    // react-admin names its row checkboxes on the root element: give that element a role that may
    // carry a name, and give the input the same name.
    MuiCheckbox: {
      defaultProps: {
        role: 'group',
        slotProps: { input: (ownerState: Record<string, unknown>) => (ownerState['aria-label'] ? { 'aria-label': ownerState['aria-label'] } : {}) },
      } as object,
    },
  },
});

/** Bordered skin: cards outlined instead of raised, app bar and nav without shadow. */
const bordered: RaThemeOptions = {
  components: {
    MuiCard: { defaultProps: { variant: 'outlined' }, styleOverrides: { root: { boxShadow: 'none' } } },
    MuiAppBar: { styleOverrides: { root: ({ theme }: { theme: Theme }) => ({ boxShadow: 'none', borderBottom: `1px solid ${theme.palette.divider}` }) } },
  },
};

/**
 * What changes for a user who asks for less motion (`prefers-reduced-motion: reduce`): MUI's and
 * react-admin's transitions (dialogs, menus, drawers, the sidebar) take no time, and a press makes no
 * ripple; skeletons stop pulsing. Keyboard focus keeps its ring (below).
 */
const stillMotion: RaThemeOptions = {
  transitions: {
    create: () => 'none',
    getAutoHeightDuration: () => 0,
    duration: { shortest: 0, shorter: 0, short: 0, standard: 0, complex: 0, enteringScreen: 0, leavingScreen: 0 },
  },
  components: { MuiButtonBase: { defaultProps: { disableRipple: true } }, MuiSkeleton: { defaultProps: { animation: false } } },
};

const common = (direction: 'ltr' | 'rtl'): RaThemeOptions => ({
  direction,
  sidebar: { width: NAV_WIDTH, closedWidth: NAV_MINI_WIDTH },
  shape: { borderRadius: 8 },
  typography: { fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "PingFang SC", "Microsoft YaHei", "Noto Sans Arabic", sans-serif' },
  components: {
    // Keyboard focus shows a ring (MUI's focus ripple alone is too faint to see): in the element's own
    // text colour, which reads on its background, just inside its edge so no scrolling parent clips it.
    MuiButtonBase: { styleOverrides: { root: { '&.Mui-focusVisible': { outline: '2px solid currentColor', outlineOffset: -2 } } } },
    RaAppBar: { styleOverrides: { root: { '& .RaAppBar-toolbar': { minHeight: 64 } } } },
  },
});

export function makeThemes(
  direction: 'ltr' | 'rtl',
  { palette = 'default', skin = 'default', reducedMotion = false }: { palette?: PalettePreset; skin?: string; reducedMotion?: boolean } = {},
): { light: RaThemeOptions; dark: RaThemeOptions } {
  const preset = PALETTE_PRESETS[palette] ?? PALETTE_PRESETS.default;
  // the user's skin and motion choices over a theme
  const withChoices = (t: RaThemeOptions) => {
    const skinned = skin === 'bordered' ? (deepmerge(t, bordered) as RaThemeOptions) : t;
    return reducedMotion ? (deepmerge(skinned, stillMotion) as RaThemeOptions) : skinned;
  };
  return {
    light: withChoices(
      deepmerge(
        deepmerge(
          deepmerge(defaultLightTheme, common(direction)),
          // a filled field is #E8E8E8 when hovered (rgba(0,0,0,0.09) on white)
          accessible(readable(preset.light, '#F4F5FA'), readable(preset.light, '#ffffff'), readable(ERROR, '#F4F5FA'), readable(preset.light, '#E8E8E8')),
        ),
        {
          palette: {
            mode: 'light',
            primary: { main: preset.light, contrastText: '#000' },
            secondary: { main: '#2196F3', contrastText: '#000' },
            error: { main: ERROR },
            background: { default: '#F4F5FA' },
          },
        },
      ) as RaThemeOptions,
    ),
    dark: withChoices(
      deepmerge(
        deepmerge(
          deepmerge(defaultDarkTheme, common(direction)),
          // a filled field is #4A4662 when hovered (rgba(255,255,255,0.13) on the paper)
          accessible(readable(preset.dark, '#312D4B'), darken(preset.dark, 0.35), readable(ERROR, '#28243D'), readable(preset.dark, '#4A4662')),
        ),
        {
          palette: {
            mode: 'dark',
            primary: { main: readable(preset.dark, '#312D4B') },
            error: { main: readable(ERROR, '#312D4B') },
            background: { default: '#28243D', paper: '#312D4B' },
          },
        },
      ) as RaThemeOptions,
    ),
  };
}
