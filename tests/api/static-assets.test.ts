/**
 * The build's hashed assets: gzip-compressed once and answered from memory, cached for a year
 * (server/static-assets.ts), with the security headers every response carries.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './harness';

const JS = `export const big = ${JSON.stringify('x'.repeat(20_000))};\n`;

let s: TestServer;
let buildDir: string;
let outside: string;
beforeAll(async () => {
  buildDir = fs.mkdtempSync(path.join(os.tmpdir(), 'swap-assets-build-'));
  fs.mkdirSync(path.join(buildDir, 'assets'));
  fs.writeFileSync(
    path.join(buildDir, 'index.html'),
    '<!doctype html><html><head><script type="module" src="/assets/index-abc.js"></script></head><body></body></html>',
  );
  fs.writeFileSync(path.join(buildDir, 'assets', 'index-abc.js'), JS);
  outside = path.join(path.dirname(buildDir), `${path.basename(buildDir)}-secret.txt`);
  fs.writeFileSync(outside, 'not served');
  s = await startServer({ staticDir: buildDir });
});
afterAll(async () => {
  await s.close();
  fs.rmSync(buildDir, { recursive: true, force: true });
  fs.rmSync(outside, { force: true });
});

/** A raw request (fetch would decompress and hide the encoding). */
function get(url: string, headers: Record<string, string> = {}, method = 'GET'): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('hashed assets', () => {
  it('are sent gzip-compressed to a browser that accepts it, with a year of caching and the security headers', async () => {
    const r = await get(`${s.url}/assets/index-abc.js`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(r.status).toBe(200);
    expect(r.headers['content-encoding']).toBe('gzip');
    expect(r.headers['content-type']).toMatch(/javascript/);
    expect(r.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(r.headers['content-security-policy']).toContain("script-src 'self'");
    expect(r.headers['x-content-type-options']).toBe('nosniff');
    expect(Number(r.headers['content-length'])).toBe(r.body.length);
    expect(r.body.length).toBeLessThan(JS.length / 10);
    expect(zlib.gunzipSync(r.body).toString()).toBe(JS);
  });

  it('are sent as they are without gzip, answer HEAD without a body, and 304 for a known ETag', async () => {
    const plain = await get(`${s.url}/assets/index-abc.js`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(JS);
    const head = await get(`${s.url}/assets/index-abc.js`, { 'accept-encoding': 'gzip' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    const again = await get(`${s.url}/assets/index-abc.js`, { 'if-none-match': String(plain.headers.etag) });
    expect(again.status).toBe(304);
  });

  it('serve nothing outside the build, and 404 for a missing one', async () => {
    for (const p of [`/assets/..%2F..%2F${path.basename(outside)}`, `/assets/%2e%2e/%2e%2e/${path.basename(outside)}`])
      expect((await get(`${s.url}${p}`)).body.toString()).not.toContain('not served');
    expect((await get(`${s.url}/assets/missing-123.js`)).status).toBe(404);
  });
});
