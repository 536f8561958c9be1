/**
 * The PostgreSQL pool survives its connections being ended by the server (a restart, an
 * administrator, DROP DATABASE … WITH (FORCE)): the failure is reported, the process goes on
 * and the next query opens a new connection. Runs when DATABASE_URL points at PostgreSQL.
 */
import pg from 'pg';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDb, postgresAdminUrl, type TestDb } from '../../tests/helpers/test-db.js';
import { openDb, type Db } from './client.js';

describe.skipIf(!postgresAdminUrl())('PostgreSQL connection pool', () => {
  let t: TestDb;
  let handle: Db | undefined;

  beforeAll(async () => {
    t = await openTestDb('postgres');
  });
  afterAll(async () => {
    await handle?.close();
    await t?.close();
  });

  it('an idle connection ended by the server is reported and replaced, and the process does not crash', async () => {
    const url = new URL(postgresAdminUrl()!);
    url.pathname = `/${t.name}`;
    const errors: Error[] = [];
    handle = await openDb(url.toString(), {
      onConnectionError: (err) => errors.push(err),
    });
    const before = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(handle!.db);
    const pid = before.rows[0]!.pid;

    // end that (now idle) connection from another session, as a server restart would
    const admin = new pg.Client({ connectionString: postgresAdminUrl() });
    await admin.connect();
    try {
      const ended = await admin.query('select pg_terminate_backend($1) as ok', [pid]);
      expect(ended.rows[0].ok).toBe(true);
    } finally {
      await admin.end();
    }
    await expect.poll(() => errors.length, { timeout: 10_000 }).toBe(1);
    expect(errors.map((e) => (e as Error & { code?: string }).code)).toEqual(['57P01']);

    // the next query gets a new connection
    const after = await sql<{ pid: number; one: number }>`select pg_backend_pid() as pid, 1 as one`.execute(handle!.db);
    expect(after.rows[0]!.one).toBe(1);
    expect(after.rows[0]!.pid).not.toBe(pid);
  });

  it('opens at most poolMax connections, however many queries are sent at once', async () => {
    const url = new URL(postgresAdminUrl()!);
    url.pathname = `/${t.name}`;
    const small = await openDb(url.toString(), { poolMax: 2 });
    try {
      const rows = await Promise.all(
        Array.from({ length: 6 }, () =>
          sql<{ pid: number }>`select pg_backend_pid() as pid, pg_sleep(0.02)`.execute(small.db),
        ),
      );
      expect(new Set(rows.map((r) => r.rows[0]!.pid)).size).toBe(2);
    } finally {
      await small.close();
    }
  });
});
