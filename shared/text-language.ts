/**
 * The language of a stored text as a whole: Chinese when it has a Chinese character, else English
 * (docs/decisions/0017-language-of-content.md). The pages that only mark a text with its language
 * (a video's title, a news summary, an entry's club) need this and not the splitting of bilingual
 * texts in content-language.ts, which re-exports it: apart, the home page's script does not carry
 * the splitting (issue 29 item 4).
 */
import type { Lang } from './lang.js';

/** a Chinese (Han) character */
export const HAN = /\p{Script=Han}/u;

/** true when the text has a Chinese character (a stored text's language: Chinese, else English) */
export function hasChinese(text: string | null | undefined): boolean {
  return !!text && HAN.test(text);
}

/**
 * The language to mark a text with on a page in `lang` when it is not the page's: a Chinese text
 * on an English page 'zh-CN', a text without Chinese on a Chinese page 'en'; null when it is the page's.
 */
export function otherLang(text: string, lang: Lang): 'zh-CN' | 'en' | null {
  if (text.trim() === '') return null;
  const zh = hasChinese(text);
  if (lang === 'en') return zh ? 'zh-CN' : null;
  return zh ? null : 'en';
}
