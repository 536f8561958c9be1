/**
 * Browser tests in Debian's Chromium (no browser download): a production build served on a
 * scratch demo database, at desktop (1280 px) and mobile (375 px) widths.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from './tests/e2e/browser';

const PORT = Number(process.env.E2E_PORT ?? 3210);
if (!process.env.E2E_DIR) {
  // made for this run: tests/e2e/teardown.ts removes it at the end
  process.env.E2E_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'sf-e2e-'));
  process.env.E2E_DIR_MADE = process.env.E2E_DIR;
}
const scratch = process.env.E2E_DIR; // workers re-read this config: keep one scratch dir

export default defineConfig({
  testDir: 'tests/e2e',
  globalTeardown: './tests/e2e/teardown.ts',
  fullyParallel: true,
  // three on CI's two cores too: a third of a worker's time is spent waiting (page loads, timers,
  // servers starting), not computing (issue 27: CI within 12 minutes); E2E_WORKERS overrides
  workers: Number(process.env.E2E_WORKERS) || 3,
  retries: process.env.CI ? 1 : 0,
  // E2E_JSON=file also writes Playwright's JSON report there (per-test durations, for speeding the suite up)
  reporter: process.env.E2E_JSON ? [['list'], ['json', { outputFile: process.env.E2E_JSON }]] : [['list']],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // a Chinese visitor by default (Accept-Language zh-CN); tests of English set the cookie or use -en paths
    locale: 'zh-CN',
    trace: 'on-first-retry',
    // carousels, counters and the live pulse hold still (a visitor who asks for less motion): a page
    // left open otherwise keeps Chromium drawing frames, ~0.15 of a core per page measured idle
    // (issue 27: CI within 12 minutes). widgets.spec.ts tests the motion itself, with motion on.
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: chromiumPath(),
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    { name: 'desktop', use: { viewport: { width: 1280, height: 800 } } },
    {
      name: 'mobile',
      use: { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1 },
      // walks whose width does not matter run once, on the desktop (issue 27: CI within 12 minutes);
      // the console's phone layout is covered by console.spec, console-news and console-scorer's 375 px walk.
      // Inside the other files, tests(tests/e2e/helpers.ts: diagonal, oneWidth) share out widths and languages
      testIgnore: [
        'console-inbox.spec.ts',
        'console-lockout.spec.ts',
        'console-security.spec.ts',
        'console-session.spec.ts',
        'console-site.spec.ts',
        'console-news-stored.spec.ts',
        'multi-process.spec.ts',
        'page-policy.spec.ts',
        // what a visitor submits or is served, not how it is laid out (routes.spec opens every page at 375 px)
        'xss.spec.ts',
        // the level page's lazy results tables (decision 0035): scripts and style sheets, not a layout
        'lazy-results.spec.ts',
        'degradation.spec.ts',
        'published-only.spec.ts',
        'language.spec.ts',
        'console-results.spec.ts',
        'videos-page.spec.ts',
        'home-banner-titles.spec.ts',
        'news.spec.ts',
        // (sets its own widths: 1280 and 375 px in one walk)
        'race-day.spec.ts',
        // sets its own widths (1280 and 375 px) within one walk
        'hearings.spec.ts',
      ],
    },
  ],
  webServer: {
    // the server bundled (rebuilt when a source changed) and run by plain node: decision 0027
    command: `npx tsx scripts/bundle.ts && node ${process.env.BUILD_DIR ?? 'build'}/server-bundle/main.mjs`,
    url: `http://127.0.0.1:${PORT}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      NODE_ENV: 'production',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATABASE_URL: `sqlite:${path.join(scratch, 'e2e.db')}`,
      UPLOAD_DIR: path.join(scratch, 'uploads'),
      SEED_DEMO: '1',
      LOG_LEVEL: 'warn',
      CONTACT_RATE_LIMIT: '1000',
      BUILD_DIR: process.env.BUILD_DIR ?? 'build',
    },
  },
});
