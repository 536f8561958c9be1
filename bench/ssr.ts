/**
 * npm run bench:ssr — page rendering throughput, measured in one run (needs `npm run build`).
 *
 * Starts, each in a child process on a scratch demo database: the production site (page
 * cache on), the same site with the page cache off, and a minimal static Node server that
 * returns the bytes of each page. autocannon runs here against each page and prints
 * requests/s, p99 and the ratios to the static server (targets: cached >= 0.5, uncached >= 0.05).
 * Each case is asked for BENCH_WARMUP_SECONDS (default 2) before it is measured, so that every
 * server is measured warm (a page's first renders compile its code).
 * Then single flight (decision 0022): 100 concurrent first requests for a page nobody asked for
 * yet against 8 single renders of other such pages, one after the other, on the cached site
 * (target: the ratio of their cost < 1; the pages are the flagship ILCA 7 level's boat pages, in
 * Chinese and English, each asked once only; BENCH_FLIGHT_ROUNDS rounds, default 5, median). The
 * cost is the server's CPU time (all its threads, from /proc/PID/task/TID/schedstat); the wall time
 * is printed beside it, but it also counts this process's own work on 100 answers (fetch,
 * decompression) on the same two cores, which the site does not do. Without /proc: the wall time.
 * Then prints the first-load JavaScript of each page in gzip bytes: the modules it preloads and
 * the messages of its language they import before hydrating (target <= 120 KB). BUILD_DIR
 * picks the build (default build/); BENCH_FIRST_LOAD_ONLY=1 prints only the first load,
 * BENCH_FIRST_LOAD_FILES=1 each page's files with their gzip size too.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { BenchSite, measure, printTable, type Figures } from './lib.js';

// `…/boat/*` stands for the first boat the level page before it links to (`href=".../boat/KEY"`),
// read from that page's HTML at run time: the competitor view of a real boat, whatever the demo's keys
const PAGES = (
  process.env.BENCH_PAGES ??
  [
    '/',
    '/events',
    '/events/level/SF-NG-2026-SAIL/SFNG26-470X',
    // the flagship's 28-boat table filtered by nation (re-ranked within the filter), and a boat of it
    '/events/level/SF-NG-2026-SAIL/SFNG26-ILCA7?nat=CHN',
    '/events/level/SF-NG-2026-SAIL/SFNG26-ILCA7/boat/*',
  ].join(',')
).split(',');
// the two sites listen on BENCH_PORT and the next port (default 3391, 3392)
const PORT = Number(process.env.BENCH_PORT ?? 3391);
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'sf-bench-ssr-'));
const children: ChildProcess[] = [];
const sites: BenchSite[] = [];

// the servers started below serve BUILD_DIR (default build/) too
if (!fs.existsSync(`${process.env.BUILD_DIR || 'build'}/server/index.js`)) {
  console.error('No production build: run `npm run build` first.');
  process.exit(1);
}

/** the site on `port` over the scratch database (the first one started fills it with the demo) */
async function startSite(port: number, env: Record<string, string>): Promise<string> {
  const site = new BenchSite(port, {
    DATABASE_URL: `sqlite:${path.join(scratch, 'site.db')}`,
    UPLOAD_DIR: path.join(scratch, 'uploads'),
    ...env,
  });
  sites.push(site);
  await site.start();
  return site.url;
}

function cleanup() {
  for (const site of sites) void site.kill();
  for (const c of children) c.kill('SIGTERM');
  fs.rmSync(scratch, { recursive: true, force: true });
}

/**
 * the CPU time of a process, all its threads, in ms, to the nanosecond (schedstat; bench/live-burst.ts
 * reads /proc/PID/stat, whose 10 ms ticks are too coarse for one render); undefined without /proc
 */
function cpuMs(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    let ns = 0;
    for (const task of fs.readdirSync(`/proc/${pid}/task`)) {
      try {
        ns += Number(fs.readFileSync(`/proc/${pid}/task/${task}/schedstat`, 'utf8').split(' ')[0]);
      } catch {
        // a thread that ended between the listing and the read
      }
    }
    return ns / 1e6;
  } catch {
    return undefined;
  }
}

/**
 * Single flight (decision 0022): the cost of 100 concurrent first requests for one page nobody
 * asked for yet (one render, the others wait for it) against 8 single renders of 8 other such
 * pages asked one after the other, in the server's CPU (`pid`) and in wall time. Fresh pages: the
 * boat pages of the flagship's ILCA 7 level in Chinese and English (a language is part of the
 * cache key), each asked in one case only.
 */
