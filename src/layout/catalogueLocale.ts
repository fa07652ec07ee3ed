/** The language whose catalogue is loaded: what MUI's own controls' words (muiWords.ts) wait for. */
import { useEffect, useState } from 'react';
import type { I18nProvider } from 'react-admin';

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
