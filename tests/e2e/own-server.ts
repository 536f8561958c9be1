/**
 * A production server of the spec's own (the build in BUILD_DIR, the server bundled by
 * scripts/bundle.ts: decision 0027) on a free port, for specs that need their own
 * database or settings rather than the config's shared server: see published-only.spec.ts,
 * degradation.spec.ts and xss.spec.ts.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { test } from '@playwright/test';
import { ensureServerBundle } from '../../scripts/bundle';
import { migrate, openDb } from '../../server/db/client';
import { seedDemo } from '../../server/db/seed/index';

export const BUILD_DIR = process.env.BUILD_DIR ?? 'build';

/** a port nothing listens on right now (it was bound and closed) */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(port));
    });
  });
}

export interface OwnServer {
  base: string;
  /** what the server wrote to stdout and stderr so far (pino's JSON lines) */
  output(): string;
  /** stops the server and removes its scratch folder */
  stop(): Promise<void>;
}

/**
 * starts the server on a scratch folder of its own (SQLite database and uploads; `fill` writes
 * the database first, when given) with `env` on top of the environment, and waits for /healthz
 */
export async function startOwnServer(
  name: string,
  { fill, env = {} }: { fill?: (dbFile: string) => Promise<void>; env?: Record<string, string> } = {},
): Promise<OwnServer> {
  if (!fs.existsSync(`${BUILD_DIR}/server/index.js`)) {
    throw new Error(`no production build in ${BUILD_DIR}/ (npm run build, or set BUILD_DIR)`);
  }
  // filling a database and starting a server take more than a test's 30 s on a busy machine:
  // the hook (or test) that starts one gets two minutes at least
  try {
    test.setTimeout(Math.max(test.info().timeout, 120_000));
  } catch {
    // outside a test (scripts/shots.ts): no timeout to raise
  }
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), `sf-${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-`));
  const dbFile = path.join(scratch, 'site.db');
  // the bundle (rebuilt here when a source changed since it was made): a third of tsx's start-up cost
  const bundle = await ensureServerBundle(path.resolve(BUILD_DIR, 'server-bundle', 'main.mjs'));
  // the demo content, when the server is to seed it, is there already: a copy of the run's seed
  if (env.SEED_DEMO === '1') fs.cpSync(await demoSeed(bundle), scratch, { recursive: true });
  await fill?.(dbFile);
  const port = await freePort();
  const chunks: string[] = [];
  const server: ChildProcess = spawn(process.execPath, [bundle], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      BUILD_DIR,
      SEED_DEMO: '0',
      DATABASE_URL: `sqlite:${dbFile}`,
      UPLOAD_DIR: path.join(scratch, 'uploads'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (b: Buffer) => chunks.push(b.toString('utf8')));
  server.stderr?.on('data', (b: Buffer) => chunks.push(b.toString('utf8')));
  const base = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) {
      const exited = new Promise((r) => server.once('exit', r));
      server.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 3000))]);
      if (server.exitCode === null && server.signalCode === null) server.kill('SIGKILL');
    }
    fs.rmSync(scratch, { recursive: true, force: true });
  };
  for (let i = 0; i < 600; i++) {
    if (server.exitCode !== null)
      throw new Error(`the ${name} server exited with ${server.exitCode}:\n${chunks.join('')}`);
    try {
      if ((await fetch(`${base}/healthz`)).ok) return { base, output: () => chunks.join(''), stop };
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  await stop();
  throw new Error(`the ${name} server did not start:\n${chunks.join('')}`);
}

/**
 * A folder with `site.db` (migrated, the demo content seeded) and `uploads/` (its pictures), made
 * once for the day and the server bundle (the seed is the bundle's code and dates from today) and
 * copied by each server that seeds the demo content (SEED_DEMO=1): seeding writes ~7 MB of
 * pictures and their WebP variants, 2-5 s of a server's start, ten times in a run (decision 0042).
 * The server still starts with SEED_DEMO=1 and finds the content there (seedDemo seeds an empty
 * database only); the spec's `fill` (staff accounts) writes after the demo content instead of
 * before it. Made in a folder of its own and renamed into place: workers may ask at once.
 */
async function demoSeed(bundle: string): Promise<string> {
  const home = process.env.E2E_DIR ?? os.tmpdir();
  const key = `${Math.round(fs.statSync(bundle).mtimeMs)}-${new Date().toISOString().slice(0, 10)}`;
  const ready = path.join(home, `sf-demo-seed-${key}`);
  if (fs.existsSync(ready)) return ready;
  const making = fs.mkdtempSync(`${ready}-making-`);
  const handle = await openDb(`sqlite:${path.join(making, 'site.db')}`);
  try {
    await migrate(handle);
    await seedDemo(handle, { uploadDir: path.join(making, 'uploads') });
  } finally {
    await handle.close();
  }
  try {
    fs.renameSync(making, ready);
  } catch {
    // another worker's is in place: use that one
    fs.rmSync(making, { recursive: true, force: true });
  }
  return ready;
}

/**
 * The spec file's own server, for its tests: started before them (with startOwnServer's settings;
 * `name` is called in the hook, so it may read test.info(); three minutes for the start), stopped
 * after them. Its `base` and `output` are the started server's.
 */
export function ownServerForFile(
  name: () => string,
  options: NonNullable<Parameters<typeof startOwnServer>[1]>,
): OwnServer {
  let server: OwnServer | undefined;
  const started = () => {
    if (!server) throw new Error('the own server is not started yet (use it inside a test)');
    return server;
  };
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    server = await startOwnServer(name(), options);
  });
  test.afterAll(async () => {
    await server?.stop();
  });
  return {
    get base() {
      return started().base;
    },
    output: () => started().output(),
    stop: async () => server?.stop(),
  };
}
