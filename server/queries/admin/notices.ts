/**
 * An event's notice board in the staff console (issue 30; shared/admin-notices.ts for the rules).
 * Each change runs in one transaction with its audit row (entity `notice`, code the id), checks
 * the `updatedAt` the editor read (409 on a stale copy) and writes a new one. Texts pass the
 * public pages' sanitiser before they are stored (and again on every read).
 *
 * - The first publication sets `postedAt` (never changed after) and, for the numbered kinds, the
 *   next number of the event's kind (a number taken meanwhile by another's publication: tried again).
 * - A change of a posted notice's title, texts or file keeps the version it replaces
 *   (`notice_versions`) and sets `amendedAt`; its kind cannot change any more (its number is of it).
 * - A posted notice is neither unpublished nor deleted (409 in-use, `published`): it is withdrawn,
 *   once (`withdrawnAt`), and a withdrawn notice is not changed any more (409 in-use, `withdrawn`).
 */
import type { Selectable } from 'kysely';
import {
  NOTICE_KINDS,
  NOTICE_MAX_PER_EVENT,
  NUMBERED_KINDS,
  type AdminNotice,
  type NoticeKind,
  type NoticeVersion,
} from '../../../shared/admin-notices.js';
import type { NoticeTable, NoticeVersionTable } from '../../db/schema.js';
import { DEFAULT_SANITIZE_OPTIONS, sanitizeNewsHtml } from '../sanitize.js';
import {
  deleteOwned,
  EditError,
  insertOwned,
  nextVersion,
  retryOnUniqueViolation,
  updateOwned,
  type Editor,
  type Db,
  type Trx,
} from './edits.js';

export type NoticeRow = Selectable<NoticeTable>;
type VersionRow = Selectable<NoticeVersionTable>;

export interface NoticeInput {
  kind: NoticeKind;
  title: string;
  titleEn?: string | null;
  content?: string;
  contentEn?: string;
  fileUrl?: string | null;
  isPublish?: number;
}

export type NoticePatch = Partial<NoticeInput> & { withdrawn?: 1 | true };

/** never in an audit row: the version (every change has a new one) and the earlier versions (rows of their own) */
const NOT_AUDITED = ['updatedAt', 'versions'] as const;

/** the HTML the public pages may show */
export function noticeHtml(html: string | null | undefined): string {
  return sanitizeNewsHtml(html, DEFAULT_SANITIZE_OPTIONS);
}

export const asKind = (kind: string): NoticeKind =>
  (NOTICE_KINDS as readonly string[]).includes(kind) ? (kind as NoticeKind) : 'other';

export function versionView(v: VersionRow): NoticeVersion {
  return {
    title: v.title,
    titleEn: v.titleEn,
    content: noticeHtml(v.content),
    contentEn: noticeHtml(v.contentEn),
    fileUrl: v.fileUrl,
    shownFrom: v.shownFrom,
    replacedAt: v.replacedAt,
  };
}

export function noticeView(r: NoticeRow, versions: VersionRow[] = []): AdminNotice {
  return {
    id: Number(r.id),
    eventCd: r.eventCd,
    kind: asKind(r.kind),
    number: r.number === null ? null : Number(r.number),
    title: r.title,
    titleEn: r.titleEn,
    content: noticeHtml(r.content),
    contentEn: noticeHtml(r.contentEn),
    fileUrl: r.fileUrl,
    isPublish: Number(r.isPublish) === 1 ? 1 : 0,
    postedAt: r.postedAt,
    amendedAt: r.amendedAt,
    withdrawnAt: r.withdrawnAt,
    createdBy: r.createdBy === null ? null : Number(r.createdBy),
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
    versions: versions.map(versionView),
  };
}

/** the earlier versions of the notices `ids`, newest first, by notice */
export async function versionsOf(db: Db | Trx, ids: number[]): Promise<Map<number, VersionRow[]>> {
  const out = new Map<number, VersionRow[]>();
  if (ids.length === 0) return out;
  const rows = await db
    .selectFrom('noticeVersions')
    .selectAll()
    .where('noticeId', 'in', ids)
    .orderBy('replacedAt', 'desc')
    .orderBy('id', 'desc')
    .execute();
  for (const v of rows) {
    const list = out.get(Number(v.noticeId)) ?? [];
    list.push(v);
    out.set(Number(v.noticeId), list);
  }
  return out;
}

