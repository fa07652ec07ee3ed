/** The generated Show, Edit and Create of a schema (the List is in ResourceList.tsx, a chunk of its own). */
import { useMemo } from 'react';
import { styled } from '@mui/material/styles';
import { Create, DeleteButton, Edit, EditButton, Show, ShowButton, TopToolbar, type Identifier } from 'react-admin';
import { actionsOf, type ResourceDef } from '../../resources/define';
import { routeName, type Registry } from '../../resources/registry';
import { fieldsIn } from './fields';
import { headerOf, layoutSections } from '../../resources/layout';
import { RecordHeader } from './record/RecordHeader';
import { RecordSections } from './record/RecordSections';
import { SchemaForm } from './SchemaForm';
import { RequireAccess } from './RequireAccess';
import { TransitionButtons } from './transitions/TransitionButtons';
import { RecordActions } from './RecordActions';
import { rememberEdited } from './list/lastEdited';
import { RecordConnectionsProvider } from './show/recordConnections';

export { ResourceList } from './list/ResourceList';

function ShowActions({ def, registry }: { def: ResourceDef; registry: Registry }) {
  const a = actionsOf(def);
  return (
    <TopToolbar>
      <RecordConnectionsProvider>
        <TransitionButtons def={def} registry={registry} />
      </RecordConnectionsProvider>
      <RecordActions def={def} registry={registry} />
      {a.edit && <EditButton />}
      {a.delete && <DeleteButton mutationMode="pessimistic" />}
    </TopToolbar>
  );
}

/** The form's card lets its save bar stick to the bottom of the window (a card clips what overflows it, and a sticky element sticks inside its scrolling box). */
const STICKY_TOOLBAR_ROOM = { '& .RaEdit-card, & .RaCreate-card': { overflow: 'visible' } };

/** After a save, the record's page; the list the user goes back to points the record out (src/schema/list/lastEdited.ts). */
const backToRecord = (resource: string | undefined, id: Identifier | undefined): string => {
  if (resource && id !== undefined) rememberEdited(resource, id);
  return `/${resource}/${encodeURIComponent(String(id))}/show`;
};

/** The record page's body: as wide as the page, never wider (a wide related table scrolls inside its card; a flex item would grow to it). */
const RecordPage = styled('div')({ flex: '1 1 auto', minWidth: 0 });

export function ResourceShow({ def, registry }: { def: ResourceDef; registry: Registry }) {
  const resource = routeName(def);
  const fields = useMemo(() => fieldsIn(def, 'show'), [def]);
  const header = useMemo(() => headerOf(def, new Set(fields.map(([name]) => name))), [def, fields]);
  const sections = useMemo(() => layoutSections(def, fields, true, new Set([...header.chips, ...header.figures])), [def, fields, header]);
  return (
    <RequireAccess resource={resource} action="show" code={def.privilege}>
      <Show resource={resource} actions={<ShowActions def={def} registry={registry} />} component={RecordPage}>
        <RecordConnectionsProvider>
          <RecordHeader def={def} registry={registry} chips={header.chips} figures={header.figures} />
          <RecordSections def={def} sections={sections} registry={registry} />
        </RecordConnectionsProvider>
      </Show>
    </RequireAccess>
  );
}

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
