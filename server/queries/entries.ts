/**
 * The public entry lists (issue 31; docs/api-contract.md "Entries"): every class of a published
 * event with its entries in list order, or one class. Unknown or unpublished: undefined (404).
 */
import type { Kysely } from 'kysely';
import type { EventEntries } from '../../shared/entries.js';
import type { Database } from '../db/schema.js';
import { isPublishedEvent, levelsOf, whenPublished } from './events.js';
import { entryFields } from './admin/entries.js';

type Db = Kysely<Database>;

export async function listEventEntries(db: Db, eventCd: string, levelCd?: string): Promise<EventEntries | undefined> {
  let q = db
    .selectFrom('levels')
    .select(['levelCd', 'levelName', 'levelNameCode'])
    .where('eventCd', '=', eventCd)
    .orderBy('sortOrder')
    .orderBy('id');
  if (levelCd !== undefined) q = q.where('levelCd', '=', levelCd);
  // the check, the levels, their entries and which have results at once (decision 0045)
  const read = await whenPublished(
    isPublishedEvent(db, eventCd),
    Promise.all([
      q.execute(),
      db
        .selectFrom('entries')
        .select(['levelCd', 'sailNo', 'nationality', 'helm', 'crew', 'club', 'groupName'])
        .where('levelCd', 'in', levelsOf(db, eventCd, levelCd))
        .orderBy('levelCd')
        .orderBy('sortOrder')
        .orderBy('id')
        .execute(),
      db
        .selectFrom('scorePublications')
        .select('levelCd')
        .distinct()
        .where('levelCd', 'in', levelsOf(db, eventCd, levelCd))
        .where('withdrawnAt', 'is', null)
        .execute(),
    ]),
  );
  if (!read) return undefined;
  const [levels, rows, published] = read;
  if (levelCd !== undefined && levels.length === 0) return undefined;
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
