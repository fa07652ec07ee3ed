/**
 * A delete refused because records still refer to the record (CONTRACT §2.5: a 409 with
 * `data.blockers = [{resource, field, count, ids}]`): the notice names them in words (the data
 * provider's message: "4 rental orders (Battery)") and links to them — each kind's list filtered to
 * the records that refer to it, or the one record when its list cannot be filtered by that field.
 */
import Button from '@mui/material/Button';
import { HttpError, useNotify, useTranslate, type Identifier } from 'react-admin';
import { Link } from 'react-router-dom';
import { routeName, type Registry } from '../../../resources/registry';
import { CloseButton } from '../../layout/Notification';
import { resourceLabel } from '../labels';
import { NOTICE_WITH_ACTION_MS } from './restore';

export interface Blocker {
  resource: string;
  field: string;
  count: number;
  ids: string[];
}

/** The blockers a refused delete names, if it is one. */
export function blockersOf(error: unknown): Blocker[] | undefined {
  if (!(error instanceof HttpError) || error.status !== 409) return undefined;
  const blockers = (error.body as { blockers?: unknown } | undefined)?.blockers;
  return Array.isArray(blockers) && blockers.length ? (blockers as Blocker[]) : undefined;
}

/** Where a blocker's records open: its list filtered by the field that refers to `id` (the record refused), else its first record's page. */
export function blockerLink(registry: Registry, blocker: Blocker, id: Identifier | undefined): string | undefined {
  const def = registry.byName(blocker.resource);
  if (!def) return undefined;
  const field = def.fields[blocker.field];
  if (field?.filter && id !== undefined)
    return `/${routeName(def)}?filter=${encodeURIComponent(JSON.stringify({ [blocker.field]: field.filter === 'anyOf' ? [String(id)] : String(id) }))}`;
  return blocker.ids[0] === undefined ? `/${routeName(def)}` : `/${routeName(def)}/${encodeURIComponent(blocker.ids[0])}/show`;
}

function BlockerLinks({ registry, blockers, id }: { registry: Registry; blockers: readonly Blocker[]; id: Identifier | undefined }) {
  const translate = useTranslate();
  return (
    <>
      {blockers.slice(0, 3).map((b) => {
        const to = blockerLink(registry, b, id);
        const def = registry.byName(b.resource);
        if (!to || !def) return null;
        return (
          <Button key={`${b.resource}.${b.field}`} component={Link} to={to} color="inherit" size="small">
            {translate('app.trash.open_blockers', { count: b.count, name: translate(resourceLabel(def), { smart_count: b.count, _: b.resource }) })}
          </Button>
        );
      })}
      <CloseButton />
    </>
  );
}

/** A delete's onError: a refusal for what still refers to the record (`id`, when known) says so with links to them; any other error as react-admin says it. */
export function useBlockedNotice(registry: Registry): (error: unknown, id: Identifier | undefined) => void {
  const notify = useNotify();
  return (error, id) => {
    const blockers = blockersOf(error);
    const message = error instanceof Error && error.message ? error.message : 'ra.notification.http_error';
    if (blockers)
      notify(message, { type: 'error', autoHideDuration: NOTICE_WITH_ACTION_MS, action: <BlockerLinks registry={registry} blockers={blockers} id={id} /> });
    else notify(message, { type: 'error' });
  };
}
