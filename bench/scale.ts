/**
 * npm run bench:scale — the API on a large database, on SQLite and on PostgreSQL.
 *
 * Generates (batched multi-row inserts, one transaction per table) 100,000 events, 50,000 news
 * items and 1,000,000 result rows: 20,000 levels with 8 races each and score publications whose
 * JSON tables hold the rows (one "big" level with 5 daily publications of a 300-boat fleet).
 * Then calls the API in process (`app.request`, the response cache off so that every call runs
 * its queries) and prints p50/p95 per call against the target p95 < 20 ms, and the query plan
 * of every SQL statement behind those calls (SQLite EXPLAIN QUERY PLAN, PostgreSQL EXPLAIN),
 * flagging a statement that reads a whole table without an index.
 *
 * PostgreSQL: DATABASE_URL when it is a postgres:// URL, otherwise a throw-away cluster
 * (scripts/ci-postgres.sh); PostgreSQL is vacuumed and analysed after the load, as autovacuum
 * would. BENCH_ENGINES=sqlite or =postgres runs one engine only; BENCH_CALLS (200) calls per case;
 * BENCH_SCALE (1) multiplies every row count (e.g. 0.1 for a quick run); BENCH_KEEP=1 keeps the SQLite file
 * (and, with DATABASE_URL, the PostgreSQL database).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CompiledQuery, createQueryId, sql, type KyselyPlugin, type RootOperationNode } from 'kysely';
import { loadConfig } from '../server/config.js';
import { createApp } from '../server/app.js';
import { createLogger } from '../server/logger.js';
import { migrate, openDb, type Db } from '../server/db/client.js';
import { listEvents, listLevels, listRaces, listScores } from '../server/queries/events.js';
import { listNews } from '../server/queries/news.js';
import type { NewEvent, NewLevel, NewNews, NewRace, NewScorePublication } from '../server/db/schema.js';
import { fieldColumns, publicationHeader } from '../shared/import/columns.js';
import { benchEvent, VENUES, VENUES_EN } from './lib.js';
import { onEachEngine } from './pg.js';

const SCALE = Number(process.env.BENCH_SCALE ?? 1);
const EVENTS = Math.round(100_000 * SCALE);
const NEWS = Math.round(50_000 * SCALE);
const RESULT_ROWS = Math.round(1_000_000 * SCALE);
const LEVELS_PER_EVENT = 4;
const RACES_PER_LEVEL = 8;
const ROWS_PER_TABLE = 50;
const BIG = { boats: 300, races: 12, publications: 5 };
const CALLS = Number(process.env.BENCH_CALLS ?? 200);
const TARGET_MS = 20;

const KINDS = ['帆船公开赛', '青少年帆船赛', '帆船锦标赛', '帆船拉力赛'];
const KINDS_EN = ['Open Regatta', 'Youth Regatta', 'Sailing Championship', 'Sailing Rally'];
const CLASSES = ['470', 'ILCA 6', 'Optimist', '49er', 'Nacra 17', 'J/80', 'RS:X', 'Finn'];
const NATIONS = ['CHN', 'HKG', 'JPN', 'KOR', 'SGP', 'AUS', 'NZL', 'GBR', 'FRA', 'USA'];
const CLUBS = ['青岛帆船俱乐部', 'Shenzhen Yacht Club', '厦门帆船协会', 'Royal Hong Kong YC', 'Sanya Sailing Club'];

const day = (n: number) => new Date(Date.UTC(2000, 0, 1) + n * 86_400_000).toISOString().slice(0, 10);
const time = (d: string, minutes: number) =>
  `${d} ${String(Math.floor(minutes / 60) % 24).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}:00`;

/** a published score table of `boats` rows and `races` race columns (the shape of docs/product.md §3) */
function scoreJson(title: string, boats: number, races: number, seed: number): string {
  const raceNames = Array.from({ length: races }, (_, r) => `R${r + 1}`);
  const header = publicationHeader(fieldColumns(['sailNo', 'nationality', 'helm', 'crew', 'club']), null, raceNames);
  const data = Array.from({ length: boats }, (_, b) => {
    const row: Record<string, string> = {
      rank: String(b + 1),
      sailNo: `${NATIONS[(b + seed) % NATIONS.length]} ${1000 + ((b * 37 + seed) % 9000)}`,
      nationality: NATIONS[(b + seed) % NATIONS.length]!,
      helm: `Helm ${seed}-${b}`,
      crew: `船员 ${b}`,
      club: CLUBS[(b + seed) % CLUBS.length]!,
    };
    let total = 0;
    raceNames.forEach((_, r) => {
      const place = ((b + r * 7 + seed) % boats) + 1;
      total += place;
      row[`r${r + 1}`] = r === 3 && b % 17 === 0 ? `(${boats + 1} DNF)` : String(place);
    });
    row.total = String(total);
    row.net = String(total - 1);
    return row;
  });
  return JSON.stringify({
    theTitle: title,
    scoringSystem: 'Low Point',
    discardRule: 1,
    groupScoreFlag: false,
    header,
    data,
    rules: [{ rulesKey: 'DNF', notes: 'Did not finish' }],
  });
}

