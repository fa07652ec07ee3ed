/**
 * The build's `/assets/*` files (content-hashed names, never changed in place), served from
 * memory, gzip-compressed once each, with a year of caching.
 *
 * json-server's static + compression middleware gzips every file again on every request, on the
 * event loop: a cold load of the app asks for ~70 files (1.3 MB), which took the server ~250 ms of
 * CPU during which API calls (the privilege list) waited. Here each file is read and compressed
 * once (zlib on libuv's thread pool, not the event loop), and answered from memory afterwards.
 */
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { NextFunction, Request, Response } from 'express';

const gzip = promisify(zlib.gzip);

interface Asset {
  raw: Buffer;
  gz: Buffer;
  etag: string;
  type: string;
}

const TYPES: Record<string, string> = {
  '.js': 'application/javascript; charset=UTF-8',
  '.mjs': 'application/javascript; charset=UTF-8',
  '.css': 'text/css; charset=UTF-8',
  '.json': 'application/json; charset=UTF-8',
  '.svg': 'image/svg+xml',
  '.map': 'application/json; charset=UTF-8',
};
/** Compressing these gains nothing (already compressed) or they are rarely asked. */
const COMPRESSIBLE = new Set(Object.keys(TYPES));

export function hashedAssets(staticDir: string) {
  const root = path.join(staticDir, 'assets');
  const cache = new Map<string, Promise<Asset | undefined>>();

  const load = (name: string): Promise<Asset | undefined> => {
    let p = cache.get(name);
    if (!p) {
      p = (async () => {
        const file = path.join(root, name);
        // only plain file names under assets/ (no traversal, no sub-directories)
        if (name !== path.basename(name) || !COMPRESSIBLE.has(path.extname(name))) return undefined;
        const raw = await fs.promises.readFile(file).catch(() => undefined);
        if (!raw) return undefined;
        const gz = await gzip(raw, { level: 9 });
        const stat = await fs.promises.stat(file);
        return { raw, gz, etag: `W/"${raw.length.toString(16)}-${stat.mtimeMs.toString(16)}"`, type: TYPES[path.extname(name)] };
      })();
      cache.set(name, p);
      // a failed or missing file is looked up again next time (the build may be replaced)
      void p.then((a) => a ?? cache.delete(name));
    }
    return p;
  };

  // warm the cache in the background: the first visitor's cold load is then answered from memory too
  void fs.promises
    .readdir(root)
    .then((names) => names.reduce((chain, n) => chain.then(() => load(n).then(() => undefined)), Promise.resolve()))
    .catch(() => undefined);

  return async (req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !req.path.startsWith('/assets/')) return next();
    let asset: Asset | undefined;
    try {
      asset = await load(decodeURIComponent(req.path.slice('/assets/'.length)));
    } catch {
      asset = undefined;
    }
    if (!asset) return next();
    res.setHeader('Content-Type', asset.type);
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    res.setHeader('ETag', asset.etag);
    res.setHeader('Vary', 'Accept-Encoding');
    if (req.headers['if-none-match'] === asset.etag) return res.status(304).end();
    const gzipped = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    const body = gzipped ? asset.gz : asset.raw;
    if (gzipped) res.setHeader('Content-Encoding', 'gzip');
    res.setHeader('Content-Length', String(body.length));
    if (req.method === 'HEAD') return res.end();
    res.end(body);
  };
}
