/** Shared helpers for the browser tests. */
import { expect, test, type Locator, type Page, type APIRequestContext } from '@playwright/test';
import { requestOf, type AnyEndpoint, type CallArgs, type ResultOf } from '../../shared/endpoints';

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

/**
 * counts the page's layout shifts not caused by input, from the first paint of every document the
 * page opens (call before `goto`); read them with `layoutShift(page)`
 */
export async function watchLayoutShift(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { sfLayoutShift: { total: number; moved: string[] } };
    w.sfLayoutShift = { total: 0, moved: [] };
    const describe = (node: Node | null) =>
      node instanceof Element
        ? `${node.localName}${node.id ? `#${node.id}` : ''}${node.className && typeof node.className === 'string' ? `.${node.className.trim().split(/\s+/).join('.')}` : ''} "${(node.textContent ?? '').trim().slice(0, 40)}"`
        : String(node?.nodeName);
    new PerformanceObserver((list) => {
      type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node: Node | null }[] };
      for (const entry of list.getEntries() as Shift[]) {
        if (entry.hadRecentInput) continue;
        w.sfLayoutShift.total += entry.value;
        const at = `${Math.round(entry.startTime)} ms${document.documentElement.dataset.hydrated ? '' : ' (before hydration)'}`;
        for (const source of entry.sources ?? []) w.sfLayoutShift.moved.push(`${at} ${entry.value.toFixed(3)}: ${describe(source.node)}`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** the cumulative layout shift counted by `watchLayoutShift` so far, and what moved (for the message) */
export async function layoutShift(page: Page): Promise<{ total: number; moved: string }> {
  const shift = await page.evaluate(
    () => (window as unknown as { sfLayoutShift: { total: number; moved: string[] } }).sfLayoutShift,
  );
  return { total: shift.total, moved: shift.moved.join('\n') };
}

/** a call of the endpoint table (shared/endpoints.ts) that must succeed: its result, typed by the table */
export async function apiPost<E extends AnyEndpoint>(
  request: APIRequestContext,
  endpoint: E,
  ...args: CallArgs<E>
): Promise<ResultOf<E>> {
  const { path, body } = requestOf(endpoint, args);
  const res = await request.post(`/api${path}`, { data: body });
  const json = (await res.json()) as { success: boolean; result: ResultOf<E> };
  expect(json.success, path).toBe(true);
  return json.result;
}

/** sets the `lang` cookie of the site's origin, as the language switch does */
export async function setLangCookie(page: Page, lang: 'zh' | 'en', baseURL: string) {
  await page.context().addCookies([{ name: 'lang', value: lang, url: baseURL }]);
}

/**
 * Holds the page's requests whose URL matches `pattern` (a slow connection) until `release()`,
 * which lets them all go on and stops holding new ones.
 */
export async function holdRequests(page: Page, pattern: RegExp): Promise<{ release(): Promise<void> }> {
  const held: Array<() => Promise<void>> = [];
  await page.route(pattern, (route) => void held.push(() => route.continue()));
  return {
    async release() {
      await page.unrouteAll({ behavior: 'ignoreErrors' });
      for (const go of held) await go().catch(() => undefined);
    },
  };
}

/**
 * pages hydrate before tests interact: wait until React has attached to the whole document
 * (the root layout marks <html data-hydrated> in an effect, which runs after every child's)
 */
export async function hydrated(page: Page) {
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
}

/**
 * the page's lazy parts (app/lib/lazy-part.ts) named here are live too: their chunks came after
 * the page hydrated (e.g. the level page's `results-tables`, `find-sailor`, `entry-list`)
 */
export async function partsLive(page: Page, ...parts: string[]) {
  await hydrated(page);
  for (const part of parts) await page.locator(`html[data-live~="${part}"]`).waitFor({ state: 'attached' });
}

/** opens `path`, waits for hydration, and answers the console watcher started before the visit (assertNone() at the end) */
export async function openWatched(page: Page, path: string) {
  const console = watchConsole(page);
  await page.goto(path);
  await hydrated(page);
  return console;
}

/**
 * What a person can use, not just what is in the DOM: the element has a size, lies inside the
 * viewport, is not cut off by an ancestor that clips its overflow (a scroll box, a dialog, a
 * menu panel), and the element at its centre (`document.elementFromPoint`) is the element
 * itself or inside it, so nothing covers it. Scrolls it into view first unless `scroll: false`.
 * A menu panel shut inside its header, a button under a dialog's pinned cells or a field under
 * a warning all fail here while `toBeVisible()` passes.
 */
export async function expectUsable(locator: Locator, { scroll = true }: { scroll?: boolean } = {}) {
  await expect(locator).toBeVisible();
  if (scroll) await locator.scrollIntoViewIfNeeded();
  // a problem may be passing (an opening animation, a smooth scroll): give it a moment
  await expect
    .poll(() => locator.evaluate(usabilityProblem), { message: `${locator} is usable`, timeout: 3000 })
    .toBeNull();
}

/**
 * expectUsable() for every element `locator` matches (at least one), in one round trip a try:
 * each is brought into view in turn (`scrollIntoView`, the nearest way, at once) and checked
 * there. For long runs of cells (every column header of a table) where a round trip per element
 * would cost seconds.
 */
export async function expectEachUsable(locator: Locator) {
  expect(await locator.count(), `${locator} matches something`).toBeGreaterThan(0);
  await expect
    .poll(() => locator.evaluateAll(eachUsabilityProblem), { message: `each of ${locator} is usable`, timeout: 3000 })
    .toEqual([]);
}

/**
 * What is wrong with each of `els`, brought into view in turn (runs in the page: built from the
 * source of usabilityProblem, so that one function says what usable means)
 */
const eachUsabilityProblem = new Function(
  'els',
  `const usabilityProblem = ${usabilityProblem.toString()};
  const out = [];
  els.forEach((el, i) => {
    el.scrollIntoView({ block: 'nearest', inline: 'nearest', behavior: 'instant' });
    const problem = usabilityProblem(el);
    if (problem) out.push('#' + i + ' ' + (el.textContent || '').trim().slice(0, 40) + ': ' + problem);
  });
  return out;`,
) as (els: Element[]) => string[];

/** why a person could not use `el` right now, or null (runs in the page) */
function usabilityProblem(el: Element): string | null {
  const name = (e: Element | null) =>
    e ? `<${e.tagName.toLowerCase()}${e.id ? `#${e.id}` : ''} class="${e.getAttribute('class') ?? ''}">` : 'nothing';
  const r = el.getBoundingClientRect();
  if (r.width < 1 || r.height < 1) return `has no size (${r.width}×${r.height})`;
  const vw = document.documentElement.clientWidth;
  const vh = window.innerHeight;
  const box = `${Math.round(r.left)},${Math.round(r.top)} ${Math.round(r.width)}×${Math.round(r.height)}`;
  if (r.left < -1 || r.top < -1 || r.right > vw + 1 || r.bottom > vh + 1)
    return `is not inside the ${vw}×${vh} viewport (${box})`;
  for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
    const cs = getComputedStyle(a);
    if (cs.overflowX === 'visible' && cs.overflowY === 'visible') continue;
    const ar = a.getBoundingClientRect();
    // the padding box: inside the borders
    const left = ar.left + a.clientLeft;
    const top = ar.top + a.clientTop;
    const right = left + a.clientWidth;
    const bottom = top + a.clientHeight;
    if (r.left < left - 1 || r.top < top - 1 || r.right > right + 1 || r.bottom > bottom + 1)
      return `is cut off by ${name(a)} (${box} inside ${Math.round(left)},${Math.round(top)} ${Math.round(right - left)}×${Math.round(bottom - top)})`;
  }
  const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
  if (!hit || (hit !== el && !el.contains(hit))) return `is covered at its centre by ${name(hit)} (${box})`;
  return null;
}

/*
 * How the browser tests share out the widths and the languages (CI within 12 minutes, issue 27).
 * routes.spec.ts opens every page in both languages at both widths (its shell, no console error,
 * the axe audit); the deeper tests then run where they tell something:
 * - `diagonal(lang)` in a describe written once a language: the Chinese on the desktop, the
 *   English on the phone, so each language and each width meets the test once;
 * - `oneWidth()` in a describe (or `oneWidthHere()` first thing in a test) of what does not depend
 *   on the width (a message, a redirect, a download): it runs on the desktop only.
 */
const DIAGONAL = 'the Chinese on the desktop, the English on the phone (routes.spec opens every page in both at both widths)';
const ONE_WIDTH = 'does not depend on the width: runs on the desktop only';

/** in a describe written for one language: runs it on one width (see above) */
export function diagonal(lang: 'zh' | 'en') {
  test.skip(({ isMobile }) => isMobile !== (lang === 'en'), DIAGONAL);
}

/** in a describe: its tests run on the desktop only */
export function oneWidth() {
  test.skip(({ isMobile }) => isMobile, ONE_WIDTH);
}

const DESKTOP_WALK =
  'a staff walk at 1280 px; at 375 px console.spec opens and audits every console page, and console-scorer walks a scorer through their day';

/** first thing in a staff walk that is not the phone's: it runs on the desktop only (see above) */
export function walkOnDesktop() {
  test.skip(test.info().project.name === 'mobile', DESKTOP_WALK);
}

/** first thing in a test: it runs on the desktop only */
export function oneWidthHere() {
  test.skip(test.info().project.name === 'mobile', ONE_WIDTH);
}
