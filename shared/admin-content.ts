/**
 * The staff console's content calls (docs/admin-api.md, "Events, classes, races and media"):
 * the request schemas the server checks, and the records it answers. Field names are the
 * public API's (shared/api.ts); the console adds what only staff see: `keywords`, `sortOrder`,
 * `updatedAt` (send it back with a PUT or DELETE: 409 when the record changed since), and an
 * event photo's or video's `id`. Messages are English; the console translates field names.
 */
import { z } from 'zod';
import { CODE_PATTERN, PAGE_SIZE_MAX, SEARCH_MAX_LENGTH } from './api.js';
import type { Event, EventImage, EventVideo, Level, Race } from './api.js';
import { videoUrl } from './video-url.js';

// ---------------------------------------------------------------- records

interface Edited {
  /** ISO 8601 UTC with milliseconds; send it back with PUT/DELETE (409 when it changed) */
  updatedAt: string;
}

export interface AdminEvent extends Event, Edited {
  /** search aliases (全运会, National Games): searched, never shown */
  keywords: string[];
  createdAt: string;
}

/** a class's results as the public sees them: nothing published, provisional, or final (the newest publication not withdrawn) */
export type ResultsState = 'none' | 'provisional' | 'final';

export interface AdminLevel extends Omit<Level, 'race'>, Edited {
  sortOrder: number;
  /** what its newest publication (not withdrawn) says (GET of a class and of an event's classes) */
  results?: ResultsState;
}

export interface AdminRace extends Race, Edited {
  sortOrder: number;
  /**
   * the code staff type and see, unique within the class ('R1' may be in every class); the
   * site's key `raceCd` is made from the class and this code (docs/admin-api.md)
   */
  code: string;
}

export interface AdminImage extends EventImage, Edited {
  id: number;
  eventCd: string;
  sortOrder: number;
}

export interface AdminVideo extends EventVideo, Edited {
  id: number;
  eventCd: string;
  sortOrder: number;
}

/** POST /admin/uploads: the stored file and its WebP variants (none for an SVG, none wider than the original) */
export interface UploadResult {
  url: string;
  width: number;
  height: number;
  /** 'jpeg' | 'png' | 'webp' | 'avif' | 'svg', or 'mp4' for a video (width and height 0: not measured) */
  format: string;
  bytes: number;
  variants: { width: number; url: string }[];
}

/** an answer 400 of an admin call: the message and one message per field ('name', 'endDate', …) */
export interface AdminFieldErrors {
  success: false;
  result: null;
  message: string;
  errors: Record<string, string>;
}

// ---------------------------------------------------------------- field rules

// eslint-disable-next-line no-control-regex -- control characters are what it refuses
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/;
// eslint-disable-next-line no-control-regex -- a single line holds no line break either
const LINE_CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

/** one line of text, trimmed, 1..max characters */
export const line = (max: number, what = 'This field') =>
  z
    .string({ error: `${what} must be text.` })
    .trim()
    .min(1, { error: `${what} is required.` })
    .max(max, { error: `${what} must be at most ${max} characters.` })
    .refine((v) => !LINE_CONTROL.test(v), {
      error: `${what} may not contain line breaks or control characters.`,
      params: { code: 'one_line' },
    });

/** one line, or empty / null: stored as null */
export const optionalLine = (max: number, what = 'This field') =>
  z
    .union([z.literal('').transform(() => null), z.null(), line(max, what)], {
      error: `${what} must be text.`,
    })
    .optional();

const code = (what: string) =>
  z
    .string({ error: `${what} is required.` })
    .regex(CODE_PATTERN, { error: `${what} may hold letters, digits, - and _ only (at most 64).` });

/** http(s) URLs only: never javascript:, data: or a relative path */
export const webUrl = (what: string) =>
  z
    .string({ error: `${what} must be a web address.` })
    .trim()
    .max(1000, { error: `${what} must be at most 1000 characters.` })
    .refine(
      (v) => {
        if (!URL.canParse(v)) return false;
        const u = new URL(v);
        return (u.protocol === 'https:' || u.protocol === 'http:') && u.hostname !== '' && !CONTROL.test(v);
      },
      { error: `${what} must be a web address starting with http:// or https://.`, params: { code: 'web_url' } },
    );

