import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import Lock from '@mui/icons-material/Lock';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { usePrivilegeNames } from '../schema/privilegeNames';
import { registry } from '../schema/registry';

/**
 * Shown in place of a page whose privilege code the user does not hold; no data is requested. It
 * names what is refused in words — the code's menu entry, as the role editor names it — never the
 * code itself.
 */
export default function NotAuthorized({ code }: { code?: string }) {
  const translate = useTranslate();
  const names = usePrivilegeNames(registry);
  const name = code === undefined ? undefined : names.get(code);
  // a code the catalogue has no words for reads as "this page", not as the code
  const named = name !== undefined && name !== '' && name !== code && !name.includes(code ?? '');
  return (
    <Box role="alert" sx={{ textAlign: 'center', py: 8, px: 2 }}>
      <Lock color="warning" sx={{ fontSize: 64 }} aria-hidden />
      <Typography variant="h4" component="h1" gutterBottom>
        {translate('app.error.not_authorized_title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {named ? translate('app.error.not_authorized_text', { name }) : translate('app.error.not_authorized_text_unnamed')}
      </Typography>
      <Button component={RouterLink} to="/" variant="contained">
        {translate('app.error.back_home')}
      </Button>
    </Box>
  );
}
