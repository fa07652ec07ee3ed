import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import ElectricBolt from '@mui/icons-material/ElectricBolt';
import { LocalesMenuButton, useTranslate } from 'react-admin';

/** The blank layout of the public pages: a centred card, the language menu in a corner. */
export function BlankLayout({ title, children }: { title: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', bgcolor: 'background.default', p: 2 }}>
      <Box sx={{ position: 'fixed', top: 8, insetInlineEnd: 8 }}>
        <LocalesMenuButton />
      </Box>
      <Card sx={{ width: '100%', maxWidth: 440 }}>
        <CardContent sx={{ p: 4 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2, color: 'primary.main' }}>
            <ElectricBolt aria-hidden />
            <Typography variant="h6" component="p" sx={{ fontWeight: 700, color: 'text.primary' }}>
              {translate('app.shell.app_name')}
            </Typography>
          </Box>
          <Typography variant="h5" component="h1" gutterBottom>
            {title}
          </Typography>
          {children}
        </CardContent>
      </Card>
    </Box>
  );
}
