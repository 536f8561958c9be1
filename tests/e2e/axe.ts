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
import type { Frame, Page } from '@playwright/test';

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
