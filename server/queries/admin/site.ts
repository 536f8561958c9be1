/**
 * The staff console's home page and site content (issue 20 item 2; shared/admin-site.ts): banners,
 * partners and site videos (every record, published or not, in the public order), their changes
 * and order, the statistics row and the site configuration entries. Each change runs in one
 * transaction with its audit row, checks the `updatedAt` the editor read (409 when stale) and
 * writes a new one.
 */
import type { Generated, Kysely, Selectable } from 'kysely';
import type {
  AdminBanner,
  AdminPartner,
  AdminSiteConfig,
  AdminSiteVideo,
  AdminStatistics,
  SiteConfig,
} from '../../../shared/admin-site.js';
import { siteDateTime } from '../../../shared/site-time.js';
import type { BannerTable, Database, PartnerTable, VideoTable } from '../../db/schema.js';
import { NEVER_EDITED } from '../../db/migrations/0007_admin_edits.js';
import { audit } from '../audit.js';
import { getDataConfig } from '../site.js';
import {
  checkVersion,
  defined,
  EditError,
  fields,
  isUniqueViolation,
  nextVersion,
  staleCopy,
  type Editor,
} from './edits.js';

type Db = Kysely<Database>;

// ---------------------------------------------------------------- views

export function bannerView(r: Selectable<BannerTable>): AdminBanner {
  return {
    id: Number(r.id),
    bannerUrl: r.bannerUrl,
    title: r.title,
    titleEn: r.titleEn,
    type: Number(r.type),
    linkUrl: r.linkUrl ?? null,
    sortOrder: Number(r.sortOrder),
    isPublish: Number(r.isPublish),
    updatedAt: r.updatedAt,
  };
}

export function partnerView(r: Selectable<PartnerTable>): AdminPartner {
  return {
    id: Number(r.id),
    name: r.name,
    nameEn: r.nameEn,
    logo: r.logo,
    website: r.website,
    type: String(r.type),
    sortOrder: Number(r.sortOrder),
    isPublish: Number(r.isPublish),
    updatedAt: r.updatedAt,
  };
}

export function siteVideoView(r: Selectable<VideoTable>): AdminSiteVideo {
  return {
    id: Number(r.id),
    title: r.title,
    titleEn: r.titleEn,
    type: Number(r.type),
    videoUrl: r.videoUrl,
    thumbUrl: r.thumbUrl,
    publishTime: r.publishTime,
    sortOrder: Number(r.sortOrder),
    isPublish: Number(r.isPublish),
    updatedAt: r.updatedAt,
  };
}

/** never in an audit row: the version, and the id (the row's code) */
const NOT_AUDITED = ['updatedAt', 'id'] as const;

function publishAction(before: { isPublish: number }, after: { isPublish: number }) {
  if (before.isPublish === after.isPublish) return 'update' as const;
  return after.isPublish === 1 ? ('publish' as const) : ('unpublish' as const);
}

function changes(current: Record<string, unknown>, patch: Record<string, unknown>): boolean {
  return Object.entries(patch).some(([k, v]) => JSON.stringify(current[k] ?? null) !== JSON.stringify(v ?? null));
}

// ---------------------------------------------------------------- the three lists

/**
 * What differs between banners, partners and site videos: the table, the audit entity, the
 * record's name in messages, its view, and where a new record goes in its type's order.
 */
interface ListKind<T extends 'banners' | 'partners' | 'videos', R extends { id: number; isPublish: number }> {
  table: T;
  entity: string;
  noun: string;
  view: (row: Selectable<Database[T]>) => R;
  /** the type as stored */
  stored: (type: number | string) => number | string;
  /** the sortOrder of a new record of the type when none is sent */
  newSortOrder: (max: number | null) => number;
}

const BANNERS: ListKind<'banners', AdminBanner> = {
  table: 'banners',
  entity: 'banner',
  noun: 'banner',
  view: bannerView,
  stored: Number,
  newSortOrder: (max) => (max === null ? 10 : max + 10),
};

