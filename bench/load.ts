/**
 * npm run bench:load — load and faults against the production server (needs a build:
 * `npm run build`, or BUILD_DIR=<dir> for a build elsewhere), on SQLite and on PostgreSQL.
 *
 * For each engine, a production server (server/main.ts, NODE_ENV=production, SEED_DEMO=1) in a
 * child process on a scratch database with the demo content, then:
 *
 *  1. mixed read load: autocannon cycles over pages (/, /events, the flagship event's detail and
 *     one of its level pages, /blog-list, /contact) and API calls (event/list, an event search,
 *     level/score, news/list) at rising concurrency; prints requests/s, p50/p99 latency, errors
 *     and non-2xx answers per step, and the requests/s relative to the one-connection step.
 *     The server runs as deployed: its page and API response caches are on.
 *  2. contact submissions with a crash: 2,000 messages (each with a unique id in every field) over
 *     many connections; after a third of them are acknowledged the server is killed with SIGKILL
 *     and started again on the same port and database. Every answer `success:true` is recorded;
 *     afterwards the database must hold every acknowledged message once, with identical content.
 *     A message whose request failed is not sent again (a retry could store it twice: the API has
 *     no idempotency key), so "stored without acknowledgement" counts messages committed just
 *     before the kill whose answer was lost.
 *
 *  3. live regatta (issue 29): 300 concurrent spectators on the flagship's level page and its boat
 *     pages for 60 s, first without publications (the baseline), then with a new results
 *     publication every 10 s through the admin API (an API token made in the bench's database);
 *     prints p50/p99, errors and non-2xx answers of each, the publications made and the load
 *     average of the machine beside them.
 *
 * PostgreSQL: DATABASE_URL when it is a postgres:// URL, otherwise a throw-away cluster
 * (scripts/ci-postgres.sh). BENCH_ENGINES=sqlite or =postgres runs one engine only.
 * Other knobs: BENCH_PORT (3240), BENCH_SECONDS per step (5), BENCH_CONCURRENCY (1,10,50,100,200),
 * BENCH_MESSAGES (2000), BENCH_CONTACT_CONNECTIONS (50), BENCH_CASES (mixed,contact,live: which
 * to run), BENCH_LIVE_SECONDS or `--seconds N` (60: each live-regatta run), BENCH_LIVE_CONNECTIONS (300),
 * BENCH_PUBLISH_EVERY (10 s).
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
// autocannon ships no types
// eslint-disable-next-line @typescript-eslint/ban-ts-comment
// @ts-ignore
import autocannon from 'autocannon';
import { openDb } from '../server/db/client.js';
import { BenchSite } from './lib.js';
import { onEachEngine } from './pg.js';
import { addStaff, addToken } from '../tests/helpers/staff.js';

const BUILD_DIR = process.env.BUILD_DIR || 'build';
const PORT = Number(process.env.BENCH_PORT ?? 3240);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const STEPS = (process.env.BENCH_CONCURRENCY ?? '1,10,50,100,200').split(',').map(Number);
const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 2000);
const CONTACT_CONNECTIONS = Number(process.env.BENCH_CONTACT_CONNECTIONS ?? 50);
const CASES = (process.env.BENCH_CASES ?? 'mixed,contact,live').split(',');
/** `--seconds N` (npm run bench:load -- --seconds 15) or BENCH_LIVE_SECONDS: each live-regatta run, for trying it */
const secondsArg = process.argv.indexOf('--seconds');
const LIVE_SECONDS = Number(
  (secondsArg >= 0 ? process.argv[secondsArg + 1] : undefined) ?? process.env.BENCH_LIVE_SECONDS ?? 60,
);
if (!(LIVE_SECONDS > 0 && LIVE_SECONDS <= 600)) {
  console.error('--seconds takes a number of seconds from 1 to 600');
  process.exit(2);
}
const LIVE_CONNECTIONS = Number(process.env.BENCH_LIVE_CONNECTIONS ?? 300);
const PUBLISH_EVERY = Number(process.env.BENCH_PUBLISH_EVERY ?? 10);
const API = '/api';
const FLAGSHIP = 'SF-NG-2026-SAIL';
const LEVEL = 'SFNG26-470X';

