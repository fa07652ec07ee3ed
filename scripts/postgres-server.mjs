// A throw-away PostgreSQL server for the tests and the benchmark: a new cluster in a temporary
// directory, listening on a free port on 127.0.0.1, removed when stopped. Uses Debian's
// `postgresql` package (`.ci/run` installs it); run as root, the server runs as the `postgres` user.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** The directory of initdb/pg_ctl/postgres: PG_BIN, else the newest /usr/lib/postgresql/<n>/bin, else the PATH. */
export function postgresBin() {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = '/usr/lib/postgresql';
  if (fs.existsSync(root)) {
    const versions = fs
      .readdirSync(root)
      .filter((v) => fs.existsSync(path.join(root, v, 'bin', 'initdb')))
      .sort((a, b) => Number(b) - Number(a));
    if (versions.length) return path.join(root, versions[0], 'bin');
  }
  try {
    return path.dirname(execFileSync('sh', ['-c', 'command -v initdb'], { encoding: 'utf8' }).trim());
  } catch {
    throw new Error('PostgreSQL is not installed: `apt-get install postgresql` (Debian), or set PG_BIN to the directory holding initdb and pg_ctl.');
  }
}

const freePort = () =>
  new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });

/** Starts a server; resolves to `{ url, stop }` where `url` reaches its `postgres` database as the `postgres` user. */
export async function startPostgres() {
  const bin = postgresBin();
  const asRoot = process.getuid?.() === 0;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pg-test-'));
  const data = path.join(dir, 'data');
  if (asRoot) execFileSync('chown', ['-R', 'postgres:postgres', dir]);
  const run = (cmd, args, opts = {}) =>
    asRoot ? execFileSync('runuser', ['-u', 'postgres', '--', path.join(bin, cmd), ...args], opts) : execFileSync(path.join(bin, cmd), args, opts);
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--locale=C', '--no-sync'], { stdio: 'ignore' });
  const port = await freePort();
  const options = `-p ${port} -c listen_addresses=127.0.0.1 -k ${dir} -c fsync=off -c full_page_writes=off -c synchronous_commit=off`;
  run('pg_ctl', ['-D', data, '-o', options, '-w', '-t', '60', '-l', path.join(dir, 'log'), 'start'], { stdio: 'ignore' });
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    try {
      run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop'], { stdio: 'ignore' });
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  };
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, port, stop };
}

/**
 * Creates a new database on the server of `url`, empty or a copy of `template`; resolves to its URL. A copy is made
 * file by file (PostgreSQL 15's `STRATEGY FILE_COPY`, where the server has it): its default writes every page of the
 * template to the WAL, 200 → 95 ms for the demo database here (the API tests make one per server they start).
 */
export async function createDatabase(url, name, template) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const quoted = (n) => `"${n.replace(/"/g, '')}"`;
    const version = Number((await client.query('SHOW server_version_num')).rows[0].server_version_num);
    const copy = template ? ` TEMPLATE ${quoted(template)}${version >= 150000 ? ' STRATEGY FILE_COPY' : ''}` : '';
    await client.query(`CREATE DATABASE ${quoted(name)}${copy}`);
  } finally {
    await client.end();
  }
  return url.replace(/\/[^/]*$/, `/${name}`);
}

// `node scripts/postgres-server.mjs`: start one and keep it until Ctrl-C (for trying the API on PostgreSQL by hand).
if (import.meta.url === `file://${process.argv[1]}`) {
  const server = await startPostgres();
  console.log(`PostgreSQL at ${server.url} (Ctrl-C stops it and removes its data)`);
  const end = () => {
    server.stop();
    process.exit(0);
  };
  process.on('SIGINT', end);
  process.on('SIGTERM', end);
  setInterval(() => {}, 1 << 30);
}