const PARTNERS: ListKind<'partners', AdminPartner> = {
  table: 'partners',
  entity: 'partner',
  noun: 'partner',
  view: partnerView,
  stored: String,
  newSortOrder: (max) => (max === null ? 10 : max + 10),
};

/** a new video comes first (0, before the ordered ones; newest first among equals) */
const VIDEOS: ListKind<'videos', AdminSiteVideo> = {
  table: 'videos',
  entity: 'site-video',
  noun: 'site video',
  view: siteVideoView,
  stored: Number,
  newSortOrder: () => 0,
};

/**
 * The three tables share the columns used here (id, type, sort_order, is_publish, updated_at;
 * videos also publish_time); Kysely cannot see that through a union of table names, so the
 * generic code below works on a view of the database where each is this row.
 */
interface ListRow {
  id: Generated<number>;
  type: number | string;
  sortOrder: number;
  isPublish: number;
  publishTime: string;
  updatedAt: string;
}
type Loose = Kysely<Record<'banners' | 'partners' | 'videos', ListRow>>;
const loose = (db: Db) => db as unknown as Loose;

type AnyKind = ListKind<'banners' | 'partners' | 'videos', { id: number; isPublish: number }>;
const any = <K>(kind: K) => kind as unknown as AnyKind;

async function listOf<R>(db: Db, kind: AnyKind, type?: number | string): Promise<R[]> {
  let q = loose(db).selectFrom(kind.table).selectAll();
  if (type !== undefined) q = q.where('type', '=', kind.stored(type));
  q = q.orderBy('type').orderBy('sortOrder');
  // (site videos: newest first among equals, as the public lists)
  q = kind.table === 'videos' ? q.orderBy('publishTime', 'desc').orderBy('id', 'desc') : q.orderBy('id');
  const rows = await q.execute();
  return rows.map((r) => kind.view(r as never) as R);
}

async function getOf<R>(db: Db, kind: AnyKind, id: number): Promise<R | undefined> {
  const row = await loose(db).selectFrom(kind.table).selectAll().where('id', '=', id).executeTakeFirst();
  return row && (kind.view(row as never) as R);
}

async function createOf<R extends { id: number }>(
  db: Db,
  editor: Editor,
  kind: AnyKind,
  input: Record<string, unknown> & { type: number | string; sortOrder?: number },
): Promise<R> {
  return db.transaction().execute(async (trx) => {
    const t = loose(trx);
    const last = await t
      .selectFrom(kind.table)
      .select((eb) => eb.fn.max('sortOrder').as('max'))
      .where('type', '=', kind.stored(input.type))
      .executeTakeFirst();
    const row = await t
      .insertInto(kind.table)
      .values({
        isPublish: 0,
        ...input,
        type: kind.stored(input.type),
        sortOrder: input.sortOrder ?? kind.newSortOrder(last?.max == null ? null : Number(last.max)),
        updatedAt: nextVersion(),
      } as never)
      .returningAll()
      .executeTakeFirstOrThrow();
    const after = kind.view(row as never) as unknown as R;
    await audit(trx, {
      staff: editor,
      entity: kind.entity,
      code: after.id,
      action: 'create',
      after: fields(after),
      omit: NOT_AUDITED,
    });
    return after;
  });
}

async function updateOf<R extends { isPublish: number }>(
  db: Db,
  editor: Editor,
  kind: AnyKind,
  id: number,
  patch: Record<string, unknown>,
  sentVersion?: string,
): Promise<R> {
  const what = `The ${kind.noun} ${id}`;
  return db.transaction().execute(async (trx) => {
    const t = loose(trx);
    const row = await t.selectFrom(kind.table).selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw new EditError('missing', `There is no ${kind.noun} ${id}.`);
    checkVersion(what, row.updatedAt, sentVersion);
    const before = kind.view(row as never) as unknown as R;
    const given = defined(patch);
    if (given.type !== undefined) given.type = kind.stored(given.type as number | string);
    if (!changes(fields(before), given)) return before;
    const updated = await t
      .updateTable(kind.table)
      .set({ ...given, updatedAt: nextVersion(row.updatedAt) } as never)
      .where('id', '=', id)
      .where('updatedAt', '=', row.updatedAt)
      .returningAll()
      .executeTakeFirst();
    if (!updated) throw staleCopy(what);
    const after = kind.view(updated as never) as unknown as R;
    await audit(trx, {
      staff: editor,
      entity: kind.entity,
      code: id,
      action: publishAction(before, after),
      before: fields(before),
      after: fields(after),
      omit: NOT_AUDITED,
    });
    return after;
  });
}