/** the event a notice is on (the role check), or undefined */
export async function eventOfNotice(db: Db, id: number): Promise<string | undefined> {
  return (await db.selectFrom('notices').select('eventCd').where('id', '=', id).executeTakeFirst())?.eventCd;
}

/** every notice of the event, drafts first, then newest posted first (at most NOTICE_MAX_PER_EVENT) */
export async function listAdminNotices(db: Db, eventCd: string): Promise<AdminNotice[]> {
  const rows = await db
    .selectFrom('notices')
    .selectAll()
    .where('eventCd', '=', eventCd)
    .orderBy('postedAt', 'desc')
    .orderBy('id', 'desc')
    .limit(NOTICE_MAX_PER_EVENT)
    .execute();
  // (a draft has no posted time: first, the newest draft first)
  rows.sort((a, b) => (a.postedAt === null ? 0 : 1) - (b.postedAt === null ? 0 : 1));
  const versions = await versionsOf(
    db,
    rows.map((r) => Number(r.id)),
  );
  return rows.map((r) => noticeView(r, versions.get(Number(r.id))));
}

async function noticeRow(db: Db | Trx, id: number): Promise<NoticeRow | undefined> {
  return db.selectFrom('notices').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function getAdminNotice(db: Db, id: number): Promise<AdminNotice | undefined> {
  const row = await noticeRow(db, id);
  if (!row) return undefined;
  return noticeView(row, (await versionsOf(db, [id])).get(id));
}

const what = (id: number) => `The notice ${id}`;

/** the next number of the event's kind (its largest + 1), for a numbered kind; null otherwise */
async function nextNumber(trx: Trx, eventCd: string, kind: NoticeKind): Promise<number | null> {
  if (!NUMBERED_KINDS.includes(kind)) return null;
  const row = await trx
    .selectFrom('notices')
    .select((eb) => eb.fn.max('number').as('top'))
    .where('eventCd', '=', eventCd)
    .where('kind', '=', kind)
    .executeTakeFirst();
  return Number(row?.top ?? 0) + 1;
}

/** a new notice on the event's board (published at once when isPublish is 1) */
export async function createAdminNotice(
  db: Db,
  editor: Editor,
  eventCd: string,
  input: NoticeInput,
): Promise<AdminNotice> {
  return retryOnUniqueViolation(() =>
    db.transaction().execute(async (trx) => {
      const count = await trx
        .selectFrom('notices')
        .select((eb) => eb.fn.countAll<string | number>().as('n'))
        .where('eventCd', '=', eventCd)
        .executeTakeFirst();
      if (Number(count?.n ?? 0) >= NOTICE_MAX_PER_EVENT)
        throw new EditError('invalid', `An event's board holds at most ${NOTICE_MAX_PER_EVENT} notices.`, '', {
          code: 'too_many',
          max: NOTICE_MAX_PER_EVENT,
        });
      const now = nextVersion();
      const publish = input.isPublish === 1;
      return insertOwned(trx, editor, {
        table: 'notices',
        values: {
          eventCd,
          kind: input.kind,
          number: publish ? await nextNumber(trx, eventCd, input.kind) : null,
          title: input.title,
          titleEn: input.titleEn ?? null,
          content: noticeHtml(input.content ?? ''),
          contentEn: noticeHtml(input.contentEn ?? ''),
          fileUrl: input.fileUrl ?? null,
          isPublish: publish ? 1 : 0,
          postedAt: publish ? now : null,
          amendedAt: null,
          withdrawnAt: null,
          createdBy: editor.id,
          createdAt: now,
          updatedAt: now,
        },
        entity: 'notice',
        view: noticeView,
        action: publish ? 'publish' : 'create',
        omit: NOT_AUDITED,
      });
    }),
  );
}

/** the fields that make a version: a change of one of these after posting keeps the earlier version */
const VERSIONED = ['title', 'titleEn', 'content', 'contentEn', 'fileUrl'] as const;

/** a notice as updateOwned and deleteOwned change it */
const owned = (id: number, sentVersion: string | undefined) =>
  ({ table: 'notices', key: id, sentVersion, noun: 'notice', entity: 'notice', omit: NOT_AUDITED }) as const;

/** changes the fields sent, publishes, or withdraws (see the module comment); nothing changed, nothing written */
export async function updateAdminNotice(
  db: Db,
  editor: Editor,
  id: number,
  patch: NoticePatch,
  sentVersion: string | undefined,
): Promise<AdminNotice> {
  let publishing = false;
  return retryOnUniqueViolation(() =>
    updateOwned(db, editor, {
      ...owned(id, sentVersion),
      view: async (row, trx) => noticeView(row, (await versionsOf(trx, [id])).get(id)),
      action: () => (patch.withdrawn ? 'withdraw' : publishing ? 'publish' : 'update'),
      set: async (row, trx) => {
        const before = noticeView(row);
        const posted = row.postedAt !== null;
        if (row.withdrawnAt !== null)
          throw new EditError('in-use', `${what(id)} was withdrawn: it stays on the board as it is.`, undefined, {
            what: 'withdrawn',
          });
        const { withdrawn, ...rest } = patch;
        const given: Partial<NoticeInput> = Object.fromEntries(
          Object.entries({
            ...rest,
            content: rest.content === undefined ? undefined : noticeHtml(rest.content),
            contentEn: rest.contentEn === undefined ? undefined : noticeHtml(rest.contentEn),
          }).filter(([, v]) => v !== undefined),
        );
        const merged = { ...before, ...given };
        const differs = (k: keyof NoticeInput) =>
          k in given && JSON.stringify(before[k] ?? null) !== JSON.stringify(merged[k] ?? null);

        if (posted && given.isPublish === 0)
          throw new EditError('in-use', `${what(id)} was posted: withdraw it rather than unpublish it.`, undefined, {
            what: 'published',
          });
        if (posted && differs('kind'))
          throw new EditError(
            'invalid',
            'The kind of a posted notice cannot change (its number is of its kind): withdraw it and post a new one.',
            'kind',
            { code: 'invalid' },
          );
        if (withdrawn && !posted)
          throw new EditError('invalid', 'Only a posted notice is withdrawn: delete a draft instead.', 'withdrawn', {
            code: 'invalid',
          });

        const now = nextVersion(row.updatedAt);
        publishing = !posted && merged.isPublish === 1;
        const textChanged = VERSIONED.some(differs);
        const changed = withdrawn || publishing || textChanged || differs('kind') || differs('isPublish');
        if (!changed) return undefined;

        if (posted && textChanged && !withdrawn) {
          // the version the board showed until now, readable after the change
          await trx
            .insertInto('noticeVersions')
            .values({
              noticeId: id,
              title: row.title,
              titleEn: row.titleEn,
              content: row.content,
              contentEn: row.contentEn,
              fileUrl: row.fileUrl,
              shownFrom: row.amendedAt ?? row.postedAt!,
              replacedAt: now,
            })
            .execute();
        }
        return {
          kind: merged.kind,
          title: merged.title,
          titleEn: merged.titleEn ?? null,
          content: merged.content,
          contentEn: merged.contentEn,
          fileUrl: merged.fileUrl ?? null,
          isPublish: merged.isPublish === 1 ? 1 : 0,
          ...(publishing ? { postedAt: now, number: await nextNumber(trx, row.eventCd, merged.kind) } : {}),
          ...(posted && textChanged && !withdrawn ? { amendedAt: now } : {}),
          ...(withdrawn ? { withdrawnAt: now } : {}),
          updatedAt: now,
        };
      },
    }),
  );
}

/** deletes a draft; a posted notice is refused (409 in-use, `published`: withdraw it) */
export async function deleteAdminNotice(
  db: Db,
  editor: Editor,
  id: number,
  sentVersion: string | undefined,
): Promise<void> {
  await deleteOwned(db, editor, {
    ...owned(id, sentVersion),
    view: (row) => noticeView(row),
    check: (row) => {
      if (row.postedAt !== null)
        throw new EditError(
          'in-use',
          `${what(id)} was posted: a posted notice stays on the board. Withdraw it instead.`,
          undefined,
          { what: 'published' },
        );
    },
  });
}
