/**
 * The saved views of a list, opened from the toolbar's "Views" button (ViewsMenu.tsx): grouped as
 * the user's own, their role's and everyone's; choosing one puts it on the list (its filter, sort,
 * page size and columns). "Save current view…" names and shares what the list shows now; the
 * user's own views can be renamed (or shared otherwise), overwritten with what the list shows now,
 * or deleted; every view's link can be copied (`#<list>?view=<id>`).
 */
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Popover from '@mui/material/Popover';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import AddIcon from '@mui/icons-material/BookmarkAddOutlined';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import EditIcon from '@mui/icons-material/EditOutlined';
import LinkIcon from '@mui/icons-material/Link';
import SaveIcon from '@mui/icons-material/SaveOutlined';
import { Confirm, useGetIdentity, useNotify, useTranslate } from 'react-admin';
import type { ResourceDef } from '../../../resources/define';
import type { PanelProps } from '../../lazyComponent';
import { SaveViewDialog } from './SaveViewDialog';
import { useCurrentView, type ListColumns } from './useApplyView';
import { VIEW_GROUPS, groupOf, valuesOf, viewLink, useViewWrites, type SavedView, type ViewShare } from './viewsData';

export interface ViewsPanelProps extends PanelProps {
  anchorEl: HTMLElement | null;
  def: ResourceDef;
  columns: ListColumns;
  views: readonly SavedView[] | undefined;
  loading: boolean;
  failed: boolean;
  apply: (view: SavedView) => void;
}

type Editing = { kind: 'save' } | { kind: 'rename'; view: SavedView };
type Confirming = { kind: 'overwrite' | 'delete'; view: SavedView };

