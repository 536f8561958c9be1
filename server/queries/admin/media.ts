/**
 * The staff console's photos and videos of an event: every one, published or not, in their
 * order, and their changes (each in one transaction with its audit row, `updatedAt` checked
 * and renewed). A photo or video is public while it and its event are published.
 */
import type { Kysely, Selectable } from 'kysely';
import type { AdminImage, AdminVideo } from '../../../shared/admin-content.js';
import type { Page } from '../../../shared/api.js';
import type { Database, EventImageTable, EventVideoTable } from '../../db/schema.js';
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
} from './edits.js';

type Db = Kysely<Database>;

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

/** a photo and a video as updateOwned and deleteOwned change them */
export const ownedPhoto = (id: number, sentVersion?: string) =>
  ({
    table: 'eventImages',
    key: id,
    sentVersion,
    noun: 'photo',
    entity: 'image',
    view: imageView,
    omit: NOT_AUDITED,
  }) as const;
const video = (id: number, sentVersion: string | undefined) =>
  ({
    table: 'eventVideos',
    key: id,
    sentVersion,
    noun: 'video',
    entity: 'video',
    view: videoView,
    omit: NOT_AUDITED,
  }) as const;

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

// ---------------------------------------------------------------- photos

/** the event's photos, published or not, in order; undefined when there is no such event */
export async function listAdminImages(db: Db, eventCd: string, q: PageQuery): Promise<Page<AdminImage> | undefined> {
  if (!(await eventExists(db, eventCd))) return undefined;
  const base = db.selectFrom('eventImages').where('eventCd', '=', eventCd);
  const page = await paginate(base, q, (b) => b.selectAll().orderBy('sortOrder').orderBy('id'));
  return { ...page, records: page.records.map(imageView) };
}

export async function getAdminImage(db: Db, id: number): Promise<AdminImage | undefined> {
  const row = await db.selectFrom('eventImages').selectAll().where('id', '=', id).executeTakeFirst();
  return row && imageView(row);
}

export async function createAdminImage(
  db: Db,
  editor: Editor,
  eventCd: string,
  input: ImageInput,
): Promise<AdminImage> {
  return db.transaction().execute(async (trx) => {
    if (!(await eventExists(trx, eventCd))) throw eventMissing(eventCd);
    const last = await trx
      .selectFrom('eventImages')
      .select((eb) => eb.fn.max('sortOrder').as('max'))
      .where('eventCd', '=', eventCd)
      .executeTakeFirst();
    return insertOwned(trx, editor, {
      table: 'eventImages',
      values: {
        eventCd,
        imgUrl: input.imgUrl,
        title: input.title ?? null,
        isPublish: input.isPublish ?? 0,
        sortOrder: input.sortOrder ?? nextSortOrder(last?.max),
      },
      entity: 'image',
      view: imageView,
      omit: NOT_AUDITED,
    });
  });
}

export async function updateAdminImage(
  db: Db,
  editor: Editor,
  id: number,
  patch: ImagePatch,
  sentVersion?: string,
): Promise<AdminImage> {
  const given = defined(patch);
  return updateOwned(db, editor, {
    ...ownedPhoto(id, sentVersion),
    set: (row) => (changes(imageView(row), given) ? given : undefined),
  });
}

export async function deleteAdminImage(db: Db, editor: Editor, id: number, sentVersion?: string): Promise<void> {
  await deleteOwned(db, editor, ownedPhoto(id, sentVersion));
}

// ---------------------------------------------------------------- videos

/** the event's videos, published or not, in order; undefined when there is no such event */
export async function listAdminVideos(db: Db, eventCd: string, q: PageQuery): Promise<Page<AdminVideo> | undefined> {
  if (!(await eventExists(db, eventCd))) return undefined;
  const base = db.selectFrom('eventVideos').where('eventCd', '=', eventCd);
  const page = await paginate(base, q, (b) => b.selectAll().orderBy('sortOrder').orderBy('id'));
  return { ...page, records: page.records.map(videoView) };
}

export async function getAdminVideo(db: Db, id: number): Promise<AdminVideo | undefined> {
  const row = await db.selectFrom('eventVideos').selectAll().where('id', '=', id).executeTakeFirst();
  return row && videoView(row);
}

export async function createAdminVideo(
  db: Db,
  editor: Editor,
  eventCd: string,
  input: VideoInput,
): Promise<AdminVideo> {
  return db.transaction().execute(async (trx) => {
    if (!(await eventExists(trx, eventCd))) throw eventMissing(eventCd);
    const last = await trx
      .selectFrom('eventVideos')
      .select((eb) => eb.fn.max('sortOrder').as('max'))
      .where('eventCd', '=', eventCd)
      .executeTakeFirst();
    return insertOwned(trx, editor, {
      table: 'eventVideos',
      values: {
        eventCd,
        videoUrl: input.videoUrl,
        thumbUrl: input.thumbUrl ?? null,
        title: input.title,
        isPublish: input.isPublish ?? 0,
        sortOrder: input.sortOrder ?? nextSortOrder(last?.max),
      },
      entity: 'video',
      view: videoView,
      omit: NOT_AUDITED,
    });
  });
}

export async function updateAdminVideo(
  db: Db,
  editor: Editor,
  id: number,
  patch: VideoPatch,
  sentVersion?: string,
): Promise<AdminVideo> {
  const given = defined(patch);
  return updateOwned(db, editor, {
    ...video(id, sentVersion),
    set: (row) => (changes(videoView(row), given) ? given : undefined),
  });
}

export async function deleteAdminVideo(db: Db, editor: Editor, id: number, sentVersion?: string): Promise<void> {
  await deleteOwned(db, editor, video(id, sentVersion));
}
