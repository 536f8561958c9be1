import Database from 'better-sqlite3';
import { CamelCasePlugin, Kysely, SqliteDialect, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { cachedStatements } from './statements.js';

interface Db {
  boats: { id: number; sailNo: string };
}

describe('cachedStatements (issue 29)', () => {
  const open = (max?: number) => {
    const sqlite = new Database(':memory:');
    const statements = cachedStatements(sqlite, max);
    const db = new Kysely<Db>({ dialect: new SqliteDialect({ database: statements }), plugins: [new CamelCasePlugin()] });
    return { db, statements };
  };

  it('prepares each SQL text once and runs it again with new parameters', async () => {
    const { db, statements } = open();
    await sql`create table boats (id integer primary key, sail_no text)`.execute(db);
    for (let i = 1; i <= 5; i++) await db.insertInto('boats').values({ id: i, sailNo: `CHN ${i}` }).execute();
    const prepared = statements.stats.prepared;
    for (let i = 1; i <= 5; i++) {
      const row = await db.selectFrom('boats').select('sailNo').where('id', '=', i).executeTakeFirst();
      expect(row?.sailNo).toBe(`CHN ${i}`);
    }
    // the five inserts and five selects: one statement each
    expect(statements.stats.prepared - prepared).toBe(1);
    expect(statements.stats.reused).toBeGreaterThanOrEqual(8);
    // a write and a read stay what they are
    const res = await db.updateTable('boats').set({ sailNo: 'x' }).where('id', '=', 1).executeTakeFirst();
    expect(res.numUpdatedRows).toBe(1n);
    await db.destroy();
  });

  it('keeps at most `max` statements, and a kept one still works after a schema change', async () => {
    const { db, statements } = open(2);
    await sql`create table boats (id integer primary key, sail_no text)`.execute(db);
    await db.insertInto('boats').values({ id: 1, sailNo: 'A' }).execute();
    await db.selectFrom('boats').select('id').execute();
    await db.selectFrom('boats').select('sailNo').execute();
    expect(statements.stats.kept).toBe(2);
    await sql`alter table boats add column helm text`.execute(db);
    expect(await db.selectFrom('boats').select('sailNo').execute()).toEqual([{ sailNo: 'A' }]);
    expect(statements.stats.kept).toBe(2);
    await db.destroy();
  });
});
