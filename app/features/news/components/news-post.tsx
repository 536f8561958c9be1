/**
 * A post page's body, the one of /blog-details and of /news/details (docs/product.md §2 (News)):
 * the hero (the post's type and title), the article with its meta line (the publish date and
 * the byline on the blog, 'Published' with date and time on the news detail; the type tag) and
 * what follows it, or the empty state when the post could not be loaded.
 */
import type { ReactNode } from 'react';
import type { News } from '../../../../shared/api';
import { useTranslation } from '../../../i18n';
import { formatDate, formatDateTime } from '../../../lib/format';
import { PageHero } from '../../../components/page-hero';
import { otherLang } from '../../../../shared/text-language';
import { blogPostHref, isNewsType } from '../lib/paths';
import { newsBody } from '../lib/summary';
import { PostLanguage } from './post-language';
import { chinaIso } from '../lib/seo';
import { NewsArticle, NewsMeta } from './news-article';
import { NewsTypeTag } from './news-type-tag';
import { NewsEmpty } from './news-empty';
import { NewsLayout } from './news-layout';
import '../messages/register';

export function NewsPost({
  post,
  title,
  time,
  byline = false,
  aside,
  narrow = false,
  before,
  children,
}: {
  /** null: the post could not be loaded (the empty state) */
  post: News | null;
  /** the hero's title when there is no post */
  title: string;
  /** the publish time: the date, or 'Published' with the date and time */
  time: 'date' | 'published';
  /** the fixed author label 'By SailFish' in the meta line */
  byline?: boolean;
  aside?: ReactNode;
  /** one reading column */
  narrow?: boolean;
  /** above the article (e.g. a breadcrumb) */
  before?: ReactNode;
  /** after the article's content */
  children?: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const type = post && isNewsType(post.type) ? t(`news.types.${post.type}`) : null;
  // English pages show the English text, or say the post is in Chinese and link to it: never the
  // Chinese text as if it were English (docs/decisions/0017-language-of-content.md)
  const en = i18n.language === 'en';
  const body = post ? newsBody(post, en ? 'en' : 'zh') : null;
  const html = body ?? '';
  // a post not in the page's language (an English-only post on a Chinese page) is marked as such
  const postLang = post ? otherLang(post.title, en ? 'en' : 'zh') : null;
  const missing =
    post && body === null ? (
      <p role="note">
        {t('news.detail.chineseOnly')}{' '}
        {/* (through /lang, as the language switch: an English visitor's /blog-details would be English again) */}
        <a href={`/lang?to=zh&next=${encodeURIComponent(blogPostHref('zh', post.newsCd))}`} hrefLang="zh-CN">
          {t('news.detail.readChinese')} →
        </a>
      </p>
    ) : null;
  return (
    <>
      <PageHero eyebrow={type ?? t('site.name')} title={post?.title ?? title} titleLang={postLang ?? undefined} />
      <NewsLayout aside={aside} narrow={narrow}>
        {before}
        {post ? (
          <NewsArticle
            title={post.title}
            html={html}
            lang={postLang ?? undefined}
            missing={missing}
            meta={
              <NewsMeta
                items={[
                  time === 'date' ? (
                    <time key="t" dateTime={chinaIso(post.publishTime)}>
                      {formatDate(post.publishTime)}
                    </time>
                  ) : (
                    <span key="t">
                      {t('news.detail.publishedAt')}{' '}
                      <time dateTime={chinaIso(post.publishTime)}>{formatDateTime(post.publishTime)}</time>
                    </span>
                  ),
                  ...(byline ? [t('news.byline')] : []),
                  ...(type ? [<NewsTypeTag key="tag">{type}</NewsTypeTag>] : []),
                  ...(postLang ? [<PostLanguage key="lang" lang={postLang} />] : []),
                ]}
              />
            }
          >
            {children}
          </NewsArticle>
        ) : (
          <NewsEmpty />
        )}
      </NewsLayout>
    </>
  );
}
