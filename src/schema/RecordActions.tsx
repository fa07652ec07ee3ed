/**
 * A schema's record actions as buttons on the record's page (`recordActions`): each opens the
 * create form of the resource it creates, filled from this record (a rider account's adjustment
 * is for that account), and shown only to a user who may create it. A saved one refreshes the
 * record, whose numbers it may have moved.
 */
import { createElement, useState } from 'react';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MuiButton from '@mui/material/Button';
import { CreateBase, useCanAccess, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import type { RecordActionDef, ResourceDef } from '../../resources/define';
import { routeName, type Registry } from '../../resources/registry';
import { ICONS } from './icons';
import { SchemaForm } from './SchemaForm';

const actionLabel = (def: ResourceDef, name: string) => `resources.${def.name}.actions.${name}`;

function RecordActionButton({ def, name, action, registry }: { def: ResourceDef; name: string; action: RecordActionDef; registry: Registry }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const target = registry.byName(action.creates);
  const resource = target ? routeName(target) : '';
  const { canAccess } = useCanAccess({ resource, action: 'create' });
  if (!record || !target || !canAccess) return null;
  const label = translate(actionLabel(def, name), { _: name });
  const prefill = Object.fromEntries(Object.entries(action.prefill).map(([field, from]) => [field, record[from]]));
  return (
    <>
      {/* icon and label at every width (react-admin's Button keeps only the icon below `sm`) */}
      <MuiButton size="small" variant="outlined" onClick={() => setOpen(true)} startIcon={action.icon ? createElement(ICONS[action.icon]) : undefined}>
        {label}
      </MuiButton>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={`action-${name}`} fullWidth maxWidth="sm">
        <DialogTitle id={`action-${name}`}>{label}</DialogTitle>
        <DialogContent>
          <CreateBase
            resource={resource}
            record={prefill}
            redirect={false}
            mutationOptions={{
              onSuccess: () => {
                notify('app.schema.transition_done', { type: 'success', messageArgs: { name: label } });
                setOpen(false);
                refresh();
              },
            }}
          >
            <SchemaForm def={target} registry={registry} mode="create" hidden={Object.keys(action.prefill)} onCancel={() => setOpen(false)} />
          </CreateBase>
        </DialogContent>
      </Dialog>
    </>
  );
}

export function RecordActions({ def, registry }: { def: ResourceDef; registry: Registry }) {
  return (
    <>
      {Object.entries(def.recordActions ?? {}).map(([name, action]) => (
        <RecordActionButton key={name} def={def} name={name} action={action} registry={registry} />
      ))}
    </>
  );
}
