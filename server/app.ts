/**
 * The demo server: one origin serving the built app, the envelope API under
 * /admin-company/v1, the demo auth routes and the template's mock routes.
 *
 * json-server 0.17 supplies the express app (`jsonServer.create()`); its defaults (compression,
 * static files, no-cache answers) are mounted here piece by piece; the records are in a database (storage.ts). Its REST router is not mounted:
 * the contract's envelope, validation, RBAC and store scoping differ from it, and its defaults
 * (GET /db, JSONP, open CORS, method override, orphan cascade on DELETE, client-chosen ids,
 * stack traces) are unsafe. DESIGN.md lists them; tests/api/sharp-edges.test.ts proves each closed.
 */
import fs from 'node:fs';
import path from 'node:path';
import compression from 'compression';
import express, { type NextFunction, type Request, type Response } from 'express';
import jsonServer from 'json-server';
import type { Registry } from '../resources/registry';
import { authRoutes } from './auth-routes';
import type { ServerConfig } from './config';
import { UniqueViolation } from './db/records';
import { ApiError, fail, ok } from './envelope';
import { openApiDocument } from './api/openapi';
import { reportsRouter } from './api/reports';
import { reconciliationRouter } from './api/reconciliation';
import { storeDayRouter } from './api/store-day';
import { mapRouter } from './api/map';
import { notificationsRouter } from './api/notifications';
import { importRouter } from './api/import-router';
import { resourcesRouter } from './api/resources-router';
import { textErrors } from './api/request-text';
import { searchRouter } from './api/search-router';
import { viewsRouter } from './api/views';
import { logError } from './logs';
import { say, speak, type ServerText } from './messages';
import { callerOf, findUser } from './rbac';
import { healthRoutes } from './health';
import { hashedAssets } from './static-assets';
import { htmlDocument, refuseUnsafeRequests, securityHeaders } from './security';
import type { Records } from './db/records';
import { openStorage, type DemoSource } from './storage';
import { ensurePrivilegeRecords } from './rights';
import { Tokens, bearerToken } from './tokens';
import { sessionVersion } from './sessions';
import { mountMockRoutes } from './mock';
import { EventHub } from './events/hub';
import { inProcessFeed, postgresFeed } from './events/feed';
import { announceDeclarationChanges } from './events/declarations';
import { eventsRoutes, Tickets } from './events/routes';
import { purgeTrash } from './records/trash';
import { LiveRegistry } from '../resources/live-registry';
import { schemasRouter } from './schemas/router';
import { publishedDeclarations } from './schemas/stored';
import { declarationsSync } from './schemas/sync';
import { SCHEMA_FORMAT_DOCUMENT } from '../resources/format-schema';

export const API_BASE = '/admin-company/v1';
export { seedAll } from './storage';

export interface DemoServer {
  app: express.Application;
  /** The resources' records (and users, roles, logs): what the envelope API and the auth routes read and write. */
  records: Records;
  registry: Registry;
  tokens: Tokens;
  /** Where the data is, in words (for the start-up message). */
  where: string;
  /** The open event streams of this process. */
  events: EventHub;
  /** Ends the event streams and closes the database. */
  close(): Promise<void>;
}

