/**
 * The staff console's home page and site content (issue 20 item 2; shared/admin-site.ts): banners,
 * partners and site videos (every record, published or not, in the public order), their changes
 * and order, the statistics row and the site configuration entries. Each change runs in one
 * transaction with its audit row, checks the `updatedAt` the editor read (409 when stale) and
 * writes a new one.
 */
import type { Generated, Kysely, Selectable, Transaction } from 'kysely';
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
  changes,
  checkVersion,
  defined,
  deleteOwned,
  EditError,
  fields,
  insertOwned,
  isUniqueViolation,
  nextSortOrder,
  nextVersion,
  staleCopy,
  updateOwned,
  type Editor,
  type Db,
} from './edits.js';

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

// ---------------------------------------------------------------- the three lists

/**
 * What differs between banners, partners and site videos: the table, the audit entity, the
 * record's name in messages, its view, and where a new record goes in its type's order.
 */
interface ListKind<T extends 'banners' | 'partners' | 'videos', R extends { id: number; isPublish: number }> {
  table: T;
  /** the audit log's entity ('site-video'); the record's name in messages is the same in words ('site video') */
  entity: string;
  noun: string;
  view: (row: Selectable<Database[T]>) => R;
  /** the type as stored */
  stored: (type: number | string) => number | string;
  /** the sortOrder of a new record of the type when none is sent, after the largest (`max`) */
  newSortOrder: (max: number | null) => number;
}

const listKind = <T extends 'banners' | 'partners' | 'videos', R extends { id: number; isPublish: number }>(
  table: T,
  entity: string,
  view: ListKind<T, R>['view'],
  stored: ListKind<T, R>['stored'],
  newSortOrder: ListKind<T, R>['newSortOrder'] = nextSortOrder,
): ListKind<T, R> => ({ table, entity, noun: entity.replace('-', ' '), view, stored, newSortOrder });

const BANNERS = listKind('banners', 'banner', bannerView, Number);
const PARTNERS = listKind('partners', 'partner', partnerView, String);
/** a new video comes first (0, before the ordered ones; newest first among equals) */
const VIDEOS = listKind('videos', 'site-video', siteVideoView, Number, () => 0);

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

/** a banner, partner or site video as updateOwned and deleteOwned change it (audited by its id) */
const owned = (kind: AnyKind, id: number, sentVersion: string | undefined) =>
  ({
    table: kind.table,
    key: id,
    sentVersion,
    noun: kind.noun,
    entity: kind.entity,
    view: (row: Selectable<Database[AnyKind['table']]>) => kind.view(row),
    omit: NOT_AUDITED,
  }) as const;

async function createOf<R extends { id: number }>(
  db: Db,
  editor: Editor,
  kind: AnyKind,
  input: Record<string, unknown> & { type: number | string; sortOrder?: number },
): Promise<R> {
  return db.transaction().execute(async (trx) => {
    const last = await loose(trx)
      .selectFrom(kind.table)
      .select((eb) => eb.fn.max('sortOrder').as('max'))
      .where('type', '=', kind.stored(input.type))
      .executeTakeFirst();
    const after = await insertOwned(trx, editor, {
      table: kind.table,
      values: {
        isPublish: 0,
        ...input,
        type: kind.stored(input.type),
        sortOrder: input.sortOrder ?? kind.newSortOrder(last?.max == null ? null : Number(last.max)),
      } as never,
      entity: kind.entity,
      view: kind.view,
      omit: NOT_AUDITED,
    });
    return after as unknown as R;
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
  const given = defined(patch);
  if (given.type !== undefined) given.type = kind.stored(given.type as number | string);
  const after = await updateOwned(db, editor, {
    ...owned(kind, id, sentVersion),
    set: (row) => (changes(kind.view(row), given) ? (given as never) : undefined),
  });
  return after as unknown as R;
}

async function deleteOf(db: Db, editor: Editor, kind: AnyKind, id: number, sentVersion?: string): Promise<void> {
  await deleteOwned(db, editor, owned(kind, id, sentVersion));
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

/**
 * A home-page list's queries: its records (of a type) in order, one read, one created (`timeZone`
 * the site's, for a site video's default publish time), changed or deleted, and a type's order set.
 */
export interface SiteListQueries<R, I, Type> {
  list: (db: Db, type?: Type) => Promise<R[]>;
  get: (db: Db, id: number) => Promise<R | undefined>;
  create: (db: Db, editor: Editor, input: I, timeZone?: string) => Promise<R>;
  update: (db: Db, editor: Editor, id: number, patch: Partial<I>, version?: string) => Promise<R>;
  remove: (db: Db, editor: Editor, id: number, version?: string) => Promise<void>;
  order: (db: Db, editor: Editor, type: Type, ids: number[]) => Promise<R[]>;
}

function siteListQueries<R extends { id: number; isPublish: number }, I extends object, Type extends number | string>(
  kind: AnyKind,
  createValues: (input: I, timeZone?: string) => Record<string, unknown> = (input) =>
    ({ ...input }) as Record<string, unknown>,
): SiteListQueries<R, I, Type> {
  return {
    list: (db, type) => listOf<R>(db, kind, type),
    get: (db, id) => getOf<R>(db, kind, id),
    create: (db, editor, input, timeZone) =>
      createOf<R>(db, editor, kind, createValues(input, timeZone) as Parameters<typeof createOf>[3]),
    update: (db, editor, id, patch, version) => updateOf<R>(db, editor, kind, id, patch, version),
    remove: (db, editor, id, version) => deleteOf(db, editor, kind, id, version),
    order: (db, editor, type, ids) => orderOf<R>(db, editor, kind, type, ids),
  };
}

export const adminBanners = siteListQueries<AdminBanner, BannerInput, number>(any(BANNERS));
export const adminPartners = siteListQueries<AdminPartner, PartnerInput, string>(any(PARTNERS));
export const adminSiteVideos = siteListQueries<AdminSiteVideo, SiteVideoInput, number>(
  any(VIDEOS),
  (input, timeZone) => ({
    ...input,
    titleEn: input.titleEn ?? null,
    thumbUrl: input.thumbUrl ?? null,
    publishTime: input.publishTime ?? siteDateTime(Date.now(), timeZone),
  }),
);

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

/**
 * The audit row of a change to one of the site's single records (the statistics, the
 * configuration): code 'site', its fields before and after, without the version.
 */
function auditSiteUpdate(
  trx: Transaction<Database>,
  editor: Editor,
  entity: 'statistics' | 'config',
  before: object,
  after: object,
) {
  return audit(trx, {
    staff: editor,
    entity,
    code: 'site',
    action: 'update',
    before: fields(before),
    after: fields(after),
    omit: ['updatedAt'],
  });
}

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
    await auditSiteUpdate(trx, editor, 'statistics', before, after);
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
    await auditSiteUpdate(trx, editor, 'config', before, after);
    return after;
  });
}
