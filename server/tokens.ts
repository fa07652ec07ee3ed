/** HS256 JWTs for the demo: signed with the configured secret, verified strictly. */
import { SignJWT, jwtVerify, errors } from 'jose';

export const ISSUER = 'ebike-admin-demo';

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
  private readonly key: Uint8Array;
  /**
   * @param sessionVersion the user's current session version (server/sessions.ts): a token
   *   carries the version it was signed at (`sv`) and is refused once the user's version has moved on.
   */
  constructor(
    secret: string,
    private readonly ttlSeconds: number,
    private readonly sessionVersion: (userId: string) => number | Promise<number> = () => 0,
  ) {
    this.key = new TextEncoder().encode(secret);
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
      .sign(this.key);
  }

  /** The user id of a valid token; throws with a reason otherwise (expired, not yet valid, bad signature, alg none, revoked...). */
  async verify(token: string): Promise<string> {
    let sub: string;
    let sv: unknown;
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'], issuer: ISSUER });
      if (typeof payload.sub !== 'string' || payload.sub === '') throw new Error('token has no subject');
      sub = payload.sub;
      sv = payload.sv;
    } catch (e) {
      if (e instanceof errors.JWTExpired) throw new Error('token expired');
      if (e instanceof errors.JWTClaimValidationFailed) throw new Error(`token ${e.claim} invalid`);
      throw new Error('token invalid');
    }
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
