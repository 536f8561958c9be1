/**
 * The blog list, /blog-list (Chinese by default) and /blog-list-en (docs/product.md §2 (News)): four tabs
 * (tab 0-3 = type 1-4, in the URL), posts newest first, 35 a page (30 on /blog-list-en), load
 * more with the loaded pages in the URL, and the newsletter / tags / QR sidebar.
 */
import { useCallback } from 'react';
import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { useTranslation } from '../i18n';
import type { Route } from './+types/blog-list';
import { pathLang, resolveRequestLang } from '../../shared/lang';
import { serverApi } from '../lib/server-api';
import { pageSeo } from '../lib/page-meta.server';
import { seoMeta } from '../lib/seo';
import { loadNewsPages } from '../features/news/lib/load.server';
import {
  PAGE_SIZE,
  blogListHref,
  blogPostHref,
  isAppendNavigation,
  parsePage,
  parseTab,
  tabType,
} from '../features/news/lib/paths';
import { PageHero } from '../components/page-hero';
import { NewsLayout } from '../features/news/components/news-layout';
import { NewsTabs } from '../features/news/components/news-tabs';
import { NewsList } from '../features/news/components/news-list';
import { NewsSidebar } from '../features/news/components/news-sidebar';

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  // links stay on this path: /blog-list (35 a page) or its English twin (30 a page)
  const variant = pathLang(url.pathname) ?? 'zh';
  const tab = parseTab(url.searchParams.get('tab'));
  const pageSize = variant === 'en' ? PAGE_SIZE.blogListEn : PAGE_SIZE.blogList;
  const lang = resolveRequestLang(request);
  const list = await loadNewsPages(serverApi(context), {
    type: tabType(tab),
    upTo: parsePage(url.searchParams.get('page')),
    pageSize,
    lang,
  });
  const seo = pageSeo(request, 'blogList');
  // a list that could not be loaded is shown empty (docs/product.md §8); the server keeps no copy of the page
  return { seo, lang, variant, tab, pageSize, list };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return isAppendNavigation(currentUrl, nextUrl) ? false : defaultShouldRevalidate;
}

export default function BlogList({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { seo, lang, variant, tab, pageSize, list } = loaderData;
  const type = tabType(tab);
  const hrefOf = useCallback((page: number) => blogListHref(variant, tab, page), [variant, tab]);
  return (
    <>
      <PageHero eyebrow={t('site.name')} title={seo.title} lead={seo.description} />
      <NewsLayout aside={<NewsSidebar lang={lang} />}>
        <NewsTabs tab={tab} hrefOf={(i) => blogListHref(variant, i)} />
        <NewsList
          list={list}
          layout="cards"
          type={type}
          pageSize={pageSize}
          hrefOf={hrefOf}
          itemHref={(item) => blogPostHref(variant, item.newsCd, type)}
        />
      </NewsLayout>
    </>
  );
}
