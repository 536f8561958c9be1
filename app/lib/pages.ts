/**
 * The site's pages: route ids, the Chinese and English paths, and where each sits in the
 * navigation. One list drives the route table, the language switch (twins), hreflang links,
 * the menus and the sitemap, and says which query parameters each page reads (the page cache's key).
 */
import { matchPath } from 'react-router';

export type PageId =
  | 'home'
  | 'indexEn'
  | 'about'
  | 'events'
  | 'eventDetail'
  | 'level'
  | 'competitor'
  | 'blogList'
  | 'news'
  | 'blogDetails'
  | 'newsDetail'
  | 'contact'
  | 'serviceTracking'
  | 'serviceLive'
  | 'serviceVideo'
  | 'serviceMedia'
  | 'productTracking'
  | 'productTrackingChangelog'
  | 'productTracking3D'
  | 'productGrades'
  | 'productTraining'
  | 'productTracer'
  | 'productWinds'
  | 'productYb'
  | 'productEots'
  | 'productCloudAlbum'
  | 'videos'
  | 'faq'
  | 'hearings'
  | 'entries'
  | 'eventNotices';

export interface PageDef {
  id: PageId;
  /** Chinese (default) path; for pages with parameters, the route pattern */
  zh: string;
  /** English twin path, when the page has one */
  en?: string;
  /** other paths answered by the same page in Chinese */
  aliases?: string[];
  /** the page has parameters (not listed as such in the sitemap) */
  dynamic?: boolean;
  /**
   * The query parameters the page reads, on the server or in the browser (`?tab=`, `?page=`).
   * The server keeps only these: the rendered-page cache is keyed on them, and the page is
   * rendered with the others dropped (docs/decisions/0003). A parameter read but not listed
   * here never reaches the page: add it when a route starts reading one.
   */
  query: readonly string[];
}

export const PAGES: PageDef[] = [
  { id: 'home', zh: '/', aliases: ['/home', '/index'], query: [] },
  { id: 'indexEn', zh: '/', en: '/index-en', query: [] },
  { id: 'about', zh: '/about', en: '/about-en', query: [] },
  { id: 'events', zh: '/events', en: '/events-en', query: ['q', 'tab', 'pages'] },
  {
    id: 'eventDetail',
    zh: '/events/detail/:eventCd?',
    aliases: ['/events/detail_nb/:eventCd', '/events/detail_wf/:eventCd'],
    dynamic: true,
    query: ['eventCd', 'tab', 'page', 'sailor'],
  },
  {
    id: 'level',
    zh: '/events/level/:eventCd?/:levelCd?',
    aliases: ['/events/level_wf/:eventCd?/:levelCd?', '/events/level_nb/:eventCd?/:levelCd?'],
    dynamic: true,
    query: ['eventCd', 'levelCd', 'tab', 'pub', 'group', 'nat', 'club', 'race', 'sailor'],
  },
  {
    // a boat's results (docs/results.md "A boat's page")
    id: 'competitor',
    zh: '/events/level/:eventCd/:levelCd/boat/:sailNo',
    dynamic: true,
    query: ['pub'],
  },
  { id: 'blogList', zh: '/blog-list', en: '/blog-list-en', query: ['tab', 'page'] },
  { id: 'news', zh: '/news', query: ['page'] },
  {
    id: 'blogDetails',
    zh: '/blog-details/:newsCd?',
    en: '/blog-details-en/:newsCd?',
    dynamic: true,
    query: ['newsCd', 'type'],
  },
  { id: 'newsDetail', zh: '/news/details/:newsCd', dynamic: true, query: [] },
  { id: 'contact', zh: '/contact', en: '/contact-en', query: ['email'] },
  { id: 'serviceTracking', zh: '/service-tracking', en: '/service-tracking-en', query: [] },
  { id: 'serviceLive', zh: '/service-live', en: '/service-live-en', query: [] },
  { id: 'serviceVideo', zh: '/service-video', en: '/service-video-en', query: [] },
  { id: 'serviceMedia', zh: '/service-media', en: '/service-media-en', query: [] },
  { id: 'productTracking', zh: '/product-tracking', en: '/product-tracking-en', query: [] },
  {
    id: 'productTrackingChangelog',
    zh: '/product-tracking-changelog',
    en: '/product-tracking-changelog-en',
    query: [],
  },
  { id: 'productTracking3D', zh: '/product-tracking3D', en: '/product-tracking3D-en', query: [] },
  { id: 'productGrades', zh: '/product-grades', en: '/product-grades-en', query: [] },
  { id: 'productTraining', zh: '/product-training', en: '/product-training-en', query: [] },
  { id: 'productTracer', zh: '/product-tracer', en: '/product-tracer-en', query: [] },
  { id: 'productWinds', zh: '/product-winds', en: '/product-winds-en', query: [] },
  { id: 'productYb', zh: '/product-yb', en: '/product-yb-en', query: [] },
  { id: 'productEots', zh: '/product-eots', en: '/product-eots-en', query: [] },
  { id: 'productCloudAlbum', zh: '/product-cloud-album', en: '/product-cloud-album-en', query: [] },
  { id: 'videos', zh: '/videos', en: '/videos-en', query: [] },
  { id: 'faq', zh: '/faq', en: '/faq-en', query: [] },
  // an event's protest hearings (issue 30); its language follows the cookie, as the event's pages
  { id: 'hearings', zh: '/events/hearings/:eventCd', dynamic: true, query: [] },
  // an event's entry lists (issue 31); English by the language switch, as the other event pages
  { id: 'entries', zh: '/events/entries/:eventCd', dynamic: true, query: ['level', 'group', 'nat', 'club'] },
  // an event's official notice board (issue 30), with an English twin
  { id: 'eventNotices', zh: '/events/notices/:eventCd', en: '/events-en/notices/:eventCd', dynamic: true, query: [] },
];

