/**
 * `react-router build` into BUILD_DIR (default build/) unless that folder already holds a build
 * of the current sources: the browser tests (`npm run test:e2e`) start with it, so a build made
 * just before (by `.ci/run`, while SQLite compiles on the other core) is not made twice.
 *
 *   tsx scripts/web-build.ts            builds when stale
 *   tsx scripts/web-build.ts --force    builds
 *
 * Stale means: no stamp beside the build, or a file or folder among the build's inputs (app/,
 * server/, shared/, public/ and the root's build configuration) changed after the build began
 * (a folder's time changes when a file in it is added, removed or renamed). The stamp records
 * when the build began, so an edit made during a build triggers the next one.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const INPUT_DIRS = ['app', 'server', 'shared', 'public'];
const INPUT_FILES = ['package.json', 'package-lock.json', 'vite.config.ts', 'react-router.config.ts', 'tsconfig.json'];

const buildDir = process.env.BUILD_DIR || 'build';
const stamp = path.join(buildDir, '.web-build-began');

/** the latest change time (ms) among the inputs */
function newestInput(): number {
  let newest = 0;
  const see = (p: string) => {
    const st = fs.statSync(p, { throwIfNoEntry: false });
    if (!st) return;
    newest = Math.max(newest, st.mtimeMs, st.ctimeMs);
    if (st.isDirectory())
      for (const name of fs.readdirSync(p)) if (name !== 'node_modules' && name !== '.react-router') see(path.join(p, name));
  };
  for (const p of [...INPUT_DIRS, ...INPUT_FILES]) see(p);
  return newest;
}

/** when the build in buildDir began, if there is a whole one */
function began(): number | undefined {
  if (!fs.existsSync(path.join(buildDir, 'server', 'index.js'))) return undefined;
  const t = Number(fs.readFileSync(stamp, { encoding: 'utf8', flag: 'a+' }).trim() || NaN);
  return Number.isFinite(t) ? t : undefined;
}

const force = process.argv.includes('--force');
fs.mkdirSync(buildDir, { recursive: true });
const last = began();
if (!force && last !== undefined && newestInput() < last) {
  console.log(`web build: ${buildDir}/ is current (built from the sources as they are), not built again`);
} else {
  const start = Date.now();
  const run = spawnSync('npx', ['react-router', 'build'], { stdio: 'inherit' });
  if (run.status !== 0) process.exit(run.status ?? 1);
  fs.writeFileSync(stamp, `${start}\n`);
}
