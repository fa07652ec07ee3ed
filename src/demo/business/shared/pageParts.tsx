/** Page heading, loading / empty / error states and avatars shared by the demo screens. */
import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import InboxOutlined from '@mui/icons-material/InboxOutlined';
import ArrowBack from '@mui/icons-material/ArrowBack';
import ArrowForward from '@mui/icons-material/ArrowForward';
import { useTheme } from '@mui/material/styles';
import { Title, useTranslate } from 'react-admin';
import { colorFor, initials } from './format';

/** The app-bar title and the page's h1, with optional actions at the inline end. */
export function PageHeader({ title, subtitle, actions }: { title: string; subtitle?: string; actions?: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', alignItems: { xs: 'flex-start', sm: 'center' }, flexDirection: { xs: 'column', sm: 'row' }, gap: 2, my: 2 }}>
      <Title title={title} />
      <Box sx={{ flex: 1 }}>
        <Typography variant="h5" component="h1">
          {title}
        </Typography>
        {subtitle && (
          <Typography variant="body2" color="text.secondary">
            {subtitle}
          </Typography>
        )}
      </Box>
      {actions && <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>{actions}</Box>}
    </Box>
  );
}

export function LoadingState({ label }: { label?: string }) {
  const translate = useTranslate();
  return (
    <Box role="status" sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 2, py: 6 }}>
      <CircularProgress size={28} aria-hidden />
      <Typography color="text.secondary">{label ?? translate('app.templates.common.loading')}</Typography>
    </Box>
  );
}

export function EmptyState({ text }: { text: string }) {
  return (
    <Box sx={{ textAlign: 'center', py: 6, color: 'text.secondary' }}>
      <InboxOutlined sx={{ fontSize: 48, mb: 1 }} aria-hidden />
      <Typography>{text}</Typography>
    </Box>
  );
}

export function ErrorState({ text, onRetry }: { text?: string; onRetry?: () => void }) {
  const translate = useTranslate();
  return (
    <Alert
      severity="error"
      sx={{ my: 2 }}
      action={
        onRetry ? (
          <Button color="inherit" size="small" onClick={onRetry}>
            {translate('app.error.retry')}
          </Button>
        ) : undefined
      }
    >
      {text ?? translate('app.templates.common.load_failed')}
    </Alert>
  );
}

/** A picture when there is one, else the initials on a colour of the name. */
export function NameAvatar({
  name,
  src,
  size = 34,
  variant = 'circular',
}: {
  name: string;
  src?: string | null;
  size?: number;
  variant?: 'circular' | 'rounded';
}) {
  if (src) return <Avatar src={src} alt="" variant={variant} sx={{ width: size, height: size }} />;
  return (
    <Avatar variant={variant} aria-hidden sx={{ width: size, height: size, fontSize: size * 0.4, bgcolor: colorFor(name), color: '#fff' }}>
      {initials(name)}
    </Avatar>
  );
}

/** A "back" arrow that points to the inline start (right in Arabic). */
export function BackIcon() {
  const theme = useTheme();
  return theme.direction === 'rtl' ? <ArrowForward /> : <ArrowBack />;
}
