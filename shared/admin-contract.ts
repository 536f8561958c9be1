/**
 * The staff console API's request schemas (docs/admin-api.md): what the server checks every
 * admin call's body and query with. Types and results without zod are in shared/admin-api.ts;
 * the calls are listed in shared/admin-endpoints.ts.
 */
import { z } from 'zod';
import { STAFF_LIMITS, STAFF_ROLES } from './admin-api.js';
import { CODE_PATTERN, EMAIL_PATTERN } from './api.js';

export * from './admin-api.js';

const email = z
  .string({ error: 'Enter an e-mail address.' })
  .trim()
  .max(STAFF_LIMITS.email, { error: `The e-mail address must be at most ${STAFF_LIMITS.email} characters.` })
  .refine((v) => EMAIL_PATTERN.test(v), { error: 'Enter a valid e-mail address.', params: { code: 'email' } })
  .transform((v) => v.toLowerCase());

const name = z
  .string({ error: 'Enter a name.' })
  .trim()
  .min(1, { error: 'Enter a name.' })
  .max(STAFF_LIMITS.name, { error: `The name must be at most ${STAFF_LIMITS.name} characters.` })
  // eslint-disable-next-line no-control-regex -- control characters are what it refuses
  .refine((v) => !/[\u0000-\u001f\u007f-\u009f]/.test(v), {
    error: 'The name may not contain control characters.',
    params: { code: 'one_line' },
  });

const role = z.enum(STAFF_ROLES, { error: `The role must be one of: ${STAFF_ROLES.join(', ')}.` });

const eventCodes = z
  .array(z.string().regex(CODE_PATTERN, { error: 'Each event must be an event code.' }), {
    error: 'events must be a list of event codes.',
  })
  .max(500, { error: 'A scorer can be assigned at most 500 events.' });

/** POST /admin/session */
export const signInBody = z.object({
  // (any text: a malformed address is just a failed sign-in, with the one generic message)
  email: z.string({ error: 'Enter your e-mail address.' }).max(1000, { error: 'Enter your e-mail address.' }),
  password: z
    .string({ error: 'Enter your password.' })
    .min(1, { error: 'Enter your password.' })
    .max(STAFF_LIMITS.passwordMax, { error: 'Enter your password.' }),
});
export type SignInBody = z.input<typeof signInBody>;

/** POST /admin/staff (admin): a new account with its first password (checked like `npm run staff:add`) */
export const staffCreateBody = z.object({
  email,
  name,
  role,
  password: z
    .string({ error: 'Enter a password.' })
    .max(STAFF_LIMITS.passwordMax, { error: `The password must be at most ${STAFF_LIMITS.passwordMax} characters.` }),
  events: eventCodes.optional(),
});
export type StaffCreateBody = z.input<typeof staffCreateBody>;

/** POST /admin/me/password: the staff member's own new password, with the one they signed in with */
export const passwordChangeBody = z.strictObject({
  current: z
    .string({ error: 'Enter your password.' })
    .min(1, { error: 'Enter your password.' })
    .max(STAFF_LIMITS.passwordMax, { error: 'Enter your password.' }),
  password: z
    .string({ error: 'Enter a password.' })
    .max(STAFF_LIMITS.passwordMax, { error: `The password must be at most ${STAFF_LIMITS.passwordMax} characters.` }),
});
export type PasswordChangeBody = z.input<typeof passwordChangeBody>;

/** PUT /admin/staff/{id} (admin): any of name, role, disabled, a scorer's events; never the password */
export const staffUpdateBody = z.strictObject(
  {
    name: name.optional(),
    role: role.optional(),
    disabled: z.boolean({ error: 'disabled must be true or false.' }).optional(),
    events: eventCodes.optional(),
    /** the account's updatedAt as it was read: 409 when it changed since */
    updatedAt: z.string().max(40).optional(),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? 'Only name, role, disabled, events and updatedAt can be changed here.'
        : undefined,
  },
);
export type StaffUpdateBody = z.input<typeof staffUpdateBody>;

/** GET /admin/audit?entity=&code=&page= */
export const auditQuery = z.object({
  entity: z
    .string()
    .regex(/^[a-z-]{1,32}$/, { error: 'entity must be a word such as event or staff.' })
    .optional(),
  code: z.string().max(64, { error: 'code must be at most 64 characters.' }).optional(),
  page: z.coerce
    .number({ error: 'page must be a number.' })
    .int({ error: 'page must be a whole number.' })
    .min(1, { error: 'page must be at least 1.' })
    .max(1_000_000, { error: 'page is too large.' })
    .default(1),
});
export type AuditQuery = z.input<typeof auditQuery>;

/** rows per page of the audit log */
export const AUDIT_PAGE_SIZE = 50;
