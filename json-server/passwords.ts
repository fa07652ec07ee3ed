/** Password hashing for the demo accounts (bcrypt, pure JS). */
import bcrypt from 'bcryptjs';

export const hashPassword = (password: string, rounds: number): string => bcrypt.hashSync(password, rounds);

/** Constant-time comparison of a password with a stored hash; false for a missing hash. */
export const verifyPassword = (password: string, hash: unknown): Promise<boolean> =>
  typeof hash === 'string' && hash.startsWith('$2') ? bcrypt.compare(password, hash) : Promise.resolve(false);

let dummy: string | undefined;
/** A hash to compare against when the account does not exist, so timing does not reveal it. */
export const dummyHash = (rounds: number): string => (dummy ??= bcrypt.hashSync('no such account', rounds));
