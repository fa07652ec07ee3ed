import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import AttachFile from '@mui/icons-material/AttachFile';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import MarkEmailReadOutlined from '@mui/icons-material/MarkEmailReadOutlined';
import MarkEmailUnreadOutlined from '@mui/icons-material/MarkEmailUnreadOutlined';
import Refresh from '@mui/icons-material/Refresh';
import ReportOutlined from '@mui/icons-material/ReportOutlined';
import RestoreFromTrash from '@mui/icons-material/RestoreFromTrash';
import Star from '@mui/icons-material/Star';
import StarBorder from '@mui/icons-material/StarBorder';
import MoveToInbox from '@mui/icons-material/MoveToInbox';
import { useTranslate } from 'react-admin';
import { PersonAvatar } from '../shared/PersonAvatar';
import { useDateFormats } from '../shared/hooks';
import { ActionButton } from './ActionButton';
import { LabelMenu } from './LabelMenu';
import type { EmailAction } from './useEmailActions';
import { LABEL_COLORS, type Email, type EmailView } from './types';

/** Who the row names: the recipients of what the owner wrote, else the sender. */
export const counterpartOf = (email: Email): string =>
  email.folder === 'sent' || email.folder === 'draft' ? email.to.map((t) => t.name).join(', ') || email.to.map((t) => t.email).join(', ') : email.from.name;

export function BulkToolbar({
  emails,
  view,
  selected,
  onSelectAll,
  onAction,
  onRefresh,
  busy,
}: {
  emails: Email[];
  view?: EmailView;
  selected: ReadonlySet<number>;
  onSelectAll: (all: boolean) => void;
  onAction: (action: EmailAction) => void;
  onRefresh: () => void;
  busy: boolean;
}) {
  const translate = useTranslate();
  const chosen = emails.filter((e) => selected.has(e.id));
  const all = emails.length > 0 && chosen.length === emails.length;
  const some = chosen.length > 0;
  const allStarred = some && chosen.every((e) => e.isStarred);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, px: 1, py: 0.5, borderBottom: 1, borderColor: 'divider', minHeight: 52 }}>
      <Checkbox
        checked={all}
        indeterminate={some && !all}
        disabled={emails.length === 0}
        onChange={(e) => onSelectAll(e.target.checked)}
        slotProps={{ input: { 'aria-label': translate('app.email.select_all') } }}
      />
      {some ? (
        <>
          <Typography variant="body2" sx={{ marginInlineEnd: 1 }} aria-live="polite">
            {translate('app.email.selected', { count: chosen.length })}
          </Typography>
          {view === 'trash' ? (
            <ActionButton label={translate('app.email.action.inbox')} icon={<RestoreFromTrash />} disabled={busy} onClick={() => onAction('inbox')} />
          ) : (
            <ActionButton label={translate('app.email.action.trash')} icon={<DeleteOutline />} disabled={busy} onClick={() => onAction('trash')} />
          )}
          <ActionButton label={translate('app.email.action.read')} icon={<MarkEmailReadOutlined />} disabled={busy} onClick={() => onAction('read')} />
          <ActionButton label={translate('app.email.action.unread')} icon={<MarkEmailUnreadOutlined />} disabled={busy} onClick={() => onAction('unread')} />
          {view === 'spam' ? (
            <ActionButton label={translate('app.email.action.not_spam')} icon={<MoveToInbox />} disabled={busy} onClick={() => onAction('inbox')} />
          ) : view !== 'trash' ? (
            <ActionButton label={translate('app.email.action.spam')} icon={<ReportOutlined />} disabled={busy} onClick={() => onAction('spam')} />
          ) : null}
          <ActionButton
            label={translate(allStarred ? 'app.email.action.unstar' : 'app.email.action.star')}
            icon={allStarred ? <Star /> : <StarBorder />}
            disabled={busy}
            onClick={() => onAction(allStarred ? 'unstar' : 'star')}
          />
          <LabelMenu disabled={busy} onToggle={(label) => onAction({ label })} />
        </>
      ) : null}
      <Box sx={{ flex: 1 }} />
      <ActionButton label={translate('app.email.refresh')} icon={<Refresh />} disabled={busy} onClick={onRefresh} />
    </Box>
  );
}

