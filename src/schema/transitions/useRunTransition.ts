/**
 * Runs a transition on one record (its page, its row): says it was done, or why it was refused
 * (its state changed meanwhile), and shows the record as it is now either way.
 */
import { useDataProvider, useNotify, useRefresh, useTranslate, type Identifier } from 'react-admin';
import type { ResourceDef } from '../../../resources/define';
import type { AppDataProvider } from '../../providers/dataProvider';
import { transitionLabel } from '../labels';
import { runTransitions, type TransitionReport } from './runTransitions';
import { useReportFailure } from './useReportFailure';

export function useRunTransition(def: ResourceDef) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const reportFailure = useReportFailure(def);
  return async (resource: string, id: Identifier, name: string, values: Record<string, unknown>, version?: unknown): Promise<TransitionReport> => {
    const report = await runTransitions(dataProvider, resource, [id], name, values, undefined, () => version);
    if (report.done.length)
      notify('app.schema.transition_done', { type: 'success', messageArgs: { name: translate(transitionLabel(def, name), { _: name }) } });
    else reportFailure(report.failed[0]);
    refresh();
    return report;
  };
}
