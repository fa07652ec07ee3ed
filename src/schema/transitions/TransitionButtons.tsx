/**
 * A record page's workflow: a button per transition the record's state and the user's privileges
 * allow — icon and label at every width (react-admin's Button drops its label below `sm`), red for
 * one that undoes or refuses something — each confirmed in a dialog that restates the record. The
 * steps forward come first and those that undo or refuse after them, set apart (on a phone, at the
 * bar's other end: RecordActionBar), so a thumb that means Approve does not land on Reject.
 */
import { useState } from 'react';
import MuiButton from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useRecordContext, useResourceContext, useTranslate } from 'react-admin';
import type { ResourceDef } from '../../../resources/define';
import type { Registry } from '../../../resources/registry';
import { transitionLabel } from '../labels';
import { useRecordConnections } from '../record/recordConnections';
import { legalFor, useAllowedTransitions } from './allowed';
import { LazyTransitionDialog } from './LazyTransitionDialog';
import { TransitionIcon } from './TransitionIcon';
import { useRunTransition } from './useRunTransition';

export function TransitionButtons({ def, registry }: { def: ResourceDef; registry: Registry }) {
  const record = useRecordContext();
  const resource = useResourceContext() ?? def.name;
  const translate = useTranslate();
  const run = useRunTransition(def);
  const { titles } = useRecordConnections();
  const allowed = useAllowedTransitions(def);
  const [running, setRunning] = useState<string | undefined>();
  const legal = legalFor(def, allowed, record);
  const wf = def.workflow;
  if (!wf || !record || !legal.length) return null;
  // the next step first (as a list row offers it: one that neither undoes nor asks for anything), the other steps forward, then the others
  const next = legal.find((n) => !wf.transitions[n].danger && !wf.transitions[n].asks?.length);
  const forward = legal.filter((n) => !wf.transitions[n].danger);
  const ordered = [...(next ? [next] : []), ...forward.filter((n) => n !== next), ...legal.filter((n) => wf.transitions[n].danger)];
  const firstDanger = ordered.find((n) => wf.transitions[n].danger);
  return (
    <Stack
      direction="row"
      className="TransitionButtons-root"
      sx={{ flexWrap: 'wrap', gap: 1, flex: { xs: '1 1 auto', sm: '0 1 auto' } }}
      role="group"
      aria-label={translate('app.schema.transitions')}
    >
      {ordered.map((name) => {
        const t = wf.transitions[name];
        return (
          <MuiButton
            key={name}
            size="small"
            variant="outlined"
            className={name === firstDanger && firstDanger !== ordered[0] ? 'TransitionButtons-apart' : undefined}
            // apart from the steps forward: at the other end on a phone, a wider gap from `sm`
            sx={name === firstDanger && firstDanger !== ordered[0] ? { marginInlineStart: { xs: 'auto', sm: 2 } } : undefined}
            color={t.danger ? 'error' : 'primary'}
            startIcon={<TransitionIcon transition={t} />}
            onClick={() => setRunning(name)}
          >
            {translate(transitionLabel(def, name), { _: name })}
          </MuiButton>
        );
      })}
      {running && (
        <LazyTransitionDialog
          def={def}
          registry={registry}
          name={running}
          ids={[record.id]}
          records={[record]}
          titles={titles}
          open
          onClose={() => setRunning(undefined)}
          onConfirm={async (values) => {
            const report = await run(resource, record.id, running, values, record.version);
            setRunning(undefined);
            return report;
          }}
        />
      )}
    </Stack>
  );
}
