/** The app bar's buttons (a lazy part of the app bar, src/layout/AppBar.tsx): the manager's store, search, language, theme, notifications, customizer, user menu. */
import Box from '@mui/material/Box';
import { LocalesMenuButton, ToggleThemeButton } from 'react-admin';
import { CustomizerButton } from './CustomizerButtons';
import { SearchButton } from './SearchButton';
import { NotificationsMenu } from './NotificationsMenu';
import { SessionMenu } from './SessionMenu';
import { StoreChip } from './StoreChip';

export function AppBarButtons() {
  return (
    <>
      <StoreChip />
      <SearchButton />
      {/* the current language's name on one line, also on a phone */}
      <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
        <LocalesMenuButton />
      </Box>
      <ToggleThemeButton />
      <NotificationsMenu />
      <CustomizerButton />
      <SessionMenu />
    </>
  );
}
