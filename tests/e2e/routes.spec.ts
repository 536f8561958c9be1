/**
 * Accessibility (issue 9, item 2): axe-core on every route of the page list (app/lib/pages.ts)
 * — the Chinese path, the English twin and every alias — with sample codes for the pages with
 * parameters (the flagship event, one of its levels, a news item from the API), plus the 404
 * page, at 1280 px (desktop project) and 375 px (mobile project). No serious or critical
 * violation of WCAG 2.0/2.1 A and AA or of axe's best practices; the failure message lists
 * each violation with its rule, impact, help and the elements (CSS targets) concerned.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { PAGES } from '../../app/lib/pages';
import type { News } from '../../shared/contract';
import { apiPost, hydrated } from './helpers';

const FLAGSHIP = 'SF-NG-2026-SAIL';
const LEVEL = 'SFNG26-470X';
/** replaced by a news code from the API at run time */
const NEWS = '{newsCd}';

/** a route pattern with the sample codes in place of its parameters */
function sample(pattern: string): string {
  return pattern
    .replace(':eventCd?', FLAGSHIP)
    .replace(':eventCd', FLAGSHIP)
    .replace(':levelCd?', LEVEL)
    .replace(':newsCd?', NEWS)
    .replace(':newsCd', NEWS);
}

/** every path the site answers with a page: each page's Chinese path, English twin and aliases */
const PATHS = [
  ...new Set(
    PAGES.flatMap((p) => [p.zh, ...(p.en ? [p.en] : []), ...(p.aliases ?? [])].map(sample)).concat(['/no-such-page']),
  ),
];

interface AxeNode {
  target: unknown[];
  failureSummary?: string;
}

// the level page's result tables are large: axe needs more than the default 30 s on a busy machine
test.describe.configure({ timeout: 90_000 });

for (const path of PATHS) {
  test(`axe: no serious or critical violation on ${path}`, async ({ page, request }) => {
    let url = path;
    if (path.includes(NEWS)) {
      const list = await apiPost<{ records: News[] }>(request, '/news/list', { pageNo: 1, pageSize: 1 });
      expect(list.records.length, 'the demo data has news').toBeGreaterThan(0);
      url = path.replace(NEWS, encodeURIComponent(list.records[0]!.newsCd));
    }
    const res = await page.goto(url);
    expect(res?.status(), `${url} answers`).toBe(path === '/no-such-page' ? 404 : 200);
    await hydrated(page);
    // let images, maps and the first client effects settle before the audit
    await page.waitForLoadState('load');

    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
      .analyze();
    const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    const report = bad
      .map(
        (v) =>
          `[${v.impact}] ${v.id}: ${v.help} (${v.helpUrl})\n` +
          (v.nodes as AxeNode[])
            .slice(0, 10)
            .map((n) => `    ${JSON.stringify(n.target)} — ${(n.failureSummary ?? '').replace(/\s+/g, ' ').trim()}`)
            .join('\n') +
          (v.nodes.length > 10 ? `\n    … and ${v.nodes.length - 10} more` : ''),
      )
      .join('\n');
    expect(bad.length, `${url}: ${bad.length} serious/critical axe violation(s)\n${report}`).toBe(0);
  });
}
