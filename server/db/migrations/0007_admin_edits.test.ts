/** migration 0007_admin_edits: the rows the console edits get `updated_at`, old rows the migration's time */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../client.js';
import { createEvent, createLevel } from '../factories.js';
import { dialects, openTestDb, type TestDb } from '../../../tests/helpers/test-db.js';
import { EDITED_TABLES, NEVER_EDITED } from './0007_admin_edits.js';

describe.each(dialects())('migration 0007 on a database of 0006 on %s', (dialect) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await openTestDb(dialect, { migrateTo: '0006_staff' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('adds updated_at to events, levels, races, photos and videos; rows that exist get the time of the migration', async () => {
    await sql`INSERT INTO events (event_cd, match_cd, name, search_text, status, begin_date, end_date, is_publish)
      VALUES ('OLD', 'OLD', '旧赛事', '旧赛事', '3', '2020-01-01', '2020-01-02', 1)`.execute(t.db.withoutPlugins());
    const before = new Date().toISOString();
    await migrate(t);
    const after = new Date().toISOString();
    const old = await t.db
      .selectFrom('events')
      .select('updatedAt')
      .where('eventCd', '=', 'OLD')
      .executeTakeFirstOrThrow();
    expect(old.updatedAt >= before && old.updatedAt <= after, old.updatedAt).toBe(true);
    for (const table of EDITED_TABLES) {
      const { rows } = await sql<{ n: number }>`SELECT count(updated_at) AS n FROM ${sql.table(table)}`.execute(t.db);
      expect(rows).toHaveLength(1);
    }
    // a row written without the console (a factory, the seed) has the "never edited" version
    const event = await createEvent(t.db);
    const level = await createLevel(t.db, { eventCd: event.eventCd });
    expect(event.updatedAt).toBe(NEVER_EDITED);
    expect(level.updatedAt).toBe(NEVER_EDITED);
  });
});
