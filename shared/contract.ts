/**
 * The public API contract (spec §7): request bodies and result shapes, shared by the server
 * (which validates every body with these schemas) and the web app (which reads results).
 * Field names are exactly those of spec §3, so a client written for the original API works unchanged.
 */
import { z } from 'zod';

// ---------------------------------------------------------------- limits

export const PAGE_SIZE_MAX = 100;
export const SEARCH_MAX_LENGTH = 500;
export const CODE_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
export const CONTACT_LIMITS = { name: 100, email: 254, subject: 200, message: 5000 } as const;
/** spec §5: word characters, hyphen or underscore, then @, then a domain with at least one dot */
export const EMAIL_PATTERN = /^[\w.-]+@[\w-]+(\.[\w-]+)+$/;

/** spec §5: blank email is allowed; a non-blank one must match the pattern */
export function isValidContactEmail(email: string | null | undefined): boolean {
  const value = (email ?? '').trim();
  return value === '' || EMAIL_PATTERN.test(value);
}

/** spec §5: name must not be blank after stripping whitespace */
export function isValidContactName(name: string | null | undefined): boolean {
  return (name ?? '').trim() !== '';
}

// ---------------------------------------------------------------- envelopes

export interface ApiOk<T> {
  success: true;
  result: T;
  message?: string;
}
export interface ApiFail {
  success: false;
  result: null;
  message: string;
}
export type ApiResponse<T> = ApiOk<T> | ApiFail;

export interface Page<T> {
  records: T[];
  total: number;
  pages: number;
  pageNo: number;
  pageSize: number;
}

// ---------------------------------------------------------------- request bodies

const int = (name: string) =>
  z.number({ error: `${name} must be a number` }).int({ error: `${name} must be a whole number` });

const pageNo = int('pageNo')
  .min(1, { error: 'pageNo must be at least 1' })
  .max(1_000_000, { error: 'pageNo is too large' });
const pageSize = int('pageSize')
  .min(1, { error: 'pageSize must be at least 1' })
  .max(PAGE_SIZE_MAX, { error: `pageSize must be at most ${PAGE_SIZE_MAX}` });

/** a small code sent as a number or a digit string ('1' and 1 are the same) */
const smallCode = (name: string) =>
  z
    .union([z.number().int().min(0).max(999), z.string().regex(/^\d{1,3}$/)], {
      error: `${name} must be a number from 0 to 999`,
    })
    .transform((v) => Number(v));

/** isPublish is accepted for compatibility and ignored: only published content is ever served */
const isPublish = z.union([z.number(), z.string(), z.boolean(), z.null()]).optional();

export const paging = {
  pageNo: pageNo.default(1),
  pageSize: pageSize.default(10),
};

export const EVENT_SORT_COLUMNS = ['begin_date', 'end_date'] as const;

