/**
 * `npm run db:reset`: start over with a fresh database holding the demo content.
 * SQLite: deletes the database file (and its -wal/-shm). PostgreSQL: drops every table
 * (including Kysely's migration tables). Then migrates, seeds and prints a one-line summary.
 */
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { loadConfig } from '../config.js';
import { isPostgresUrl, migrate, openDb, sqlitePath, type Db } from './client.js';
import { seedDemo } from './seed/index.js';

/** PostgreSQL: drop every table of the current schema, Kysely's migration tables included */
async function dropAllTables(handle: Db): Promise<number> {
  const current = await sql<{ schema: string }>`select current_schema() as schema`.execute(handle.db);
  const schema = current.rows[0]?.schema ?? 'public';
  const tables = (await handle.db.introspection.getTables({ withInternalKyselyTables: true })).filter(
    (t) => (t.schema ?? schema) === schema && !t.isView,
  );
  for (const t of tables) await handle.db.schema.dropTable(`${schema}.${t.name}`).ifExists().cascade().execute();
  return tables.length;
}

/** the directories the seed writes; cleared so files of an earlier demo do not pile up */
const SEED_DIRS = ['announcements', 'embed', 'img', 'logo', 'video'];

async function main(): Promise<void> {
  const started = performance.now();
  const config = loadConfig();
  const url = config.DATABASE_URL;

  if (!isPostgresUrl(url)) {
    const file = sqlitePath(url);
    if (file !== '' && file !== ':memory:') {
      for (const suffix of ['', '-wal', '-shm']) fs.rmSync(path.resolve(file + suffix), { force: true });
    }
  }

  const handle = await openDb(url);
  try {
    if (handle.dialect === 'postgres') await dropAllTables(handle);
    await migrate(handle);
    const uploadDir = path.resolve(config.UPLOAD_DIR);
    for (const dir of SEED_DIRS) fs.rmSync(path.join(uploadDir, dir), { recursive: true, force: true });
    await seedDemo(handle, { uploadDir });

    const count = async (table: 'events' | 'levels' | 'races' | 'scorePublications' | 'news' | 'videos') => {
      const row = await handle.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<string | number>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    };
    const [events, levels, races, scores, news, videos] = await Promise.all([
      count('events'),
      count('levels'),
      count('races'),
      count('scorePublications'),
      count('news'),
      count('videos'),
    ]);
    const ms = Math.round(performance.now() - started);
    console.log(
      `db:reset ${handle.dialect} ${handle.location}: ${events} events, ${levels} levels, ${races} races, ` +
        `${scores} score publications, ${news} news, ${videos} videos; media in ${config.UPLOAD_DIR} (${ms} ms)`,
    );
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(`db:reset failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
