/**
 * The official notice board's kinds and the public shapes (issue 30), without zod: the public
 * pages import this module (shared/admin-notices.ts has the console's contract and the rules).
 */

/** the kinds of notice, in the order the board shows its groups */
export const NOTICE_KINDS = ['nor', 'si', 'amendment', 'notice', 'schedule', 'decision', 'other'] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];

/** the kinds the site numbers in posting order (Amendment 1, 2 …; Notice to competitors 1, 2 …) */
export const NUMBERED_KINDS: readonly NoticeKind[] = ['amendment', 'notice'];

/** an earlier version of a published notice: what the board showed from `shownFrom` until `replacedAt` */
export interface NoticeVersion {
  title: string;
  titleEn: string | null;
  content: string;
  contentEn: string;
  fileUrl: string | null;
  shownFrom: string;
  replacedAt: string;
}

/** a notice as the public board shows it (published ones only) */
export interface Notice {
  id: number;
  kind: NoticeKind;
  /** the site's number (NUMBERED_KINDS), null for the other kinds */
  number: number | null;
  title: string;
  titleEn: string | null;
  /** sanitised HTML; '' when withdrawn */
  content: string;
  contentEn: string;
  /** the attached document (a PDF or a picture under /uploads, or a web address); null when withdrawn */
  fileUrl: string | null;
  /** when it was first published: never changes */
  postedAt: string;
  /** when its text, title or file last changed after posting; null when never */
  amendedAt: string | null;
  /** when it was withdrawn; null when it stands */
  withdrawnAt: string | null;
  /** the earlier versions, newest first (none when withdrawn) */
  versions: NoticeVersion[];
}

/** POST /event/notices/{eventCd}: the board, newest first */
export interface NoticeBoard {
  eventCd: string;
  /** the site's time zone (SITE_TIME_ZONE): the times are shown on its clock */
  timeZone: string;
  notices: Notice[];
}

/** the time a notice last changed on the board (its Atom entry's `updated`) */
export function noticeUpdated(n: Pick<Notice, 'postedAt' | 'amendedAt' | 'withdrawnAt'>): string {
  return [n.postedAt, n.amendedAt ?? '', n.withdrawnAt ?? ''].reduce((a, b) => (b > a ? b : a));
}
