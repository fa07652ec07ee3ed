/**
 * A schema's record actions as buttons on the record's page (`recordActions`): each opens a form
 * of the fields it asks for, of the resource it creates (a command sent to a cabinet: which
 * command), and runs `POST /{resource}/{id}/actions/{name}`, which fills the link in from the
 * stored record. Shown only to a user who may run it (its own code, else the created resource's).
 * A done one refreshes the page: the record, and the related table that lists what it created.
 */
import { createElement, Suspense, useMemo, useState } from 'react';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import MuiButton from '@mui/material/Button';
import {
  HttpError,
  RecordContextProvider,
  ResourceContextProvider,
  SaveContextProvider,
  useCanAccess,
  useDataProvider,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import type { RecordActionDef, ResourceDef } from '../../resources/define';
import { routeName, type Registry } from '../../resources/registry';
import { writableFields } from '../../resources/writes';
import { actionOffered } from '../../resources/offers';
import type { AppDataProvider } from '../providers/dataProvider';
import { ICONS } from './icons';
import { actionLabel } from './labels';
import { lazyComponent } from '../lazyComponent';

/** The form's code (every input kind) loads when a user opens an action, not with the record page that offers it. */
const SchemaForm = lazyComponent(() => import('./SchemaForm').then((m) => m.SchemaForm));

/** The fields of the created record a user fills in: those the action asks for, else every one its create form shows but the prefilled. */
export const askedFields = (action: RecordActionDef, target: ResourceDef): string[] =>
  action.asks
    ? [...action.asks]
    : writableFields(target, 'create')
        .map(([name]) => name)
        .filter((name) => !(name in action.prefill) && !(name in (action.preset ?? {})));

function RecordActionButton({ def, name, action, registry }: { def: ResourceDef; name: string; action: RecordActionDef; registry: Registry }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [open, setOpen] = useState(false);
  const [saving, setSaving] = useState(false);
  const target = registry.byName(action.creates);
  const { canAccess } = useCanAccess({ resource: routeName(def), action: `action:${name}` });
  const asked = useMemo(() => (target ? askedFields(action, target) : []), [action, target]);
  const hidden = useMemo(
    () =>
      target
        ? writableFields(target, 'create')
            .map(([f]) => f)
            .filter((f) => !asked.includes(f))
        : [],
    [target, asked],
  );
  // not offered where the record's state refuses it (an adjustment of a closed account, a refund of an unpaid order)
  if (!record || !target || !canAccess || !actionOffered(def, action, target, record)) return null;
  const label = translate(actionLabel(def, name), { _: name });
  const prefill: RaRecord = { id: '', ...action.preset, ...Object.fromEntries(Object.entries(action.prefill).map(([field, from]) => [field, record[from]])) };
  const save = async (values: Record<string, unknown>) => {
    setSaving(true);
    try {
      const data = Object.fromEntries(Object.entries(values).filter(([field]) => asked.includes(field)));
      await dataProvider.recordAction(routeName(def), { id: record.id, action: name, data, version: record.version });
      notify('app.schema.transition_done', { type: 'success', messageArgs: { name: label } });
      setOpen(false);
      refresh();
      return undefined;
    } catch (e) {
      const errors = e instanceof HttpError && e.body && typeof e.body === 'object' ? (e.body as { errors?: Record<string, string> }).errors : undefined;
      if (errors) return errors;
      notify(e instanceof Error ? e.message : 'ra.notification.http_error', { type: 'error' });
      return undefined;
    } finally {
      setSaving(false);
    }
  };
  return (
    <>
      {/* icon and label at every width (react-admin's Button keeps only the icon below `sm`) */}
      <MuiButton size="small" variant="outlined" onClick={() => setOpen(true)} startIcon={action.icon ? createElement(ICONS[action.icon]) : undefined}>
        {label}
      </MuiButton>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={`action-${name}`} fullWidth maxWidth="sm">
        <DialogTitle id={`action-${name}`}>{label}</DialogTitle>
        <DialogContent>
          <ResourceContextProvider value={routeName(target)}>
            <RecordContextProvider value={prefill}>
              <SaveContextProvider value={{ save, saving, mutationMode: 'pessimistic' }}>
                <Suspense fallback={<LinearProgress aria-label={translate('ra.page.loading')} />}>
                  <SchemaForm def={target} registry={registry} mode="create" hidden={hidden} onCancel={() => setOpen(false)} />
                </Suspense>
              </SaveContextProvider>
            </RecordContextProvider>
          </ResourceContextProvider>
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
