/** Paths of the staff console (app/console/routes/*). */

const enc = encodeURIComponent;

export const CONSOLE_HOME = '/admin';

/** the sign-in page, coming back to `next` afterwards (a console path) */
export function loginPath(next?: string): string {
  return next && next !== CONSOLE_HOME ? `/admin/login?next=${enc(next)}` : '/admin/login';
}

export const consolePaths = {
  home: CONSOLE_HOME,
  logout: '/admin/logout',
  events: '/admin/events',
  newEvent: '/admin/events/new',
  event: (eventCd: string) => `/admin/events/${enc(eventCd)}`,
  eventMedia: (eventCd: string) => `/admin/events/${enc(eventCd)}/media`,
  eventPreview: (eventCd: string) => `/admin/events/${enc(eventCd)}/preview`,
  /** an event's protest hearings and time limits (issue 30) */
  eventHearings: (eventCd: string) => `/admin/events/${enc(eventCd)}/hearings`,
  /** an event's official notice board (issue 30) */
  eventNotices: (eventCd: string) => `/admin/events/${enc(eventCd)}/notices`,
  audit: '/admin/audit',
  /** a class's results: import, check, publish, history */
  levelResults: (levelCd: string) => `/admin/levels/${enc(levelCd)}/results`,
  /** a class's entry list: add, edit, delete, import (issue 31) */
  levelEntries: (levelCd: string) => `/admin/levels/${enc(levelCd)}/entries`,
  staff: '/admin/staff',
  news: '/admin/news',
  newNews: '/admin/news/new',
  newsPost: (newsCd: string) => `/admin/news/${enc(newsCd)}`,
  newsPreview: (newsCd: string) => `/admin/news/${enc(newsCd)}/preview`,
  messages: '/admin/messages',
  messagesExport: '/admin/messages/export',
  /** the home page and site content: an overview, then each section */
  site: '/admin/site',
  siteBanners: '/admin/site/banners',
  sitePartners: '/admin/site/partners',
  siteVideos: '/admin/site/videos',
  siteStatistics: '/admin/site/statistics',
  siteConfig: '/admin/site/config',
  /** a section as the public page will show it (outside the console's frame) */
  sitePreview: '/admin/site/preview',
} as const;
