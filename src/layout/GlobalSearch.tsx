/**
 * The global search of spec §2: Ctrl+Shift+/ or the app-bar button opens a dialog; the input gets the
 * focus after 150 ms; results (pages the user's privileges allow, records found through the API,
 * the template's files and contacts; at most 5 per group) show only for a non-empty query; arrow keys
 * and Enter (or a click) open one; Esc or leaving the dialog closes it.
 * Here are the shortcut and the context that opens the dialog (the button is
 * src/layout/SearchButton.tsx); the dialog itself (src/layout/SearchDialog.tsx) is a chunk of its
 * own, fetched when the button is pointed at or focused and mounted on the first open.
 */
import { createContext, useCallback, useContext, useLayoutEffect, useState, type ReactNode } from 'react';
import { isSearchShortcut } from './searchData';
import { lazyComponent } from '../lazyComponent';

export const SearchDialog = lazyComponent(() => import('./SearchDialog').then((m) => m.SearchDialog), { when: 'opened' });

const SearchContext = createContext<() => void>(() => undefined);

/** Opens the search dialog (for buttons). */
export const useOpenSearch = () => useContext(SearchContext);

/** Holds the dialog and listens for Ctrl+Shift+/ anywhere in the app. */
export function SearchProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const openSearch = useCallback(() => setOpen(true), []);
  // registered as the shell is committed (a passive effect can run well after the first paint of a busy landing page)
  useLayoutEffect(() => {
    const onKey = (e: globalThis.KeyboardEvent) => {
      if (!isSearchShortcut(e)) return;
      e.preventDefault();
      setOpen(true);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  return (
    <SearchContext.Provider value={openSearch}>
      {children}
      <SearchDialog open={open} onClose={() => setOpen(false)} />
    </SearchContext.Provider>
  );
}
