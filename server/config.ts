/** The demo server's settings, from the environment (README lists them). */
import path from 'node:path';

export interface ServerConfig {
  port: number;
  host: string;
  /** The SQLite database file of the records (unless `databaseUrl`). */
  dataFile: string;
  /** A PostgreSQL connection URL (`DATABASE_URL`): the records in that server instead of the file. */
  databaseUrl?: string;
  /** HS256 secret; when absent one is generated once and kept with the data. */
  jwtSecret?: string;
  tokenTtlSeconds: number;
  allowRegister: boolean;
  /** Directory of the production build served at `/` (absent in API-only runs). */
  staticDir?: string;
  /** Origins allowed by CORS (none by default). */
  corsOrigins: string[];
  /** Largest accepted request body. */
  bodyLimit: string;
  chat: { url?: string; apiKey?: string; model?: string };
  /** bcrypt cost for new password hashes. */
  bcryptRounds: number;
  /** Failed logins per account+IP within the window before 429. */
  loginMaxFailures: number;
  loginWindowMs: number;
  /** How many days a deleted record stays in the trash before it is purged (CONTRACT §2.5). */
  trashDays: number;
}

const bool = (v: string | undefined, dflt: boolean) => (v === undefined || v === '' ? dflt : !/^(0|false|no|off)$/i.test(v));
const int = (v: string | undefined, dflt: number) => {
  const n = Number(v);
  return v !== undefined && v !== '' && Number.isFinite(n) ? n : dflt;
};

export function configFromEnv(env: NodeJS.ProcessEnv = process.env, root = process.cwd()): ServerConfig {
  return {
    port: int(env.PORT, 3000),
    host: env.HOST || '127.0.0.1',
    dataFile: path.resolve(root, env.DATA_FILE || 'data/db.sqlite'),
    databaseUrl: env.DATABASE_URL || undefined,
    jwtSecret: env.JWT_SECRET || undefined,
    tokenTtlSeconds: int(env.TOKEN_TTL_SECONDS, 12 * 3600),
    allowRegister: bool(env.ALLOW_REGISTER, true),
    staticDir: path.resolve(root, env.STATIC_DIR || 'dist'),
    corsOrigins: (env.CORS_ORIGINS || '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    bodyLimit: env.BODY_LIMIT || '1mb',
    chat: { url: env.CHAT_API_URL || undefined, apiKey: env.CHAT_API_KEY || undefined, model: env.CHAT_MODEL || undefined },
    bcryptRounds: int(env.BCRYPT_ROUNDS, 10),
    loginMaxFailures: int(env.LOGIN_MAX_FAILURES, 5),
    loginWindowMs: int(env.LOGIN_WINDOW_MS, 15 * 60 * 1000),
    trashDays: int(env.TRASH_DAYS, 30),
  };
}
