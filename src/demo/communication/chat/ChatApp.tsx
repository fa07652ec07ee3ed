/** The chat demo app: chats and contacts, a conversation with streamed persona replies, the user's profile. */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Drawer from '@mui/material/Drawer';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import ChatBubbleOutline from '@mui/icons-material/ChatBubbleOutline';
import { Title, useTranslate } from 'react-admin';
import { EmptyState } from '../shared/EmptyState';
import { ErrorState } from '../shared/ErrorState';
import { CHAT_KEY, fetchChatsAndContacts } from './api';
import { ChatSidebar } from './ChatSidebar';
import { Conversation } from './Conversation';
import { ProfileDrawer } from './ProfileDrawer';
import type { ContactStatus } from './types';

const SIDEBAR_WIDTH = 320;

function SidebarSkeleton() {
  return (
    <Box sx={{ p: 2 }} aria-busy>
      <Skeleton variant="rounded" height={40} sx={{ mb: 2 }} />
      {Array.from({ length: 5 }, (_, i) => (
        <Box key={i} sx={{ display: 'flex', gap: 1.5, alignItems: 'center', py: 1 }}>
          <Skeleton variant="circular" width={38} height={38} />
          <Box sx={{ flex: 1 }}>
            <Skeleton width="60%" />
            <Skeleton width="90%" />
          </Box>
        </Box>
      ))}
    </Box>
  );
}

export default function ChatApp() {
  const translate = useTranslate();
  const compact = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const list = useQuery({ queryKey: [CHAT_KEY, 'list'], queryFn: ({ signal }) => fetchChatsAndContacts(signal), retry: false });
  const [activeId, setActiveId] = useState<number | null>(null);
  const [navOpen, setNavOpen] = useState(false);
  const [profileOpen, setProfileOpen] = useState(false);
  const [myStatus, setMyStatus] = useState<ContactStatus | null>(null);
  const senderId = list.data?.profileUser.id;
  const status = myStatus ?? list.data?.profileUser.status ?? 'online';

  let sidebar;
  if (list.isPending) sidebar = <SidebarSkeleton />;
  else if (list.isError) sidebar = <ErrorState title={translate('app.chat.load_failed')} error={list.error} onRetry={() => void list.refetch()} />;
  else
    sidebar = (
      <ChatSidebar
        data={list.data}
        activeId={activeId}
        myStatus={status}
        onSelect={(id) => {
          setActiveId(id);
          setNavOpen(false);
        }}
        onOpenProfile={() => setProfileOpen(true)}
      />
    );

  return (
    <>
      <Title title={translate('app.menu.pages.chat')} />
      <Typography variant="h4" component="h1" sx={visuallyHidden}>
        {translate('app.menu.pages.chat')}
      </Typography>
      <Card
        component="section"
        aria-label={translate('app.menu.pages.chat')}
        sx={{ display: 'flex', height: 'calc(100vh - 150px)', minHeight: 520, mt: 2, overflow: 'hidden' }}
      >
        {compact ? (
          <Drawer open={navOpen} onClose={() => setNavOpen(false)} slotProps={{ paper: { sx: { width: SIDEBAR_WIDTH, maxWidth: '90vw' } } }}>
            {sidebar}
          </Drawer>
        ) : (
          <Box sx={{ width: SIDEBAR_WIDTH, flexShrink: 0, borderInlineEnd: 1, borderColor: 'divider', minHeight: 0 }}>{sidebar}</Box>
        )}
        <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
          {activeId !== null && senderId !== undefined ? (
            <Conversation key={activeId} contactId={activeId} senderId={senderId} onOpenNav={compact ? () => setNavOpen(true) : undefined} />
          ) : (
            <EmptyState
              icon={<ChatBubbleOutline />}
              text={translate('app.chat.start')}
              action={
                compact ? (
                  <Button variant="contained" onClick={() => setNavOpen(true)}>
                    {translate('app.chat.open_list')}
                  </Button>
                ) : undefined
              }
            />
          )}
        </Box>
      </Card>
      <ProfileDrawer open={profileOpen} onClose={() => setProfileOpen(false)} status={status} onStatus={setMyStatus} />
    </>
  );
}
