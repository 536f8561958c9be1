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
 * The core messages of a language, every page needs them: what the browser loads before
 * hydrating. The server renders with all of them (en.ts, zh.ts, imported by entry.server.tsx
 * only, so the browser's build holds the sections only where their features ask for them).
 */
export async function loadCoreMessages(lang: Lang): Promise<Messages> {
  // the sections the core lacks arrive with the features that show them (registerMessages)
  return (lang === 'en' ? (await import('./core.en')).default : (await import('./core.zh')).default) as Messages;
}

/** the language the server rendered the page in (the browser keeps it until the next document) */
export function documentLang(): Lang {
  return document.documentElement.lang.startsWith('en') ? 'en' : 'zh';
}

const sections: Record<Lang, object[]> = { en: [], zh: [] };

/** a feature's messages in each language, loaded on demand */
export type SectionLoaders = Record<Lang, () => Promise<{ default: object }>>;

/**
 * Makes a feature's own messages known, in the page's language only. Called (and awaited, at
 * the top level) by the feature's `messages/register.ts`, which its components import: a
 * module that shows the messages finishes loading only once they are there, so hydration and
 * client-side navigations (which wait for the route modules) render no missing key and the
 * server's HTML is matched. On the server every section is part of the messages already.
 */
export async function registerMessages(load: SectionLoaders): Promise<void> {
  if (typeof document === 'undefined') return;
  const lang = documentLang();
  const messages = (await load[lang]()).default;
  if (!sections[lang].includes(messages)) sections[lang].push(messages);
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
  return vars ? interpolate(value, vars) : value;
}

/** `{{name}}` (spaces allowed inside the braces) filled in from vars; a placeholder vars lacks stays as it is */
export function interpolate(text: string, vars: Readonly<Record<string, string | number>>): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (m, name: string) =>
    Object.hasOwn(vars, name) ? String(vars[name]) : m,
  );
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
