/**
 * The news list, /news (docs/product.md §2 (News), the other variant): every type, newest first, 20 a
 * page with load more (the loaded pages in the URL); each tile shows thumbnail, title, news
 * tag and date and links to /news/details/{newsCd}. Its language comes from the lang cookie
 * or Accept-Language (Chinese by default).
 */
import { useCallback, useRef } from 'react';
import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { useTranslation } from '../i18n';
import type { Route } from './+types/news-list';
import { serverApi } from '../lib/server-api';
import { pageSeo } from '../lib/page-meta.server';
import { seoMeta } from '../lib/seo';
import { loadNewsPages } from '../features/news/lib/load.server';
import { PAGE_SIZE, isAppendNavigation, newsDetailHref, newsListHref, parsePage } from '../features/news/lib/paths';
import { useFocusAppended, useNewsList } from '../features/news/lib/use-news-list';
import { PageHero } from '../components/page-hero';
import { NewsLayout } from '../features/news/components/news-layout';
import { NewsTile } from '../features/news/components/news-tile';
import { NewsEmpty } from '../features/news/components/news-empty';
import { NewsLoadMore } from '../features/news/components/news-load-more';
import styles from '../features/news/components/news-layout.module.css';
import newsEn from '../features/news/messages/news.en';
import newsZh from '../features/news/messages/news.zh';
import { registerMessages } from '../i18n';

registerMessages(newsEn, newsZh);

const QUERY = { pageSize: PAGE_SIZE.news };

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const list = await loadNewsPages(serverApi(context), {
    upTo: parsePage(url.searchParams.get('page')),
    pageSize: PAGE_SIZE.news,
  });
  const seo = pageSeo(request, 'news');
  // a list that could not be loaded is shown empty (docs/product.md §8); the server keeps no copy of the page
  return { seo, list };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return isAppendNavigation(currentUrl, nextUrl) ? false : defaultShouldRevalidate;
}

export default function NewsList({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { seo, list } = loaderData;
  const hrefOf = useCallback((page: number) => newsListHref(page), []);
  const { state, more, loadMore, appendedFrom } = useNewsList(list, QUERY, hrefOf);
  const listRef = useRef<HTMLOListElement>(null);
  useFocusAppended(appendedFrom, listRef);
  return (
    <>
      <PageHero eyebrow={t('site.name')} title={seo.title} lead={seo.description} />
      <NewsLayout>
        <section aria-labelledby="news-list-title">
          <h2 id="news-list-title" className="visually-hidden">
            {t('news.listLabel')}
          </h2>
          {state.items.length === 0 ? (
            <NewsEmpty />
          ) : (
            <ol className={styles.tiles} ref={listRef} aria-busy={state.loading || undefined}>
              {state.items.map((item, i) => (
                <li key={item.newsCd} data-news-item="">
                  <NewsTile item={item} href={newsDetailHref(item.newsCd)} eager={i < 3} />
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