export const optionalWebUrl = (what: string) =>
  z
    .union([z.literal('').transform(() => null), z.null(), webUrl(what)], { error: `${what} must be a web address.` })
    .optional();

/** a picture or video: a path of this site (what POST /admin/uploads answers: /uploads/…) or an http(s) URL */
export const mediaUrl = (what: string) =>
  z
    .string({ error: `${what} must be a path such as /uploads/… or a web address.` })
    .trim()
    .max(1000, { error: `${what} must be at most 1000 characters.` })
    .refine((v) => (/^\/(?![/\\])[^\s\\]*$/.test(v) && !v.includes('..')) || webUrl(what).safeParse(v).success, {
      error: `${what} must be a path of this site (/uploads/…) or a web address starting with http(s)://.`,
      params: { code: 'media_url' },
    });

export const optionalMediaUrl = (what: string) =>
  z
    .union([z.literal('').transform(() => null), z.null(), mediaUrl(what)], {
      error: `${what} must be a path such as /uploads/… or a web address.`,
    })
    .optional();

/** a status code from a set (docs/decisions/0002-status-codes.md), sent as '2' or 2 */
const statusOf = (codes: readonly string[]) =>
  z
    .union([z.string(), z.number()], { error: `The status must be one of ${codes.join(', ')}.` })
    .transform((v) => String(v))
    .refine((v) => codes.includes(v), {
      error: `The status must be one of ${codes.join(', ')}.`,
      params: { code: 'one_of', options: [...codes] },
    });

/** 1/0, true/false: stored as 1 or 0 */
export const flag = z
  .union([z.boolean(), z.literal(0), z.literal(1), z.literal('0'), z.literal('1')], {
    error: 'isPublish must be 1 or 0 (true or false).',
  })
  .transform((v) => (v === true || v === 1 || v === '1' ? 1 : 0));

export const int = (what: string, min: number, max: number) =>
  z
    .number({ error: `${what} must be a number.` })
    .int({ error: `${what} must be a whole number.` })
    .min(min, { error: `${what} must be at least ${min}.` })
    .max(max, { error: `${what} must be at most ${max}.` });

const isDate = (v: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) return false;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
};

const date = (what: string) =>
  z
    .string({ error: `${what} must be a date (YYYY-MM-DD).` })
    .trim()
    .refine(isDate, { error: `${what} must be a date (YYYY-MM-DD).`, params: { code: 'date' } });

