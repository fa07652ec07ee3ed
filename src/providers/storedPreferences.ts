/**
 * The two things the boot reads before any library is loaded (src/firstScreen/boot.ts): where react-admin's
 * store keeps a key in local storage, and the language kept there. No imports beyond the locale
 * list, so the first chunk stays tiny.
 */
import { isLocale } from '../../i18n/locales';
import type { LocaleCode } from '../../i18n/types';

/** The store's name (react-admin's `localStorageStore(undefined, STORE_APP_KEY)`). */
export const STORE_APP_KEY = 'swap-admin';
/** The local-storage key react-admin uses for a store key. */
export const storageKey = (key: string): string => `RaStore${STORE_APP_KEY}.${key}`;

/** The language kept by react-admin's store under `key`, else zh_CN. */
export function storedLocale(key: string): LocaleCode {
  try {
    const v = JSON.parse(localStorage.getItem(key) ?? 'null');
    return isLocale(v) ? v : 'zh_CN';
  } catch {
    return 'zh_CN';
  }
}
