/**
 * npx tsx bench/statements.ts — Kysely over better-sqlite3 with each query prepared anew (Kysely's
 * default: the baseline) and with prepared statements kept (server/db/statements.ts), in the
 * same run: queries/s of each and the ratio. A query like the site's (a join, a filter, an order,
 * a limit) on 2,000 rows. BENCH_QUERIES (20000) a round, 5 rounds alternating, best of each.
 */
import os from 'node:os';
import Database from 'better-sqlite3';
import { CamelCasePlugin, Kysely, SqliteDialect, sql, type SqliteDatabase } from 'kysely';
import { cachedStatements } from '../server/db/statements.js';

const QUERIES = Number(process.env.BENCH_QUERIES ?? 20_000);
interface Db {
  events: { id: number; eventCd: string; name: string; isPublish: number };
  levels: { id: number; eventCd: string; levelCd: string; name: string };
}

const sqlite = new Database(':memory:');
sqlite.exec(`create table events (id integer primary key, event_cd text unique, name text, is_publish integer);
create table levels (id integer primary key, event_cd text, level_cd text unique, name text);
create index levels_event on levels(event_cd);`);
const insertE = sqlite.prepare('insert into events (event_cd, name, is_publish) values (?, ?, 1)');
const insertL = sqlite.prepare('insert into levels (event_cd, level_cd, name) values (?, ?, ?)');
for (let i = 0; i < 400; i++) {
  insertE.run(`E${i}`, `赛事 ${i}`);
  for (let j = 0; j < 5; j++) insertL.run(`E${i}`, `E${i}-L${j}`, `组别 ${j}`);
}
const kysely = (database: SqliteDatabase) =>
  new Kysely<Db>({ dialect: new SqliteDialect({ database }), plugins: [new CamelCasePlugin()] });
const plain = kysely({ close: () => {}, prepare: (s: string) => sqlite.prepare(s) });
const cached = kysely(cachedStatements(sqlite));

async function round(db: Kysely<Db>): Promise<number> {
  const start = performance.now();
  for (let i = 0; i < QUERIES; i++) {
    await db
      .selectFrom('levels')
      .innerJoin('events', 'events.eventCd', 'levels.eventCd')
      .select(['levels.levelCd', 'levels.name', 'events.name as eventName'])
      .where('events.isPublish', '=', 1)
      .where('levels.eventCd', '=', `E${i % 400}`)
      .orderBy('levels.levelCd')
      .limit(10)
      .execute();
  }
  return (QUERIES / (performance.now() - start)) * 1000;
}

await sql`select 1`.execute(plain);
let base = 0;
let kept = 0;
for (let r = 0; r < 5; r++) {
  base = Math.max(base, await round(plain));
  kept = Math.max(kept, await round(cached));
}
console.log(`Prepared statements, ${QUERIES} queries a round, best of 5; load average ${os.loadavg().map((n) => n.toFixed(1)).join(' ')}`);
console.log(`  prepared per query (Kysely's default): ${base.toFixed(0)} queries/s`);
console.log(`  statements kept (server/db/statements.ts): ${kept.toFixed(0)} queries/s`);
console.log(`  ratio kept / baseline: ${(kept / base).toFixed(2)}`);
