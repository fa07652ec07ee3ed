import { useMemo, useSyncExternalStore } from 'react';
import { useLocaleState } from 'react-admin';
import { localeInfo } from '../../../../i18n/locales';

function subscribeDir(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['dir'] });
  return () => observer.disconnect();
}

/** The page's writing direction (`<html dir>`), kept current when the language changes. */
export function useDocumentDir(): 'ltr' | 'rtl' {
  return useSyncExternalStore(
    subscribeDir,
    () => (document.documentElement.dir === 'rtl' ? 'rtl' : 'ltr'),
    () => 'ltr',
  );
}

export interface DateFormats {
  /** 14:05 */
  time: (iso: string) => string;
  /** 12 Nov */
  day: (iso: string) => string;
  /** Time today, else the day. */
  short: (iso: string) => string;
  /** 12 Nov 2026, 14:05 */
  full: (iso: string) => string;
}

/** Date formatting in the app's language. */
export function useDateFormats(): DateFormats {
  const [locale] = useLocaleState();
  const tag = localeInfo(locale).htmlLang;
  return useMemo(() => {
    const time = new Intl.DateTimeFormat(tag, { hour: '2-digit', minute: '2-digit' });
    const day = new Intl.DateTimeFormat(tag, { day: 'numeric', month: 'short' });
    const full = new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeStyle: 'short' });
    const safe = (f: Intl.DateTimeFormat) => (iso: string) => {
      const d = new Date(iso);
      return Number.isNaN(d.getTime()) ? '' : f.format(d);
    };
    const sameDay = (iso: string) => new Date(iso).toDateString() === new Date().toDateString();
    return {
      time: safe(time),
      day: safe(day),
      full: safe(full),
      short: (iso: string) => (sameDay(iso) ? safe(time)(iso) : safe(day)(iso)),
    };
  }, [tag]);
}

export { useDebounced } from '../../../useDebounced';
