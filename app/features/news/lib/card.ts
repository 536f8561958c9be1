/** A news item as a card on the home pages: summary, a short excerpt and its link (made on the server). */
import type { News } from '../../../../shared/api';
import type { Lang } from '../../../../shared/lang';
import { blogPostHref } from './paths';
import { toSummary, type NewsSummary } from './summary';

export interface NewsCardData extends NewsSummary {
  href: string;
}

/**
 * the card of a post: its summary with an excerpt of `excerptLength` characters, of the body the
 * page's language shows (an English page: the English body, never the Chinese one under an English
 * title; decision 0017), made once
 */
export function newsCard(news: News, lang: Lang, excerptLength: number): NewsCardData {
  return {
    ...toSummary(news, lang, excerptLength),
    href: blogPostHref(lang, news.newsCd, news.type),
  };
}