interface Generated {
  bigLevel: string;
  bigEvent: string;
  smallLevel: string;
  resultRows: number;
  seconds: number;
}

async function insertAll<T>(rows: T[], size: number, insert: (part: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

async function generate(handle: Db): Promise<Generated> {
  const started = Date.now();
  const { db } = handle;
  // events: 2% unpublished; every 20th event has levels
  const events: NewEvent[] = [];
  for (let i = 0; i < EVENTS; i++) {
    const v = i % VENUES.length;
    const k = Math.floor(i / VENUES.length) % KINDS.length;
    events.push(
      benchEvent({ code: 'SCALE', match: 'MS', picture: 'scale' }, i, {
        name: `${2000 + Math.floor((i % 9500) / 365)}${VENUES[v]}${KINDS[k]}第${i}站`,
        nameCode: `${VENUES_EN[v]} ${KINDS_EN[k]} Leg ${i}`,
        beginDate: day(i % 9500),
        endDate: day((i % 9500) + 3),
      }),
    );
  }
  await db.transaction().execute((trx) => insertAll(events, 1000, (p) => trx.insertInto('events').values(p).execute()));

  // levels and races: 1M result rows = the big level's tables + 50-row tables of ordinary levels
  const bigRows = BIG.boats * BIG.publications;
  const ordinaryLevels = Math.ceil((RESULT_ROWS - bigRows) / ROWS_PER_TABLE);
  const levelEvents = Math.ceil((ordinaryLevels + 1) / LEVELS_PER_EVENT);
  const levels: NewLevel[] = [];
  const races: NewRace[] = [];
  const pubs: NewScorePublication[] = [];
  let resultRows = 0;
  let ordinary = 0;
  for (let e = 0; e < levelEvents; e++) {
    const i = e * 20 + 1; // events 1, 21, 41, …: published (i % 50 never 0)
    const begin = day(i % 9500);
    for (let k = 0; k < LEVELS_PER_EVENT; k++) {
      const big = e === 0 && k === 0;
      if (!big && ordinary >= ordinaryLevels) break;
      const levelCd = `SL${i}-${k}`;
      const raceCount = big ? BIG.races : RACES_PER_LEVEL;
      levels.push({
        levelCd,
        eventCd: `SCALE${i}`,
        levelName: `${CLASSES[k % CLASSES.length]}级`,
        levelNameCode: CLASSES[k % CLASSES.length]!,
        logo: null,
        status: '3',
        roundTotal: raceCount,
        sortOrder: k,
      });
      for (let r = 0; r < raceCount; r++) {
        races.push({
          raceCd: `SR${i}-${k}-${r}`,
          levelCd,
          roundName: `第${r + 1}轮`,
          bureauName: `R${r + 1}`,
          startTime: time(begin, 600 + r * 90),
          endTime: time(begin, 660 + r * 90),
          status: '4',
          raceMark: null,
          traceUrl: null,
          sortOrder: r,
        });
      }
      if (big) {
        for (let p = 0; p < BIG.publications; p++) {
          pubs.push({
            levelCd,
            scores: scoreJson(`Results after day ${p + 1}`, BIG.boats, Math.min(raceCount, (p + 1) * 3), p),
            publishTime: time(begin, 1080 + p * 1440),
          });
          resultRows += BIG.boats;
        }
      } else {
        const boats = Math.min(ROWS_PER_TABLE, RESULT_ROWS - resultRows);
        pubs.push({ levelCd, scores: scoreJson('Results', boats, raceCount, i + k), publishTime: time(begin, 1080) });
        resultRows += boats;
        ordinary++;
      }
    }
  }
  await db.transaction().execute(async (trx) => {
    await insertAll(levels, 1000, (p) => trx.insertInto('levels').values(p).execute());
    await insertAll(races, 1000, (p) => trx.insertInto('races').values(p).execute());
    await insertAll(pubs, 200, (p) => trx.insertInto('scorePublications').values(p).execute());
  });

  const news: NewNews[] = [];
  for (let i = 0; i < NEWS; i++) {
    news.push({
      newsCd: `SN${i}`,
      title: `${VENUES[i % VENUES.length]}帆船新闻 ${i}`,
      content: `<p>第${i}条新闻：${VENUES[i % VENUES.length]}站比赛圆满结束，${CLASSES[i % CLASSES.length]}级冠军产生。</p><p><strong>Results</strong> and <a href="https://example.org/n/${i}">photos</a>.</p><p>${'帆船运动，乘风破浪。'.repeat(8)}</p>`,
      thumbUrl: `/uploads/news/${i % 100}.svg`,
      publishTime: time(day(i % 9000), i % 1440),
      type: (i % 4) + 1,
      isPublish: i % 40 === 0 ? 0 : 1,
    });
  }
  await db.transaction().execute((trx) => insertAll(news, 1000, (p) => trx.insertInto('news').values(p).execute()));

  if (handle.dialect === 'postgres') await sql`VACUUM ANALYZE`.execute(db);
  return {
    bigLevel: 'SL1-0',
    bigEvent: 'SCALE1',
    smallLevel: `SL${(levelEvents - 1) * 20 + 1}-0`,
    resultRows,
    seconds: (Date.now() - started) / 1000,
  };
}

// ---------------------------------------------------------------- timing at the API

interface Case {
  name: string;
  path: string;
  body: unknown;
  /** the content call behind it, run once with statement capture for the plans */
  queries: (db: Db['db']) => Promise<unknown>;
}

function cases(g: Generated): Case[] {
  const list = { pageNo: 1, pageSize: 25, sort: 'begin_date' as const, order: 'desc' as const };
  const deep = { ...list, pageNo: Math.floor((EVENTS * 0.75) / 25) };
  const current = { pageNo: 1, pageSize: 4, sort: 'current' as const, order: 'desc' as const };
  const common = { ...list, name: 'Qingdao' };
  const rare = { ...list, name: `Leg ${EVENTS - 7}` };
  const chinese = { ...list, name: '青少年' };
  const short = { ...list, name: '青岛' };
  const tab = { ...common, status: 2 };
  return [
    // the event list: each case a name and the body sent (and read by the same query)
    ...(
      [
        ['event/list page 1', list],
        ["event/list sort 'current', 4 (home)", current],
        [`event/list page ${deep.pageNo}`, deep],
        ['event/list name "Qingdao" (1/8 match)', common],
        ['event/list name "青少年" (1/4 match)', chinese],
        ['event/list name "青岛" (2 characters, 1/8)', short],
        ['event/list name "Qingdao", status 2 (1/24)', tab],
        [`event/list name "${rare.name}" (1 match)`, rare],
      ] as const
    ).map(([name, body]): Case => ({ name, path: '/event/list', body, queries: (db) => listEvents(db, body) })),
    {
      name: 'news/list page 1',
      path: '/news/list',
      body: { pageNo: 1, pageSize: 20 },
      queries: (db) => listNews(db, { pageNo: 1, pageSize: 20 }),
    },
    {
      name: 'news/list type 2, page 200',
      path: '/news/list',
      body: { type: 2, pageNo: 200, pageSize: 20 },
      queries: (db) => listNews(db, { type: 2, pageNo: 200, pageSize: 20 }),
    },
    {
      name: `event/level (${g.bigEvent})`,
      path: `/event/level/${g.bigEvent}`,
      body: {},
      queries: (db) => listLevels(db, g.bigEvent),
    },
    {
      name: `level/race (${g.bigLevel})`,
      path: `/level/race/${g.bigLevel}`,
      body: {},
      queries: (db) => listRaces(db, g.bigLevel),
    },
    {
      name: `level/score (${g.bigLevel}, ${BIG.publications} x ${BIG.boats} rows)`,
      path: `/level/score/${g.bigLevel}`,
      body: {},
      queries: (db) => listScores(db, g.bigLevel),
    },
    {
      name: `level/score (${g.smallLevel}, ${ROWS_PER_TABLE} rows)`,
      path: `/level/score/${g.smallLevel}`,
      body: {},
      queries: (db) => listScores(db, g.smallLevel),
    },
  ];
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * p) - 1)]!;

