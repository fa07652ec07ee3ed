/** The app bar's buttons (a lazy part of the app bar, src/layout/AppBar.tsx): search, language, theme, notifications, customizer, user menu. */
import { LocalesMenuButton, Logout, ToggleThemeButton, UserMenu } from 'react-admin';
import { CustomizerButton } from './CustomizerButtons';
import { SearchButton } from './SearchButton';
import { NotificationsMenu } from './NotificationsMenu';

export function AppBarButtons() {
  return (
    <>
      <SearchButton />
      <LocalesMenuButton />
      <ToggleThemeButton />
      <NotificationsMenu />
      <CustomizerButton />
      <UserMenu>
        <Logout />
      </UserMenu>
    </>
  );
}
