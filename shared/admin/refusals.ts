/**
 * Why the admin API refused a call, as codes (docs/admin-api.md, "Refusal codes"): every answer
 * that is not a success carries a refusal `code` in its envelope; an `invalid` one carries, for each
 * bad field, an issue `code` with its parameters. The English `message` is for a person using
 * curl; nothing reads it: the console words the codes in the page's language
 * (app/console/messages). No zod here: the console's browser code imports this module.
 */

/** why a call was refused (its HTTP status follows from it: REFUSAL_STATUS) */
export const REFUSAL_CODES = [
  /** 400: the body, the query or a field is not acceptable (see `issues`) */
  'invalid',
  /** 401: no session or token, or the session has ended; or the sign-in failed */
  'unauthenticated',
  /** 403: the role or the assignment does not allow it, or a write came without the site's origin or CSRF token */
  'forbidden',
  /** 404: no such record (or no such call) */
  'missing',
  /** 409: the code (or e-mail address) is taken already */
  'exists',
  /** 409: the record changed since it was read (send the `updatedAt` you read; reload) */
  'stale',
  /** 409: something still hangs on the record (`params.what`: RefusalInUse) */
  'in-use',
  /** 413: the body or file is larger than the call accepts */
  'too-large',
  /** 415: not a body type or file type the call accepts */
  'unsupported',
  /** 429: too many attempts; try again after Retry-After seconds */
  'rate-limited',
  /** 503: not available on this server (e.g. uploads not set up) */
  'unavailable',
  /** 500: the server failed */
  'failed',
] as const;
export type RefusalCode = (typeof REFUSAL_CODES)[number];

/** the HTTP status of each refusal */
export const REFUSAL_STATUS: Record<RefusalCode, number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  missing: 404,
  exists: 409,
  stale: 409,
  'in-use': 409,
  'too-large': 413,
  unsupported: 415,
  'rate-limited': 429,
  unavailable: 503,
  failed: 500,
};

/** the refusal a status means when the refusing code did not name one (409 has several: 'stale' is the safe reading) */
export function refusalOfStatus(status: number): RefusalCode {
  switch (status) {
    case 400:
      return 'invalid';
    case 401:
      return 'unauthenticated';
    case 403:
      return 'forbidden';
    case 404:
      return 'missing';
    case 409:
      return 'stale';
    case 413:
      return 'too-large';
    case 415:
      return 'unsupported';
    case 429:
      return 'rate-limited';
    case 503:
      return 'unavailable';
    default:
      return status >= 400 && status < 500 ? 'invalid' : 'failed';
  }
}

/** what still hangs on a record an `in-use` refusal names (`params.what`) */
export type RefusalInUse = 'classes' | 'results' | 'last-admin' | 'published' | 'withdrawn';

/** what is wrong with one field: a small closed set, each with its parameters */
export const FIELD_ISSUE_CODES = [
  /** empty or absent */
  'required',
  /** text longer than `max` characters */
  'too_long',
  /** text shorter than `min` characters */
  'too_short',
  /** a number below `min` */
  'too_small',
  /** a number above `max` */
  'too_big',
  /** a number outside `min`..`max` */
  'range',
  /** a list with more than `max` items */
  'too_many',
  /** not a whole number */
  'not_integer',
  /** not of the `expected` type (text, number, list, …) */
  'type',
  /** not one of `options` */
  'one_of',
  /** a code: letters, digits, - and _ only (at most `max`) */
  'code',
  /** an e-mail address */
  'email',
  /** a web address starting with http:// or https:// */
  'web_url',
  /** a path of this site (/uploads/…) or a web address */
  'media_url',
  /** a video: an mp4 of this site or an https page of an allowed player (`hosts`) */
  'video_url',
  /** a date (YYYY-MM-DD) */
  'date',
  /** a date and time (YYYY-MM-DD HH:mm) */
  'date_time',
  /** one line, without line breaks or control characters */
  'one_line',
  /** some other form the field must have */
  'format',
  /** the end (`endDate`, `endTime`) is before the start */
  'end_before_start',
  /** the same value twice in a list that must hold each once */
  'duplicate',
  /** keys the call does not accept (`keys`) */
  'unknown_keys',
  /** the code or e-mail address is taken already */
  'taken',
  /** a password shorter than `min` characters */
  'password_short',
  /** a password of too few different characters */
  'password_simple',
  /** a commonly used password */
  'password_common',
  /** a password that is the account's e-mail address or name */
  'password_personal',
  /** you cannot do this to your own account (disable it) */
  'own_account',
  /** only scorers are assigned events */
  'scorer_only',
  /** an event code that names no event (`codes`) */
  'unknown_event',
  /** a file: empty */
  'file_empty',
  /** a file: more than one sent (`max`) */
  'file_count',
  /** a file the upload refused (`refusal`: too-large, unsupported, …) */
  'file_refused',
  /** a results publication that cannot be published as it is */
  'not_publishable',
  /** any other rule (the message says which) */
  'invalid',
] as const;
export type FieldIssueCode = (typeof FIELD_ISSUE_CODES)[number];

export type IssueParam = string | number | readonly (string | number)[];

/** one bad field: `{ field: 'eventCd', code: 'too_long', params: { max: 32 } }` ('' for the body as a whole) */
export interface FieldIssue {
  field: string;
  code: FieldIssueCode;
  params?: Record<string, IssueParam>;
}

/** the failure envelope of every admin call */
export interface AdminRefusal {
  success: false;
  result: null;
  /** English, for a person reading the answer; never parsed */
  message: string;
  code: RefusalCode;
  /** the refusal's parameters (in-use: `what`; rate-limited: `retryAfter` seconds) */
  params?: Record<string, IssueParam>;
  /** for `invalid`: every bad field's issue (the first of each field) */
  issues?: FieldIssue[];
  /** for `invalid`: each bad field's English message, by field name ('events.2' for an item of a list) */
  errors?: Record<string, string>;
}

const CODES = new Set<string>(REFUSAL_CODES);
const ISSUES = new Set<string>(FIELD_ISSUE_CODES);

export const isRefusalCode = (v: unknown): v is RefusalCode => typeof v === 'string' && CODES.has(v);
export const isFieldIssueCode = (v: unknown): v is FieldIssueCode => typeof v === 'string' && ISSUES.has(v);
