/** The email demo app: folders and labels, search, bulk actions, reading view and compose drawer. */
import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import MailOutline from '@mui/icons-material/MailOutline';
import Menu from '@mui/icons-material/Menu';
import Search from '@mui/icons-material/Search';
import { Title, useTranslate } from 'react-admin';
import { Navigate, useParams } from 'react-router-dom';
import { EmptyState } from '../shared/EmptyState';
import { ErrorState } from '../shared/ErrorState';
import { useDebounced } from '../shared/hooks';
import { EMAIL_KEY, fetchEmails } from './api';
import { ComposeDrawer } from './ComposeDrawer';
import { EmailDetail } from './EmailDetail';
import { BulkToolbar, EmailRows } from './EmailList';
import { EmailSidebar } from './EmailSidebar';
import { isEmailLabel, isEmailView, type Email, type EmailLabel, type EmailView } from './types';
import { useEmailActions, type EmailAction } from './useEmailActions';

const SIDEBAR_WIDTH = 250;

function ListSkeleton() {
  return (
    <Box aria-hidden sx={{ p: 2 }}>
      {Array.from({ length: 8 }, (_, i) => (
        <Box key={i} sx={{ display: 'flex', gap: 2, alignItems: 'center', py: 1 }}>
          <Skeleton variant="circular" width={32} height={32} />
          <Skeleton width="20%" />
          <Skeleton sx={{ flex: 1 }} />
        </Box>
      ))}
    </Box>
  );
}

