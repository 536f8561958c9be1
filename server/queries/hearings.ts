/**
 * An event's protest hearings as the public sees them (issue 30; docs/api-contract.md
 * "Hearings"): the published hearings of a published event, by number, and the protest time limit
 * of each racing day. What staff have not published is never read here.
 */
import type { Kysely } from 'kysely';
import type { HearingBoard } from '../../shared/hearings.js';
import type { Database } from '../db/schema.js';
import { isPublishedEvent, whenPublished } from './events.js';
import { hearingView, timeLimitView } from './admin/hearings.js';

type Db = Kysely<Database>;

/** undefined when the event is unknown or unpublished */
export async function getHearingBoard(db: Db, eventCd: string, timeZone: string): Promise<HearingBoard | undefined> {
  // the check and both reads at once (decision 0045)
  const read = await whenPublished(
    isPublishedEvent(db, eventCd),
    Promise.all([
      db
        .selectFrom('hearings')
        .leftJoin('levels', (j) =>
          j.onRef('levels.levelCd', '=', 'hearings.levelCd').onRef('levels.eventCd', '=', 'hearings.eventCd'),
        )
        .selectAll('hearings')
        .select(['levels.levelName', 'levels.levelNameCode'])
        .where('hearings.eventCd', '=', eventCd)
        .where('hearings.isPublish', '=', 1)
        .orderBy('hearings.number')
        .limit(1000)
        .execute(),
      db.selectFrom('hearingTimeLimits').selectAll().where('eventCd', '=', eventCd).orderBy('day').limit(100).execute(),
    ]),
  );
  if (!read) return undefined;
  const [rows, limits] = read;
  return {
    eventCd,
    timeZone,
    hearings: rows.map((r) => {
      const {
        id: _id,
        eventCd: _event,
        isPublish: _publish,
        createdAt: _created,
        ...h
      } = hearingView(r, r.levelName === null ? null : { levelName: r.levelName, levelNameCode: r.levelNameCode });
      return h;
    }),
    timeLimits: limits.map(timeLimitView),
  };
}
