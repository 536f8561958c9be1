/**
 * An event's official notice board as the public sees it (issue 30; shared/admin-notices.ts):
 * the published notices of a published event only, newest posted first. A withdrawn notice is
 * listed as withdrawn with its kind, number and title, never its text, file or earlier versions.
 * Texts are sanitised on every read. At most NOTICE_MAX_PER_EVENT notices are read.
 */
import type { Kysely } from 'kysely';
import { NOTICE_MAX_PER_EVENT, type Notice } from '../../shared/admin-notices.js';
import type { Database } from '../db/schema.js';
import { isPublishedEvent } from './events.js';
import { asKind, noticeHtml, versionsOf, versionView } from './admin/notices.js';

type Db = Kysely<Database>;

/** the board of a published event; undefined when the event is unknown or unpublished */
export async function listPublicNotices(db: Db, eventCd: string): Promise<Notice[] | undefined> {
  if (!(await isPublishedEvent(db, eventCd))) return undefined;
  const rows = await db
    .selectFrom('notices')
    .selectAll()
    .where('eventCd', '=', eventCd)
    .where('isPublish', '=', 1)
    .where('postedAt', 'is not', null)
    .orderBy('postedAt', 'desc')
    .orderBy('id', 'desc')
    .limit(NOTICE_MAX_PER_EVENT)
    .execute();
  const standing = rows.filter((r) => r.withdrawnAt === null).map((r) => Number(r.id));
  const versions = await versionsOf(db, standing);
  return rows.map((r): Notice => {
    const withdrawn = r.withdrawnAt !== null;
    return {
      id: Number(r.id),
      kind: asKind(r.kind),
      number: r.number === null ? null : Number(r.number),
      title: r.title,
      titleEn: r.titleEn,
      content: withdrawn ? '' : noticeHtml(r.content),
      contentEn: withdrawn ? '' : noticeHtml(r.contentEn),
      fileUrl: withdrawn ? null : r.fileUrl,
      postedAt: r.postedAt!,
      amendedAt: r.amendedAt,
      withdrawnAt: r.withdrawnAt,
      versions: withdrawn ? [] : (versions.get(Number(r.id)) ?? []).map(versionView),
    };
  });
}

/** the most events the notice boards' list names (the sitemap holds at most 50,000 addresses) */
export const NOTICE_BOARDS_MAX = 10_000;

/** the codes of the published events whose board has a posted notice, in one query, by code */
export async function eventsWithNotices(db: Db): Promise<string[]> {
  const rows = await db
    .selectFrom('notices')
    .innerJoin('events', 'events.eventCd', 'notices.eventCd')
    .select('notices.eventCd')
    .distinct()
    .where('events.isPublish', '=', 1)
    .where('notices.isPublish', '=', 1)
    .where('notices.postedAt', 'is not', null)
    .orderBy('notices.eventCd')
    .limit(NOTICE_BOARDS_MAX)
    .execute();
  return rows.map((r) => r.eventCd);
}
