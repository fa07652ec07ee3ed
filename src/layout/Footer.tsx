import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';

/** © and the current year. */
export function Footer() {
  const translate = useTranslate();
  return (
    <Box component="footer" sx={{ py: 2, px: 3, textAlign: 'center' }}>
      <Typography variant="body2" color="text.secondary">
        {translate('app.shell.copyright', { year: new Date().getFullYear() })}
      </Typography>
    </Box>
  );
}
