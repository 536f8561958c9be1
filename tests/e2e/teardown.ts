/**
 * Playwright's global teardown: the scratch folder the config made for this run (its database,
 * uploads and the own servers' seed copy, tests/e2e/own-server.ts) is removed once every test has
 * run. A folder given in E2E_DIR is the caller's and stays.
 */
import fs from 'node:fs';

export default function teardown(): void {
  const made = process.env.E2E_DIR_MADE;
  if (!made || made !== process.env.E2E_DIR) return;
  fs.rmSync(made, { recursive: true, force: true, maxRetries: 3 });
}
