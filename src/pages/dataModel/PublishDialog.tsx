/**
 * Publishing a draft: first its dry run — each change in words with how many records it touches,
 * or, when stored records would break, how many and which (and no publish); then, confirmed, the
 * publish itself, the app's registry brought up to date (its menu and screens), and a link to the
 * resource's screen.
 */
import { useEffect, useState } from 'react';
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
import type { PublishResult } from '../../providers/schemasApi';
import { useRefreshPrivileges } from '../../layout/FreshPrivileges';
import { changeText } from './changeWords';
import { refusalOf, type Refusal } from './refusal';
import { useSchemasApi } from './useSchemasApi';

export interface PublishDialogProps {
  name: string;
  /** The resource's name in the user's language. */
  title: string;
  /** Where its screen opens (after the publish). */
  route?: string;
  onClose(): void;
  /** The publish is done (the editor reloads the resource). */
  onPublished(result: PublishResult): void;
}

type Step =
  | { step: 'checking' }
  | { step: 'plan'; plan: PublishResult }
  | { step: 'refused'; refusal: Refusal }
  | { step: 'publishing'; plan: PublishResult }
  | { step: 'done'; result: PublishResult };

const TITLE_ID = 'dm-publish-title';

export function PublishDialog({ name, title, route, onClose, onPublished }: PublishDialogProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const api = useSchemasApi();
  const refreshPrivileges = useRefreshPrivileges();
  const [state, setState] = useState<Step>({ step: 'checking' });

  useEffect(() => {
    let live = true;
    api.publish(name, { dryRun: true }).then(
      (plan) => live && setState({ step: 'plan', plan }),
      (error: unknown) => live && setState({ step: 'refused', refusal: refusalOf(error) }),
    );
    return () => {
      live = false;
    };
  }, [api, name]);

  const publish = async (plan: PublishResult) => {
    setState({ step: 'publishing', plan });
    try {
      const result = await api.publish(name);
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
        {(state.step === 'plan' || state.step === 'publishing') && <Plan plan={state.plan} />}
        {state.step === 'refused' && <Refused refusal={state.refusal} />}
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
        {(state.step === 'plan' || state.step === 'publishing') && (
          <Button variant="contained" onClick={() => void publish(state.plan)} disabled={busy}>
            {translate('app.designer.publish.confirm')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}

function Plan({ plan }: { plan: PublishResult }) {
  const translate = useTranslate();
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
    </>
  );
}

function Refused({ refusal }: { refusal: Refusal }) {
  const translate = useTranslate();
  if (refusal.breaks)
    return (
      <>
        <Alert severity="error" sx={{ mb: 2 }}>
          <AlertTitle>{translate('app.designer.publish.breaks', { count: refusal.breaks.invalid })}</AlertTitle>
          {translate('app.designer.publish.breaks_hint')}
        </Alert>
        {refusal.breaks.changes.length > 0 && (
          <List dense aria-label={translate('app.designer.publish.changes')}>
            {refusal.breaks.changes.map((c, i) => (
              <ListItem key={i} disableGutters>
                <ListItemText primary={changeText(translate, c, refusal.breaks?.touches)} />
              </ListItem>
            ))}
          </List>
        )}
        <Table size="small" aria-label={translate('app.designer.publish.examples')}>
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
