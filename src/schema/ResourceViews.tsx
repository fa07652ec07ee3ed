/** The generated Show, Edit and Create of a schema (the List is in ResourceList.tsx, a chunk of its own). */
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import { Create, DeleteButton, Edit, EditButton, Labeled, Show, ShowButton, TopToolbar, type Identifier } from 'react-admin';
import { actionsOf, type ResourceDef } from '../../resources/define';
import { routeName, type Registry } from '../../resources/registry';
import { fieldsIn } from './fields';
import { FIELD_KINDS } from './kindFields';
import { SchemaForm } from './SchemaForm';
import { RequireAccess } from './RequireAccess';
import { TransitionButtons } from './transitions/TransitionButtons';
import { RecordActions } from './RecordActions';
import { rememberEdited } from './list/lastEdited';
import { RecordConnectionsProvider } from './show/recordConnections';
import { RelatedTable } from './show/RelatedTable';

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

/** A record's fields: two columns from `md` up (one below), long texts, images and JSON across the row. */
const FIELD_GRID = { display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' }, columnGap: 4, rowGap: 0.5 };
const FULL_ROW = { gridColumn: '1 / -1' };
const WIDE_KINDS = new Set(['longText', 'json', 'image']);

export function ResourceShow({ def, registry }: { def: ResourceDef; registry: Registry }) {
  const resource = routeName(def);
  return (
    <RequireAccess resource={resource} action="show" code={def.privilege}>
      <Show resource={resource} actions={<ShowActions def={def} registry={registry} />} component="div">
        <RecordConnectionsProvider>
          <Card>
            <CardContent>
              <Box sx={FIELD_GRID}>
                {fieldsIn(def, 'show').map(([name, field]) => (
                  <Box key={name} sx={WIDE_KINDS.has(field.kind) ? FULL_ROW : undefined}>
                    <Labeled>{FIELD_KINDS[field.kind]({ def, name, field, registry })}</Labeled>
                  </Box>
                ))}
              </Box>
            </CardContent>
          </Card>
        </RecordConnectionsProvider>
        {def.related?.map((relation) => (
          <RelatedTable key={`${relation.resource}:${String(relation.via)}`} def={def} relation={relation} registry={registry} />
        ))}
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