/** 'YYYY-MM-DD HH:mm[:ss]' (or with a T): stored as 'YYYY-MM-DD HH:mm:ss', the venue's local time */
export const dateTime = (what: string) =>
  z
    .string({ error: `${what} must be a date and time (YYYY-MM-DD HH:mm).` })
    .trim()
    .transform((v) => {
      const m = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/.exec(v);
      return m ? `${m[1]} ${m[2]}:${m[3]}:${m[4] ?? '00'}` : v;
    })
    .refine(
      (v) => {
        const m = /^(\d{4}-\d{2}-\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(v);
        return !!m && isDate(m[1]!) && Number(m[2]) < 24 && Number(m[3]) < 60 && Number(m[4]) < 60;
      },
      { error: `${what} must be a date and time (YYYY-MM-DD HH:mm).`, params: { code: 'date_time' } },
    );

const optionalDateTime = (what: string) =>
  z
    .union([z.literal('').transform(() => null), z.null(), dateTime(what)], {
      error: `${what} must be a date and time (YYYY-MM-DD HH:mm).`,
    })
    .optional();

/** search aliases: a list, or text with one a line; each one line of at most 100 characters, at most 50 */
const keywords = z
  .union([z.array(z.string({ error: 'Each keyword must be text.' })), z.string(), z.null()], {
    error: 'keywords must be a list of words (or text with one a line).',
  })
  .transform((v) => (v === null ? [] : typeof v === 'string' ? v.split(/\r?\n/) : v))
  .transform((list) => [...new Set(list.map((k) => k.replace(/\s+/g, ' ').trim()).filter((k) => k !== ''))])
  .refine((list) => list.length <= 50, { error: 'At most 50 keywords.', params: { code: 'too_many', max: 50 } })
  .refine((list) => list.every((k) => k.length <= 100 && !CONTROL.test(k)), {
    error: 'Each keyword is one line of at most 100 characters.',
    params: { code: 'too_long', max: 100 },
  })
  .optional();

const sortOrder = int('sortOrder', -1_000_000, 1_000_000).optional();

/** the record's updatedAt as it was read (PUT, DELETE): 409 when it differs */
export const updatedAt = z.string({ error: 'updatedAt must be the updatedAt you read.' }).max(40).optional();

// ---------------------------------------------------------------- bodies

const eventFields = {
  matchCd: code('matchCd').optional(),
  name: line(200, 'The name'),
  nameCode: optionalLine(300, 'The English name'),
  logo: optionalMediaUrl('The logo'),
  thumb: optionalMediaUrl('The picture'),
  status: statusOf(['1', '2', '3']),
  beginDate: date('The first day'),
  endDate: date('The last day'),
  address: optionalLine(200, 'The venue'),
  addressCode: optionalLine(300, 'The English venue'),
  officialWebsite: optionalWebUrl('The official website'),
  sponsor: optionalLine(200, 'The organiser'),
  sponsorEn: optionalLine(300, "The organiser's English name"),
  albumWebsite: optionalWebUrl('The photo album website'),
  isPublish: flag.optional(),
  keywords,
};

/** the last day may not come before the first (checked whenever both are known) */
export function checkDates(
  begin: string | undefined,
  end: string | undefined,
): { field: 'endDate'; message: string } | null {
  return begin && end && end < begin
    ? { field: 'endDate', message: 'The last day may not be before the first.' }
    : null;
}

/** a race's end may not come before its start */
export function checkTimes(
  start: string | null | undefined,
  end: string | null | undefined,
): { field: 'endTime'; message: string } | null {
  return start && end && end < start ? { field: 'endTime', message: 'The end may not be before the start.' } : null;
}

/** POST /admin/events */
export const eventCreateBody = z.strictObject({ eventCd: code('eventCd'), ...eventFields });
export type EventCreateBody = z.input<typeof eventCreateBody>;

/** PUT /admin/events/{eventCd}: any of the fields (the code stays) */
export const eventUpdateBody = updateBody(eventFields);
export type EventUpdateBody = z.input<typeof eventUpdateBody>;

const levelFields = {
  levelName: line(100, 'The class name'),
  levelNameCode: optionalLine(100, 'The English class name'),
  logo: optionalMediaUrl('The logo'),
  status: statusOf(['1', '2', '3']),
  roundTotal: int('roundTotal', 0, 999).optional(),
  sortOrder,
};

/** POST /admin/events/{eventCd}/levels */
export const levelCreateBody = z.strictObject({ levelCd: code('levelCd'), ...levelFields });
export type LevelCreateBody = z.input<typeof levelCreateBody>;
/** PUT /admin/levels/{levelCd} */
export const levelUpdateBody = updateBody(levelFields);
export type LevelUpdateBody = z.input<typeof levelUpdateBody>;

const raceFields = {
  roundName: line(100, 'The round name'),
  /** the course area */
  bureauName: optionalLine(100, 'The course area'),
  startTime: optionalDateTime('The start time'),
  endTime: optionalDateTime('The end time'),
  status: statusOf(['0', '1', '2', '3', '4', '5', '6']),
  raceMark: optionalLine(100, 'The course'),
  traceUrl: optionalWebUrl('The tracking link'),
  sortOrder,
};

/** a race's code as staff type it: unique within its class, at most 20 characters */
export const RACE_CODE_MAX = 20;
const raceCode = z
  .string({ error: 'The race code is required.' })
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,20}$/, { error: 'The race code may hold letters, digits, - and _ only (at most 20).' });

/**
 * POST /admin/levels/{levelCd}/races: `code` (unique within the class; the site makes the key
 * raceCd from it), or `raceCd` itself (a key of the whole site, as machine clients send it)
 */
export const raceCreateBody = z
  .strictObject({ raceCd: code('raceCd').optional(), code: raceCode.optional(), ...raceFields })
  .refine((b) => b.raceCd !== undefined || b.code !== undefined, {
    error: 'The race code is required.',
    path: ['code'],
  });
export type RaceCreateBody = z.input<typeof raceCreateBody>;

/** at most this many races in one bulk call */
export const RACE_BULK_MAX = 100;

