/**
 * A fresh, migrated database per test file, never the demo file.
 *
 * - SQLite: an in-memory database (gone when closed).
 * - PostgreSQL (only when DATABASE_URL is postgres:// or postgresql://): a new database
 *   `sf_test_<random>` created through an admin connection on DATABASE_URL; close() drops it.
 *   Under Vitest it is a copy of a database migrated once for the run (tests/helpers/postgres-template.ts:
 *   CREATE DATABASE … TEMPLATE, not the 23 migrations again for each test file); elsewhere, or
 *   with `migrateTo`, it is created empty and migrated.
 *
 * Usage:
 *   describe.each(dialects())('%s', (dialect) => {
 *     let t: TestDb;
 *     beforeAll(async () => { t = await openTestDb(dialect); });
 *     afterAll(() => t.close());
 *   });
 */
import crypto from 'node:crypto';
import { Migrator } from 'kysely';
import pg from 'pg';
import { migrate, openDb, type Db, type Dialect } from '../../server/db/client.js';
import { migrations } from '../../server/db/migrations/index.js';

export type { Dialect };

/** the PostgreSQL server URL the tests may use, or undefined when the PostgreSQL suite is off */
export function postgresAdminUrl(): string | undefined {
  const url = process.env.DATABASE_URL ?? '';
  return /^postgres(ql)?:\/\//i.test(url) ? url : undefined;
}

/** the engines to run the database tests on: always SQLite, PostgreSQL when DATABASE_URL points at one */
export function dialects(): Dialect[] {
  return postgresAdminUrl() ? ['sqlite', 'postgres'] : ['sqlite'];
}

export interface TestDb extends Db {
  /** the database's name (PostgreSQL) or ':memory:' (SQLite) */
  name: string;
}

export interface TestDbOptions {
  /** migrate only up to this migration (e.g. to test the next one on an older database) */
  migrateTo?: string;
}

export async function openTestDb(dialect: Dialect, opts: TestDbOptions = {}): Promise<TestDb> {
  return dialect === 'postgres' ? openPostgresTestDb(opts) : openSqliteTestDb(opts);
}

async function migrateTest(handle: Db, opts: TestDbOptions): Promise<void> {
  if (opts.migrateTo === undefined) return migrate(handle);
  const all = migrations(handle.dialect);
  const migrator = new Migrator({ db: handle.db, provider: { getMigrations: async () => all } });
  const { error } = await migrator.migrateTo(opts.migrateTo);
  if (error) throw error;
}

async function openSqliteTestDb(opts: TestDbOptions): Promise<TestDb> {
  const handle = await openDb(':memory:');
  await migrateTest(handle, opts);
  return { ...handle, name: ':memory:' };
}

/** one connection to the PostgreSQL server at `adminUrl` for `fn` (CREATE or DROP DATABASE), closed after it */
export async function withAdmin<T>(adminUrl: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/**
 * The environment variable naming the run's migrated template database (set by
 * tests/helpers/postgres-template.ts, Vitest's globalSetup, for the test workers it starts)
 */
export const POSTGRES_TEMPLATE_ENV = 'SF_TEST_POSTGRES_TEMPLATE';

/** a name for a new test database (hex only, so it is safe to put into a statement) */
export function testDatabaseName(prefix = 'sf_test'): string {
  return `${prefix}_${crypto.randomBytes(6).toString('hex')}`;
}

async function openPostgresTestDb(opts: TestDbOptions): Promise<TestDb> {
  const adminUrl = postgresAdminUrl();
  if (!adminUrl)
    throw new Error(
      'The PostgreSQL tests need DATABASE_URL=postgres://… (a server where the user may CREATE DATABASE).',
    );
  const name = testDatabaseName();
  const template = opts.migrateTo === undefined ? process.env[POSTGRES_TEMPLATE_ENV] : undefined;
  if (template !== undefined && !/^sf_test_template_[0-9a-f]{12}$/.test(template))
    throw new Error(`${POSTGRES_TEMPLATE_ENV} is not a template database of the tests: ${template}`);
  await withAdmin(adminUrl, (client) =>
    client.query(`CREATE DATABASE ${name} ENCODING 'UTF8' TEMPLATE ${template ?? 'template0'}`),
  );
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  let handle: Db;
  let closed = false;
  try {
    handle = await openDb(url.toString(), {
      // close() drops the database WITH (FORCE): a connection the pool is still shutting down
      // may hear "terminating connection due to administrator command" first; that is expected
      onConnectionError: (err) => {
        if (!closed) process.stderr.write(`test database ${name}: an idle connection failed (${err.message})\n`);
      },
    });
    if (template === undefined) await migrateTest(handle, opts);
  } catch (err) {
    await withAdmin(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).catch(() => {});
    throw err;
  }
  return {
    ...handle,
    name,
    async close() {
      if (closed) return;
      closed = true;
      await handle.close();
      await withAdmin(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}
