/**
 * POST /contact/insert: checks the same rules as the form (docs/product.md §5) and the length bounds,
 * rate-limits per client address, and answers success only after the row is committed.
 */
import { Hono } from 'hono';
import { contactInsertBody } from '../../shared/contract.js';
import { endpoints } from '../../shared/endpoints.js';
import { insertContactMessage } from '../queries/contact.js';
import { fail, ok, readBody } from './http.js';
import type { ApiEnv } from './env.js';

export const contactApi = new Hono<ApiEnv>().post(endpoints.contactInsert.route, async (c) => {
  const { db, rateLimiter, bodyLimit, clientAddress } = c.var.deps;
  const ip = clientAddress(c);
  if (!(await rateLimiter.take(ip))) {
    return fail(c, 429, 'Too many messages from your address. Please try again later.');
  }
  const body = await readBody(c, contactInsertBody, bodyLimit);
  // honeypot: people never see the field; a bot that fills it in is told "sent" and nothing is stored
  if (body.website && body.website.trim() !== '') return ok(c, endpoints.contactInsert, null);
  await insertContactMessage(db, {
    name: body.name.trim(),
    email: body.email,
    subject: body.subject,
    message: body.message,
    lang: body.lang ?? null,
    page: body.page ?? null,
    clientIp: ip,
    userAgent: (c.req.header('user-agent') ?? '').slice(0, 500) || null,
  });
  return ok(c, endpoints.contactInsert, null);
});
