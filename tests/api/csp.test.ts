/**
 * Content-Security-Policy without 'unsafe-inline' (issue 7): the page is served with a fresh nonce
 * per response, in its CSP header and in the page (where emotion, Vite and FullCalendar read it).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './harness';

/** A build's index.html as Vite writes it: a module script, module preloads, an inline-free head. */
const INDEX_HTML = `<!doctype html>
<html lang="zh-CN" dir="ltr">
  <head>
    <meta charset="UTF-8" />
    <title>Swap Admin</title>
    <link rel="icon" href="data:," />
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/vendor-def.js">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

let s: TestServer;
let buildDir: string;
beforeAll(async () => {
  buildDir = fs.mkdtempSync(path.join(os.tmpdir(), 'swap-csp-build-'));
  fs.mkdirSync(path.join(buildDir, 'assets'));
  fs.writeFileSync(path.join(buildDir, 'index.html'), INDEX_HTML);
  fs.writeFileSync(path.join(buildDir, 'assets', 'index-abc.js'), 'export {};\n');
  s = await startServer({ staticDir: buildDir });
});
afterAll(async () => {
  await s.close();
  fs.rmSync(buildDir, { recursive: true, force: true });
});

const directives = (csp: string): Map<string, string[]> =>
  new Map(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...values]) => [name, values]),
  );

/** The nonce of the page's CSP header, checked against the nonces written into the page. */
async function page(urlPath: string): Promise<{ nonce: string; csp: string; html: string; cacheControl: string | null }> {
  const r = await s.call('GET', urlPath);
  expect(r.status).toBe(200);
  expect(r.headers.get('content-type')).toMatch(/^text\/html/);
  const csp = r.headers.get('content-security-policy') ?? '';
  const styleSrc = directives(csp).get('style-src') ?? [];
  const nonces = styleSrc.filter((v) => v.startsWith("'nonce-"));
  expect(nonces, csp).toHaveLength(1);
  const nonce = nonces[0].slice("'nonce-".length, -1);
  // 128 bits of randomness, base64
  expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  return { nonce, csp, html: r.text, cacheControl: r.headers.get('cache-control') };
}

describe('Content-Security-Policy', () => {
  it('gives the page a fresh nonce per response, in the header and in the page', async () => {
    const seen = new Set<string>();
    for (const urlPath of ['/', '/', '/index.html', '/index.html']) {
      const { nonce, html, cacheControl } = await page(urlPath);
      expect(seen.has(nonce), `nonce reused: ${nonce}`).toBe(false);
      seen.add(nonce);
      // where the app (emotion caches, Vite's preload helper) reads it
      expect(html).toContain(`<meta property="csp-nonce" nonce="${nonce}" />`);
      // FullCalendar v6 reads script[nonce]; every script and link tag carries it
      expect(html).toContain(`<script nonce="${nonce}" type="module" crossorigin src="/assets/index-abc.js"></script>`);
      expect(html).toContain(`<link nonce="${nonce}" rel="modulepreload" crossorigin href="/assets/vendor-def.js">`);
      expect(html.match(/nonce="[^"]*"/g)?.every((n) => n === `nonce="${nonce}"`)).toBe(true);
      // a nonce must not be replayed from a cache
      expect(cacheControl).toBe('no-store');
    }
    expect(seen.size).toBe(4);
  });

  it("has no 'unsafe-inline' (nor unsafe-eval) anywhere, and keeps the other directives", async () => {
    const { csp } = await page('/');
    const api = (await s.call('GET', '/admin-company/v1/openapi.json')).headers.get('content-security-policy') ?? '';
    const asset = await s.call('GET', '/assets/index-abc.js');
    expect(asset.status).toBe(200);
    const assetCsp = asset.headers.get('content-security-policy') ?? '';
    for (const policy of [csp, api, assetCsp]) {
      expect(policy).not.toMatch(/unsafe-inline|unsafe-eval|unsafe-hashes/);
      const d = directives(policy);
      expect(d.get('default-src')).toEqual(["'self'"]);
      expect(d.get('script-src')).toEqual(["'self'"]);
      expect(d.get('object-src')).toEqual(["'none'"]);
      expect(d.get('frame-ancestors')).toEqual(["'none'"]);
    }
    // responses other than the page allow no inline style at all
    expect(directives(api).get('style-src')).toEqual(["'self'"]);
    expect(directives(assetCsp).get('style-src')).toEqual(["'self'"]);
  });

  it('serves a rebuilt index.html without a restart', async () => {
    const file = path.join(buildDir, 'index.html');
    fs.writeFileSync(file, INDEX_HTML.replace('index-abc.js', 'index-xyz.js'));
    // a different mtime even on coarse clocks
    const later = new Date(Date.now() + 5000);
    fs.utimesSync(file, later, later);
    const { nonce, html } = await page('/');
    expect(html).toContain(`<script nonce="${nonce}" type="module" crossorigin src="/assets/index-xyz.js"></script>`);
    fs.writeFileSync(file, INDEX_HTML);
  });
});
