/**
 * The confirmation of a transition: it restates what is about to happen — the record's title and
 * the fields its schema's `summary` names (¥499.00 to 王洋 for order DO2026…), or, for several
 * records, how many and which — asks for the fields the transition needs, and, once run on
 * several records, reports which were done and which refused it and why.
 */
import { useEffect, useId, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import MuiButton from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Form, useI18nProvider, useTranslate, type Identifier, type RaRecord } from 'react-admin';
import type { ResourceDef } from '../../../resources/define';
import type { Registry } from '../../../resources/registry';
import { ruleErrors } from '../../../resources/rules';
import { localeInfo } from '../../../i18n/locales';
import type { ReferenceTitles } from '../../providers/dataProvider';
import { inputValidators } from '../fields';
import { KIND_UI } from '../../../kinds/ui';
import { enumLabel, transitionLabel } from '../labels';
import { TransitionIcon } from './TransitionIcon';
import { FieldSummary } from './FieldSummary';
import { RefundedOrder } from './RefundedOrder';
import type { TransitionReport } from './runTransitions';

/** At most this many records are named in a bulk confirmation (the rest: "and N more"). */
const NAMED = 8;

export interface TransitionDialogProps {
  def: ResourceDef;
  registry: Registry;
  name: string;
  /** The ids it runs on (one on a record's page, the selection in a list). */
  ids: readonly Identifier[];
  /** The records among them that are at hand (to restate); a selection may span pages. */
  records: readonly RaRecord[];
  titles: ReferenceTitles;
  open: boolean;
  onClose: () => void;
  /** Runs it; resolves with the report (a dialog for several records shows it). */
  onConfirm: (values: Record<string, unknown>, onProgress: (finished: number) => void) => Promise<TransitionReport>;
}

/** The conditional rules (`requiredWhen`) of the fields a transition asks for, judged on the record as it will be: what the server checks too. */
function askedRuleErrors(def: ResourceDef, name: string, record: RaRecord | undefined, values: Record<string, unknown>): Record<string, string> {
  const t = def.workflow?.transitions[name];
  if (!t?.asks?.length || !def.workflow) return {};
  const errors = ruleErrors(def, { ...record, ...values, [def.workflow.field]: t.to });
  return Object.fromEntries(Object.entries(errors).filter(([field]) => t.asks?.includes(field)));
}

const titleOf = (def: ResourceDef, r: RaRecord | undefined, id: Identifier) => (r && r[def.title] ? String(r[def.title]) : `#${String(id)}`);

