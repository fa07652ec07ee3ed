/**
 * The global search of spec §2: Ctrl+Shift+/ or the app-bar button opens a dialog; the input gets the
 * focus after 150 ms; results (pages the user's privileges allow, records found through the API,
 * the template's files and contacts; at most 5 per group) show only for a non-empty query; arrow keys
 * and Enter (or a click) open one; Esc or leaving the dialog closes it.
 * Here are the shortcut, the context that opens the dialog and the button; the dialog itself
 * (src/layout/SearchDialog.tsx) is a chunk of its own, fetched when the button is pointed at or
 * focused and mounted on the first open.
 */
import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import SearchIcon from '@mui/icons-material/Search';
import { useTranslate } from 'react-admin';
import { lazyPanel } from './lazyPanel';
import { SEARCH_SHORTCUT, isSearchShortcut } from './searchData';

const SearchDialog = lazyPanel(() => import('./SearchDialog').then((m) => m.SearchDialog));

const SearchContext = createContext<() => void>(() => undefined);

/** Opens the search dialog (for buttons). */
export const useOpenSearch = () => useContext(SearchContext);

/** Holds the dialog and listens for Ctrl+Shift+/ anywhere in the app. */
export function SearchProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const openSearch = useCallback(() => setOpen(true), []);
  useEffect(() => {
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

/** The app-bar button: the word and the shortcut on wide screens, an icon otherwise. */
export function SearchButton() {
  const translate = useTranslate();
  const openSearch = useOpenSearch();
  const wide = useMediaQuery<Theme>((t) => t.breakpoints.up('md'), { noSsr: true });
  const label = translate('app.search.open', { shortcut: SEARCH_SHORTCUT });
  if (!wide)
    return (
      <Tooltip title={label}>
        <IconButton
          color="inherit"
          aria-label={label}
          aria-keyshortcuts="Control+Shift+/"
          onPointerEnter={SearchDialog.preload}
          onFocus={SearchDialog.preload}
          onClick={openSearch}
        >
          <SearchIcon />
        </IconButton>
      </Tooltip>
    );
  return (
    <Button
      color="inherit"
      onPointerEnter={SearchDialog.preload}
      onFocus={SearchDialog.preload}
      onClick={openSearch}
      aria-label={label}
      aria-keyshortcuts="Control+Shift+/"
      startIcon={<SearchIcon />}
      sx={{ textTransform: 'none', color: 'text.secondary', gap: 1, px: 1.5 }}
    >
      {translate('app.search.button')}
      <Box component="kbd" dir="ltr" sx={{ fontFamily: 'inherit', fontSize: 12, px: 0.75, py: 0.25, border: 1, borderColor: 'divider', borderRadius: 1 }}>
        {SEARCH_SHORTCUT}
      </Box>
    </Button>
  );
}
