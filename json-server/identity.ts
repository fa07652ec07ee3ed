/**
 * What the app shows about the signed-in user besides the session's `userData`: the names of
 * their roles and, for a store-bound account, the store's name and number (the app bar names the
 * store a manager runs). Read from the data each time, so a renamed store shows at the next login.
 */
import type { DataStore, Row } from './store';
import { ROLES } from './rbac';

export interface IdentityExtras {
  /** The names of the user's roles (`roles.name`), in their order. */
  roleNames: string[];
  storeName?: string;
  storeSn?: string;
}

export function identityExtras(store: DataStore, user: Row): IdentityExtras {
  const roleIds = (Array.isArray(user.roleIds) ? user.roleIds : []).map(String);
  const roles = store.peek(ROLES);
  const roleNames = roleIds.map((id) => roles.find((r) => String(r.id) === id)?.name).filter((n): n is string => typeof n === 'string' && n !== '');
  const shop = user.storeId ? store.peek('stores').find((s) => String(s.id) === String(user.storeId)) : undefined;
  return {
    roleNames,
    ...(shop && typeof shop.name === 'string' ? { storeName: shop.name } : {}),
    ...(shop && typeof shop.sn === 'string' ? { storeSn: shop.sn } : {}),
  };
}
