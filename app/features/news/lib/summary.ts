/** What a list shows of a news item: no content, only its excerpt (made once, where the item is loaded). */
import type { News } from '../../../../shared/api';
import { formatDate } from '../../../lib/format';
import { newsExcerpt } from './excerpt';

export interface NewsSummary {
  newsCd: string;
  title: string;
  thumbUrl: string | null;
  /** YYYY-MM-DD */
  date: string;
  type: number;
  /** 100 characters of the text plus an ellipsis */
  excerpt: string;
}

export function toSummary(news: News): NewsSummary {
  return {
    newsCd: news.newsCd,
    title: news.title,
    thumbUrl: news.thumbUrl,
    date: formatDate(news.publishTime),
    type: news.type,
    excerpt: newsExcerpt(news.content),
  };
}

/** appends items, leaving out any already listed (content published between two loads shifts pages) */
export function appendUnique<T extends { newsCd: string }>(list: readonly T[], more: readonly T[]): T[] {
  const seen = new Set(list.map((n) => n.newsCd));
  return [...list, ...more.filter((n) => !seen.has(n.newsCd) && seen.add(n.newsCd))];
}
