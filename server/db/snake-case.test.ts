/**
 * The snake_case compilers (server/db/snake-case.ts) write the SQL Kysely's CamelCasePlugin wrote,
 * on both engines, for queries of every kind the query layer builds; rows come back camelCased.
 */
import Database from 'better-sqlite3';
import { CamelCasePlugin, Kysely, PostgresDialect, SqliteDialect, sql, type Dialect } from 'kysely';
import { describe, expect, it } from 'vitest';
import { camelCaseRows, SnakePostgresDialect, SnakeSqliteDialect } from './snake-case.js';

interface Db {
  scorePublications: { id: number; levelCd: string; publishTime: string; withdrawnAt: string | null };
  levels: { id: number; levelCd: string; eventCd: string; levelNameCode: string; sortOrder: number };
  listCounts: { list: string; grp: string; n: number };
}

/** the queries compiled: selects with joins, aliases, refs, window functions, subqueries, writes, DDL */
function queries(db: Kysely<Db>) {
  return [
    db
      .selectFrom('scorePublications as sp')
      .innerJoin('levels', 'levels.levelCd', 'sp.levelCd')
      .select(['sp.levelCd', 'levels.levelNameCode as nameCode', 'sp.publishTime'])
      .select((eb) => eb.fn.countAll<number>().over().as('fullCount'))
      .where('sp.withdrawnAt', 'is', null)
      .where(sql<boolean>`${sql.ref('levels.sortOrder')} > ${1}`)
      .orderBy('sp.publishTime', 'desc')
      .orderBy(sql.id('levels', 'sortOrder'))
      .limit(25)
      .offset(50),
    db
      .selectFrom(db.selectFrom('levels').select(['levelCd', 'sortOrder']).where('eventCd', 'in', ['A', 'B']).as('sub'))
      .selectAll('sub')
      .where('sub.sortOrder', '=', 2),
    db
      .selectFrom('listCounts')
      .select((eb) => eb.fn.sum<number>('n').as('n'))
      .where('list', '=', 'events'),
    db
      .insertInto('listCounts')
      .values({ list: 'events', grp: '1', n: 3 })
      .onConflict((oc) =>
        oc.columns(['list', 'grp']).doUpdateSet((eb) => ({ n: eb('listCounts.n', '+', eb.ref('excluded.n')) })),
      )
      .returning(['list', 'grp']),
    db.updateTable('scorePublications').set({ withdrawnAt: '2026-01-01 00:00:00' }).where('levelCd', '=', 'L1'),
    db.deleteFrom('levels').where('levelNameCode', 'like', '%x%'),
    db.schema
      .createTable('scorePublications')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('levelCd', 'varchar(64)', (c) => c.notNull())
      .addColumn('publishTime', 'varchar(32)')
      .addColumn('withdrawnAt', 'varchar(32)'),
    db.schema.createIndex('scorePublicationsLevel').on('scorePublications').columns(['levelCd', 'publishTime']),
  ];
}

const engines: [string, () => Dialect, () => Dialect][] = [
  [
    'SQLite',
    () => new SqliteDialect({ database: new Database(':memory:') }),
    () => new SnakeSqliteDialect({ database: new Database(':memory:') }),
  ],
  [
    'PostgreSQL',
    // (compiling connects to nothing)
    () => new PostgresDialect({ pool: {} as never }),
    () => new SnakePostgresDialect({ pool: {} as never }),
  ],
];

describe.each(engines)('snake_case compiler on %s', (_name, plain, snake) => {
  it('writes the SQL and parameters the CamelCasePlugin wrote', () => {
    const before = queries(new Kysely<Db>({ dialect: plain(), plugins: [new CamelCasePlugin()] }));
    const after = queries(new Kysely<Db>({ dialect: snake(), plugins: [camelCaseRows] }));
    for (const [i, q] of after.entries()) {
      const want = before[i]!.compile();
      const got = q.compile();
      expect(got.sql).toBe(want.sql);
      expect(got.parameters).toEqual(want.parameters);
    }
    // what it writes is snake_case
    expect(after[0]!.compile().sql).toContain('"sp"."publish_time"');
    expect(after[0]!.compile().sql).toContain('as "full_count"');
  });
});

describe('rows on SQLite', () => {
  it('come back with camelCase keys', async () => {
    const db = new Kysely<Db>({
      dialect: new SnakeSqliteDialect({ database: new Database(':memory:') }),
      plugins: [camelCaseRows],
    });
    await queries(db)[6]!.execute();
    await db
      .insertInto('scorePublications')
      .values({ id: 1, levelCd: 'L1', publishTime: 'x', withdrawnAt: null })
      .execute();
    const raw = await sql<Record<string, unknown>>`SELECT level_cd, withdrawn_at FROM score_publications`.execute(db);
    expect(raw.rows).toEqual([{ levelCd: 'L1', withdrawnAt: null }]);
    expect(await db.selectFrom('scorePublications').select(['id', 'levelCd']).execute()).toEqual([
      { id: 1, levelCd: 'L1' },
    ]);
    await db.destroy();
  });
});
