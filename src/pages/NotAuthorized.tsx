import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import Lock from '@mui/icons-material/Lock';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';

/** Shown in place of a page whose privilege code the user does not hold; no data is requested. */
export default function NotAuthorized({ code }: { code?: string }) {
  const translate = useTranslate();
  return (
    <Box role="alert" sx={{ textAlign: 'center', py: 8, px: 2 }}>
      <Lock color="warning" sx={{ fontSize: 64 }} aria-hidden />
      <Typography variant="h4" component="h1" gutterBottom>
        {translate('app.error.not_authorized_title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {translate('app.error.not_authorized_text', { code: code ?? '—' })}
      </Typography>
      <Button component={RouterLink} to="/" variant="contained">
        {translate('app.error.back_home')}
      </Button>
    </Box>
  );
}
