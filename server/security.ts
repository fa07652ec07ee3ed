/** Closes json-server's open defaults and sets the security headers (README "Security model"). */
import crypto from 'node:crypto';
import fs from 'node:fs';
import type { NextFunction, Request, Response } from 'express';
import { say, speak } from './messages';

export interface SecurityOptions {
  corsOrigins: string[];
  /** Extra image sources for the map tiles (e.g. https://tile.openstreetmap.org). */
  imgSources?: string[];
}

/**
 * The Content-Security-Policy. No 'unsafe-inline' anywhere: the HTML document gets a fresh
 * `nonce` per response (`htmlDocument`), and only `<style>` elements carrying it apply — emotion
 * (MUI) and FullCalendar read it from the page. Every other response gets the policy without a
 * nonce, so no inline style applies in it at all.
 */
export function contentSecurityPolicy(opts: Pick<SecurityOptions, 'imgSources'>, nonce?: string): string {
  const img = ["'self'", 'data:', 'blob:', ...(opts.imgSources ?? [])].join(' ');
  return [
    "default-src 'self'",
    "script-src 'self'",
    nonce ? `style-src 'self' 'nonce-${nonce}'` : "style-src 'self'",
    `img-src ${img}`,
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export function securityHeaders(opts: SecurityOptions) {
  const csp = contentSecurityPolicy(opts);
  return (req: Request, res: Response, next: NextFunction) => {
    res.setHeader('Content-Security-Policy', csp);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('X-Frame-Options', 'DENY');
    res.setHeader('Referrer-Policy', 'no-referrer');
    res.setHeader('Cross-Origin-Opener-Policy', 'same-origin');
    const origin = req.headers.origin;
    if (origin && opts.corsOrigins.includes(origin)) {
      res.setHeader('Access-Control-Allow-Origin', origin);
      res.setHeader('Vary', 'Origin');
      res.setHeader('Access-Control-Allow-Headers', 'Authorization, Content-Type');
      res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, PATCH, DELETE');
    }
    if (req.method === 'OPTIONS') {
      res.status(204).end();
      return;
    }
    next();
  };
}

/**
 * The page's nonce where the app looks for it: `<meta property="csp-nonce" nonce>` (the app's
 * emotion caches and Vite's preload helper read it) and a `nonce` attribute on every script, link
 * and style tag (FullCalendar v6 reads `script[nonce]`). The browser hides nonce attributes from
 * the DOM once parsed; the `nonce` property keeps the value for scripts.
 */
export function withNonce(html: string, nonce: string): string {
  return html.replace(/<(script|link|style)\b/gi, `<$1 nonce="${nonce}"`).replace(/<head>/i, `<head>\n    <meta property="csp-nonce" nonce="${nonce}" />`);
}

/**
 * Serves the built `index.html` with a fresh nonce in the page and in its
 * Content-Security-Policy (`style-src 'self' 'nonce-…'`), never cached. The file is re-read when
 * it changes (a rebuild while the server runs).
 */
export function htmlDocument(file: string, opts: Pick<SecurityOptions, 'imgSources'>) {
  let cached: { mtimeMs: number; html: string } | undefined;
  return (_req: Request, res: Response, next: NextFunction) => {
    let mtimeMs: number;
    try {
      mtimeMs = fs.statSync(file).mtimeMs;
      if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, html: fs.readFileSync(file, 'utf8') };
    } catch {
      next();
      return;
    }
    const nonce = crypto.randomBytes(16).toString('base64');
    res.setHeader('Content-Security-Policy', contentSecurityPolicy(opts, nonce));
    res.setHeader('Cache-Control', 'no-store');
    res.type('html').send(withNonce(cached.html, nonce));
  };
}

/** Request shapes json-server would honour and this server refuses. */
export function refuseUnsafeRequests(req: Request, res: Response, next: NextFunction) {
  const reason =
    req.headers['x-http-method-override'] !== undefined || req.headers['x-http-method'] !== undefined || req.headers['x-method-override'] !== undefined
      ? say('request.method_override')
      : 'callback' in req.query || '_method' in req.query
        ? say('request.jsonp')
        : undefined;
  if (!reason) {
    next();
    return;
  }
  if (req.path.startsWith('/admin-company/')) res.status(400).json({ code: 400, msg: speak(res, reason), data: null });
  else res.status(400).json({ message: speak(res, reason) });
}
