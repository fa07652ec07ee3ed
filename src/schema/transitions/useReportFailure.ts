/** A transition a record refused, as a notice: its state no longer allows it (409), or the server's message. */
import { useNotify, useTranslate } from 'react-admin';
import type { ResourceDef } from '../../../resources/define';
import { enumLabel } from '../labels';
import type { TransitionFailure } from './runTransitions';

export function useReportFailure(def: ResourceDef) {
  const notify = useNotify();
  const translate = useTranslate();
  return (failure: TransitionFailure | undefined) => {
    if (!failure) return;
    const field = def.workflow?.field;
    if (failure.status === 409 && failure.from !== undefined && field)
      notify('app.schema.transition_not_from', { type: 'error', messageArgs: { state: translate(enumLabel(def, field, failure.from), { _: failure.from }) } });
    else notify(failure.message, { type: 'error' });
  };
}
