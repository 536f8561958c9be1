/**
 * The staff console's photos and videos of an event: every one, published or not, in their
 * order, and their changes (each in one transaction with its audit row, `updatedAt` checked
 * and renewed). A photo or video is public while it and its event are published.
 */
import type { Kysely, Selectable } from 'kysely';
import type { AdminImage, AdminVideo } from '../../../shared/admin-content.js';
import type { Page } from '../../../shared/api.js';
import type { EventImageTable, EventVideoTable } from '../../db/schema.js';
import { paginate, type PageQuery } from '../paging.js';
import {
  changes,
  defined,
  deleteOwned,
  EditError,
  eventExists,
  insertOwned,
  nextSortOrder,
  updateOwned,
  type Editor,
  type Db,
} from './edits.js';

export function imageView(r: Selectable<EventImageTable>): AdminImage {
  return {
    id: Number(r.id),
    eventCd: r.eventCd,
    imgUrl: r.imgUrl,
    title: r.title,
    isPublish: Number(r.isPublish),
    sortOrder: Number(r.sortOrder),
    updatedAt: r.updatedAt,
  };
}

export function videoView(r: Selectable<EventVideoTable>): AdminVideo {
  return {
    id: Number(r.id),
    eventCd: r.eventCd,
    videoUrl: r.videoUrl,
    thumbUrl: r.thumbUrl,
    title: r.title,
    isPublish: Number(r.isPublish),
    sortOrder: Number(r.sortOrder),
    updatedAt: r.updatedAt,
  };
}

/** never in an audit row: the version, and the id (the row's code) */
export const MEDIA_NOT_AUDITED = ['updatedAt', 'id'] as const;
const NOT_AUDITED = MEDIA_NOT_AUDITED;

const eventMissing = (eventCd: string) => new EditError('missing', `There is no event ${eventCd}.`);

/** what differs between an event's photos and its videos: the table, the view, the name in a refusal, the audit entity */
const PHOTOS = { table: 'eventImages', view: imageView, noun: 'photo', entity: 'image' } as const;
const VIDEOS = { table: 'eventVideos', view: videoView, noun: 'video', entity: 'video' } as const;
type MediaKind = typeof PHOTOS | typeof VIDEOS;
type MediaOf<K extends MediaKind> = ReturnType<K['view']>;

/** the kind's view of a row of its table */
const viewOf =
  <K extends MediaKind>(kind: K) =>
  (row: unknown): MediaOf<K> =>
    kind.view(row as never) as MediaOf<K>;

/** a photo or a video as updateOwned and deleteOwned change it */
const owned = <K extends MediaKind>(kind: K, id: number, sentVersion: string | undefined) => ({
  table: kind.table as MediaKind['table'],
  key: id,
  sentVersion,
  noun: kind.noun,
  entity: kind.entity,
  view: viewOf(kind),
  omit: NOT_AUDITED,
});
export const ownedPhoto = (id: number, sentVersion?: string) => owned(PHOTOS, id, sentVersion);

/** the two media tables as one (their shared columns), as Kysely cannot see them through a union of names */
type Loose = Kysely<Record<MediaKind['table'], { id: number; eventCd: string; sortOrder: number }>>;
const loose = (db: Db) => db as unknown as Loose;

/** the event's photos or videos, published or not, in order; undefined when there is no such event */
async function listOf<K extends MediaKind>(
  db: Db,
  kind: K,
  eventCd: string,
  q: PageQuery,
): Promise<Page<MediaOf<K>> | undefined> {
  if (!(await eventExists(db, eventCd))) return undefined;
  const base = loose(db).selectFrom(kind.table).where('eventCd', '=', eventCd);
  const page = await paginate(base, q, (b) => b.selectAll().orderBy('sortOrder').orderBy('id'));
  return { ...page, records: page.records.map(viewOf(kind)) };
}

