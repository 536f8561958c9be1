/**
 * The official notice board of an event (issue 30; docs/admin-api.md "Notice board"): notices of
 * race, sailing instructions, amendments, notices to competitors, protest decisions, schedule
 * changes, others. Admins and editors manage every event's board, a scorer the boards of the
 * events assigned to them. The bodies' zod schemas are checked on the server; the types are what
 * the console and the tests send, and what the public API answers.
 *
 * The rules of a board (RRS 25, 90.2: a notice counts from the time it is posted):
 * - `postedAt` is set when a notice is first published and never changes again.
 * - Amendments and notices to competitors are numbered by the site in posting order, per event
 *   and kind (NUMBERED_KINDS): the number is given at the first publication.
 * - A published notice is never deleted nor unpublished (409 `in-use`, `what: 'published'`): it
 *   is withdrawn (`withdrawn: 1`), and stays listed as withdrawn without its text or file.
 * - A change of a published notice's text, title or file keeps the earlier version (readable on
 *   the public board) and sets `amendedAt`.
 *
 * Times are ISO 8601 UTC instants ('2026-11-26T08:30:00.000Z'); pages show them in the site's
 * time zone (the public answer names it).
 */
import * as z from 'zod';
import { adminCall, type DeleteInput } from './admin-endpoints.js';
import { fieldRules } from './admin-content.js';
import { NOTICE_KINDS, type Notice } from './notices.js';

export * from './notices.js';

const { line, optionalLine, optionalMediaUrl, flag, updatedAt, partial } = fieldRules;

/** the longest title and English title */
export const NOTICE_TITLE_MAX = 200;
/** the longest text (HTML characters, as sent) */
export const NOTICE_CONTENT_MAX = 50_000;
/** the most notices of one event (drafts included): a board is read whole */
export const NOTICE_MAX_PER_EVENT = 500;
/**
 * the largest request body of POST and PUT (bytes): both texts at their longest in Chinese (3
 * bytes a character) with room for the other fields and JSON escapes
 */
export const NOTICE_BODY_LIMIT = 512 * 1024;

/** the field names the messages use */
export const NOTICE_FIELD_NAMES = {
  kind: 'The kind',
  title: 'The title',
  titleEn: 'The English title',
  content: 'The text',
  contentEn: 'The English text',
  fileUrl: 'The document',
  isPublish: 'isPublish',
  withdrawn: 'withdrawn',
} as const;

/** a notice as the console sees it */
export interface AdminNotice extends Omit<Notice, 'postedAt'> {
  eventCd: string;
  isPublish: 0 | 1;
  /** null until first published */
  postedAt: string | null;
  /** the staff member who made it (null: a command or the seed) */
  createdBy: number | null;
  createdAt: string;
  /** ISO 8601 UTC with milliseconds; send it back with PUT/DELETE (409 when it changed) */
  updatedAt: string;
}

const kind = z.enum(NOTICE_KINDS, {
  error: `${NOTICE_FIELD_NAMES.kind} must be one of ${NOTICE_KINDS.join(', ')}.`,
});

const html = (what: string) =>
  z
    .string({ error: `${what} must be text (HTML).` })
    .max(NOTICE_CONTENT_MAX, { error: `${what} must be at most ${NOTICE_CONTENT_MAX} characters.` });

const noticeFields = {
  kind,
  title: line(NOTICE_TITLE_MAX, NOTICE_FIELD_NAMES.title),
  titleEn: optionalLine(NOTICE_TITLE_MAX, NOTICE_FIELD_NAMES.titleEn),
  content: html(NOTICE_FIELD_NAMES.content).optional(),
  contentEn: html(NOTICE_FIELD_NAMES.contentEn).optional(),
  fileUrl: optionalMediaUrl(NOTICE_FIELD_NAMES.fileUrl),
  isPublish: flag.optional(),
};

/** POST /admin/events/{eventCd}/notices: kind and title required; the rest optional; a draft unless isPublish 1 */
export const noticeCreateBody = z.strictObject(noticeFields);
export type NoticeCreateBody = z.input<typeof noticeCreateBody>;

/**
 * PUT /admin/notices/{id}: any of the fields, `withdrawn: 1` to withdraw a published notice, with
 * the updatedAt read (409 when stale)
 */
export const noticeUpdateBody = z.strictObject({
  ...partial(noticeFields),
  withdrawn: z
    .literal([1, true], { error: 'withdrawn can only be 1 (a notice is withdrawn once, for good).' })
    .optional(),
  updatedAt,
});
export type NoticeUpdateBody = z.input<typeof noticeUpdateBody>;

export const adminNoticeEndpoints = {
  /** every notice of the event, drafts included, newest first (admin, editor; a scorer of the event) */
  noticeList: adminCall<undefined, AdminNotice[]>()('GET', '/admin/events/:eventCd/notices'),
  /** a new notice (audited; the texts sanitised) */
  noticeCreate: adminCall<NoticeCreateBody, AdminNotice>()('POST', '/admin/events/:eventCd/notices'),
  noticeGet: adminCall<undefined, AdminNotice>()('GET', '/admin/notices/:id'),
  /** change, publish or withdraw (audited); 409 stale, 409 in-use for unpublishing a posted notice */
  noticeUpdate: adminCall<NoticeUpdateBody, AdminNotice>()('PUT', '/admin/notices/:id'),
  /** delete a draft (audited); a posted notice 409 in-use (`what: 'published'`): withdraw it */
  noticeDelete: adminCall<DeleteInput, null>()('DELETE', '/admin/notices/:id'),
} as const;
