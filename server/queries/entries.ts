/**
 * The public entry lists (issue 31; docs/api-contract.md "Entries"): every class of a published
 * event with its entries in list order, or one class. Unknown or unpublished: undefined (404).
 */
import type { Kysely } from 'kysely';
import type { EventEntries } from '../../shared/entries.js';
import type { Database } from '../db/schema.js';
import { isPublishedEvent } from './events.js';
import { entryFields } from './admin/entries.js';

type Db = Kysely<Database>;

export async function listEventEntries(db: Db, eventCd: string, levelCd?: string): Promise<EventEntries | undefined> {
  if (!(await isPublishedEvent(db, eventCd))) return undefined;
  let q = db
    .selectFrom('levels')
    .select(['levelCd', 'levelName', 'levelNameCode'])
    .where('eventCd', '=', eventCd)
    .orderBy('sortOrder')
    .orderBy('id');
  if (levelCd !== undefined) q = q.where('levelCd', '=', levelCd);
  const levels = await q.execute();
  if (levelCd !== undefined && levels.length === 0) return undefined;
  if (levels.length === 0) return { eventCd, levels: [] };
  const codes = levels.map((l) => l.levelCd);
  const [rows, published] = await Promise.all([
    db
      .selectFrom('entries')
      .select(['levelCd', 'sailNo', 'nationality', 'helm', 'crew', 'club', 'groupName'])
      .where('levelCd', 'in', codes)
      .orderBy('levelCd')
      .orderBy('sortOrder')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('scorePublications')
      .select('levelCd')
      .distinct()
      .where('levelCd', 'in', codes)
      .where('withdrawnAt', 'is', null)
      .execute(),
  ]);
  const withResults = new Set(published.map((p) => p.levelCd));
  return {
    eventCd,
    levels: levels.map((l) => ({
      levelCd: l.levelCd,
      levelName: l.levelName,
      levelNameCode: l.levelNameCode ?? null,
      hasResults: withResults.has(l.levelCd),
      entries: rows.filter((r) => r.levelCd === l.levelCd).map(entryFields),
    })),
  };
}
