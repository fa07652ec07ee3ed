/** The generated Show, Edit and Create of a schema (the List is in ResourceList.tsx, a chunk of its own). */
import { Create, DeleteButton, Edit, EditButton, Show, ShowButton, SimpleForm, SimpleShowLayout, TopToolbar } from 'react-admin';
import { actionsOf, type ResourceDef } from '../../resources/define';
import { routeName, type Registry } from '../../resources/registry';
import { FIELD_INPUTS } from './fieldInputs';
import { fieldLabel } from './labels';
import { fieldsIn, formValidator, inputValidators } from './fields';
import { FIELD_KINDS } from './kindFields';
import { INPUT_KINDS } from './kindInputs';
import { RequireAccess } from './RequireAccess';
import { TransitionButtons } from './TransitionButtons';

export { ResourceList } from './ResourceList';

function ShowActions({ def, registry }: { def: ResourceDef; registry: Registry }) {
  const a = actionsOf(def);
  return (
    <TopToolbar>
      <TransitionButtons def={def} registry={registry} />
      {a.edit && <EditButton />}
      {a.delete && <DeleteButton mutationMode="pessimistic" />}
    </TopToolbar>
  );
}

export function ResourceShow({ def, registry }: { def: ResourceDef; registry: Registry }) {
  const resource = routeName(def);
  return (
    <RequireAccess resource={resource} action="show" code={def.privilege}>
      <Show resource={resource} actions={<ShowActions def={def} registry={registry} />}>
        <SimpleShowLayout>{fieldsIn(def, 'show').map(([name, field]) => FIELD_KINDS[field.kind]({ def, name, field, registry }))}</SimpleShowLayout>
      </Show>
    </RequireAccess>
  );
}

function EditActions({ def, registry }: { def: ResourceDef; registry: Registry }) {
  return (
    <TopToolbar>
      <TransitionButtons def={def} registry={registry} />
      <ShowButton />
    </TopToolbar>
  );
}

function inputs(def: ResourceDef, registry: Registry, view: 'create' | 'edit') {
  const mode = view === 'create' ? 'create' : 'update';
  return fieldsIn(def, view).map(([name, field]) => {
    const Custom = FIELD_INPUTS[`${def.name}.${name}`];
    if (Custom) return <Custom key={name} source={name} label={fieldLabel(def, name)} />;
    return INPUT_KINDS[field.kind].input({ def, name, field, registry, validate: inputValidators(field, mode) });
  });
}

const defaultsOf = (def: ResourceDef) =>
  Object.fromEntries(
    Object.entries(def.fields)
      .filter(([, f]) => f.default !== undefined)
      .map(([n, f]) => [n, f.default]),
  );

export function ResourceEdit({ def, registry }: { def: ResourceDef; registry: Registry }) {
  const resource = routeName(def);
  return (
    <RequireAccess resource={resource} action="edit" code={def.privilege}>
      <Edit resource={resource} mutationMode="pessimistic" actions={<EditActions def={def} registry={registry} />}>
        <SimpleForm validate={formValidator(def, 'update')} warnWhenUnsavedChanges>
          {inputs(def, registry, 'edit')}
        </SimpleForm>
      </Edit>
    </RequireAccess>
  );
}

export function ResourceCreate({ def, registry }: { def: ResourceDef; registry: Registry }) {
  const resource = routeName(def);
  return (
    <RequireAccess resource={resource} action="create" code={def.privilege}>
      <Create resource={resource} redirect="show">
        <SimpleForm validate={formValidator(def, 'create')} defaultValues={defaultsOf(def)} warnWhenUnsavedChanges>
          {inputs(def, registry, 'create')}
        </SimpleForm>
      </Create>
    </RequireAccess>
  );
}
