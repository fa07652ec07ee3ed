/** Closes json-server's open defaults and sets the security headers (README "Security model"). */
import type { NextFunction, Request, Response } from 'express';

export interface SecurityOptions {
  corsOrigins: string[];
  /** Extra image sources for the map tiles (e.g. https://tile.openstreetmap.org). */
  imgSources?: string[];
}

export function securityHeaders(opts: SecurityOptions) {
  const img = ["'self'", 'data:', 'blob:', ...(opts.imgSources ?? [])].join(' ');
  const csp = [
    "default-src 'self'",
    "script-src 'self'",
    // MUI (emotion) injects <style> elements at run time.
    "style-src 'self' 'unsafe-inline'",
    `img-src ${img}`,
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
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

/** Request shapes json-server would honour and this server refuses. */
export function refuseUnsafeRequests(req: Request, res: Response, next: NextFunction) {
  const reason =
    req.headers['x-http-method-override'] !== undefined || req.headers['x-http-method'] !== undefined || req.headers['x-method-override'] !== undefined
      ? 'Method override headers are not accepted'
      : 'callback' in req.query || '_method' in req.query
        ? 'JSONP and method override parameters are not accepted'
        : undefined;
  if (!reason) {
    next();
    return;
  }
  if (req.path.startsWith('/admin-company/')) res.status(400).json({ code: 400, msg: reason, data: null });
  else res.status(400).json({ message: reason });
}
