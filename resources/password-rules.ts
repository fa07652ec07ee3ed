/**
 * What a staff password must be: the `password` field of `sys-users` (its length bounds), read by
 * the server's change-password route (server/auth-routes.ts) and the app's dialog alike.
 */
import sysUsers from './system/sys-users';
import { isStorableText, TEXT_ERROR } from './text';

const field = sysUsers.fields.password;

/** Shortest and longest accepted password. */
export const PASSWORD_MIN_LENGTH: number = field.minLength ?? 1;
export const PASSWORD_MAX_LENGTH: number = field.maxLength ?? 200;

/** What is wrong with a new password, as a message key (with its `%{min}` / `%{max}`), or undefined. */
export function passwordProblem(password: string): { key: string; params: Record<string, number> } | undefined {
  if (!password) return { key: 'app.validation.required', params: {} };
  // as every text of sys-users (resources/validate.ts): no control character but tab, CR and LF, no lone surrogate
  if (!isStorableText(password)) return { key: TEXT_ERROR, params: {} };
  if (password.length < PASSWORD_MIN_LENGTH) return { key: 'app.session.password_too_short', params: { min: PASSWORD_MIN_LENGTH } };
  if (password.length > PASSWORD_MAX_LENGTH) return { key: 'app.session.password_too_long', params: { max: PASSWORD_MAX_LENGTH } };
  return undefined;
}
