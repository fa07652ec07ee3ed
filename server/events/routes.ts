/**
 * `GET /events` (a Server-Sent Events stream of the caller's live events) and
 * `POST /events/ticket` (CONTRACT §2.5). A browser's `EventSource` cannot send the bearer token, so
 * it asks for a ticket first and opens `/events?ticket=…`: a ticket names its user, is good for
 * 60 seconds and once on this process, and is signed with the token secret (any process of the
 * database accepts it). Scripts may send the bearer token instead.
 */
import crypto from 'node:crypto';
import { Router, type NextFunction, type Request, type Response } from 'express';
import { fail, ok } from '../envelope';
import { say } from '../messages';
import { callerOf, findUser, type Caller } from '../rbac';
import type { Records } from '../db/records';
import { bearerToken, type Tokens } from '../tokens';
import type { EventHub } from './hub';

const TICKET_SECONDS = 60;

export class Tickets {
  /** Tickets used on this process, until they expire. */
  private readonly used = new Map<string, number>();

  constructor(private readonly secret: string) {}

  private sign(text: string): string {
    return crypto.createHmac('sha256', this.secret).update(`events-ticket:${text}`).digest('base64url');
  }

  issue(userId: string, now = Date.now()): { ticket: string; expiresAt: string } {
    const exp = Math.floor(now / 1000) + TICKET_SECONDS;
    const text = `${Buffer.from(userId).toString('base64url')}.${exp}.${crypto.randomBytes(12).toString('base64url')}`;
    return { ticket: `${text}.${this.sign(text)}`, expiresAt: new Date(exp * 1000).toISOString() };
  }

  /** The user a ticket names, once; undefined when it is forged, expired or used. */
  redeem(ticket: string, now = Date.now()): string | undefined {
    const parts = ticket.split('.');
    if (parts.length !== 4) return undefined;
    const [user, exp, nonce, sig] = parts;
    const expected = this.sign(`${user}.${exp}.${nonce}`);
    if (sig.length !== expected.length || !crypto.timingSafeEqual(Buffer.from(sig), Buffer.from(expected))) return undefined;
    const seconds = Math.floor(now / 1000);
    if (!(Number(exp) > seconds)) return undefined;
    for (const [n, until] of this.used) if (until <= seconds) this.used.delete(n);
    if (this.used.has(nonce)) return undefined;
    this.used.set(nonce, Number(exp));
    return Buffer.from(user, 'base64url').toString();
  }
}

/** The streams' routes: `GET /events` before the API's token check (it reads a ticket too), the ticket after it. */
export function eventsRoutes(hub: EventHub, records: Records, tokens: Tokens, tickets: Tickets): { stream: Router; ticket: Router } {
  const stream = Router();
  stream.get('/events', (req: Request, res: Response, next: NextFunction) => {
    open(req, res).catch(next);
  });
  const open = async (req: Request, res: Response) => {
    const ticket = typeof req.query.ticket === 'string' ? req.query.ticket : undefined;
    const token = bearerToken(req.headers.authorization);
    let userId: string | undefined;
    if (ticket) userId = tickets.redeem(ticket);
    else if (token) userId = await tokens.verify(token).catch(() => undefined);
    else return fail(res, 401, say('auth.no_token'));
    if (!userId) return fail(res, 401, say('auth.token_invalid'));
    const user = await findUser(records, userId);
    if (!user || user.status === 'disabled') return fail(res, 401, say('auth.user_gone'));
    hub.connect(await callerOf(records, user), res);
  };
  const ticket = Router();
  ticket.post('/events/ticket', (_req, res) => {
    const caller = res.locals.caller as Caller;
    ok(res, tickets.issue(String(caller.user.id)));
  });
  return { stream, ticket };
}
