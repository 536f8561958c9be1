/**
 * News in the staff console (issue 20 item 1; docs/admin-api.md "News"): every post, draft,
 * scheduled or published, searched, filtered by type and state, paged; created, changed and
 * deleted by admins and editors (scorers 403). The bodies' and queries' zod schemas are checked
 * on the server; the types are what the console and tests send.
 *
 * Times: `publishTime` is 'YYYY-MM-DD HH:mm:ss' in the site's local time (SITE_TIME_ZONE,
 * default Asia/Shanghai), as the public API answers it and the seed writes it. A published post
 * whose publishTime is still to come is `scheduled`: the public site shows it from that time on,
 * by itself (server/news-schedule.ts).
 *
 * The content is HTML (what the editor writes). The server passes it through the public pages'
 * sanitiser before it stores it (server/queries/sanitize.ts): what the answer holds is what was
 * stored, which may be less than what was sent (a script, an event handler, a javascript: link
 * are gone).
 *
 * Messages are English; NEWS_FIELD_NAMES holds the field names they use ('The title …'), so
 * the console can say them in the page's language (as app/console/lib/forms.ts does for
 * the other sections: 'is required', 'at most N characters', 'date and time', 'path of this site').
 */
import * as z from 'zod';
import type { News, Page } from './api.js';
import { adminCall, type DeleteInput } from './admin-endpoints.js';
import { fieldRules } from './admin-content.js';

const { line, optionalLine, optionalMediaUrl, dateTime, flag, page, updateBody } = fieldRules;

/** the types of a post: 1 general, 2 events, 3 notice, 4 community (the public API's `type`) */
export const NEWS_TYPES = [1, 2, 3, 4] as const;
export type NewsType = (typeof NEWS_TYPES)[number];

/**
 * draft: not published (isPublish 0); scheduled: published with a publishTime still to come
 * (not public yet); published: public (publishTime reached)
 */
export const NEWS_STATES = ['draft', 'scheduled', 'published'] as const;
export type NewsState = (typeof NEWS_STATES)[number];

/** posts a page of the console's list */
export const NEWS_PAGE_SIZE = 25;
/** the longest title and English title */
export const NEWS_TITLE_MAX = 200;
/** the longest content (HTML characters, as sent) */
export const NEWS_CONTENT_MAX = 200_000;
/**
 * the largest request body of POST and PUT /admin/news (bytes): the content and the English
 * content at their longest in Chinese (3 bytes a character in UTF-8) with room for the other fields and JSON escapes
 */
export const NEWS_BODY_LIMIT = 2 * 1024 * 1024;

/** the field names the messages use, by field: the console translates them */
export const NEWS_FIELD_NAMES = {
  title: 'The title',
  titleEn: 'The English title',
  type: 'The type',
  thumbUrl: 'The thumbnail',
  publishTime: 'The publish time',
  isPublish: 'isPublish',
  content: 'The content',
  contentEn: 'The English content',
} as const;
export type NewsField = keyof typeof NEWS_FIELD_NAMES;

/** a post as the console sees it */
export interface AdminNews extends News {
  /** the English title, null when the post has none (English pages then show `title`) */
  titleEn: string | null;
  /** 1 published (public once publishTime has come), 0 a draft */
  isPublish: 0 | 1;
  /** computed from isPublish and publishTime against the site's local time now */
  state: NewsState;
  /** ISO 8601 UTC with milliseconds; send it back with PUT/DELETE (409 when it changed) */
  updatedAt: string;
}

/** GET /admin/news: `q` in the title, English title and text; `type`; `state`; `page` (25 a page) */
export const newsListQuery = z.strictObject({
  q: z.string().max(200, { error: 'q must be at most 200 characters.' }).optional(),
  type: z.coerce
    .number({ error: 'type must be 1, 2, 3 or 4.' })
    .refine((v) => (NEWS_TYPES as readonly number[]).includes(v), {
      error: 'type must be 1, 2, 3 or 4.',
      params: { code: 'one_of', options: NEWS_TYPES.map(String) },
    })
    .optional(),
  state: z.enum(NEWS_STATES, { error: 'state must be draft, scheduled or published.' }).optional(),
  page,
});
export type NewsListQuery = z.input<typeof newsListQuery>;

