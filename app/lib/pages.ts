/**
 * The site's pages: route ids, the Chinese and English paths, and where each sits in the
 * navigation. One list drives the route table, the language switch (twins), hreflang links,
 * the menus and the sitemap.
 */
export type PageId =
  | 'home'
  | 'indexEn'
  | 'about'
  | 'events'
  | 'eventDetail'
  | 'level'
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
  | 'faq';

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
}

export const PAGES: PageDef[] = [
  { id: 'home', zh: '/', aliases: ['/home', '/index'] },
  { id: 'indexEn', zh: '/', en: '/index-en' },
  { id: 'about', zh: '/about', en: '/about-en' },
  { id: 'events', zh: '/events', en: '/events-en' },
  {
    id: 'eventDetail',
    zh: '/events/detail/:eventCd?',
    aliases: ['/events/detail_nb/:eventCd', '/events/detail_wf/:eventCd'],
    dynamic: true,
  },
  {
    id: 'level',
    zh: '/events/level/:eventCd?/:levelCd?',
    aliases: ['/events/level_wf/:eventCd?/:levelCd?', '/events/level_nb/:eventCd?/:levelCd?'],
    dynamic: true,
  },
  { id: 'blogList', zh: '/blog-list', en: '/blog-list-en' },
  { id: 'news', zh: '/news' },
  { id: 'blogDetails', zh: '/blog-details/:newsCd?', en: '/blog-details-en/:newsCd?', dynamic: true },
  { id: 'newsDetail', zh: '/news/details/:newsCd', dynamic: true },
  { id: 'contact', zh: '/contact', en: '/contact-en' },
  { id: 'serviceTracking', zh: '/service-tracking', en: '/service-tracking-en' },
  { id: 'serviceLive', zh: '/service-live', en: '/service-live-en' },
  { id: 'serviceVideo', zh: '/service-video', en: '/service-video-en' },
  { id: 'serviceMedia', zh: '/service-media', en: '/service-media-en' },
  { id: 'productTracking', zh: '/product-tracking', en: '/product-tracking-en' },
  { id: 'productTrackingChangelog', zh: '/product-tracking-changelog', en: '/product-tracking-changelog-en' },
  { id: 'productTracking3D', zh: '/product-tracking3D', en: '/product-tracking3D-en' },
  { id: 'productGrades', zh: '/product-grades', en: '/product-grades-en' },
  { id: 'productTraining', zh: '/product-training', en: '/product-training-en' },
  { id: 'productTracer', zh: '/product-tracer', en: '/product-tracer-en' },
  { id: 'productWinds', zh: '/product-winds', en: '/product-winds-en' },
  { id: 'productYb', zh: '/product-yb', en: '/product-yb-en' },
  { id: 'productEots', zh: '/product-eots', en: '/product-eots-en' },
  { id: 'productCloudAlbum', zh: '/product-cloud-album', en: '/product-cloud-album-en' },
  { id: 'videos', zh: '/videos', en: '/videos-en' },
  { id: 'faq', zh: '/faq', en: '/faq-en' },
];

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
    if (first === zhFirst || first === enFirst) return { zh: `/${zhFirst}${tail}`, en: `/${enFirst}${tail}` };
  }
  if (first === 'index-en') return { zh: '/', en: '/index-en' };
  return null;
}
