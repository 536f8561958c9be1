/**
 * Which language a request is answered in (used by the server's page cache and the web app):
 * a route's `-en` twin means English; otherwise the `lang` cookie set by the switch; otherwise
 * Accept-Language; default Chinese.
 */
export type Lang = 'zh' | 'en';
export const LANG_COOKIE = 'lang';
export const LANGS: readonly Lang[] = ['zh', 'en'];

/** paths whose language is fixed by the path itself: the English twins (`-en`) */
export function pathLang(pathname: string): Lang | null {
  // a client navigation fetches `/events-en.data`: same page, same language
  const first = (pathname.split('/')[1] ?? '').replace(/\.data$/, '');
  return /-en$/.test(first) ? 'en' : null;
}

export function cookieLang(cookieHeader: string | null | undefined): Lang | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(';')) {
    const [k, v] = part.split('=').map((s) => s.trim());
    if (k === LANG_COOKIE && (v === 'zh' || v === 'en')) return v;
  }
  return null;
}

/** the first of zh/en in Accept-Language by quality; null when neither is listed */
export function acceptLang(header: string | null | undefined): Lang | null {
  if (!header) return null;
  const ranked = header
    .split(',')
    .map((part, i) => {
      const [tag = '', ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const quality = q ? Number(q.slice(2)) : 1;
      return { tag, quality: Number.isFinite(quality) ? quality : 0, i };
    })
    .filter((x) => x.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.i - b.i);
  for (const { tag } of ranked) {
    if (tag === 'zh' || tag.startsWith('zh-')) return 'zh';
    if (tag === 'en' || tag.startsWith('en-')) return 'en';
  }
  return null;
}

export function resolveLang(pathname: string, cookieHeader?: string | null, acceptLanguage?: string | null): Lang {
  return pathLang(pathname) ?? cookieLang(cookieHeader) ?? acceptLang(acceptLanguage) ?? 'zh';
}

export function resolveRequestLang(request: Request): Lang {
  const url = new URL(request.url);
  return resolveLang(url.pathname, request.headers.get('cookie'), request.headers.get('accept-language'));
}
