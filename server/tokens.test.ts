import { describe, expect, it } from 'vitest';
import { Tokens } from './tokens';

const SECRET = 'test-secret-0123456789';
const USER = { id: '7', nickname: 'Ops' };

describe('tokens: a verified token is remembered, its time limits and revocation are not', () => {
  it('refuses a remembered token once it has expired', async () => {
    const tokens = new Tokens(SECRET, 60);
    const now = 1_800_000_000;
    const token = await tokens.sign(USER, now);
    expect(await tokens.verify(token, now + 1)).toBe('7');
    expect(await tokens.verify(token, now + 59)).toBe('7');
    await expect(tokens.verify(token, now + 60)).rejects.toThrow('token expired');
    await expect(tokens.verify(token, now + 61)).rejects.toThrow('token expired');
  });

  it('refuses a token before its not-before time, also after it was accepted later', async () => {
    const tokens = new Tokens(SECRET, 60);
    const now = 1_800_000_000;
    const token = await tokens.sign(USER, now);
    await expect(tokens.verify(token, now - 5)).rejects.toThrow();
    expect(await tokens.verify(token, now)).toBe('7');
    await expect(tokens.verify(token, now - 5)).rejects.toThrow();
  });

  it('refuses a token whose signature does not match, although the genuine one was remembered', async () => {
    const tokens = new Tokens(SECRET, 60);
    const now = 1_800_000_000;
    const token = await tokens.sign(USER, now);
    expect(await tokens.verify(token, now + 1)).toBe('7');
    const [header, payload, signature] = token.split('.');
    const otherSignature = signature.startsWith('A') ? `B${signature.slice(1)}` : `A${signature.slice(1)}`;
    await expect(tokens.verify(`${header}.${payload}.${otherSignature}`, now + 1)).rejects.toThrow('token invalid');
    const forged = await new Tokens('another-secret-0123456789', 60).sign(USER, now);
    await expect(tokens.verify(forged, now + 1)).rejects.toThrow('token invalid');
  });

  it('refuses a remembered token once its session was revoked', async () => {
    let version = 0;
    const tokens = new Tokens(SECRET, 60, () => version);
    const now = 1_800_000_000;
    const token = await tokens.sign(USER, now);
    expect(await tokens.verify(token, now + 1)).toBe('7');
    version = 1;
    await expect(tokens.verify(token, now + 2)).rejects.toThrow('token revoked');
  });
});
