// `npm run bench`: the performance benchmark. Builds the app and a stock react-admin app, starts
// both servers (ours on a throw-away data file with 100,000 batteries, rent orders and cabinet
// messages and 10,000 cabinets), measures in headless Chromium and with autocannon, prints one
// table, writes bench-results/latest.json, and exits non-zero when a target is missed.
//
//   npm run bench [-- --quick] [-- --api-only] [-- --postgres] [-- --declarations]
//     --quick: fewer runs, shorter load (for trying the script)
//     --api-only: the API phase alone (no builds, no stock app, no browser; server work)
//     --postgres: the records in PostgreSQL (a throw-away server of Debian's package, fsync off)
//                 instead of the SQLite file
//     --declarations: ten run-time declarations published before the browser phase (CONTRACT §2.4),
//                 to compare the first screen with and without them
//
// Environment: PLAYWRIGHT_CHROMIUM_PATH (default /usr/bin/chromium), BENCH_COUNT (default 100000),
// BENCH_BCRYPT_ROUNDS (default 4: the demo accounts' hashes in the bench database, see README),
// BENCH_SERVER_ARGS (extra node flags for the demo server, e.g. `--cpu-prof --cpu-prof-dir=/tmp/p`).
/* global document, window, location, requestAnimationFrame, MutationObserver -- used in page.evaluate() callbacks, which run in the browser */
import { spawn } from 'node:child_process';
import { importPhase, importRows } from './bench-import.mjs';
import { bulkPhase, bulkRows } from './bench-bulk.mjs';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import autocannon from 'autocannon';
import { chromium } from 'playwright';

const ROOT = process.cwd();
const QUICK = process.argv.includes('--quick');
const API_ONLY = process.argv.includes('--api-only');
const POSTGRES = process.argv.includes('--postgres');
const DECLARATIONS = process.argv.includes('--declarations') ? 10 : 0;
/** Extra node flags for the demo server, e.g. BENCH_SERVER_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof'. */
const SERVER_ARGS = (process.env.BENCH_SERVER_ARGS ?? '').split(/\s+/).filter(Boolean);
const COUNT = Number(process.env.BENCH_COUNT ?? 100_000);
const ROUNDS = Number(process.env.BENCH_BCRYPT_ROUNDS ?? 4);
const RUNS = QUICK ? 3 : 7; // cold loads per app
const NAVS = QUICK ? 6 : 12; // warm navigations
const API_SECONDS = QUICK ? 2 : 5;
const LOAD_SECONDS = QUICK ? 4 : 10;
const CHROMIUM = process.env.PLAYWRIGHT_CHROMIUM_PATH || (fs.existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const VITE = path.join(ROOT, 'node_modules/vite/bin/vite.js');

const started = Date.now();
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'swap-bench-'));
const children = [];
const log = (...a) => console.error(`[bench ${((Date.now() - started) / 1000).toFixed(0).padStart(3)}s]`, ...a);
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? (s.length % 2 ? s[s.length >> 1] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2) : NaN;
};
const gz = (file) => zlib.gzipSync(fs.readFileSync(file)).length; // zlib's default level: what the server's compression sends
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (x) => (Number.isFinite(x) ? `${x < 10 ? x.toFixed(2) : x.toFixed(0)} ms` : 'n/a');

function exec(cmd, args, env = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`${cmd} ${args.join(' ')} failed (${code}):\n${out.slice(-3000)}`))));
  });
}

/** Starts a server process and resolves with its URL once it prints "ready: http://…". */
function serve(args, env, name) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    children.push(child);
    let out = '';
    const timer = setTimeout(() => reject(new Error(`${name} did not start:\n${out.slice(-2000)}`)), 180_000);
    const onData = (d) => {
      out += d;
      const m = /ready: (http:\/\/[\d.]+:\d+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve({ url: m[1], child });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => reject(new Error(`${name} exited (${code}):\n${out.slice(-2000)}`)));
  });
}

const stops = [];
function cleanup() {
  for (const c of children) if (c.exitCode === null) c.kill('SIGTERM');
  for (const stop of stops) stop();
  fs.rmSync(tmp, { recursive: true, force: true });
}
process.on('SIGINT', () => {
  cleanup();
  process.exit(130);
});

// ---- 1. builds -------------------------------------------------------------------------------
async function build() {
  const app = path.join(tmp, 'app');
  const stock = path.join(tmp, 'stock');
  const floor = path.join(tmp, 'floor');
  log('building the app (vite build), the stock react-admin app (bench/stock) and the floor app (bench/floor)…');
  await exec(process.execPath, [VITE, 'build', '--outDir', app, '--emptyOutDir', '--manifest', '--logLevel', 'warn']);
  await exec(process.execPath, [VITE, 'build', '-c', 'bench/stock/vite.config.mjs', '--outDir', stock, '--emptyOutDir']);
  await exec(process.execPath, [VITE, 'build', '-c', 'bench/floor/vite.config.mjs', '--outDir', floor, '--emptyOutDir']);
  return { app, stock, floor };
}

// ---- 2. the data file -----------------------------------------------------------------------
function sourcesHash() {
  const h = crypto.createHash('sha256');
  const add = (p) => {
    const st = fs.statSync(p);
    if (st.isDirectory()) for (const e of fs.readdirSync(p).sort()) add(path.join(p, e));
    else if (/\.(ts|mjs)$/.test(p) && !p.endsWith('.test.ts')) h.update(p).update(fs.readFileSync(p));
  };
  ['resources', 'server/seed.ts', 'server/mock/seed', 'server/storage.ts', 'server/db', 'bench/generate-data.ts'].forEach((p) => add(path.join(ROOT, p)));
  return h.update(`${COUNT}:${ROUNDS}`).digest('hex').slice(0, 16);
}

async function dataFile() {
  const cache = path.join(ROOT, 'bench-results/cache');
  const cached = path.join(cache, `bench-db-${sourcesHash()}.sqlite`);
  if (!fs.existsSync(cached)) {
    log(`generating the bench database (${COUNT.toLocaleString('en')} records per scaled collection; cached in bench-results/cache)…`);
    fs.mkdirSync(cache, { recursive: true });
    for (const old of fs.readdirSync(cache)) fs.rmSync(path.join(cache, old), { force: true });
    await exec(process.execPath, ['--import', 'tsx', 'bench/generate-data.ts', cached, String(COUNT)]);
  }
  const dir = path.join(tmp, 'data');
  fs.mkdirSync(dir);
  fs.copyFileSync(cached, path.join(dir, 'db.sqlite'));
  return { file: path.join(dir, 'db.sqlite'), bytes: fs.statSync(cached).size };
}

