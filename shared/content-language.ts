/**
 * The language of content (docs/decisions/0017-language-of-content.md): text entered by staff or
 * imported from a scoring program is often bilingual in one string ("临时成绩 · Provisional
 * Results", "本级别不去掉成绩。 No discard in this class."). A page shows the part in its own
 * language when there is one, and the other part, marked with its language, only when there is not.
 * Linear scans only (no backtracking patterns): titles and notes come from imports.
 */
import type { Lang } from './lang.js';
import { HAN } from './text-language.js';

// a whole text's language (also used without the splitting below)
export { hasChinese, otherLang } from './text-language.js';

/** CJK punctuation and full-width forms that close a Chinese part ("。", "）", "：", …) */
const CJK_PUNCT = /[\u3000-\u303f\uff00-\uffef]/u;
const LATIN = /[A-Za-z]/;

export interface Bilingual {
  /** the Chinese part (null when the text has no Chinese) */
  zh: string | null;
  /** the English part (null when the text has no part without Chinese after the Chinese one) */
  en: string | null;
}

function isCjk(ch: string): boolean {
  return HAN.test(ch) || CJK_PUNCT.test(ch);
}

/** separators between the two parts of a bilingual string (with spaces around them) */
const SEPARATORS = ['·', '/', '|', '-', '–', '—'];

/**
 * Splits "中文 … English …" into its two parts. The English part is what follows the last Chinese
 * character when it is set off (a space after sentence punctuation such as "。" or "）", or a
 * separator " · ", " / ", " | ") and has Latin words; anything else stays one Chinese text (so
 * "全运会 ILCA 7" is not split). A text without Chinese is English only.
 */
export function splitBilingual(text: string): Bilingual {
  const s = text.trim();
  if (s === '') return { zh: null, en: null };
  let last = -1;
  for (let i = 0; i < s.length; i++) if (isCjk(s[i]!)) last = i;
  if (last === -1) return { zh: null, en: s };
  const rest = s.slice(last + 1);
  const head = s.slice(0, last + 1);
  const restTrim = rest.trim();
  if (restTrim === '' || !LATIN.test(restTrim)) return englishFirst(s) ?? { zh: s, en: null };
  // a separator right after the Chinese: "… 成绩 · Final Results"
  const sep = SEPARATORS.find((x) => restTrim.startsWith(`${x} `));
  if (sep && rest.startsWith(' ')) {
    return { zh: head.trim(), en: restTrim.slice(sep.length).trim() || null };
  }
  // a sentence or a bracket closed in Chinese punctuation, then a space: "…总分。 No discard…"
  if (CJK_PUNCT.test(s[last]!) && /^\s/.test(rest)) return { zh: head.trim(), en: restTrim };
  return englishFirst(s) ?? { zh: s, en: null };
}

/** "Final Results · 最终成绩", "No discard. 不去掉成绩。": English set off before the Chinese */
function englishFirst(s: string): Bilingual | null {
  let first = -1;
  for (let i = 0; i < s.length; i++) {
    if (isCjk(s[i]!)) {
      first = i;
      break;
    }
  }
  const head = s.slice(0, first);
  const headTrim = head.trim();
  if (first <= 0 || !LATIN.test(headTrim) || !/\s$/.test(head)) return null;
  const sep = SEPARATORS.find((x) => headTrim.endsWith(` ${x}`));
  if (sep) return { en: headTrim.slice(0, -sep.length).trim(), zh: s.slice(first).trim() };
  if (/[.!?)]$/.test(headTrim)) return { en: headTrim, zh: s.slice(first).trim() };
  return null;
}

export interface Shown {
  text: string;
  /** the BCP 47 tag to mark the text with when it is not in the page's language; null when it is */
  lang: 'zh-CN' | 'en' | null;
}

/**
 * What a page in `lang` shows of `text`: its own part when there is one, else the other part
 * marked with its language (never both, never a silent mix).
 */
export function inLanguage(text: string, lang: Lang): Shown {
  const { zh, en } = splitBilingual(text);
  if (lang === 'en') {
    if (en !== null) return { text: en, lang: null };
    return { text: zh ?? '', lang: zh ? 'zh-CN' : null };
  }
  if (zh !== null) return { text: zh, lang: null };
  return { text: en ?? '', lang: en ? 'en' : null };
}

/** the division and group values scoring programs write, in both languages */
const GROUP_WORDS: [zh: string, en: string][] = [
  ['男子组', 'Boys'],
  ['女子组', 'Girls'],
  ['男子', 'Men'],
  ['女子', 'Women'],
  ['公开组', 'Open'],
  ['混合组', 'Mixed'],
  ['青年组', 'Youth'],
  ['少年组', 'Junior'],
  ['元老组', 'Masters'],
  ['金组', 'Gold'],
  ['银组', 'Silver'],
  ['铜组', 'Bronze'],
  ['黄组', 'Yellow'],
  ['蓝组', 'Blue'],
  ['红组', 'Red'],
];
const GROUP_ZH = new Map(GROUP_WORDS.map(([zh, en]) => [en.toLowerCase(), zh]));
const GROUP_EN = new Map(GROUP_WORDS.map(([zh, en]) => [zh, en]));

/**
 * A group's value (a division, a fleet) as a page in `lang` shows it: the common words
 * translated ("Boys" → "男子组"), bilingual values split, anything else as entered and marked.
 */
export function groupValue(value: string, lang: Lang): Shown {
  const v = value.trim();
  if (lang === 'zh') {
    const zh = GROUP_ZH.get(v.toLowerCase());
    if (zh) return { text: zh, lang: null };
  } else {
    const en = GROUP_EN.get(v);
    if (en) return { text: en, lang: null };
  }
  return inLanguage(v, lang);
}

/**
 * The name of the grouping field as a label: the site's own word (`fallback`, "组别" / "Group")
 * unless the stored name is in the page's language.
 */
export function groupFieldName(name: string | null | undefined, lang: Lang, fallback: string): string {
  if (!name) return fallback;
  const { zh, en } = splitBilingual(name);
  const own = lang === 'zh' ? zh : en;
  return own ?? fallback;
}