function Mailbox({ view, label }: { view?: EmailView; label?: EmailLabel }) {
  const translate = useTranslate();
  const compact = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const [search, setSearch] = useState('');
  const q = useDebounced(search.trim(), 250);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [open, setOpen] = useState<Email | null>(null);
  const [composing, setComposing] = useState(false);
  const [navOpen, setNavOpen] = useState(false);
  const { run, busy } = useEmailActions();

  // A new folder or label starts with nothing chosen and the list shown.
  const routeKey = `${view ?? ''}|${label ?? ''}`;
  const [shownKey, setShownKey] = useState(routeKey);
  if (shownKey !== routeKey) {
    setShownKey(routeKey);
    setSelected(new Set());
    setOpen(null);
  }

  const query = useQuery({
    queryKey: [EMAIL_KEY, 'list', view ?? null, label ?? null, q],
    queryFn: ({ signal }) => fetchEmails({ folder: view, label, q }, signal),
    placeholderData: keepPreviousData,
    retry: false,
  });
  const emails = query.data?.emails ?? [];

  const openEmail = (email: Email) => {
    setOpen(email.isRead ? email : { ...email, isRead: true });
    if (!email.isRead) void run([email.id], 'read', { silent: true });
  };

  const act = async (ids: number[], action: EmailAction) => {
    const ok = await run(ids, action);
    if (!ok) return;
    setSelected(new Set());
    if (open && ids.includes(open.id)) {
      if (action === 'star' || action === 'unstar') setOpen({ ...open, isStarred: action === 'star' });
      else if (typeof action === 'object') {
        const has = open.labels.includes(action.label);
        setOpen({ ...open, labels: has ? open.labels.filter((l) => l !== action.label) : [...open.labels, action.label] });
      } else setOpen(null);
    }
  };

  const sidebar = (
    <EmailSidebar
      view={view}
      label={label}
      meta={query.data?.emailsMeta}
      onCompose={() => {
        setNavOpen(false);
        setComposing(true);
      }}
      onNavigate={() => setNavOpen(false)}
    />
  );

  const title = label ? translate(`app.email.label.${label}`) : translate(`app.email.folder.${view ?? 'inbox'}`);
  let body;
  if (open) {
    body = (
      <EmailDetail email={open} view={view} busy={busy} onBack={() => setOpen(null)} onOpen={openEmail} onAction={(action) => void act([open.id], action)} />
    );
  } else if (query.isPending) {
    body = <ListSkeleton />;
  } else if (query.isError && !query.data) {
    body = <ErrorState title={translate('app.email.load_failed')} error={query.error} onRetry={() => void query.refetch()} />;
  } else {
    body = (
      <>
        <BulkToolbar
          emails={emails}
          view={view}
          selected={selected}
          busy={busy}
          onSelectAll={(all) => setSelected(all ? new Set(emails.map((e) => e.id)) : new Set())}
          onAction={(action) =>
            void act(
              [...selected].filter((id) => emails.some((e) => e.id === id)),
              action,
            )
          }
          onRefresh={() => void query.refetch()}
        />
        {query.isError ? <ErrorState title={translate('app.email.load_failed')} error={query.error} onRetry={() => void query.refetch()} /> : null}
        <Box sx={{ flex: 1, overflowY: 'auto' }}>
          {emails.length === 0 ? (
            <EmptyState icon={<MailOutline />} text={q ? translate('app.email.empty_search', { q }) : translate('app.email.empty')} />
          ) : (
            <EmailRows
              emails={emails}
              selected={selected}
              onCheck={(id, checked) =>
                setSelected((prev) => {
                  const next = new Set(prev);
                  if (checked) next.add(id);
                  else next.delete(id);
                  return next;
                })
              }
              onOpen={openEmail}
              onStar={(email) => void act([email.id], email.isStarred ? 'unstar' : 'star')}
            />
          )}
        </Box>
      </>
    );
  }

  return (
    <>
      <Title title={translate('app.menu.pages.email')} />
      <Typography variant="h4" component="h1" sx={visuallyHidden}>
        {translate('app.menu.pages.email')}
      </Typography>
      <Card component="section" aria-label={title} sx={{ display: 'flex', height: 'calc(100vh - 150px)', minHeight: 520, mt: 2, overflow: 'hidden' }}>
        {compact ? (
          <Drawer open={navOpen} onClose={() => setNavOpen(false)} slotProps={{ paper: { sx: { width: SIDEBAR_WIDTH } } }}>
            {sidebar}
          </Drawer>
        ) : (
          <Box sx={{ width: SIDEBAR_WIDTH, flexShrink: 0, borderInlineEnd: 1, borderColor: 'divider' }}>{sidebar}</Box>
        )}
        <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1, borderBottom: 1, borderColor: 'divider' }}>
            {compact ? (
              <IconButton aria-label={translate('app.email.open_folders')} onClick={() => setNavOpen(true)}>
                <Menu />
              </IconButton>
            ) : null}
            <TextField
              type="search"
              variant="standard"
              fullWidth
              placeholder={translate('app.email.search')}
              value={search}
              onChange={(e) => {
                setSearch(e.target.value);
                setOpen(null);
              }}
              slotProps={{
                htmlInput: { 'aria-label': translate('app.email.search_label') },
                input: {
                  disableUnderline: true,
                  startAdornment: (
                    <InputAdornment position="start">
                      <Search />
                    </InputAdornment>
                  ),
                },
              }}
            />
          </Box>
          <Box sx={{ height: 4 }}>{query.isFetching && !query.isPending ? <LinearProgress aria-label={translate('app.email.loading')} /> : null}</Box>
          <Box sx={{ flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' }}>{body}</Box>
        </Box>
      </Card>
      <ComposeDrawer open={composing} onClose={() => setComposing(false)} />
    </>
  );
}

/** `#/apps/email`, `#/apps/email/:folder` and `#/apps/email/label/:label`. */
export default function EmailApp() {
  const params = useParams();
  if (params.label !== undefined && !isEmailLabel(params.label)) return <Navigate to="/apps/email" replace />;
  if (params.folder !== undefined && !isEmailView(params.folder)) return <Navigate to="/apps/email" replace />;
  const label = isEmailLabel(params.label) ? params.label : undefined;
  const view = label ? undefined : isEmailView(params.folder) ? params.folder : 'inbox';
  return <Mailbox view={view} label={label} />;
}
