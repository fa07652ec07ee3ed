/**
 * The demo auth routes of spec §7: /auth/login, /auth/register, /auth/me (plain JSON, not the
 * envelope); and /auth/change-password, which ends the user's other sessions.
 */
import { Router, type Request, type Response } from 'express';
import type { ServerConfig } from './config';
import type { Records } from './db/records';
import type { Row } from './row';
import { Tokens, bearerToken } from './tokens';
import { USERS, findUser, publicUser, userAbility, userData } from './rbac';
import { dummyHash, hashPassword, verifyPassword } from './passwords';
import { LoginLimiter } from './login-limiter';
import type { LoginFailures } from './db/login-failures';
import { clientIp, logSignIn } from './logs';
import { say, speak } from './messages';
import { identityExtras } from './identity';
import { revokeSessions } from './sessions';
import { logAudit, originOf } from './logs';
import { passwordProblem } from '../resources/password-rules';
import { holdsUnstorableText } from '../resources/text';

// Fixed by the specification (§8): the app translates it by its text, so it is never translated here.
const INVALID = 'Email or Password is Invalid';
/** The specification's message (§5) for a register field that is missing or wrong. */
const REGISTER_MESSAGES = { username: 'Please enter your username.', email: 'Please enter your email.', password: 'Please enter password' } as const;
const str = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');

