/** sitemap.xml: every public page (both languages where a twin exists), event, level, boat (of a level's newest results), notice board (issue 30) and news item. */
import type { Route } from './+types/sitemap';
import type { Page } from '../../shared/api';
import { endpoints } from '../../shared/endpoints';
import { hearingsPath } from '../../shared/hearings';
import { serverApi } from '../lib/server-api';
import { PAGES } from '../lib/pages';
import { boats } from '../../shared/results-analysis';
import { resultsView } from '../../shared/score-publication';
import { boatPath } from '../features/results/lib/paths';

const PAGE_SIZE = 100;
/** the sitemap protocol's limit per file */
const MAX_URLS = 50_000;

/** the records of pages 1, 2 … of a list (`load(pageNo)`), up to the sitemap's limit */
async function allPages<T>(load: (pageNo: number) => Promise<Page<T> | null>): Promise<T[]> {
  const out: T[] = [];
  for (let pageNo = 1; out.length < MAX_URLS; pageNo++) {
    const page = await load(pageNo);
    if (!page) break;
    out.push(...page.records);
    if (pageNo >= page.pages) break;
  }
  return out;
}

const xmlEscape = (s: string) => s.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

export async function loader({ request, context }: Route.LoaderArgs) {
  const origin = new URL(request.url).origin;
  const api = serverApi(context);
  const urls: { loc: string; alternates?: { zh: string; en: string } }[] = [];
  for (const page of PAGES) {
    if (page.dynamic || page.id === 'indexEn') continue;
    const alternates = page.en ? { zh: origin + page.zh, en: origin + page.en } : undefined;
    urls.push({ loc: origin + page.zh, alternates });
    if (page.en) urls.push({ loc: origin + page.en, alternates });
  }
  urls.push({ loc: `${origin}/index-en` });

  const events = await allPages((pageNo) =>
    api.call(endpoints.eventList, { sort: 'begin_date', order: 'desc', pageNo, pageSize: PAGE_SIZE }),
  );
  for (const event of events) urls.push({ loc: `${origin}/events/detail/${encodeURIComponent(event.eventCd)}` });
  // each event's entry lists (issue 31)
  for (const event of events) urls.push({ loc: `${origin}/events/entries/${encodeURIComponent(event.eventCd)}` });
  // levels, a few events at a time
  for (let i = 0; i < events.length && urls.length < MAX_URLS; i += 8) {
    const batch = await Promise.all(
      events
        .slice(i, i + 8)
        .map(async (e) => ({ e, levels: (await api.call(endpoints.eventLevels, { eventCd: e.eventCd })) ?? [] })),
    );
    // an event's protest hearings page, when it has hearings or time limits (issue 30)
    const boards = await Promise.all(
      events.slice(i, i + 8).map((e) => api.call(endpoints.eventHearings, { eventCd: e.eventCd })),
    );
    for (const b of boards)
      if (b && (b.hearings.length > 0 || b.timeLimits.length > 0))
        urls.push({ loc: `${origin}${hearingsPath(b.eventCd)}` });
    for (const { e, levels } of batch) {
      for (const l of levels)
        urls.push({ loc: `${origin}/events/level/${encodeURIComponent(e.eventCd)}/${encodeURIComponent(l.levelCd)}` });
      // every boat of the level's newest publication has a page (docs/results.md "A boat's page")
      const boatsOf = await Promise.all(
        levels.map(async (l) => ({ l, scores: (await api.call(endpoints.levelScores, { levelCd: l.levelCd })) ?? [] })),
      );
      for (const { l, scores } of boatsOf) {
        const newest = resultsView(scores)[0];
        if (!newest) continue;
        for (const b of boats(newest)) urls.push({ loc: `${origin}${boatPath(e.eventCd, l.levelCd, b.key)}` });
      }
    }
  }
  // each event's official notice board that has notices, in both languages (issue 30)
  // (one call for every event: the codes of the boards with a posted notice)
  for (const eventCd of (await api.call(endpoints.noticeBoards).catch(() => null)) ?? []) {
    const cd = encodeURIComponent(eventCd);
    const alternates = { zh: `${origin}/events/notices/${cd}`, en: `${origin}/events-en/notices/${cd}` };
    urls.push({ loc: alternates.zh, alternates }, { loc: alternates.en, alternates });
  }
  const news = await allPages((pageNo) => api.call(endpoints.newsList, { pageNo, pageSize: PAGE_SIZE }));
  for (const n of news) {
    const cd = encodeURIComponent(n.newsCd);
    urls.push({ loc: `${origin}/news/details/${cd}` });
    const alternates = { zh: `${origin}/blog-details/${cd}`, en: `${origin}/blog-details-en/${cd}` };
    urls.push({ loc: alternates.zh, alternates }, { loc: alternates.en, alternates });
  }

  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls.slice(0, MAX_URLS).map(({ loc, alternates }) => {
      const alt = alternates
        ? `<xhtml:link rel="alternate" hreflang="zh-CN" href="${xmlEscape(alternates.zh)}"/><xhtml:link rel="alternate" hreflang="en" href="${xmlEscape(alternates.en)}"/>`
        : '';
      return `<url><loc>${xmlEscape(loc)}</loc>${alt}</url>`;
    }),
    '</urlset>',
    '',
  ].join('\n');
  return new Response(body, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=600' },
  });
}