/** The bench database in a throw-away PostgreSQL server (generated each time: a database is not a file to copy). */
async function postgresData() {
  const { startPostgres, createDatabase } = await import('./postgres-server.mjs');
  log('starting a throw-away PostgreSQL server and generating the bench database into it…');
  const server = await startPostgres();
  stops.push(server.stop);
  const url = await createDatabase(server.url, 'bench');
  await exec(process.execPath, ['--import', 'tsx', 'bench/generate-data.ts', url, String(COUNT)]);
  return { url, bytes: Number(/\((\d+) bytes/.exec(await exec(process.execPath, ['-e', SIZE_OF_DATABASE, url]))?.[1] ?? NaN) };
}
const SIZE_OF_DATABASE = `const pg = require('pg'); const c = new pg.Client({ connectionString: process.argv[1] });
c.connect().then(() => c.query('SELECT pg_database_size(current_database()) AS n')).then((r) => { console.log('(' + r.rows[0].n + ' bytes)'); return c.end(); });`;

// ---- 3. browser ------------------------------------------------------------------------------
const ROW = 'table tbody > tr'; // a body row of a list's table: ours (src/schema/list/ListTable.tsx) and react-admin's Datagrid
const LISTS = {
  batteries: { hash: '#/apps/assets/battery', text: 'BAT60V' },
  rentOrders: { hash: '#/apps/order/rent', text: 'RO2026' },
};

/** Opens a fresh context (optionally with a session) and records the same-origin scripts it loads. */
async function freshPage(browser, origin, session) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  if (session)
    await context.addInitScript((s) => {
      localStorage.setItem('accessToken', s.accessToken);
      localStorage.setItem('userData', JSON.stringify(s.userData));
      localStorage.setItem('userAbility', JSON.stringify(s.userAbility));
    }, session);
  const page = await context.newPage();
  const scripts = new Set();
  page.on('request', (r) => {
    if (r.resourceType() === 'script' && r.url().startsWith(origin)) scripts.add(new URL(r.url()).pathname);
  });
  return { context, page, scripts };
}

/**
 * In the page: waits until the first body row of a table contains `text` (and there are `min` rows),
 * then for the next frame; resolves with performance.now() then (or, when `hash` is given, the
 * time since setting location.hash to it). Rejects after `timeout` ms with what the page shows.
 */
const waitRows = (page, { hash, text, min = 1, timeout = 60_000 }) =>
  page.evaluate(
    ({ hash, sel, text, min, timeout }) =>
      new Promise((resolve, reject) => {
        const t0 = performance.now();
        const timer = setTimeout(() => {
          observer.disconnect();
          const rows = document.querySelectorAll(sel);
          reject(
            new Error(
              `no ${min} row(s) with "${text}" after ${timeout} ms at ${location.hash}: ${rows.length} rows, first: ${rows[0]?.textContent?.slice(0, 80) ?? 'none'}; page: ${document.body.innerText.slice(0, 200)}`,
            ),
          );
        }, timeout);
        const done = () => {
          const rows = document.querySelectorAll(sel);
          // a long page draws only the rows in view (src/schema/list/ListTable.tsx); its table says how many rows it holds, the header's included
          const count = rows[0]?.closest('table')?.getAttribute('aria-rowcount');
          const held = count ? Number(count) - 1 : rows.length;
          if (rows.length >= 1 && Math.max(held, rows.length) >= min && (!text || rows[0].textContent.includes(text))) {
            observer.disconnect();
            clearTimeout(timer);
            requestAnimationFrame(() => resolve(hash === undefined ? performance.now() : performance.now() - t0));
            return true;
          }
          return false;
        };
        const observer = new MutationObserver(done);
        observer.observe(document, { childList: true, subtree: true, characterData: true });
        if (hash !== undefined) location.hash = hash;
        else done();
      }),
    { hash, sel: ROW, text, min, timeout },
  );
const untilRow = (page, text, min = 1) => waitRows(page, { text, min });

/** The same-origin scripts whose request started before `at` (the page's performance.now()). */
const scriptsStartedBefore = (page, origin, at) =>
  page.evaluate(
    ({ origin, at }) =>
      performance
        .getEntriesByType('resource')
        .filter((e) => e.startTime <= at && e.name.startsWith(origin) && new URL(e.name).pathname.endsWith('.js'))
        .map((e) => new URL(e.name).pathname),
    { origin, at },
  );
const navigate = (page, hash, text, min = 1) => waitRows(page, { hash, text, min, timeout: 30_000 });

/** A rider's page shows this many related tables in its first tab (resources/consumer/consumers.ts `layout`). */
const RIDER_TABLES = 5;

/**
 * In the page: waits until the record page of `name` has drawn its `tables` related tables, each
 * with its total in its heading (src/schema/record/RelatedTable.tsx: the total shows once its page is
 * in), then for the next frame; resolves like waitRows.
 */
const waitRecord = (page, { hash, name, tables, timeout = 60_000 }) =>
  page.evaluate(
    ({ hash, name, tables, timeout }) =>
      new Promise((resolve, reject) => {
        const t0 = performance.now();
        const drawn = () => {
          const header = document.querySelector(`#main-content section[aria-label]`);
          const sections = [...document.querySelectorAll('#main-content section[aria-labelledby^="related-"]')];
          return (
            header?.getAttribute('aria-label') === name &&
            sections.length >= tables &&
            sections.every((s) => /\d\s*$/.test(s.querySelector('h2')?.textContent ?? ''))
          );
        };
        const timer = setTimeout(() => {
          observer.disconnect();
          reject(
            new Error(
              `the page of ${name} did not draw ${tables} related tables within ${timeout} ms at ${location.hash}: ${document.body.innerText.slice(0, 200)}`,
            ),
          );
        }, timeout);
        const done = () => {
          if (!drawn()) return;
          observer.disconnect();
          clearTimeout(timer);
          requestAnimationFrame(() => resolve(hash === undefined ? performance.now() : performance.now() - t0));
        };
        const observer = new MutationObserver(done);
        observer.observe(document, { childList: true, subtree: true, characterData: true });
        if (hash !== undefined) location.hash = hash;
        else done();
      }),
    { hash, name, tables, timeout },
  );

