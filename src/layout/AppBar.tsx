import { AppBar as RaAppBar, LocalesMenuButton, Logout, TitlePortal, ToggleThemeButton, UserMenu } from 'react-admin';

/** App bar: title, language menu, theme toggle and the user menu (avatar, name, logout). */
export function AppBar() {
  return (
    <RaAppBar
      userMenu={
        <UserMenu>
          <Logout />
        </UserMenu>
      }
      toolbar={
        <>
          <LocalesMenuButton />
          <ToggleThemeButton />
        </>
      }
    >
      <TitlePortal />
    </RaAppBar>
  );
}
