/**
 * The post page, /blog-details/{newsCd} and /blog-details-en/{newsCd} (newsCd may also come as
 * the query `?newsCd=`; docs/product.md §2 (News)): the post's HTML, an author box, Previous Post / Next
 * Post cycling with wrap-around through the list the visitor came from (its type is in the URL,
 * `?type=2`, else the post's own type), and the way back to that list. An unknown or
 * unpublished post is a 404 in the visitor's language.
 */
import { otherLang } from '../../shared/text-language';
import { data } from 'react-router';
import type { Route } from './+types/blog-details';
import { CODE_PATTERN } from '../../shared/api';
import { pathLang, resolveRequestLang } from '../../shared/lang';
import { serverApi } from '../lib/server-api';
import { pageSeo } from '../lib/page-meta.server';
import { postSeo } from '../features/news/lib/post-seo.server';
import { seoMeta } from '../lib/seo';
import { neighboursOf } from '../features/news/lib/neighbours';
import { loadListContext, loadPost } from '../features/news/lib/load.server';
import { inLang } from '../features/news/lib/summary';
import { blogListHref, blogPostHref, parseType, typeTab } from '../features/news/lib/paths';
import { NewsPost } from '../features/news/components/news-post';
import { NewsAuthor } from '../features/news/components/news-author';
import { NewsPostNav } from '../features/news/components/news-post-nav';
import { NewsSidebar } from '../features/news/components/news-sidebar';

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const variant = pathLang(url.pathname) ?? 'zh';
  const newsCd = params.newsCd ?? url.searchParams.get('newsCd') ?? '';
  if (!CODE_PATTERN.test(newsCd)) throw data(null, { status: 404 });
  const api = serverApi(context);
  const askedType = parseType(url.searchParams.get('type'));
  // the page's language (its path, else the visitor's choice): an English page shows English titles where a post has one
  const lang = resolveRequestLang(request);

  const [lookup, askedList] = await Promise.all([
    loadPost(api, newsCd),
    askedType ? loadListContext(api, askedType, lang) : Promise.resolve(null),
  ]);
  if (lookup.status === 'missing') throw data(null, { status: 404 });
  if (lookup.status === 'failed') {
    const seo = pageSeo(request, 'blogDetails', { noindex: true });
    // the API could not answer: the empty state (docs/product.md §8); the server keeps no copy of the page
    return { seo, post: null, nav: null };
  }
  const post = inLang(lookup.post, lang);

  // the list the visitor came from; when the post is not in it, the post's own type
  let listType = askedType ?? post.type;
  let list = askedType ? askedList : await loadListContext(api, post.type, lang);
  if (askedType && askedType !== post.type && !list?.some((n) => n.newsCd === newsCd)) {
    listType = post.type;
    list = await loadListContext(api, post.type, lang);
  }
  const around = list ? neighboursOf(list, (n) => n.newsCd, newsCd) : null;
  const link = (n: { newsCd: string; title: string }) => ({
    href: blogPostHref(variant, n.newsCd, listType),
    title: n.title,
    ...(otherLang(n.title, lang) ? { lang: otherLang(n.title, lang)! } : {}),
  });
  const nav = {
    prev: around ? link(around.prev) : null,
    next: around ? link(around.next) : null,
    alone: !!list && !around && list.some((n) => n.newsCd === newsCd),
    backHref: blogListHref(variant, typeTab(listType)),
  };

  const seo = postSeo(request, 'blogDetails', lookup.post, {
    zh: blogPostHref('zh', post.newsCd),
    en: blogPostHref('en', post.newsCd),
  });
  return { seo, post, nav };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function BlogDetails({ loaderData }: Route.ComponentProps) {
  const { seo, post, nav } = loaderData;
  return (
    <NewsPost post={post} title={seo.title} time="date" byline aside={<NewsSidebar lang={seo.lang} />}>
      <NewsAuthor lang={seo.lang} />
      {nav ? <NewsPostNav prev={nav.prev} next={nav.next} alone={nav.alone} backHref={nav.backHref} /> : null}
    </NewsPost>
  );
}
