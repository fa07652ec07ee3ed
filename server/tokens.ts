/** HS256 JWTs for the demo: signed with the configured secret, verified strictly. */
import { SignJWT, jwtVerify, errors } from 'jose';

export const ISSUER = 'ebike-admin-demo';

/** How many verified tokens are remembered (the oldest forgotten first): every session in use, on one API process. */
const VERIFIED_KEPT = 5000;

export interface TokenUser {
  id: string;
  nickname?: string;
  username?: string;
  tenantId?: string;
  enterpriseId?: string;
}

export interface TokenClaims {
  sub: string;
  uid: string;
}

export class Tokens {
  /**
   * The secret as a WebCrypto key, imported once: handed the raw bytes, jose imports them again on
   * every sign and verify (a quarter of a list request's token check under load, profiled).
   */
  private readonly key: Promise<CryptoKey>;
  /**
   * @param sessionVersion the user's current session version (server/sessions.ts): a token
   *   carries the version it was signed at (`sv`) and is refused once the user's version has moved on.
   */
  constructor(
    secret: string,
    private readonly ttlSeconds: number,
    private readonly sessionVersion: (userId: string) => number | Promise<number> = () => 0,
  ) {
    this.key = crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
  }

  /** The spec §3 claims: client type, expiry, issued-at, not-before, issuer, names, user type, tenant, enterprise and its role; and the session version. */
  async sign(user: TokenUser, now = Math.floor(Date.now() / 1000)): Promise<string> {
    return new SignJWT({
      uid: user.id,
      sv: await this.sessionVersion(user.id),
      clientType: 'web',
      names: user.nickname || user.username || '',
      userType: 'manager',
      tenantId: user.tenantId ?? 'tenant-1',
      enterpriseId: user.enterpriseId ?? 'enterprise-1',
      enterpriseRole: 'ENTERPRISE',
    })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(user.id)
      .setIssuer(ISSUER)
      .setIssuedAt(now)
      .setNotBefore(now)
      .setExpirationTime(now + this.ttlSeconds)
      .sign(await this.key);
  }

  /**
   * Tokens whose signature and claims were verified, with the claims that change with time: a
   * session's every call carries the same token, and its signature need not be checked again (an
   * HMAC through WebCrypto: the largest part of a list call's token check under load, profiled).
   * Expiry and not-before are checked on every use; revocation (the session version) always is.
   */
  private readonly verified = new Map<string, { sub: string; sv: unknown; exp: number; nbf: number }>();

  /** The user id of a valid token; throws with a reason otherwise (expired, not yet valid, bad signature, alg none, revoked...). */
  async verify(token: string, now = Math.floor(Date.now() / 1000)): Promise<string> {
    let claims = this.verified.get(token);
    if (claims && (claims.exp <= now || claims.nbf > now)) {
      this.verified.delete(token);
      claims = undefined;
    }
    if (!claims) {
      try {
        const { payload } = await jwtVerify(token, await this.key, { algorithms: ['HS256'], issuer: ISSUER, currentDate: new Date(now * 1000) });
        if (typeof payload.sub !== 'string' || payload.sub === '') throw new Error('token has no subject');
        claims = { sub: payload.sub, sv: payload.sv, exp: payload.exp ?? Infinity, nbf: payload.nbf ?? -Infinity };
      } catch (e) {
        if (e instanceof errors.JWTExpired) throw new Error('token expired');
        if (e instanceof errors.JWTClaimValidationFailed) throw new Error(`token ${e.claim} invalid`);
        throw new Error('token invalid');
      }
      if (this.verified.size >= VERIFIED_KEPT) this.verified.delete(this.verified.keys().next().value as string);
      this.verified.set(token, claims);
    }
    const { sub, sv } = claims;
    // signed before the user's sessions were revoked (a token from before versions counts as version 0)
    if ((sv === undefined ? 0 : sv) !== (await this.sessionVersion(sub))) throw new Error('token revoked');
    return sub;
  }
}

/** The token of an `Authorization: Bearer <token>` header (its second word), or undefined. */
export function bearerToken(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const [scheme, token, extra] = header.trim().split(/\s+/);
  if (!/^bearer$/i.test(scheme ?? '') || !token || extra !== undefined) return undefined;
  return token;
}
