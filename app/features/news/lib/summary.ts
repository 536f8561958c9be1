/** What a list shows of a news item: no content, only its excerpt (made once, where the item is loaded). */
import type { News } from '../../../../shared/api';
import type { Lang } from '../../../../shared/lang';
import { hasChinese, otherLang } from '../../../../shared/text-language';
import { formatDate } from '../../../lib/format';
import { EXCERPT_LENGTH, newsExcerpt } from './excerpt';

export interface NewsSummary {
  newsCd: string;
  title: string;
  thumbUrl: string | null;
  /** YYYY-MM-DD */
  date: string;
  type: number;
  /** 100 characters of the text plus an ellipsis */
  excerpt: string;
  /**
   * the post's language when it is not the page's (an English-only post on a Chinese page 'en', a
   * Chinese-only one on an English page 'zh-CN'): its title is marked with it and the list says so
   * (decision 0017); null when the post is in the page's language
   */
  otherLang: 'zh-CN' | 'en' | null;
}

/**
 * the body a page in `lang` shows: the English page the English body, or the body itself when it
 * has no Chinese (a post written in English in the main field); null when there is none
 */
export function newsBody(news: { content: string; contentEn?: string | null }, lang: Lang): string | null {
  if (lang === 'zh') return news.content;
  if (news.contentEn) return news.contentEn;
  return news.content && !hasChinese(news.content) ? news.content : null;
}

/** the title a page in `lang` shows: an English page the English title where the post has one */
export function newsTitle(news: { title: string; titleEn?: string | null }, lang: Lang): string {
  return lang === 'en' && news.titleEn ? news.titleEn : news.title;
}

/** the post with the title of a page in `lang` as its `title` (lists, cards, post page, head, breadcrumb) */
export function inLang<T extends { title: string; titleEn?: string | null }>(news: T, lang: Lang): T {
  const title = newsTitle(news, lang);
  return title === news.title ? news : { ...news, title };
}

/** `excerptLength`: the characters of the excerpt (the lists' 100 unless a card asks fewer) */
export function toSummary(news: News, lang: Lang, excerptLength: number = EXCERPT_LENGTH): NewsSummary {
  return {
    newsCd: news.newsCd,
    title: newsTitle(news, lang),
    thumbUrl: news.thumbUrl,
    date: formatDate(news.publishTime),
    type: news.type,
    // an English list's excerpt is of the English text: none when the post has none (never the Chinese
    // under an English title; docs/decisions/0017-language-of-content.md)
    excerpt: newsExcerpt(newsBody(news, lang) ?? '', excerptLength),
    otherLang: otherLang(newsTitle(news, lang), lang),
  };
}

/** what tells two items of a list apart (a page that shifted repeats an item) */
export const newsKey = (n: { newsCd: string }): string => n.newsCd;
