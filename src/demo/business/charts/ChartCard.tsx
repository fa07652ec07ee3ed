/** A card holding one chart, with its loading, error and empty states. */
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { EmptyState, ErrorState, LoadingState } from '../shared/pageParts';

export function ChartCard({
  title,
  subtitle,
  loading,
  error,
  empty,
  onRetry,
  children,
  height = 300,
}: {
  title: string;
  subtitle?: string;
  loading: boolean;
  error?: Error;
  empty: boolean;
  onRetry: () => void;
  children: ReactNode;
  height?: number;
}) {
  const translate = useTranslate();
  return (
    <Card sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="h6" component="h2">
          {title}
        </Typography>
        {subtitle && (
          <Typography variant="body2" color="text.secondary">
            {subtitle}
          </Typography>
        )}
        <Box role="figure" aria-label={title} sx={{ height, mt: 2 }}>
          {error ? (
            <ErrorState onRetry={onRetry} />
          ) : loading && empty ? (
            <LoadingState />
          ) : empty ? (
            <EmptyState text={translate('app.templates.charts.no_data')} />
          ) : (
            <Box dir="ltr" sx={{ height: '100%' }}>
              {children}
            </Box>
          )}
        </Box>
      </CardContent>
    </Card>
  );
}