if (!fs.existsSync(path.join(BUILD_DIR, 'server/index.js'))) {
  console.error(`No production build in ${BUILD_DIR}/: run \`npm run build\` first (or set BUILD_DIR).`);
  process.exit(1);
}

// ---------------------------------------------------------------- the server under test

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// ---------------------------------------------------------------- 1. mixed read load

interface Step {
  connections: number;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  total: number;
}

/** a step's figures from autocannon's result (autocannon ships no types) */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
function stepFigures(result: any): Omit<Step, 'connections'> {
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    total: result.requests.total,
  };
}

const json = { 'content-type': 'application/json' };
const page = { 'accept-language': 'zh-CN,zh;q=0.9', 'accept-encoding': 'gzip, br' };
const MIX = [
  { method: 'GET', path: '/', headers: page },
  { method: 'POST', path: `${API}/event/list`, headers: json, body: JSON.stringify({ pageNo: 1, pageSize: 25 }) },
  { method: 'GET', path: '/events', headers: page },
  {
    method: 'POST',
    path: `${API}/event/list`,
    headers: json,
    body: JSON.stringify({ name: 'regatta', pageNo: 1, pageSize: 25 }),
  },
  { method: 'GET', path: `/events/detail/${FLAGSHIP}`, headers: page },
  { method: 'POST', path: `${API}/level/score/${LEVEL}`, headers: json, body: '{}' },
  { method: 'GET', path: `/events/level/${FLAGSHIP}/${LEVEL}`, headers: page },
  { method: 'POST', path: `${API}/news/list`, headers: json, body: JSON.stringify({ pageNo: 1, pageSize: 20 }) },
  { method: 'GET', path: '/blog-list', headers: page },
  { method: 'GET', path: '/contact', headers: page },
];

async function mixedLoad(url: string): Promise<Step[]> {
  // every request of the mix must work before it is measured
  for (const r of MIX) {
    const res = await fetch(url + r.path, { method: r.method, headers: r.headers, body: r.body });
    if (res.status !== 200) throw new Error(`${r.method} ${r.path} answered ${res.status}`);
    await res.arrayBuffer();
  }
  const steps: Step[] = [];
  for (const connections of STEPS) {
    const result = await autocannon({ url, connections, duration: SECONDS, requests: MIX, timeout: 10 });
    steps.push({
      connections,
      ...stepFigures(result),
    });
  }
  return steps;
}

function printSteps(label: string, steps: Step[]) {
  const pad = (s: string | number, n: number) => String(s).padEnd(n);
  console.log(
    `\nMixed read load, ${label}: ${MIX.length} requests in turn (6 pages, 4 API calls), ${SECONDS} s per step`,
  );
  console.log(
    `${pad('connections', 13)}${pad('req/s', 10)}${pad('p50 ms', 9)}${pad('p99 ms', 9)}${pad('requests', 10)}${pad('errors', 8)}${pad('non-2xx', 9)}req/s vs 1 connection`,
  );
  const base = steps[0]!.rps;
  for (const s of steps) {
    console.log(
      `${pad(s.connections, 13)}${pad(s.rps.toFixed(0), 10)}${pad(s.p50, 9)}${pad(s.p99, 9)}${pad(s.total, 10)}${pad(s.errors, 8)}${pad(s.non2xx, 9)}${(s.rps / base).toFixed(2)}`,
    );
  }
}

// ---------------------------------------------------------------- 2. contact submissions with a crash

interface Message {
  name: string;
  email: string;
  subject: string;
  message: string;
}

function messageOf(run: string, id: number): Message {
  return {
    name: `压测访客 Load ${id}`,
    email: `load.${run}.${id}@example.com`,
    subject: `负载测试 subject #${id}`,
    message: `Message ${id} of run ${run}.\n第二行：帆船 ⛵ "quotes" & <tags> ${'x'.repeat(id % 200)}`,
  };
}