/** Two riders with the most rentals (so their pages have records in their tables), by the API. */
async function busyRiders(origin, token) {
  const get = async (p) => (await (await fetch(`${origin}/admin-company/v1${p}`, { headers: { Authorization: `Bearer ${token}` } })).json()).data;
  const orders = (await get('/rent-orders?size=1000')).data;
  const counts = new Map();
  for (const o of orders) counts.set(String(o.consumerId), (counts.get(String(o.consumerId)) ?? 0) + 1);
  const ids = [...counts.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 2)
    .map(([id]) => id);
  const riders = await Promise.all(ids.map((id) => get(`/consumers/${id}`)));
  return riders.map((r) => ({ hash: `#/apps/consumer/list/${r.id}/show`, name: String(r.name ?? r.phone) }));
}

function jsBytes(dir, scripts) {
  let total = 0;
  for (const p of scripts) {
    const f = path.join(dir, p);
    if (fs.existsSync(f)) total += gz(f);
  }
  return total;
}

/**
 * Live events (CONTRACT §2.5): a battery created through the API (through `writer`: on PostgreSQL
 * another process of the same database) → its row in the batteries list open in a browser on `ours`,
 * without a reload. Its serial number sorts first (the list's default sort is by serial number).
 */
async function liveLatency(browser, ours, writer, session) {
  const { context, page } = await freshPage(browser, ours, session);
  const times = [];
  try {
    await page.goto(`${ours}/${LISTS.batteries.hash}`);
    await untilRow(page, LISTS.batteries.text);
    // the list's subscription is made once it is drawn; the first event must find it
    await page.waitForLoadState('networkidle');
    const runId = Date.now().toString(36).toUpperCase();
    for (let i = 0; i < (QUICK ? 3 : 7); i++) {
      const sn = `0LIVE${runId}${i}`;
      const t0 = performance.now();
      const r = await fetch(`${writer}/admin-company/v1/batteries`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${session.accessToken}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ sn, model: '60V30AH' }),
      });
      if (!r.ok) throw new Error(`create failed: ${r.status} ${await r.text()}`);
      await page.waitForFunction((text) => [...document.querySelectorAll('tbody tr')].some((row) => row.textContent.includes(text)), sn, {
        polling: 'raf',
        timeout: 15_000,
      });
      times.push(performance.now() - t0);
      await page.waitForTimeout(300);
    }
    return { times, medianMs: median(times), otherProcess: writer !== ours };
  } catch (e) {
    return { times, error: e.message.split('\n')[0], otherProcess: writer !== ours };
  } finally {
    await context.close();
  }
}

/** A battery written 1,000 times through the API: its page's history (the first page of it) drawn on a warm navigation. */
async function historyTimes(browser, ours, session) {
  const auth = { Authorization: `Bearer ${session.accessToken}`, 'Content-Type': 'application/json' };
  const id = String(1 + Math.floor(COUNT / 2));
  for (let i = 0; i < 1000; i++) {
    const r = await fetch(`${ours}/admin-company/v1/batteries/${id}`, { method: 'PATCH', headers: auth, body: JSON.stringify({ soc: i % 101 }) });
    if (!r.ok) throw new Error(`PATCH failed: ${r.status} ${await r.text()}`);
  }
  const { context, page } = await freshPage(browser, ours, session);
  const times = [];
  try {
    // any first row: the live events' batteries (0LIVE…) may sort first
    await page.goto(`${ours}/${LISTS.batteries.hash}`);
    await untilRow(page, '');
    const drawn = (hash) =>
      page.evaluate(
        (hash) =>
          new Promise((resolve, reject) => {
            const t0 = performance.now();
            const timer = setTimeout(() => reject(new Error(`no history at ${location.hash}: ${document.body.innerText.slice(0, 200)}`)), 30_000);
            const done = () => {
              const list = [...document.querySelectorAll('#main-content section[aria-labelledby] ol')].find((ol) => ol.children.length >= 10);
              if (!list || !/1\s?000/.test(list.closest('section')?.querySelector('h2')?.textContent ?? '')) return;
              observer.disconnect();
              clearTimeout(timer);
              requestAnimationFrame(() => resolve(performance.now() - t0));
            };
            const observer = new MutationObserver(done);
            observer.observe(document, { childList: true, subtree: true, characterData: true });
            location.hash = hash;
          }),
        hash,
      );
    for (let i = 0; i < (QUICK ? 3 : 7); i++) {
      await navigate(page, LISTS.batteries.hash, '');
      // warm: the second and later visits (the page's code and the record are cached; the history is asked again)
      const t = await drawn(`#/apps/assets/battery/${id}/show`);
      if (i > 0) times.push(t);
    }
    return { times, medianMs: median(times) };
  } catch (e) {
    return { times, error: e.message.split('\n')[0] };
  } finally {
    await context.close();
  }
}

