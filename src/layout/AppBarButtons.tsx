/** The app bar's buttons (a lazy part of the app bar, src/layout/AppBar.tsx): the manager's store, search, language, theme, notifications, customizer, user menu. */
import { ToggleThemeButton } from 'react-admin';
import { CustomizerButton } from './CustomizerButtons';
import { LanguageMenu } from './LanguageMenu';
import { SearchButton } from './SearchButton';
import { NotificationsMenu } from './NotificationsMenu';
import { SessionMenu } from './SessionMenu';
import { StoreChip } from './StoreChip';

export function AppBarButtons() {
  return (
    <>
      <StoreChip />
      <SearchButton />
      <LanguageMenu />
      <ToggleThemeButton />
      <NotificationsMenu />
      <CustomizerButton />
      <SessionMenu />
    </>
  );
}
