import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import ElectricBolt from '@mui/icons-material/ElectricBolt';
import { useSidebarState, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { envTagKey } from './envTag';

/** The navigation's header: logo, app name and the environment tag. */
export function NavHeader() {
  const translate = useTranslate();
  const [open] = useSidebarState();
  const tag = envTagKey(window.location.hostname);
  return (
    <Box
      component={Link}
      to="/"
      aria-label={translate('app.shell.app_name')}
      sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1.5, color: 'primary.main', textDecoration: 'none', minHeight: 48 }}
    >
      <ElectricBolt aria-hidden />
      {open && (
        // the name on its line (a long one, Arabic or French, wraps in balanced lines), the environment tag under it
        <Box component="span" sx={{ display: 'flex', flexDirection: 'column', minWidth: 0 }}>
          <Typography
            component="span"
            variant="subtitle1"
            sx={{ fontWeight: 700, lineHeight: 1.25, overflowWrap: 'anywhere', textWrap: 'balance', color: 'text.primary' }}
          >
            {translate('app.shell.app_name')}
          </Typography>
          {tag && (
            <Typography
              component="span"
              variant="caption"
              sx={{ lineHeight: 1.2, color: (t) => (t.palette.mode === 'dark' ? t.palette.warning.light : '#9A5B00') }}
              data-testid="env-tag"
            >
              {translate(tag)}
            </Typography>
          )}
        </Box>
      )}
    </Box>
  );
}
