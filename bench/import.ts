/**
 * npm run bench:import — results import (issue 19): parse + check of
 *   - a generated 200-boat, 15-race Sailwave series file (.blw, Windows-1252, two fleets, codes,
 *     discards "0,0,0,1,1,1,1,2 …", stored totals and ranks as Sailwave writes them)
 *   - a generated 200-boat, 15-race CSV of places and codes, scored by the site
 * Each is run 5 times to warm up, then 30 times: first, median and worst time; and once in a
 * process of its own for its peak RSS. Target: under 200 ms each (median), printed MET / NOT MET, with the
 * ratio to a baseline that only decodes the bytes and splits them into records (the least any
 * reader of the file has to do).
 * Then the Sailwave development set (sailwaveDevSet): rows agreeing with the published pages, and
 * the time to import its largest file.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { LIMITS, checkPublication, importResults, scorePlaces, parseDiscardProfile } from '../shared/import/index.js';
import { decodeBytes, detectSeparator, parseDelimited } from '../shared/import/text.js';
import { compareSeries, devSetPairs } from '../shared/import/sailwave-compare.test-helper.js';

const BOATS = 200;
const RACES = 15;
const TARGET_MS = 200;

/** a small deterministic random generator (the same files every run) */
function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}
const FIRST = ['Zoë', 'Jürgen', 'Élodie', 'Seán', 'Chloë', 'Ana', 'Peter', 'Olivia', 'Jan', 'Wang', 'Li', 'Chen'];
const LAST = [
  'Müller',
  'Weiß',
  'Marchand',
  'Ó Briain',
  'Brontë',
  'Sørensen',
  'Smith',
  'Grant',
  'de Vries',
  'Wei',
  'Na',
  'Tai',
];
const CLUBS = ['Royal Lymington YC', 'Kieler YC', 'SN Cherbourg', 'Howth YC', 'Qingdao Sailing Club', 'RHKYC'];
const NATS = ['GBR', 'GER', 'FRA', 'IRL', 'CHN', 'HKG'];

/** one race's cells for n boats: places with a few codes */
function raceCells(n: number, rand: () => number): string[] {
  const order = Array.from({ length: n }, (_, i) => i).sort(() => rand() - 0.5);
  const cells = new Array<string>(n);
  let place = 0;
  for (const i of order) {
    const x = rand();
    if (x < 0.02) cells[i] = 'DNF';
    else if (x < 0.03) cells[i] = 'OCS';
    else if (x < 0.035) cells[i] = 'DNC';
    else if (x < 0.04) cells[i] = `ZFP ${++place}`;
    else cells[i] = String(++place);
  }
  return cells;
}

function makeCsv(): Uint8Array {
  const rand = rng(19);
  const races = Array.from({ length: RACES }, () => raceCells(BOATS, rand));
  const lines = [['Sail No', 'Nat', 'Helm', 'Crew', 'Club', ...races.map((_, r) => `R${r + 1}`)].join(',')];
  for (let b = 0; b < BOATS; b++)
    lines.push(
      [
        `${NATS[b % 6]} ${100 + b}`,
        NATS[b % 6],
        `${FIRST[b % 12]} ${LAST[(b * 7) % 12]}`,
        `${FIRST[(b + 3) % 12]} ${LAST[(b * 5) % 12]}`,
        `"${CLUBS[b % 6]}"`,
        ...races.map((r) => r[b]),
      ].join(','),
    );
  return new TextEncoder().encode(lines.join('\r\n') + '\r\n');
}

/** Windows-1252 bytes of a text whose characters are all in Latin-1 */
function latin1(text: string): Uint8Array {
  const out = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) out[i] = text.charCodeAt(i) & 0xff;
  return out;
}

