/**
 * The blog list, /blog-list (Chinese by default) and /blog-list-en (docs/product.md §2 (News)): four tabs
 * (tab 0-3 = type 1-4, in the URL), posts newest first, 35 a page (30 on /blog-list-en), load
 * more with the loaded pages in the URL, and the newsletter / tags / QR sidebar.
 */
import { useCallback, useRef } from 'react';
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
import { useFocusAppended, useNewsList } from '../features/news/lib/use-news-list';
import { PageHero } from '../components/page-hero';
import { NewsLayout } from '../features/news/components/news-layout';
import { NewsTabs } from '../features/news/components/news-tabs';
import { NewsCard } from '../features/news/components/news-card';
import { NewsEmpty } from '../features/news/components/news-empty';
import { NewsLoadMore } from '../features/news/components/news-load-more';
import { NewsSidebar } from '../features/news/components/news-sidebar';
import styles from '../features/news/components/news-layout.module.css';
import newsEn from '../features/news/messages/news.en';
import newsZh from '../features/news/messages/news.zh';
import { registerMessages } from '../i18n';

registerMessages(newsEn, newsZh);

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  // links stay on this path: /blog-list (35 a page) or its English twin (30 a page)
  const variant = pathLang(url.pathname) ?? 'zh';
  const tab = parseTab(url.searchParams.get('tab'));
  const pageSize = variant === 'en' ? PAGE_SIZE.blogListEn : PAGE_SIZE.blogList;
  const list = await loadNewsPages(serverApi(context), {
    type: tabType(tab),
    upTo: parsePage(url.searchParams.get('page')),
    pageSize,
  });
  const seo = pageSeo(request, 'blogList');
  const lang = resolveRequestLang(request);
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
  const { state, more, loadMore, appendedFrom } = useNewsList(list, { type, pageSize }, hrefOf);
  const listRef = useRef<HTMLOListElement>(null);
  useFocusAppended(appendedFrom, listRef);
  return (
    <>
      <PageHero eyebrow={t('site.name')} title={seo.title} lead={seo.description} />
      <NewsLayout aside={<NewsSidebar lang={lang} />}>
        <NewsTabs tab={tab} hrefOf={(i) => blogListHref(variant, i)} />
        <section aria-labelledby="news-list-title">
          <h2 id="news-list-title" className="visually-hidden">
            {t(`news.types.${type}`)}
          </h2>
          {state.items.length === 0 ? (
            <NewsEmpty />
          ) : (
            <ol className={styles.cards} ref={listRef} aria-busy={state.loading || undefined}>
              {state.items.map((item, i) => (
                <li key={item.newsCd} data-news-item="">
                  <NewsCard item={item} href={blogPostHref(variant, item.newsCd, type)} eager={i < 2} />
                </li>
              ))}
            </ol>
          )}
          <NewsLoadMore
            count={state.items.length}
            total={state.total}
            more={more}
            loading={state.loading}
            nextHref={hrefOf(state.pageNo + 1)}
            onLoadMore={() => void loadMore()}
          />
        </section>
      </NewsLayout>
    </>
  );
}
