/**
 * POST /contact/insert: checks the same rules as the form (docs/product.md §5) and the length bounds,
 * rate-limits per client address, and answers success only after the row is committed.
 */
import { contactInsertBody } from '../../shared/contract.js';
import { endpoints } from '../../shared/endpoints.js';
import { insertContactMessage } from '../queries/contact.js';
import { ApiError } from './http.js';
import type { PublicCall } from './call.js';

const contactInsert: PublicCall<typeof endpoints.contactInsert, typeof contactInsertBody> = {
  endpoint: endpoints.contactInsert,
  body: contactInsertBody,
  cacheKey: false,
  // (counted before the body is read: a refused body counts too)
  admit: async ({ rateLimiter }, { address }) => {
    if (!(await rateLimiter.take(address))) {
      throw new ApiError(429, 'Too many messages from your address. Please try again later.');
    }
  },
  answer: async ({ db }, _, body, { address, userAgent }) => {
    // honeypot: people never see the field; a bot that fills it in is told "sent" and nothing is stored
    if (body.website && body.website.trim() !== '') return null;
    await insertContactMessage(db, {
      name: body.name.trim(),
      email: body.email,
      subject: body.subject,
      message: body.message,
      lang: body.lang ?? null,
      page: body.page ?? null,
      clientIp: address,
      userAgent: (userAgent ?? '').slice(0, 500) || null,
    });
    return null;
  },
};

export const contactCalls = { contactInsert };