type Outcome = 'acknowledged' | 'failed-outage' | 'failed-other' | 'rejected';

interface ContactFigures {
  sent: number;
  acknowledged: number;
  failedOutage: number;
  failedOther: number;
  rejected: number;
  stored: number;
  missing: number;
  changed: number;
  duplicates: number;
  storedWithoutAck: number;
  outageMs: number;
  seconds: number;
}

function post(agent: http.Agent, url: string, body: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      { method: 'POST', agent, headers: { ...json, 'content-length': Buffer.byteLength(body) }, timeout: 15_000 },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (d: string) => (text += d));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', reject);
    req.end(body);
  });
}

async function contactCrash(site: BenchSite, databaseUrl: string): Promise<ContactFigures> {
  const run = Date.now().toString(36);
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONTACT_CONNECTIONS });
  const outcomes = new Map<number, Outcome>();
  const killAt = Math.floor(MESSAGES / 3);
  let next = 0;
  let acknowledged = 0;
  let down = false;
  let killed: Promise<void> | undefined;
  let outageMs = 0;

  const crash = async () => {
    const started = Date.now();
    down = true;
    await site.kill('SIGKILL');
    await site.start();
    down = false;
    outageMs = Date.now() - started;
  };

  const worker = async () => {
    for (;;) {
      const id = next++;
      if (id >= MESSAGES) return;
      const body = JSON.stringify({ ...messageOf(run, id), lang: 'zh', page: '/contact' });
      try {
        const res = await post(agent, `${site.url}${API}/contact/insert`, body);
        const answer = JSON.parse(res.text) as { success?: unknown };
        if (res.status === 200 && answer.success === true) {
          outcomes.set(id, 'acknowledged');
          acknowledged++;
          if (acknowledged === killAt) killed = crash();
        } else {
          outcomes.set(id, 'rejected');
        }
      } catch {
        outcomes.set(id, down ? 'failed-outage' : 'failed-other');
        // a client that cannot reach the server waits a little before its next message
        await sleep(250);
      }
    }
  };
  const started = Date.now();
  await Promise.all(Array.from({ length: CONTACT_CONNECTIONS }, worker));
  await killed;
  const seconds = (Date.now() - started) / 1000;
  agent.destroy();
  await site.kill('SIGTERM');

  // what the database holds (the server is stopped: nothing changes any more)
  const handle = await openDb(databaseUrl);
  const rows = await handle.db
    .selectFrom('contactMessages')
    .select(['name', 'email', 'subject', 'message'])
    .where('email', 'like', `load.${run}.%`)
    .execute();
  await handle.close();
  const stored = new Map<number, Message[]>();
  for (const row of rows) {
    const id = Number(/^load\.[a-z0-9]+\.(\d+)@/.exec(row.email)?.[1]);
    stored.set(id, [...(stored.get(id) ?? []), row]);
  }
  let missing = 0;
  let changed = 0;
  let duplicates = 0;
  let storedWithoutAck = 0;
  for (let id = 0; id < MESSAGES; id++) {
    const copies = stored.get(id) ?? [];
    if (copies.length > 1) duplicates += copies.length - 1;
    if (outcomes.get(id) !== 'acknowledged') {
      if (copies.length > 0) storedWithoutAck++;
      continue;
    }
    if (copies.length === 0) missing++;
    const want = messageOf(run, id);
    if (
      copies.some(
        (c) =>
          c.name !== want.name || c.email !== want.email || c.subject !== want.subject || c.message !== want.message,
      )
    )
      changed++;
  }
  const count = (o: Outcome) => [...outcomes.values()].filter((x) => x === o).length;
  return {
    sent: outcomes.size,
    acknowledged,
    failedOutage: count('failed-outage'),
    failedOther: count('failed-other'),
    rejected: count('rejected'),
    stored: rows.length,
    missing,
    changed,
    duplicates,
    storedWithoutAck,
    outageMs,
    seconds,
  };
}

