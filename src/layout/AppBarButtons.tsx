/** The app bar's buttons (a lazy part of the app bar, src/layout/AppBar.tsx): search, language, theme, notifications, customizer, user menu. */
import Box from '@mui/material/Box';
import { LocalesMenuButton, Logout, ToggleThemeButton, UserMenu } from 'react-admin';
import { CustomizerButton } from './CustomizerButtons';
import { SearchButton } from './SearchButton';
import { NotificationsMenu } from './NotificationsMenu';

export function AppBarButtons() {
  return (
    <>
      <SearchButton />
      {/* the current language's name on one line, also on a phone */}
      <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
        <LocalesMenuButton />
      </Box>
      <ToggleThemeButton />
      <NotificationsMenu />
      <CustomizerButton />
      <UserMenu>
        <Logout />
      </UserMenu>
    </>
  );
}
