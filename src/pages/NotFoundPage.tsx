import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { BlankLayout } from '../layout/BlankLayout';

export function NotFoundPage() {
  const translate = useTranslate();
  return (
    <BlankLayout title={`404 · ${translate('app.error.not_found_title')}`}>
      <Typography sx={{ mb: 3 }}>{translate('app.error.not_found_text')}</Typography>
      <Button component={RouterLink} to="/" variant="contained">
        {translate('app.error.back_home')}
      </Button>
    </BlankLayout>
  );
}
