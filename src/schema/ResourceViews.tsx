/** The generated List, Show, Edit and Create of a schema. */
import { cloneElement, type ReactElement } from 'react';
import {
  BulkDeleteButton,
  CreateButton,
  Create,
  Datagrid,
  DeleteButton,
  Edit,
  EditButton,
  FilterButton,
  List,
  Pagination,
  SearchInput,
  Show,
  ShowButton,
  SimpleForm,
  SimpleShowLayout,
  TopToolbar,
  useCanAccess,
  useListContext,
  useTranslate,
} from 'react-admin';
import Alert from '@mui/material/Alert';
import { DEFAULT_PER_PAGE_OPTIONS, actionsOf, isSortable, type ResourceDef } from '../../resources/define';
import { routeName, type Registry } from '../../resources/registry';
import { MAX_PAGE_SIZE } from '../providers/dataProvider';
import { ExportAllButton } from './ExportAllButton';
import { FIELD_INPUTS } from './fieldInputs';
import { fieldLabel } from './labels';
import { fieldsIn, formValidator, inputValidators } from './fields';
import { UI_KINDS, type UiKindSpec } from './kinds';
import { RequireAccess } from './RequireAccess';
import { TransitionButtons } from './TransitionButtons';

const kind = (k: keyof typeof UI_KINDS) => UI_KINDS[k] as UiKindSpec;

export function filtersOf(def: ResourceDef, registry: Registry): ReactElement[] {
  const out: ReactElement[] = [<SearchInput key="q" source="q" alwaysOn />];
  for (const [name, field] of Object.entries(def.fields)) {
    if (!field.filter || field.writeOnly) continue;
    out.push(...kind(field.kind).filters({ def, name, field, registry }));
  }
  return out;
}

function CappedNotice() {
  const { total, perPage } = useListContext();
  const translate = useTranslate();
  if (perPage !== -1 || !total || total <= MAX_PAGE_SIZE) return null;
  return <Alert severity="info">{translate('app.schema.capped', { max: MAX_PAGE_SIZE, total })}</Alert>;
}

function ListActions({ def, registry }: { def: ResourceDef; registry: Registry }) {
  const a = actionsOf(def);
  const resource = routeName(def);
  const { canAccess: canCreate } = useCanAccess({ resource, action: 'create' });
  const { canAccess: canExport } = useCanAccess({ resource, action: 'export' });
  const hasFilters = filtersOf(def, registry).length > 1;
  return (
    <TopToolbar>
      {hasFilters && <FilterButton />}
      {a.create && canCreate && <CreateButton />}
      {a.export && canExport && <ExportAllButton def={def} />}
    </TopToolbar>
  );
}

export function ResourceList({ def, registry }: { def: ResourceDef; registry: Registry }) {
  const a = actionsOf(def);
  const resource = routeName(def);
  const columns = fieldsIn(def, 'list');
  const options = def.perPageOptions ?? DEFAULT_PER_PAGE_OPTIONS;
  return (
    <RequireAccess resource={resource} action="list" code={def.privilege}>
      <List
        resource={resource}
        filters={filtersOf(def, registry)}
        sort={def.defaultSort}
        perPage={def.perPage ?? 20}
        pagination={<Pagination rowsPerPageOptions={options.map((n) => (n === -1 ? { label: 'app.schema.all', value: -1 } : n))} />}
        actions={<ListActions def={def} registry={registry} />}
        exporter={false}
        aside={undefined}
      >
        <CappedNotice />
        <Datagrid rowClick={a.edit ? 'edit' : 'show'} bulkActionButtons={a.delete && a.bulkDelete ? <BulkDeleteButton mutationMode="pessimistic" /> : false}>
          {columns.map(([name, field]) => {
            const el = kind(field.kind).field({ def, name, field, registry });
            return isSortable(field) ? el : cloneElement(el as ReactElement<{ sortable?: boolean }>, { sortable: false });
          })}
          {a.edit ? <EditButton /> : <ShowButton />}
        </Datagrid>
      </List>
    </RequireAccess>
  );
}

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
        <SimpleShowLayout>{fieldsIn(def, 'show').map(([name, field]) => kind(field.kind).field({ def, name, field, registry }))}</SimpleShowLayout>
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
    return kind(field.kind).input({ def, name, field, registry, validate: inputValidators(field, mode) });
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
