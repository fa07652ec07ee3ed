import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import ArrowBack from '@mui/icons-material/ArrowBack';
import AttachFile from '@mui/icons-material/AttachFile';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import Forward from '@mui/icons-material/Forward';
import MarkEmailUnreadOutlined from '@mui/icons-material/MarkEmailUnreadOutlined';
import MoveToInbox from '@mui/icons-material/MoveToInbox';
import Reply from '@mui/icons-material/Reply';
import ReportOutlined from '@mui/icons-material/ReportOutlined';
import RestoreFromTrash from '@mui/icons-material/RestoreFromTrash';
import Star from '@mui/icons-material/Star';
import StarBorder from '@mui/icons-material/StarBorder';
import { useNotify, useTranslate } from 'react-admin';
import { DemoApiError } from '../shared/api';
import { failureText } from '../shared/ErrorState';
import { PersonAvatar } from '../shared/PersonAvatar';
import { useDateFormats } from '../shared/hooks';
import { ActionButton } from './ActionButton';
import { paginateEmail, safeDownloadUrl } from './api';
import { LabelMenu } from './LabelMenu';
import { SafeHtml } from './SafeHtml';
import { LABEL_COLORS, type Email, type EmailView } from './types';
import type { EmailAction } from './useEmailActions';

/** Keeps names and addresses (often in another script) from reordering the text around them. */
const isolate = (text: string) => `\u2068${text}\u2069`;

/** Arrows point the other way when the page reads right to left. */
const mirrored = (theme: Theme) => ({ transform: theme.direction === 'rtl' ? 'scaleX(-1)' : undefined });

function Attachments({ email }: { email: Email }) {
  const translate = useTranslate();
  if (email.attachments.length === 0) return null;
  return (
    <Box sx={{ mt: 2, pt: 1.5, borderTop: 1, borderColor: 'divider' }}>
      <Typography variant="subtitle2" component="h4">
        {translate('app.email.attachments', { count: email.attachments.length })}
      </Typography>
      <List dense disablePadding>
        {email.attachments.map((file) => {
          const href = safeDownloadUrl(file.url);
          return (
            <ListItem key={`${file.fileName}-${file.url}`} disableGutters>
              <ListItemIcon sx={{ minWidth: 32 }}>
                <AttachFile fontSize="small" />
              </ListItemIcon>
              <ListItemText
                primary={
                  href ? (
                    <Link href={href} download={file.fileName} aria-label={translate('app.email.download', { name: file.fileName })}>
                      {file.fileName}
                    </Link>
                  ) : (
                    file.fileName
                  )
                }
                secondary={file.size}
              />
            </ListItem>
          );
        })}
      </List>
    </Box>
  );
}

/** One message of the thread; its own replies are shown nested under it. */
function MessageCard({ email, depth = 0 }: { email: Email; depth?: number }) {
  const translate = useTranslate();
  const formats = useDateFormats();
  const names = (list: { name: string; email: string }[]) => list.map((p) => (p.name ? `${p.name} <${p.email}>` : p.email)).join(', ');
  return (
    <Box component="article" aria-label={translate('app.email.message_from', { name: email.from.name })} sx={{ marginInlineStart: depth > 0 ? 3 : 0 }}>
      <Paper variant="outlined" sx={{ p: 2.5, mb: 2 }}>
        <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', flexWrap: 'wrap' }}>
          <PersonAvatar name={email.from.name} src={email.from.avatar} />
          <Box sx={{ flex: 1, minWidth: 180 }}>
            <Typography sx={{ fontWeight: 600 }}>
              <bdi>{email.from.name}</bdi>
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              <bdi>{email.from.email}</bdi>
            </Typography>
            <Typography variant="caption" color="text.secondary" component="p" sx={{ overflowWrap: 'anywhere' }}>
              {translate('app.email.to_line', { names: isolate(names(email.to)) })}
              {email.cc.length > 0 ? ` · ${translate('app.email.cc_line', { names: isolate(email.cc.join(', ')) })}` : ''}
            </Typography>
          </Box>
          <Typography variant="caption" color="text.secondary">
            <time dateTime={email.time}>{formats.full(email.time)}</time>
          </Typography>
        </Box>
        <SafeHtml html={email.message} sx={{ mt: 2, typography: 'body2', '& p': { my: 1 } }} />
        <Attachments email={email} />
      </Paper>
      {email.replies.map((reply) => (
        <MessageCard key={reply.id} email={reply} depth={depth + 1} />
      ))}
    </Box>
  );
}

