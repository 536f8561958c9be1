/** Shared helpers for the benchmarks: run autocannon, start servers on free ports or the site on its own, print tables. */
import { spawn, type ChildProcess } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import type { Hono } from 'hono';
// autocannon ships no types
// eslint-disable-next-line @typescript-eslint/ban-ts-comment
// @ts-ignore
import autocannon from 'autocannon';
import type { NewEvent } from '../server/db/schema.js';
import { eventSearchText } from '../server/queries/events.js';

export interface Figures {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  bytes: number;
}

export interface Load {
  url: string;
  method?: 'GET' | 'POST';
  body?: string;
  headers?: Record<string, string>;
  connections?: number;
  duration?: number;
}

export async function measure(name: string, load: Load): Promise<Figures> {
  const result = await autocannon({
    url: load.url,
    method: load.method ?? 'POST',
    body: load.body,
    headers: { 'content-type': 'application/json', ...(load.headers ?? {}) },
    connections: load.connections ?? 20,
    duration: load.duration ?? Number(process.env.BENCH_SECONDS ?? 5),
  });
  return {
    name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    bytes: result.throughput.average / Math.max(result.requests.average, 1),
  };
}

export async function listen(app: Hono): Promise<{ url: string; close: () => Promise<void> }> {
  return new Promise((resolve) => {
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => {
      resolve({
        url: `http://127.0.0.1:${info.port}`,
        close: () => new Promise((done) => (server as Server).close(() => done())),
      });
    }) as Server;
  });
}

export function printTable(rows: Figures[], baseline: Figures) {
  const pad = (s: string, n: number) => s.padEnd(n);
  console.log(
    `${pad('case', 44)}${pad('req/s', 10)}${pad('p50 ms', 8)}${pad('p99 ms', 8)}${pad('bytes', 8)}${pad('errors', 8)}ratio to baseline`,
  );
  for (const r of rows) {
    console.log(
      `${pad(r.name, 44)}${pad(r.rps.toFixed(0), 10)}${pad(String(r.p50), 8)}${pad(String(r.p99), 8)}${pad(r.bytes.toFixed(0), 8)}${pad(String(r.errors + r.non2xx), 8)}${(r.rps / baseline.rps).toFixed(2)}`,
    );
  }
}

/** the venues of the generated events, in Chinese and English */
export const VENUES = ['青岛', '厦门', '三亚', '深圳', '日照', '宁波', '大连', '威海'];
export const VENUES_EN = ['Qingdao', 'Xiamen', 'Sanya', 'Shenzhen', 'Rizhao', 'Ningbo', 'Dalian', 'Weihai'];

/**
 * The i-th generated event of a bench's database (`prefix` names the bench in its codes and
 * pictures): at venue i, status cycling 1-2-3, every 50th unpublished, its search text as the
 * console stores it. `fields` gives its names (before the venue's) and dates.
 */
export function benchEvent(
  prefix: { code: string; match: string; picture: string },
  i: number,
  fields: { name: string; nameCode: string; beginDate: string; endDate: string },
): NewEvent {
  const v = i % VENUES.length;
  const address = `${VENUES[v]}市奥林匹克帆船中心`;
  const addressCode = `${VENUES_EN[v]} Olympic Sailing Center`;
  return {
    eventCd: `${prefix.code}${i}`,
    matchCd: `${prefix.match}${i}`,
    name: fields.name,
    nameCode: fields.nameCode,
    searchText: eventSearchText({ name: fields.name, nameCode: fields.nameCode, address, addressCode }),
    logo: `/uploads/logo/${prefix.picture}.svg`,
    thumb: `/uploads/img/${prefix.picture}.svg`,
    status: String((i % 3) + 1),
    beginDate: fields.beginDate,
    endDate: fields.endDate,
    address,
    addressCode,
    officialWebsite: 'https://example.org',
    sponsor: '中国帆船帆板运动协会',
    albumWebsite: null,
    isPublish: i % 50 === 0 ? 0 : 1,
  };
}

/**
 * The site as it runs in production (server/main.ts, the build in BUILD_DIR, default build/) on
 * 127.0.0.1:`port`, with the demo content and warnings only unless `env` (over the environment)
 * says otherwise. start() resolves when /healthz answers 200 (it throws when the server exits
 * first or is not up within a minute); it may be started again after kill().
 */
export class BenchSite {
  private child: ChildProcess | undefined;
  readonly url: string;
  /** the server's process id while it runs (its CPU time is read from /proc by bench:ssr) */
  get pid(): number | undefined {
    return this.child?.pid;
  }
  constructor(
    private readonly port: number,
    private readonly env: Record<string, string>,
  ) {
    this.url = `http://127.0.0.1:${port}`;
  }

  async start(): Promise<void> {
    // a server left behind on the port (a bench killed before it could stop its site) would answer
    // the health check below, and the figures would be that server's: refuse instead
    const before = await fetch(`${this.url}/healthz`).catch(() => undefined);
    if (before) throw new Error(`port ${this.port} is in use (a server left running?): free it or pick another port`);
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(this.port),
        BUILD_DIR: process.env.BUILD_DIR || 'build',
        SEED_DEMO: '1',
        LOG_LEVEL: 'warn',
        ...this.env,
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    this.child = child;
    let exited = false;
    child.once('exit', () => (exited = true));
    for (let i = 0; i < 1200; i++) {
      if (exited) throw new Error(`the site on ${this.port} exited while starting`);
      try {
        if ((await fetch(`${this.url}/healthz`)).ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`the site on ${this.port} did not start in a minute`);
  }

  /** sends the signal and resolves when the server has exited (at once when it is not running) */
  async kill(signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const gone = new Promise((resolve) => child.once('exit', resolve));
    child.kill(signal);
    await gone;
  }
}
