/**
 * The console's forms (docs/admin-console.md): what a submitted form holds, and the admin API's
 * refusals said in the page's language. Every form posts to its route's action (it works without
 * JavaScript); a refused one is shown again with what was typed and an error next to each field.
 * The API answers codes (shared/admin/refusals.ts): a refusal code for the form, an issue code
 * with its parameters for each field. They are worded here; the API's English message is never read.
 */
import type { TFunction } from '../../i18n';
import {
  isFieldIssueCode,
  isRefusalCode,
  refusalOfStatus,
  type FieldIssue,
  type FieldIssueCode,
  type IssueParam,
  type RefusalCode,
} from '../../../shared/admin/refusals';

/** a form's fields as text (the last value of each name; files left out) */
export type FormValues = Record<string, string>;

export function formValues(form: FormData): FormValues {
  const out: FormValues = {};
  for (const [k, v] of form.entries()) if (typeof v === 'string' && k !== '_csrf') out[k] = v;
  return out;
}

/** a text field: trimmed, '' when absent */
export function text(values: FormValues, name: string): string {
  return (values[name] ?? '').trim();
}

/** an optional text field: null when empty (the API stores null) */
export function optional(values: FormValues, name: string): string | null {
  const v = text(values, name);
  return v === '' ? null : v;
}

/** a checkbox: 1 when ticked */
export function checked(values: FormValues, name: string): 0 | 1 {
  return values[name] === '1' || values[name] === 'on' ? 1 : 0;
}

/** the files of a file input that hold something (a form without a chosen file sends one empty file) */
export function filesOf(form: FormData, name: string): File[] {
  return form.getAll(name).filter((f): f is File => typeof f !== 'string' && f.size > 0);
}

/** what is wrong with one field: an issue code of the API (or of the console) with its parameters */
export interface FieldError {
  code: FieldIssueCode;
  params?: Record<string, IssueParam>;
}

/** field → its error */
export type FieldErrors = Record<string, FieldError>;

/** a field error: `issue('too_long', { max: 200 })` */
export const issue = (code: FieldIssueCode, params?: Record<string, IssueParam>): FieldError =>
  params ? { code, params } : { code };

/**
 * A field error as the one string conform keeps per error (decision 0024): the issue code and
 * its parameters, worded only when shown (fieldMessage), so the words follow the page's language.
 */
export const encodeIssue = (e: FieldError): string => JSON.stringify(e);

/** a string conform kept back as a field error ('invalid' for anything that is not one) */
export function decodeIssue(s: string): FieldError {
  try {
    const e = JSON.parse(s) as Partial<FieldError> | null;
    if (e && isFieldIssueCode(e.code))
      return e.params && typeof e.params === 'object' ? issue(e.code, e.params) : issue(e.code);
  } catch {
    // not one of ours
  }
  return issue('invalid');
}

/**
 * Submit events a form's own check stopped in the browser (nothing was sent): conform's refused
 * submit, and the validation it runs on leaving a field (conform checks by requesting a submit).
 * The form marks them (console-form.ts); the leave guard (useLeaveGuard) then keeps the form as
 * changed instead of taking it for sent.
 */
const stoppedSubmits = new WeakSet<Event>();
export const markSubmitStopped = (e: Event): void => void stoppedSubmits.add(e);
export const wasSubmitStopped = (e: Event): boolean => stoppedSubmits.has(e);

/** the field error of a file the upload refused with `refusal` (a refusal code, or a status when no answer came) */
export function uploadRefusal(refusal: RefusalCode | number): FieldError {
  const code = typeof refusal === 'number' ? (refusal === 0 ? 'failed' : refusalOfStatus(refusal)) : refusal;
  return issue('file_refused', { refusal: code });
}

/**
 * What the console tells the staff member after a refused write: a message for the form and one
 * per field. `kind` says what happened: 'invalid' (400: see the fields), 'stale' (409: changed
 * since it was read; reload), 'exists' (409: the code is taken), 'inUse' (409: still has what
 * hangs on it), 'forbidden', 'missing', 'tooLarge', 'unsupported', 'unauthenticated',
 * 'rateLimited', 'failed'.
 */
export type ProblemKind =
  | 'invalid'
  | 'stale'
  | 'exists'
  | 'inUse'
  | 'forbidden'
  | 'missing'
  | 'tooLarge'
  | 'unsupported'
  | 'unauthenticated'
  | 'rateLimited'
  | 'failed';

export interface Problem {
  kind: ProblemKind;
  /** the refusal's parameters (in-use: `what`; exists: `field`) */
  params?: Record<string, IssueParam>;
  /** for a log only (the API's English, or the console's own note); never shown, never read */
  message?: string;
  /** field → its error */
  errors: FieldErrors;
}

const KIND: Record<RefusalCode, ProblemKind> = {
  invalid: 'invalid',
  unauthenticated: 'unauthenticated',
  forbidden: 'forbidden',
  missing: 'missing',
  exists: 'exists',
  stale: 'stale',
  'in-use': 'inUse',
  'too-large': 'tooLarge',
  unsupported: 'unsupported',
  'rate-limited': 'rateLimited',
  unavailable: 'failed',
  failed: 'failed',
};

