/**
 * A list's bulk transitions (in the bar shown while rows are selected): a button per transition
 * the user may run that at least one selected record's state allows. It runs on every selected
 * record one after the other; a record that refuses it (its state changed meanwhile) does not stop
 * the others; the dialog then reports what was done and what was refused, and the refused records
 * stay selected.
 */
import { useEffect, useRef, useState } from 'react';
import MuiButton from '@mui/material/Button';
import { useDataProvider, useListContext, useNotify, useRefresh, useTranslate, type Identifier, type RaRecord } from 'react-admin';
import type { ResourceDef } from '../../../resources/define';
import type { Registry } from '../../../resources/registry';
import { routeName } from '../../../resources/registry';
import type { AppDataProvider, ReferenceTitles } from '../../providers/dataProvider';
import { transitionLabel } from '../labels';
import { legalFor, useAllowedTransitions } from './allowed';
import { LazyTransitionDialog } from './LazyTransitionDialog';
import { TransitionIcon } from './TransitionIcon';
import { runTransitions } from './runTransitions';

const NO_TITLES: ReferenceTitles = {};

export function BulkTransitions({ def, registry }: { def: ResourceDef; registry: Registry }) {
  const { selectedIds, data, meta, onSelect } = useListContext();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<AppDataProvider>();
  const allowed = useAllowedTransitions(def);
  // what it runs on, as it was when asked: the list changes under the dialog (refetched, the done ones unselected)
  const [running, setRunning] = useState<{ name: string; ids: Identifier[]; records: RaRecord[]; named: RaRecord[] } | undefined>();
  // each selected record as last seen in the list: one that has left the page since (another person moved it,
  // the list refetched) is still named by its title in the confirmation
  const seen = useRef(new Map<string, RaRecord>());
  const rows = ((data ?? []) as RaRecord[]).filter((r) => selectedIds.some((id) => String(id) === String(r.id)));
  useEffect(() => {
    for (const r of rows) seen.current.set(String(r.id), r);
  });
  const wf = def.workflow;
  if (!wf || !allowed.length) return null;
  const named = () => selectedIds.flatMap((id) => rows.find((r) => String(r.id) === String(id)) ?? seen.current.get(String(id)) ?? []);
  // a selection kept across pages holds records not at hand: their state is the server's to judge
  const unseen = rows.length < selectedIds.length;
  const offered = allowed.filter((name) => unseen || rows.some((r) => legalFor(def, [name], r).length > 0));
  const titles = (meta as { titles?: ReferenceTitles } | undefined)?.titles ?? NO_TITLES;
  return (
    <>
      {offered.map((name) => {
        const t = wf.transitions[name];
        return (
          <MuiButton
            key={name}
            size="small"
            color={t.danger ? 'error' : 'primary'}
            startIcon={<TransitionIcon transition={t} />}
            onClick={() => setRunning({ name, ids: [...selectedIds], records: rows, named: named() })}
          >
            {translate(transitionLabel(def, name), { _: name })}
          </MuiButton>
        );
      })}
      {running && (
        <LazyTransitionDialog
          def={def}
          registry={registry}
          name={running.name}
          ids={running.ids}
          records={running.named}
          titles={titles}
          open
          onClose={() => setRunning(undefined)}
          onConfirm={async (values, onProgress) => {
            // the version a write names is the one at hand now (a record only remembered is the server's to judge)
            const versions = new Map(running.records.map((r) => [String(r.id), r.version]));
            const report = await runTransitions(dataProvider, routeName(def), running.ids, running.name, values, onProgress, (id) => versions.get(String(id)));
            // the refused stay selected (to look at, or to run something else on)
            onSelect(report.failed.map((f) => f.id));
            refresh();
            if (!report.failed.length)
              notify('app.schema.transition_report', {
                type: 'success',
                messageArgs: { done: report.done.length, failed: 0, name: translate(transitionLabel(def, running.name), { _: running.name }) },
              });
            return report;
          }}
        />
      )}
    </>
  );
}
