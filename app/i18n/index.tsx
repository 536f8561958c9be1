/**
 * Translations for the web app: one language per page, rendered on the server and hydrated
 * with only that language's messages. The API mirrors react-i18next's (`useTranslation()`
 * gives `t` and `i18n.language`; `{{name}}` interpolation), in about 1 KB instead of ~19 KB
 * gzip of i18next + react-i18next: see docs/decisions/0004-own-translation-hook.md.
 */
import { createContext, useContext, type ReactNode } from 'react';
import type { Lang } from '../../shared/lang';
import type { Messages } from './en';

/** every dotted key of the messages whose value is a string, e.g. 'nav.home' */
type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];
export type MessageKey = Leaves<Messages>;

export interface I18n {
  language: Lang;
  messages: Messages;
}

export type TFunction = (key: MessageKey | (string & {}), vars?: Record<string, string | number>) => string;

/**
 * The messages of a language: all of them (the server), or the core every page needs (the
 * browser, before hydrating); features with more register their sections with registerMessages.
 */
export async function loadMessages(lang: Lang, scope: 'all' | 'core' = 'all'): Promise<Messages> {
  if (scope === 'core') {
    // the sections the core lacks arrive with the route modules that use them
    return (lang === 'en' ? (await import('./core.en')).default : (await import('./core.zh')).default) as Messages;
  }
  return lang === 'en' ? (await import('./en')).default : (await import('./zh')).default;
}

const sections: Record<Lang, object[]> = { en: [], zh: [] };

/**
 * Makes a feature's own messages (both languages) known: called by the feature's component
 * modules that show them (e.g. app/features/news/messages/register.ts, imported by each news
 * component), so they travel in the chunks of the pages that use them and no route has to know.
 */
export function registerMessages(en: object, zh: object): void {
  if (sections.en.includes(en)) return;
  sections.en.push(en);
  sections.zh.push(zh);
}

export function createI18n(language: Lang, messages: Messages): I18n {
  return { language, messages };
}

/** the message at a dotted key, with `{{name}}` filled in; the key itself when there is none */
function lookup(source: object, key: string): unknown {
  let value: unknown = source;
  for (const part of key.split('.')) {
    value = value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[part] : undefined;
  }
  return value;
}

export function translate(
  messages: Messages,
  key: string,
  vars?: Record<string, string | number>,
  more: readonly object[] = [],
): string {
  let value = lookup(messages, key);
  for (let i = 0; typeof value !== 'string' && i < more.length; i++) value = lookup(more[i]!, key);
  if (typeof value !== 'string') return key;
  return vars
    ? value.replace(/\{\{\s*(\w+)\s*\}\}/g, (m, name: string) => (name in vars ? String(vars[name]) : m))
    : value;
}

const I18nContext = createContext<I18n | null>(null);

export function I18nProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  return <I18nContext.Provider value={i18n}>{children}</I18nContext.Provider>;
}

export function useTranslation(): { t: TFunction; i18n: I18n } {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error('useTranslation() outside <I18nProvider>');
  return { t: (key, vars) => translate(i18n.messages, key, vars, sections[i18n.language]), i18n };
}
