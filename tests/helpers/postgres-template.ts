/**
 * Vitest's globalSetup (vitest.config.ts): when the PostgreSQL tests are on (DATABASE_URL), one
 * database migrated to the latest migration for the whole run, which each test file's database
 * copies (CREATE DATABASE … TEMPLATE: tests/helpers/test-db.ts) instead of running the
 * migrations again; dropped at the end of the run. A copy holds what the migrations made, their
 * record (kysely_migration) included; tests of the migrations themselves (`migrateTo`) still
 * start from an empty database.
 */
import { migrate, openDb } from '../../server/db/client.js';
import { POSTGRES_TEMPLATE_ENV, postgresAdminUrl, testDatabaseName, withAdmin } from './test-db.js';

export default async function setup(): Promise<(() => Promise<void>) | undefined> {
  const adminUrl = postgresAdminUrl();
  if (!adminUrl) return undefined;
  const name = testDatabaseName('sf_test_template');
  const drop = () => withAdmin(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  await withAdmin(adminUrl, (client) => client.query(`CREATE DATABASE ${name} ENCODING 'UTF8' TEMPLATE template0`));
  try {
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    // closed before any copy: PostgreSQL copies a template only while nobody is connected to it
    const handle = await openDb(url.toString());
    try {
      await migrate(handle);
    } finally {
      await handle.close();
    }
  } catch (err) {
    await drop().catch(() => {});
    throw err;
  }
  // the test workers are started after this, with this process's environment
  process.env[POSTGRES_TEMPLATE_ENV] = name;
  return async () => {
    delete process.env[POSTGRES_TEMPLATE_ENV];
    await drop();
  };
}