/**
 * Routes that are not pages (files: a level's results downloads, robots.txt, sitemap.xml), with
 * the query parameters each reads, as a page's `query`: the server drops every other one
 * (docs/decisions/0003). app/routes.ts routes each to its module.
 */
export const FILE_ROUTES = [
  { path: '/events/level/:eventCd/:levelCd/results/:format', query: ['pub'] },
  { path: '/robots.txt', query: [] },
  { path: '/sitemap.xml', query: [] },
  // the calendars (issue 31): the coming and running events, and one event's days and races
  { path: '/events/calendar.ics', query: ['lang'] },
  { path: '/events-en/calendar.ics', query: ['lang'] },
  { path: '/events/detail/:eventCd/calendar.ics', query: ['lang'] },
  { path: '/events/entries/:eventCd/csv', query: ['level'] },
  // the Atom feed of an event's notice board (issue 30), in each language
  { path: '/events/notices/:eventCd/feed.xml', query: [] },
  { path: '/events-en/notices/:eventCd/feed.xml', query: [] },
] as const satisfies readonly { path: string; query: readonly string[] }[];

/**
 * The staff console's routes (app/console/routes/*, docs/admin-console.md) and the query parameters
 * each reads. Never cached, never in the sitemap or the menus. `uploads`: the route's forms post
 * files (pictures, videos, a results file): its actions take bodies up to the upload limits and
 * the longer request timeout; every other route's forms take text only, up to a small limit
 * (server/body-rules.ts).
 */
export const CONSOLE_ROUTES = [
  { path: '/admin', query: [] },
  { path: '/admin/login', query: ['next', 'signedOut'] },
  { path: '/admin/logout', query: [] },
  { path: '/admin/events', query: ['q', 'page'] },
  { path: '/admin/events/new', query: [], uploads: true },
  { path: '/admin/events/:eventCd', query: ['done', 'delete'], uploads: true },
  { path: '/admin/events/:eventCd/media', query: ['done', 'delete', 'page'], uploads: true },
  { path: '/admin/events/:eventCd/preview', query: ['tab', 'page'] },
  { path: '/admin/events/:eventCd/hearings', query: ['done', 'delete'], uploads: true },
  // an event's official notice board (issue 30): a photo or PDF of a notice is uploaded with it
  { path: '/admin/events/:eventCd/notices', query: ['edit', 'withdraw', 'done'], uploads: true },
  { path: '/admin/audit', query: ['entity', 'code', 'page'] },
  { path: '/admin/staff', query: ['done'] },
  { path: '/admin/news', query: ['q', 'type', 'state', 'page', 'done'] },
  { path: '/admin/news/new', query: [], uploads: true },
  { path: '/admin/news/:newsCd', query: ['done', 'delete'], uploads: true },
  { path: '/admin/news/:newsCd/preview', query: [] },
  { path: '/admin/site', query: [] },
  { path: '/admin/site/banners', query: ['type', 'edit', 'delete', 'done'], uploads: true },
  { path: '/admin/site/partners', query: ['type', 'edit', 'delete', 'done'], uploads: true },
  { path: '/admin/site/videos', query: ['type', 'edit', 'delete', 'done'], uploads: true },
  { path: '/admin/site/statistics', query: ['done'] },
  { path: '/admin/site/config', query: ['done'] },
  { path: '/admin/site/preview', query: ['section', 'type'] },
  { path: '/admin/messages', query: ['q', 'status', 'page', 'done', 'delete'] },
  { path: '/admin/messages/export', query: ['q', 'status'] },
  {
    path: '/admin/levels/:levelCd/results',
    query: ['import', 'done', 'withdraw', 'group', 'nat', 'club'],
    uploads: true,
  },
  { path: '/admin/levels/:levelCd/entries', query: ['import', 'done', 'edit', 'delete'], uploads: true },
] as const satisfies readonly { path: string; query: readonly string[]; uploads?: boolean }[];

