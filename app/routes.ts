/**
 * The route table (docs/product.md §2 and the pages the spec does not show), built from app/lib/pages.ts.
 * Route ids are `{pageId}` for the Chinese path, `{pageId}-en` for the English twin and
 * `{pageId}-alias-{n}` for the other paths of the same page.
 */
import { type RouteConfig, layout, route } from '@react-router/dev/routes';
import { CONSOLE_ROUTES, FILE_ROUTES, PAGES, type PageId } from './lib/pages';

/** the module of each page */
const FILES: Record<PageId, string> = {
  home: 'routes/home.tsx',
  about: 'routes/about.tsx',
  videos: 'routes/videos.tsx',
  indexEn: 'routes/index-en.tsx',
  events: 'routes/events.tsx',
  eventDetail: 'routes/event-detail.tsx',
  level: 'routes/level.tsx',
  competitor: 'routes/competitor.tsx',
  blogList: 'routes/blog-list.tsx',
  news: 'routes/news-list.tsx',
  blogDetails: 'routes/blog-details.tsx',
  newsDetail: 'routes/news-detail.tsx',
  contact: 'routes/contact.tsx',
  serviceTracking: 'routes/service-tracking.tsx',
  serviceLive: 'routes/service-live.tsx',
  serviceVideo: 'routes/service-video.tsx',
  serviceMedia: 'routes/service-media.tsx',
  productTracking: 'routes/product-tracking.tsx',
  productTrackingChangelog: 'routes/product-tracking-changelog.tsx',
  productTracking3D: 'routes/product-page.tsx',
  productGrades: 'routes/product-page.tsx',
  productTraining: 'routes/product-page.tsx',
  productTracer: 'routes/product-page.tsx',
  productWinds: 'routes/product-page.tsx',
  productYb: 'routes/product-page.tsx',
  productEots: 'routes/product-page.tsx',
  productCloudAlbum: 'routes/product-page.tsx',
  faq: 'routes/faq.tsx',
  hearings: 'routes/hearings.tsx',
  entries: 'routes/entries.tsx',
  eventNotices: 'routes/event-notices.tsx',
};

/** the module of each route that is not a page (the list, with the query each reads, is in app/lib/pages.ts) */
const FILE_ROUTE_MODULES: Record<(typeof FILE_ROUTES)[number]['path'], string> = {
  '/events/level/:eventCd/:levelCd/results/:format': 'routes/results-files.ts',
  '/robots.txt': 'routes/robots.ts',
  '/sitemap.xml': 'routes/sitemap.ts',
  '/events/calendar.ics': 'routes/events-calendar.ts',
  '/events-en/calendar.ics': 'routes/events-calendar.ts',
  '/events/detail/:eventCd/calendar.ics': 'routes/event-calendar.ts',
  '/events/entries/:eventCd/csv': 'routes/entries-file.ts',
  '/events/notices/:eventCd/feed.xml': 'routes/event-notices-feed.ts',
  '/events-en/notices/:eventCd/feed.xml': 'routes/event-notices-feed-en.ts',
};

/** a console route's module (`id`: a route id of its own, for a module several paths share) */
type ConsoleModule = { file: string; signedIn: boolean; id?: string };

/**
 * the module of each staff console route (the list, with the query each reads, is in
 * app/lib/pages.ts); `signedIn` routes sit in the console's layout, which asks who is signed in
 */
