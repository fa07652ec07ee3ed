/** The demo auth routes of spec §7: /auth/login, /auth/register, /auth/me (plain JSON, not the envelope). */
import { Router, type Request, type Response } from 'express';
import type { ServerConfig } from './config';
import type { DataStore, Row } from './store';
import { Tokens, bearerToken } from './tokens';
import { USERS, findUser, publicUser, userAbility, userData } from './rbac';
import { dummyHash, hashPassword, verifyPassword } from './passwords';
import { LoginLimiter } from './login-limiter';
import { clientIp, logSignIn } from './logs';
import { nextId } from './ids';
import { say, speak } from './messages';

// Fixed by the specification (§8): the app translates it by its text, so it is never translated here.
const INVALID = 'Email or Password is Invalid';
const str = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');

export function authRoutes(store: DataStore, tokens: Tokens, config: ServerConfig): Router {
  const router = Router();
  const limiter = new LoginLimiter(config.loginMaxFailures, config.loginWindowMs);

  const session = async (user: Row) => ({
    accessToken: await tokens.sign({ id: String(user.id), nickname: user.nickname, username: user.username }),
    userData: userData(user),
    userAbility: userAbility(String(user.role)),
  });

  router.post('/auth/login', async (req: Request, res: Response) => {
    const email = str(req.body?.email).toLowerCase();
    const password = typeof req.body?.password === 'string' ? req.body.password : '';
    const ip = clientIp(req);
    if (limiter.isBlocked(email, ip)) {
      logSignIn(store, req, { account: email, success: false, reason: 'rate_limited' });
      await store.commitAsync();
      res.status(429).json({ error: { email: [speak(res, say('auth.too_many_attempts'))] } });
      return;
    }
    const user = email ? store.rows(USERS).find((u) => String(u.email).toLowerCase() === email) : undefined;
    const match = await verifyPassword(password.slice(0, 200), user?.passwordHash ?? dummyHash(config.bcryptRounds));
    const active = user && user.status !== 'disabled';
    if (!user || !match || !active) {
      limiter.fail(email, ip);
      logSignIn(store, req, {
        account: email,
        userId: user ? String(user.id) : undefined,
        success: false,
        reason: !user || !match ? 'bad_credentials' : 'disabled',
      });
      await store.commitAsync();
      res.status(400).json({ error: { email: [INVALID] } });
      return;
    }
    limiter.succeed(email, ip);
    user.lastSigninAt = new Date().toISOString();
    logSignIn(store, req, { account: email, userId: String(user.id), success: true, reason: 'ok' });
    // the sign-in log goes to disk while the token is signed; the answer waits for both
    try {
      const [answer] = await Promise.all([session(user), store.commitAsync()]);
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
    const error: { email?: string[]; username?: string[]; password?: string[] } = {};
    const users = store.rows(USERS);
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) || email.length > 120) error.email = ['Please enter your email.'];
    else if (users.some((u) => String(u.email).toLowerCase() === email)) error.email = ['This email is already in use.'];
    if (username.length > 40) error.username = ['Please enter your username.'];
    else if (users.some((u) => String(u.username).toLowerCase() === username.toLowerCase())) error.username = ['This username is already in use.'];
    if (password.length > 200) error.password = ['Please enter password'];
    if (Object.keys(error).length) {
      res.status(400).json({ error });
      return;
    }
    const user: Row = {
      id: nextId(store, USERS),
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
    users.push(user);
    store.commit();
    try {
      res.json(await session(user));
    } catch {
      res.status(500).json({ error: 'Something went wrong' });
    }
  });

  router.get('/auth/me', async (req: Request, res: Response) => {
    const token = bearerToken(req.headers.authorization);
    if (!token) {
      res.status(401).json({ error: speak(res, say('auth.invalid_user')) });
      return;
    }
    try {
      const user = findUser(store, await tokens.verify(token));
      if (!user || user.status === 'disabled') throw new Error('gone');
      res.json({ userData: publicUser(user) });
    } catch {
      res.status(401).json({ error: speak(res, say('auth.invalid_user')) });
    }
  });

  return router;
}
