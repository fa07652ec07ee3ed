/** The global search's app-bar button (src/layout/GlobalSearch.tsx): the word and the shortcut on wide screens, an icon otherwise. */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import SearchIcon from '@mui/icons-material/Search';
import { useTranslate } from 'react-admin';
import { SearchDialog, useOpenSearch } from './GlobalSearch';
import { SEARCH_SHORTCUT } from './searchData';

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
