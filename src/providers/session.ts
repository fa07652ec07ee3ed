/** The session kept in local storage under the specification's keys (spec §3). */
export const TOKEN_KEY = 'accessToken';
export const USER_KEY = 'userData';
export const ABILITY_KEY = 'userAbility';

export interface UserData {
  id: string;
  role: string;
  avatar: string;
  /** nickname */
  nn: string;
  /** username */
  un: string;
  email?: string;
  storeId?: string;
  /** The names of the user's roles (`roles.name`); absent in a session kept before the server sent them. */
  roleNames?: string[];
  /** For a store-bound account: the store's name and number. */
  storeName?: string;
  storeSn?: string;
}
export interface Ability {
  action: string;
  subject: string;
}

/** What a signed-out user may do: read Public (spec §4). */
export const PUBLIC_ABILITY: readonly Ability[] = [{ action: 'read', subject: 'Public' }];

export const getToken = (): string | null => localStorage.getItem(TOKEN_KEY);
export const removeToken = (): void => localStorage.removeItem(TOKEN_KEY);

export function getUserData(): UserData | null {
  const raw = localStorage.getItem(USER_KEY);
  if (!raw) return null;
  try {
    const v = JSON.parse(raw) as UserData;
    return typeof v === 'object' && v !== null ? v : null;
  } catch {
    return null;
  }
}

export function saveSession(s: { accessToken: string; userData: UserData; userAbility: Ability[] }): void {
  localStorage.setItem(TOKEN_KEY, s.accessToken);
  localStorage.setItem(USER_KEY, JSON.stringify(s.userData));
  localStorage.setItem(ABILITY_KEY, JSON.stringify(s.userAbility));
}

export function clearSession(): void {
  localStorage.removeItem(TOKEN_KEY);
  localStorage.removeItem(USER_KEY);
  localStorage.removeItem(ABILITY_KEY);
}
