/**
 * POST /event/entries/{eventCd} (issue 31; docs/api-contract.md "Entries"): the entry lists of a
 * published event's classes, or of one (`{levelCd}`), in the contract's envelope, cached as the
 * other read calls are (cleared at once by every staff change).
 */
import * as z from 'zod';
import { CODE_PATTERN } from '../../shared/api.js';
import { endpoints } from '../../shared/endpoints.js';
import { listEventEntries } from '../queries/entries.js';
import { notFound } from './http.js';
import { readCall } from './call.js';

/** an optional class (extra fields are ignored, as the other read calls do) */
export const eventEntriesBody = z.object({
  levelCd: z.string().regex(CODE_PATTERN, { error: 'levelCd must be a class code.' }).optional(),
});

export const entriesCalls = {
  eventEntries: readCall(
    endpoints.eventEntries,
    eventEntriesBody,
    async (deps, { eventCd }, body) =>
      (await listEventEntries(deps.db, eventCd, body.levelCd)) ?? notFound('The event or class'),
    // (the answer cache's key: the class alone)
    (body) => ({ levelCd: body.levelCd ?? null }),
  ),
};
