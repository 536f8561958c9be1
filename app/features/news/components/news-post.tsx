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
import { isNewsType } from '../lib/paths';
import { chinaIso } from '../lib/seo';
import { NewsArticle, NewsMeta, NewsTypeTag } from './news-article';
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
  const { t } = useTranslation();
  const type = post && isNewsType(post.type) ? t(`news.types.${post.type}`) : null;
  return (
    <>
      <PageHero eyebrow={type ?? t('site.name')} title={post?.title ?? title} />
      <NewsLayout aside={aside} narrow={narrow}>
        {before}
        {post ? (
          <NewsArticle
            title={post.title}
            html={post.content}
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
