/**
 * The fields of the draft, one row each (FieldRow.tsx), with their options unfolding below; a field
 * is added, renamed (FieldNameDialog.tsx) or removed here. A built-in resource's own fields are
 * listed first, read-only: only its custom fields are edited.
 */
import { useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import Add from '@mui/icons-material/Add';
import { useNotify, useTranslate } from 'react-admin';
import type { FieldKind, ResourceDef } from '../../../resources/define';
import type { Declaration } from '../../../resources/declarations';
import type { Registry } from '../../../resources/registry';
import { addField, changeKind, moveField, removeField, renameField, type SetAside } from './draftEdits';
import { optionName } from './changeWords';
import { fieldErrors } from './errorPaths';
import { FieldNameDialog } from './FieldNameDialog';
import { ROW_OPTIONS } from './FieldOptions';
import { FieldRow } from './FieldRow';
import { BuiltInFields } from './BuiltInFields';
import type { PathErrors } from './refusal';

export interface FieldsTableProps {
  draft: Declaration;
  /** A built-in resource's own schema (its fields are not edited). */
  base?: ResourceDef;
  /** The version in force: renaming one of its fields moves the values. */
  published?: Declaration;
  errors: PathErrors;
  registry: Registry;
  /** How many records the resource holds. */
  records?: number;
  edit(change: (d: Declaration) => Declaration): void;
}

type Naming = { renaming?: string } | undefined;

export function FieldsTable({ draft, base, published, errors, registry, records, edit }: FieldsTableProps) {
  const translate = useTranslate();
  // rows the user opened or closed; otherwise a row with an error in its options is open
  const [toggled, setToggled] = useState<Record<string, boolean>>({});
  const [naming, setNaming] = useState<Naming>();
  const notify = useNotify();
  // per field, the options its kind changes set aside, given back when the kind changes back (never lost silently)
  const setAside = useRef(new Map<string, SetAside>());
  const changeKindOf = (name: string, kind: FieldKind) => {
    const before = setAside.current.get(name);
    const change = changeKind(draft, name, kind, before);
    edit(() => change.declaration);
    const options = { ...before?.options };
    for (const key of change.broughtBack) delete options[key as keyof typeof options];
    const kept = { ...options, ...change.setAside?.options };
    if (Object.keys(kept).length) setAside.current.set(name, { kind: change.setAside?.kind ?? before?.kind ?? kind, options: kept });
    else setAside.current.delete(name);
    const names = (keys: readonly string[]) => keys.map((k) => optionName(translate, k)).join(translate('app.designer.list_separator'));
    const words = [
      change.setAside &&
        translate('app.designer.fields.set_aside', { options: names(Object.keys(change.setAside.options)), kind: translate(`app.designer.kinds.${kind}`) }),
      change.broughtBack.length > 0 && translate('app.designer.fields.brought_back', { options: names(change.broughtBack) }),
    ].filter(Boolean);
    if (words.length) notify(words.join(' '), { type: 'info' });
  };
  const entries = Object.entries(draft.fields);
  const taken = [...entries.map(([n]) => n), ...Object.keys(base?.fields ?? {})];
  const hasOptionErrors = (name: string) => Object.keys(fieldErrors(errors, name)).some((o) => !ROW_OPTIONS.includes(o));
  const isOpen = (name: string) => toggled[name] ?? hasOptionErrors(name);
  const done = (name: string, kind: FieldKind) => {
    const renaming = naming?.renaming;
    if (renaming) {
      edit((d) => renameField(d, renaming, name, published?.fields));
      setToggled((t) => ({ ...t, [name]: t[renaming] ?? false }));
    } else {
      edit((d) => addField(d, name, kind));
      // a new field's options are where its kind is set up
      setToggled((t) => ({ ...t, [name]: true }));
    }
    setNaming(undefined);
  };
  const headers = ['options', 'name', 'kind', 'required', 'unique', 'filter', 'views', 'actions'];
  const hidden = (h: string) => h === 'options' || h === 'actions';
  return (
    <Box>
      {base && <BuiltInFields def={base} />}
      {base && (
        <Typography variant="h6" component="h2" sx={{ mt: 3, mb: 1 }}>
          {translate('app.designer.fields.custom')}
        </Typography>
      )}
      <TableContainer>
        <Table size="small" aria-label={translate(base ? 'app.designer.fields.custom' : 'app.designer.tabs.fields')}>
          <TableHead>
            <TableRow>
              {headers.map((h, i) => (
                <TableCell key={i} align={h === 'required' || h === 'unique' ? 'center' : undefined} sx={{ whiteSpace: 'nowrap' }}>
                  {hidden(h) ? (
                    <Box component="span" sx={visuallyHidden}>
                      {translate(`app.designer.fields.${h}`)}
                    </Box>
                  ) : (
                    translate(h === 'name' ? 'app.designer.fields.name' : `app.designer.options.${h}`)
                  )}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {entries.length === 0 && (
              <TableRow>
                <TableCell colSpan={headers.length}>
                  <Typography color="text.secondary">{translate('app.designer.fields.none')}</Typography>
                </TableCell>
              </TableRow>
            )}
            {entries.map(([name, field], index) => (
              <FieldRow
                key={name}
                name={name}
                field={field}
                index={index}
                count={entries.length}
                draft={draft}
                baseFields={base?.fields}
                errors={fieldErrors(errors, name)}
                registry={registry}
                open={isOpen(name)}
                records={records}
                onToggle={() => setToggled((t) => ({ ...t, [name]: !isOpen(name) }))}
                onRename={() => setNaming({ renaming: name })}
                onRemove={() => edit((d) => removeField(d, name))}
                onKindChange={(kind) => changeKindOf(name, kind)}
                onMove={(delta) => edit((d) => moveField(d, name, delta))}
                edit={edit}
              />
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <Button startIcon={<Add />} onClick={() => setNaming({})} sx={{ mt: 2 }}>
        {translate('app.designer.fields.add_title')}
      </Button>
      {naming && (
        <FieldNameDialog
          renaming={naming.renaming}
          moving={naming.renaming && (published?.fields[naming.renaming] || draft.fields[naming.renaming]?.renamedFrom) ? (records ?? 0) : undefined}
          taken={taken}
          onClose={() => setNaming(undefined)}
          onDone={done}
        />
      )}
    </Box>
  );
}
