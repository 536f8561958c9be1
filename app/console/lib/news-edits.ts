/**
 * The console's news post form (docs/admin-console.md "News"): a post as form values, the form
 * values as the admin API's body (shared/admin-news.ts), the list's filters read from the address.
 */
import {
  NEWS_STATES,
  NEWS_TYPES,
  type AdminNews,
  type NewsCreateBody,
  type NewsState,
  type NewsType,
} from '../../../shared/admin-news';
import { checked, optional, text, type FormValues } from './forms';

/** 'YYYY-MM-DD HH:mm:ss' → the value of a datetime-local input with seconds ('YYYY-MM-DDTHH:mm:ss') */
export function publishInput(time: string | null | undefined): string {
  const m = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2})(:\d{2})?/.exec(time ?? '');
  return m ? `${m[1]}T${m[2]}${m[3] ?? ':00'}` : '';
}

export function newsValues(n: AdminNews): FormValues {
  return {
    title: n.title,
    titleEn: n.titleEn ?? '',
    type: String(n.type),
    thumbUrl: n.thumbUrl ?? '',
    publishTime: publishInput(n.publishTime),
    isPublish: n.isPublish ? '1' : '',
    content: n.content,
    contentEn: n.contentEn,
    updatedAt: n.updatedAt,
  };
}

export function newsBody(v: FormValues): NewsCreateBody {
  return {
    title: text(v, 'title'),
    titleEn: optional(v, 'titleEn'),
    type: Number(text(v, 'type')) || 1,
    thumbUrl: optional(v, 'thumbUrl'),
    publishTime: text(v, 'publishTime'),
    isPublish: checked(v, 'isPublish'),
    // (as typed: the server sanitises it)
    content: v.content ?? '',
    contentEn: v.contentEn ?? '',
  };
}

/** the list's search, type and state filters and page, from the address (anything else ignored) */
export function newsListQuery(url: URL): { q: string; type: NewsType | null; state: NewsState | null; page: number } {
  const q = (url.searchParams.get('q') ?? '').trim().slice(0, 200);
  const rawType = Number(url.searchParams.get('type'));
  const type = (NEWS_TYPES as readonly number[]).includes(rawType) ? (rawType as NewsType) : null;
  const rawState = url.searchParams.get('state') ?? '';
  const state = (NEWS_STATES as readonly string[]).includes(rawState) ? (rawState as NewsState) : null;
  const page = Math.min(100_000, Math.max(1, Math.floor(Number(url.searchParams.get('page')) || 1)));
  return { q, type, state, page };
}

/** the list's address with these filters and page (and nothing else) */
export function newsListHref(
  base: string,
  p: { q?: string; type?: number | null; state?: string | null; page?: number },
  extra: Record<string, string> = {},
): string {
  const query = new URLSearchParams();
  if (p.q) query.set('q', p.q);
  if (p.type) query.set('type', String(p.type));
  if (p.state) query.set('state', p.state);
  if (p.page && p.page > 1) query.set('page', String(p.page));
  for (const [k, v] of Object.entries(extra)) query.set(k, v);
  const s = query.toString();
  return `${base}${s ? `?${s}` : ''}`;
}

/** the post's title in the console's language: the English title on English pages when it has one */
export function newsTitle(n: { title: string; titleEn: string | null }, lang: string): string {
  return lang === 'en' && n.titleEn ? n.titleEn : n.title;
}

/** 'YYYY-MM-DD HH:mm:ss' → 'YYYY-MM-DD HH:mm' (the seconds shown only when they are not :00) */
export function shortTime(time: string): string {
  return time.endsWith(':00') ? time.slice(0, 16) : time;
}

/** an address a link in a post may have: http(s) without spaces, or a path of this site (not `//host`) */
export function isLinkAddress(href: string): boolean {
  return /^https?:\/\/[^\s/?#]+[^\s]*$/i.test(href) || /^\/(?![/\\])[^\s\\]*$/.test(href);
}
