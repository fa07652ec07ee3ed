import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { Title, useTranslate } from 'react-admin';

/** Report dashboards: routed and guarded; their server-computed charts arrive with the dashboards issue. */
export function ReportPage({ titleKey }: { titleKey: string }) {
  const translate = useTranslate();
  return (
    <>
      <Title title={translate(titleKey)} />
      <Typography variant="h5" component="h1" sx={{ my: 2 }}>
        {translate(titleKey)}
      </Typography>
      <Alert severity="info">{translate('app.dashboard.coming_soon')}</Alert>
    </>
  );
}
