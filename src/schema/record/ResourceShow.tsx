/** The generated record page of a schema: its header, its sections and related tables (resources/record-layout.ts), its workflow and actions. */
import { useMemo } from 'react';
import { styled } from '@mui/material/styles';
import { DeleteButton, EditButton, Show, useRecordContext, useRedirect, useUnselect } from 'react-admin';
import { actionsOf, type ResourceDef } from '../../../resources/define';
import { writtenByPeople } from '../../../resources/access';
import { routeName, type Registry } from '../../../resources/registry';
import { RequireAccess } from '../RequireAccess';
import { TransitionButtons } from '../transitions/TransitionButtons';
import { RecordActions } from '../RecordActions';
import { RecordConnectionsProvider } from './recordConnections';
import { RecordHeader } from './RecordHeader';
import { PHONE_BAR_ROOM_PX, RecordActionBar } from './RecordActionBar';
import { RecordSections } from './RecordSections';
import { recordPageLayout } from './recordPage';
import { RecordHistory } from './RecordHistory';
import { LiveShowNotice } from '../live/LiveRecordNotice';
import { useDeletedNotice } from '../trash/undoDelete';
import { useBlockedNotice } from '../trash/blockedDelete';
// found fresh when the app's start asked for it (src/firstScreen/prefetchFirstRecord.ts)
import { PREFETCHED_FRESH } from '../../firstScreen/prefetched';

/** Delete (after a confirmation, pessimistic: a refused delete says why, in words), then the list and a notice with Undo. */
function DeleteWithUndo({ def, registry }: { def: ResourceDef; registry: Registry }) {
  const record = useRecordContext();
  const blocked = useBlockedNotice(registry);
  const resource = routeName(def);
  const deleted = useDeletedNotice();
  const redirect = useRedirect();
  const unselect = useUnselect(resource);
  const title = record?.[def.title];
  return (
    <DeleteButton
      mutationMode="pessimistic"
      mutationOptions={{
        onSuccess: (_data, variables) => {
          const id = variables.id ?? record?.id;
          if (id === undefined) return;
          deleted(def, [id], typeof title === 'string' || typeof title === 'number' ? String(title) : undefined);
          unselect([id], true);
          redirect('list', resource);
        },
        // what still refers to it, in words, with links to those records
        onError: (error) => blocked(error, record?.id),
      }}
    />
  );
}

/** The record's actions, at the end of its header (a bar at the foot of a phone's screen): after its heading in the tab order. */
function ShowActions({ def, registry }: { def: ResourceDef; registry: Registry }) {
  const a = actionsOf(def);
  return (
    <RecordActionBar>
      <TransitionButtons def={def} registry={registry} />
      <RecordActions def={def} registry={registry} />
      {a.edit && <EditButton />}
      {a.delete && <DeleteWithUndo def={def} registry={registry} />}
    </RecordActionBar>
  );
}

/**
 * The record page's body: as wide as the page, never wider (a wide related table scrolls inside its card; a flex item would grow to it);
 * on a phone, its foot kept free of the action bar fixed over it.
 */
const RecordPage = styled('div')(({ theme }) => ({ flex: '1 1 auto', minWidth: 0, [theme.breakpoints.down('sm')]: { paddingBottom: PHONE_BAR_ROOM_PX } }));

export function ResourceShow({ def, registry }: { def: ResourceDef; registry: Registry }) {
  const resource = routeName(def);
  const { header, sections } = useMemo(() => recordPageLayout(def), [def]);
  return (
    <RequireAccess resource={resource} action="show" code={def.privilege}>
      <Show resource={resource} actions={false} component={RecordPage} queryOptions={PREFETCHED_FRESH}>
        {/* the page follows the record's changes; it says when the record was deleted */}
        <LiveShowNotice />
        <RecordConnectionsProvider>
          <RecordHeader def={def} registry={registry} chips={header.chips} figures={header.figures} actions={<ShowActions def={def} registry={registry} />} />
          {/* the history: the last tab when the sections are tabs (drawn when chosen), else the foot of the page; none for what only the server writes (a log entry) */}
          <RecordSections
            def={def}
            sections={sections}
            registry={registry}
            history={writtenByPeople(def, registry.all) ? <RecordHistory def={def} /> : undefined}
          />
        </RecordConnectionsProvider>
      </Show>
    </RequireAccess>
  );
}
