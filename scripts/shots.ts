/**
 * Screenshots of every kind of page, as a visitor sees them: `npm run shots`.
 *
 * Builds the site (skip with `--no-build`), serves it on a scratch demo database and takes a
 * full-page screenshot of one page of each kind in the sitemap (every static page, an event, a
 * level, a news item, a post, the 404), plus every level of the flagship event, the `_wf` and
 * `_nb` level pages with their Results dialog opened, the phone menu opened and the contact form
 * showing a warning, at 375 and 1280 px in Chinese and English. The flagship's ILCA 7 results
 * as they are used: the first boat's phone line opened (`level-SFNG26-ILCA7-open`, 375 only), the
 * first boat's page (`-boat`), a nation filter (`-nat-CHN`), one race (`-race-r3`), a sailor found
 * on the event page (`event-detail-sailor`), and the print preview: the level page printed to an
 * A4 landscape PDF, each sheet as a PNG (`level-SFNG26-ILCA7-print-a4-{lang}.png`, `…-p2.png` …;
 * Ghostscript's `gs`). Then one contact sheet per width and language
 * (`sheet-{width}-{lang}.png`) to look over them at once.
 *
 *   npm run shots                          # everything, into shots/
 *   npm run shots -- --no-build            # reuse the build in BUILD_DIR
 *   npm run shots -- --only level,contact  # pages whose name contains one of these
 *   npm run shots -- --out /tmp/shots --width 375 --lang en
 *
 * The habit: whoever changes a page looks at its screenshots (both widths, both languages)
 * before committing.
 */
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { chromium, request, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { endpoints } from '../shared/endpoints';
import { apiPost, hydrated } from '../tests/e2e/helpers';
import { startOwnServer } from '../tests/e2e/own-server';
import { CHROMIUM_ARGS, chromiumPath } from '../tests/e2e/browser';
import { LONG_EVENT, fillLongSeries, levelOf } from '../tests/e2e/fixtures/long-series';
import { migrate, openDb } from '../server/db/client';

type Lang = 'zh' | 'en';
interface Shot {
  /** file name stem, e.g. `level-470` */
  name: string;
  /** path for each language (the English twin or the same path with the lang cookie) */
  path: Record<Lang, string>;
  /** what to do once the page is loaded (open a menu, a dialog …) */
  act?: (page: Page, lang: Lang) => Promise<void>;
  /** only at this width */
  width?: number;
  /** a full-page screenshot even with `act` (a row opened in place is seen with the page around it) */
  fullPage?: boolean;
}

/** a page printed to an A4 landscape PDF, each sheet as a PNG (`{name}-a4-{lang}.png`, then `-p2` …) */
interface PrintShot {
  name: string;
  path: Record<Lang, string>;
}

const args = process.argv.slice(2);
const flag = (name: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};
const OUT = path.resolve(flag('out') ?? 'shots');
const ONLY = flag('only')?.split(',').filter(Boolean);
const WIDTHS = (flag('width') ?? '375,1280').split(',').map(Number);
const LANGS = (flag('lang') ?? 'zh,en').split(',') as Lang[];

const FLAGSHIP = 'SF-NG-2026-SAIL';
/** the flagship's 28-boat table: the phone rows, a boat, the filters, one race and print */
const ILCA7 = 'SFNG26-ILCA7';

const only = <T extends { name: string }>(list: T[]) =>
  list.filter((s) => !ONLY || ONLY.some((o) => s.name.includes(o)));

/** the list of shots, from the sitemap and the flagship event */
async function plan(base: string, api: APIRequestContext): Promise<{ shots: Shot[]; prints: PrintShot[] }> {
  const xml = await (await fetch(`${base}/sitemap.xml`)).text();
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  const shots: Shot[] = [];
  const same = (p: string) => ({ zh: p, en: p });
  // static pages: the Chinese path and its English twin
  const { PAGES } = await import('../app/lib/pages');
  for (const page of PAGES) {
    if (page.dynamic) continue;
    if (page.id === 'indexEn') {
      shots.push({ name: 'index-en', path: same('/index-en') });
      continue;
    }
    shots.push({ name: page.id, path: { zh: page.zh, en: page.en ?? page.zh } });
  }
  // one of each dynamic kind from the sitemap
  const firstOf = (re: RegExp) => locs.find((l) => re.test(l));
  const detail = `/events/detail/${FLAGSHIP}`;
  shots.push({ name: 'event-detail', path: same(detail) });
  const otherDetail = firstOf(/^\/events\/detail\/(?!SF-NG-2026-SAIL)/);
  if (otherDetail) shots.push({ name: 'event-detail-other', path: same(otherDetail) });
  const news = firstOf(/^\/news\/details\//);
  if (news) shots.push({ name: 'news-detail', path: same(news) });
  const post = firstOf(/^\/blog-details\//);
  if (post)
    shots.push({ name: 'blog-details', path: { zh: post, en: post.replace('/blog-details/', '/blog-details-en/') } });
  shots.push({ name: 'not-found', path: same('/no-such-page') });
  shots.push({ name: 'events-search', path: { zh: '/events?q=全运会', en: '/events-en?q=national' } });
  // the flagship's other tabs, and the event office's pages (notice board, hearings, entries)
  for (const tab of ['photos', 'videos', 'announcements', 'notices'])
    shots.push({ name: `event-detail-${tab}`, path: same(`${detail}?tab=${tab}`) });
  shots.push({
    name: 'event-notices',
    path: { zh: `/events/notices/${FLAGSHIP}`, en: `/events-en/notices/${FLAGSHIP}` },
  });
  shots.push({ name: 'event-hearings', path: same(`/events/hearings/${FLAGSHIP}`) });
  // one class's entries (all six classes make a page too tall for one screenshot at 1280 px)
  shots.push({ name: 'event-entries', path: same(`/events/entries/${FLAGSHIP}?level=${ILCA7}`) });
  // a coming event: its programme by day (the day on the water before the event) and calendar link
  const coming = await apiPost(api, endpoints.eventList, { status: '1', sort: 'begin_date', order: 'asc' });
  const soon = coming.records[0];
  if (soon) shots.push({ name: 'event-detail-coming', path: same(`/events/detail/${soon.eventCd}`) });

  // every level of the flagship event, and the dialog variants of the first level with results
  const levels = await apiPost(api, endpoints.eventLevels, { eventCd: FLAGSHIP });
  let withResults: string | undefined;
  for (const l of levels) {
    const p = `/events/level/${FLAGSHIP}/${l.levelCd}`;
    shots.push({ name: `level-${l.levelCd}`, path: same(p) });
    shots.push({ name: `level-${l.levelCd}-races`, path: same(`${p}?tab=races`), width: 1280 });
    if (!withResults) {
      const scores = await apiPost(api, endpoints.levelScores, { levelCd: l.levelCd });
      if (scores.length > 0) withResults = l.levelCd;
    }
  }
  if (withResults) {
    for (const v of ['_wf', '_nb']) {
      shots.push({
        name: `level${v}-dialog`,
        path: same(`/events/level${v}/${FLAGSHIP}/${withResults}`),
        act: async (page) => {
          await hydrated(page);
          await page.locator('button[aria-haspopup="dialog"]').first().click();
          await page.locator('dialog[open]').waitFor();
          await page.waitForTimeout(300);
        },
      });
    }
  }
  // the ILCA 7 results as a visitor uses them (level-SFNG26-ILCA7 itself is the phone list
  // collapsed at 375): the first boat's line opened, a boat, a nation, one race, a sailor found
  const ilca7 = `/events/level/${FLAGSHIP}/${ILCA7}`;
  shots.push({
    name: `level-${ILCA7}-open`,
    path: same(ilca7),
    width: 375,
    fullPage: true,
    act: async (page) => {
      const summary = page.locator('details summary:visible').first();
      await summary.click();
      await page.locator('details[open]').first().waitFor();
      // the tap may scroll the page a little; the full-page shot is taken from the top (else the
      // sticky site header is drawn where the scroll left it, over the event head)
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.waitForTimeout(300);
    },
  });
  // the first boat the level page links to, whatever the demo's keys
  const levelHtml = await (await fetch(base + ilca7, { headers: { cookie: 'lang=zh' } })).text();
  const boat = levelHtml.match(/href="([^"]*\/boat\/[^"?#/]+)"/)?.[1];
  if (boat)
    shots.push({ name: `level-${ILCA7}-boat`, path: same(new URL(boat.replaceAll('&amp;', '&'), base).pathname) });
  else console.warn(`${ilca7} links to no boat: no level-${ILCA7}-boat shot`);
  shots.push({ name: `level-${ILCA7}-nat-CHN`, path: same(`${ilca7}?nat=CHN`) });
  shots.push({ name: `level-${ILCA7}-race-r3`, path: same(`${ilca7}?race=r3`) });
  shots.push({ name: 'event-detail-sailor', path: same(`${detail}?sailor=zhang`) });
  // a 36-race series (issue 28 item 1: R15–R36 must show that they are there), and its print
  const long = `/events/level/${LONG_EVENT}/${levelOf(36)}`;
  shots.push({ name: 'level-long36', path: same(long) });
  shots.push({
    name: 'level-long36-scrolled',
    path: same(long),
    width: 1280,
    act: async (page) => {
      await hydrated(page);
      await page.getByRole('button', { name: /^(第 \d+–\d+ 轮|Races \d+–\d+)/ }).first().click();
      await page.waitForTimeout(400);
    },
  });
  const prints: PrintShot[] = [
    { name: `level-${ILCA7}-print`, path: same(ilca7) },
    { name: 'level-long36-print', path: same(long) },
  ];

  // the phone menu opened, and a submenu in it
  shots.push({
    name: 'menu-open',
    path: { zh: '/', en: '/index-en' },
    width: 375,
    act: async (page) => {
      await hydrated(page);
      await page.locator('header button[aria-controls="site-nav"]').click();
      await page.waitForTimeout(300);
    },
  });
  // the contact form with a warning (a bad e-mail address)
  shots.push({
    name: 'contact-warning',
    path: { zh: '/contact', en: '/contact-en' },
    act: async (page) => {
      await hydrated(page);
      const form = page.locator('main form').first();
      await form.locator('input[name="name"]').fill('Li Wei');
      await form.locator('input[name="email"]').fill('not-an-address');
      await form.locator('button[type="submit"]').click();
      await page.waitForTimeout(400);
    },
  });
  return { shots: only(shots), prints: only(prints) };
}

/**
 * a print preview: the page printed by Chromium to an A4 landscape PDF (print stylesheet,
 * page breaks, repeated header rows as on paper), each sheet converted to a PNG
 */
async function printShot(page: Page, base: string, shot: PrintShot, lang: Lang): Promise<string[]> {
  await page.goto(base + shot.path[lang], { waitUntil: 'load' });
  await hydrated(page).catch(() => undefined);
  const pdf = path.join(OUT, `${shot.name}-a4-${lang}.pdf`);
  await page.pdf({ path: pdf, format: 'A4', landscape: true, printBackground: true });
  const stem = path.join(OUT, `${shot.name}-a4-${lang}`);
  for (const f of fs.readdirSync(OUT))
    if (f.startsWith(`${shot.name}-a4-${lang}`) && f.endsWith('.png')) fs.rmSync(path.join(OUT, f));
  // one PNG per sheet at 100 dpi by Ghostscript, or by poppler's pdftoppm where there is no `gs`
  // (ImageMagick's `convert` hands PDFs to gs too, but its security policy here refuses them):
  // x-1.png, x-2.png … (pdftoppm pads: x-01.png) renamed to x.png, x-p2.png …
  const hasGs = (() => {
    try {
      execSync('command -v gs', { stdio: 'ignore' });
      return true;
    } catch {
      return false;
    }
  })();
  execSync(
    hasGs
      ? `gs -q -dSAFER -dBATCH -dNOPAUSE -sDEVICE=png16m -r100 -dTextAlphaBits=4 -dGraphicsAlphaBits=4 -sOutputFile=${JSON.stringify(`${stem}-%d.png`)} ${JSON.stringify(pdf)}`
      : `pdftoppm -png -r 100 ${JSON.stringify(pdf)} ${JSON.stringify(stem)}`,
  );
  const base0 = `${path.basename(stem)}-`;
  const sheets = fs
    .readdirSync(OUT)
    .filter((f) => f.startsWith(base0) && /^\d+\.png$/.test(f.slice(base0.length)))
    .map((f) => ({ f, n: parseInt(f.slice(base0.length), 10) }))
    .sort((a, b) => a.n - b.n);
  const files: string[] = [];
  for (const { f, n } of sheets) {
    const file = n === 1 ? `${stem}.png` : `${stem}-p${n}.png`;
    fs.renameSync(path.join(OUT, f), file);
    files.push(file);
  }
  return files;
}

/** one image of all the shots of a width and language: thumbnails in a grid, named */
async function contactSheet(browser: Browser, files: { name: string; file: string }[], out: string, title: string) {
  const page = await browser.newPage({ viewport: { width: 1600, height: 900 } });
  const tiles = files
    .map(({ name, file }) => {
      const data = fs.readFileSync(file).toString('base64');
      return `<figure><div class="frame"><img src="data:image/png;base64,${data}"></div><figcaption>${name}</figcaption></figure>`;
    })
    .join('');
  await page.setContent(
    `<!doctype html><style>
      body{margin:16px;font:13px system-ui,sans-serif;background:#e9edf2}
      h1{font-size:18px;margin:0 0 12px}
      main{display:grid;grid-template-columns:repeat(8,1fr);gap:12px}
      figure{margin:0;background:#fff;border:1px solid #c8d0da}
      .frame{height:520px;overflow:hidden}
      img{width:100%;display:block}
      figcaption{padding:4px 6px;border-top:1px solid #c8d0da;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
    </style><h1>${title}</h1><main>${tiles}</main>`,
    { waitUntil: 'load' },
  );
  await page.screenshot({ path: out, fullPage: true });
  await page.close();
}

async function main() {
  const buildDir = process.env.BUILD_DIR ?? 'build';
  if (!args.includes('--no-build')) execSync('npx react-router build', { stdio: 'inherit' });
  else if (!fs.existsSync(`${buildDir}/server/index.js`)) throw new Error(`no build in ${buildDir}/: drop --no-build`);
  fs.mkdirSync(OUT, { recursive: true });
  // the demo, and beside it an event of long series (1, 7, 15, 36 and 60 races) as the tests have
  const server = await startOwnServer('shots', {
    env: { LOG_LEVEL: 'warn' },
    fill: async (dbFile) => {
      const handle = await openDb(`sqlite:${dbFile}`);
      await migrate(handle);
      const { seedDemo } = await import('../server/db/seed/index');
      await seedDemo(handle, { uploadDir: path.join(path.dirname(dbFile), 'uploads') });
      await handle.close();
      await fillLongSeries()(dbFile);
      // the test factory's logo is a file the demo does not have: the flagship's, not a broken picture
      const again = await openDb(`sqlite:${dbFile}`);
      const flagship = await again.db.selectFrom('events').select('logo').where('eventCd', '=', FLAGSHIP).executeTakeFirst();
      await again.db.updateTable('events').set({ logo: flagship?.logo ?? null }).where('eventCd', '=', LONG_EVENT).execute();
      await again.close();
    },
  });
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  const problems: string[] = [];
  try {
    const api = await request.newContext({ baseURL: server.base });
    const { shots, prints } = await plan(server.base, api);
    await api.dispose();
    for (const width of WIDTHS) {
      for (const lang of LANGS) {
        const context = await browser.newContext({
          viewport: { width, height: width < 800 ? 740 : 800 },
          isMobile: width < 800,
          hasTouch: width < 800,
          deviceScaleFactor: 1,
          locale: lang === 'zh' ? 'zh-CN' : 'en-US',
          reducedMotion: 'reduce',
        });
        await context.addCookies([{ name: 'lang', value: lang, url: server.base }]);
        const done: { name: string; file: string }[] = [];
        for (const shot of shots) {
          if (shot.width && shot.width !== width) continue;
          const page = await context.newPage();
          page.on('pageerror', (e) => problems.push(`${shot.name} ${width} ${lang}: ${e.message}`));
          page.on('console', (m) => {
            // the 404 page's own status is logged by the browser as a failed resource
            if (m.type() === 'error' && !(shot.name === 'not-found' && /status of 404/.test(m.text())))
              problems.push(`${shot.name} ${width} ${lang}: console: ${m.text()}`);
          });
          const file = path.join(OUT, `${shot.name}-${width}-${lang}.png`);
          try {
            await page.goto(server.base + shot.path[lang], { waitUntil: 'load' });
            await hydrated(page).catch(() => problems.push(`${shot.name} ${width} ${lang}: not hydrated`));
            // lazy images and count-ups: scroll through the page once, then back to the top
            await page.evaluate(async () => {
              for (let y = 0; y < document.documentElement.scrollHeight; y += 600) {
                window.scrollTo(0, y);
                await new Promise((r) => setTimeout(r, 40));
              }
              window.scrollTo(0, 0);
            });
            await page.waitForTimeout(300);
            await shot.act?.(page, lang);
            // a state (menu, dialog, warning) is seen where the visitor is: the viewport
            await page.screenshot({ path: file, fullPage: shot.fullPage ?? !shot.act, animations: 'disabled' });
            done.push({ name: shot.name, file });
            process.stdout.write(`${path.relative(process.cwd(), file)}\n`);
          } catch (e) {
            problems.push(`${shot.name} ${width} ${lang}: ${(e as Error).message.split('\n')[0]}`);
          }
          await page.close();
        }
        await context.close();
        if (done.length === 0) continue;
        const sheet = path.join(OUT, `sheet-${width}-${lang}.png`);
        await contactSheet(browser, done, sheet, `SailFish · ${width} px · ${lang} · ${new Date().toISOString()}`);
        process.stdout.write(`${path.relative(process.cwd(), sheet)}\n`);
      }
    }
    // print previews: A4 landscape only, whatever --width says
    for (const lang of LANGS) {
      if (prints.length === 0) break;
      const context = await browser.newContext({ locale: lang === 'zh' ? 'zh-CN' : 'en-US', reducedMotion: 'reduce' });
      await context.addCookies([{ name: 'lang', value: lang, url: server.base }]);
      for (const shot of prints) {
        const page = await context.newPage();
        page.on('pageerror', (e) => problems.push(`${shot.name} a4 ${lang}: ${e.message}`));
        try {
          for (const file of await printShot(page, server.base, shot, lang))
            process.stdout.write(`${path.relative(process.cwd(), file)}\n`);
        } catch (e) {
          problems.push(`${shot.name} a4 ${lang}: ${(e as Error).message.split('\n')[0]}`);
        }
        await page.close();
      }
      await context.close();
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  if (problems.length) {
    process.stdout.write(`\n${problems.length} problem(s):\n${problems.join('\n')}\n`);
    process.exitCode = 1;
  }
}

await main();