const CONSOLE_MODULES: Record<(typeof CONSOLE_ROUTES)[number]['path'], ConsoleModule> = {
  '/admin': { file: 'console/routes/dashboard.tsx', signedIn: true },
  '/admin/login': { file: 'console/routes/login.tsx', signedIn: false },
  '/admin/logout': { file: 'console/routes/logout.ts', signedIn: false },
  '/admin/events': { file: 'console/routes/events.tsx', signedIn: true },
  '/admin/events/new': { file: 'console/routes/event-new.tsx', signedIn: true },
  '/admin/events/:eventCd': { file: 'console/routes/event.tsx', signedIn: true },
  '/admin/events/:eventCd/media': { file: 'console/routes/event-media.tsx', signedIn: true },
  // outside the console's frame: the public page as visitors see it, with the site's header and footer
  '/admin/events/:eventCd/preview': { file: 'console/routes/event-preview.tsx', signedIn: false },
  '/admin/events/:eventCd/notices': { file: 'console/routes/event-notices.tsx', signedIn: true },
  '/admin/audit': { file: 'console/routes/audit.tsx', signedIn: true },
  '/admin/events/:eventCd/hearings': { file: 'console/routes/event-hearings.tsx', signedIn: true },
  '/admin/staff': { file: 'console/routes/staff.tsx', signedIn: true },
  '/admin/news': { file: 'console/routes/news-list.tsx', signedIn: true },
  '/admin/news/new': { file: 'console/routes/news-new.tsx', signedIn: true },
  '/admin/news/:newsCd': { file: 'console/routes/news-post.tsx', signedIn: true },
  // outside the console's frame: the public post page as visitors see it
  '/admin/news/:newsCd/preview': { file: 'console/routes/news-preview.tsx', signedIn: false },
  '/admin/site': { file: 'console/routes/site.tsx', signedIn: true },
  // one module over a description of each list (app/console/parts/site-lists.tsx)
  '/admin/site/banners': { file: 'console/routes/site-list.tsx', signedIn: true, id: 'console-site-banners' },
  '/admin/site/partners': { file: 'console/routes/site-list.tsx', signedIn: true, id: 'console-site-partners' },
  '/admin/site/videos': { file: 'console/routes/site-list.tsx', signedIn: true, id: 'console-site-videos' },
  '/admin/site/statistics': { file: 'console/routes/site-statistics.tsx', signedIn: true },
  '/admin/site/config': { file: 'console/routes/site-config.tsx', signedIn: true },
  // outside the console's frame: a section as the public page shows it, with the site's header and footer
  '/admin/site/preview': { file: 'console/routes/site-preview.tsx', signedIn: false },
  '/admin/messages': { file: 'console/routes/messages.tsx', signedIn: true },
  // a CSV file (a resource route): outside the console's frame
  '/admin/messages/export': { file: 'console/routes/messages-export.ts', signedIn: false },
  '/admin/levels/:levelCd/results': { file: 'console/routes/level-results.tsx', signedIn: true },
  '/admin/levels/:levelCd/entries': { file: 'console/routes/level-entries.tsx', signedIn: true },
};
const consoleRoute = (r: (typeof CONSOLE_ROUTES)[number]) => {
  const { file, id } = CONSOLE_MODULES[r.path];
  return id ? route(r.path.slice(1), file, { id }) : route(r.path.slice(1), file);
};

const pageRoutes = PAGES.flatMap((page) => {
  const file = FILES[page.id];
  const routes = [];
  if (page.id !== 'indexEn') routes.push(route(page.zh, file, { id: page.id }));
  if (page.en) routes.push(route(page.en, file, { id: `${page.id}-en` }));
  (page.aliases ?? []).forEach((alias, i) => routes.push(route(alias, file, { id: `${page.id}-alias-${i}` })));
  return routes;
});

export default [
  ...pageRoutes,
  ...FILE_ROUTES.map((r) =>
    // the English twin of the events calendar is the same module: a route id of its own
    r.path === '/events-en/calendar.ics'
      ? route(r.path.slice(1), FILE_ROUTE_MODULES[r.path], { id: 'events-calendar-en' })
      : route(r.path.slice(1), FILE_ROUTE_MODULES[r.path]),
  ),
  ...CONSOLE_ROUTES.filter((r) => !CONSOLE_MODULES[r.path].signedIn).map(consoleRoute),
  layout('console/routes/layout.tsx', CONSOLE_ROUTES.filter((r) => CONSOLE_MODULES[r.path].signedIn).map(consoleRoute)),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
