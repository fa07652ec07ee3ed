import type { ReactElement } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import { visuallyHidden } from '@mui/utils';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import DraftsOutlined from '@mui/icons-material/DraftsOutlined';
import Edit from '@mui/icons-material/Edit';
import FiberManualRecord from '@mui/icons-material/FiberManualRecord';
import MailOutline from '@mui/icons-material/MailOutline';
import ReportOutlined from '@mui/icons-material/ReportOutlined';
import SendOutlined from '@mui/icons-material/SendOutlined';
import StarBorder from '@mui/icons-material/StarBorder';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { EMAIL_LABELS, EMAIL_VIEWS, LABEL_COLORS, type EmailLabel, type EmailView, type EmailsMeta } from './types';

const ICONS: Record<EmailView, ReactElement> = {
  inbox: <MailOutline />,
  // the paper plane flies in the reading direction
  sent: <SendOutlined sx={(t) => ({ transform: t.direction === 'rtl' ? 'scaleX(-1)' : undefined })} />,
  draft: <DraftsOutlined />,
  starred: <StarBorder />,
  spam: <ReportOutlined />,
  trash: <DeleteOutline />,
};

export const viewPath = (view: EmailView): string => (view === 'inbox' ? '/apps/email' : `/apps/email/${view}`);
export const labelPath = (label: EmailLabel): string => `/apps/email/label/${label}`;

/** The counter shown next to a folder: unread for inbox and spam, the total for drafts. */
function Counter({ view, meta }: { view: EmailView; meta?: EmailsMeta }) {
  const translate = useTranslate();
  if (!meta || (view !== 'inbox' && view !== 'draft' && view !== 'spam')) return null;
  const count = meta[view];
  if (count === 0) return null;
  const color = view === 'inbox' ? 'primary' : view === 'draft' ? 'warning' : 'error';
  return (
    <>
      <Chip size="small" color={color} label={count} aria-hidden sx={{ height: 22, fontWeight: 600 }} />
      <Box component="span" sx={visuallyHidden}>
        {translate(view === 'draft' ? 'app.email.draft_count' : 'app.email.unread_count', { count })}
      </Box>
    </>
  );
}

export function EmailSidebar({
  view,
  label,
  meta,
  onCompose,
  onNavigate,
}: {
  view?: EmailView;
  label?: EmailLabel;
  meta?: EmailsMeta;
  onCompose: () => void;
  onNavigate?: () => void;
}) {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%', overflowY: 'auto' }}>
      <Box sx={{ p: 2.5 }}>
        <Button fullWidth variant="contained" startIcon={<Edit />} onClick={onCompose}>
          {translate('app.email.compose')}
        </Button>
      </Box>
      <List component="nav" aria-label={translate('app.email.folders')} dense>
        {EMAIL_VIEWS.map((v) => (
          <ListItemButton
            key={v}
            component={RouterLink}
            to={viewPath(v)}
            selected={view === v}
            aria-current={view === v ? 'page' : undefined}
            onClick={onNavigate}
            sx={{ px: 3, borderInlineStart: 3, borderColor: view === v ? 'primary.main' : 'transparent' }}
          >
            <ListItemIcon sx={{ minWidth: 36, color: view === v ? 'primary.main' : undefined }}>{ICONS[v]}</ListItemIcon>
            <ListItemText primary={translate(`app.email.folder.${v}`)} />
            <Counter view={v} meta={meta} />
          </ListItemButton>
        ))}
      </List>
      <List
        component="nav"
        dense
        aria-labelledby="email-labels-heading"
        subheader={
          <ListSubheader
            id="email-labels-heading"
            component="div"
            disableSticky
            sx={{ px: 3, lineHeight: '32px', textTransform: 'uppercase', fontSize: 12, letterSpacing: 0.8 }}
          >
            {translate('app.email.labels')}
          </ListSubheader>
        }
      >
        {EMAIL_LABELS.map((l) => (
          <ListItemButton
            key={l}
            component={RouterLink}
            to={labelPath(l)}
            selected={label === l}
            aria-current={label === l ? 'page' : undefined}
            onClick={onNavigate}
            sx={{ px: 3 }}
          >
            <ListItemIcon sx={{ minWidth: 36 }}>
              <FiberManualRecord fontSize="small" color={LABEL_COLORS[l]} />
            </ListItemIcon>
            <ListItemText primary={translate(`app.email.label.${l}`)} />
          </ListItemButton>
        ))}
      </List>
    </Box>
  );
}
