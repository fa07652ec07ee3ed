/** The full-page frame of the public template pages: the language menu at the inline end, content centred. */
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { LocalesMenuButton } from 'react-admin';

export function BlankShell({ children }: { title?: string; children: ReactNode }) {
  return (
    <Box component="main" sx={{ minHeight: '100vh', bgcolor: 'background.default', position: 'relative' }}>
      <Box sx={{ position: 'absolute', top: 8, insetInlineEnd: 8, zIndex: 1 }}>
        <LocalesMenuButton />
      </Box>
      {children}
    </Box>
  );
}
