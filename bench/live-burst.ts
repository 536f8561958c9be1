/**
 * npx tsx bench/live-burst.ts — the server CPU of one results publication and the renders it
 * causes (issue 29 item 3, docs/decisions/0040): robust where latency on a shared machine is not.
 *
 * A production server (server/main.ts, NODE_ENV=production, SEED_DEMO=1, SQLite scratch database
 * or DATABASE_URL) in a child process; its CPU time is read from /proc/<pid>/stat (user + system).
 * After a warm-up, BENCH_BURSTS (20) times: the flagship 470X level's latest publication is
 * published again through the admin API, then the level page and (up to) 20 of its boat pages are
 * fetched one after the other (each a render: the publication dropped them), each once more (its
 * first hit, which compresses the kept page). Prints the CPU of the
 * publish call and of the burst, per publication, and per render of each page kind, the wall time
 * of each render, and the renders per publication (X-Page-Cache: miss). BENCH_CPU_PROF=DIR runs
 * the server with --cpu-prof into DIR (summarise with a .cpuprofile reader).
 * Knobs: BUILD_DIR (build), BENCH_PORT (3241), BENCH_BURSTS (20), BENCH_ACCEPT_ENCODING (gzip, br),
 * BENCH_ENGINES (sqlite,postgres: each in turn, PostgreSQL in a fresh database of DATABASE_URL's
 * server or of a throw-away cluster, bench/pg.ts).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { openDb } from '../server/db/client.js';
import { addStaff, addToken } from '../tests/helpers/staff.js';
import { onEachEngine } from './pg.js';

const BUILD_DIR = process.env.BUILD_DIR || 'build';
const PORT = Number(process.env.BENCH_PORT ?? 3241);
const BURSTS = Number(process.env.BENCH_BURSTS ?? 20);
const PROF = process.env.BENCH_CPU_PROF;
/** seconds of quiet before each measured publication (0): the live load publishes every 10 s, cache hits only between */
const PAUSE_S = Number(process.env.BENCH_PAUSE_S ?? 0);
const FLAGSHIP = 'SF-NG-2026-SAIL';
const LEVEL = 'SFNG26-470X';
const url = `http://127.0.0.1:${PORT}`;
const page = {
  'accept-language': 'zh-CN,zh;q=0.9',
  'accept-encoding': process.env.BENCH_ACCEPT_ENCODING ?? 'gzip, br',
};
const json = { 'content-type': 'application/json' };

/** the server's CPU time so far, ms (user + system, from /proc) */
const TICK_MS = 1000 / 100;
function serverCpuMs(pid: number, waitedChildren = false): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const own = Number(fields[11]) + Number(fields[12]);
  return (waitedChildren ? own + Number(fields[13]) + Number(fields[14]) : own) * TICK_MS;
}

/**
 * PostgreSQL's CPU so far, ms, when its cluster runs on this machine (the throw-away one does): its
 * postmaster, the backends it has reaped and those still running (their connections); undefined
 * when its data directory cannot be read here
 */
function databaseCpu(dataDir: string | undefined): (() => number) | undefined {
  if (!dataDir) return undefined;
  let postmaster: number;
  try {
    postmaster = Number(fs.readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
    serverCpuMs(postmaster);
  } catch {
    return undefined;
  }
  return () => {
    let ms = serverCpuMs(postmaster, true);
    const children = fs.readFileSync(`/proc/${postmaster}/task/${postmaster}/children`, 'utf8').trim();
    for (const pid of children ? children.split(' ') : []) {
      try {
        ms += serverCpuMs(Number(pid));
      } catch {
        // ended meanwhile: counted in the postmaster's reaped children from the next reading on
      }
    }
    return ms;
  };
}

async function get(p: string): Promise<{ ms: number; cache: string; status: number; bytes: number }> {
  const t = performance.now();
  const res = await fetch(url + p, { headers: page });
  const body = await res.arrayBuffer();
  return {
    ms: performance.now() - t,
    cache: res.headers.get('x-page-cache') ?? '-',
    status: res.status,
    bytes: body.byteLength,
  };
}

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'sf-live-burst-'));
try {
  await onEachEngine('live_burst', path.join(scratch, 'burst.db'), (label, databaseUrl) => burst(label, databaseUrl));
} finally {
  fs.rmSync(scratch, { recursive: true, force: true });
}