export const eventListBody = z.object({
  order: z.enum(['asc', 'desc'], { error: "order must be 'asc' or 'desc'" }).default('desc'),
  sort: z
    .enum(EVENT_SORT_COLUMNS, { error: `sort must be one of: ${EVENT_SORT_COLUMNS.join(', ')}` })
    .default('begin_date'),
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

export const bannerListBody = z.object({
  type: smallCode('type').optional(),
  pageNo: paging.pageNo,
  pageSize: pageSize.default(100),
});
export type BannerListBody = z.input<typeof bannerListBody>;

export const publishedPageBody = z.object({
  isPublish,
  pageNo: paging.pageNo,
  pageSize: paging.pageSize,
});
export type PublishedPageBody = z.input<typeof publishedPageBody>;

export const partnerListBody = z.object({
  type: smallCode('type').optional(),
  pageNo: paging.pageNo,
  pageSize: pageSize.default(100),
});
export type PartnerListBody = z.input<typeof partnerListBody>;

export const videoListBody = z.object({
  /** 1 race report, 2 highlights; 0 or absent: all */
  type: smallCode('type').optional(),
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

export const contactInsertBody = z.object({
  name: contactText('name', CONTACT_LIMITS.name).refine(isValidContactName, {
    error: 'Please fill in your name and contact information',
  }),
  email: contactText('email', CONTACT_LIMITS.email)
    .nullish()
    .transform((v) => (v ?? '').trim())
    .refine(isValidContactEmail, { error: 'Please fill in the correct email format' }),
  subject: contactText('subject', CONTACT_LIMITS.subject)
    .nullish()
    .transform((v) => v ?? ''),
  message: contactText('message', CONTACT_LIMITS.message)
    .nullish()
    .transform((v) => v ?? ''),
  /** the page's language, stored with the message */
  lang: z.enum(['zh', 'en']).optional(),
  /** the page the message was sent from */
  page: z.string().max(300).optional(),
  /** honeypot: a field people never see; bots fill it in */
  website: z.string().max(1000).optional(),
});
export type ContactInsertBody = z.input<typeof contactInsertBody>;

/** calls documented with an empty body accept `{}` (extra fields are ignored) */
export const emptyBody = z.object({});

// ---------------------------------------------------------------- results (spec §3)

export interface Event {
  eventCd: string;
  matchCd: string;
  name: string;
  nameCode: string | null;
  logo: string | null;
  thumb: string | null;
  status: string;
  beginDate: string;
  endDate: string;
  address: string | null;
  addressCode: string | null;
  officialWebsite: string | null;
  sponsor: string | null;
  albumWebsite: string | null;
  isPublish: number;
}

export interface RaceSummary {
  raceCd: string;
  roundName: string;
  status: string;
  startTime: string | null;
}

export interface Level {
  levelCd: string;
  eventCd: string;
  levelName: string;
  levelNameCode: string | null;
  logo: string | null;
  status: string;
  roundTotal: number;
  /** the level's current race: the one in progress, else the latest started, else the next; null when none */
  race: RaceSummary | null;
}

export interface Race {
  raceCd: string;
  levelCd: string;
  roundName: string;
  bureauName: string | null;
  startTime: string | null;
  endTime: string | null;
  status: string;
  raceMark: string | null;
  traceUrl: string | null;
  /** 'YYYY-MM-DD HH:mm ~ HH:mm' (or the start alone, or '' when unscheduled) */
  showTime: string;
}

export interface ScorePublication {
  id: number;
  levelCd: string;
  /** JSON text; parse with the score schema, it may be malformed */
  scores: string;
  publishTime: string;
}

export interface Banner {
  bannerUrl: string;
  title: string | null;
  titleEn: string | null;
  type: number;
}

export interface EventImage {
  imgUrl: string;
  title: string | null;
  isPublish: number;
}

export interface EventVideo {
  videoUrl: string;
  thumbUrl: string | null;
  title: string;
  isPublish: number;
}

export interface Video {
  videoUrl: string;
  thumbUrl: string | null;
  title: string;
  titleEn: string | null;
  publishTime: string;
  type: number;
}

export interface Partner {
  name: string;
  nameEn: string | null;
  logo: string;
  website: string | null;
  type: string;
}

export interface News {
  newsCd: string;
  title: string;
  content: string;
  thumbUrl: string | null;
  publishTime: string;
  type: number;
}

export interface Statistics {
  matchCount: number;
  /** km */
  mileage: number;
  /** minutes */
  liveTime: number;
  /** photo count */
  image: number;
}

export interface Office {
  key: string;
  name: string;
  nameEn: string;
  address: string;
  addressEn: string;
  phone: string | null;
  lat: number;
  lng: number;
}

export interface DataConfig {
  companyName: string;
  companyNameEn: string;
  /** company contact */
  email: string;
  phone: string;
  /** job enquiries (spec §1 {email}, {phone}) */
  jobEmail: string;
  jobPhone: string;
  offices: Office[];
  icp: string;
  /** Leaflet tile template, e.g. '/tiles/{z}/{x}/{y}.png' */
  mapTileUrl: string;
  mapAttribution: string;
  /** announcements page of an event: `${announcementBaseUrl}${eventCd}.html?r=…` */
  announcementBaseUrl: string;
}

/** the API paths of spec §7, relative to the configurable prefix */
export const API_PATHS = {
  bannerList: '/banner/list',
  eventList: '/event/list',
  eventInfo: (eventCd: string) => `/event/info/${encodeURIComponent(eventCd)}`,
  eventLevels: (eventCd: string) => `/event/level/${encodeURIComponent(eventCd)}`,
  levelRaces: (levelCd: string) => `/level/race/${encodeURIComponent(levelCd)}`,
  eventImages: (eventCd: string) => `/event/img/${encodeURIComponent(eventCd)}`,
  eventVideos: (eventCd: string) => `/event/video/${encodeURIComponent(eventCd)}`,
  levelScores: (levelCd: string) => `/level/score/${encodeURIComponent(levelCd)}`,
  partnerList: '/partnerList',
  videoList: '/videoList',
  newsList: '/news/list',
  newsInfo: (newsCd: string) => `/news/info/${encodeURIComponent(newsCd)}`,
  dataConfigInfo: '/dataConfigInfo',
  statistics: '/statistics',
  contactInsert: '/contact/insert',
} as const;
