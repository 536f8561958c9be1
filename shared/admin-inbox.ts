/**
 * The contact inbox of the staff console (issue 20 item 3; docs/admin-api.md "Contact inbox"):
 * the messages visitors send through the contact form, newest first, searched and filtered
 * (new/handled), marked handled with a note, exported as CSV, deleted by an admin. Admins and
 * editors; scorers get 403. The bodies' and queries' zod schemas are checked on the server; the
 * types are what the console and tests send.
 */
import * as z from 'zod';
import type { Page } from './api.js';
import { adminCall } from './admin-endpoints.js';

export const CONTACT_STATUSES = ['new', 'handled'] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];

/** messages a page of the inbox */
export const INBOX_PAGE_SIZE = 25;
/** the most messages one CSV export holds (the newest of the filter) */
export const INBOX_EXPORT_MAX = 50_000;
/** the longest note */
export const NOTE_MAX = 2000;

/**
 * what a visitor sent through the contact form, as it is stored (the table contact_messages,
 * server/db/schema.ts) and shown to staff
 */
export interface ContactMessageSent {
  name: string;
  email: string;
  subject: string;
  /** the text as the visitor typed it (the console shows control characters escaped) */
  message: string;
  /** the site's language of the page it was sent from ('zh', 'en') */
  lang: string | null;
  /** the page it was sent from */
  page: string | null;
}

/** a message as the console sees it: what the visitor sent (as sent) and the staff's handling */
export interface AdminContactMessage extends ContactMessageSent {
  id: number;
  /** when it was sent (ISO, UTC) */
  createdAt: string;
  status: ContactStatus;
  handledAt: string | null;
  handledBy: { id: number; name: string } | null;
  note: string | null;
  /** the version to send back with a change (409 when it is no longer current) */
  updatedAt: string;
}

/** GET /admin/contacts and /admin/contacts.csv: search text, status filter, page */
export const inboxQuery = z.object({
  q: z.string().max(200, { error: 'q must be at most 200 characters.' }).optional(),
  status: z.enum(CONTACT_STATUSES, { error: 'status must be new or handled.' }).optional(),
  page: z.coerce
    .number({ error: 'page must be a number.' })
    .int({ error: 'page must be a whole number.' })
    .min(1, { error: 'page must be at least 1.' })
    .max(1_000_000, { error: 'page is too large.' })
    .optional(),
});
export type InboxQuery = z.input<typeof inboxQuery>;

/** GET /admin/contacts/count: how many messages have the status (default new) */
export const inboxCountQuery = z.object({
  status: z.enum(CONTACT_STATUSES, { error: 'status must be new or handled.' }).optional(),
});
export type InboxCountQuery = z.input<typeof inboxCountQuery>;

/**
 * PUT /admin/contacts/{id}: mark handled (or new again) and/or set the note (empty: none); with
 * `updatedAt` as read, 409 when the message changed since.
 */
export const inboxUpdateBody = z
  .strictObject({
    status: z.enum(CONTACT_STATUSES, { error: 'status must be new or handled.' }).optional(),
    note: z
      .string({ error: 'note must be text.' })
      .max(NOTE_MAX, { error: `The note must be at most ${NOTE_MAX} characters.` })
      .optional(),
    updatedAt: z.string().max(40).optional(),
  })
  .refine((b) => b.status !== undefined || b.note !== undefined, {
    error: 'Send status or note.',
    path: ['status'],
  });
export type InboxUpdateBody = z.input<typeof inboxUpdateBody>;

export const adminInboxEndpoints = {
  /** the messages, newest first, 25 a page; `q` in name, e-mail, subject and text; `status` new or handled */
  contactList: adminCall<InboxQuery, Page<AdminContactMessage>>()('GET', '/admin/contacts'),
  /** the filtered list as CSV (UTF-8 with BOM, CRLF, RFC 4180, formula-safe): the answer is text/csv, not JSON */
  contactExport: adminCall<InboxQuery, string>()('GET', '/admin/contacts.csv'),
  /** how many messages are new (or handled): the dashboard's badge */
  contactCount: adminCall<InboxCountQuery, { count: number }>()('GET', '/admin/contacts/count'),
  /** one message */
  contactGet: adminCall<undefined, AdminContactMessage>()('GET', '/admin/contacts/:id'),
  /** mark handled or new, set the note (audited); 409 when updatedAt is no longer current */
  contactUpdate: adminCall<InboxUpdateBody, AdminContactMessage>()('PUT', '/admin/contacts/:id'),
  /** delete a message (admin only; audited) */
  contactDelete: adminCall<undefined, null>()('DELETE', '/admin/contacts/:id'),
} as const;

/** the CSV export's columns, in order */
export const INBOX_CSV_COLUMNS = [
  'id',
  'createdAt',
  'name',
  'email',
  'subject',
  'message',
  'lang',
  'page',
  'status',
  'handledAt',
  'handledBy',
  'note',
] as const;

/** the mailto: link of a reply: the visitor's address, the subject "Re: …" */
export function replyMailto(email: string, subject: string): string {
  const re = /^re:/i.test(subject.trim()) ? subject.trim() : `Re: ${subject.trim()}`;
  // (only the address's own characters: a typed address with ? or & cannot add headers)
  return `mailto:${encodeURIComponent(email).replace(/%40/g, '@')}?subject=${encodeURIComponent(re)}`;
}
