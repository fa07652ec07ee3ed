/** The generated Edit and Create of a schema (the list and the record page are chunks of their own: list/ResourceList.tsx, record/ResourceShow.tsx). */
import { Create, Edit, ShowButton, TopToolbar, type Identifier } from 'react-admin';
import type { ResourceDef } from '../../resources/define';
import { routeName, type Registry } from '../../resources/registry';
import { SchemaForm } from './SchemaForm';
import { RequireAccess } from './RequireAccess';
import { TransitionButtons } from './transitions/TransitionButtons';
import { rememberEdited } from './list/lastEdited';
import { RecordConnectionsProvider } from './record/recordConnections';

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

export function ResourceEdit({ def, registry }: { def: ResourceDef; registry: Registry }) {
  const resource = routeName(def);
  return (
    <RequireAccess resource={resource} action="edit" code={def.privilege}>
      <Edit
        resource={resource}
        mutationMode="pessimistic"
        redirect={backToRecord}
        actions={<EditActions def={def} registry={registry} />}
        sx={STICKY_TOOLBAR_ROOM}
      >
        <SchemaForm def={def} registry={registry} mode="update" />
      </Edit>
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
