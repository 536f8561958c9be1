/** Builds a page's head data in its language, on the server (loaders only). */
import { matchPath } from 'react-router';
import { resolveRequestLang, type Lang } from '../../shared/lang';
import en from '../i18n/en';
import zh from '../i18n/zh';
import type { Messages } from '../i18n/en';
import { PAGE_DESCRIPTIONS } from '../i18n/page-descriptions';
import { PAGES, twinPath, type PageDef, type PageId } from './pages';
import type { Seo } from './seo';

export function messagesOf(lang: Lang): Messages {
  return lang === 'en' ? en : zh;
}

/** the page a path belongs to (first match in the page list) */
export function pageForPath(pathname: string): PageDef | undefined {
  const path = pathname === '' ? '/' : pathname;
  return PAGES.find((p) =>
    [p.zh, ...(p.en ? [p.en] : []), ...(p.aliases ?? [])].some((pattern) =>
      matchPath({ path: pattern, end: true }, path),
    ),
  );
}

export function pageSeo(
  request: Request,
  pageId: PageId,
  overrides: Partial<Pick<Seo, 'title' | 'description' | 'image' | 'type' | 'extra' | 'noindex'>> = {},
): Seo {
  const url = new URL(request.url);
  const lang = resolveRequestLang(request);
  const m = messagesOf(lang);
  const twin = twinPath(url.pathname);
  const alternates = twin ? { zh: url.origin + twin.zh + url.search, en: url.origin + twin.en + url.search } : null;
  const canonical = alternates ? alternates[lang] : url.origin + url.pathname + url.search;
  return {
    lang,
    title: m.pages[pageId].title,
    description: PAGE_DESCRIPTIONS[lang][pageId],
    canonical,
    alternates,
    siteName: m.site.name,
    ...overrides,
  };
}
