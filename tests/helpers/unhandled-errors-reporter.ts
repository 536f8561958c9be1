/**
 * A Vitest reporter that repeats the run's unhandled errors, briefly, as the very last lines of
 * the output (after the summary). The default reporter prints them in full, but far above the
 * summary, and a CI log is often read from its tail: there the summary says only "Errors  N".
 */
import type { Reporter, SerializedError, TestModule } from 'vitest/node';

/** stack lines kept per error */
const FRAMES = 6;

export default class UnhandledErrorsReporter implements Reporter {
  onTestRunEnd(_modules: ReadonlyArray<TestModule>, errors: ReadonlyArray<SerializedError>): void {
    if (errors.length === 0) return;
    const lines = [`\nUnhandled errors of this run (${errors.length}), in short:`];
    errors.forEach((error, i) => {
      const e = error as SerializedError & { VITEST_TEST_PATH?: string; VITEST_TEST_NAME?: string; type?: string };
      const where = [e.VITEST_TEST_PATH, e.VITEST_TEST_NAME].filter(Boolean).join(' > ');
      lines.push(`${i + 1}. ${e.type ? `[${e.type}] ` : ''}${e.name ?? 'Error'}: ${e.message ?? String(error)}`);
      if (where) lines.push(`   during: ${where}`);
      const frames = (e.stack ?? '')
        .split('\n')
        .filter((l) => /^\s+at /.test(l))
        .slice(0, FRAMES)
        .map((l) => `   ${l.trim()}`);
      lines.push(...frames);
    });
    process.stdout.write(`${lines.join('\n')}\n`);
  }
}
