/** One i18next instance per render (server) or per page load (browser), in one language. */
import i18next, { type i18n } from 'i18next';
import type { Lang } from '../../shared/lang';
import type { Messages } from './en';

export async function loadMessages(lang: Lang): Promise<Messages> {
  return lang === 'en' ? (await import('./en')).default : (await import('./zh')).default;
}

export function createI18n(lang: Lang, messages: Messages): i18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng: lang,
    fallbackLng: false,
    resources: { [lang]: { translation: messages } },
    interpolation: { escapeValue: false }, // React escapes
    initAsync: false,
    returnNull: false,
  });
  return instance;
}
