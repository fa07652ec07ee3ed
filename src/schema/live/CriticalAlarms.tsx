/**
 * A critical alarm raises a notice (CONTRACT §2.5), wherever the signed-in user is in the app:
 * each alarm created (the company's alarms, or for a store manager the store's, whichever the user
 * may list) is read once and, when its level is critical, a warning says which — its number and
 * what happened — with a button that opens it (several at once: how many, opening their list).
 * Mounted by the layout once its screen has painted.
 */
import { useMemo } from 'react';
import Button from '@mui/material/Button';
import { useCanAccessResources, useDataProvider, useNotify, useTranslate, type Identifier, type RaRecord } from 'react-admin';
import { Link } from 'react-router-dom';
import type { ResourceDef } from '../../../resources/define';
import { routeName, type Registry } from '../../../resources/registry';
import { CloseButton } from '../../layout/Notification';
import { enumLabel } from '../labels';
import { NOTICE_WITH_ACTION_MS } from '../trash/restore';
import { resourceTopic, useSubscribe } from './useSubscribe';

/** The alarms, the first the user may list being followed (as the bell counts them: server/api/notifications.ts). */
export const ALARM_RESOURCES = ['cab-warnings', 'store-cab-warnings'] as const;
export const CRITICAL = 'critical';

/** What a critical alarm's notice calls it: its number, and what happened (its code's label) when it has one. */
function alarmTitle(def: ResourceDef, alarm: RaRecord, translate: (key: string, options?: Record<string, unknown>) => string): string {
  const number = String(alarm[def.title] ?? `#${String(alarm.id)}`);
  const code = alarm.code;
  return def.fields.code?.kind === 'enum' && code ? `${number} · ${translate(enumLabel(def, 'code', String(code)), { _: String(code) })}` : number;
}

function OpenAndClose({ to }: { to: string }) {
  const translate = useTranslate();
  return (
    <>
      <Button component={Link} to={to} color="inherit" size="small">
        {translate('app.live.open_alarm')}
      </Button>
      <CloseButton />
    </>
  );
}

export function CriticalAlarms({ registry }: { registry: Registry }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider();
  const defs = useMemo(() => ALARM_RESOURCES.map((name) => registry.byName(name)).filter((d): d is ResourceDef => !!d), [registry]);
  const routes = useMemo(() => defs.map(routeName), [defs]);
  const { canAccess } = useCanAccessResources({ action: 'list', resources: routes });
  const def = canAccess ? defs.find((d) => canAccess[routeName(d)]) : undefined;
  const resource = def ? routeName(def) : undefined;

  useSubscribe(resource ? resourceTopic(resource) : undefined, (event) => {
    if (event.type !== 'created' || !def || !resource || !event.payload.ids.length) return;
    const ids: Identifier[] = event.payload.ids;
    dataProvider.getMany(resource, { ids }).then(
      ({ data }) => {
        const critical = data.filter((alarm) => alarm.level === CRITICAL);
        if (!critical.length) return;
        const one = critical.length === 1;
        const filter = { ...(def.workflow ? { [def.workflow.field]: [def.workflow.initial] } : {}), level: [CRITICAL] };
        const to = one
          ? `/${resource}/${encodeURIComponent(String(critical[0].id))}/show`
          : `/${resource}?filter=${encodeURIComponent(JSON.stringify(filter))}`;
        notify(
          one
            ? translate('app.live.critical_alarm', { title: alarmTitle(def, critical[0], translate) })
            : translate('app.live.critical_alarms', { smart_count: critical.length }),
          { type: 'warning', autoHideDuration: NOTICE_WITH_ACTION_MS, action: <OpenAndClose to={to} /> },
        );
      },
      () => undefined,
    );
  });
  return null;
}