function ReplyBox({ email, mode, onClose }: { email: Email; mode: 'reply' | 'forward'; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [text, setText] = useState('');
  return (
    <Paper
      variant="outlined"
      component="form"
      sx={{ p: 2.5 }}
      onSubmit={(e) => {
        e.preventDefault();
        notify('app.email.not_sent', { type: 'info' });
        onClose();
      }}
    >
      <TextField
        label={translate(mode === 'reply' ? 'app.email.reply_to' : 'app.email.forward_label', { name: email.from.name })}
        multiline
        minRows={4}
        fullWidth
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
        {translate('app.email.demo_send_note')}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ mt: 1.5, justifyContent: 'flex-end' }}>
        <Button onClick={onClose}>{translate('app.email.discard')}</Button>
        <Button type="submit" variant="contained" disabled={text.trim() === ''}>
          {translate('app.email.send')}
        </Button>
      </Stack>
    </Paper>
  );
}

export function EmailDetail({
  email,
  view,
  busy,
  onBack,
  onOpen,
  onAction,
}: {
  email: Email;
  view?: EmailView;
  busy: boolean;
  onBack: () => void;
  onOpen: (email: Email) => void;
  onAction: (action: EmailAction) => void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const [replyMode, setReplyMode] = useState<'reply' | 'forward' | null>(null);
  const [moving, setMoving] = useState(false);

  const go = async (dir: 'previous' | 'next') => {
    setMoving(true);
    try {
      onOpen(await paginateEmail(email.id, dir));
      setReplyMode(null);
    } catch (error) {
      if (error instanceof DemoApiError && error.status === 404) notify(dir === 'previous' ? 'app.email.no_previous' : 'app.email.no_next', { type: 'info' });
      else notify('app.email.action_failed', { type: 'error', messageArgs: { message: failureText(error, translate) } });
    } finally {
      setMoving(false);
    }
  };

  const trashed = email.folder === 'trash' || email.isDeleted === true;
  const subject = email.subject || translate('app.email.no_subject');
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 1, py: 1, borderBottom: 1, borderColor: 'divider' }}>
        <ActionButton label={translate('app.email.back')} icon={<ArrowBack sx={mirrored} />} onClick={onBack} />
        <Box sx={{ flex: 1, minWidth: 0, display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography variant="h6" component="h2" noWrap sx={{ minWidth: 0 }}>
            <bdi>{subject}</bdi>
          </Typography>
          {email.labels.map((label) => (
            <Chip key={label} size="small" variant="outlined" color={LABEL_COLORS[label]} label={translate(`app.email.label.${label}`)} />
          ))}
        </Box>
        <ActionButton label={translate('app.email.previous')} icon={<ChevronLeft sx={mirrored} />} disabled={moving} onClick={() => void go('previous')} />
        <ActionButton label={translate('app.email.next')} icon={<ChevronRight sx={mirrored} />} disabled={moving} onClick={() => void go('next')} />
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, px: 1, py: 0.5, borderBottom: 1, borderColor: 'divider' }}>
        {trashed ? (
          <ActionButton label={translate('app.email.action.inbox')} icon={<RestoreFromTrash />} disabled={busy} onClick={() => onAction('inbox')} />
        ) : (
          <ActionButton label={translate('app.email.action.trash')} icon={<DeleteOutline />} disabled={busy} onClick={() => onAction('trash')} />
        )}
        <ActionButton label={translate('app.email.action.unread')} icon={<MarkEmailUnreadOutlined />} disabled={busy} onClick={() => onAction('unread')} />
        {email.folder === 'spam' || view === 'spam' ? (
          <ActionButton label={translate('app.email.action.not_spam')} icon={<MoveToInbox />} disabled={busy} onClick={() => onAction('inbox')} />
        ) : !trashed ? (
          <ActionButton label={translate('app.email.action.spam')} icon={<ReportOutlined />} disabled={busy} onClick={() => onAction('spam')} />
        ) : null}
        <ActionButton
          label={translate(email.isStarred ? 'app.email.action.unstar' : 'app.email.action.star')}
          icon={email.isStarred ? <Star sx={{ color: 'warning.main' }} /> : <StarBorder />}
          disabled={busy}
          onClick={() => onAction(email.isStarred ? 'unstar' : 'star')}
        />
        <LabelMenu disabled={busy} onToggle={(label) => onAction({ label })} />
      </Box>
      <Box sx={{ flex: 1, overflowY: 'auto', p: { xs: 1.5, sm: 3 }, bgcolor: 'action.hover' }}>
        <MessageCard email={email} />
        {replyMode ? (
          <ReplyBox key={`${email.id}-${replyMode}`} email={email} mode={replyMode} onClose={() => setReplyMode(null)} />
        ) : (
          <Paper variant="outlined" sx={{ p: 2, display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Typography sx={{ flex: 1, alignSelf: 'center' }} color="text.secondary">
              {translate('app.email.reply_prompt', { name: email.from.name })}
            </Typography>
            <Button variant="outlined" startIcon={<Reply sx={mirrored} />} onClick={() => setReplyMode('reply')}>
              {translate('app.email.reply')}
            </Button>
            <Button variant="outlined" startIcon={<Forward sx={mirrored} />} onClick={() => setReplyMode('forward')}>
              {translate('app.email.forward')}
            </Button>
          </Paper>
        )}
      </Box>
    </Box>
  );
}