function EmailRow({
  email,
  checked,
  onCheck,
  onOpen,
  onStar,
}: {
  email: Email;
  checked: boolean;
  onCheck: (checked: boolean) => void;
  onOpen: () => void;
  onStar: () => void;
}) {
  const translate = useTranslate();
  const formats = useDateFormats();
  const who = counterpartOf(email);
  const subject = email.subject || translate('app.email.no_subject');
  const starLabel = translate(email.isStarred ? 'app.email.action.unstar' : 'app.email.action.star');
  return (
    <ListItem divider disablePadding sx={{ bgcolor: email.isRead ? 'action.hover' : 'background.paper', paddingInlineStart: 1 }}>
      <Checkbox
        checked={checked}
        onChange={(e) => onCheck(e.target.checked)}
        slotProps={{ input: { 'aria-label': translate('app.email.select_email', { name: who, subject }) } }}
      />
      <IconButton aria-label={starLabel} aria-pressed={email.isStarred} size="small" onClick={onStar}>
        {email.isStarred ? <Star sx={{ color: 'warning.main' }} /> : <StarBorder />}
      </IconButton>
      <ListItemButton onClick={onOpen} sx={{ gap: 1.5, py: 1.25, minWidth: 0 }}>
        <PersonAvatar name={who} src={email.folder === 'sent' || email.folder === 'draft' ? undefined : email.from.avatar} size={32} />
        <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: { xs: 'column', lg: 'row' }, gap: { xs: 0, lg: 2 }, alignItems: { lg: 'center' } }}>
          <Typography noWrap sx={{ fontWeight: email.isRead ? 400 : 700, width: { lg: 170 }, flexShrink: 0 }}>
            {!email.isRead ? (
              <Box component="span" sx={visuallyHidden}>
                {translate('app.email.unread')}{' '}
              </Box>
            ) : null}
            <bdi>{who}</bdi>
          </Typography>
          <Typography
            noWrap
            variant="body2"
            color={email.isRead ? 'text.secondary' : 'text.primary'}
            sx={{ fontWeight: email.isRead ? 400 : 600, minWidth: 0 }}
          >
            <bdi>{subject}</bdi>
          </Typography>
        </Box>
        <Box sx={{ display: { xs: 'none', md: 'flex' }, gap: 0.5, alignItems: 'center' }}>
          {email.labels.map((label) => (
            <Box
              key={label}
              component="span"
              title={translate(`app.email.label.${label}`)}
              sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: `${LABEL_COLORS[label]}.main` }}
            >
              <Box component="span" sx={visuallyHidden}>
                {translate(`app.email.label.${label}`)}
              </Box>
            </Box>
          ))}
          {email.attachments.length > 0 ? <AttachFile fontSize="small" color="action" titleAccess={translate('app.email.has_attachments')} /> : null}
        </Box>
        <Typography variant="caption" color="text.secondary" noWrap sx={{ minWidth: 56, textAlign: 'end' }}>
          <time dateTime={email.time}>{formats.short(email.time)}</time>
        </Typography>
      </ListItemButton>
    </ListItem>
  );
}

export function EmailRows({
  emails,
  selected,
  onCheck,
  onOpen,
  onStar,
}: {
  emails: Email[];
  selected: ReadonlySet<number>;
  onCheck: (id: number, checked: boolean) => void;
  onOpen: (email: Email) => void;
  onStar: (email: Email) => void;
}) {
  const translate = useTranslate();
  return (
    <List disablePadding aria-label={translate('app.email.list')}>
      {emails.map((email) => (
        <EmailRow
          key={email.id}
          email={email}
          checked={selected.has(email.id)}
          onCheck={(checked) => onCheck(email.id, checked)}
          onOpen={() => onOpen(email)}
          onStar={() => onStar(email)}
        />
      ))}
    </List>
  );
}
