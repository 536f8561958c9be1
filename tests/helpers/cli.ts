/**
 * A command-line script run as a person runs it: node on the script's bundle (scripts/bundle.ts),
 * in its own working directory, with the given environment and standard input.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { ensureBundle } from '../../scripts/bundle.js';

export interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * runs `node script ...args` in `cwd` (a directory without .env, so no developer's settings leak
 * in) with exactly `env`, `input` on standard input (then closed): its exit code and its output
 */
export function runScript(
  script: string,
  args: string[],
  { cwd, env, input = '' }: { cwd: string; env: Record<string, string | undefined>; input?: string },
): Promise<CliRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [script, ...args], { cwd, env });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(input);
  });
}

const ROOT = path.resolve(import.meta.dirname, '../..');

/** a script of scripts/ under test, with a scratch folder of its own */
export interface ScriptScratch {
  /** the scratch folder: the script's working directory (no .env in it) */
  readonly dir: string;
  /** the script's DATABASE_URL: a SQLite file in the folder (the script migrates it) */
  readonly url: string;
  /**
   * runs the script with `args`, its DATABASE_URL set and `env` over the test's environment (a
   * variable set to undefined is left out), `input` on standard input
   */
  run(args: string[], opts?: { env?: Record<string, string | undefined>; input?: string }): Promise<CliRun>;
}

/**
 * For the describe block it is called in: before its tests, scripts/`name`.ts bundled as node runs
 * it, its pure JavaScript packages included (scripts/bundle.ts: tsx's start-up once, not at every
 * command, and no package loaded file by file) and a scratch folder; after
 * them, the folder removed. Use the answer inside tests and hooks (it is filled in beforeAll).
 */
export function useScriptScratch(name: string): ScriptScratch {
  let bundle = '';
  let dir = '';
  beforeAll(async () => {
    bundle = await ensureBundle(
      path.join(ROOT, `scripts/${name}.ts`),
      path.join(ROOT, `.cache/bundles/${name}-bundled.mjs`),
      {
        packages: 'bundled',
      },
    );
    dir = fs.mkdtempSync(path.join(os.tmpdir(), `sf-${name}-cli-`));
  });
  afterAll(() => {
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });
  return {
    get dir() {
      return dir;
    },
    get url() {
      return `sqlite:${path.join(dir, `${name}.db`)}`;
    },
    run(args, { env = {}, input } = {}) {
      const merged: Record<string, string | undefined> = { ...process.env, DATABASE_URL: this.url, ...env };
      for (const [k, v] of Object.entries(merged)) if (v === undefined) delete merged[k];
      return runScript(bundle, args, { cwd: dir, env: merged, input });
    },
  };
}