function printContact(label: string, f: ContactFigures) {
  console.log(
    `\nContact submissions with a SIGKILL, ${label}: ${MESSAGES} messages over ${CONTACT_CONNECTIONS} connections, killed after ${Math.floor(MESSAGES / 3)} acknowledgements`,
  );
  console.log(
    `  sent ${f.sent}, acknowledged ${f.acknowledged}, failed during the outage ${f.failedOutage}, failed otherwise ${f.failedOther}, rejected ${f.rejected}`,
  );
  console.log(
    `  stored ${f.stored}, missing ${f.missing}, changed ${f.changed}, duplicates ${f.duplicates}, stored without acknowledgement ${f.storedWithoutAck}`,
  );
  console.log(`  outage (kill to healthy again) ${f.outageMs} ms, whole run ${f.seconds.toFixed(1)} s`);
  const ok = f.missing === 0 && f.changed === 0 && f.duplicates === 0 && f.acknowledged > 0;
  console.log(`  every acknowledged message stored once, unchanged: ${ok ? 'MET' : 'NOT MET'}`);
  return ok;
}

// ---------------------------------------------------------------- 3. live regatta

interface LiveFigures extends Step {
  publications: number;
  publishFailures: number;
  load: string;
}

const loadAverage = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' ');

/** the spectators' pages: the flagship's level page and the boat pages it links to (up to 20) */
async function livePages(url: string): Promise<string[]> {
  const level = `/events/level/${FLAGSHIP}/${LEVEL}`;
  const html = await (await fetch(url + level, { headers: page })).text();
  const boats = new Set<string>();
  for (const m of html.matchAll(new RegExp(`${level}/boat/[^"?#]+`, 'g'))) boats.add(m[0].replaceAll('&amp;', '&'));
  return [level, ...[...boats].slice(0, 20)];
}

async function liveRegatta(url: string, databaseUrl: string, publish: boolean): Promise<LiveFigures> {
  const pages = await livePages(url);
  for (const p of pages) {
    const res = await fetch(url + p, { headers: page });
    if (res.status !== 200) throw new Error(`GET ${p} answered ${res.status}`);
    await res.arrayBuffer();
  }
  // a staff API token in the bench's database (what `npm run staff:token` makes)
  const handle = await openDb(databaseUrl);
  const staff = await addStaff(handle.db, { email: `bench.${process.pid}.${Date.now()}@example.com`, role: 'admin' });
  const { token } = await addToken(handle.db, staff.id, 'bench:load live regatta');
  await handle.close();
  // the level's latest publication, published again with a new title each time
  const latest = (await (
    await fetch(`${url}${API}/level/score/${LEVEL}`, { method: 'POST', headers: json, body: '{}' })
  ).json()) as { result: { scores: string; publishTime: string }[] };
  const newest = [...latest.result].sort((a, b) => b.publishTime.localeCompare(a.publishTime))[0];
  if (!newest) throw new Error(`${LEVEL} has no publication to publish again`);
  const publication = JSON.parse(newest.scores) as Record<string, unknown>;
  let publications = 0;
  let publishFailures = 0;
  const publishOne = async () => {
    const n = publications + publishFailures + 1;
    const res = await fetch(`${url}${API}/admin/levels/${LEVEL}/scores`, {
      method: 'POST',
      headers: { ...json, authorization: `Bearer ${token}` },
      body: JSON.stringify({ status: 'provisional', publication: { ...publication, theTitle: `Live bench #${n}` } }),
    }).catch(() => null);
    if (res?.status === 200) publications++;
    else publishFailures++;
    await res?.arrayBuffer();
  };
  const timer = publish ? setInterval(() => void publishOne(), PUBLISH_EVERY * 1000) : undefined;
  const requests = pages.map((p) => ({ method: 'GET', path: p, headers: page }));
  try {
    const result = await autocannon({
      url,
      connections: LIVE_CONNECTIONS,
      duration: LIVE_SECONDS,
      requests,
      timeout: 10,
    });
    return {
      connections: LIVE_CONNECTIONS,
      ...stepFigures(result),
      publications,
      publishFailures,
      load: loadAverage(),
    };
  } finally {
    clearInterval(timer);
  }
}

