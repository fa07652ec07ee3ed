/**
 * Restoring a deleted resource (CONTRACT §2.4, `POST /schemas/{name}/restore`): its last version published again,
 * then the app's privileges and declarations asked again (its menu entry and screens come back) and the data-model
 * lists refreshed. No role's old grants come back: the delete took them.
 */
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import { useRefreshPrivileges } from '../../layout/FreshPrivileges';
import { LIST_KEY, schemaKey } from './queryKeys';
import { refusalOf } from './refusal';
import { useSchemasApi } from './useSchemasApi';

export function useRestore(): { restore(name: string, title: string): Promise<boolean>; restoring: string | undefined } {
  const api = useSchemasApi();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const refreshPrivileges = useRefreshPrivileges();
  const [restoring, setRestoring] = useState<string>();
  const restore = async (name: string, title: string) => {
    setRestoring(name);
    try {
      const { version } = await api.restore(name);
      notify('app.designer.restore.done', { type: 'success', messageArgs: { name: title, version } });
      await refreshPrivileges();
      await Promise.all([queryClient.invalidateQueries({ queryKey: LIST_KEY }), queryClient.invalidateQueries({ queryKey: schemaKey(name) })]);
      return true;
    } catch (error) {
      notify(refusalOf(error).message, { type: 'error' });
      return false;
    } finally {
      setRestoring(undefined);
    }
  };
  return { restore, restoring };
}