export function ViewsPanel({ open, onClose, anchorEl, def, columns, views, loading, failed, apply }: ViewsPanelProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const { identity } = useGetIdentity();
  const me = identity?.id === undefined ? undefined : String(identity.id);
  const current = useCurrentView(def.name, columns);
  const writes = useViewWrites(def.name);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [confirming, setConfirming] = useState<Confirming | null>(null);
  const [busy, setBusy] = useState(false);
  // under the button, at its end: its right side, its left one right-to-left
  const end = useTheme().direction === 'rtl' ? 'left' : 'right';
  const failedWith = (error: unknown) => notify(error instanceof Error ? error.message : String(error), { type: 'error' });

  const copyLink = (view: SavedView) => {
    const link = viewLink(def.route, view.id);
    navigator.clipboard.writeText(link).then(
      () => notify('app.views.link_copied', { type: 'info', messageArgs: { name: view.name } }),
      // no clipboard (refused, or an insecure page): the link to copy by hand
      () => notify('app.views.link_not_copied', { type: 'info', messageArgs: { link }, autoHideDuration: 15_000 }),
    );
  };
  const save = async ({ name, shared }: { name: string; shared: ViewShare }) => {
    if (editing?.kind === 'rename') {
      await writes.update(editing.view.id, { ...valuesOf(editing.view), name, shared });
      notify('app.views.updated', { type: 'info', messageArgs: { name } });
    } else {
      await writes.create({ ...current, name, shared });
      notify('app.views.saved', { type: 'info', messageArgs: { name } });
    }
  };
  const confirm = () => {
    if (!confirming) return;
    const { kind, view } = confirming;
    setBusy(true);
    const done =
      kind === 'delete'
        ? writes.remove(view.id).then(() => notify('app.views.deleted', { type: 'info', messageArgs: { name: view.name } }))
        : writes
            .update(view.id, { ...current, name: view.name, shared: view.shared })
            .then(() => notify('app.views.updated', { type: 'info', messageArgs: { name: view.name } }));
    done.catch(failedWith).finally(() => {
      setBusy(false);
      setConfirming(null);
    });
  };

  const grouped = VIEW_GROUPS.map((group) => ({ group, items: (views ?? []).filter((v) => groupOf(v, me) === group) })).filter((g) => g.items.length);
  const title = translate('app.views.title');
  return (
    <>
      <Popover
        open={open}
        anchorEl={anchorEl}
        onClose={onClose}
        anchorOrigin={{ vertical: 'bottom', horizontal: end }}
        transformOrigin={{ vertical: 'top', horizontal: end }}
        slotProps={{ paper: { role: 'dialog', 'aria-label': title, sx: { width: 360, maxWidth: 'calc(100vw - 32px)' } } }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 2, pt: 1.5, pb: 1, gap: 1 }}>
          <Typography variant="subtitle1" component="h2">
            {title}
          </Typography>
          <Button size="small" startIcon={<AddIcon />} onClick={() => setEditing({ kind: 'save' })}>
            {translate('app.views.save')}
          </Button>
        </Box>
        {!grouped.length && (
          <Typography variant="body2" color="text.secondary" sx={{ px: 2, pb: 2 }}>
            {translate(failed ? 'app.views.load_failed' : loading ? 'ra.page.loading' : 'app.views.none')}
          </Typography>
        )}
        {grouped.map(({ group, items }) => (
          <List
            key={group}
            dense
            aria-label={translate(`app.views.group_${group}`)}
            subheader={<ListSubheader disableSticky>{translate(`app.views.group_${group}`)}</ListSubheader>}
          >
            {items.map((view) => (
              <ListItem
                key={view.id}
                disablePadding
                secondaryAction={
                  <ViewActions
                    view={view}
                    copyLink={() => copyLink(view)}
                    edit={view.editable ? (kind) => (kind === 'rename' ? setEditing({ kind, view }) : setConfirming({ kind, view })) : undefined}
                  />
                }
                sx={{ '& .MuiListItemButton-root': { pr: view.editable ? 17 : 7 } }}
              >
                <ListItemButton
                  onClick={() => {
                    apply(view);
                    onClose();
                  }}
                >
                  <ListItemText
                    primary={view.name}
                    secondary={group === 'mine' ? translate(`app.views.shared_${view.shared}`) : translate('app.views.by', { name: view.ownerName })}
                  />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        ))}
      </Popover>
      <SaveViewDialog
        open={!!editing}
        title={editing?.kind === 'rename' ? 'app.views.rename_title' : 'app.views.save_title'}
        initial={editing?.kind === 'rename' ? { name: editing.view.name, shared: editing.view.shared } : { name: '', shared: 'me' }}
        onClose={() => setEditing(null)}
        onSave={save}
      />
      <Confirm
        isOpen={!!confirming}
        loading={busy}
        title={confirming?.kind === 'delete' ? 'app.views.delete_title' : 'app.views.overwrite_title'}
        content={confirming?.kind === 'delete' ? 'app.views.delete_content' : 'app.views.overwrite_content'}
        titleTranslateOptions={{ name: confirming?.view.name ?? '' }}
        confirm={confirming?.kind === 'delete' ? 'ra.action.delete' : 'app.views.overwrite_confirm'}
        onConfirm={confirm}
        onClose={() => setConfirming(null)}
      />
    </>
  );
}

/** A view's buttons: copy its link; for the user's own, rename, overwrite with the list as it is, delete. */
function ViewActions({ view, copyLink, edit }: { view: SavedView; copyLink: () => void; edit?: (kind: 'rename' | 'overwrite' | 'delete') => void }) {
  const translate = useTranslate();
  const buttons = [
    { key: 'copy_link', icon: <LinkIcon fontSize="small" />, run: copyLink },
    ...(edit
      ? [
          { key: 'rename', icon: <EditIcon fontSize="small" />, run: () => edit('rename') },
          { key: 'overwrite', icon: <SaveIcon fontSize="small" />, run: () => edit('overwrite') },
          { key: 'delete', icon: <DeleteIcon fontSize="small" />, run: () => edit('delete') },
        ]
      : []),
  ];
  return (
    <>
      {buttons.map(({ key, icon, run }) => {
        const label = translate(`app.views.${key}`, { name: view.name });
        return (
          <Tooltip key={key} title={label}>
            <IconButton size="small" aria-label={label} onClick={run}>
              {icon}
            </IconButton>
          </Tooltip>
        );
      })}
    </>
  );
}
