/**
 * Protest hearings in the staff console (issue 30; docs/admin-api.md "Hearings"): an event's
 * hearings, numbered by the site in the order they are entered, scheduled, heard, decided or
 * withdrawn, published or not; and the protest time limit of each racing day. Admins and editors
 * for every event, scorers for the events assigned to them. The bodies' zod schemas are checked
 * on the server; the types are what the console and tests send.
 *
 * Messages are English; HEARING_FIELD_NAMES holds the field names they use, so the console can
 * say them in the page's language (app/console/lib/forms.ts).
 */
import * as z from 'zod';
import { adminCall, type DeleteInput } from './admin-endpoints.js';
import { fieldRules } from './admin-content.js';
import { CODE_PATTERN } from './api.js';
import {
  HEARING_KINDS,
  HEARING_STATUSES,
  type Hearing,
  type HearingKind,
  type HearingStatus,
  type HearingTimeLimit,
} from './hearings.js';

const { line, optionalLine, optionalMediaUrl, dateTime, flag, updateBody } = fieldRules;

/** the most hearings an event holds (a large regatta has a few dozen) */
export const HEARINGS_MAX = 500;
/** the longest decision and English decision (characters) */
export const HEARING_DECISION_MAX = 5000;
/** the most protestees and races of one hearing */
export const HEARING_PARTIES_MAX = 20;
export const HEARING_RACES_MAX = 30;
/** the most racing days with a protest time limit */
export const TIME_LIMITS_MAX = 31;
/**
 * the largest body of POST and PUT /admin/…hearings (bytes): both decisions at their longest in
 * Chinese (3 bytes a character) with the other fields and JSON escapes
 */
export const HEARING_BODY_LIMIT = 64 * 1024;

/** the field names the messages use, by field: the console translates them */
export const HEARING_FIELD_NAMES = {
  kind: 'The kind',
  protestor: 'The protestor',
  protestees: 'The protestees',
  levelCd: 'The class',
  races: 'The races',
  rules: 'The rules',
  hearingTime: 'The hearing time',
  room: 'The room',
  roomEn: 'The English room',
  status: 'The status',
  decision: 'The decision',
  decisionEn: 'The English decision',
  decisionFile: 'The decision file',
  isPublish: 'isPublish',
  day: 'The day',
  limitTime: 'The time limit',
  note: 'The note',
  noteEn: 'The English note',
} as const;
export type HearingField = keyof typeof HEARING_FIELD_NAMES;

/** a hearing as the console sees it: the public record plus what only staff see */
export interface AdminHearing extends Hearing {
  id: number;
  eventCd: string;
  /** 1 shown on the public hearings page, 0 not */
  isPublish: 0 | 1;
  createdAt: string;
}

/** an event's protest time limits, with the version to send back (null: none set yet) */
export interface AdminTimeLimits {
  eventCd: string;
  limits: HearingTimeLimit[];
  /** the newest change of the list (ISO 8601 UTC), null when it is empty; send it back with PUT (409 when it changed) */
  updatedAt: string | null;
}

// eslint-disable-next-line no-control-regex -- control characters are what it refuses (line breaks and tabs aside)
const TEXT_CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

/** several lines of plain text, trimmed, at most `max` characters; '' or null: none */
const optionalText = (max: number, what: string) =>
  z
    .union(
      [
        z.null(),
        z
          .string({ error: `${what} must be text.` })
          .max(max, { error: `${what} must be at most ${max} characters.` })
          .refine((v) => !TEXT_CONTROL.test(v), {
            error: `${what} may not contain control characters.`,
            params: { code: 'format' },
          })
          .transform((v) => v.replace(/\r\n?/g, '\n').trim() || null),
      ],
      { error: `${what} must be text.` },
    )
    .optional();

/** a list, or text with the items split by commas, semicolons or line breaks; trimmed, empty ones dropped */
const listOf = (what: string, max: number, item: z.ZodType<string>) =>
  z
    .union([z.array(z.string({ error: `Each of ${what.toLowerCase()} must be text.` })), z.string(), z.null()], {
      error: `${what} must be a list (or text with the items split by commas).`,
    })
    .transform((v) => (v === null ? [] : typeof v === 'string' ? v.split(/[,;，；、\n]/) : v))
    .transform((list) => list.map((s) => s.replace(/\s+/g, ' ').trim()).filter((s) => s !== ''))
    .refine((list) => list.length <= max, {
      error: `${what}: at most ${max}.`,
      params: { code: 'too_many', max },
    })
    .refine((list) => list.every((s) => item.safeParse(s).success), {
      error: `${what}: each one line of at most 40 characters (letters, digits, blanks, - and _ for races).`,
      params: { code: 'format' },
    })
    .refine((list) => new Set(list.map((s) => s.toUpperCase())).size === list.length, {
      error: `${what}: each once.`,
      params: { code: 'duplicate' },
    });

const sailNumber = z
  .string()
  .max(40)
  // eslint-disable-next-line no-control-regex -- control characters are what it refuses
  .regex(/^[^\u0000-\u001f\u007f-\u009f]+$/);
const raceName = z
  .string()
  .max(16)
  .regex(/^[A-Za-z0-9 _-]+$/);

const kind = z.enum(HEARING_KINDS, {
  error: `${HEARING_FIELD_NAMES.kind} must be one of ${HEARING_KINDS.join(', ')}.`,
});
const status = z.enum(HEARING_STATUSES, {
  error: `${HEARING_FIELD_NAMES.status} must be one of ${HEARING_STATUSES.join(', ')}.`,
});