function makeBlw(): Uint8Array {
  const rand = rng(7);
  const lines: string[] = [];
  const rec = (k: string, v: string, c = '', r = '') => lines.push(`"${k}","${v.replace(/"/g, '""')}","${c}","${r}"`);
  const profile = '0,0,0,1,1,1,1,2,2,2,2,3,3,3,3';
  rec('serversion', '2.38.0');
  rec('serevent', 'Benchmark Open — 200 boats');
  rec('serhideexcluded', '1');
  rec('scrname', 'Appendix A', '1');
  rec('scrdiscardlist', profile, '1');
  for (const c of ['DNC', 'DNF', 'OCS']) rec('scrcode', `${c}|Boats in series +|1|Yes|No|${c} description`, '1');
  rec('scrcode', 'ZFP|Percentage penalty|20|Yes|No|20% penalty under rule 30.2', '1');
  for (let r = 1; r <= RACES; r++) {
    rec('racename', `R${r}`, '', String(r));
    rec('racedate', '12/04/2026', '', String(r));
    rec('racesailed', '1', '', String(r));
    rec('racerank', String(r), '', String(r));
  }
  const fleets = [
    { name: 'Gold', from: 0, to: 100 },
    { name: 'Silver', from: 100, to: 200 },
  ];
  for (const f of fleets) {
    const n = f.to - f.from;
    const races = Array.from({ length: RACES }, () => raceCells(n, rand));
    const scored = scorePlaces(
      Array.from({ length: n }, (_, i) => ({ id: String(f.from + i + 1), cells: races.map((r) => r[i]!) })),
      { discards: parseDiscardProfile(profile) },
    );
    for (const b of scored.boats) {
      const id = b.id;
      const i = Number(id) - 1;
      rec('compsailno', `${NATS[i % 6]} ${100 + i}`, id);
      rec('comphelmname', `${FIRST[i % 12]} ${LAST[(i * 7) % 12]}`, id);
      rec('compcrewname', `${FIRST[(i + 3) % 12]} ${LAST[(i * 5) % 12]}`, id);
      rec('compclub', CLUBS[i % 6]!, id);
      rec('compnat', NATS[i % 6]!, id);
      rec('compfleet', f.name, id);
      rec('comptotal', String(b.total), id);
      rec('compnett', String(b.net), id);
      rec('comprank', String(b.rank), id);
      b.races.forEach((x, r) => {
        if (!x.code) rec('rpos', String(x.points), id, String(r + 1));
        rec('rpts', String(x.points), id, String(r + 1));
        if (x.code) rec('rcod', x.code, id, String(r + 1));
        if (x.discarded) rec('rdisc', '1', id, String(r + 1));
        rec('srat', '0', id, String(r + 1));
      });
    }
  }
  return latin1(lines.join('\r\n') + '\r\n');
}

interface Figures {
  name: string;
  bytes: number;
  median: number;
  worst: number;
  first: number;
  findings: number;
  rows: number;
}

function measure(name: string, bytes: Uint8Array, run: () => { findings: number; rows: number }): Figures {
  const t0 = performance.now();
  const firstOut = run();
  const first = performance.now() - t0;
  for (let i = 0; i < 5; i++) run();
  const times: number[] = [];
  for (let i = 0; i < 30; i++) {
    const s = performance.now();
    run();
    times.push(performance.now() - s);
  }
  times.sort((a, b) => a - b);
  return {
    name,
    bytes: bytes.length,
    median: times[Math.floor(times.length / 2)]!,
    worst: times.at(-1)!,
    first,
    ...firstOut,
  };
}

const baseline = (bytes: Uint8Array) => () => {
  const { text } = decodeBytes(bytes);
  return { findings: 0, rows: parseDelimited(text, detectSeparator(text)).length };
};
const importAndCheck = (bytes: Uint8Array, opts: Parameters<typeof importResults>[1]) => () => {
  const r = importResults(bytes, opts);
  const findings = r.publications.flatMap((p) => checkPublication(p));
  return { findings: findings.length, rows: r.publications.reduce((n, p) => n + p.data.length, 0) };
};

/**
 * Memory: one import + check in a process of its own (`--memory FILE`), its peak RSS against a
 * process that only decodes and splits the same file (`--memory FILE --baseline`): the
 * difference is what the import itself needs at its peak.
 */