async function deleteOf(db: Db, editor: Editor, kind: AnyKind, id: number, sentVersion?: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const t = loose(trx);
    const row = await t.selectFrom(kind.table).selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw new EditError('missing', `There is no ${kind.noun} ${id}.`);
    checkVersion(`The ${kind.noun} ${id}`, row.updatedAt, sentVersion);
    await t.deleteFrom(kind.table).where('id', '=', id).execute();
    await audit(trx, {
      staff: editor,
      entity: kind.entity,
      code: id,
      action: 'delete',
      before: fields(kind.view(row as never)),
      omit: NOT_AUDITED,
    });
  });
}

/**
 * Every record of `type` in the order of `ids` (sortOrder 10, 20, …): each moved record gets a new
 * version and an audit row of its sortOrder. 409 when `ids` are not exactly the type's records
 * (one was added, deleted or changed type since the list was read).
 */
async function orderOf<R>(db: Db, editor: Editor, kind: AnyKind, type: number | string, ids: number[]): Promise<R[]> {
  await db.transaction().execute(async (trx) => {
    const t = loose(trx);
    const rows = await t.selectFrom(kind.table).selectAll().where('type', '=', kind.stored(type)).execute();
    const byId = new Map(rows.map((r) => [Number(r.id), r]));
    if (ids.length !== rows.length || ids.some((id) => !byId.has(id))) {
      throw new EditError(
        'stale',
        `The ${kind.noun}s of type ${type} changed since you loaded them (now ${rows.length}). Reload the list and order it again.`,
      );
    }
    for (const [i, id] of ids.entries()) {
      const row = byId.get(id)!;
      const sortOrder = (i + 1) * 10;
      if (Number(row.sortOrder) === sortOrder) continue;
      const updated = await t
        .updateTable(kind.table)
        .set({ sortOrder, updatedAt: nextVersion(row.updatedAt) })
        .where('id', '=', id)
        .where('updatedAt', '=', row.updatedAt)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) !== 1) throw staleCopy(`The ${kind.noun} ${id}`);
      await audit(trx, {
        staff: editor,
        entity: kind.entity,
        code: id,
        action: 'update',
        before: { sortOrder: Number(row.sortOrder) },
        after: { sortOrder },
      });
    }
  });
  return listOf<R>(db, kind, type);
}

// ---------------------------------------------------------------- banners

export interface BannerInput {
  bannerUrl: string;
  title?: string | null;
  titleEn?: string | null;
  type: number;
  linkUrl?: string | null;
  isPublish?: number;
  sortOrder?: number;
}

export const listAdminBanners = (db: Db, type?: number) => listOf<AdminBanner>(db, any(BANNERS), type);
export const getAdminBanner = (db: Db, id: number) => getOf<AdminBanner>(db, any(BANNERS), id);
export const createAdminBanner = (db: Db, editor: Editor, input: BannerInput) =>
  createOf<AdminBanner>(db, editor, any(BANNERS), { ...input });
export const updateAdminBanner = (db: Db, editor: Editor, id: number, patch: Partial<BannerInput>, version?: string) =>
  updateOf<AdminBanner>(db, editor, any(BANNERS), id, patch, version);
export const deleteAdminBanner = (db: Db, editor: Editor, id: number, version?: string) =>
  deleteOf(db, editor, any(BANNERS), id, version);
export const orderAdminBanners = (db: Db, editor: Editor, type: number, ids: number[]) =>
  orderOf<AdminBanner>(db, editor, any(BANNERS), type, ids);