/** a class of the event: its code, or '' / null for none */
const levelCd = z
  .union(
    [
      z.literal('').transform(() => null),
      z.null(),
      z.string().regex(CODE_PATTERN, { error: `${HEARING_FIELD_NAMES.levelCd} must be a class code of the event.` }),
    ],
    { error: `${HEARING_FIELD_NAMES.levelCd} must be a class code of the event.` },
  )
  .optional();

const hearingFields = {
  kind,
  protestor: line(60, HEARING_FIELD_NAMES.protestor),
  protestees: listOf(HEARING_FIELD_NAMES.protestees, HEARING_PARTIES_MAX, sailNumber).optional(),
  levelCd,
  races: listOf(HEARING_FIELD_NAMES.races, HEARING_RACES_MAX, raceName).optional(),
  rules: optionalLine(200, HEARING_FIELD_NAMES.rules),
  /** 'YYYY-MM-DD HH:mm[:ss]' (or with a T), the site's local time; '' or null: not scheduled yet */
  hearingTime: z
    .union([z.literal('').transform(() => null), z.null(), dateTime(HEARING_FIELD_NAMES.hearingTime)], {
      error: `${HEARING_FIELD_NAMES.hearingTime} must be a date and time (YYYY-MM-DD HH:mm).`,
    })
    .optional(),
  room: optionalLine(100, HEARING_FIELD_NAMES.room),
  roomEn: optionalLine(100, HEARING_FIELD_NAMES.roomEn),
  status: status.optional(),
  decision: optionalText(HEARING_DECISION_MAX, HEARING_FIELD_NAMES.decision),
  decisionEn: optionalText(HEARING_DECISION_MAX, HEARING_FIELD_NAMES.decisionEn),
  /** what POST /admin/uploads answered (a PDF or a picture), or a web address */
  decisionFile: optionalMediaUrl(HEARING_FIELD_NAMES.decisionFile),
  isPublish: flag.optional(),
};

/**
 * POST /admin/events/{eventCd}/hearings: kind and protestor required; the rest optional (status
 * 'scheduled', isPublish 0 by default). The site gives it the event's next number.
 */
export const hearingCreateBody = z.strictObject(hearingFields);
export type HearingCreateBody = z.input<typeof hearingCreateBody>;

/** PUT /admin/hearings/{id}: any of the fields (the number and the event stay), with the updatedAt read */
export const hearingUpdateBody = updateBody(hearingFields);
export type HearingUpdateBody = z.input<typeof hearingUpdateBody>;

const isDay = (v: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) return false;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
};

const timeLimit = z.strictObject({
  day: z
    .string({ error: `${HEARING_FIELD_NAMES.day} must be a date (YYYY-MM-DD).` })
    .trim()
    .refine(isDay, { error: `${HEARING_FIELD_NAMES.day} must be a date (YYYY-MM-DD).`, params: { code: 'date' } }),
  limitTime: z
    .string({ error: `${HEARING_FIELD_NAMES.limitTime} must be a time (HH:mm).` })
    .trim()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: `${HEARING_FIELD_NAMES.limitTime} must be a time (HH:mm).` }),
  note: optionalLine(200, HEARING_FIELD_NAMES.note),
  noteEn: optionalLine(200, HEARING_FIELD_NAMES.noteEn),
});

/**
 * PUT /admin/events/{eventCd}/hearing-limits: the whole list (at most 31 days, each day once),
 * with the updatedAt read (null when the list was empty): 409 when it changed since
 */
export const timeLimitsBody = z.strictObject({
  limits: z
    .array(timeLimit, { error: 'limits must be a list of {day, limitTime, note, noteEn}.' })
    .max(TIME_LIMITS_MAX, { error: `At most ${TIME_LIMITS_MAX} racing days.` })
    .refine((list) => new Set(list.map((l) => l.day)).size === list.length, {
      error: 'Each racing day once.',
      params: { code: 'duplicate' },
    }),
  updatedAt: z.union([z.null(), z.string().max(40)], { error: 'updatedAt must be the updatedAt you read.' }).optional(),
});
export type TimeLimitsBody = z.input<typeof timeLimitsBody>;

export type { HearingKind, HearingStatus };

export const adminHearingEndpoints = {
  /** the event's hearings, published or not, by number */
  hearingList: adminCall<undefined, AdminHearing[]>()('GET', '/admin/events/:eventCd/hearings'),
  /** a new hearing with the event's next number (audited) */
  hearingCreate: adminCall<HearingCreateBody, AdminHearing>()('POST', '/admin/events/:eventCd/hearings'),
  hearingGet: adminCall<undefined, AdminHearing>()('GET', '/admin/hearings/:id'),
  /** change a hearing (schedule, decide, withdraw, publish; audited); 409 when updatedAt is no longer current */
  hearingUpdate: adminCall<HearingUpdateBody, AdminHearing>()('PUT', '/admin/hearings/:id'),
  /** delete an unpublished hearing (audited; a published one: 409 in-use, unpublish or withdraw it) */
  hearingDelete: adminCall<DeleteInput, null>()('DELETE', '/admin/hearings/:id'),
  /** the protest time limit of each racing day */
  timeLimitsGet: adminCall<undefined, AdminTimeLimits>()('GET', '/admin/events/:eventCd/hearing-limits'),
  /** set the whole list (audited); 409 when updatedAt is no longer current */
  timeLimitsPut: adminCall<TimeLimitsBody, AdminTimeLimits>()('PUT', '/admin/events/:eventCd/hearing-limits'),
} as const;