const newsType = z
  .union([z.number(), z.string()], { error: `${NEWS_FIELD_NAMES.type} must be 1, 2, 3 or 4.` })
  .transform((v) => Number(v))
  .refine((v) => (NEWS_TYPES as readonly number[]).includes(v), {
    error: `${NEWS_FIELD_NAMES.type} must be 1, 2, 3 or 4.`,
    params: { code: 'one_of', options: NEWS_TYPES.map(String) },
  });

const content = z
  .string({ error: `${NEWS_FIELD_NAMES.content} must be text (HTML).` })
  .max(NEWS_CONTENT_MAX, { error: `${NEWS_FIELD_NAMES.content} must be at most ${NEWS_CONTENT_MAX} characters.` });

const contentEn = z
  .string({ error: `${NEWS_FIELD_NAMES.contentEn} must be text (HTML).` })
  .max(NEWS_CONTENT_MAX, { error: `${NEWS_FIELD_NAMES.contentEn} must be at most ${NEWS_CONTENT_MAX} characters.` });

const newsFields = {
  title: line(NEWS_TITLE_MAX, NEWS_FIELD_NAMES.title),
  titleEn: optionalLine(NEWS_TITLE_MAX, NEWS_FIELD_NAMES.titleEn),
  type: newsType,
  thumbUrl: optionalMediaUrl(NEWS_FIELD_NAMES.thumbUrl),
  /** 'YYYY-MM-DD HH:mm[:ss]' (or with a T), the site's local time */
  publishTime: dateTime(NEWS_FIELD_NAMES.publishTime),
  isPublish: flag.optional(),
  content,
  /** the English body ('' or absent: none; issue 28, item 5) */
  contentEn: contentEn.optional(),
};

/**
 * POST /admin/news: title, type, publishTime and content required; titleEn, thumbUrl, contentEn optional
 * (empty: none); isPublish 0 by default (a draft). The server makes the newsCd: N + the publish
 * day (YYYYMMDD) + a two-digit number (N2026112401), as the seed's.
 */
export const newsCreateBody = z.strictObject(newsFields);
export type NewsCreateBody = z.input<typeof newsCreateBody>;

/** PUT /admin/news/{newsCd}: any of the fields (the code stays), with the updatedAt read (409 when stale) */
export const newsUpdateBody = updateBody(newsFields);
export type NewsUpdateBody = z.input<typeof newsUpdateBody>;

/**
 * The state of a post at `now` ('YYYY-MM-DD HH:mm:ss', the site's local time: siteDateTime of
 * shared/site-time.ts)
 */
export function newsState(post: { isPublish: number; publishTime: string }, now: string): NewsState {
  if (Number(post.isPublish) !== 1) return 'draft';
  return post.publishTime > now ? 'scheduled' : 'published';
}

export const adminNewsEndpoints = {
  /** every post, newest publishTime first, 25 a page; `q`, `type`, `state` filter */
  newsList: adminCall<NewsListQuery, Page<AdminNews>>()('GET', '/admin/news'),
  /** a new post (audited; the content sanitised before it is stored); answers it with its newsCd */
  newsCreate: adminCall<NewsCreateBody, AdminNews>()('POST', '/admin/news'),
  /** one post */
  newsGet: adminCall<undefined, AdminNews>()('GET', '/admin/news/:newsCd'),
  /** change a post (audited: update, publish or unpublish); 409 when updatedAt is no longer current */
  newsUpdate: adminCall<NewsUpdateBody, AdminNews>()('PUT', '/admin/news/:newsCd'),
  /** delete a post (audited); `?updatedAt=` or a body `{updatedAt}`: 409 when stale */
  newsDelete: adminCall<DeleteInput, null>()('DELETE', '/admin/news/:newsCd'),
} as const;
