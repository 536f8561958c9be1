/**
 * The news list, /news (docs/product.md §2 (News), the other variant): every type, newest first, 20 a
 * page with load more (the loaded pages in the URL); each tile shows thumbnail, title, news
 * tag and date and links to /news/details/{newsCd}. Its language comes from the lang cookie
 * or Accept-Language (Chinese by default).
 */
import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { useTranslation } from '../i18n';
import type { Route } from './+types/news-list';
import { serverApi } from '../lib/server-api';
import { pageSeo } from '../lib/page-meta.server';
import { seoMeta } from '../lib/seo';
import { loadNewsPages } from '../features/news/lib/load.server';
import { PAGE_SIZE, isAppendNavigation, newsDetailHref, newsListHref, parsePage } from '../features/news/lib/paths';
import { PageHero } from '../components/page-hero';
import { NewsLayout } from '../features/news/components/news-layout';
import { NewsList } from '../features/news/components/news-list';

const itemHref = (item: { newsCd: string }) => newsDetailHref(item.newsCd);

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const seo = pageSeo(request, 'news');
  const list = await loadNewsPages(serverApi(context), {
    upTo: parsePage(url.searchParams.get('page')),
    pageSize: PAGE_SIZE.news,
    lang: seo.lang,
  });
  // a list that could not be loaded is shown empty (docs/product.md §8); the server keeps no copy of the page
  return { seo, list };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return isAppendNavigation(currentUrl, nextUrl) ? false : defaultShouldRevalidate;
}

export default function NewsListPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { seo, list } = loaderData;
  return (
    <>
      <PageHero eyebrow={t('site.name')} title={seo.title} lead={seo.description} />
      <NewsLayout>
        <NewsList list={list} layout="tiles" pageSize={PAGE_SIZE.news} hrefOf={newsListHref} itemHref={itemHref} />
      </NewsLayout>
    </>
  );
}
