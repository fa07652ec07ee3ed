import { useEffect, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ChatBubbleOutline from '@mui/icons-material/ChatBubbleOutline';
import Check from '@mui/icons-material/Check';
import DoneAll from '@mui/icons-material/DoneAll';
import Lock from '@mui/icons-material/Lock';
import Menu from '@mui/icons-material/Menu';
import Send from '@mui/icons-material/Send';
import { useNotify, useTranslate } from 'react-admin';
import { EmptyState } from '../shared/EmptyState';
import { ErrorState, failureText } from '../shared/ErrorState';
import { PersonAvatar } from '../shared/PersonAvatar';
import { useDateFormats } from '../shared/hooks';
import { CHAT_KEY, fetchChat, postMessage, streamReply } from './api';
import { StatusAvatar } from './StatusAvatar';
import { isOpenPersona, type ChatDetail, type ChatMessage, type ChatsAndContacts, type Contact } from './types';

const listKey = [CHAT_KEY, 'list'] as const;
const chatKey = (contactId: number) => [CHAT_KEY, 'chat', contactId] as const;

/** Sent ✓, delivered ✓✓, seen ✓✓ in colour; named for screen readers. */
function FeedbackMark({ feedback }: { feedback: ChatMessage['feedback'] }) {
  const translate = useTranslate();
  if (feedback.isSeen) return <DoneAll sx={{ fontSize: 16, color: 'success.main' }} titleAccess={translate('app.chat.seen')} />;
  if (feedback.isDelivered) return <DoneAll sx={{ fontSize: 16, color: 'text.secondary' }} titleAccess={translate('app.chat.delivered')} />;
  if (feedback.isSent) return <Check sx={{ fontSize: 16, color: 'text.secondary' }} titleAccess={translate('app.chat.sent')} />;
  return null;
}

function Bubble({
  text,
  mine,
  time,
  feedback,
  who,
  avatar,
  busy,
}: {
  text: string;
  mine: boolean;
  time?: string;
  feedback?: ChatMessage['feedback'];
  who: string;
  avatar?: string;
  busy?: boolean;
}) {
  const formats = useDateFormats();
  return (
    <Box sx={{ display: 'flex', justifyContent: mine ? 'flex-end' : 'flex-start', gap: 1.5, mb: 2 }} aria-busy={busy || undefined}>
      {!mine ? <PersonAvatar name={who} src={avatar} size={32} /> : null}
      <Box sx={{ maxWidth: { xs: '85%', md: '70%' }, display: 'flex', flexDirection: 'column', alignItems: mine ? 'flex-end' : 'flex-start' }}>
        <Paper
          elevation={mine ? 0 : 1}
          sx={{
            px: 2,
            py: 1,
            borderRadius: 2,
            borderStartEndRadius: mine ? 0 : undefined,
            borderStartStartRadius: mine ? undefined : 0,
            bgcolor: mine ? 'primary.main' : 'background.paper',
            color: mine ? 'primary.contrastText' : 'text.primary',
            whiteSpace: 'pre-wrap',
            overflowWrap: 'anywhere',
          }}
        >
          <Typography variant="body2" component="p" dir="auto">
            {text}
            {busy ? <CircularProgress size={12} sx={{ marginInlineStart: 1, verticalAlign: 'middle' }} /> : null}
          </Typography>
        </Paper>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mt: 0.5 }}>
          {mine && feedback ? <FeedbackMark feedback={feedback} /> : null}
          {time ? (
            <Typography variant="caption" color="text.secondary">
              <time dateTime={time}>{formats.time(time)}</time>
            </Typography>
          ) : null}
        </Box>
      </Box>
    </Box>
  );
}

/** Appends `message` to the cached chat (creating it when the contact had none). */
function withMessage(detail: ChatDetail, contactId: number, message: ChatMessage): ChatDetail {
  const chat = detail.chat ?? { id: 0, userId: contactId, unseenMsgs: 0, chat: [] };
  return { ...detail, chat: { ...chat, chat: [...chat.chat, message] } };
}

const sameMessage = (a: ChatMessage, b: ChatMessage) => a.senderId === b.senderId && a.time === b.time && a.message === b.message;

