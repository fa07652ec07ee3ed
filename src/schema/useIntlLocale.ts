import { useLocaleState } from 'react-admin';
import { localeInfo } from '../../i18n/locales';

/** The Intl locale of the current language, for dates, numbers and money. */
export function useIntlLocale(): string {
  const [locale] = useLocaleState();
  return localeInfo(locale).htmlLang;
}
