/** The generated Edit and Create of a schema (the list and the record page are chunks of their own: list/ResourceList.tsx, record/ResourceShow.tsx). */
import { useState } from 'react';
import {
  Create,
  Edit,
  HttpError,
  ShowButton,
  TopToolbar,
  useDataProvider,
  useNotify,
  useRedirect,
  useRefresh,
  type Identifier,
  type RaRecord,
} from 'react-admin';
import type { ResourceDef } from '../../resources/define';
import { routeName, type Registry } from '../../resources/registry';
import { SchemaForm } from './SchemaForm';
import { RequireAccess } from './RequireAccess';
import { TransitionButtons } from './transitions/TransitionButtons';
import { rememberEdited } from './list/lastEdited';
import { RecordConnectionsProvider } from './record/recordConnections';
import { lazyComponent } from '../lazyComponent';
import type { StaleSave } from './StaleRecordDialog';
import { LiveEditNotice } from './live/LiveRecordNotice';

/** The form's card lets its save bar stick to the bottom of the window (a card clips what overflows it, and a sticky element sticks inside its scrolling box). */
const STICKY_TOOLBAR_ROOM = { '& .RaEdit-card, & .RaCreate-card': { overflow: 'visible' } };

/** After a save, the record's page; the list the user goes back to points the record out (src/schema/list/lastEdited.ts). */
const backToRecord = (resource: string | undefined, id: Identifier | undefined): string => {
  if (resource && id !== undefined) rememberEdited(resource, id);
  return `/${resource}/${encodeURIComponent(String(id))}/show`;
};

function EditActions({ def, registry }: { def: ResourceDef; registry: Registry }) {
  return (
    <TopToolbar>
      <RecordConnectionsProvider>
        <TransitionButtons def={def} registry={registry} />
      </RecordConnectionsProvider>
      <ShowButton />
    </TopToolbar>
  );
}

/** The 412 dialog's code loads when a save is refused, not with every form. */
const LazyStaleRecordDialog = lazyComponent(() => import('./StaleRecordDialog').then((m) => m.StaleRecordDialog), { fallback: null });

/** A refused save's answer, when it is a 412 (someone changed the record meanwhile): the record now, and who changed it when. */
const staleAnswer = (error: unknown): Omit<StaleSave, 'mine'> | undefined => {
  if (!(error instanceof HttpError) || error.status !== 412) return undefined;
  const body = error.body as { current?: RaRecord; changed?: StaleSave['changed'] } | undefined;
  return body?.current ? { current: body.current, changed: body.changed } : undefined;
};

/** What the user changed in the form: the fields that differ from the record it was built from (keeping mine never reverts a field someone else changed). */
const editedFields = (data: unknown, previous: unknown): Record<string, unknown> => {
  const mine = (data ?? {}) as Record<string, unknown>;
  const before = (previous ?? {}) as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(mine).filter(([k, v]) => k !== 'id' && k !== 'version' && JSON.stringify(v ?? null) !== JSON.stringify(before[k] ?? null)),
  );
};

export function ResourceEdit({ def, registry }: { def: ResourceDef; registry: Registry }) {
  const resource = routeName(def);
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const refresh = useRefresh();
  const redirect = useRedirect();
  const [stale, setStale] = useState<StaleSave>();
  // "reload theirs" starts the form again from the record as it is now
  const [generation, setGeneration] = useState(0);
  const reload = () => {
    refresh();
    setGeneration((g) => g + 1);
  };
  const failed = (error: unknown, mine: Record<string, unknown>) => {
    const answer = staleAnswer(error);
    if (answer) setStale({ ...answer, mine });
    else notify(error instanceof Error && error.message ? error.message : 'ra.notification.http_error', { type: 'error' });
  };
  return (
    <RequireAccess resource={resource} action="edit" code={def.privilege}>
      <Edit
        key={generation}
        resource={resource}
        mutationMode="pessimistic"
        mutationOptions={{ onError: (error, variables) => failed(error, editedFields(variables.data, variables.previousData)) }}
        redirect={backToRecord}
        actions={<EditActions def={def} registry={registry} />}
        sx={STICKY_TOOLBAR_ROOM}
      >
        {/* someone else changed or deleted the record: said above the form, which keeps what the user typed */}
        <LiveEditNotice onReload={reload} paused={!!stale} />
        <SchemaForm def={def} registry={registry} mode="update" />
      </Edit>
      {stale && (
        <LazyStaleRecordDialog
          def={def}
          stale={stale}
          onClose={() => setStale(undefined)}
          onReload={() => {
            setStale(undefined);
            reload();
          }}
          onKeepMine={async () => {
            try {
              // built from their version: mine replaces what differs, the rest of theirs stays
              const { data } = await dataProvider.update(resource, { id: stale.current.id, data: stale.mine, previousData: stale.current });
              setStale(undefined);
              notify('ra.notification.updated', { type: 'info', messageArgs: { smart_count: 1 } });
              redirect(backToRecord(resource, data.id));
            } catch (e) {
              failed(e, stale.mine);
            }
          }}
        />
      )}
    </RequireAccess>
  );
}

export function ResourceCreate({ def, registry }: { def: ResourceDef; registry: Registry }) {
  const resource = routeName(def);
  return (
    <RequireAccess resource={resource} action="create" code={def.privilege}>
      <Create resource={resource} redirect={backToRecord} sx={STICKY_TOOLBAR_ROOM}>
        <SchemaForm def={def} registry={registry} mode="create" />
      </Create>
    </RequireAccess>
  );
}
