/**
 * "数据截至 2026-11-01 16:00": where a dashboard's data ends (the newest record it counted, as the
 * server says), and when the figures were computed — so a quiet end of a chart reads as "no data
 * after this", not as an outage. Dates in the user's language (Intl).
 */
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { useIntlLocale } from '../../schema/useIntlLocale';

export function useDateTime(): (iso: string) => string {
  const intl = useIntlLocale();
  const format = new Intl.DateTimeFormat(intl, { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' });
  return (iso: string) => {
    const t = Date.parse(iso);
    return Number.isNaN(t) ? iso : format.format(t);
  };
}

export function DataUntil({ until, generatedAt }: { until: string | null | undefined; generatedAt: string | undefined }) {
  const translate = useTranslate();
  const at = useDateTime();
  if (!generatedAt) return null;
  return (
    <Typography variant="caption" color="text.secondary" component="p" data-testid="data-until" sx={{ mb: 1 }}>
      {until
        ? translate('app.dashboard.data_until', { until: at(until), generated: at(generatedAt) })
        : translate('app.dashboard.data_until_none', { generated: at(generatedAt) })}
    </Typography>
  );
}
