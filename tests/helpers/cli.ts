/**
 * A command-line script run as a person runs it: node on the script's bundle (scripts/bundle.ts),
 * in its own working directory, with the given environment and standard input.
 */
import { spawn } from 'node:child_process';

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