/** POST /admin/levels/{levelCd}/races/bulk: up to 100 races, each with its code in the class (made when absent) */
export const raceBulkBody = z.strictObject({
  races: z
    .array(z.strictObject({ code: raceCode.optional(), ...raceFields }), { error: 'races must be a list of races.' })
    .min(1, { error: 'Add at least one race.' })
    .max(RACE_BULK_MAX, { error: `At most ${RACE_BULK_MAX} races at once.` }),
});
export type RaceBulkBody = z.input<typeof raceBulkBody>;
/** PUT /admin/races/{raceCd} */
export const raceUpdateBody = updateBody(raceFields);
export type RaceUpdateBody = z.input<typeof raceUpdateBody>;

const imageFields = {
  imgUrl: mediaUrl('The picture'),
  title: optionalLine(200, 'The caption'),
  isPublish: flag.optional(),
  sortOrder,
};
/** POST /admin/events/{eventCd}/images */
export const imageCreateBody = z.strictObject(imageFields);
export type ImageCreateBody = z.input<typeof imageCreateBody>;
/** PUT /admin/images/{id} */
export const imageUpdateBody = updateBody(imageFields);
export type ImageUpdateBody = z.input<typeof imageUpdateBody>;

/** an event's video: the one video rule (shared/video-url.ts) with the server's embed hosts (VIDEO_EMBED_HOSTS) */
const videoFields = (hosts: readonly string[]) => ({
  videoUrl: videoUrl(hosts),
  thumbUrl: optionalMediaUrl('The poster picture'),
  title: line(200, 'The title'),
  isPublish: flag.optional(),
  sortOrder,
});
/** POST /admin/events/{eventCd}/videos, with the server's embed hosts */
export const videoCreateBody = (hosts: readonly string[]) => z.strictObject(videoFields(hosts));
export type VideoCreateBody = z.input<ReturnType<typeof videoCreateBody>>;
/** PUT /admin/videos/{id} */
export const videoUpdateBody = (hosts: readonly string[]) => updateBody(videoFields(hosts));
export type VideoUpdateBody = z.input<ReturnType<typeof videoUpdateBody>>;

/** DELETE …: the record's updatedAt, in the query (?updatedAt=) or a JSON body */
export const deleteBody = z.strictObject({ updatedAt });

const page = z.coerce
  .number({ error: 'page must be a number.' })
  .int({ error: 'page must be a whole number.' })
  .min(1, { error: 'page must be at least 1.' })
  .max(1_000_000, { error: 'page is too large.' })
  .default(1);

const pageSize = z.coerce
  .number({ error: 'pageSize must be a number.' })
  .int({ error: 'pageSize must be a whole number.' })
  .min(1, { error: 'pageSize must be at least 1.' })
  .max(PAGE_SIZE_MAX, { error: `pageSize must be at most ${PAGE_SIZE_MAX}.` });

/** GET /admin/events?q=&page=&pageSize= (25 a page) */
export const eventListQuery = z.strictObject({
  q: z
    .string()
    .max(SEARCH_MAX_LENGTH, { error: `q must be at most ${SEARCH_MAX_LENGTH} characters.` })
    .optional(),
  page,
  pageSize: pageSize.default(25),
});
export type EventListQuery = z.input<typeof eventListQuery>;

/** GET /admin/events/{eventCd}/images|videos?page=&pageSize= (50 a page) */
export const mediaListQuery = z.strictObject({ page, pageSize: pageSize.default(50) });
export type MediaListQuery = z.input<typeof mediaListQuery>;

/** every field optional, keeping each field's own rules */
function partial<T extends Record<string, z.ZodType>>(fields: T): { [K in keyof T]: z.ZodOptional<T[K]> } {
  return Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v.optional()])) as {
    [K in keyof T]: z.ZodOptional<T[K]>;
  };
}

/** a record's PUT body: any of its fields (each keeping its own rules) and the updatedAt read (409 when it changed) */
export function updateBody<T extends Record<string, z.ZodType>>(fields: T) {
  return z.strictObject({ ...partial(fields), updatedAt });
}

/**
 * The field rules, for the other sections' contracts (shared/admin-news.ts …): same messages,
 * so the console's fieldMessage translates them the same way.
 */
export const fieldRules = {
  line,
  optionalLine,
  mediaUrl,
  optionalMediaUrl,
  dateTime,
  flag,
  updatedAt,
  page,
  partial,
  updateBody,
} as const;