async function browserPhase(ours, stock, session, builds, writer = ours) {
  log('browser: initial JS, cold loads, warm navigation, 1,000 rows, map…');
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  const out = { cold: { ours: [], stock: [] }, warm: [], rows1000: [], map: undefined };
  try {
    // initial JS per entry screen
    {
      const { context, page, scripts } = await freshPage(browser, ours);
      await page.goto(`${ours}/#/login`);
      await page.locator('input[name="password"]').waitFor({ state: 'visible', timeout: 60_000 });
      await page.waitForLoadState('networkidle');
      out.loginScripts = [...scripts];
      await context.close();
    }
    {
      const { context, page, scripts } = await freshPage(browser, ours, session);
      await page.goto(`${ours}/${LISTS.batteries.hash}`);
      const rowAt = await untilRow(page, LISTS.batteries.text);
      // the scripts the page had asked for when the first row was drawn (its resource timing: the
      // requests Playwright reports also include those started while its answer travelled back)
      out.listScripts = await scriptsStartedBefore(page, ours, rowAt);
      // and once the screen is complete (its secondary parts are loaded after the rows are drawn)
      await page.waitForLoadState('networkidle');
      out.listScriptsComplete = [...scripts];
      await context.close();
    }
    {
      const { context, page, scripts } = await freshPage(browser, stock);
      await page.goto(`${stock}/#/posts`);
      await untilRow(page, 'Post');
      out.stockScripts = [...scripts];
      await context.close();
    }
    log(`  initial JS recorded; ${RUNS} cold loads per app…`);
    // cold loads, alternating, fresh contexts (no cache)
    for (let i = 0; i < RUNS; i++) {
      for (const which of i % 2 ? ['stock', 'ours'] : ['ours', 'stock']) {
        const origin = which === 'ours' ? ours : stock;
        const { context, page } = await freshPage(browser, origin, which === 'ours' ? session : undefined);
        await page.goto(which === 'ours' ? `${ours}/${LISTS.batteries.hash}` : `${stock}/#/posts`, { waitUntil: 'commit' });
        out.cold[which].push(await untilRow(page, which === 'ours' ? LISTS.batteries.text : 'Post'));
        await context.close();
      }
    }
    // the stock app's warm navigation, as this machine's yardstick (not a target)
    {
      const { context, page } = await freshPage(browser, stock);
      await page.goto(`${stock}/#/posts`);
      await untilRow(page, 'Post');
      out.stockWarm = [];
      for (let i = 0; i < NAVS; i++) {
        out.stockWarm.push(await navigate(page, i % 2 ? '#/posts' : '#/comments', i % 2 ? 'Post' : 'Reader'));
        await page.waitForTimeout(150);
      }
      await context.close();
    }
    log('  warm navigation, 1,000 rows…');
    // warm navigation between two resource lists, and the "all" page size (1,000 rows)
    {
      const { context, page } = await freshPage(browser, ours, session);
      await page.goto(`${ours}/${LISTS.batteries.hash}`);
      await untilRow(page, LISTS.batteries.text);
      for (let i = 0; i < NAVS; i++) {
        const to = i % 2 ? LISTS.batteries : LISTS.rentOrders;
        out.warm.push(await navigate(page, to.hash, to.text));
        await page.waitForTimeout(150);
      }
      // a different sort each time: a new query, so each run fetches 1,000 rows and renders them
      for (const [sort, order] of [
        ['sn', 'ASC'],
        ['soc', 'DESC'],
        ['cycles', 'ASC'],
      ].slice(0, QUICK ? 2 : 3)) {
        await navigate(page, LISTS.rentOrders.hash, LISTS.rentOrders.text);
        // the "all" choice of the page-size menu: the API's largest page (src/schema/pageSize.ts)
        const query = `perPage=1000&page=1&sort=${sort}&order=${order}&filter=${encodeURIComponent('{}')}`;
        out.rows1000.push(await navigate(page, `${LISTS.batteries.hash}?${query}`, LISTS.batteries.text, 1000));
        out.rowsRendered = await page.evaluate((sel) => {
          const rows = document.querySelectorAll(sel);
          return {
            held: rows[0]?.closest('table')?.getAttribute('aria-rowcount') ? Number(rows[0].closest('table').getAttribute('aria-rowcount')) - 1 : rows.length,
            drawn: [...rows].filter((r) => !r.getAttribute('aria-hidden')).length,
          };
        }, ROW);
      }
      await context.close();
    }
    log('  rider pages…');
    // a rider's page: cold load to its last related table, and rider → rider in the app
    {
      const [a, b] = await busyRiders(ours, session.accessToken);
      out.riderCold = [];
      for (let i = 0; i < RUNS; i++) {
        const { context, page } = await freshPage(browser, ours, session);
        await page.goto(`${ours}/${a.hash}`, { waitUntil: 'commit' });
        out.riderCold.push(await waitRecord(page, { name: a.name, tables: RIDER_TABLES }));
        await context.close();
      }
      const { context, page } = await freshPage(browser, ours, session);
      await page.goto(`${ours}/${a.hash}`);
      await waitRecord(page, { name: a.name, tables: RIDER_TABLES });
      out.riderWarm = [];
      for (let i = 0; i < NAVS; i++) {
        const to = i % 2 ? a : b;
        out.riderWarm.push(await waitRecord(page, { hash: to.hash, name: to.name, tables: RIDER_TABLES, timeout: 30_000 }));
        await page.waitForTimeout(150);
      }
      await context.close();
    }
    log('  live events, a record’s history…');
    out.live = await liveLatency(browser, ours, writer, session);
    out.history = await historyTimes(browser, ours, session);
    log('  map dashboard…');
    // the map dashboard with every cabinet (if it is there)
    {
      const { context, page } = await freshPage(browser, ours, session);
      await page.addInitScript(() => {
        window.__longTasks = [];
        new PerformanceObserver((list) => list.getEntries().forEach((e) => window.__longTasks.push(e.duration))).observe({ type: 'longtask', buffered: true });
      });
      await page.goto(`${ours}/#/dashboards/map`);
      const map = page.locator('[data-testid="ops-map"]');
      try {
        await map.waitFor({ state: 'visible', timeout: 60_000 });
        const t0 = await page.evaluate(() => performance.now());
        await page.waitForFunction(
          () => !document.querySelector('[data-testid="ops-map"] [role="progressbar"]') && document.querySelector('.leaflet-marker-icon'),
          null,
          { timeout: 120_000 },
        );
        const t1 = await page.evaluate(() => performance.now());
        const shown = await page.locator('[data-testid="ops-map-shown"]').textContent();
        // then pan and zoom: frames while the clusters are recomputed
        const box = await map.boundingBox();
        const before = await page.evaluate(() => window.__longTasks.length);
        await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
        await page.mouse.wheel(0, -400);
        await page.waitForTimeout(600);
        await page.mouse.down();
        await page.mouse.move(box.x + box.width / 2 + 200, box.y + box.height / 2 + 80, { steps: 8 });
        await page.mouse.up();
        await page.waitForTimeout(600);
        const tasks = await page.evaluate(() => window.__longTasks);
        out.map = {
          loadedMs: t1 - t0,
          sinceNavigationMs: t1,
          shown: (shown ?? '').replace(/\s+/g, ' ').trim(),
          markers: await page.locator('.leaflet-marker-icon').count(),
          longestTaskMs: Math.max(0, ...tasks),
          longTasksOver200: tasks.filter((d) => d > 200).length,
          longestTaskWhilePanningMs: Math.max(0, ...tasks.slice(before)),
        };
      } catch (e) {
        out.map = { error: e.message.split('\n')[0] };
      }
      await context.close();
    }
  } finally {
    await browser.close();
  }
  out.loginJs = jsBytes(builds.app, out.loginScripts);
  out.listJs = jsBytes(builds.app, out.listScripts);
  out.listJsComplete = jsBytes(builds.app, out.listScriptsComplete);
  out.stockJs = jsBytes(builds.stock, out.stockScripts);
  // the floor app is one chunk, all of it loaded by its one screen
  out.floorJs = fs
    .readdirSync(path.join(builds.floor, 'assets'))
    .filter((f) => f.endsWith('.js'))
    .reduce((sum, f) => sum + gz(path.join(builds.floor, 'assets', f)), 0);
  // the largest lazy chunks (not loaded by either entry screen)
  const initial = new Set([...out.loginScripts, ...out.listScripts]);
  const assets = fs.readdirSync(path.join(builds.app, 'assets')).filter((f) => f.endsWith('.js'));
  out.lazyChunks = assets
    .map((f) => ({ file: `/assets/${f}`, gzip: gz(path.join(builds.app, 'assets', f)) }))
    .filter((c) => !initial.has(c.file))
    .sort((a, b) => b.gzip - a.gzip);
  out.chunkCount = assets.length;
  return out;
}

