// @vitest-environment node
/** Password checks run on worker threads (server/passwords.ts): same answers as bcrypt on the main thread. */
import bcrypt from 'bcryptjs';
import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwords';

describe('verifyPassword', () => {
  it('accepts the right password and refuses wrong ones, many at once', async () => {
    const hash = hashPassword('s3cret', 4);
    const tries = Array.from({ length: 24 }, (_, i) => (i % 3 === 0 ? 's3cret' : `wrong-${i}`));
    const answers = await Promise.all(tries.map((p) => verifyPassword(p, hash)));
    expect(answers).toEqual(tries.map((p) => p === 's3cret'));
    expect(answers).toEqual(tries.map((p) => bcrypt.compareSync(p, hash)));
  });

  it('is false for a missing or malformed hash, without throwing', async () => {
    expect(await verifyPassword('x', undefined)).toBe(false);
    expect(await verifyPassword('x', 'plain-text')).toBe(false);
    expect(await verifyPassword('x', '$2b$04$tooshort')).toBe(false);
  });
});
