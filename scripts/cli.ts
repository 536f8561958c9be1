/**
 * What the command-line scripts share (npm run staff:*, results:import, contact:list): the refusal
 * they exit with, and how they start (the settings of .env) and end (the message, the exit code).
 */

/** a refusal: its message, the exit code (1 refused, 2 bad arguments or input) and, for --json, the problem */
export class CliError extends Error {
  constructor(
    message: string,
    readonly code: 1 | 2 = 2,
    readonly problem?: unknown,
  ) {
    super(message);
  }
}

/**
 * runs a script's `main` with the settings of .env (when there is one) added to the environment;
 * a failure is said on standard error (after `onError`, which may print more) and ends the process
 * with the CliError's exit code, or 1
 */
export function runCli(main: () => Promise<void>, onError?: (err: unknown) => void): void {
  try {
    process.loadEnvFile('.env');
  } catch {
    // no .env
  }
  main().catch((err: unknown) => {
    onError?.(err);
    console.error(err instanceof Error ? err.message : String(err));
    process.exit(err instanceof CliError ? err.code : 1);
  });
}