// ---- 4. API ----------------------------------------------------------------------------------
function cannon(opts) {
  return new Promise((resolve, reject) => autocannon({ timeout: 10, ...opts }, (err, res) => (err ? reject(err) : resolve(res))));
}
const summary = (r) => ({
  reqPerSec: r.requests.average,
  p50: r.latency.p50,
  p99: r.latency.p99,
  requests: r.requests.total,
  errors: r.errors + r.non2xx, // autocannon counts timeouts among its errors
  timeouts: r.timeouts,
  non2xx: r.non2xx,
  max: r.latency.max,
});
/** Per-metric medians of several autocannon summaries (errors and requests: summed). */
const medianOf = (runs) => ({
  reqPerSec: median(runs.map((r) => r.reqPerSec)),
  p50: median(runs.map((r) => r.p50)),
  p99: median(runs.map((r) => r.p99)),
  max: Math.max(...runs.map((r) => r.max)),
  requests: runs.reduce((n, r) => n + r.requests, 0),
  errors: runs.reduce((n, r) => n + r.errors, 0),
  timeouts: runs.reduce((n, r) => n + r.timeouts, 0),
  non2xx: runs.reduce((n, r) => n + r.non2xx, 0),
});
const errorText = (x) => `${x.errors} errors${x.errors ? ` (${x.timeouts} timeouts at 10 s, ${x.non2xx} non-2xx)` : ''}`;

async function apiPhase(ours, token) {
  log('API: list, one, create, login at 1 and 50 connections; 100-connection load runs…');
  const auth = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
  let sn = 0;
  const runId = Date.now().toString(36).toUpperCase();
  // ids never patched before in the run: the first half of the batteries without If-Match, the second half with it (the history's battery is in neither)
  const walked = { plain: 0, ifMatch: 0 };
  const nextId = (which) => {
    const n = ++walked[which];
    return String(which === 'plain' ? 1 + (n % (COUNT / 2 - 10)) : COUNT / 2 + 10 + (n % (COUNT / 2 - 20)));
  };
  const endpoints = {
    list: {
      title: 'list: GET /batteries?status=charging&model=60V30AH&sort=soc&order=desc&size=25&page=1…20',
      requests: [
        {
          method: 'GET',
          setupRequest: (req) => ({
            ...req,
            path: `/admin-company/v1/batteries?status=charging&model=60V30AH&sort=soc&order=desc&size=25&page=${1 + Math.floor(Math.random() * 20)}`,
          }),
        },
      ],
      headers: auth,
    },
    one: {
      title: 'one: GET /batteries/{random id}',
      requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, path: `/admin-company/v1/batteries/${1 + Math.floor(Math.random() * COUNT)}` }) }],
      headers: auth,
    },
    create: {
      title: 'create: POST /batteries',
      requests: [
        {
          method: 'POST',
          path: '/admin-company/v1/batteries',
          setupRequest: (req) => ({
            ...req,
            body: JSON.stringify({
              sn: `BN${runId}${String(++sn).padStart(7, '0')}`,
              model: '60V30AH',
              status: 'idle',
              assetStatus: 'stock',
              locationType: 'warehouse',
            }),
          }),
        },
      ],
      headers: auth,
    },
    // an edit of a battery not written before in this run (each at version 1): without If-Match, then with it (CONTRACT §2.5)
    patch: {
      title: 'patch: PATCH /batteries/{id} (each id once)',
      requests: [
        { method: 'PATCH', setupRequest: (req) => ({ ...req, path: `/admin-company/v1/batteries/${nextId('plain')}`, body: JSON.stringify({ soc: 50 }) }) },
      ],
      headers: auth,
    },
    patchIfMatch: {
      title: 'patchIfMatch: PATCH /batteries/{id} with If-Match: "1" (each id once)',
      requests: [
        {
          method: 'PATCH',
          setupRequest: (req) => ({
            ...req,
            path: `/admin-company/v1/batteries/${nextId('ifMatch')}`,
            headers: { ...req.headers, 'If-Match': '"1"' },
            body: JSON.stringify({ soc: 50 }),
          }),
        },
      ],
      headers: auth,
    },
    login: {
      title: 'login: POST /auth/login',
      requests: [{ method: 'POST', path: '/auth/login', body: JSON.stringify({ email: 'admin@demo.com', password: 'admin' }) }],
      headers: { 'Content-Type': 'application/json' },
    },
  };
  const out = {};
  for (const [name, e] of Object.entries(endpoints)) {
    await cannon({ url: ours, connections: 4, duration: 1, requests: e.requests, headers: e.headers }); // warm-up
    out[name] = { title: e.title };
    for (const c of [1, 50]) {
      // the list targets are judged on the median of several runs (the machine is shared and noisy)
      const runs = [];
      for (let i = 0; i < (name === 'list' && !QUICK ? 3 : 1); i++)
        runs.push(summary(await cannon({ url: ours, connections: c, duration: API_SECONDS, requests: e.requests, headers: e.headers })));
      out[name][`c${c}`] = runs.length === 1 ? runs[0] : { ...medianOf(runs), runs };
    }
  }
  out.load = {
    list: summary(await cannon({ url: ours, connections: 100, duration: LOAD_SECONDS, requests: endpoints.list.requests, headers: endpoints.list.headers })),
    login: summary(await cannon({ url: ours, connections: 100, duration: LOAD_SECONDS, requests: endpoints.login.requests, headers: endpoints.login.headers })),
  };
  return out;
}

// ---- 4b. run-time declarations (CONTRACT §2.4) -------------------------------------------------
/** Ten small resources declared and published at run time, in several menu sections (the first screen is measured with them in force). */
async function publishDeclarations(origin, token, n) {
  const sections = ['cab', 'store', 'system', 'company', 'vstore'];
  for (let i = 1; i <= n; i++) {
    const name = `bench-things-${i}`;
    const section = sections[i % sections.length];
    const declaration = {
      name,
      route: `/apps/bench/things-${i}`,
      privilege: `RESOURCE_ADMIN_BENCH_THINGS_${i}`,
      menu: { section, order: 90 + i, icon: 'Category' },
      title: 'label',
      search: ['label'],
      fields: {
        id: { kind: 'id' },
        label: { kind: 'text', required: true, filter: 'search' },
        level: { kind: 'enum', values: { low: 'default', high: 'error' }, default: 'low', filter: 'anyOf' },
        cabinetId: { kind: 'reference', to: 'cab-devices', filter: 'equal' },
      },
      labels: Object.fromEntries(
        ['zh_CN', 'en', 'fr', 'ar'].map((l) => [l, { name: `Thing ${i} |||| Things ${i}`, fields: { label: 'Label', level: 'Level' } }]),
      ),
    };
    await schemaCall(origin, token, 'PUT', `/schemas/${name}`, declaration);
    await schemaCall(origin, token, 'POST', `/schemas/${name}/publish`);
  }
}

