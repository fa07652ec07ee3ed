/**
 * The declaration being edited on the data-model screen: loaded with its resource (the draft, else
 * the version in force, else — a built-in resource — no custom field yet), changed by the editor's
 * edits, saved as the draft. Knows whether there are unsaved changes, and the errors of the last
 * save, keyed by JSON path.
 */
import { useCallback, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import type { Declaration } from '../../../resources/declarations';
import { editableInForce, type SchemaDetail } from '../../providers/schemasApi';
import { LIST_KEY, schemaKey } from './queryKeys';
import { refusalOf, type PathErrors } from './refusal';
import { useSchemasApi } from './useSchemasApi';

/** What the editor starts from. */
export function startingDraft(detail: SchemaDetail): Declaration {
  return detail.draft?.declaration ?? editableInForce(detail)?.declaration ?? { name: detail.name, fields: {} };
}

const NO_ERRORS: PathErrors = {};

interface Editing {
  from?: SchemaDetail;
  draft?: Declaration;
  /** The draft as last loaded or saved (JSON): unsaved changes differ from it. */
  saved: string;
  errors: PathErrors;
}

export interface DraftEditor {
  detail?: SchemaDetail;
  isPending: boolean;
  loadError: unknown;
  draft?: Declaration;
  dirty: boolean;
  saving: boolean;
  errors: PathErrors;
  edit(change: (d: Declaration) => Declaration): void;
  /** Saves the draft; false when refused (its errors are then in `errors`). */
  save(): Promise<boolean>;
  /** Takes a new state of the resource from the server (after a revert or a publish). */
  replace(detail: SchemaDetail): void;
  reload(): Promise<unknown>;
}

export function useDraft(name: string): DraftEditor {
  const api = useSchemasApi();
  const queryClient = useQueryClient();
  const notify = useNotify();
  // loaded once: the admin's edits are not replaced by a refetch behind their back
  const query = useQuery({ queryKey: schemaKey(name), queryFn: () => api.get(name), staleTime: Infinity, refetchOnWindowFocus: false, retry: false });
  const [editing, setEditing] = useState<Editing>({ saved: '', errors: NO_ERRORS });
  const [saving, setSaving] = useState(false);
  let current = editing;
  if (query.data && editing.from !== query.data) {
    const draft = startingDraft(query.data);
    current = { from: query.data, draft, saved: JSON.stringify(draft), errors: NO_ERRORS };
    // a new answer from the server: the editor starts again from it (React re-renders at once with it)
    setEditing(current);
  }

  const edit = useCallback((change: (d: Declaration) => Declaration) => setEditing((e) => (e.draft ? { ...e, draft: change(e.draft) } : e)), []);

  const replace = useCallback(
    (detail: SchemaDetail) => {
      queryClient.setQueryData(schemaKey(name), detail);
      void queryClient.invalidateQueries({ queryKey: LIST_KEY });
    },
    [queryClient, name],
  );

  const draft = current.draft;
  const save = useCallback(async () => {
    if (!draft) return false;
    setSaving(true);
    try {
      const detail = await api.save(name, draft);
      replace(detail);
      notify('app.designer.saved', { type: 'success' });
      return true;
    } catch (error) {
      const refusal = refusalOf(error);
      if (refusal.errors) setEditing((e) => ({ ...e, errors: refusal.errors ?? NO_ERRORS }));
      notify(refusal.errors ? 'app.designer.save_refused' : refusal.message, {
        type: 'error',
        messageArgs: { count: Object.keys(refusal.errors ?? {}).length },
      });
      return false;
    } finally {
      setSaving(false);
    }
  }, [api, name, draft, replace, notify]);

  return {
    detail: query.data,
    isPending: query.isPending,
    loadError: query.error,
    draft,
    dirty: !!draft && JSON.stringify(draft) !== current.saved,
    saving,
    errors: current.errors,
    edit,
    save,
    replace,
    reload: query.refetch,
  };
}