export async function createDemoServer(builtIn: Registry, config: ServerConfig, demos: DemoSource = new Map()): Promise<DemoServer> {
  const storage = await openStorage(builtIn, config, demos);
  const { records } = storage;
  // the built-in schemas with the published run-time declarations (CONTRACT §2.4): what every route reads
  const registry = new LiveRegistry(builtIn);
  const published = await publishedDeclarations(records);
  if (published.length) {
    const next = registry.candidate(published);
    await storage.prepare(next);
    registry.replace(next);
  }
  // a privilege record for every code of the tree: the rights of a database seeded before they existed, a declaration's
  await ensurePrivilegeRecords(records, registry.snapshot);
  // on one PostgreSQL database, another process's publish is looked for every second too, not only before a request:
  // the sessions this process streams to learn of it within two seconds (CONTRACT §2.4)
  const sync = await declarationsSync(registry, records, storage.prepare, { watchEveryMs: config.databaseUrl ? 1_000 : undefined });
  const tokens = new Tokens(storage.secret, config.tokenTtlSeconds, (userId) => sessionVersion(records, userId));
  // live events (CONTRACT §2.5): every committed write told to the streams that may hear of it, on every process of the database
  const hub = new EventHub(registry, records);
  const feed = config.databaseUrl ? postgresFeed(hub, config.databaseUrl) : undefined;
  storage.useFeed(feed ?? inProcessFeed(hub));
  await feed?.ready;
  const events = eventsRoutes(hub, records, tokens, new Tickets(storage.secret));
  const stopAnnouncing = announceDeclarationChanges(registry, hub);
  // the trash keeps a deleted record TRASH_DAYS days: purged at start and every hour
  const purge = () => purgeTrash(registry, records, config.trashDays).catch((e: unknown) => console.error('trash purge failed:', e));
  await purge();
  const purging = setInterval(() => void purge(), 3_600_000).unref();
  const app = jsonServer.create();
  app.disable('x-powered-by');
  app.set('trust proxy', false);
  app.set('query parser', 'extended');
  const imgSources = process.env.MAP_TILE_ORIGIN ? [process.env.MAP_TILE_ORIGIN] : [];
  app.use(securityHeaders({ corsOrigins: config.corsOrigins, imgSources }));
  app.use(refuseUnsafeRequests);
  const hasBuild = config.staticDir && fs.existsSync(path.join(config.staticDir, 'index.html'));
  // the page itself: a fresh CSP nonce per response (README "Security model")
  if (hasBuild && config.staticDir) {
    app.get(['/', '/index.html'], htmlDocument(path.join(config.staticDir, 'index.html'), { imgSources }));
    app.use(hashedAssets(config.staticDir));
  }
  // json-server's defaults (compression, the build's other files, no-cache answers), except that the
  // API's calls skip the file look-up its static middleware made for every request (a disk stat: 7 %
  // of a list call's CPU under load, profiled)
  app.use(compression());
  if (hasBuild && config.staticDir) {
    const files = express.static(config.staticDir);
    app.use((req, res, next) => (req.path.startsWith(API_BASE) ? next() : files(req, res, next)));
  }
  app.use((_req, res, next) => {
    res.header('Cache-Control', 'no-cache');
    res.header('Pragma', 'no-cache');
    res.header('Expires', '-1');
    next();
  });
  app.use(express.json({ limit: config.bodyLimit, strict: true }));

  // ---- health checks (no token): the process is up; the database answers ----
  app.use(healthRoutes({ ping: () => records.ping() }));

  // ---- the real product API (envelope) ----
  const api = express.Router();
  // the declarations in force now, a publish made through another process included (it needs no token, so the sync below never runs for it)
  api.get('/openapi.json', async (_req, res, next) => {
    try {
      await sync.latest();
      res.json(openApiDocument(registry));
    } catch (e) {
      next(e);
    }
  });
  api.get('/schema-format.json', (_req, res) => {
    res.json(SCHEMA_FORMAT_DOCUMENT);
  });
  // the event stream checks its ticket or token itself (an EventSource sends no header)
  api.use(events.stream);
  api.use(async (req: Request, res: Response, next: NextFunction) => {
    const token = bearerToken(req.headers.authorization);
    if (!token) return fail(res, 401, say('auth.no_token'));
    try {
      const id = await tokens.verify(token);
      const user = await findUser(records, id);
      if (!user || user.status === 'disabled') return fail(res, 401, say('auth.user_gone'));
      res.locals.caller = await callerOf(records, user);
      next();
    } catch (e) {
      // tokens.verify names the reason in English: 'token expired', 'token invalid', 'token exp invalid', …
      fail(res, 401, say((e as Error).message === 'token expired' ? 'auth.token_expired' : 'auth.token_invalid'));
    }
  });
  // the declarations another API process published (one PostgreSQL database)
  api.use(sync.middleware);
  // the caller's codes, and the run-time declarations in force: the app registers their screens with the same request (CONTRACT §2.4)
  api.get('/tenant/user/privilege/resource/list', (_req, res) => {
    const { privileges } = res.locals.caller as Awaited<ReturnType<typeof callerOf>>;
    ok(res, { data: [...privileges].sort().map((code) => ({ code })), declarations: registry.declarations });
  });
  api.post('/client-errors', async (req, res, next) => {
    const b = (req.body ?? {}) as Record<string, unknown>;
    if (typeof b.message !== 'string' || !b.message) return fail(res, 422, say('resource.validation'), { errors: { message: 'app.validation.required' } });
    const unstorable = textErrors(b);
    if (Object.keys(unstorable).length) return fail(res, 422, say('resource.validation'), { errors: unstorable });
    const caller = res.locals.caller as Awaited<ReturnType<typeof callerOf>>;
    try {
      await logError(records, req, {
        source: 'client',
        message: b.message,
        stack: typeof b.stack === 'string' ? b.stack : undefined,
        route: typeof b.route === 'string' ? b.route : undefined,
        userId: String(caller.user.id),
      });
      ok(res, null);
    } catch (e) {
      next(e);
    }
  });
  api.use(events.ticket);
  api.use(reportsRouter(registry, records));
  api.use(reconciliationRouter(registry, records));
  api.use(storeDayRouter(registry, records));
  api.use(mapRouter(registry, records));
  api.use(notificationsRouter(registry, records));
  api.use(searchRouter(registry, records));
  api.use(schemasRouter(registry, records, { prepare: storage.prepare, sync }));
  api.use(viewsRouter(registry, records));
  // before the resources router: POST /{resource}/import would be its /:resource/:id (405)
  api.use(importRouter(registry, records, { bcryptRounds: config.bcryptRounds }));
  api.use(resourcesRouter(registry, records, { bcryptRounds: config.bcryptRounds }));
  api.use((req, res) => fail(res, 404, say('route.none', { method: req.method, path: `${API_BASE}${req.path}` })));
  app.use(API_BASE, api);

  // ---- demo auth and mock routes (plain JSON) ----
  app.use(authRoutes(records, tokens, config, storage.loginFailures));
  const mock = express.Router();
  mountMockRoutes(mock, storage.mock, { chat: config.chat });
  app.use(mock);

  app.use((req, res) => {
    const text = say('route.none', { method: req.method, path: req.path });
    if (req.path.startsWith('/admin-company/')) fail(res, 404, text);
    else res.status(404).json({ message: speak(res, text) });
  });

  // ---- errors: always a small JSON answer, never a stack trace or a file path ----
  app.use((err: unknown, req: Request, res: Response, _next: NextFunction) => {
    const isApi = req.path.startsWith('/admin-company/');
    let status = 500;
    let msg: ServerText = say('request.internal');
    let data: unknown = null;
    if (err instanceof UniqueViolation) [status, msg, data] = [409, say('resource.in_use'), { errors: { [err.field]: 'app.validation.unique' } }];
    else if (err instanceof ApiError) {
      status = err.status;
      msg = err.text;
      data = err.data;
    } else if (typeof err === 'object' && err !== null && 'type' in err) {
      const { type, status: errStatus } = err as { type?: string; status?: number };
      if (type === 'entity.parse.failed') [status, msg] = [400, say('request.malformed_json')];
      else if (type === 'entity.too.large') [status, msg] = [413, say('request.too_large')];
      else if (type === 'encoding.unsupported' || type === 'charset.unsupported') [status, msg] = [415, say('request.bad_encoding')];
      else if (typeof errStatus === 'number' && errStatus >= 400 && errStatus < 500) [status, msg] = [errStatus, say('request.bad')];
    } else if (err instanceof URIError) [status, msg] = [400, say('request.malformed_url')];
    const answer = () => {
      if (res.headersSent) return;
      if (isApi) fail(res, status, msg, data);
      else res.status(status).json({ message: speak(res, msg) });
    };
    if (status < 500) return answer();
    // logged before the answer; the error log must never turn one failure into two (its own failure is ignored)
    logError(records, req, {
      source: 'server',
      message: err instanceof Error ? err.message : String(err),
      stack: err instanceof Error ? err.stack : undefined,
      route: `${req.method} ${req.path}`,
    })
      .catch(() => undefined)
      .finally(answer);
  });

  return {
    app,
    records,
    registry,
    tokens,
    where: storage.where,
    events: hub,
    async close() {
      clearInterval(purging);
      stopAnnouncing();
      sync.close();
      hub.close();
      await feed?.close();
      await storage.close();
    },
  };
}
