/**
 * A workflow's transitions as buttons: only those legal from the record's state and allowed by
 * the user's privileges. A transition that asks for fields opens a small form first.
 */
import { useState } from 'react';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import {
  Button,
  Form,
  SaveButton,
  useCanAccess,
  useDataProvider,
  useNotify,
  useRecordContext,
  useRefresh,
  useResourceContext,
  useTranslate,
} from 'react-admin';
import type { ResourceDef } from '../../resources/define';
import type { Registry } from '../../resources/registry';
import type { AppDataProvider } from '../providers/dataProvider';
import { INPUT_KINDS } from './kindInputs';
import { inputValidators } from './fields';
import { transitionLabel } from './labels';

function TransitionButton({ def, name, registry }: { def: ResourceDef; name: string; registry: Registry }) {
  const record = useRecordContext();
  const resource = useResourceContext() ?? def.name;
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const { canAccess } = useCanAccess({ resource, action: `transition:${name}` });
  const t = def.workflow?.transitions[name];
  if (!record || !t || !canAccess) return null;
  const label = translate(transitionLabel(def, name), { _: name });
  const run = async (values: Record<string, unknown> = {}) => {
    setBusy(true);
    try {
      await dataProvider.transition(resource, { id: record.id, transition: name, data: values });
      notify('app.schema.transition_done', { type: 'success', messageArgs: { name: label } });
      setOpen(false);
      refresh();
    } catch (e) {
      notify((e as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button label={label} onClick={() => setOpen(true)} disabled={busy} variant="outlined" />
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={`transition-${name}`}>
        <Form onSubmit={(v: Record<string, unknown>) => run(v)} record={{}}>
          <DialogTitle id={`transition-${name}`}>{label}</DialogTitle>
          <DialogContent>
            {t.asks?.length ? (
              <Stack>
                {t.asks.map((a) => {
                  const field = def.fields[a];
                  return INPUT_KINDS[field.kind].input({
                    def,
                    name: a,
                    field,
                    registry,
                    validate: inputValidators({ ...field, required: true }, 'create'),
                  });
                })}
              </Stack>
            ) : (
              translate('app.schema.transition_confirm', { name: label })
            )}
          </DialogContent>
          <DialogActions>
            <Button label="ra.action.cancel" onClick={() => setOpen(false)} />
            <SaveButton label={label} icon={<span />} disabled={busy} alwaysEnable />
          </DialogActions>
        </Form>
      </Dialog>
    </>
  );
}

export function TransitionButtons({ def, registry }: { def: ResourceDef; registry: Registry }) {
  const record = useRecordContext();
  const wf = def.workflow;
  if (!wf || !record) return null;
  const state = String(record[wf.field]);
  const legal = Object.entries(wf.transitions).filter(([, t]) => t.from.includes(state));
  if (!legal.length) return null;
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }} role="group" aria-label={wf.field}>
      {legal.map(([name]) => (
        <TransitionButton key={name} def={def} name={name} registry={registry} />
      ))}
    </Stack>
  );
}