function printLive(label: string, base: LiveFigures, live: LiveFigures) {
  console.log(
    `\nLive regatta, ${label}: ${LIVE_CONNECTIONS} spectators on ${LEVEL}'s level page and its boat pages, ${LIVE_SECONDS} s each`,
  );
  for (const [name, f] of [
    ['no publications (baseline)', base],
    [`a publication every ${PUBLISH_EVERY} s`, live],
  ] as const) {
    console.log(
      `  ${name}: ${f.rps.toFixed(0)} req/s, p50 ${f.p50} ms, p99 ${f.p99} ms, ${f.total} requests, ${f.errors} errors, ${f.non2xx} non-2xx; publications ${f.publications} (${f.publishFailures} failed); load average ${f.load}`,
    );
  }
  console.log(`  p99 with publications vs baseline: ${(live.p99 / Math.max(base.p99, 1)).toFixed(2)}`);
}

// ---------------------------------------------------------------- the runs

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'sf-bench-load-'));
const summary: string[] = [];
let allOk = true;

async function runEngine(label: string, databaseUrl: string) {
  const site = new BenchSite(PORT, {
    DATABASE_URL: databaseUrl,
    UPLOAD_DIR: path.join(scratch, 'uploads'),
    CONTACT_RATE_LIMIT: '1000000',
  });
  await site.start();
  try {
    if (CASES.includes('mixed')) {
      const steps = await mixedLoad(site.url);
      printSteps(label, steps);
      const best = steps.reduce((a, b) => (b.rps > a.rps ? b : a));
      const errors = steps.reduce((n, s) => n + s.errors + s.non2xx, 0);
      summary.push(
        `${label}: mixed reads peak ${best.rps.toFixed(0)} req/s at ${best.connections} connections (p50 ${best.p50} ms, p99 ${best.p99} ms); ${errors} errors/non-2xx in all steps`,
      );
      if (errors > 0) allOk = false;
    }
    if (CASES.includes('live')) {
      const base = await liveRegatta(site.url, databaseUrl, false);
      const live = await liveRegatta(site.url, databaseUrl, true);
      printLive(label, base, live);
      summary.push(
        `${label}: live regatta p50/p99 ${live.p50}/${live.p99} ms with publications (${live.publications}), ${base.p50}/${base.p99} ms without; errors ${live.errors + live.non2xx}/${base.errors + base.non2xx}; load average ${live.load}`,
      );
      if (live.errors + live.non2xx + base.errors + base.non2xx + live.publishFailures > 0) allOk = false;
    }
    if (CASES.includes('contact')) {
      const f = await contactCrash(site, databaseUrl);
      const ok = printContact(label, f);
      summary.push(
        `${label}: contact ${f.sent} sent, ${f.acknowledged} acknowledged, ${f.failedOutage} failed in the outage, ${f.stored} stored, ${f.missing} missing, ${f.changed} changed, ${f.duplicates} duplicates (${ok ? 'MET' : 'NOT MET'})`,
      );
      if (!ok) allOk = false;
    }
  } finally {
    await site.kill('SIGTERM');
  }
}

console.log(
  `Load benchmark: production build ${BUILD_DIR}/, port ${PORT}, Node ${process.version}, ${os.cpus().length} CPUs`,
);
try {
  await onEachEngine('load', path.join(scratch, 'load.db'), runEngine);
} finally {
  fs.rmSync(scratch, { recursive: true, force: true });
}
console.log('\nSummary');
for (const line of summary) console.log(`  ${line}`);
process.exit(allOk ? 0 : 1);
