/**
 * Publishing a draft: first its dry run — each change in words with how many records it touches,
 * or, when stored records would break, how many and which (and no publish) with a backfill to fill
 * them (a value, or another field's), checked again by a dry run; then, confirmed, the publish itself
 * (with that backfill), the app's registry brought up to date (its menu and screens), and a link to
 * the resource's screen.
 */
import { useEffect, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useNotify, useTranslate } from 'react-admin';
import type { FieldDef } from '../../../resources/define';
import type { Backfill, PublishResult } from '../../providers/schemasApi';
import { useRefreshPrivileges } from '../../layout/FreshPrivileges';
import { changeText } from './changeWords';
import { refusalOf, type Refusal } from './refusal';
import { useSchemasApi } from './useSchemasApi';
import { BackfillForm } from './BackfillForm';
import { copySource } from '../../../resources/backfill';

export interface PublishDialogProps {
  name: string;
  /** The resource's name in the user's language. */
  title: string;
  /** Where its screen opens (after the publish). */
  route?: string;
  /** The fields the resource will have (a built-in's own and the draft's): what a backfill fills and copies from. */
  fields?: Readonly<Record<string, FieldDef>>;
  /** A field's name in the user's language. */
  labelOf?(field: string): string;
  onClose(): void;
  /** The publish is done (the editor reloads the resource). */
  onPublished(result: PublishResult): void;
}

type Step =
  | { step: 'checking' }
  | { step: 'plan'; plan: PublishResult; backfill?: Backfill }
  | { step: 'refused'; refusal: Refusal }
  | { step: 'publishing'; plan: PublishResult; backfill?: Backfill }
  | { step: 'done'; result: PublishResult };

/** The backfill's entries the server found wrong (a 422's `backfill.<field>` errors), by field. */
const backfillErrors = (refusal: Refusal): Record<string, string> =>
  Object.fromEntries(Object.entries(refusal.errors ?? {}).flatMap(([path, message]) => (path.startsWith('backfill.') ? [[path.slice(9), message]] : [])));

const TITLE_ID = 'dm-publish-title';

