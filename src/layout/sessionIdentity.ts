/** The signed-in user as the shell shows them: name, translated role, and the store a store-bound account runs. */
import { useGetIdentity, useTranslate } from 'react-admin';
import type { AppIdentity } from '../providers/authProvider';

export interface SessionIdentity {
  identity: AppIdentity | undefined;
  /** The role in the user's language (`resources.sys-users.enums.role.*`), else the server's role names. */
  roleLabel: string | undefined;
  /** The store's name (and number), for a store-bound account. */
  storeLabel: string | undefined;
}

export function useSessionIdentity(): SessionIdentity {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const me = identity as AppIdentity | undefined;
  const fallback = me?.roleNames?.join(' · ') || me?.role;
  const roleLabel = me?.role ? translate(`resources.sys-users.enums.role.${me.role}`, { _: fallback }) : fallback || undefined;
  const storeLabel = me?.storeName ? (me.storeSn ? `${me.storeName} (${me.storeSn})` : me.storeName) : undefined;
  return { identity: me, roleLabel, storeLabel };
}
