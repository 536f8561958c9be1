/**
 * The contact form's rules and outcomes, the same in the browser (JavaScript on) and in the
 * page's action (JavaScript off): docs/product.md §5 validation in its order, the API body, and which
 * message each outcome shows.
 */
import { CONTACT_LIMITS, isValidContactEmail, isValidContactName } from '../../../../shared/api';
import type { ContactInsertBody } from '../../../../shared/contract';
import type { Lang } from '../../../../shared/lang';

export interface ContactValues {
  name: string;
  email: string;
  subject: string;
  message: string;
}

export const CONTACT_FIELDS = [
  'name',
  'email',
  'subject',
  'message',
] as const satisfies readonly (keyof ContactValues)[];

export const EMPTY_VALUES: ContactValues = { name: '', email: '', subject: '', message: '' };

/** a field that breaks a rule of docs/product.md §5 (subject and message are not checked) */
export type ContactProblem = 'email' | 'name';

/**
 * docs/product.md §5, checked in the spec's order: a non-blank email must match the pattern, then the
 * name must not be blank. null: the form may be sent.
 */
export function findProblem(values: Pick<ContactValues, 'name' | 'email'>): ContactProblem | null {
  if (!isValidContactEmail(values.email)) return 'email';
  if (!isValidContactName(values.name)) return 'name';
  return null;
}

/** the warning of each problem (docs/product.md §5), shown under the title 'contact.tips' */
export const PROBLEM_MESSAGE = {
  email: 'contact.emailFormat',
  name: 'contact.nameRequired',
} as const satisfies Record<ContactProblem, string>;

/** what became of a message sent to the API */
export type ContactOutcome = 'sent' | 'fail' | 'tooMany' | 'network';

/** the message of each outcome that did not send (docs/product.md §8 'fail'; 429; no connection) */
export const FAILURE_MESSAGE = {
  fail: 'contact.fail',
  tooMany: 'contact.tooMany',
  network: 'contact.network',
} as const satisfies Record<Exclude<ContactOutcome, 'sent'>, string>;

/** the name of the honeypot field: people never see it; bots fill it in (the API then stores nothing) */
export const HONEYPOT_FIELD = 'website';

/** the form's values from a submitted form (missing fields are empty) */
export function valuesFromForm(form: { get(name: string): unknown }): ContactValues & { website: string } {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  return {
    name: text('name'),
    email: text('email'),
    subject: text('subject'),
    message: text('message'),
    website: text(HONEYPOT_FIELD),
  };
}

/** the body of POST /contact/insert: the fields as typed (the API trims), the page and its language */
export function insertBody(
  values: ContactValues,
  extra: { lang: Lang; page: string; website?: string },
): ContactInsertBody {
  const body: ContactInsertBody = {
    name: values.name,
    email: values.email,
    subject: values.subject,
    message: values.message,
    lang: extra.lang,
    page: extra.page.slice(0, 300),
  };
  if (extra.website) body.website = extra.website;
  return body;
}

/** the longest value of each field (the inputs' maxLength; the API refuses longer ones) */
export const MAX_LENGTH: Record<keyof ContactValues, number> = CONTACT_LIMITS;

/** `?email=` of the page (the newsletter box on the news pages sends visitors here with it) */
export function prefillEmail(search: string): string {
  const email = new URLSearchParams(search).get('email') ?? '';
  return email.trim().slice(0, CONTACT_LIMITS.email);
}