export function PublishDialog({ name, title, route, fields = {}, labelOf = (f) => f, onClose, onPublished }: PublishDialogProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const api = useSchemasApi();
  const refreshPrivileges = useRefreshPrivileges();
  const [state, setState] = useState<Step>({ step: 'checking' });
  // the values typed for the records that would break, and the last word on which fields break how many (kept while a check runs again)
  const [backfill, setBackfill] = useState<Backfill>({});
  const [breaks, setBreaks] = useState<Refusal['breaks']>();
  /** The refusal is about the backfill typed alone (a 422 on its entries): the records that break stay on screen with it. */
  const backfillRefused = (refusal: Refusal) =>
    !refusal.breaks && refusal.status === 422 && !!refusal.errors && Object.keys(refusal.errors).every((path) => path.split('.')[0] === 'backfill');
  /** The backfill form is offered: records break on fields a backfill can fill. */
  const offersBackfill = (refusal: Refusal) => (!!refusal.breaks || backfillRefused(refusal)) && Object.keys(breaks?.broken ?? {}).length > 0;

  useEffect(() => {
    let live = true;
    api.publish(name, { dryRun: true }).then(
      (plan) => live && setState({ step: 'plan', plan }),
      (error: unknown) => {
        if (!live) return;
        const refusal = refusalOf(error);
        setBreaks(refusal.breaks);
        setState({ step: 'refused', refusal });
      },
    );
    return () => {
      live = false;
    };
  }, [api, name]);

  /** The dry run again, with the backfill typed: the plan, or what still breaks. */
  const check = async () => {
    const filled = Object.fromEntries(Object.entries(backfill).filter(([, v]) => v !== undefined && copySource(v) !== ''));
    setState({ step: 'checking' });
    try {
      setState({ step: 'plan', plan: await api.publish(name, { dryRun: true, backfill: filled }), backfill: filled });
    } catch (error) {
      const refusal = refusalOf(error);
      if (refusal.breaks) setBreaks(refusal.breaks);
      setState({ step: 'refused', refusal });
    }
  };

  const publish = async (plan: PublishResult, filled?: Backfill) => {
    setState({ step: 'publishing', plan, backfill: filled });
    try {
      const result = await (filled && Object.keys(filled).length ? api.publish(name, { backfill: filled }) : api.publish(name));
      notify('app.designer.publish.done', { type: 'success', messageArgs: { name: title, version: result.version ?? '' } });
      // the app's registry takes the new version: its menu entry, routes and labels
      await refreshPrivileges();
      setState({ step: 'done', result });
      onPublished(result);
    } catch (error) {
      setState({ step: 'refused', refusal: refusalOf(error) });
    }
  };

  const busy = state.step === 'checking' || state.step === 'publishing';
  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={TITLE_ID} fullWidth maxWidth="md">
      <DialogTitle id={TITLE_ID}>{translate('app.designer.publish.title', { name: title })}</DialogTitle>
      <DialogContent aria-busy={busy}>
        {busy && (
          <Typography role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 2 }}>
            <CircularProgress size={20} aria-hidden />
            {translate(state.step === 'checking' ? 'app.designer.publish.checking' : 'app.designer.publish.publishing')}
          </Typography>
        )}
        {(state.step === 'plan' || state.step === 'publishing') && <Plan plan={state.plan} labelOf={labelOf} />}
        {state.step === 'refused' && (
          <Refused
            refusal={backfillRefused(state.refusal) && breaks ? { ...state.refusal, breaks } : state.refusal}
            backfill={
              offersBackfill(state.refusal) &&
              breaks?.broken && (
                <BackfillForm
                  resource={name}
                  broken={breaks.broken}
                  fields={fields}
                  labelOf={labelOf}
                  value={backfill}
                  onChange={setBackfill}
                  errors={backfillErrors(state.refusal)}
                />
              )
            }
          />
        )}
        {state.step === 'done' && (
          <Alert severity="success">{translate('app.designer.publish.published', { name: title, version: state.result.version ?? '' })}</Alert>
        )}
      </DialogContent>
      <DialogActions>
        {state.step === 'done' && route && (
          <Button href={`#${route}`} variant="contained">
            {translate('app.designer.publish.open', { name: title })}
          </Button>
        )}
        <Button onClick={onClose} disabled={busy}>
          {translate(state.step === 'done' ? 'ra.action.close' : 'ra.action.cancel')}
        </Button>
        {state.step === 'refused' && offersBackfill(state.refusal) && (
          <Button variant="contained" onClick={() => void check()} disabled={!Object.keys(backfill).length}>
            {translate('app.designer.publish.backfill.check')}
          </Button>
        )}
        {(state.step === 'plan' || state.step === 'publishing') && (
          <Button variant="contained" onClick={() => void publish(state.plan, state.backfill)} disabled={busy}>
            {translate('app.designer.publish.confirm')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}

function Plan({ plan, labelOf }: { plan: PublishResult; labelOf(field: string): string }) {
  const translate = useTranslate();
  const filled = Object.entries(plan.backfilled ?? {}).filter(([, count]) => count > 0);
  return (
    <>
      <Typography sx={{ mb: 1 }}>{translate('app.designer.publish.intro')}</Typography>
      {plan.changes.length === 0 ? (
        <Alert severity="info">{translate('app.designer.publish.no_changes')}</Alert>
      ) : (
        <List dense aria-label={translate('app.designer.publish.changes')}>
          {plan.changes.map((c, i) => (
            <ListItem key={i} disableGutters>
              <ListItemText primary={changeText(translate, c, plan.touches)} />
            </ListItem>
          ))}
        </List>
      )}
      {filled.length > 0 && (
        <List dense aria-label={translate('app.designer.publish.backfill.filled_list')}>
          {filled.map(([field, count]) => (
            <ListItem key={field} disableGutters>
              <ListItemText primary={translate('app.designer.publish.backfill.filled', { field: labelOf(field), count, smart_count: count })} />
            </ListItem>
          ))}
        </List>
      )}
    </>
  );
}

/** A refused publish: what breaks, the backfill offered for it first (`backfill`), then the changes and some of the records. */
function Refused({ refusal, backfill }: { refusal: Refusal; backfill?: ReactNode }) {
  const translate = useTranslate();
  if (refusal.breaks)
    return (
      <>
        <Alert severity="error" sx={{ mb: 2 }}>
          <AlertTitle>{translate('app.designer.publish.breaks', { count: refusal.breaks.invalid })}</AlertTitle>
          {translate('app.designer.publish.breaks_hint')}
        </Alert>
        {backfill}
        {refusal.breaks.changes.length > 0 && (
          <List dense aria-label={translate('app.designer.publish.changes')}>
            {refusal.breaks.changes.map((c, i) => (
              <ListItem key={i} disableGutters>
                <ListItemText primary={changeText(translate, c, refusal.breaks?.touches)} />
              </ListItem>
            ))}
          </List>
        )}
        <Typography variant="subtitle1" component="h3" id="dm-publish-examples" sx={{ mt: 1 }}>
          {translate('app.designer.publish.examples')}
        </Typography>
        <Table size="small" aria-labelledby="dm-publish-examples">
          <TableHead>
            <TableRow>
              <TableCell>{translate('app.designer.publish.record')}</TableCell>
              <TableCell>{translate('app.designer.fields.name')}</TableCell>
              <TableCell>{translate('app.designer.publish.problem')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {refusal.breaks.examples.map((e, i) => (
              <TableRow key={i}>
                <TableCell>#{e.id}</TableCell>
                <TableCell>
                  <code dir="ltr">{e.field}</code>
                </TableCell>
                <TableCell>{translate(e.message, { _: e.message })}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </>
    );
  return (
    <Alert severity="error">
      <AlertTitle>{refusal.message}</AlertTitle>
      {refusal.errors && (
        <List dense disablePadding>
          {Object.entries(refusal.errors).map(([path, message]) => (
            <ListItem key={path} disableGutters>
              <ListItemText primary={`${path}: ${message}`} />
            </ListItem>
          ))}
        </List>
      )}
    </Alert>
  );
}
