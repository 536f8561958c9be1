/**
 * A fresh, migrated database per test file, never the demo file.
 *
 * - SQLite: an in-memory database (gone when closed).
 * - PostgreSQL (only when DATABASE_URL is postgres:// or postgresql://): a new database
 *   `sf_test_<random>` created through an admin connection on DATABASE_URL; close() drops it.
 *
 * Usage:
 *   describe.each(dialects())('%s', (dialect) => {
 *     let t: TestDb;
 *     beforeAll(async () => { t = await openTestDb(dialect); });
 *     afterAll(() => t.close());
 *   });
 */
import crypto from 'node:crypto';
import pg from 'pg';
import { migrate, openDb, type Db, type Dialect } from '../../server/db/client.js';

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

export async function openTestDb(dialect: Dialect): Promise<TestDb> {
  return dialect === 'postgres' ? openPostgresTestDb() : openSqliteTestDb();
}

async function openSqliteTestDb(): Promise<TestDb> {
  const handle = await openDb(':memory:');
  await migrate(handle);
  return { ...handle, name: ':memory:' };
}

async function withAdmin<T>(adminUrl: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

async function openPostgresTestDb(): Promise<TestDb> {
  const adminUrl = postgresAdminUrl();
  if (!adminUrl)
    throw new Error(
      'The PostgreSQL tests need DATABASE_URL=postgres://… (a server where the user may CREATE DATABASE).',
    );
  const name = `sf_test_${crypto.randomBytes(6).toString('hex')}`;
  // the name is ours (hex only), so it is safe to put into the statement
  await withAdmin(adminUrl, (client) => client.query(`CREATE DATABASE ${name} ENCODING 'UTF8' TEMPLATE template0`));
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
    await migrate(handle);
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
