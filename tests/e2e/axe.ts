/**
 * axe-core in the page under test: the axe-core that @axe-core/playwright ships (so the same
 * rules as its AxeBuilder), put into each frame of the document once and run there with
 * `axe.run`. AxeBuilder's `analyze()` costs about three times as much per page here: it
 * evaluates the 650 KB script into the page again on every call and then opens a blank page,
 * evaluates it there once more and finishes the run in that page (`axe.finishRun`). The results
 * are axe's own, as AxeBuilder returns them.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import type AxeBuilder from '@axe-core/playwright';
import { expect, type Frame, type Page } from '@playwright/test';

export type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;
export type AxeRunOptions = NonNullable<Parameters<AxeBuilder['options']>[0]>;

const require = createRequire(import.meta.url);
const AXE_SOURCE = fs.readFileSync(
  createRequire(require.resolve('@axe-core/playwright')).resolve('axe-core/axe.min.js'),
  'utf8',
);

/** axe-core into the frame unless its document has it already; a frame that runs no script is left out (axe reports it) */
async function inject(frame: Frame): Promise<void> {
  const present = frame.evaluate(() => typeof (window as { axe?: unknown }).axe === 'object');
  const timeout = new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), 1000));
  try {
    if ((await Promise.race([present, timeout])) === true) return;
    await Promise.race([frame.evaluate(AXE_SOURCE), timeout]);
  } catch {
    // a sandboxed or detached frame: axe's own frame messaging reports what it could not test
  }
}

/** runs axe-core over the whole page (its frames included) with these options */
export async function runAxe(page: Page, options: AxeRunOptions): Promise<AxeResults> {
  await inject(page.mainFrame());
  for (const frame of page.frames()) if (frame !== page.mainFrame()) await inject(frame);
  return page.evaluate(
    (opts) =>
      (window as unknown as { axe: { run(ctx: Document, o: unknown): Promise<AxeResults> } }).axe.run(document, opts),
    options,
  );
}

/** the rules every page is held to: WCAG 2.0/2.1 A and AA, and axe's best practices */
const AUDIT: AxeRunOptions = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
  // only violations are reported in full (axe's own advice for speed)
  resultTypes: ['violations'],
};

/**
 * axe-core over the page as it is now: fails, naming `what`, when there is any serious or critical
 * violation, each listed with its rule, help, and up to ten of its elements with axe's summary.
 */
export async function expectNoSeriousViolations(page: Page, what: string): Promise<void> {
  const results = await runAxe(page, AUDIT);
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = bad
    .map(
      (v) =>
        `[${v.impact}] ${v.id}: ${v.help} (${v.helpUrl})\n` +
        v.nodes
          .slice(0, 10)
          .map((n) => `    ${JSON.stringify(n.target)} — ${(n.failureSummary ?? '').replace(/\s+/g, ' ').trim()}`)
          .join('\n') +
        (v.nodes.length > 10 ? `\n    … and ${v.nodes.length - 10} more` : ''),
    )
    .join('\n');
  expect(bad.length, `${what}: ${bad.length} serious/critical axe violation(s)\n${report}`).toBe(0);
}
