/** The head of a news item's page (post page and news detail): one builder for both. */
import type { News } from '../../../../shared/api';
import { messagesOf, pageSeo } from '../../../lib/page-meta.server';
import type { Seo } from '../../../lib/seo';
import { newsExcerpt } from './excerpt';
import { absoluteUrl, isNewsType } from './paths';
import { chinaIso, newsArticleJsonLd } from './seo';
import { inLang } from './summary';

/**
 * its own title (an English page: the English title where the post has one), the excerpt as
 * description, its canonical (and twins), image, time and NewsArticle JSON-LD
 */
export function postSeo(
  request: Request,
  pageId: 'blogDetails' | 'newsDetail',
  news: News,
  /** the page's path, or its Chinese and English twins */
  path: string | { zh: string; en: string },
): Seo {
  const origin = new URL(request.url).origin;
  const base = pageSeo(request, pageId);
  const post = inLang(news, base.lang);
  const m = messagesOf(base.lang);
  // an English page describes the post by its English text, else the page's own description (never the Chinese)
  const description = newsExcerpt(base.lang === 'en' ? (post.contentEn ?? '') : post.content) || base.description;
  const alternates = typeof path === 'string' ? null : { zh: origin + path.zh, en: origin + path.en };
  const canonical = alternates ? alternates[base.lang] : origin + (path as string);
  return {
    ...base,
    title: post.title,
    description,
    canonical,
    alternates,
    image: absoluteUrl(origin, post.thumbUrl),
    type: 'article',
    extra: [
      { property: 'article:published_time', content: chinaIso(post.publishTime) ?? '' },
      newsArticleJsonLd({
        post,
        description,
        canonical,
        origin,
        lang: base.lang,
        siteName: base.siteName,
        section: isNewsType(post.type) ? m.news.types[post.type] : '',
      }),
    ],
  };
}