/** a refused answer of the admin API (console-api.server.ts): its status, refusal code and field issues */
export interface RefusedAnswer {
  status: number;
  code?: RefusalCode | null;
  params?: Record<string, IssueParam>;
  issues?: readonly FieldIssue[];
  /** field errors the caller worked out already (read before `issues`) */
  errors?: FieldErrors;
  message?: string;
}

/**
 * The problem of a refused answer, read from its codes. A list's item ('events.2') counts for the
 * list's field too; an `exists` names its field (`params.field`) or else the `codeField` of the form.
 */
export function problemOf(answer: RefusedAnswer, codeField?: string): Problem {
  const code: RefusalCode =
    answer.code && isRefusalCode(answer.code)
      ? answer.code
      : answer.status === 0
        ? 'failed'
        : refusalOfStatus(answer.status);
  const errors: FieldErrors = { ...answer.errors };
  for (const i of answer.errors ? [] : (answer.issues ?? [])) {
    const error = issue(i.code, i.params);
    errors[i.field] ??= error;
    const list = i.field.replace(/\.\d+(\..*)?$/, '');
    if (list !== i.field) errors[list] ??= error;
  }
  if (code === 'exists') {
    const field = typeof answer.params?.field === 'string' ? answer.params.field : codeField;
    if (field) errors[field] ??= issue('taken');
  }
  return {
    kind: KIND[code],
    ...(answer.params ? { params: answer.params } : {}),
    ...(answer.message ? { message: answer.message } : {}),
    errors,
  };
}

const num = (v: IssueParam | undefined) => (typeof v === 'number' ? v : Number(v ?? 0));
const list = (v: IssueParam | undefined) => (Array.isArray(v) ? v.join(', ') : String(v ?? ''));

/** each issue's message in the page's language, from the issue's parameters */
const issueMessages = (t: TFunction): { [C in FieldIssueCode]: (p: Record<string, IssueParam>) => string } => ({
  required: () => t('admin.errors.required'),
  too_long: (p) => t('admin.errors.tooLong', { n: num(p.max) }),
  too_short: (p) => t('admin.errors.tooShort', { n: num(p.min) }),
  too_small: (p) => t('admin.errors.tooSmall', { n: num(p.min) }),
  too_big: (p) => t('admin.errors.tooBig', { n: num(p.max) }),
  range: (p) => t('admin.errors.range', { min: num(p.min), max: num(p.max) }),
  too_many: (p) => t('admin.errors.tooMany', { n: num(p.max) }),
  not_integer: () => t('admin.errors.wholeNumber'),
  type: () => t('admin.errors.type'),
  one_of: () => t('admin.errors.oneOf'),
  code: (p) => t('admin.errors.code', { n: num(p.max ?? 64) }),
  email: () => t('admin.errors.email'),
  web_url: () => t('admin.errors.webUrl'),
  media_url: () => t('admin.errors.mediaUrl'),
  video_url: (p) =>
    p.reason === 'host'
      ? t('admin.errors.videoHost', { hosts: list(p.hosts) })
      : t('admin.errors.videoUrl', { hosts: list(p.hosts) }),
  date: () => t('admin.errors.date'),
  date_time: () => t('admin.errors.dateTime'),
  one_line: () => t('admin.errors.oneLine'),
  format: () => t('admin.errors.format'),
  end_before_start: () => t('admin.errors.endBeforeStart'),
  duplicate: () => t('admin.errors.duplicate'),
  unknown_keys: (p) => t('admin.errors.unknownKeys', { keys: list(p.keys) }),
  taken: () => t('admin.errors.codeTaken'),
  password_short: (p) => t('admin.errors.passwordShort', { n: num(p.min) }),
  password_simple: () => t('admin.errors.passwordSimple'),
  password_common: () => t('admin.errors.passwordCommon'),
  password_personal: () => t('admin.errors.passwordPersonal'),
  own_account: () => t('admin.errors.ownAccount'),
  scorer_only: () => t('admin.errors.scorerEvents'),
  unknown_event: (p) => t('admin.errors.unknownEvent', { codes: list(p.codes) }),
  file_empty: () => t('admin.errors.fileEmpty'),
  file_count: () => t('admin.errors.fileCount'),
  file_refused: (p) =>
    p.refusal === 'too-large'
      ? t('admin.errors.uploadTooLarge')
      : p.refusal === 'unsupported'
        ? t('admin.errors.uploadType')
        : t('admin.errors.uploadFailed'),
  not_publishable: () => t('admin.errors.notPublishable'),
  invalid: () => t('admin.errors.invalid'),
});

/** a field's error in the page's language, from its issue code and parameters */
export function fieldMessage(t: TFunction, error: FieldError): string {
  // (a code this console does not know, from a newer API: said as "not valid")
  const message = issueMessages(t)[error.code] ?? issueMessages(t).invalid;
  return message(error.params ?? {});
}

/** the message above a refused form, in the page's language */
export function problemMessage(t: TFunction, p: Problem): string {
  if (p.kind === 'inUse') {
    const what = p.params?.what;
    if (what === 'classes') return t('admin.problem.eventHasClasses');
    if (what === 'results') return t('admin.problem.levelHasResults');
    if (what === 'last-admin') return t('admin.problem.lastAdmin');
    if (what === 'published') return t('adminNotices.problem.published');
    if (what === 'withdrawn') return t('adminNotices.problem.withdrawn');
  }
  return t(`admin.problem.${p.kind}`);
}
