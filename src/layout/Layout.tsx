import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { Layout as RaLayout } from 'react-admin';
import { AppBar } from './AppBar';
import { AppMenu } from './AppMenu';
import { Footer } from './Footer';
import { NavHeader } from './NavHeader';

function SideMenu() {
  return (
    <Box>
      <NavHeader />
      <AppMenu />
    </Box>
  );
}

export function Layout({ children }: { children: ReactNode }) {
  return (
    <RaLayout appBar={AppBar} menu={SideMenu}>
      <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: 'calc(100vh - 64px)', minWidth: 0 }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>{children}</Box>
        <Footer />
      </Box>
    </RaLayout>
  );
}
