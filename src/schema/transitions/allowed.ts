/** Which of a workflow's transitions the user may run, and which of them a record's state allows. */
import { useMemo } from 'react';
import { usePermissions, type RaRecord } from 'react-admin';
import { canAccess } from '../../../resources/access';
import type { ResourceDef, TransitionDef } from '../../../resources/define';
import type { IconName } from '../../../resources/define';

/** The transitions the user's privileges allow, in declaration order (none: the resource has no workflow). */
export function useAllowedTransitions(def: ResourceDef): string[] {
  const { permissions } = usePermissions<string[]>();
  return useMemo(() => {
    const privileges = new Set(permissions ?? []);
    return Object.keys(def.workflow?.transitions ?? {}).filter((t) => canAccess(privileges, { resource: def, action: 'transition', transition: t }));
  }, [def, permissions]);
}

/** Of `names`, those legal from `record`'s state. */
export function legalFor(def: ResourceDef, names: readonly string[], record: RaRecord | undefined): string[] {
  const wf = def.workflow;
  if (!wf || !record) return [];
  const state = String(record[wf.field]);
  return names.filter((n) => wf.transitions[n]?.from.includes(state));
}

/** A transition's icon: its own, else a check mark, or a cross when it undoes or refuses something. */
export const iconOf = (t: TransitionDef): IconName => t.icon ?? (t.danger ? 'Close' : 'Check');
