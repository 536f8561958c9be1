/**
 * A page's copy described once for both languages: the structure (sections, their order,
 * pictures, icons, figures) is written a single time, and only the words that differ are given
 * as `{ zh, en }`. `inBothLanguages` turns such a description into the `{ zh, en }` pair of
 * whole pages the routes lay out.
 */
import type { Lang } from '../../../../shared/lang';

/** the same value in each language */
export type Bilingual<T> = Record<Lang, T>;

/**
 * A description of T for both languages: at any depth, a part is either written once (the same
 * in both languages) or given as `{ zh, en }` (that part in each language).
 */
export type InBoth<T> =
  Bilingual<T> | (T extends string | number | boolean | null | undefined ? T : { [K in keyof T]: InBoth<T[K]> });

/** `{ zh, en }` and nothing else: the part of a description that differs by language */
function isChoice(value: object): value is Bilingual<unknown> {
  const keys = Object.keys(value);
  return keys.length === 2 && 'zh' in value && 'en' in value;
}

/** the description in one language: every `{ zh, en }` replaced by its `lang` side */
export function inLanguage<T>(description: InBoth<T>, lang: Lang): T {
  return pick(description, lang) as T;
}

function pick(value: unknown, lang: Lang): unknown {
  if (Array.isArray(value)) return value.map((item) => pick(item, lang));
  if (typeof value !== 'object' || value === null) return value;
  if (isChoice(value)) return value[lang];
  return Object.fromEntries(Object.entries(value).map(([key, part]) => [key, pick(part, lang)]));
}

/** the page in each language, from its one description */
export function inBothLanguages<T>(description: InBoth<T>): Bilingual<T> {
  return { zh: inLanguage(description, 'zh'), en: inLanguage(description, 'en') };
}