async function memoryChild(file: string, isBaseline: boolean) {
  const bytes = new Uint8Array(fs.readFileSync(file));
  const opts = file.endsWith('.blw')
    ? { fileName: 'bench.blw' }
    : { discardProfile: '1 after 4, 2 after 8, 3 after 12' };
  const out = isBaseline ? baseline(bytes)() : importAndCheck(bytes, opts)();
  console.log(JSON.stringify({ peakRssMb: process.resourceUsage().maxRSS / 1024, rows: out.rows }));
}

/** runs this script in a child process in `mode` on `file` (the baseline's reading when asked): the JSON line it ends with */
function inChild<T>(mode: '--memory' | '--hostile', file: string, isBaseline: boolean): T {
  const args = ['--import', 'tsx', fileURLToPath(import.meta.url), mode, file, ...(isBaseline ? ['--baseline'] : [])];
  const out = execFileSync(process.execPath, args, { encoding: 'utf8', maxBuffer: 1 << 20 });
  return JSON.parse(out.trim().split('\n').at(-1)!) as T;
}

function peakOf(file: string, isBaseline: boolean): number {
  return inChild<{ peakRssMb: number }>('--memory', file, isBaseline).peakRssMb;
}

/**
 * The Sailwave development set (tests/fixtures/third_party/sailwave-dev/: 28 real series, CC BY-SA
 * 4.0): each `.blw` imported and compared with the page Sailwave published from it, boat by boat
 * (group, rank, nett, the scores in parentheses): rows agreeing / rows, series agreeing fully, and
 * the time to import the largest file (median of 10 after 3 warm-ups). Target: ≥ 99% of rows.
 */
