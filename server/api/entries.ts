/**
 * POST /event/entries/{eventCd} (issue 31; docs/api-contract.md "Entries"): the entry lists of a
 * published event's classes, or of one (`{levelCd}`), in the contract's envelope, cached as the
 * other read calls are (cleared at once by every staff change).
 */
import { Hono } from 'hono';
import * as z from 'zod';
import { CODE_PATTERN } from '../../shared/api.js';
import { endpoints } from '../../shared/endpoints.js';
import { listEventEntries } from '../queries/entries.js';
import { cachedOk, codeParam, notFound, readBody } from './http.js';
import type { ApiEnv } from './env.js';

/** an optional class (extra fields are ignored, as the other read calls do) */
export const eventEntriesBody = z.object({
  levelCd: z.string().regex(CODE_PATTERN, { error: 'levelCd must be a class code.' }).optional(),
});

export const entriesApi = new Hono<ApiEnv>().post(endpoints.eventEntries.route, async (c) => {
  const eventCd = codeParam(c, 'eventCd');
  const body = await readBody(c, eventEntriesBody, c.var.deps.bodyLimit);
  return cachedOk(
    c,
    endpoints.eventEntries,
    { levelCd: body.levelCd ?? null },
    async () => (await listEventEntries(c.var.deps.db, eventCd, body.levelCd)) ?? notFound('The event or class'),
  );
});
