/** A news item as a card on the home pages: summary, a short excerpt and its link (made on the server). */
import type { News } from '../../../../shared/api';
import type { Lang } from '../../../../shared/lang';
import { newsExcerpt } from './excerpt';
import { blogPostHref } from './paths';
import { toSummary, type NewsSummary } from './summary';

export interface NewsCardData extends NewsSummary {
  href: string;
}

export function newsCard(news: News, lang: Lang, excerptLength: number): NewsCardData {
  return {
    ...toSummary(news, lang),
    excerpt: newsExcerpt(news.content, excerptLength),
    href: blogPostHref(lang, news.newsCd, news.type),
  };
}