function sailwaveDevSet(): void {
  const pairs = devSetPairs();
  let rows = 0;
  let agreeing = 0;
  let full = 0;
  for (const p of pairs) {
    const r = compareSeries(p.name, p.blw, p.html);
    rows += r.rows;
    agreeing += r.agreeing;
    if (r.agreeing === r.rows) full++;
    else console.log(`  ${r.name}: ${r.agreeing}/${r.rows} — ${r.differences.join('; ')}`);
  }
  const largest = pairs.reduce((a, b) => (b.blw.length > a.blw.length ? b : a));
  for (let i = 0; i < 3; i++) importResults(largest.blw, { fileName: `${largest.name}.blw` });
  const times: number[] = [];
  for (let i = 0; i < 10; i++) {
    const t0 = performance.now();
    importResults(largest.blw, { fileName: `${largest.name}.blw` });
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  const share = (100 * agreeing) / rows;
  console.log(
    `\nSailwave development set (${pairs.length} real .blw with the page Sailwave published): ${agreeing}/${rows} rows agree (${share.toFixed(1)}%), ${full}/${pairs.length} series fully (target ≥ 99% of rows) ${share >= 99 ? 'MET' : 'NOT MET'}`,
  );
  console.log(
    `largest file ${largest.name}.blw (${(largest.blw.length / 1024).toFixed(0)} KB): import median ${times[5]!.toFixed(1)} ms, worst ${times.at(-1)!.toFixed(1)} ms`,
  );
}

// ---------------------------------------------------------------- hostile inputs (issue 25 finding 3)

/**
 * Files built to be as slow or as large to read as possible, each within the 10 MB cap: the
 * `<img ` that froze the old regular expressions, one cell of 10 MB, deep nesting, one row or
 * column over the caps. Each is read once in a process of its own (time, peak RSS, and the
 * answer: a publication or the code it is refused with).
 */
function hostileInputs(): { name: string; bytes: Uint8Array }[] {
  const MB10 = 10 * 1024 * 1024 - 4096;
  const enc = (s: string) => new TextEncoder().encode(s);
  const head =
    '<table class="summarytable"><tr><th>Rank</th><th>SailNo</th><th>R1</th><th>Total</th><th>Nett</th></tr><tr><td>';
  const csvPlaces = (boats: number, races: number) => {
    const lines = [['Sail No', 'Helm', ...Array.from({ length: races }, (_, r) => `R${r + 1}`)].join(',')];
    for (let b = 0; b < boats; b++)
      lines.push(
        [
          `GBR ${b + 1}`,
          `Helm ${b + 1}`,
          ...Array.from({ length: races }, (_, r) => String(((b + r) % boats) + 1)),
        ].join(','),
      );
    return enc(lines.join('\n'));
  };
  return [
    { name: 'html: <img × 300 KB (no >)', bytes: enc('<html><body>' + '<img '.repeat(60_000)) },
    { name: 'html: <img × 10 MB in a summary cell', bytes: enc(head + '<img '.repeat(Math.floor(MB10 / 5))) },
    { name: 'html: one cell of 10 MB', bytes: enc(head + 'x'.repeat(MB10)) },
    { name: 'html: 1.4 M tables nested in a cell', bytes: enc(head + '<table>'.repeat(Math.floor(MB10 / 7))) },
    { name: 'html: 1 M <div> then 1 M </p>', bytes: enc('<div>'.repeat(1_000_000) + '</p>'.repeat(1_000_000)) },
    {
      name: 'html: 51 summary tables',
      bytes: enc(
        Array.from(
          { length: 51 },
          (_, i) =>
            `<h3 class="summarytitle">F${i}</h3>${head}1</td><td>${i}</td><td>1.0</td><td>1.0</td><td>1.0</td></tr></table>`,
        ).join(''),
      ),
    },
    { name: 'csv: one quoted cell of 10 MB, unclosed', bytes: enc('Rank,Sail No,R1,Total\n1,"' + 'x'.repeat(MB10)) },
    { name: 'csv: 2,001 boats of places', bytes: csvPlaces(2001, 5) },
    { name: 'csv: 201 races', bytes: csvPlaces(5, 201) },
    { name: 'csv: 10 MB of commas', bytes: enc('Rank,Sail No,R1\n' + ','.repeat(MB10)) },
    { name: 'json: 10 MB of [ (deep nesting)', bytes: enc('['.repeat(MB10)) },
    {
      name: 'json: 200,000 rows',
      bytes: enc(
        JSON.stringify({
          theTitle: 'x',
          header: [{ columnKey: 'rank' }, { columnKey: 'r1' }],
          data: Array.from({ length: 200_000 }, (_, i) => ({ rank: String(i + 1), r1: '1.0' })),
        }),
      ),
    },
  ];
}

/** one hostile file read in this process (`--hostile FILE`): the time, the answer, the peak RSS */
async function hostileChild(file: string, isBaseline: boolean) {
  const bytes = new Uint8Array(fs.readFileSync(file));
  const t0 = performance.now();
  let outcome = 'read';
  if (isBaseline) decodeBytes(bytes);
  else
    try {
      const r = importResults(bytes, { fileName: path.basename(file) });
      r.publications.forEach((p) => checkPublication(p));
      outcome = `read: ${r.publications.reduce((n, p) => n + p.data.length, 0)} rows`;
    } catch (e) {
      outcome = `refused: ${(e as { code?: string }).code ?? (e as Error).message}`;
    }
  const ms = performance.now() - t0;
  console.log(JSON.stringify({ ms, outcome, peakRssMb: process.resourceUsage().maxRSS / 1024 }));
}

function hostileBench() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sf-bench-hostile-'));
  const run = (file: string, baselineRun: boolean) =>
    inChild<{ ms: number; outcome: string; peakRssMb: number }>('--hostile', file, baselineRun);
  console.log(
    `\nHostile inputs (each read once in a process of its own; budget ${LIMITS.timeMs / 1000} s in the server's worker):\n`,
  );
  console.log(`${'case'.padEnd(42)}${'bytes'.padEnd(10)}${'ms'.padEnd(9)}${'RSS +MB'.padEnd(9)}answer`);
  let worst = 0;
  hostileInputs().forEach(({ name, bytes }, i) => {
    const file = path.join(dir, `hostile-${i}.${name.split(':')[0]}`);
    fs.writeFileSync(file, bytes);
    const base = run(file, true);
    const r = run(file, false);
    worst = Math.max(worst, r.ms);
    console.log(
      `${name.padEnd(42)}${String(bytes.length).padEnd(10)}${r.ms.toFixed(0).padEnd(9)}${(r.peakRssMb - base.peakRssMb).toFixed(0).padEnd(9)}${r.outcome}`,
    );
  });
  fs.rmSync(dir, { recursive: true, force: true });
  console.log(
    `\nslowest hostile input: ${worst.toFixed(0)} ms (budget ${LIMITS.timeMs} ms) ${worst < LIMITS.timeMs ? 'MET' : 'NOT MET'}`,
  );
}

