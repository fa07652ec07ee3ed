/**
 * Bringing deleted records back (CONTRACT §2.5: `POST /{resource}/{id}/restore`), for the delete
 * notice's Undo and the trash screen: the calls, the notice that says it was done (with a link to
 * the record), and a refusal in words — a unique value taken meanwhile names its field, a record
 * no longer in the trash says so.
 */
import Button from '@mui/material/Button';
import { HttpError, useDataProvider, useNotify, useTranslate, type Identifier } from 'react-admin';
import { Link } from 'react-router-dom';
import type { ResourceDef } from '../../../resources/define';
import { routeName } from '../../../resources/registry';
import type { AppDataProvider } from '../../providers/dataProvider';
import { CloseButton } from '../../layout/Notification';
import { fieldLabel, resourceLabel } from '../labels';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** How long a notice with a button stays (react-admin's default of the app, 2 s, is too short to reach it). */
export const NOTICE_WITH_ACTION_MS = 8000;

/** A refused restore in words. */
export function restoreRefusal(error: unknown, def: ResourceDef | undefined, translate: Translate): string {
  if (error instanceof HttpError) {
    const body = (error.body ?? {}) as { field?: unknown };
    if (error.status === 409 && typeof body.field === 'string') {
      const field = def ? translate(fieldLabel(def, body.field), { _: body.field }) : body.field;
      return translate('app.trash.restore_taken', { field });
    }
    if (error.status === 404) return translate('app.trash.restore_gone');
  }
  return error instanceof Error && error.message ? error.message : translate('ra.notification.http_error');
}

/** The notice's buttons: one that opens the record (when there is one to open) and Close. */
function OpenAndClose({ to }: { to?: string }) {
  const translate = useTranslate();
  return (
    <>
      {to && (
        <Button component={Link} to={to} color="inherit" size="small">
          {translate('app.trash.open')}
        </Button>
      )}
      <CloseButton />
    </>
  );
}

/**
 * Restores `ids` of `def` (one call each, in order) and says so: "Restored" with a link to the
 * record when it was one; a refusal in words (the ones before it stay restored). Resolves to
 * whether all came back.
 */
export function useRestore(): (def: ResourceDef, ids: readonly Identifier[], title?: string) => Promise<boolean> {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const translate = useTranslate();
  return async (def, ids, title) => {
    const resource = routeName(def);
    try {
      for (const id of ids) await dataProvider.restore(resource, { id });
    } catch (error) {
      notify(restoreRefusal(error, def, translate), { type: 'error', autoHideDuration: NOTICE_WITH_ACTION_MS });
      return false;
    }
    const one = ids.length === 1;
    const name = translate(resourceLabel(def), { smart_count: ids.length, _: def.name });
    notify(
      one
        ? translate('app.trash.restored_one', { title: title || `#${String(ids[0])}` })
        : translate('app.trash.restored_many', { smart_count: ids.length, name }),
      {
        type: 'success',
        autoHideDuration: NOTICE_WITH_ACTION_MS,
        action: <OpenAndClose to={one ? `/${resource}/${encodeURIComponent(String(ids[0]))}/show` : undefined} />,
      },
    );
    return true;
  };
}