/** the route a request path reaches (routeOf) */
export interface RouteOf {
  /** which table it is in: a public page, a file route, the staff console; null: none (the not-found page) */
  kind: 'page' | 'file' | 'console' | null;
  /** the query parameters it reads */
  query: readonly string[];
  /** its forms post files (CONSOLE_ROUTES `uploads`) */
  uploads: boolean;
  /**
   * The path is the route's own spelling: matched with the case of its pattern, without a
   * trailing slash, and with nothing percent-encoded that the router decodes to another path.
   * Only such a path is a page cache entry (server/pages.ts): `/EVENTS`, `/%65vents` and
   * `/events/` render the same page, and are rendered for who asks, never kept.
   */
  canonical: boolean;
}

/**
 * The path as React Router matches it: a data request (`/events.data`, `/_root.data`) is its
 * page's path, and each segment is percent-decoded (an encoded '/' stays one segment: %2F), as
 * its decodePath does. (It matches the result case-insensitively, a trailing slash ignored.)
 */
export function routerPath(pathname: string): string {
  const path = pathname === '/_root.data' ? '/' : pathname.replace(/\.data$/, '');
  return path
    .split('/')
    .map((segment) => {
      try {
        return decodeURIComponent(segment).replace(/\//g, '%2F');
      } catch {
        return segment;
      }
    })
    .join('/');
}

type AnyRoute = { path: string; query: readonly string[]; uploads?: boolean };
const TABLES: { kind: NonNullable<RouteOf['kind']>; routes: readonly AnyRoute[] }[] = [
  {
    kind: 'page',
    // (pure: the browser, which never matches a route itself, leaves the table out)
    routes: /* @__PURE__ */ PAGES.flatMap((p) =>
      [p.zh, ...(p.en ? [p.en] : []), ...(p.aliases ?? [])].map((path) => ({ path, query: p.query })),
    ),
  },
  { kind: 'file', routes: FILE_ROUTES },
  { kind: 'console', routes: CONSOLE_ROUTES },
];

/** a decoded path as the URL parser writes it (what a request for it would carry) */
function spelledAsParsed(path: string): string | null {
  try {
    return new URL(path, 'http://x').pathname;
  } catch {
    return null;
  }
}

/** the route `pathname` (a request's path, as sent) reaches, matched as React Router matches it */
export function routeOf(pathname: string): RouteOf {
  const path = routerPath(pathname);
  const dataless = pathname === '/_root.data' ? '/' : pathname.replace(/\.data$/, '');
  for (const { kind, routes } of TABLES) {
    for (const r of routes) {
      if (!matchPath({ path: r.path, end: true }, path)) continue;
      const canonical =
        (path === '/' || !path.endsWith('/')) &&
        !!matchPath({ path: r.path, end: true, caseSensitive: true }, path) &&
        spelledAsParsed(path) === dataless;
      return { kind, query: r.query, uploads: r.uploads === true, canonical };
    }
  }
  return { kind: null, query: [], uploads: false, canonical: false };
}

/**
 * The query parameters the page (or file route) at `pathname` reads (its `query`); none for a
 * path of neither.
 * A client navigation's data request (`/events.data`, `/_root.data`) is the page's path.
 */
export function queryOf(pathname: string): readonly string[] {
  return routeOf(pathname).query;
}

export const PAGE_BY_ID = Object.fromEntries(PAGES.map((p) => [p.id, p])) as Record<PageId, PageDef>;

export const SERVICE_MENU: PageId[] = ['serviceTracking', 'serviceLive', 'serviceVideo', 'serviceMedia'];
export const PRODUCT_MENU: PageId[] = [
  'productTracking',
  'productTracking3D',
  'productGrades',
  'productTraining',
  'productTracer',
  'productWinds',
  'productYb',
  'productEots',
  'productCloudAlbum',
];

/** the path of a page without parameters in a language (falls back to the Chinese path) */
export function pagePath(id: PageId, lang: 'zh' | 'en'): string {
  const page = PAGE_BY_ID[id];
  return (lang === 'en' && page.en) || page.zh;
}

/**
 * The twin of a path in the other language, for the language switch and hreflang:
 * `/events` ↔ `/events-en`, `/blog-details/x` ↔ `/blog-details-en/x`; null when the page has none.
 */
export function twinPath(pathname: string): { zh: string; en: string } | null {
  const [, first = '', ...rest] = pathname.split('/');
  const tail = rest.length ? `/${rest.join('/')}` : '';
  for (const page of PAGES) {
    if (!page.en || page.id === 'indexEn') continue;
    const [, zhFirst, ...params] = page.zh.split('/');
    const enFirst = page.en.split('/')[1];
    // the rest of the path must be the page's own parameters (e.g. /blog-details/{newsCd})
    if (rest.length > params.length) continue;
    // and its fixed segments (/events/notices/{eventCd} is not /events/detail/{eventCd})
    if (params.some((seg, i) => !seg.startsWith(':') && rest[i] !== seg)) continue;
    if (first === zhFirst || first === enFirst) return { zh: `/${zhFirst}${tail}`, en: `/${enFirst}${tail}` };
  }
  if (first === 'index-en') return { zh: '/', en: '/index-en' };
  return null;
}
