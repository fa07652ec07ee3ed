// The import's bench (CONTRACT §2.5, issue 35): a dry run of a 10,000-row CSV of batteries, then
// its import (mode=valid), each timed once on the running server. scripts/bench.mjs runs it after
// the API phase; on its own, against a server already running:
//   node scripts/bench-import.mjs http://127.0.0.1:3400 [rows]
// (it signs in as the demo admin).

export const IMPORT_ROWS = 10_000;

/** A CSV of `rows` new batteries, as a script would write it (field names, enum keys, store by id): none of them bad. */
export function batteriesCsv(rows, tag = Date.now().toString(36).toUpperCase()) {
  const models = ['48V20AH', '60V30AH', '72V30AH'];
  const lines = ['sn,model,brand,voltage,capacityAh,soc,soh,cycles,status,assetStatus,locationType,storeId,smart,enabled'];
  for (let i = 0; i < rows; i++) {
    const model = models[i % 3];
    lines.push(
      [
        `IM${tag}${String(i).padStart(6, '0')}`,
        model,
        '星恒',
        model.slice(0, 2),
        model.slice(3, 5),
        i % 101,
        80 + (i % 21),
        i % 900,
        'idle',
        'stock',
        'warehouse',
        1 + (i % 5),
        'true',
        'true',
      ].join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}

async function post(origin, token, csv, query) {
  const started = performance.now();
  const res = await fetch(`${origin}/admin-company/v1/batteries/import?${query}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'text/csv' },
    body: csv,
  });
  const body = await res.json();
  const ms = performance.now() - started;
  if (res.status !== 200) throw new Error(`import ${query}: ${res.status} ${JSON.stringify(body).slice(0, 300)}`);
  return { ms, total: body.data.total, valid: body.data.valid, created: body.data.created.length, errors: body.data.errors.length };
}

/** The dry run, then the import, of the same file. */
export async function importPhase(origin, token, rows = IMPORT_ROWS) {
  const csv = batteriesCsv(rows);
  const dryRun = await post(origin, token, csv, 'dryRun=true&mode=valid');
  const write = await post(origin, token, csv, 'dryRun=false&mode=valid');
  return { rows, bytes: Buffer.byteLength(csv), dryRun, write };
}

/** The report's rows (scripts/bench.mjs `report`): the targets on SQLite (docs/performance.md). */
export function importRows(x, row, onSqlite) {
  if (!x) return;
  const n = x.rows.toLocaleString('en');
  const said = (r) => `${(r.ms / 1000).toFixed(2)} s (${r.valid.toLocaleString('en')} valid, ${r.created.toLocaleString('en')} written, ${r.errors} errors)`;
  row(
    'import',
    `dry run: POST /batteries/import, a ${n}-row CSV (${(x.bytes / 1e6).toFixed(1)} MB)`,
    said(x.dryRun),
    onSqlite ? '< 5 s, 0 errors' : '',
    onSqlite ? x.dryRun.ms < 5000 && x.dryRun.errors === 0 : undefined,
  );
  row(
    'import',
    `import: the same file, mode=valid (${n} batteries written and audited)`,
    said(x.write),
    onSqlite ? `< 20 s, ${n} written` : '',
    onSqlite ? x.write.ms < 20000 && x.write.created === x.rows : undefined,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [origin = 'http://127.0.0.1:3400', rows = String(IMPORT_ROWS)] = process.argv.slice(2);
  const login = await fetch(`${origin}/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'admin@demo.com', password: 'admin' }),
  });
  const { accessToken } = await login.json();
  const x = await importPhase(origin, accessToken, Number(rows));
  const lines = [];
  importRows(x, (section, metric, value, target, ok) => lines.push(`${metric}: ${value}${target ? ` — target ${target}: ${ok ? 'ok' : 'MISSED'}` : ''}`), true);
  console.log(lines.join('\n'));
}