export function TransitionDialog(props: TransitionDialogProps) {
  const { def, registry, name, ids, records, titles, open, onClose, onConfirm } = props;
  const translate = useTranslate();
  const lang = localeInfo(useI18nProvider().getLocale()).htmlLang;
  const titleId = useId();
  const [busy, setBusy] = useState(false);
  const [finished, setFinished] = useState(0);
  const [report, setReport] = useState<TransitionReport | undefined>();
  // the dialog's action (confirm; once a report is shown, close) has the focus: Enter does it, Escape cancels
  const actionRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (report) actionRef.current?.focus();
  }, [report]);
  const t = def.workflow?.transitions[name];
  if (!t) return null;
  const label = translate(transitionLabel(def, name), { _: name });
  const byId = new Map(records.map((r) => [String(r.id), r]));
  const single = ids.length === 1 ? byId.get(String(ids[0])) : undefined;
  const env = { titles, lang, translate };
  const close = () => {
    if (busy) return;
    setReport(undefined);
    setFinished(0);
    onClose();
  };
  const submit = async (values: Record<string, unknown>) => {
    setBusy(true);
    try {
      const result = await onConfirm(values, setFinished);
      if (ids.length > 1) setReport(result);
    } finally {
      setBusy(false);
    }
  };
  const stateLabel = (state: string | undefined) =>
    state === undefined || !def.workflow ? '' : translate(enumLabel(def, def.workflow.field, state), { _: state });
  return (
    <Dialog
      open={open}
      onClose={close}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="xs"
      slotProps={{ transition: { onEntering: () => actionRef.current?.focus() } }}
    >
      <Form onSubmit={(v: Record<string, unknown>) => submit(v)} record={{}} validate={(values) => askedRuleErrors(def, name, single, values)}>
        <DialogTitle id={titleId} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Box component="span" sx={{ display: 'flex', color: t.danger ? 'error.main' : 'primary.main' }} aria-hidden>
            <TransitionIcon transition={t} />
          </Box>
          {label}
        </DialogTitle>
        <DialogContent>
          {report ? (
            <Stack spacing={1} role="status">
              <Alert severity={report.failed.length ? 'warning' : 'success'}>
                {translate('app.schema.transition_report', { done: report.done.length, failed: report.failed.length, name: label })}
              </Alert>
              {report.failed.length > 0 && (
                <Box component="ul" aria-label={translate('app.schema.transition_refused_list')} sx={{ m: 0, ps: 2.5 }}>
                  {report.failed.map((f) => (
                    <Typography component="li" variant="body2" key={String(f.id)}>
                      {titleOf(def, byId.get(String(f.id)), f.id)}:{' '}
                      {f.status === 409 && f.from !== undefined ? translate('app.schema.transition_not_from', { state: stateLabel(f.from) }) : f.message}
                    </Typography>
                  ))}
                </Box>
              )}
            </Stack>
          ) : (
            <Stack spacing={1.5}>
              <Typography>
                {ids.length === 1
                  ? translate('app.schema.transition_confirm_one', { name: label, title: titleOf(def, single, ids[0]) })
                  : translate('app.schema.transition_confirm_many', { name: label, smart_count: ids.length })}
              </Typography>
              {single && def.summary?.length ? <FieldSummary def={def} fields={def.summary} record={single} env={env} /> : null}
              {single && def.refundOf && <RefundedOrder def={def} registry={registry} refund={single} />}
              {ids.length > 1 && (
                <Box component="ul" sx={{ m: 0, ps: 2.5 }}>
                  {ids.slice(0, NAMED).map((id) => (
                    <Typography component="li" variant="body2" key={String(id)}>
                      {titleOf(def, byId.get(String(id)), id)}
                    </Typography>
                  ))}
                  {ids.length > NAMED && (
                    <Typography component="li" variant="body2" color="text.secondary">
                      {translate('app.schema.and_more', { smart_count: ids.length - NAMED })}
                    </Typography>
                  )}
                </Box>
              )}
              {t.asks?.map((a) => {
                const field = def.fields[a];
                // a field asked for under a condition (a payout's reference, unless paid into the balance) is required only when it holds: the form's rule check
                return KIND_UI[field.kind].input({
                  def,
                  name: a,
                  field,
                  registry,
                  validate: inputValidators({ ...field, required: !field.requiredWhen }, 'create'),
                  // its condition judged on the record as the transition leaves it (a rejection's reason, once rejected): marked required while it holds
                  state: def.workflow ? { ...single, [def.workflow.field]: t.to } : single,
                });
              })}
              {busy && ids.length > 1 && (
                <LinearProgress
                  variant="determinate"
                  value={(finished / ids.length) * 100}
                  aria-label={translate('app.schema.transition_progress', { finished, total: ids.length })}
                />
              )}
            </Stack>
          )}
        </DialogContent>
        <DialogActions>
          {report ? (
            <MuiButton onClick={close} variant="contained" ref={actionRef}>
              {translate('ra.action.close')}
            </MuiButton>
          ) : (
            <>
              <MuiButton onClick={close} disabled={busy} color="inherit">
                {translate('ra.action.cancel')}
              </MuiButton>
              {/* MUI's order: cancel, then the action (which has the focus) */}
              <MuiButton
                type="submit"
                variant="contained"
                color={t.danger ? 'error' : 'primary'}
                disabled={busy}
                startIcon={<TransitionIcon transition={t} />}
                ref={actionRef}
              >
                {label}
              </MuiButton>
            </>
          )}
        </DialogActions>
      </Form>
    </Dialog>
  );
}