// ---------------------------------------------------------------- partners

export interface PartnerInput {
  name: string;
  nameEn?: string | null;
  logo: string;
  website?: string | null;
  type: string;
  isPublish?: number;
  sortOrder?: number;
}

export const listAdminPartners = (db: Db, type?: string) => listOf<AdminPartner>(db, any(PARTNERS), type);
export const getAdminPartner = (db: Db, id: number) => getOf<AdminPartner>(db, any(PARTNERS), id);
export const createAdminPartner = (db: Db, editor: Editor, input: PartnerInput) =>
  createOf<AdminPartner>(db, editor, any(PARTNERS), { ...input });
export const updateAdminPartner = (
  db: Db,
  editor: Editor,
  id: number,
  patch: Partial<PartnerInput>,
  version?: string,
) => updateOf<AdminPartner>(db, editor, any(PARTNERS), id, patch, version);
export const deleteAdminPartner = (db: Db, editor: Editor, id: number, version?: string) =>
  deleteOf(db, editor, any(PARTNERS), id, version);
export const orderAdminPartners = (db: Db, editor: Editor, type: string, ids: number[]) =>
  orderOf<AdminPartner>(db, editor, any(PARTNERS), type, ids);

// ---------------------------------------------------------------- site videos

export interface SiteVideoInput {
  title: string;
  titleEn?: string | null;
  type: number;
  videoUrl: string;
  thumbUrl?: string | null;
  /** 'YYYY-MM-DD HH:mm:ss' in the site's time zone; absent: now */
  publishTime?: string;
  isPublish?: number;
  sortOrder?: number;
}

export const listAdminSiteVideos = (db: Db, type?: number) => listOf<AdminSiteVideo>(db, any(VIDEOS), type);
export const getAdminSiteVideo = (db: Db, id: number) => getOf<AdminSiteVideo>(db, any(VIDEOS), id);
export const createAdminSiteVideo = (db: Db, editor: Editor, input: SiteVideoInput, timeZone?: string) =>
  createOf<AdminSiteVideo>(db, editor, any(VIDEOS), {
    ...input,
    titleEn: input.titleEn ?? null,
    thumbUrl: input.thumbUrl ?? null,
    publishTime: input.publishTime ?? siteDateTime(Date.now(), timeZone),
  });
export const updateAdminSiteVideo = (
  db: Db,
  editor: Editor,
  id: number,
  patch: Partial<SiteVideoInput>,
  version?: string,
) => updateOf<AdminSiteVideo>(db, editor, any(VIDEOS), id, patch, version);
export const deleteAdminSiteVideo = (db: Db, editor: Editor, id: number, version?: string) =>
  deleteOf(db, editor, any(VIDEOS), id, version);
export const orderAdminSiteVideos = (db: Db, editor: Editor, type: number, ids: number[]) =>
  orderOf<AdminSiteVideo>(db, editor, any(VIDEOS), type, ids);

// ---------------------------------------------------------------- statistics

/** the one row of figures (the first by id; zeros and never edited when there is none) */
export async function getAdminStatistics(db: Db): Promise<AdminStatistics> {
  const row = await db.selectFrom('siteStatistics').selectAll().orderBy('id').executeTakeFirst();
  return statisticsView(row);
}

function statisticsView(row: Selectable<Database['siteStatistics']> | undefined): AdminStatistics {
  return {
    matchCount: Number(row?.matchCount ?? 0),
    mileage: Number(row?.mileage ?? 0),
    liveTime: Number(row?.liveTime ?? 0),
    image: Number(row?.image ?? 0),
    updatedAt: row?.updatedAt ?? NEVER_EDITED,
  };
}

export type StatisticsPatch = Partial<Pick<AdminStatistics, 'matchCount' | 'mileage' | 'liveTime' | 'image'>>;

