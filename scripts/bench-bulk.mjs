// The bulk edit's bench (CONTRACT §2.5, issue 35): one PATCH /batteries setting a field on 1,000
// batteries (each checked, written and audited as one PATCH), timed once on the running server.
// scripts/bench.mjs runs it after the API phase; on its own, against a server already running:
//   node scripts/bench-bulk.mjs http://127.0.0.1:3400
// (it signs in as the demo admin).

export const BULK_IDS = 1000;

/** The ids of the first `n` batteries, then one bulk edit of them (the brand: no rule of another field reads it). */
export async function bulkPhase(origin, token, n = BULK_IDS) {
  const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
  const page = await (await fetch(`${origin}/admin-company/v1/batteries?size=${n}&sort=id&order=asc`, { headers })).json();
  const ids = page.data.data.map((b) => String(b.id));
  const started = performance.now();
  const res = await fetch(`${origin}/admin-company/v1/batteries`, {
    method: 'PATCH',
    headers,
    body: JSON.stringify({ ids, data: { brand: `Bench ${Date.now().toString(36)}` } }),
  });
  const body = await res.json();
  const ms = performance.now() - started;
  if (res.status !== 200) throw new Error(`bulk edit: ${res.status} ${JSON.stringify(body).slice(0, 300)}`);
  return { ids: ids.length, ms, done: body.data.done.length, refused: body.data.refused.length };
}

/** The report's row (scripts/bench.mjs `report`): the target on SQLite (docs/performance.md). */
export function bulkRows(x, row, onSqlite) {
  if (!x) return;
  row(
    'bulk edit',
    `PATCH /batteries {ids, data}: ${x.ids.toLocaleString('en')} batteries, each checked, written and audited`,
    `${(x.ms / 1000).toFixed(2)} s (${x.done} done, ${x.refused} refused)`,
    onSqlite ? '< 5 s, none refused' : '',
    onSqlite ? x.ms < 5000 && x.refused === 0 && x.done === x.ids : undefined,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [origin = 'http://127.0.0.1:3400'] = process.argv.slice(2);
  const login = await fetch(`${origin}/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'admin@demo.com', password: 'admin' }),
  });
  const { accessToken } = await login.json();
  const lines = [];
  bulkRows(
    await bulkPhase(origin, accessToken),
    (section, metric, value, target, ok) => lines.push(`${metric}: ${value}${target ? ` — target ${target}: ${ok ? 'ok' : 'MISSED'}` : ''}`),
    true,
  );
  console.log(lines.join('\n'));
}
