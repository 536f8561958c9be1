/**
 * The language switch: on a page with an English twin it goes to the twin; elsewhere it sets
 * the `lang` cookie and renders the page again. Either way the cookie remembers the choice.
 * Without JavaScript it is a plain link to /lang?to=…&next=…, which does the same on the server.
 */
import { useLocation } from 'react-router';
import { useTranslation } from '../i18n';
import type { Lang } from '../../shared/lang';
import { twinPath } from '../lib/pages';

export function switchTarget(pathname: string, search: string, to: Lang): string {
  const twin = twinPath(pathname);
  return (twin ? twin[to] : pathname) + search;
}

export function LanguageSwitch({ lang, className }: { lang: Lang; className?: string }) {
  const { t } = useTranslation();
  const location = useLocation();
  const to: Lang = lang === 'zh' ? 'en' : 'zh';
  const target = switchTarget(location.pathname, location.search, to);
  const href = `/lang?to=${to}&next=${encodeURIComponent(target)}`;
  return (
    <a
      className={className}
      href={href}
      hrefLang={to === 'en' ? 'en' : 'zh-CN'}
      lang={to === 'en' ? 'en' : 'zh-CN'}
      aria-label={t('nav.switchToLabel')}
      onClick={(e) => {
        e.preventDefault();
        document.cookie = `lang=${to}; path=/; max-age=31536000; samesite=lax`;
        // a full load: the page is rendered on the server in the new language
        window.location.assign(target);
      }}
    >
      {t('nav.switchTo')}
    </a>
  );
}