interface Timing {
  name: string;
  p50: number;
  p95: number;
  bytes: number;
  /** a page's total as answered ('1000+' when totalCapped), '' for other results */
  total: string;
}

function totalOf(text: string): string {
  const { result } = JSON.parse(text) as { result: { total?: number; totalCapped?: boolean } };
  return typeof result?.total === 'number' ? `${result.total}${result.totalCapped ? '+' : ''}` : '';
}

async function timeCalls(handle: Db, all: Case[]): Promise<Timing[]> {
  const config = loadConfig({ DATABASE_URL: 'sqlite::memory:', API_CACHE_TTL_MS: '0', LOG_LEVEL: 'silent' });
  const app = createApp({ config, handle, logger: createLogger('silent') });
  const out: Timing[] = [];
  for (const c of all) {
    const call = async () => {
      const res = await app.request(`${config.API_PREFIX}${c.path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(c.body),
      });
      const text = await res.text();
      if (res.status !== 200 || !text.startsWith('{"success":true'))
        throw new Error(`${c.name}: ${res.status} ${text.slice(0, 200)}`);
      return text;
    };
    let text = '';
    for (let i = 0; i < 10; i++) text = await call();
    const ms: number[] = [];
    for (let i = 0; i < CALLS; i++) {
      const t = performance.now();
      await call();
      ms.push(performance.now() - t);
    }
    ms.sort((a, b) => a - b);
    out.push({
      name: c.name,
      p50: percentile(ms, 0.5),
      p95: percentile(ms, 0.95),
      bytes: text.length,
      total: totalOf(text),
    });
  }
  return out;
}

// ---------------------------------------------------------------- query plans

/** runs `work` and returns the SQL statements it executed (compiled, with their parameters) */
async function capture(handle: Db, work: (db: Db['db']) => Promise<unknown>): Promise<CompiledQuery[]> {
  const nodes: RootOperationNode[] = [];
  const plugin: KyselyPlugin = {
    transformQuery: (args) => {
      nodes.push(args.node);
      return args.node;
    },
    transformResult: async (args) => args.result,
  };
  await work(handle.db.withPlugin(plugin));
  const executor = handle.db.getExecutor();
  return nodes.map((n) => executor.compileQuery(n, createQueryId()));
}

async function plan(handle: Db, q: CompiledQuery): Promise<string[]> {
  if (handle.dialect === 'sqlite') {
    const r = await handle.db.executeQuery<{ id: number; parent: number; detail: string }>(
      CompiledQuery.raw(`EXPLAIN QUERY PLAN ${q.sql}`, [...q.parameters]),
    );
    const depth = new Map<number, number>();
    return r.rows.map((row) => {
      const d = (depth.get(row.parent) ?? -1) + 1;
      depth.set(row.id, d);
      return `${'  '.repeat(d)}${row.detail}`;
    });
  }
  const r = await handle.db.executeQuery<{ 'QUERY PLAN': string }>(
    CompiledQuery.raw(`EXPLAIN ${q.sql}`, [...q.parameters]),
  );
  return r.rows.map((row) => row['QUERY PLAN']);
}

/**
 * a whole table read without an index: SQLite "SCAN t" (not "USING … INDEX"; nor the scan of a
 * subquery's few rows, "CO-ROUTINE t" or "MATERIALIZE t"), PostgreSQL "Seq Scan"
 */
function fullScans(dialect: Db['dialect'], lines: string[]): string[] {
  const trimmed = lines.map((l) => l.trim());
  const subqueries = new Set(trimmed.flatMap((l) => /^(?:CO-ROUTINE|MATERIALIZE) (\w+)$/.exec(l)?.[1] ?? []));
  return trimmed.filter((l) =>
    dialect === 'sqlite'
      ? /^SCAN \w+$/.test(l) && !subqueries.has(l.slice(5)) && !TINY_TABLES.has(l.slice(5))
      : /Seq Scan on (\w+)/.test(l) && !TINY_TABLES.has(/Seq Scan on (\w+)/.exec(l)![1]!),
  );
}

/**
 * tables of a handful of rows whatever the data (list_counts: one per event status and news
 * type): read whole, they are one page, what an index would read (PostgreSQL rightly prefers it)
 */
const TINY_TABLES = new Set(['list_counts']);

async function printPlans(handle: Db, all: Case[]): Promise<number> {
  let scans = 0;
  const seen = new Set<string>();
  console.log(`\nQuery plans (${handle.dialect === 'sqlite' ? 'EXPLAIN QUERY PLAN' : 'EXPLAIN'}):`);
  for (const c of all) {
    for (const q of await capture(handle, c.queries)) {
      const key = q.sql + JSON.stringify(q.parameters);
      if (seen.has(key)) continue;
      seen.add(key);
      const lines = await plan(handle, q);
      const bad = fullScans(handle.dialect, lines);
      scans += bad.length;
      const params = q.parameters.map((p) => JSON.stringify(p)).join(', ');
      console.log(`\n  [${c.name}] ${bad.length ? 'FULL SCAN: ' + bad.join('; ') : 'indexed'}`);
      console.log(`  ${q.sql}${params ? `  -- ${params}` : ''}`);
      for (const l of lines) console.log(`    ${l}`);
    }
  }
  return scans;
}

// ---------------------------------------------------------------- the runs

const summary: string[] = [];
let allMet = true;

async function runEngine(label: string, url: string) {
  const handle = await openDb(url);
  try {
    await migrate(handle);
    const g = await generate(handle);
    console.log(
      `\n${label}: generated ${EVENTS} events, ${NEWS} news items, ${g.resultRows} result rows in ${g.seconds.toFixed(1)} s`,
    );
    const all = cases(g);
    const timings = await timeCalls(handle, all);
    const pad = (s: string | number, n: number) => String(s).padEnd(n);
    console.log(
      `\nAPI calls, ${label}, ${CALLS} calls each, in process, response cache off (target p95 < ${TARGET_MS} ms)`,
    );
    console.log(`${pad('call', 50)}${pad('p50 ms', 9)}${pad('p95 ms', 9)}${pad('bytes', 10)}${pad('total', 8)}target`);
    for (const t of timings) {
      const met = t.p95 < TARGET_MS;
      if (!met) allMet = false;
      console.log(
        `${pad(t.name, 50)}${pad(t.p50.toFixed(2), 9)}${pad(t.p95.toFixed(2), 9)}${pad(t.bytes, 10)}${pad(t.total, 8)}${met ? 'MET' : 'NOT MET'}`,
      );
    }
    const worst = timings.reduce((a, b) => (b.p95 > a.p95 ? b : a));
    const scans = await printPlans(handle, all);
    if (scans > 0) allMet = false;
    summary.push(
      `${label}: ${timings.filter((t) => t.p95 < TARGET_MS).length}/${timings.length} calls with p95 < ${TARGET_MS} ms (slowest: ${worst.name}, p95 ${worst.p95.toFixed(1)} ms); ${scans} full table scans in the plans`,
    );
  } finally {
    await handle.close();
  }
}

/** the machine's load (1, 5, 15 minutes): the figures of a shared machine are read against it */
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(', ');
console.log(
  `Scale benchmark: Node ${process.version}, ${os.cpus().length} CPUs, scale ${SCALE}, load average ${load()}`,
);
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'sf-bench-scale-'));
try {
  await onEachEngine('scale', path.join(scratch, 'scale.db'), runEngine);
} finally {
  if (process.env.BENCH_KEEP) console.log(`\nkept the SQLite database in ${scratch}`);
  else fs.rmSync(scratch, { recursive: true, force: true });
}
console.log(`\nSummary (load average now ${load()})`);
for (const line of summary) console.log(`  ${line}`);
process.exit(allMet ? 0 : 1);
