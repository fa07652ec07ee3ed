import { useState } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListSubheader from '@mui/material/ListSubheader';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import Search from '@mui/icons-material/Search';
import { useTranslate } from 'react-admin';
import { useDateFormats } from '../shared/hooks';
import { StatusAvatar } from './StatusAvatar';
import { isOpenPersona, type ChatContact, type ChatsAndContacts, type Contact, type ContactStatus } from './types';

function ContactRow({ contact, chat, selected, onSelect }: { contact: Contact; chat?: ChatContact['chat']; selected: boolean; onSelect: () => void }) {
  const translate = useTranslate();
  const formats = useDateFormats();
  const last = chat?.lastMessage;
  const unseen = chat?.unseenMsgs ?? 0;
  return (
    <ListItem disablePadding>
      <ListItemButton
        selected={selected}
        aria-current={selected ? 'true' : undefined}
        onClick={onSelect}
        sx={{ gap: 1.5, px: 2.5, py: 1.25, alignItems: 'flex-start' }}
      >
        <StatusAvatar name={contact.fullName} src={contact.avatar} status={contact.status} />
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography noWrap sx={{ fontWeight: unseen > 0 ? 700 : 500 }}>
            <bdi>{contact.fullName}</bdi>
          </Typography>
          <Typography noWrap variant="body2" color="text.secondary">
            {last ? <bdi>{last.message}</bdi> : isOpenPersona(contact) ? <bdi>{contact.about}</bdi> : translate('app.chat.not_open_short')}
          </Typography>
        </Box>
        <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-end', gap: 0.5, flexShrink: 0 }}>
          {last ? (
            <Typography variant="caption" color="text.secondary">
              <time dateTime={last.time}>{formats.short(last.time)}</time>
            </Typography>
          ) : null}
          {unseen > 0 ? (
            <>
              <Chip size="small" color="error" label={unseen} aria-hidden sx={{ height: 20, minWidth: 20, fontSize: 12 }} />
              <Box component="span" sx={visuallyHidden}>
                {translate('app.chat.unseen', { count: unseen })}
              </Box>
            </>
          ) : null}
        </Box>
      </ListItemButton>
    </ListItem>
  );
}

const headingSx = { px: 2.5, lineHeight: '36px', color: 'primary.main', fontSize: 15, fontWeight: 600, bgcolor: 'transparent' } as const;

export function ChatSidebar({
  data,
  activeId,
  myStatus,
  onSelect,
  onOpenProfile,
}: {
  data: ChatsAndContacts;
  activeId: number | null;
  myStatus: ContactStatus;
  onSelect: (contactId: number) => void;
  onOpenProfile: () => void;
}) {
  const translate = useTranslate();
  const [search, setSearch] = useState('');
  const q = search.trim().toLowerCase();
  const matches = (c: Contact) => q === '' || c.fullName.toLowerCase().includes(q);
  const chats = data.chatsContacts.filter(matches);
  const withChat = new Set(data.chatsContacts.map((c) => c.id));
  const contacts = data.contacts.filter((c) => !withChat.has(c.id) && matches(c));
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: 2, py: 1.25, borderBottom: 1, borderColor: 'divider' }}>
        <IconButton aria-label={translate('app.chat.open_profile')} onClick={onOpenProfile} sx={{ p: 0 }}>
          <StatusAvatar name={data.profileUser.fullName} src={data.profileUser.avatar} status={myStatus} />
        </IconButton>
        <TextField
          type="search"
          size="small"
          fullWidth
          placeholder={translate('app.chat.search')}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          slotProps={{
            htmlInput: { 'aria-label': translate('app.chat.search') },
            input: {
              sx: { borderRadius: 5 },
              startAdornment: (
                <InputAdornment position="start">
                  <Search fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
      </Box>
      <Box sx={{ flex: 1, overflowY: 'auto' }}>
        <List
          aria-labelledby="chat-chats-heading"
          subheader={
            <ListSubheader id="chat-chats-heading" disableSticky sx={headingSx}>
              {translate('app.chat.chats')}
            </ListSubheader>
          }
        >
          {chats.length === 0 ? (
            <Typography component="li" variant="body2" color="text.secondary" sx={{ px: 2.5, py: 1 }}>
              {translate(q ? 'app.chat.no_match' : 'app.chat.no_chats')}
            </Typography>
          ) : (
            chats.map((c) => <ContactRow key={c.id} contact={c} chat={c.chat} selected={activeId === c.id} onSelect={() => onSelect(c.id)} />)
          )}
        </List>
        <List
          aria-labelledby="chat-contacts-heading"
          subheader={
            <ListSubheader id="chat-contacts-heading" disableSticky sx={headingSx}>
              {translate('app.chat.contacts')}
            </ListSubheader>
          }
        >
          {contacts.length === 0 ? (
            <Typography component="li" variant="body2" color="text.secondary" sx={{ px: 2.5, py: 1 }}>
              {translate(q ? 'app.chat.no_match' : 'app.chat.no_contacts')}
            </Typography>
          ) : (
            contacts.map((c) => <ContactRow key={c.id} contact={c} selected={activeId === c.id} onSelect={() => onSelect(c.id)} />)
          )}
        </List>
      </Box>
    </Box>
  );
}