const hostileAt = process.argv.indexOf('--hostile');

const memoryAt = process.argv.indexOf('--memory');
if (hostileAt > 0) {
  await hostileChild(process.argv[hostileAt + 1]!, process.argv.includes('--baseline'));
} else if (memoryAt > 0) {
  await memoryChild(process.argv[memoryAt + 1]!, process.argv.includes('--baseline'));
} else if (process.argv.includes('--hostile-only')) {
  hostileBench();
} else {
  const blw = makeBlw();
  const csv = makeCsv();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sf-bench-import-'));
  const files = { blw: path.join(dir, 'bench.blw'), csv: path.join(dir, 'bench.csv') };
  fs.writeFileSync(files.blw, blw);
  fs.writeFileSync(files.csv, csv);
  const cases: { base: Figures; real: Figures; file: string }[] = [
    {
      base: measure('.blw: decode + split into records', blw, baseline(blw)),
      real: measure('.blw 200 boats x 15 races: import + check', blw, importAndCheck(blw, { fileName: 'bench.blw' })),
      file: files.blw,
    },
    {
      base: measure('CSV: decode + split into rows', csv, baseline(csv)),
      real: measure(
        'CSV 200 boats x 15 races: score + check',
        csv,
        importAndCheck(csv, { discardProfile: '1 after 4, 2 after 8, 3 after 12' }),
      ),
      file: files.csv,
    },
  ];
  const memory = cases.map((c) => ({ base: peakOf(c.file, true), real: peakOf(c.file, false) }));
  fs.rmSync(dir, { recursive: true, force: true });

  console.log(
    `\nResults import benchmark: Node ${process.version}, 5 warm-up runs, then 30 timed runs each; load average ${os.loadavg()[0]!.toFixed(1)} on ${os.availableParallelism()} cores\n`,
  );
  const pad = (s: string, n: number) => s.padEnd(n);
  console.log(
    `${pad('case', 46)}${pad('bytes', 9)}${pad('rows', 7)}${pad('first ms', 10)}${pad('median ms', 11)}${pad('worst ms', 10)}${pad('peak RSS MB', 13)}${pad('findings', 10)}ratio to baseline`,
  );
  const failures: string[] = [];
  cases.forEach(({ base, real }, i) => {
    for (const f of [base, real]) {
      const rss = f === base ? memory[i]!.base : memory[i]!.real;
      console.log(
        `${pad(f.name, 46)}${pad(String(f.bytes), 9)}${pad(String(f.rows), 7)}${pad(f.first.toFixed(1), 10)}${pad(f.median.toFixed(1), 11)}${pad(f.worst.toFixed(1), 10)}${pad(rss.toFixed(0), 13)}${pad(String(f.findings), 10)}${(f.median / base.median).toFixed(1)}`,
      );
      if (f !== base && f.findings > 0)
        failures.push(`${f.name}: the check found ${f.findings} problem(s) in a generated file`);
    }
  });
  console.log('\n(peak RSS: one run in a process of its own, tsx included; the baseline process reads the same file)');
  cases.forEach(({ real }, i) =>
    console.log(
      `${real.name}: median ${real.median.toFixed(1)} ms, worst ${real.worst.toFixed(1)} ms, memory +${(memory[i]!.real - memory[i]!.base).toFixed(0)} MB over the baseline (target < ${TARGET_MS} ms) ${real.median < TARGET_MS ? 'MET' : 'NOT MET'}`,
    ),
  );
  for (const msg of failures) console.log(`WARNING ${msg}`);
  sailwaveDevSet();
  hostileBench();
}
