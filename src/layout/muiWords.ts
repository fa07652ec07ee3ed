/**
 * The words MUI writes into its own controls — a pager's "pagination navigation" and "Go to next
 * page", an autocomplete's "Open", "Clear", "No options", an alert's "Close" — in the app's language,
 * from the app's catalogues (`ra.navigation.*`, `app.shell.*`), as the themes' default props: so no
 * screen-reader label stays English on a Chinese, French or Arabic screen, wherever the control is.
 */
import { useEffect, useState } from 'react';
import type { I18nProvider, RaThemeOptions } from 'react-admin';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The catalogue keys the controls read (the i18n parity test checks them in all four languages). */
export const MUI_WORD_KEYS = [
  'app.shell.pagination',
  'app.shell.clear',
  'app.shell.open_list',
  'app.shell.close_list',
  'app.shell.no_options',
  'app.shell.show_path',
  'app.shell.close',
  'app.shell.loading',
  'ra.navigation.first',
  'ra.navigation.last',
  'ra.navigation.next',
  'ra.navigation.previous',
  'ra.navigation.page',
  'ra.navigation.current_page',
  'ra.navigation.page_rows_per_page',
] as const;

type ItemType = 'page' | 'first' | 'last' | 'next' | 'previous' | 'start-ellipsis' | 'end-ellipsis';

/** A pager's button, as react-admin names it (`ra.navigation.*`). */
const itemLabel = (t: Translate) => (type: ItemType | string, page?: number | null, selected?: boolean) =>
  type === 'page' ? t(selected ? 'ra.navigation.current_page' : 'ra.navigation.page', { page }) : t(`ra.navigation.${type}`, { _: t('app.shell.pagination') });

export function muiComponentWords(t: Translate): NonNullable<RaThemeOptions['components']> {
  return {
    MuiPagination: { defaultProps: { 'aria-label': t('app.shell.pagination'), getItemAriaLabel: itemLabel(t) } },
    MuiTablePagination: {
      defaultProps: { getItemAriaLabel: itemLabel(t), labelRowsPerPage: t('ra.navigation.page_rows_per_page') },
    },
    MuiAutocomplete: {
      defaultProps: {
        clearText: t('app.shell.clear'),
        openText: t('app.shell.open_list'),
        closeText: t('app.shell.close_list'),
        noOptionsText: t('app.shell.no_options'),
        loadingText: t('app.shell.loading'),
      },
    },
    MuiAlert: { defaultProps: { closeText: t('app.shell.close') } },
    MuiBreadcrumbs: { defaultProps: { expandText: t('app.shell.show_path') } },
  };
}

/** The themes with MUI's words in the app's language (merged under each theme's own components). */
export function withMuiWords<T extends Record<string, RaThemeOptions>>(themes: T, t: Translate): T {
  const words = muiComponentWords(t);
  const merge = (theme: RaThemeOptions): RaThemeOptions => {
    const components: Record<string, unknown> = { ...theme.components };
    for (const [name, value] of Object.entries(words)) {
      const own = (components[name] ?? {}) as { defaultProps?: object };
      components[name] = { ...own, defaultProps: { ...(value as { defaultProps: object }).defaultProps, ...own.defaultProps } };
    }
    return { ...theme, components: components as RaThemeOptions['components'] };
  };
  return Object.fromEntries(Object.entries(themes).map(([k, theme]) => [k, merge(theme)])) as T;
}

/**
 * The language whose catalogue `i18nProvider` answers in: `locale` once its catalogue is in. The
 * stored language changes first and react-admin loads its catalogue after (I18nContextProvider);
 * the themes' words wait for it, or they would be the previous language's.
 */
export function useCatalogueLocale(i18nProvider: I18nProvider, locale: string): string {
  const [loaded, setLoaded] = useState(() => i18nProvider.getLocale());
  useEffect(() => {
    if (i18nProvider.getLocale() === locale) return;
    let live = true;
    // the same load react-admin starts for the stored language (a catalogue is fetched once): resolved, the provider answers in it
    void Promise.resolve(i18nProvider.changeLocale(locale)).then(() => live && setLoaded(locale));
    return () => {
      live = false;
    };
  }, [i18nProvider, locale]);
  return i18nProvider.getLocale() === locale ? locale : loaded;
}
