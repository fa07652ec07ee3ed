/**
 * The user's preferences (react-admin's `store`) in local storage, keyed `RaStoreswap-admin.<key>`, except that a logout
 * (which resets the store) keeps the user's preferences: language, theme and layout settings.
 */
import { localStorageStore, type Store } from 'react-admin';
import { rememberedWithPositivePageSize } from '../schema/pageSize';
import { STORE_APP_KEY, storageKey } from './storedPreferences';

/** Kept across a logout: the language, the theme, the layout settings and each user's list choices (`prefs.<user id>.*`). */
const KEPT = (key: string) => key === 'locale' || key === 'theme' || key.startsWith('settings.') || key.startsWith('prefs.');

export function createPreferencesProvider(): Store {
  const base = localStorageStore(undefined, STORE_APP_KEY);
  return {
    ...base,
    // a list remembered with the old "all" page size (-1) opens with "all" as react-admin can page it (src/schema/pageSize.ts)
    getItem: <T>(key: string, defaultValue?: T): T => {
      const value = base.getItem(key, defaultValue) as T;
      return key.endsWith('.listParams') ? rememberedWithPositivePageSize(value) : value;
    },
    reset() {
      const kept: [string, unknown][] = [];
      for (let i = 0; i < localStorage.length; i++) {
        const full = localStorage.key(i);
        const prefix = storageKey('');
        if (!full?.startsWith(prefix)) continue;
        const key = full.slice(prefix.length);
        if (KEPT(key)) kept.push([key, base.getItem(key)]);
      }
      base.reset();
      for (const [key, value] of kept) base.setItem(key, value);
    },
  };
}