async function burst(label: string, databaseUrl: string): Promise<void> {
  const child = spawn(
    process.execPath,
    [...(PROF ? ['--cpu-prof', `--cpu-prof-dir=${PROF}`] : []), '--import', 'tsx', 'server/main.ts'],
    {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(PORT),
        BUILD_DIR,
        SEED_DEMO: '1',
        LOG_LEVEL: 'warn',
        DATABASE_URL: databaseUrl,
        UPLOAD_DIR: path.join(scratch, `uploads-${label}`),
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  const exited = new Promise((resolve) => child.once('exit', resolve));

  const cpuMs = () => serverCpuMs(child.pid!);

  try {
    for (let i = 0; i < 1200; i++) {
      try {
        if ((await fetch(`${url}/healthz`)).ok) break;
      } catch {
        // not yet
      }
      await new Promise((r) => setTimeout(r, 50));
    }
    const level = `/events/level/${FLAGSHIP}/${LEVEL}`;
    const html = await (await fetch(url + level, { headers: { 'accept-language': page['accept-language'] } })).text();
    const boats = new Set<string>();
    for (const m of html.matchAll(new RegExp(`${level}/boat/[^"?#]+`, 'g'))) boats.add(m[0].replaceAll('&amp;', '&'));
    const pages = [level, ...[...boats].slice(0, 20)];
    const handle = await openDb(databaseUrl);
    const staff = await addStaff(handle.db, { email: `burst.${process.pid}@example.com`, role: 'admin' });
    const { token } = await addToken(handle.db, staff.id, 'bench live-burst');
    const dbCpu = databaseCpu(
      handle.dialect === 'postgres'
        ? (
            await sql<{ setting: string }>`SELECT setting FROM pg_settings WHERE name = 'data_directory'`.execute(
              handle.db,
            )
          ).rows[0]?.setting
        : undefined,
    );
    await handle.close();
    const latest = (await (
      await fetch(`${url}/api/level/score/${LEVEL}`, { method: 'POST', headers: json, body: '{}' })
    ).json()) as { result: { scores: string; publishTime: string }[] };
    const newest = [...latest.result].sort((a, b) => b.publishTime.localeCompare(a.publishTime))[0]!;
    const publication = JSON.parse(newest.scores) as Record<string, unknown>;
    let n = 0;
    const publish = async () => {
      n++;
      const t = performance.now();
      const res = await fetch(`${url}/api/admin/levels/${LEVEL}/scores`, {
        method: 'POST',
        headers: { ...json, authorization: `Bearer ${token}` },
        body: JSON.stringify({ status: 'provisional', publication: { ...publication, theTitle: `Burst #${n}` } }),
      });
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`publishing answered ${res.status}`);
      return performance.now() - t;
    };
    // warm-up: every page rendered and the code paths hot
    for (let i = 0; i < 3; i++) {
      await publish();
      for (const p of pages) await get(p);
    }
    const sum = {
      publishCpu: 0,
      publishMs: 0,
      burstCpu: 0,
      levelCpu: 0,
      levelMs: 0,
      boatCpu: 0,
      boatMs: 0,
      misses: 0,
      hitCpu: 0,
      dbPublishCpu: 0,
      dbBurstCpu: 0,
    };
    let levelBytes = 0;
    let boatBytes = 0;
    for (let i = 0; i < BURSTS; i++) {
      if (PAUSE_S > 0) await new Promise((r) => setTimeout(r, PAUSE_S * 1000));
      const d0 = dbCpu?.() ?? 0;
      const c0 = cpuMs();
      sum.publishMs += await publish();
      const c1 = cpuMs();
      const d1 = dbCpu?.() ?? 0;
      sum.publishCpu += c1 - c0;
      sum.dbPublishCpu += d1 - d0;
      for (const [j, p] of pages.entries()) {
        const before = cpuMs();
        const r = await get(p);
        const cpu = cpuMs() - before;
        if (r.status !== 200) throw new Error(`GET ${p} answered ${r.status}`);
        if (r.cache === 'miss') sum.misses++;
        // the first hit after the render: what the 300 spectators' next requests cost first (its compression)
        const beforeHit = cpuMs();
        await get(p);
        sum.hitCpu += cpuMs() - beforeHit;
        if (j === 0) {
          sum.levelCpu += cpu;
          sum.levelMs += r.ms;
          levelBytes = r.bytes;
        } else {
          sum.boatCpu += cpu;
          sum.boatMs += r.ms;
          boatBytes = r.bytes;
        }
      }
      sum.burstCpu += cpuMs() - c1;
      sum.dbBurstCpu += (dbCpu?.() ?? 0) - d1;
    }
    const boatsN = pages.length - 1;
    const f = (x: number) => x.toFixed(1);
    console.log(
      `Live burst: ${BURSTS} publications of ${LEVEL}, each followed by its level page and ${boatsN} boat pages (sequential${PAUSE_S > 0 ? `, ${PAUSE_S} s of quiet before each` : ''}); build ${BUILD_DIR}/, ${label}, accept-encoding "${page['accept-encoding']}", load average ${os
        .loadavg()
        .map((x) => x.toFixed(1))
        .join(' ')}`,
    );
    console.log(`  publish call: ${f(sum.publishCpu / BURSTS)} CPU-ms, ${f(sum.publishMs / BURSTS)} ms wall`);
    console.log(
      `  burst after it: ${f(sum.burstCpu / BURSTS)} CPU-ms (publish + burst ${f((sum.publishCpu + sum.burstCpu) / BURSTS)}); renders per publication ${f(sum.misses / BURSTS)}; the first hit of each page ${f(sum.hitCpu / BURSTS)} CPU-ms of it`,
    );
    console.log(
      `  level page: ${f(sum.levelCpu / BURSTS)} CPU-ms, ${f(sum.levelMs / BURSTS)} ms wall, ${levelBytes} bytes sent`,
    );
    console.log(
      `  boat page: ${f(sum.boatCpu / BURSTS / boatsN)} CPU-ms, ${f(sum.boatMs / BURSTS / boatsN)} ms wall, ${boatBytes} bytes sent`,
    );
    if (dbCpu)
      console.log(
        `  PostgreSQL (its processes on this machine): ${f(sum.dbPublishCpu / BURSTS)} CPU-ms in the publish call, ${f(sum.dbBurstCpu / BURSTS)} in the burst after it`,
      );
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}
