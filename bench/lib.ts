/** Shared helpers for the benchmarks: run autocannon, start servers on free ports, print tables. */
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import type { Hono } from 'hono';
// autocannon ships no types
// eslint-disable-next-line @typescript-eslint/ban-ts-comment
// @ts-ignore
import autocannon from 'autocannon';

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