export async function updateAdminStatistics(
  db: Db,
  editor: Editor,
  patch: StatisticsPatch,
  sentVersion?: string,
): Promise<AdminStatistics> {
  return db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('siteStatistics').selectAll().orderBy('id').executeTakeFirst();
    const before = statisticsView(row);
    checkVersion('The statistics', before.updatedAt, sentVersion);
    const given = defined(patch);
    if (!changes(fields(before), given)) return before;
    const updatedAt = nextVersion(before.updatedAt);
    let stored;
    if (row) {
      stored = await trx
        .updateTable('siteStatistics')
        .set({ ...given, updatedAt })
        .where('id', '=', row.id)
        .where('updatedAt', '=', row.updatedAt)
        .returningAll()
        .executeTakeFirst();
      if (!stored) throw staleCopy('The statistics');
    } else {
      stored = await trx
        .insertInto('siteStatistics')
        .values({ id: 1, matchCount: 0, mileage: 0, liveTime: 0, image: 0, ...given, updatedAt })
        .returningAll()
        .executeTakeFirstOrThrow();
    }
    const after = statisticsView(stored);
    await audit(trx, {
      staff: editor,
      entity: 'statistics',
      code: 'site',
      action: 'update',
      before: fields(before),
      after: fields(after),
      omit: ['updatedAt'],
    });
    return after;
  });
}

// ---------------------------------------------------------------- the site configuration

const CONFIG_KEYS = [
  'companyName',
  'companyNameEn',
  'email',
  'phone',
  'jobEmail',
  'jobPhone',
  'offices',
  'icp',
] as const satisfies readonly (keyof SiteConfig)[];

/** what the public dataConfigInfo serves of the stored entries (a malformed entry counts as empty) */
async function readConfig(db: Db): Promise<AdminSiteConfig> {
  const all = await getDataConfig(db, { mapTileUrl: '', mapAttribution: '', announcementBaseUrl: '' });
  const versions = await db.selectFrom('dataConfig').select('updatedAt').execute();
  const updatedAt = versions.map((v) => v.updatedAt).reduce((a, b) => (b > a ? b : a), NEVER_EDITED);
  const config = Object.fromEntries(CONFIG_KEYS.map((k) => [k, all[k]])) as unknown as SiteConfig;
  return { ...config, updatedAt };
}

export const getAdminConfig = readConfig;

export async function updateAdminConfig(
  db: Db,
  editor: Editor,
  patch: Partial<SiteConfig>,
  sentVersion?: string,
): Promise<AdminSiteConfig> {
  return db.transaction().execute(async (trx) => {
    const before = await readConfig(trx);
    checkVersion('The site configuration', before.updatedAt, sentVersion);
    const given = defined(patch);
    const changed = CONFIG_KEYS.filter(
      (k) => given[k] !== undefined && JSON.stringify(given[k]) !== JSON.stringify(before[k]),
    );
    if (changed.length === 0) return before;
    const updatedAt = nextVersion(before.updatedAt);
    const stored = new Map(
      (await trx.selectFrom('dataConfig').select(['configKey', 'updatedAt']).execute()).map((r) => [
        r.configKey,
        r.updatedAt,
      ]),
    );
    for (const key of changed) {
      const configValue = JSON.stringify(given[key]);
      const version = stored.get(key);
      if (version === undefined) {
        try {
          await trx.insertInto('dataConfig').values({ configKey: key, configValue, updatedAt }).execute();
        } catch (err) {
          // (another change added it meanwhile)
          if (isUniqueViolation(err)) throw staleCopy('The site configuration');
          throw err;
        }
        continue;
      }
      const done = await trx
        .updateTable('dataConfig')
        .set({ configValue, updatedAt })
        .where('configKey', '=', key)
        .where('updatedAt', '=', version)
        .executeTakeFirst();
      if (Number(done.numUpdatedRows) !== 1) throw staleCopy('The site configuration');
    }
    const after = await readConfig(trx);
    await audit(trx, {
      staff: editor,
      entity: 'config',
      code: 'site',
      action: 'update',
      before: fields(before),
      after: fields(after),
      omit: ['updatedAt'],
    });
    return after;
  });
}
