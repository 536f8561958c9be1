/**
 * `npm test`: every test, the unit and API tests (Vitest) and the browser tests (Playwright, after
 * the web build when the sources changed: scripts/web-build.ts), side by side rather than one
 * after the other.
 *
 * Why side by side (issue 27: CI within 12 minutes on two cores): Vitest keeps ~1.45 of the two
 * cores busy (tests that wait on child processes, timers and PostgreSQL round trips), and the
 * browser tests' first minute is start-up (the web build when needed, the demo server, Chromium);
 * together they fill both cores. Vitest's output is kept and printed as one block when it ends
 * (the browser tests' list streams meanwhile), then the browser tests go on; the exit code is
 * the first failure's (Vitest's, then Playwright's), 0 when both pass.
 *
 *   tsx scripts/test-all.ts                 both
 *   TEST_SEQUENTIAL=1 tsx scripts/test-all.ts   Vitest first, then the browser tests (as before)
 */
import { spawn } from 'node:child_process';

interface Run {
  name: string;
  code: number;
  seconds: number;
}

/** runs `command` through the shell; `onOutput` gets its output, else it goes to this process's */
function run(name: string, command: string, onOutput?: (chunk: Buffer) => void): Promise<Run> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, {
      shell: true,
      stdio: onOutput ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: process.env,
    });
    child.stdout?.on('data', onOutput!);
    child.stderr?.on('data', onOutput!);
    child.on('error', (err) => {
      console.error(`${name}: ${err.message}`);
      resolve({ name, code: 1, seconds: (Date.now() - started) / 1000 });
    });
    child.on('close', (code, signal) =>
      resolve({ name, code: code ?? (signal ? 1 : 0), seconds: (Date.now() - started) / 1000 }),
    );
  });
}

const VITEST = 'npx vitest run';
const BROWSER = 'npx tsx scripts/web-build.ts && npx playwright test';

async function main(): Promise<number> {
  let runs: Run[];
  if (process.env.TEST_SEQUENTIAL === '1') {
    const unit = await run('vitest', VITEST);
    runs = unit.code === 0 ? [unit, await run('playwright', BROWSER)] : [unit];
  } else {
    console.log('npm test: Vitest and the browser tests side by side; Vitest\'s report follows when it ends\n');
    const kept: Buffer[] = [];
    const unit = run('vitest', VITEST, (chunk) => kept.push(chunk)).then((r) => {
      process.stdout.write(
        `\n──── Vitest (${r.seconds.toFixed(0)} s, exit ${r.code}) ────\n${Buffer.concat(kept).toString('utf8')}──── end of Vitest ────\n\n`,
      );
      return r;
    });
    runs = await Promise.all([unit, run('playwright', BROWSER)]);
  }
  for (const r of runs) console.log(`${r.name}: exit ${r.code} after ${r.seconds.toFixed(0)} s`);
  return runs.find((r) => r.code !== 0)?.code ?? 0;
}

process.exitCode = await main();
