/**
 * The public API contract (docs/product.md §7): the request-body schemas the server validates every call
 * with, plus (re-exported from shared/api.ts) the limits and result shapes. The calls, with
 * these bodies' input types and their results, are listed in shared/endpoints.ts.
 */
import { z } from 'zod';
import {
  CONTACT_LIMITS,
  EVENT_SORTS,
  PAGE_SIZE_MAX,
  SEARCH_MAX_LENGTH,
  isValidContactEmail,
  isValidContactName,
} from './api.js';

export * from './api.js';

// ---------------------------------------------------------------- request bodies

/** a whole number written as text ("1", " 25 "), as the spec's Java backend read `"pageNo":"1"` */
const NUMERIC_STRING = /^\s*-?\d{1,16}\s*$/;

/**
 * A whole number from `min` to `max`, sent as a number or as a numeric string (issue 28 item 10:
 * a client written to the spec sends `"pageNo":"1"`). Our own callers are typed to send numbers.
 */
const int = (name: string, min: number, max: number, minError: string, maxError: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' && NUMERIC_STRING.test(v) ? Number(v) : v),
    z
      .number({ error: `${name} must be a number` })
      .int({ error: `${name} must be a whole number` })
      .min(min, { error: minError })
      .max(max, { error: maxError }),
  ) as unknown as z.ZodType<number, number>;

const pageNo = int('pageNo', 1, 1_000_000, 'pageNo must be at least 1', 'pageNo is too large');
const pageSize = int(
  'pageSize',
  1,
  PAGE_SIZE_MAX,
  'pageSize must be at least 1',
  `pageSize must be at most ${PAGE_SIZE_MAX}`,
);

/** a small code sent as a number or a digit string ('1' and 1 are the same) */
const smallCode = (name: string) =>
  z
    .union([z.number().int().min(0).max(999), z.string().regex(/^\d{1,3}$/)], {
      error: `${name} must be a number from 0 to 999`,
    })
    .transform((v) => Number(v));

/** the site video type of highlights (1 is race reports) */
const VIDEO_TYPE_HIGHLIGHTS = 2;

/** isPublish is accepted for compatibility and ignored: only published content is ever served */
const isPublish = z.union([z.number(), z.string(), z.boolean(), z.null()]).optional();

export const paging = {
  pageNo: pageNo.default(1),
  pageSize: pageSize.default(10),
};

export const eventListBody = z.object({
  order: z.enum(['asc', 'desc'], { error: "order must be 'asc' or 'desc'" }).default('desc'),
  sort: z.enum(EVENT_SORTS, { error: `sort must be one of: ${EVENT_SORTS.join(', ')}` }).default('begin_date'),
  isPublish,
  name: z
    .string({ error: 'name must be text' })
    .max(SEARCH_MAX_LENGTH, { error: `name must be at most ${SEARCH_MAX_LENGTH} characters` })
    .nullish(),
  status: z.union([smallCode('status'), z.literal('').transform(() => undefined), z.null()]).optional(),
  pageNo: paging.pageNo,
  pageSize: pageSize.default(25),
});
export type EventListBody = z.input<typeof eventListBody>;

/** a list of one type (banners, partners): the type, or all; 100 a page unless asked */
const typedListBody = z.object({
  type: smallCode('type').optional(),
  pageNo: paging.pageNo,
  pageSize: pageSize.default(100),
});

export const bannerListBody = typedListBody;
export type BannerListBody = z.input<typeof bannerListBody>;

export const publishedPageBody = z.object({
  isPublish,
  pageNo: paging.pageNo,
  pageSize: paging.pageSize,
});
export type PublishedPageBody = z.input<typeof publishedPageBody>;

export const partnerListBody = typedListBody;
export type PartnerListBody = z.input<typeof partnerListBody>;

export const videoListBody = z.object({
  /**
   * 1 race report, 2 highlights; absent: all. 0 is the spec's own highlights call ("highlight
   * videos page 1 size 3 type 0"), so it means highlights (issue 28 item 10)
   */
  type: smallCode('type')
    .transform((v) => (v === 0 ? VIDEO_TYPE_HIGHLIGHTS : v))
    .optional(),
  isPublish,
  pageNo: paging.pageNo,
  pageSize: pageSize.default(100),
});
export type VideoListBody = z.input<typeof videoListBody>;

export const newsListBody = z.object({
  /** 1 general, 2 events, 3 notice, 4 community; absent: all */
  type: smallCode('type').optional(),
  isPublish,
  pageNo: paging.pageNo,
  pageSize: pageSize.default(20),
});
export type NewsListBody = z.input<typeof newsListBody>;

const contactText = (name: string, max: number) =>
  z.string({ error: `${name} must be text` }).max(max, { error: `${name} must be at most ${max} characters` });

/** C0 and C1 control characters and DEL: no single-line field holds them (a terminal would act on them) */
// eslint-disable-next-line no-control-regex -- control characters are what it finds
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
const noControl = (name: string) => ({
  error: `${name} may not contain control characters (such as tab, line breaks or ESC)`,
});
/** a path of this site: one leading '/', no scheme, host or backslash */
const SITE_PATH = /^\/(?![/\\])[^\\]*$/;

export const contactInsertBody = z.object({
  name: contactText('name', CONTACT_LIMITS.name)
    .refine(isValidContactName, {
      error: 'Please fill in your name and contact information',
    })
    .refine((v) => !CONTROL.test(v), noControl('name')),
  email: contactText('email', CONTACT_LIMITS.email)
    .nullish()
    .transform((v) => (v ?? '').trim())
    .refine(isValidContactEmail, { error: 'Please fill in the correct email format' }),
  subject: contactText('subject', CONTACT_LIMITS.subject)
    .refine((v) => !CONTROL.test(v), noControl('subject'))
    .nullish()
    .transform((v) => v ?? ''),
  message: contactText('message', CONTACT_LIMITS.message)
    .nullish()
    .transform((v) => v ?? ''),
  /** the page's language, stored with the message */
  lang: z.enum(['zh', 'en']).optional(),
  /** the page the message was sent from: a path of this site */
  page: z
    .string()
    .max(300)
    .refine((v) => !CONTROL.test(v), noControl('page'))
    .refine((v) => v === '' || SITE_PATH.test(v), {
      error: "page must be a path of this site, starting with a single '/'",
    })
    .optional(),
  /** honeypot: a field people never see; bots fill it in */
  website: z.string().max(1000).optional(),
});
export type ContactInsertBody = z.input<typeof contactInsertBody>;

/** calls documented with an empty body accept `{}` (extra fields are ignored) */
export const emptyBody = z.object({});
