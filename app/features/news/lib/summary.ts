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

/** what tells two items of a list apart (a page that shifted repeats an item) */
export const newsKey = (n: { newsCd: string }): string => n.newsCd;
