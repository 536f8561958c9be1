/**
 * News detail, /news/details/{newsCd} (docs/product.md §2 (News), the detail variant): breadcrumb
 * Home > News > title, the publish time as YYYY-MM-DD HH:mm:ss and the content's HTML. An
 * unknown or unpublished item is a 404 in the visitor's language.
 */
import { data, Link } from 'react-router';
import { useTranslation } from '../i18n';
import type { Route } from './+types/news-detail';
import { CODE_PATTERN } from '../../shared/api';
import { serverApi } from '../lib/server-api';
import { pageSeo } from '../lib/page-meta.server';
import { postSeo } from '../features/news/lib/post-seo.server';
import { seoMeta } from '../lib/seo';
import { formatDateTime } from '../lib/format';
import { loadPost } from '../features/news/lib/load.server';
import { isNewsType, newsDetailHref, newsListHref } from '../features/news/lib/paths';
import { chinaIso } from '../features/news/lib/seo';
import { PageHero } from '../components/page-hero';
import { NewsLayout } from '../features/news/components/news-layout';
import { NewsArticle, NewsMeta, NewsTypeTag } from '../features/news/components/news-article';
import { NewsBreadcrumb } from '../features/news/components/news-breadcrumb';
import { NewsEmpty } from '../features/news/components/news-empty';
import styles from '../features/news/components/news-post-nav.module.css';
import newsEn from '../features/news/messages/news.en';
import newsZh from '../features/news/messages/news.zh';
import { registerMessages } from '../i18n';

registerMessages(newsEn, newsZh);

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const newsCd = params.newsCd;
  if (!CODE_PATTERN.test(newsCd)) throw data(null, { status: 404 });
  const lookup = await loadPost(serverApi(context), newsCd);
  if (lookup.status === 'missing') throw data(null, { status: 404 });
  if (lookup.status === 'failed') {
    // the API could not answer: the empty state (docs/product.md §8); the server keeps no copy of the page
    return { seo: pageSeo(request, 'newsDetail', { noindex: true }), post: null };
  }
  const { post } = lookup;
  const seo = postSeo(request, 'newsDetail', post, newsDetailHref(post.newsCd));
  return { seo, post };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function NewsDetail({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { seo, post } = loaderData;
  const crumbs = [
    { label: t('common.home'), href: '/' },
    { label: t('nav.news'), href: newsListHref() },
    { label: post?.title ?? seo.title },
  ];
  return (
    <>
      <PageHero
        eyebrow={post && isNewsType(post.type) ? t(`news.types.${post.type}`) : t('site.name')}
        title={post?.title ?? seo.title}
      />
      <NewsLayout narrow>
        <NewsBreadcrumb items={crumbs} />
        {post ? (
          <NewsArticle
            title={post.title}
            html={post.content}
            meta={
              <NewsMeta
                items={[
                  <span key="t">
                    {t('news.detail.publishedAt')}{' '}
                    <time dateTime={chinaIso(post.publishTime)}>{formatDateTime(post.publishTime)}</time>
                  </span>,
                  ...(isNewsType(post.type)
                    ? [<NewsTypeTag key="tag">{t(`news.types.${post.type}`)}</NewsTypeTag>]
                    : []),
                ]}
              />
            }
          >
            <p className={styles.back}>
              <Link className="btn btn-secondary" to={newsListHref()}>
                {t('news.detail.back')}
              </Link>
            </p>
          </NewsArticle>
        ) : (
          <NewsEmpty />
        )}
      </NewsLayout>
    </>
  );
}
