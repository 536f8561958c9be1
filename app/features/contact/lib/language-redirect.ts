/**
 * Spec §2 screen 14: 300 ms after the contact page opens, a visitor whose chosen site language
 * (the `lang` cookie the language switch sets) is not the page's goes to the other page:
 * /contact → /contact-en for English, /contact-en → /contact for Chinese. The query
 * (`?email=`) goes along. Without a chosen language the page the visitor asked for stays.
 */
import type { Lang } from '../../../../shared/lang';
import { pagePath } from '../../../lib/pages';

export const LANGUAGE_REDIRECT_MS = 300;

/** where to go, or null to stay: `pageLang` is the page's own language (/contact-en: en, /contact: zh) */
export function languageRedirect(pageLang: Lang, chosen: Lang | null, search: string): string | null {
  if (!chosen || chosen === pageLang) return null;
  return pagePath('contact', chosen) + search;
}
