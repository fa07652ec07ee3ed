/**
 * What the app shows about the signed-in user besides the session's `userData`: the names of
 * their roles and, for a store-bound account, the store's name and number (the app bar names the
 * store a manager runs). Read from the data each time, so a renamed store shows at the next login.
 */
import type { Records } from './db/records';
import type { Row } from './row';
import { ROLES } from './rbac';

export interface IdentityExtras {
  /** The names of the user's roles (`roles.name`), in their order. */
  roleNames: string[];
  storeName?: string;
  storeSn?: string;
}

export async function identityExtras(records: Records, user: Row): Promise<IdentityExtras> {
  const roleIds = (Array.isArray(user.roleIds) ? user.roleIds : []).map(String);
  const roles = await records.getMany(ROLES, roleIds);
  const roleNames = roleIds.map((id) => roles.find((r) => String(r.id) === id)?.name).filter((n): n is string => typeof n === 'string' && n !== '');
  const shop = user.storeId ? await records.get('stores', String(user.storeId)) : undefined;
  return {
    roleNames,
    ...(shop && typeof shop.name === 'string' ? { storeName: shop.name } : {}),
    ...(shop && typeof shop.sn === 'string' ? { storeSn: shop.sn } : {}),
  };
}
