/**
 * The day on the water and the calendars (issue 31), one walk: the flagship's page at 1280 and
 * 375 px, in Chinese and English, shows today's races of every class with their states in words
 * (finished, racing, starting soon, scheduled, postponed, abandoned, cancelled) and tracking
 * links, nothing wider than the screen; its "Add to calendar" link downloads an iCalendar file
 * of its races, and the events list links its own. On a server of its own, its demo made when
 * the walk starts: the "starting soon" race starts 10 minutes after that (server/db/seed/events.ts).
 * That race is only today's until 23:49 in China, so the walk is skipped from 23:45 to 00:05 there
 * (15:45–16:05 UTC), when the day on the water cannot hold it or the day turns under the walk.
 * Width-independent (it sets both widths itself): not run again in the mobile project.
 */
import fs from 'node:fs';
import ICAL from 'ical.js';
import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from './axe';
import { expectUsable, hydrated, setLangCookie, watchConsole } from './helpers';
import { startOwnServer, type OwnServer } from './own-server';

const FLAGSHIP = 'SF-NG-2026-SAIL';

const TEXT = {
  zh: {
    title: '今日赛程',
    programme: '赛程安排',
    cls: '470级混合双人',
    states: ['已完赛', '比赛中', '即将起航', '待开始', '已推迟', '已放弃', '已取消'],
    racing: '比赛中',
    track: /^观看 第\d+轮 的航迹/,
    calendar: /添加到日历/,
    summary: /^470级混合双人 · 第\d+轮$/,
  },
  en: {
    title: 'Today on the water',
    programme: 'Programme',
    cls: '470 Mixed',
    states: ['Finished', 'Racing', 'Starting soon', 'Scheduled', 'Postponed', 'Abandoned', 'Cancelled'],
    racing: 'Racing',
    track: /^Watch the tracking of Race \d+/,
    calendar: /to your calendar/,
    summary: /^470 Mixed · Race \d+$/,
  },
} as const;

test.describe.configure({ mode: 'serial' });

let server: OwnServer;

/** minutes since China's midnight (UTC+8, no daylight saving) */
const chinaMinute = () => Math.floor((Date.now() / 60_000 + 8 * 60) % (24 * 60));

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const m = chinaMinute();
  test.skip(m >= 23 * 60 + 45 || m < 5, 'the day turns in China: no race can start 10 minutes from now today');
  server = await startOwnServer('race-day', { env: { SEED_DEMO: '1', LOG_LEVEL: 'warn' } });
});
test.afterAll(async () => {
  await server?.stop();
});

for (const lang of ['zh', 'en'] as const) {
  test(`${lang}: the flagship's day on the water at 1280 and 375 px, and its calendar`, async ({ page }, info) => {
    const m = TEXT[lang];
    const consoleErrors = watchConsole(page);
    await setLangCookie(page, lang, server.base);
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: width === 375 ? 740 : 800 });
      await page.goto(`${server.base}/events/detail/${FLAGSHIP}`);
      await hydrated(page);
      await page.screenshot({ path: info.outputPath(`event-top-${lang}-${width}.png`) });
      const day = page.getByRole('region', { name: m.title });
      await expect(day.getByRole('heading', { level: 2, name: m.title })).toBeVisible();
      // every state of the day, as words in the tables (not colour alone)
      const states = await day.locator('tbody td:nth-child(4)').allInnerTexts();
      for (const state of m.states)
        expect(
          states.map((s) => s.trim()),
          state,
        ).toContain(state);
      // a class: its heading, its table with the racing race marked current
      const cls = day.getByRole('heading', { level: 3, name: m.cls });
      await expectUsable(cls);
      const table = day.getByRole('table', { name: new RegExp(m.cls) });
      await expect(table.locator('tr[aria-current="true"]')).toContainText(m.racing);
      await expectUsable(table.getByRole('link', { name: m.track }).first());
      // nothing wider than the screen
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `${lang} ${width}px`).toBeLessThanOrEqual(0);
      await day.scrollIntoViewIfNeeded();
      await page.screenshot({ path: info.outputPath(`race-day-${lang}-${width}.png`), fullPage: false });
      await day.screenshot({ path: info.outputPath(`race-day-${lang}-${width}-section.png`) });
      // no serious or critical accessibility problem in the day's section
      await expectNoSeriousViolations(page, `${lang} ${width}px`);
    }

    // the event's calendar downloads, and reads as a calendar of its races
    const link = page.getByRole('link', { name: m.calendar });
    await expectUsable(link);
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toMatch(/^SF-NG-2026-SAIL(-en)?\.ics$/);
    const file = fs.readFileSync((await download.path())!, 'utf8');
    expect(file.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    const cal = new ICAL.Component(ICAL.parse(file));
    const events = cal.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    const host = new URL(server.base).host;
    expect(events[0]!.uid).toBe(`event-${FLAGSHIP}@${host}`);
    expect(events.filter((e) => m.summary.test(e.summary)).length).toBeGreaterThanOrEqual(8);

    // the events list links the list's calendar
    await page.goto(`${server.base}${lang === 'en' ? '/events-en' : '/events'}`);
    const listLink = page.getByRole('link', { name: m.calendar });
    await expectUsable(listLink);
    await page.screenshot({ path: info.outputPath(`events-${lang}.png`) });
    const res = await page.request.get(`${server.base}${await listLink.getAttribute('href')}`);
    expect(res.headers()['content-type']).toBe('text/calendar; charset=utf-8');
    const list = new ICAL.Component(ICAL.parse(await res.text()));
    expect(list.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v).uid)).toContain(`event-${FLAGSHIP}@${host}`);
    // a coming event: its programme by day instead
    const coming = await page.request.post(`${server.base}/api/event/list`, {
      data: { status: 1, sort: 'begin_date', order: 'asc', pageNo: 1, pageSize: 1 },
    });
    const comingCd = ((await coming.json()) as { result: { records: { eventCd: string }[] } }).result.records[0]!
      .eventCd;
    await page.goto(`${server.base}/events/detail/${comingCd}`);
    const programme = page.getByRole('region', { name: m.programme });
    await expect(programme.getByRole('heading', { level: 3 }).first()).toBeVisible();
    await expect(page.getByRole('region', { name: m.title })).toHaveCount(0);
    await programme.screenshot({ path: info.outputPath(`programme-${lang}.png`) });
    consoleErrors.assertNone();
  });
}