export function Conversation({ contactId, senderId, onOpenNav }: { contactId: number; senderId: number; onOpenNav?: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState('');
  const [sending, setSending] = useState(false);
  const [streaming, setStreaming] = useState<string | null>(null);
  const [replyError, setReplyError] = useState<unknown>(null);
  const abortRef = useRef<AbortController | null>(null);
  const logRef = useRef<HTMLDivElement | null>(null);

  const detail = useQuery({
    queryKey: chatKey(contactId),
    queryFn: async ({ signal }) => {
      const answer = await fetchChat(contactId, signal);
      // Opening the chat zeroed its unseen count on the server: show it in the list too.
      queryClient.setQueryData<ChatsAndContacts>(listKey, (old) =>
        old ? { ...old, chatsContacts: old.chatsContacts.map((c) => (c.id === contactId ? { ...c, chat: { ...c.chat, unseenMsgs: 0 } } : c)) } : old,
      );
      return answer;
    },
    retry: false,
  });
  const contact: Contact | undefined = detail.data?.contact;
  const messages = detail.data?.chat?.chat ?? [];

  useEffect(() => () => abortRef.current?.abort(), []);
  useLayoutEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [messages.length, streaming]);

  const askReply = async () => {
    const controller = new AbortController();
    abortRef.current = controller;
    setReplyError(null);
    setStreaming('');
    try {
      const final = await streamReply(contactId, (delta) => setStreaming((text) => (text ?? '') + delta), controller.signal);
      // The answer is saved with our messages marked seen, except the "no model" notice: read
      // the chat again and keep the final message shown either way.
      const fresh = await fetchChat(contactId).catch(() => undefined);
      queryClient.setQueryData<ChatDetail>(chatKey(contactId), (old) => {
        const base = fresh ?? old;
        if (!base) return base;
        return base.chat?.chat.some((m) => sameMessage(m, final)) ? base : withMessage(base, contactId, final);
      });
      void queryClient.invalidateQueries({ queryKey: listKey });
    } catch (error) {
      if (!controller.signal.aborted) setReplyError(error);
    } finally {
      if (!controller.signal.aborted) setStreaming(null);
    }
  };

  const send = async (e: FormEvent) => {
    e.preventDefault();
    const text = draft.trim();
    if (!text || !contact || !isOpenPersona(contact) || sending || streaming !== null) return;
    setSending(true);
    try {
      const { newMessageData } = await postMessage(contactId, text, senderId);
      setDraft('');
      queryClient.setQueryData<ChatDetail>(chatKey(contactId), (old) => (old ? withMessage(old, contactId, newMessageData) : old));
      void queryClient.invalidateQueries({ queryKey: listKey });
    } catch (error) {
      notify('app.chat.send_failed', { type: 'error', messageArgs: { message: failureText(error, translate) } });
      return;
    } finally {
      setSending(false);
    }
    await askReply();
  };

  if (detail.isPending) {
    return (
      <Box sx={{ p: 3 }} aria-busy>
        <Skeleton variant="rounded" height={48} sx={{ mb: 3 }} />
        {[60, 40, 70].map((w, i) => (
          <Skeleton key={i} variant="rounded" height={36} width={`${w}%`} sx={{ mb: 2, marginInlineStart: i % 2 ? 'auto' : 0 }} />
        ))}
      </Box>
    );
  }
  if (detail.isError || !contact) {
    return <ErrorState title={translate('app.chat.load_chat_failed')} error={detail.error} onRetry={() => void detail.refetch()} />;
  }

  const open = isOpenPersona(contact);
  const busy = sending || streaming !== null;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: 2, py: 1.25, borderBottom: 1, borderColor: 'divider' }}>
        {onOpenNav ? (
          <IconButton aria-label={translate('app.chat.open_list')} onClick={onOpenNav}>
            <Menu />
          </IconButton>
        ) : null}
        <StatusAvatar name={contact.fullName} src={contact.avatar} status={contact.status} />
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="subtitle1" component="h2" noWrap sx={{ fontWeight: 600 }}>
            <bdi>{contact.fullName}</bdi>
          </Typography>
          <Typography variant="body2" color="text.secondary" noWrap>
            <bdi>{contact.about}</bdi>
          </Typography>
        </Box>
        {open ? (
          <Chip size="small" variant="outlined" color="primary" label={translate('app.chat.model', { model: contact.role })} />
        ) : (
          <Chip size="small" icon={<Lock />} label={translate('app.chat.not_open_short')} />
        )}
      </Box>
      <Box
        ref={logRef}
        role="log"
        aria-label={translate('app.chat.conversation_with', { name: contact.fullName })}
        // focusable, so a long conversation scrolls by keyboard (the messages themselves hold no control)
        tabIndex={0}
        sx={{
          flex: 1,
          overflowY: 'auto',
          p: { xs: 2, md: 3 },
          bgcolor: 'action.hover',
          '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: -2 },
        }}
      >
        {messages.length === 0 && streaming === null ? (
          <EmptyState icon={<ChatBubbleOutline />} text={translate(open ? 'app.chat.no_messages' : 'app.chat.no_messages_closed')} />
        ) : null}
        {messages.map((m, i) => {
          const mine = m.senderId === senderId;
          return (
            <Bubble key={`${m.time}-${i}`} text={m.message} mine={mine} time={m.time} feedback={m.feedback} who={contact.fullName} avatar={contact.avatar} />
          );
        })}
        {streaming !== null ? (
          <Bubble
            text={streaming || translate('app.chat.typing', { name: contact.fullName })}
            mine={false}
            who={contact.fullName}
            avatar={contact.avatar}
            busy
          />
        ) : null}
        {replyError ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void askReply()}>
                {translate('app.error.retry')}
              </Button>
            }
          >
            <AlertTitle>{translate('app.chat.reply_failed', { name: contact.fullName })}</AlertTitle>
            {failureText(replyError, translate)}
          </Alert>
        ) : null}
      </Box>
      <Box component="form" onSubmit={send} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', p: 2, borderTop: 1, borderColor: 'divider' }}>
        <TextField
          fullWidth
          size="small"
          multiline
          maxRows={4}
          label={translate('app.chat.message_label')}
          placeholder={open ? translate('app.chat.placeholder') : undefined}
          value={draft}
          disabled={!open}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
              e.preventDefault();
              e.currentTarget.closest('form')?.requestSubmit();
            }
          }}
          helperText={open ? undefined : translate('app.chat.closed_explanation', { name: contact.fullName })}
          slotProps={{ htmlInput: { maxLength: 4000 } }}
        />
        <Button
          type="submit"
          variant="contained"
          endIcon={<Send sx={(t) => ({ transform: t.direction === 'rtl' ? 'scaleX(-1)' : undefined })} />}
          disabled={!open || busy || draft.trim() === ''}
          sx={{ flexShrink: 0, mt: 0.25 }}
        >
          {translate('app.chat.send')}
        </Button>
      </Box>
    </Box>
  );
}