export function authRoutes(records: Records, tokens: Tokens, config: ServerConfig, loginFailures: LoginFailures): Router {
  const router = Router();
  const limiter = new LoginLimiter(loginFailures, config.loginMaxFailures, config.loginWindowMs);

  const session = async (user: Row) => ({
    accessToken: await tokens.sign({ id: String(user.id), nickname: user.nickname, username: user.username }),
    // with the role names and the store's name, which the app shows in its app bar and user menu
    userData: { ...userData(user), ...(await identityExtras(records, user)) },
    userAbility: userAbility(String(user.role)),
  });

  /** The active user of the request's Bearer token, or undefined (no token, bad, expired or revoked token, user gone or disabled). */
  const tokenUser = async (req: Request): Promise<Row | undefined> => {
    const token = bearerToken(req.headers.authorization);
    if (!token) return undefined;
    try {
      const user = await findUser(records, await tokens.verify(token));
      return user && user.status !== 'disabled' ? user : undefined;
    } catch {
      return undefined;
    }
  };

  router.post('/auth/login', async (req: Request, res: Response) => {
    // an address or a password holding text the engines cannot store the same (resources/text.ts) is no one's: refused as a mismatch, not looked up or logged
    if (holdsUnstorableText(req.body?.email) || holdsUnstorableText(req.body?.password)) {
      res.status(400).json({ error: { email: [INVALID] } });
      return;
    }
    const email = str(req.body?.email).toLowerCase();
    const password = typeof req.body?.password === 'string' ? req.body.password : '';
    const ip = clientIp(req);
    if (await limiter.isBlocked(email, ip)) {
      await logSignIn(records, req, { account: email, success: false, reason: 'rate_limited' });
      res.status(429).json({ error: { email: [speak(res, say('auth.too_many_attempts'))] } });
      return;
    }
    const user = email ? (await records.withValue(USERS, 'email', email))[0] : undefined;
    const match = await verifyPassword(password.slice(0, 200), user?.passwordHash ?? dummyHash(config.bcryptRounds));
    const active = user && user.status !== 'disabled';
    if (!user || !match || !active) {
      await limiter.fail(email, ip);
      await logSignIn(records, req, {
        account: email,
        userId: user ? String(user.id) : undefined,
        success: false,
        reason: !user || !match ? 'bad_credentials' : 'disabled',
      });
      res.status(400).json({ error: { email: [INVALID] } });
      return;
    }
    await limiter.succeed(email, ip);
    // the account's sign-in stamp and the sign-in log, written while the token is signed; the answer waits for both
    const signedIn = records.transaction(async (tx) => {
      const now = await tx.get(USERS, String(user.id));
      if (now) await tx.update(USERS, String(user.id), { ...now, lastSigninAt: new Date().toISOString() });
      await logSignIn(tx, req, { account: email, userId: String(user.id), success: true, reason: 'ok' });
    });
    try {
      const [answer] = await Promise.all([session(user), signedIn]);
      res.json(answer);
    } catch {
      res.status(500).json({ error: 'Something went wrong' });
    }
  });

  router.post('/auth/register', async (req: Request, res: Response) => {
    if (!config.allowRegister) {
      res.status(403).json({ error: speak(res, say('auth.register_disabled')) });
      return;
    }
    const username = str(req.body?.username);
    const email = str(req.body?.email).toLowerCase();
    const password = typeof req.body?.password === 'string' ? req.body.password : '';
    if (!username || !email || !password) {
      res.status(400).end();
      return;
    }
    // text the engines cannot store the same (resources/text.ts) is refused before anything is looked up
    const unstorable = (Object.keys(REGISTER_MESSAGES) as (keyof typeof REGISTER_MESSAGES)[]).filter((name) => holdsUnstorableText(req.body?.[name]));
    if (unstorable.length) {
      res.status(400).json({ error: Object.fromEntries(unstorable.map((name) => [name, [REGISTER_MESSAGES[name]]])) });
      return;
    }
    const error: { email?: string[]; username?: string[]; password?: string[] } = {};
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) || email.length > 120) error.email = [REGISTER_MESSAGES.email];
    else if ((await records.withValue(USERS, 'email', email)).length) error.email = ['This email is already in use.'];
    if (username.length > 40) error.username = [REGISTER_MESSAGES.username];
    else if ((await records.withValue(USERS, 'username', username)).length) error.username = ['This username is already in use.'];
    if (password.length > 200) error.password = [REGISTER_MESSAGES.password];
    if (Object.keys(error).length) {
      res.status(400).json({ error });
      return;
    }
    const user: Row = {
      id: await records.nextId(USERS),
      email,
      username,
      nickname: username,
      role: 'admin',
      roleIds: ['admin'],
      status: 'active',
      avatar: '',
      passwordHash: hashPassword(password, config.bcryptRounds),
      createdAt: new Date().toISOString(),
    };
    await records.insert(USERS, user);
    try {
      res.json(await session(user));
    } catch {
      res.status(500).json({ error: 'Something went wrong' });
    }
  });

  router.get('/auth/me', async (req: Request, res: Response) => {
    const user = await tokenUser(req);
    if (!user) {
      res.status(401).json({ error: speak(res, say('auth.invalid_user')) });
      return;
    }
    res.json({ userData: { ...publicUser(user), ...(await identityExtras(records, user)) } });
  });

  /**
   * `{currentPassword, newPassword}` with the session's Bearer token. The current password is
   * checked like a login (a wrong one counts as a failed login of the account: 429 past the
   * limit); the new one must pass the `sys-users` password rules and differ from it. Then it is
   * stored hashed, every other session of the user ends (their tokens answer 401) and the caller
   * gets a new session. Errors name the field and a message key of the app:
   * `{error: {currentPassword: ['app.session.current_wrong']}}`.
   */
  router.post('/auth/change-password', async (req: Request, res: Response) => {
    const user = await tokenUser(req);
    if (!user) {
      res.status(401).json({ error: speak(res, say('auth.invalid_user')) });
      return;
    }
    const current = typeof req.body?.currentPassword === 'string' ? req.body.currentPassword : '';
    const next = typeof req.body?.newPassword === 'string' ? req.body.newPassword : '';
    const account = String(user.email ?? '').toLowerCase();
    const ip = clientIp(req);
    if (!current) {
      res.status(400).json({ error: { currentPassword: ['app.validation.required'] } });
      return;
    }
    if (await limiter.isBlocked(account, ip)) {
      res.status(429).json({ error: { currentPassword: ['app.auth.rate_limited'] } });
      return;
    }
    if (!(await verifyPassword(current.slice(0, 200), user.passwordHash))) {
      await limiter.fail(account, ip);
      res.status(400).json({ error: { currentPassword: ['app.session.current_wrong'] } });
      return;
    }
    const problem = passwordProblem(next);
    if (problem || next === current) {
      res.status(422).json({ error: { newPassword: [problem?.key ?? 'app.session.password_same'] } });
      return;
    }
    await limiter.succeed(account, ip);
    const changed = { ...user, passwordHash: hashPassword(next, config.bcryptRounds) };
    await records.transaction(async (tx) => {
      await tx.update(USERS, String(user.id), changed);
      await revokeSessions(tx, String(user.id));
      await logAudit(tx, originOf(req), user, { resource: USERS, action: 'update', recordId: String(user.id), previousData: {}, data: { password: '******' } });
    });
    try {
      const answer = await session(changed);
      res.json(answer);
    } catch {
      res.status(500).json({ error: 'Something went wrong' });
    }
  });

  return router;
}