async function getOf<K extends MediaKind>(db: Db, kind: K, id: number): Promise<MediaOf<K> | undefined> {
  const row = await loose(db).selectFrom(kind.table).selectAll().where('id', '=', id).executeTakeFirst();
  return row && viewOf(kind)(row);
}

/** a new photo or video of the event, after its last unless `sortOrder` is sent (404 for an unknown event) */
async function createOf<K extends MediaKind>(
  db: Db,
  editor: Editor,
  kind: K,
  eventCd: string,
  values: Record<string, unknown> & { sortOrder?: number },
): Promise<MediaOf<K>> {
  return db.transaction().execute(async (trx) => {
    if (!(await eventExists(trx, eventCd))) throw eventMissing(eventCd);
    const last = await loose(trx)
      .selectFrom(kind.table)
      .select((eb) => eb.fn.max('sortOrder').as('max'))
      .where('eventCd', '=', eventCd)
      .executeTakeFirst();
    const after = await insertOwned(trx, editor, {
      table: kind.table,
      values: { ...values, eventCd, sortOrder: values.sortOrder ?? nextSortOrder(last?.max) } as never,
      entity: kind.entity,
      view: viewOf(kind),
      omit: NOT_AUDITED,
    });
    return after;
  });
}

async function updateOf<K extends MediaKind>(
  db: Db,
  editor: Editor,
  kind: K,
  id: number,
  patch: object,
  sentVersion: string | undefined,
): Promise<MediaOf<K>> {
  const given = defined(patch);
  return updateOwned(db, editor, {
    ...owned(kind, id, sentVersion),
    set: (row) => (changes(viewOf(kind)(row), given) ? (given as never) : undefined),
  });
}

export interface ImageInput {
  imgUrl: string;
  title?: string | null;
  isPublish?: number;
  sortOrder?: number;
}
export type ImagePatch = Partial<ImageInput>;

export interface VideoInput {
  videoUrl: string;
  thumbUrl?: string | null;
  title: string;
  isPublish?: number;
  sortOrder?: number;
}
export type VideoPatch = Partial<VideoInput>;

// ---------------------------------------------------------------- photos and videos

export const listAdminImages = (db: Db, eventCd: string, q: PageQuery) => listOf(db, PHOTOS, eventCd, q);
export const getAdminImage = (db: Db, id: number) => getOf(db, PHOTOS, id);
export const createAdminImage = (db: Db, editor: Editor, eventCd: string, input: ImageInput) =>
  createOf(db, editor, PHOTOS, eventCd, {
    imgUrl: input.imgUrl,
    title: input.title ?? null,
    isPublish: input.isPublish ?? 0,
    sortOrder: input.sortOrder,
  });
export const updateAdminImage = (db: Db, editor: Editor, id: number, patch: ImagePatch, sentVersion?: string) =>
  updateOf(db, editor, PHOTOS, id, patch, sentVersion);
export async function deleteAdminImage(db: Db, editor: Editor, id: number, sentVersion?: string): Promise<void> {
  await deleteOwned(db, editor, owned(PHOTOS, id, sentVersion));
}

export const listAdminVideos = (db: Db, eventCd: string, q: PageQuery) => listOf(db, VIDEOS, eventCd, q);
export const getAdminVideo = (db: Db, id: number) => getOf(db, VIDEOS, id);
export const createAdminVideo = (db: Db, editor: Editor, eventCd: string, input: VideoInput) =>
  createOf(db, editor, VIDEOS, eventCd, {
    videoUrl: input.videoUrl,
    thumbUrl: input.thumbUrl ?? null,
    title: input.title,
    isPublish: input.isPublish ?? 0,
    sortOrder: input.sortOrder,
  });
export const updateAdminVideo = (db: Db, editor: Editor, id: number, patch: VideoPatch, sentVersion?: string) =>
  updateOf(db, editor, VIDEOS, id, patch, sentVersion);
export async function deleteAdminVideo(db: Db, editor: Editor, id: number, sentVersion?: string): Promise<void> {
  await deleteOwned(db, editor, owned(VIDEOS, id, sentVersion));
}