async function singleFlight(site: string, pid: number | undefined) {
  const level = '/events/level/SF-NG-2026-SAIL/SFNG26-ILCA7';
  const html = await (await fetch(site + level, { headers: { 'accept-language': 'zh-CN' } })).text();
  const keys = [...new Set([...html.matchAll(/href="[^"]*\/boat\/([^"?#/]+)"/g)].map((m) => m[1]!))];
  const fresh = ['zh-CN', 'en'].flatMap((lang) => keys.map((key) => ({ url: `${site}${level}/boat/${key}`, lang })));
  // (the first request of the level page's own boat: bench:ssr's fifth page may have asked it)
  fresh.shift();
  const rounds = Math.min(Number(process.env.BENCH_FLIGHT_ROUNDS ?? 5), Math.floor(fresh.length / 9));
  const get = async ({ url, lang }: { url: string; lang: string }) => {
    const res = await fetch(url, { headers: { 'accept-language': lang } });
    await res.arrayBuffer();
    return res.headers.get('x-page-cache');
  };
  const ratios: number[] = [];
  const wallRatios: number[] = [];
  const byCpu = cpuMs(pid) !== undefined;
  console.log(`\nSingle flight: 100 concurrent first requests for a fresh page vs 8 fresh pages one after the other`);
  for (let r = 0; r < rounds; r++) {
    const [one, ...eight] = fresh.splice(0, 9);
    let cpu = cpuMs(pid);
    let t = performance.now();
    const markers = await Promise.all(Array.from({ length: 100 }, () => get(one!)));
    const concurrent = performance.now() - t;
    const concurrentCpu = cpu === undefined ? undefined : cpuMs(pid)! - cpu;
    cpu = cpuMs(pid);
    t = performance.now();
    for (const page of eight) if ((await get(page)) !== 'miss') throw new Error(`${page.url} was not a fresh page`);
    const sequential = performance.now() - t;
    const sequentialCpu = cpu === undefined ? undefined : cpuMs(pid)! - cpu;
    const renders = markers.filter((m) => m === 'miss').length;
    wallRatios.push(concurrent / sequential);
    const cpuText =
      concurrentCpu === undefined || sequentialCpu === undefined
        ? ''
        : `; the server's CPU ${concurrentCpu.toFixed(0)} ms vs ${sequentialCpu.toFixed(0)} ms: ratio ${(concurrentCpu / sequentialCpu).toFixed(2)}`;
    if (concurrentCpu !== undefined && sequentialCpu !== undefined) ratios.push(concurrentCpu / sequentialCpu);
    console.log(
      `  round ${r + 1}: 100 concurrent ${concurrent.toFixed(0)} ms (${renders} render${renders === 1 ? '' : 's'}), 8 single renders ${sequential.toFixed(0)} ms: wall ratio ${(concurrent / sequential).toFixed(2)}${cpuText}`,
    );
  }
  const median = (list: number[]) => [...list].sort((a, b) => a - b)[list.length >> 1]!;
  const verdict = byCpu ? median(ratios) : median(wallRatios);
  console.log(
    `single flight: 100 concurrent first requests = ${verdict.toFixed(2)} of 8 single renders in ${byCpu ? "the server's CPU time" : 'wall time'} ` +
      `(median; target < 1) ${verdict < 1 ? 'MET' : 'NOT MET'}${byCpu ? `; wall time ${median(wallRatios).toFixed(2)}` : ''}`,
  );
}

try {
  // the first site creates and fills the database; the second reuses it
  const cached = await startSite(PORT, {});
  const cachedPid = sites[0]!.pid;
  const uncached = await startSite(PORT + 1, { PAGE_CACHE_TTL_MS: '0', API_CACHE_TTL_MS: '0' });

  // `…/boat/*`: the first boat key the level page links to
  for (const [i, p] of PAGES.entries()) {
    if (!p.endsWith('/boat/*')) continue;
    const level = p.slice(0, -'/boat/*'.length);
    const html = await (await fetch(cached + level, { headers: { 'accept-language': 'zh-CN' } })).text();
    const key = html.match(/href="[^"]*\/boat\/([^"?#/]+)"/)?.[1];
    if (!key) throw new Error(`${level} links to no boat (href=".../boat/KEY")`);
    PAGES[i] = `${level}/boat/${key}`;
  }

  // the static server: the same bytes and content type, from memory
  const bodies = new Map<string, Buffer>();
  for (const p of PAGES) {
    const res = await fetch(cached + p, { headers: { 'accept-language': 'zh-CN' } });
    if (res.status !== 200) throw new Error(`${p} answered ${res.status}`);
    bodies.set(p, Buffer.from(await res.arrayBuffer()));
  }
  // in a process of its own too, like the sites, so that none shares autocannon's event loop
  const files = path.join(scratch, 'static.json');
  fs.writeFileSync(files, JSON.stringify(Object.fromEntries([...bodies].map(([k, v]) => [k, v.toString('base64')]))));
  const staticChild = spawn(
    process.execPath,
    [
      '-e',
      `const http = require('node:http');
       const bodies = Object.fromEntries(Object.entries(JSON.parse(require('node:fs').readFileSync(process.argv[1], 'utf8'))).map(([k, v]) => [k, Buffer.from(v, 'base64')]));
       const server = http.createServer((req, res) => {
         const body = bodies[req.url] ?? Buffer.alloc(0);
         res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': body.length });
         res.end(body);
       });
       server.listen(0, '127.0.0.1', () => console.log(server.address().port));`,
      files,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  children.push(staticChild);
  const staticPort = await new Promise<string>((resolve) =>
    staticChild.stdout!.once('data', (d) => resolve(String(d).trim())),
  );
  const staticUrl = `http://127.0.0.1:${staticPort}`;

  const seconds = process.env.BENCH_SECONDS ?? 5;
  // BENCH_FIRST_LOAD_ONLY=1: only the first-load JavaScript below (no throughput runs)
  const throughput = process.env.BENCH_FIRST_LOAD_ONLY !== '1';
  const warmup = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);
  if (throughput)
    console.log(
      `\nSSR benchmark: autocannon 20 connections, ${seconds} s per case after ${warmup} s of warm-up, Node ${process.version}\n`,
    );
  const summary: string[] = [];
  /** the case asked for `warmup` seconds first (not counted), then measured */
  const warmMeasure = async (name: string, load: Parameters<typeof measure>[1]) => {
    if (warmup > 0) await measure(name, { ...load, duration: warmup });
    return measure(name, load);
  };
  for (const p of throughput ? PAGES : []) {
    const load = { method: 'GET' as const, headers: { 'accept-language': 'zh-CN' } };
    const base: Figures = await warmMeasure(`static server, ${p}`, { ...load, url: staticUrl + p });
    const hot = await warmMeasure(`cached ${p}`, { ...load, url: cached + p });
    const cold = await warmMeasure(`uncached ${p}`, { ...load, url: uncached + p });
    printTable([base, hot, cold], base);
    console.log('');
    summary.push(
      `${p}: cached ${(hot.rps / base.rps).toFixed(2)} of static (target >= 0.50) ${hot.rps / base.rps >= 0.5 ? 'MET' : 'NOT MET'}, ` +
        `uncached ${(cold.rps / base.rps).toFixed(3)} (target >= 0.05) ${cold.rps / base.rps >= 0.05 ? 'MET' : 'NOT MET'}`,
    );
  }
  for (const line of summary) console.log(line);
  if (throughput) await singleFlight(cached, cachedPid);

  // BENCH_FIRST_LOAD_FILES=1: each page's files too, largest first (what to cut)
  const listFiles = process.env.BENCH_FIRST_LOAD_FILES === '1';
  console.log('\nFirst-load JavaScript (gzip, as a browser downloads it on a first visit):');
  for (const p of PAGES) {
    const html = bodies.get(p)!.toString();
    const scripts = new Set<string>();
    for (const m of html.matchAll(/<link rel="modulepreload"[^>]*? href="([^"]+)"/g)) scripts.add(m[1]!);
    // (the preloads the boot script makes after the first paint: server/scripts-after-paint.ts)
    for (const m of html.matchAll(/ data-modulepreload="([^"]*)"/g))
      for (const src of m[1]!.split(' ').filter(Boolean)) scripts.add(src);
    for (const m of html.matchAll(/import\("([^"]+\.js)"\)/g)) scripts.add(m[1]!);
    for (const m of html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)) scripts.add(m[1]!);
    let total = 0;
    const files: string[] = [];
    const inline = [...html.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!).join('');
    const inlineGz = zlib.gzipSync(inline).length;
    // a Set iterates over what is added meanwhile: the page's language messages (core.zh-*.js,
    // news.zh-*.js …), imported by the client entry and by the features' register modules
    // before the page hydrates, join the files that import them
    for (const src of scripts) {
      const res = await fetch(cached + src);
      const body = Buffer.from(await res.arrayBuffer());
      const gz = zlib.gzipSync(body, { level: 9 }).length;
      total += gz;
      if (listFiles) files.push(`    ${(gz / 1024).toFixed(1).padStart(5)} KB ${src}`);
      for (const m of body.toString().matchAll(/import\(\s*[`"']\.\/([\w-]+\.zh-[\w-]+\.js)[`"']\s*\)/g)) {
        scripts.add(`/assets/${m[1]!}`);
      }
    }
    console.log(
      `  ${p}: ${total} bytes = ${(total / 1024).toFixed(1)} KB in ${scripts.size} files + ${(inlineGz / 1024).toFixed(1)} KB inline (target <= 120 KB) ${total <= 120 * 1024 ? 'MET' : 'NOT MET'}`,
    );
    for (const line of files.sort().reverse()) console.log(line);
  }
} finally {
  cleanup();
}
process.exit(0);
