/**
 * npm run bench:api — API throughput against a bare Hono handler, measured in the same run.
 *
 * bench/api-server.ts (a child process) loads 10,000 events plus the demo content (whose
 * flagship level has the largest result tables) into a scratch SQLite database and serves
 * the site; autocannon runs here against:
 *   - POST /api/event/list (page 1 of 25), a name search, /api/level/score/{levelCd}
 *   - a bare Hono handler returning a constant JSON body of the same size as each answer
 * and prints requests/s, p50/p99 and the ratio of each API call to its bare twin (target ≥ 0.5),
 * with the API response cache on (as served) and off (every call runs its queries).
 */
import { spawn } from 'node:child_process';
import readline from 'node:readline';
import { measure, printTable, type Figures } from './lib.js';

interface Case {
  name: string;
  body: unknown;
  bytes: number;
  bare: string;
  site: string;
  uncached: string;
}

const child = spawn(process.execPath, ['--import', 'tsx', 'bench/api-server.ts'], {
  stdio: ['ignore', 'pipe', 'inherit'],
});
const line = await new Promise<string>((resolve, reject) => {
  readline.createInterface({ input: child.stdout! }).once('line', resolve);
  child.once('exit', (code) => reject(new Error(`bench server exited (${code})`)));
});
const { events, cases } = JSON.parse(line) as { events: number; cases: Case[] };

const seconds = process.env.BENCH_SECONDS ?? 5;
console.log(
  `\nAPI benchmark: ${events} events on SQLite, autocannon 20 connections, ${seconds} s per case, Node ${process.version}`,
);
console.log('(servers in a child process, load generated here)\n');
const ratios: number[] = [];
const coldRatios: number[] = [];
for (const c of cases) {
  const body = JSON.stringify(c.body);
  const base: Figures = await measure(`bare Hono, same ${c.bytes} bytes`, { url: c.bare, body });
  const hot = await measure(c.name, { url: c.site, body });
  const cold = await measure(`${c.name}, cache off`, { url: c.uncached, body });
  printTable([base, hot, cold], base);
  console.log('');
  ratios.push(hot.rps / base.rps);
  coldRatios.push(cold.rps / base.rps);
}
child.kill('SIGTERM');
const worst = Math.min(...ratios);
console.log(
  `lowest ratio to the bare handler: ${worst.toFixed(2)} (target >= 0.50) ${worst >= 0.5 ? 'MET' : 'NOT MET'}`,
);
console.log(
  `lowest ratio with the response cache off: ${Math.min(...coldRatios).toFixed(2)} (every call runs its queries)`,
);
