/** Shared helpers for the browser tests. */
import { expect, type Page, type APIRequestContext } from '@playwright/test';

/** collects console errors and page errors; call `assertNone()` at the end of a test */
export function watchConsole(page: Page) {
  const errors: string[] = [];
  page.on('console', (msg) => {
    // uploads are served with a CSP sandbox (no scripts); the test runner's own helper script,
    // injected into every frame, is what gets blocked there, not anything of the site's
    if (msg.type() === 'error' && !/^Blocked script execution in '[^']*\/uploads\//.test(msg.text())) errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(err.message));
  return {
    errors,
    assertNone() {
      expect(errors, errors.join('\n')).toEqual([]);
    },
  };
}

export async function apiPost<T>(request: APIRequestContext, path: string, body: unknown = {}): Promise<T> {
  const res = await request.post(`/api${path}`, { data: body });
  const json = (await res.json()) as { success: boolean; result: T };
  expect(json.success).toBe(true);
  return json.result;
}

/** sets the `lang` cookie of the site's origin, as the language switch does */
export async function setLangCookie(page: Page, lang: 'zh' | 'en', baseURL: string) {
  await page.context().addCookies([{ name: 'lang', value: lang, url: baseURL }]);
}

/**
 * pages hydrate before tests interact: wait until React has attached to the whole document
 * (the root layout marks <html data-hydrated> in an effect, which runs after every child's)
 */
export async function hydrated(page: Page) {
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
}
