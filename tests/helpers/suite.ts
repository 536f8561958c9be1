/**
 * A describe block's database and application, opened before its tests and closed after them:
 * the set-up every API test file repeated (open a migrated test database, create the app on
 * it, dispose of both in afterAll).
 *
 *   describe.each(dialects())('admin news on %s', (dialect) => {
 *     const { db, t } = useTestApp(dialect, { env: { API_CACHE_TTL_MS: '60000' } });
 *     let editor: string;
 *     beforeAll(async () => {
 *       editor = await staffToken(db.db, { role: 'editor' });
 *     });
 *     it('…', async () => { await adminCall(t, 'GET', '/admin/news', { bearer: editor }); });
 *   });
 *
 * Call it first in the block: its beforeAll then runs before the block's own (which can seed
 * through `db` and `t`), and its afterAll after the block's own (Vitest runs after-hooks in
 * reverse). `db` and `t` stand for what the beforeAll opened: read them inside hooks and tests
 * (reading one earlier throws).
 */
import { afterAll, beforeAll } from 'vitest';
import type { Kysely } from 'kysely';
import type { StaffRole } from '../../shared/admin-api.js';
import type { Database } from '../../server/db/schema.js';
import { addStaff, addToken } from './staff.js';
import { createTestApp, type TestApp, type TestAppOptions } from './test-app.js';
import { openTestDb, type Dialect, type TestDb, type TestDbOptions } from './test-db.js';

/**
 * An object that stands for the one `current()` answers when it is read: what a hook opens
 * later can be handed out (and destructured) when the describe block is collected.
 */
export function standIn<T extends object>(what: string, current: () => T | undefined): T {
  const target = (): T => {
    const value = current();
    if (value === undefined) throw new Error(`${what} is opened in beforeAll: read it inside hooks and tests`);
    return value;
  };
  return new Proxy({} as T, {
    get: (_, key) => Reflect.get(target(), key),
    has: (_, key) => Reflect.has(target(), key),
    ownKeys: () => Reflect.ownKeys(target()),
    getOwnPropertyDescriptor: (_, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(target(), key);
      // the proxy's own target is an empty object: a key it lacks must be reported configurable
      return descriptor && { ...descriptor, configurable: true };
    },
  });
}

/** a migrated test database for the describe block (see tests/helpers/test-db.ts) */
export function useTestDb(dialect: Dialect, options: TestDbOptions = {}): TestDb {
  let db: TestDb | undefined;
  beforeAll(async () => {
    db = await openTestDb(dialect, options);
  });
  afterAll(async () => {
    await db?.close();
  });
  return standIn('the test database', () => db);
}

/** a migrated test database and the real application on it, for the describe block */
export function useTestApp(dialect: Dialect, options: TestAppOptions & TestDbOptions = {}): { db: TestDb; t: TestApp } {
  let app: TestApp | undefined;
  const db = useTestDb(dialect, options);
  beforeAll(() => {
    app = createTestApp(db, options);
  });
  afterAll(() => {
    app?.dispose();
  });
  return { db, t: standIn('the test app', () => app) };
}

/** a new staff account (addStaff) and an API token for it: the token */
export async function staffToken(
  db: Kysely<Database>,
  account: { email?: string; name?: string; role?: StaffRole; events?: string[] } = {},
  label?: string,
): Promise<string> {
  return (await addToken(db, (await addStaff(db, account)).id, label)).token;
}

/**
 * The audit log's rows of an entity ('news', 'event', …), of one record when `code` is given
 * (its code, or its id), oldest first.
 */
export function auditRows(db: Kysely<Database>, entity: string, code?: string | number) {
  let rows = db.selectFrom('auditLog').selectAll().where('entity', '=', entity);
  if (code !== undefined) rows = rows.where('code', '=', String(code));
  return rows.orderBy('id').execute();
}
