/**
 * News detail, /news/details/{newsCd} (docs/product.md §2 (News), the detail variant): breadcrumb
 * Home > News > title, the publish time as YYYY-MM-DD HH:mm:ss and the content's HTML. An
 * unknown or unpublished item is a 404 in the visitor's language.
 */
import { otherLang } from '../../shared/text-language';
import { data, Link } from 'react-router';
import { useTranslation } from '../i18n';
import type { Route } from './+types/news-detail';
import { CODE_PATTERN } from '../../shared/api';
import { serverApi } from '../lib/server-api';
import { pageSeo } from '../lib/page-meta.server';
import { postSeo } from '../features/news/lib/post-seo.server';
import { seoMeta } from '../lib/seo';
import { loadPost } from '../features/news/lib/load.server';
import { inLang } from '../features/news/lib/summary';
import { newsDetailHref, newsListHref } from '../features/news/lib/paths';
import { NewsPost } from '../features/news/components/news-post';
import { NewsBreadcrumb } from '../features/news/components/news-breadcrumb';
import styles from '../features/news/components/news-post-nav.module.css';

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const newsCd = params.newsCd;
  if (!CODE_PATTERN.test(newsCd)) throw data(null, { status: 404 });
  const lookup = await loadPost(serverApi(context), newsCd);
  if (lookup.status === 'missing') throw data(null, { status: 404 });
  if (lookup.status === 'failed') {
    // the API could not answer: the empty state (docs/product.md §8); the server keeps no copy of the page
    return { seo: pageSeo(request, 'newsDetail', { noindex: true }), post: null };
  }
  const seo = postSeo(request, 'newsDetail', lookup.post, newsDetailHref(lookup.post.newsCd));
  // an English page shows the English title where the post has one (heading, breadcrumb, head)
  return { seo, post: inLang(lookup.post, seo.lang) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function NewsDetail({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { seo, post } = loaderData;
  const crumbs = [
    { label: t('common.home'), href: '/' },
    { label: t('nav.news'), href: newsListHref() },
    { label: post?.title ?? seo.title, lang: (post && otherLang(post.title, seo.lang)) || undefined },
  ];
  return (
    <NewsPost post={post} title={seo.title} time="published" narrow before={<NewsBreadcrumb items={crumbs} />}>
      <p className={styles.back}>
        <Link className="btn btn-secondary" to={newsListHref()}>
          {t('news.detail.back')}
        </Link>
      </p>
    </NewsPost>
  );
}
