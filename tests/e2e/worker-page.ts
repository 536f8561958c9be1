/**
 * `test` whose `page` is one page per worker, visited test after test, instead of a new browser
 * context and page per test: the site's scripts (and axe-core) then come from the context's
 * cache, compiled once, rather than fetched and compiled again for every test (measured on 12
 * pages: 6.4 s against 14.3 s). The context has the project's viewport, touch, scale and locale,
 * plus `workerContextOptions` (test.use at a spec's top level). Before each test its cookies are
 * cleared and any other page of the context is closed; after it the listeners and the routes
 * (page.route) the test added are removed; each test starts with the test's `reducedMotion` option (the
 * project's `reduce`, unless a spec's test.use says otherwise). A failed test gets a fresh worker for its retry.
 *
 * A spec whose tests need a context of their own (the page clock, which cannot be uninstalled;
 * JavaScript off; init scripts) uses @playwright/test's `test`.
 */
import { test as base, type BrowserContextOptions, type Page } from '@playwright/test';

export { expect } from '@playwright/test';

/** page events a test may listen to: none outlives the test */
const TEST_EVENTS = [
  'console',
  'pageerror',
  'dialog',
  'request',
  'requestfailed',
  'requestfinished',
  'response',
  'popup',
  'framenavigated',
  'load',
  'domcontentloaded',
] as const;

export const test = base.extend<object, { workerContextOptions: BrowserContextOptions; workerPage: Page }>({
  workerContextOptions: [{}, { scope: 'worker', option: true }],
  workerPage: [
    async ({ browser, workerContextOptions }, provide, workerInfo) => {
      const { viewport, isMobile, hasTouch, deviceScaleFactor, locale, baseURL, reducedMotion } = workerInfo.project.use;
      const context = await browser.newContext({
        viewport,
        isMobile,
        hasTouch,
        deviceScaleFactor,
        locale,
        baseURL,
        reducedMotion,
        ...workerContextOptions,
      });
      await provide(await context.newPage());
      await context.close();
    },
    { scope: 'worker' },
  ],
  page: async ({ workerPage, reducedMotion }, provide) => {
    const context = workerPage.context();
    await context.clearCookies();
    for (const other of context.pages()) if (other !== workerPage) await other.close();
    await workerPage.emulateMedia({ reducedMotion: reducedMotion ?? null });
    await provide(workerPage);
    for (const event of TEST_EVENTS) workerPage.removeAllListeners(event);
    await workerPage.unrouteAll({ behavior: 'ignoreErrors' });
  },
});
