/**
 * The shell's settings (the customizer of spec §2): each one kept in react-admin's store under
 * `settings.<name>` (so `swap-admin.settings.<name>` in localStorage), with the defaults of spec §9
 * (vertical nav, full content width, fixed app bar, static footer).
 *
 * What is *chosen* is kept as chosen; what is *shown* is derived: below the large breakpoint the
 * layout is vertical (the horizontal choice comes back when the screen is large again), and the
 * options the horizontal layout does not offer (semi-dark skin, hidden app bar) fall back there.
 */
import { useEffect, useSyncExternalStore } from 'react';
import { useMediaQuery, type Theme } from '@mui/material';
import { useStore, type Store } from 'react-admin';
import { forceDirection } from './direction';

export const SKINS = ['default', 'bordered', 'semi-dark'] as const;
export const CONTENT_WIDTHS = ['full', 'boxed'] as const;
export const APP_BAR_TYPES = ['fixed', 'static', 'hidden'] as const;
export const FOOTER_TYPES = ['fixed', 'static', 'hidden'] as const;
export const NAV_LAYOUTS = ['vertical', 'horizontal'] as const;
export const ROUTE_TRANSITIONS = [
  'scroll-x',
  'scroll-x-reverse',
  'scroll-y',
  'scroll-y-reverse',
  'slide-x',
  'slide-x-reverse',
  'slide-y',
  'slide-y-reverse',
  'fade',
] as const;
export const PALETTES = ['default', 'vuexy', 'frest'] as const;

export type Skin = (typeof SKINS)[number];
export type ContentWidth = (typeof CONTENT_WIDTHS)[number];
export type AppBarType = (typeof APP_BAR_TYPES)[number];
export type FooterType = (typeof FOOTER_TYPES)[number];
export type NavLayout = (typeof NAV_LAYOUTS)[number];
export type RouteTransitionName = (typeof ROUTE_TRANSITIONS)[number];
export type PaletteName = (typeof PALETTES)[number];

export interface Settings {
  skin: Skin;
  contentWidth: ContentWidth;
  appBar: AppBarType;
  footer: FooterType;
  appBarBlur: boolean;
  layout: NavLayout;
  hideMenu: boolean;
  menuAccordion: boolean;
  rtl: boolean;
  transition: RouteTransitionName;
  palette: PaletteName;
}

export const DEFAULT_SETTINGS: Readonly<Settings> = {
  skin: 'default',
  contentWidth: 'full',
  appBar: 'fixed',
  footer: 'static',
  appBarBlur: true,
  layout: 'vertical',
  hideMenu: false,
  menuAccordion: true,
  rtl: false,
  transition: 'fade',
  palette: 'default',
};

const ALLOWED: { [K in keyof Settings]: readonly Settings[K][] } = {
  skin: SKINS,
  contentWidth: CONTENT_WIDTHS,
  appBar: APP_BAR_TYPES,
  footer: FOOTER_TYPES,
  appBarBlur: [true, false],
  layout: NAV_LAYOUTS,
  hideMenu: [true, false],
  menuAccordion: [true, false],
  rtl: [true, false],
  transition: ROUTE_TRANSITIONS,
  palette: PALETTES,
};

export const SETTING_NAMES = Object.keys(DEFAULT_SETTINGS) as (keyof Settings)[];
export const settingKey = (name: keyof Settings) => `settings.${name}`;

/** A stored value, or the default when it is missing or not one of the allowed values. */
export function validSetting<K extends keyof Settings>(name: K, value: unknown): Settings[K] {
  return (ALLOWED[name] as readonly unknown[]).includes(value) ? (value as Settings[K]) : DEFAULT_SETTINGS[name];
}

/** One setting, read and written through react-admin's store. */
export function useSetting<K extends keyof Settings>(name: K): [Settings[K], (value: Settings[K]) => void] {
  const [value, setValue] = useStore<Settings[K]>(settingKey(name), DEFAULT_SETTINGS[name]);
  return [validSetting(name, value), setValue];
}

/** Widths of the large breakpoint and up: the only ones offered the horizontal layout. */
export function useIsLargeScreen(): boolean {
  return useMediaQuery<Theme>((theme) => theme.breakpoints.up('lg'), { noSsr: true });
}

export interface ShownLayout {
  /** The layout on screen: the chosen one on large screens, vertical below. */
  layout: NavLayout;
  skin: Skin;
  appBar: AppBarType;
  footer: FooterType;
  contentWidth: ContentWidth;
  appBarBlur: boolean;
  hideMenu: boolean;
  transition: RouteTransitionName;
  isLargeScreen: boolean;
}

/** What the layout shows, from what was chosen and the screen width. */
export function shownLayout(chosen: Settings, isLargeScreen: boolean): ShownLayout {
  const layout: NavLayout = isLargeScreen ? chosen.layout : 'vertical';
  const horizontal = layout === 'horizontal';
  return {
    layout,
    skin: horizontal && chosen.skin === 'semi-dark' ? 'default' : chosen.skin,
    appBar: horizontal && chosen.appBar === 'hidden' ? 'fixed' : chosen.appBar,
    footer: chosen.footer,
    contentWidth: chosen.contentWidth,
    appBarBlur: chosen.appBarBlur,
    hideMenu: chosen.hideMenu,
    transition: chosen.transition,
    isLargeScreen,
  };
}

export function useShownLayout(): ShownLayout {
  const isLargeScreen = useIsLargeScreen();
  const [skin] = useSetting('skin');
  const [contentWidth] = useSetting('contentWidth');
  const [appBar] = useSetting('appBar');
  const [footer] = useSetting('footer');
  const [appBarBlur] = useSetting('appBarBlur');
  const [layout] = useSetting('layout');
  const [hideMenu] = useSetting('hideMenu');
  const [transition] = useSetting('transition');
  return shownLayout({ ...DEFAULT_SETTINGS, skin, contentWidth, appBar, footer, appBarBlur, layout, hideMenu, transition }, isLargeScreen);
}

/** A setting read straight from a store (for `App`, which sits outside react-admin's store context). */
function usePreference<K extends keyof Settings>(preferences: Store, name: K): Settings[K] {
  const key = settingKey(name);
  return useSyncExternalStore(
    (cb) => preferences.subscribe(key, cb),
    () => validSetting(name, preferences.getItem(key, DEFAULT_SETTINGS[name])),
  );
}

/**
 * What `App` needs to build the themes: the direction (the language's, or right-to-left when the
 * RTL switch forces it), the palette preset and the skin. Keeps `<html dir>` in step.
 */
export function useShellTheme(preferences: Store, locale: string, languageDir: 'ltr' | 'rtl') {
  const rtl = usePreference(preferences, 'rtl');
  const palette = usePreference(preferences, 'palette');
  const skin = usePreference(preferences, 'skin');
  const dir: 'ltr' | 'rtl' = rtl ? 'rtl' : languageDir;
  forceDirection(rtl ? 'rtl' : null); // read by the i18n provider when the language changes
  useEffect(() => {
    document.documentElement.dir = dir;
  }, [dir, locale]);
  return { dir, palette, skin };
}
