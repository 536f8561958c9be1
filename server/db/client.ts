/**
 * The database client: Kysely over better-sqlite3 (default, embedded) or pg (DATABASE_URL=postgres://…).
 */
import fs from 'node:fs';
import path from 'node:path';
import { cachedStatements } from './statements.js';
import { Kysely, Migrator, type MigrationProvider } from 'kysely';
import { camelCaseRows, SnakePostgresDialect, SnakeSqliteDialect } from './snake-case.js';
import type { Database } from './schema.js';
import { migrations } from './migrations/index.js';

export type { Dialect } from './dialect.js';
import type { Dialect } from './dialect.js';

export interface Db {
  db: Kysely<Database>;
  dialect: Dialect;
  /** where the database lives, without credentials (for logs) */
  location: string;
  close(): Promise<void>;
}

export function isPostgresUrl(url: string): boolean {
  return /^postgres(ql)?:\/\//i.test(url);
}

/** `sqlite:path`, `file:path`, a bare path or `:memory:` → the SQLite file path */
export function sqlitePath(url: string): string {
  return url.replace(/^(sqlite|file):(\/\/)?/i, '');
}

export interface OpenDbOptions {
  /**
   * PostgreSQL: told when an idle pooled connection fails (the server restarted, an administrator
   * or DROP DATABASE … WITH (FORCE) ended it, the network dropped). The pool has already dropped
   * that connection and opens a new one for the next query; the default writes one line to stderr.
   */
  onConnectionError?: (err: Error) => void;
  /** PostgreSQL: the most connections the pool opens (DATABASE_POOL_MAX; 10) */
  poolMax?: number;
}

/** how long an idle pooled PostgreSQL connection is kept before it is closed */
export const POOL_IDLE_MS = 5 * 60_000;

const warnConnectionError = (err: Error) => {
  process.stderr.write(`database: an idle connection failed and was dropped (${err.message})\n`);
};

export async function openDb(url: string, options: OpenDbOptions = {}): Promise<Db> {
  if (isPostgresUrl(url)) {
    const pg = (await import('pg')).default;
    // no type parsers: dates and times are varchar columns ('YYYY-MM-DD', 'YYYY-MM-DD HH:mm:ss'),
    // so pg hands back the text that was written, as better-sqlite3 does; count(*) is a bigint
    // and comes back as a string (the queries take Number() of it)
    // Idle connections are kept for 5 minutes (pg's default: 10 s). Between a regatta's results
    // publications every page is a cache hit and no query runs; with 10 s, each publication found
    // the pool empty and its renders opened their connections again (a backend each, its catalog
    // caches cold) while the spectators of the changed pages waited (decision 0045).
    const pool = new pg.Pool({ connectionString: url, max: options.poolMax ?? 10, idleTimeoutMillis: POOL_IDLE_MS });
    // Without a listener, the pool re-emits an idle connection's error as an 'error' event nobody
    // handles, and Node ends the process: one PostgreSQL restart would take the site down.
    pool.on('error', options.onConnectionError ?? warnConnectionError);
    // (snake_case names written by the compiler, rows' keys mapped back: ./snake-case.ts)
    const db = new Kysely<Database>({ dialect: new SnakePostgresDialect({ pool }), plugins: [camelCaseRows] });
    return {
      db,
      dialect: 'postgres',
      location: url.replace(/\/\/[^@/]*@/, '//'),
      close: () => db.destroy(),
    };
  }
  const file = sqlitePath(url);
  const SQLite = (await import('better-sqlite3')).default;
  if (file !== ':memory:' && file !== '') fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const sqlite = new SQLite(file === '' ? ':memory:' : file);
  sqlite.pragma('journal_mode = WAL');
  // NORMAL in WAL mode: a committed transaction survives a process crash (SIGKILL)
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('foreign_keys = ON');
  const db = new Kysely<Database>({
    // each SQL text prepared once and kept (server/db/statements.ts)
    // (snake_case names written by the compiler, rows' keys mapped back: ./snake-case.ts)
    dialect: new SnakeSqliteDialect({ database: cachedStatements(sqlite) }),
    plugins: [camelCaseRows],
  });
  return { db, dialect: 'sqlite', location: file, close: () => db.destroy() };
}

export async function migrate(handle: Db): Promise<void> {
  const all = migrations(handle.dialect);
  const provider: MigrationProvider = { getMigrations: async () => all };
  const migrator = new Migrator({ db: handle.db, provider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`database migration failed${failed ? ` at ${failed.migrationName}` : ''}: ${String(error)}`);
  }
}
