/**
 * The official notice board as pages show it (issue 30): its paths, the groups by kind, the text
 * in the page's language (the other language, marked, when only one exists), the site clock's
 * times, what kind of document a notice carries, and what is new since the last visit.
 */
import { NOTICE_KINDS, noticeUpdated, type Notice, type NoticeKind } from '../../../../shared/notices';
import { siteDateTime } from '../../../../shared/site-time';
import type { Lang } from '../../../../shared/lang';

const enc = encodeURIComponent;

/** the board's page in a language: /events/notices/{eventCd}, /events-en/notices/{eventCd} */
export function noticesPath(eventCd: string, lang: Lang): string {
  return `${lang === 'en' ? '/events-en' : '/events'}/notices/${enc(eventCd)}`;
}

/** the board's Atom feed in a language */
export function noticesFeedPath(eventCd: string, lang: Lang): string {
  return `${noticesPath(eventCd, lang)}/feed.xml`;
}

/** the notices by kind, in the board's order of kinds, newest first within each; empty kinds left out */
export function groupNotices(notices: readonly Notice[]): { kind: NoticeKind; notices: Notice[] }[] {
  return NOTICE_KINDS.map((kind) => ({
    kind,
    notices: notices.filter((n) => n.kind === kind).sort((a, b) => b.postedAt.localeCompare(a.postedAt) || b.id - a.id),
  })).filter((g) => g.notices.length > 0);
}

/** a text in the page's language, or the other one (with its language, to mark it) when only that exists */
export interface Localised {
  text: string;
  /** the language the text is in: not the page's when it is a fallback */
  lang: Lang;
}

/** the title: `titleEn` on English pages when there is one, else the (Chinese) title */
export function noticeTitle(n: Pick<Notice, 'title' | 'titleEn'>, lang: Lang): Localised {
  if (lang === 'en' && n.titleEn) return { text: n.titleEn, lang: 'en' };
  return { text: n.title, lang: 'zh' };
}

/** the text (sanitised HTML) in the page's language, else the other; '' when neither */
export function noticeContent(n: Pick<Notice, 'content' | 'contentEn'>, lang: Lang): Localised {
  const mine = lang === 'en' ? n.contentEn : n.content;
  if (mine) return { text: mine, lang };
  const other = lang === 'en' ? n.content : n.contentEn;
  return { text: other, lang: lang === 'en' ? 'zh' : 'en' };
}

/** an instant (ISO UTC) on the site's clock: 'YYYY-MM-DD HH:mm' */
export function boardTime(iso: string, timeZone: string): string {
  const at = Date.parse(iso);
  return Number.isNaN(at) ? '' : siteDateTime(at, timeZone).slice(0, 16);
}

/** what a notice's document is, told by its address: a PDF, a picture, or another link */
export function documentKind(url: string): 'pdf' | 'picture' | 'link' {
  const path = url.split(/[?#]/)[0]!.toLowerCase();
  if (path.endsWith('.pdf')) return 'pdf';
  if (/\.(jpe?g|png|webp|avif|svg)$/.test(path)) return 'picture';
  return 'link';
}

/** the key under which the browser keeps the time of the last visit of a board */
export const seenKey = (eventCd: string) => `sf-notices-seen:${eventCd}`;

/** the ids of the notices posted or changed after `seen` (ISO UTC; none on a first visit) */
export function newSince(notices: readonly Notice[], seen: string | null): Set<number> {
  if (!seen) return new Set();
  return new Set(notices.filter((n) => noticeUpdated(n) > seen).map((n) => n.id));
}

/** the latest change of the board (the feed's `updated`); '' when it is empty */
export function boardUpdated(notices: readonly Notice[]): string {
  return notices.reduce((top, n) => (noticeUpdated(n) > top ? noticeUpdated(n) : top), '');
}