async function schemaCall(origin, token, method, urlPath, body) {
  const res = await fetch(`${origin}/admin-company/v1${urlPath}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = await res.json();
  if (res.status !== 200) throw new Error(`${method} ${urlPath}: ${res.status} ${JSON.stringify(answer).slice(0, 300)}`);
  return answer.data;
}

/**
 * Publish latency at 100,000 records (CONTRACT §2.4), written straight into the database (the API would
 * take minutes to create them):
 * - a declared resource (the contract's charging piles, its indexes as its declaration implies):
 *   100,000 piles, then a field added, then one renamed (`renamedFrom`: every value moved in one
 *   transaction);
 * - a built-in one with many indexes: every battery first holds a value of a field no declaration
 *   names (kept from an earlier one); a custom field of that name is published (each value checked),
 *   then renamed.
 */
async function schemaPhase(origin, token, data) {
  log('declarations: publish latency at 100,000 records (a declared resource, then the batteries)…');
  const sql = async (statement) => {
    const run = POSTGRES
      ? `const pg = require('pg'); const c = new pg.Client({ connectionString: process.argv[1] }); c.connect().then(() => c.query(process.argv[2])).then(() => c.end());`
      : `const db = new (require('better-sqlite3'))(process.argv[1]); db.pragma('busy_timeout = 10000'); db.exec(process.argv[2]); db.close();`;
    await exec(process.execPath, ['-e', run, POSTGRES ? data.url : data.file, statement]);
  };
  const timed = async (name, declaration) => {
    await schemaCall(origin, token, 'PUT', `/schemas/${name}`, declaration);
    const t0 = performance.now();
    const result = await schemaCall(origin, token, 'POST', `/schemas/${name}/publish`);
    return { ms: performance.now() - t0, touches: Math.max(0, ...Object.values(result.touches ?? {})) };
  };
  const piles = {
    name: 'bench-piles',
    route: '/apps/cab/bench-pile',
    privilege: 'RESOURCE_ADMIN_CAB_BENCH_PILE',
    menu: { section: 'cab', order: 60, icon: 'Dns' },
    title: 'sn',
    search: ['sn'],
    defaultSort: { field: 'sn', order: 'ASC' },
    fields: {
      id: { kind: 'id' },
      sn: { kind: 'text', required: true, unique: true, pattern: 'PILE\\d{6}', filter: 'search' },
      cabinetId: { kind: 'reference', to: 'cab-devices', required: true, filter: 'equal' },
      powerKw: { kind: 'number', min: 0, max: 350, filter: 'range' },
      status: { kind: 'enum', values: { idle: 'default', charging: 'info', fault: 'error' }, default: 'idle', filter: 'anyOf' },
      faultCode: { kind: 'text', requiredWhen: { status: ['fault'] } },
    },
  };
  const created = await timed('bench-piles', piles);
  const n = COUNT;
  const pile = POSTGRES
    ? `json_build_object('id', g::text, 'sn', 'PILE' || lpad(g::text, 6, '0'), 'cabinetId', (1 + g % 1000)::text, 'powerKw', g % 350, 'status', 'idle')`
    : `json_object('id', CAST(g AS TEXT), 'sn', 'PILE' || substr('000000' || g, -6), 'cabinetId', CAST(1 + g % 1000 AS TEXT), 'powerKw', g % 350, 'status', 'idle')`;
  await sql(
    POSTGRES
      ? `INSERT INTO "bench-piles" ("id", "doc") SELECT g::text, ${pile} FROM generate_series(1, ${n}) AS g`
      : `WITH RECURSIVE s(g) AS (SELECT 1 UNION ALL SELECT g + 1 FROM s WHERE g < ${n}) INSERT INTO "bench-piles" ("id", "doc") SELECT CAST(g AS TEXT), ${pile} FROM s`,
  );
  const { powerKw, ...rest } = piles.fields;
  const pileAdd = await timed('bench-piles', { ...piles, fields: { ...piles.fields, note: { kind: 'text', maxLength: 40 } } });
  const pileRename = await timed('bench-piles', {
    ...piles,
    fields: { ...rest, note: { kind: 'text', maxLength: 40 }, power: { ...powerKw, renamedFrom: 'powerKw' } },
  });
  await sql(
    POSTGRES
      ? `UPDATE batteries SET doc = (doc::jsonb || jsonb_build_object('benchTag', 'T' || id))::json`
      : `UPDATE batteries SET doc = json_set(doc, '$.benchTag', 'T' || id)`,
  );
  const batteryAdd = await timed('batteries', { name: 'batteries', fields: { benchTag: { kind: 'text', maxLength: 20 } } });
  const batteryRename = await timed('batteries', { name: 'batteries', fields: { benchLabel: { kind: 'text', maxLength: 20, renamedFrom: 'benchTag' } } });
  return { created, pileAdd, pileRename, batteryAdd, batteryRename };
}

// ---- 5. report -------------------------------------------------------------------------------
function machine() {
  const cpu = (fs.readFileSync('/proc/cpuinfo', 'utf8').match(/model name\s*:\s*(.*)/) ?? [])[1] ?? os.cpus()[0]?.model;
  return {
    nproc: os.availableParallelism?.() ?? os.cpus().length,
    memory: `${(os.totalmem() / 2 ** 30).toFixed(1)} GiB`,
    cpu,
    node: process.version,
    loadavg: os
      .loadavg()
      .map((x) => x.toFixed(1))
      .join(' '),
  };
}

function report(r) {
  const t = [];
  const row = (section, metric, value, target = '', ok) => t.push({ section, metric, value, target, ok: ok === undefined ? '' : ok ? 'ok' : 'MISSED' });
  const b = r.browser;
  if (b) browserRows(b, row);
  const a = r.api;
  row('API', `server start-up on the ${(r.dataFileBytes / 1e6).toFixed(0)} MB ${r.database} database, to "ready"`, ms(r.startupMs));
  apiRows(a, row);
  importRows(r.import, row, r.database === 'SQLite');
  bulkRows(r.bulk, row, r.database === 'SQLite');
  const d = r.declarations;
  if (r.declarationsPublished) row('declarations', 'run-time declarations in force during the browser phase', String(r.declarationsPublished));
  const onSqlite = r.database === 'SQLite';
  row('declarations', "publish: a new declared resource (the contract's charging piles)", ms(d.created.ms));
  row(
    'declarations',
    `publish: a field added to it (${r.count.toLocaleString('en')} records, none holding it)`,
    ms(d.pileAdd.ms),
    onSqlite ? '< 5 s' : '',
    onSqlite ? d.pileAdd.ms < 5000 : undefined,
  );
  row(
    'declarations',
    `publish: a field of it renamed (renamedFrom: ${d.pileRename.touches.toLocaleString('en')} records' values moved)`,
    ms(d.pileRename.ms),
    onSqlite ? '< 5 s' : '',
    onSqlite ? d.pileRename.ms < 5000 : undefined,
  );
  row(
    'declarations',
    `publish: a custom field of batteries whose kept values ${d.batteryAdd.touches.toLocaleString('en')} records hold (each checked first)`,
    ms(d.batteryAdd.ms),
  );
  row(
    'declarations',
    `publish: that field renamed (${d.batteryRename.touches.toLocaleString('en')} batteries' values moved, 33 indexes kept up)`,
    ms(d.batteryRename.ms),
  );
  return table(t);
}

function browserRows(b, row) {
  row('first screen', 'JS before the login screen (gzip)', `${kb(b.loginJs)} in ${b.loginScripts.length} files`, '≤ 280 KB', b.loginJs <= 280 * 1024);
  row('first screen', 'JS before the first list (gzip)', `${kb(b.listJs)} in ${b.listScripts.length} files`, '≤ 280 KB', b.listJs <= 280 * 1024);
  row(
    'first screen',
    'JS once the first list is complete: its filter bar, buttons and pagination, loaded after the rows (gzip)',
    `${kb(b.listJsComplete)} in ${b.listScriptsComplete.length} files`,
  );
  row('first screen', 'stock react-admin app, first list', `${kb(b.stockJs)} in ${b.stockScripts.length} files`);
  if (b.floorJs) row('first screen', 'react-admin floor: one List + Datagrid, nothing else (bench/floor)', kb(b.floorJs));
  b.lazyChunks
    .slice(0, 5)
    .forEach((c, i) => row('first screen', `lazy chunk #${i + 1} (of ${b.chunkCount} files)`, `${kb(c.gzip)} ${c.file.replace('/assets/', '')}`));
  const coldOurs = median(b.cold.ours);
  const coldStock = median(b.cold.stock);
  row(
    'browser',
    `cold load → first row of #/apps/assets/battery (median of ${b.cold.ours.length})`,
    ms(coldOurs),
    `≤ stock (${ms(coldStock)})`,
    coldOurs <= coldStock,
  );
  row('browser', `stock app cold load → first row of #/posts (median of ${b.cold.stock.length})`, ms(coldStock));
  row('browser', `warm navigation battery ↔ rent orders (median of ${b.warm.length})`, ms(median(b.warm)), '< 150 ms', median(b.warm) < 150);
  row('browser', `stock app warm navigation posts ↔ comments (median of ${b.stockWarm.length}; this machine's yardstick)`, ms(median(b.stockWarm)));
  row(
    'browser',
    `"all" page size: 1,000 rows fetched and shown (median of ${b.rows1000.length})`,
    `${ms(median(b.rows1000))} (${b.rowsRendered.held} rows, ${b.rowsRendered.drawn} drawn: the ones in view)`,
    '< 1000 ms',
    median(b.rows1000) < 1000 && b.rowsRendered.held >= 1000,
  );
  // A record page asks for its record and its five related tables' pages once the shell and the page have rendered (about 0.7 s
  // into a cold load here; the first list is asked while the app downloads, src/boot.ts): a second of budget, measured ~0.9-1.1 s.
  // Asking the record's pages at boot as the first list does would save some 0.4 s (left for the first-screen module, issue 21).
  const riderCold = median(b.riderCold);
  row(
    'browser',
    `cold load → a rider's page with its ${RIDER_TABLES} related tables drawn (median of ${b.riderCold.length})`,
    ms(riderCold),
    '≤ 1500 ms',
    riderCold <= 1500,
  );
  row(
    'browser',
    `warm navigation rider → rider, ${RIDER_TABLES} related tables drawn (median of ${b.riderWarm.length})`,
    ms(median(b.riderWarm)),
    '< 300 ms',
    median(b.riderWarm) < 300,
  );
  if (b.live)
    row(
      'browser',
      `live events: a battery created through the API${b.live.otherProcess ? ' of another process' : ''} → its row in an open list (median of ${b.live.times.length})`,
      b.live.error ? `failed: ${b.live.error}` : ms(b.live.medianMs),
      '< 1 s',
      !b.live.error && b.live.medianMs < 1000,
    );
  if (b.history)
    row(
      'browser',
      `warm navigation → a battery page with 1,000 revisions, its history drawn (median of ${b.history.times.length})`,
      b.history.error ? `failed: ${b.history.error}` : ms(b.history.medianMs),
      '< 300 ms',
      !b.history.error && b.history.medianMs < 300,
    );
  if (b.map?.error) row('browser', 'map dashboard, 10,000 cabinets', `not measured: ${b.map.error}`);
  else if (b.map)
    row(
      'browser',
      'map dashboard, 10,000 cabinets: all loaded; longest main-thread task',
      `${ms(b.map.loadedMs)}; ${ms(b.map.longestTaskMs)} (${b.map.longTasksOver200} tasks > 200 ms; ${b.map.markers} markers drawn; panning: ${ms(b.map.longestTaskWhilePanningMs)})`,
      'no task ≥ 1000 ms',
      b.map.longestTaskMs < 1000,
    );
}

function apiRows(a, row) {
  for (const name of ['list', 'one', 'create', 'patch', 'patchIfMatch', 'login'])
    for (const c of ['c1', 'c50']) {
      const x = a[name]?.[c];
      if (!x) continue;
      const conn = c === 'c1' ? 1 : 50;
      let target = '';
      let ok;
      if (name === 'list' && conn === 1) [target, ok] = ['p50 < 10 ms', x.p50 < 10];
      if (name === 'list' && conn === 50) [target, ok] = ['≥ 500 req/s, p99 < 100 ms', x.reqPerSec >= 500 && x.p99 < 100];
      // versions cost little: an edit naming its version runs within 10 % of one that does not, and none is refused
      if (name === 'patchIfMatch' && conn === 50)
        [target, ok] = ['≥ 90 % of patch’s req/s, 0 errors', x.reqPerSec >= 0.9 * a.patch.c50.reqPerSec && x.errors === 0];
      row(
        'API',
        `${conn === 1 ? a[name].title : name}, ${conn} conn.${x.runs ? ` (median of ${x.runs.length} runs of ${API_SECONDS} s)` : ''}`,
        `${x.reqPerSec.toFixed(0)} req/s, p50 ${x.p50} ms, p99 ${x.p99} ms${x.errors ? `, ${errorText(x)}` : ''}`,
        target,
        ok,
      );
    }
  for (const name of ['list', 'login']) {
    const x = a.load[name];
    row(
      'API',
      `load: ${name}, 100 conn. × ${LOAD_SECONDS} s`,
      `${x.reqPerSec.toFixed(0)} req/s, p50 ${x.p50} ms, p99 ${x.p99} ms, max ${x.max} ms, ${errorText(x)}, ${x.requests} requests`,
      '0 errors',
      x.errors === 0,
    );
  }
}

function table(t) {
  const w = [
    Math.max(...t.map((x) => x.section.length)),
    Math.max(...t.map((x) => x.metric.length)),
    Math.max(...t.map((x) => x.value.length)),
    Math.max(...t.map((x) => x.target.length)),
    6,
  ];
  const line = (cells) => `| ${cells.map((c, i) => String(c).padEnd(w[i])).join(' | ')} |`;
  const lines = [
    line(['section', 'metric', 'value', 'target', 'ok']),
    `|${w.map((n) => '-'.repeat(n + 2)).join('|')}|`,
    ...t.map((x) => line([x.section, x.metric, x.value, x.target, x.ok])),
  ];
  return { lines, missed: t.filter((x) => x.ok === 'MISSED') };
}

// ---- main ------------------------------------------------------------------------------------
let code = 0;
try {
  const builds = API_ONLY ? undefined : await build();
  const data = POSTGRES ? await postgresData() : await dataFile();
  log(
    `starting the demo server on the ${(data.bytes / 1e6).toFixed(0)} MB ${POSTGRES ? 'PostgreSQL database' : 'data file'}${API_ONLY ? '' : ", and the stock app's json-server"}…`,
  );
  const startedServer = performance.now();
  let startupMs = NaN;
  const [ours, stock] = await Promise.all([
    serve(
      [...SERVER_ARGS, '--import', 'tsx', 'server/main.ts'],
      {
        PORT: '0',
        HOST: '127.0.0.1',
        ...(POSTGRES ? { DATABASE_URL: data.url } : { DATA_FILE: data.file }),
        STATIC_DIR: builds?.app ?? path.join(tmp, 'no-build'),
        BCRYPT_ROUNDS: String(ROUNDS),
        JWT_SECRET: 'bench-secret-0123456789',
      },
      'demo server',
    ).then((server) => ((startupMs = performance.now() - startedServer), server)),
    API_ONLY ? undefined : serve(['bench/stock/server.mjs', builds.stock, '0', '10000'], {}, 'stock server'),
  ]);
  const login = await fetch(`${ours.url}/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'admin@demo.com', password: 'admin' }),
  });
  const session = await login.json();
  if (!session.accessToken) throw new Error(`login failed: ${JSON.stringify(session)}`);
  if (DECLARATIONS) {
    log(`publishing ${DECLARATIONS} run-time declarations…`);
    await publishDeclarations(ours.url, session.accessToken, DECLARATIONS);
  }
  // on PostgreSQL, a second process of the same database: the live events' writes go through it (CONTRACT §2.5: events reach every process)
  const writer =
    POSTGRES && !API_ONLY
      ? await serve(
          [...SERVER_ARGS, '--import', 'tsx', 'server/main.ts'],
          {
            PORT: '0',
            HOST: '127.0.0.1',
            DATABASE_URL: data.url,
            STATIC_DIR: path.join(tmp, 'no-build'),
            BCRYPT_ROUNDS: String(ROUNDS),
            JWT_SECRET: 'bench-secret-0123456789',
          },
          'second demo server',
        )
      : undefined;
  const browser = API_ONLY ? undefined : await browserPhase(ours.url, stock.url, session, builds, writer?.url);
  const api = await apiPhase(ours.url, session.accessToken);
  const declarations = await schemaPhase(ours.url, session.accessToken, data);
  // the import (CONTRACT §2.5), last (its 10,000 batteries change no figure above): a dry run of a 10,000-row CSV of batteries, then its import (scripts/bench-import.mjs)
  const imports = await importPhase(ours.url, session.accessToken);
  // a bulk edit of 1,000 batteries (CONTRACT §2.5), each checked, written and audited (scripts/bench-bulk.mjs)
  const bulk = await bulkPhase(ours.url, session.accessToken);
  const result = {
    date: new Date().toISOString(),
    quick: QUICK,
    apiOnly: API_ONLY,
    machine: machine(),
    count: COUNT,
    bcryptRounds: ROUNDS,
    database: POSTGRES ? 'PostgreSQL' : 'SQLite',
    dataFileBytes: data.bytes,
    startupMs,
    declarationsPublished: DECLARATIONS,
    browser,
    api,
    import: imports,
    bulk,
    declarations,
    seconds: (Date.now() - started) / 1000,
  };
  const { lines, missed } = report(result);
  result.table = lines;
  result.missed = missed.map((m) => `${m.metric}: ${m.value} (target ${m.target})`);
  fs.mkdirSync(path.join(ROOT, 'bench-results'), { recursive: true });
  const out = `bench-results/latest${API_ONLY ? '-api' : ''}${POSTGRES ? '-postgres' : ''}${DECLARATIONS ? '-declarations' : ''}.json`;
  fs.writeFileSync(path.join(ROOT, out), `${JSON.stringify(result, null, 2)}\n`);
  const m = result.machine;
  console.log(
    `\nBenchmark (${QUICK ? 'quick, ' : ''}${API_ONLY ? 'API only, ' : ''}${POSTGRES ? 'PostgreSQL, ' : ''}${DECLARATIONS ? `${DECLARATIONS} declarations, ` : ''}${result.seconds.toFixed(0)} s) — ${m.nproc} CPUs (${m.cpu}), ${m.memory}, Node ${m.node}, load average ${m.loadavg}\n`,
  );
  console.log(lines.join('\n'));
  console.log(`\nFull figures: ${out}${missed.length ? `\nMissed: ${result.missed.join('; ')}` : '\nEvery target met.'}`);
  code = missed.length ? 1 : 0;
} catch (e) {
  console.error(e);
  code = 2;
} finally {
  cleanup();
}
process.exit(code);
