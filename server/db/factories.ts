/**
 * Test factories: each inserts one row with sensible defaults, any field overridable, and
 * returns the stored row. Codes are unique within a process (a counter). Used by the tests;
 * they work on SQLite and PostgreSQL alike.
 *
 *   const event = await createEvent(db, { status: '2' });
 *   const level = await createLevel(db, { eventCd: event.eventCd });
 */
import { NEVER_EDITED } from './migrations/0007_admin_edits.js';
import type { Kysely, Selectable } from 'kysely';
import { eventKeywords, eventSearchText } from './search-text.js';
import type {
  BannerTable,
  ContactMessageTable,
  Database,
  EventImageTable,
  EventTable,
  EventVideoTable,
  LevelTable,
  NewBanner,
  NewContactMessage,
  NewEvent,
  NewEventImage,
  NewEventVideo,
  NewLevel,
  NewNews,
  NewPartner,
  NewRace,
  NewScorePublication,
  NewVideo,
  NewsTable,
  PartnerTable,
  RaceTable,
  ScorePublicationTable,
  SiteStatisticsTable,
  VideoTable,
} from './schema.js';

type Db = Kysely<Database>;

let counter = 0;
/** the next number of the sequence that makes codes and defaults unique */
export function nextSeq(): number {
  counter += 1;
  return counter;
}

const pad = (n: number) => String(n).padStart(5, '0');

/** 'YYYY-MM-DD' of `days` after 2020-01-01 (UTC) */
export function dayAfter(days: number, from = '2020-01-01'): string {
  const d = new Date(`${from}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** 'YYYY-MM-DD HH:mm:ss' of `minutes` after 2020-01-01 00:00 */
export function timeAfter(minutes: number, from = '2020-01-01 00:00:00'): string {
  const d = new Date(`${from.replace(' ', 'T')}Z`);
  d.setUTCMinutes(d.getUTCMinutes() + minutes);
  return d.toISOString().slice(0, 19).replace('T', ' ');
}

export type EventRow = Selectable<EventTable>;
export type LevelRow = Selectable<LevelTable>;
export type RaceRow = Selectable<RaceTable>;
export type ScorePublicationRow = Selectable<ScorePublicationTable>;
export type BannerRow = Selectable<BannerTable>;
export type EventImageRow = Selectable<EventImageTable>;
export type EventVideoRow = Selectable<EventVideoTable>;
export type VideoRow = Selectable<VideoTable>;
export type PartnerRow = Selectable<PartnerTable>;
export type NewsRow = Selectable<NewsTable>;
export type ContactMessageRow = Selectable<ContactMessageTable>;

/**
 * a published event; `keywords` may be a list of aliases; `searchText` follows the names, the
 * address and the keywords unless given
 */
export async function createEvent(
  db: Db,
  overrides: Omit<Partial<NewEvent>, 'keywords'> & { keywords?: string | readonly string[] | null } = {},
): Promise<EventRow> {
  const n = nextSeq();
  const name = overrides.name ?? `测试帆船赛 ${n}`;
  const nameCode = overrides.nameCode === undefined ? `Test Regatta ${n}` : overrides.nameCode;
  const beginDate = overrides.beginDate ?? dayAfter(n);
  const row: Omit<NewEvent, 'searchText'> = {
    eventCd: `EV${pad(n)}`,
    matchCd: `M${pad(n)}`,
    logo: `/uploads/events/ev${n}-logo.svg`,
    thumb: `/uploads/events/ev${n}-banner.svg`,
    status: '1',
    endDate: dayAfter(2, beginDate),
    // a venue no test searches for (the search also reads the address)
    address: '示例水域',
    addressCode: 'Example Waters',
    officialWebsite: 'https://example.org/regatta',
    sponsor: 'SailFish',
    albumWebsite: null,
    isPublish: 1,
    ...overrides,
    name,
    nameCode,
    beginDate,
    keywords: eventKeywords(overrides.keywords),
  };
  const values: NewEvent = { ...row, searchText: overrides.searchText ?? eventSearchText(row) };
  return db.insertInto('events').values(values).returningAll().executeTakeFirstOrThrow();
}

export async function createLevel(db: Db, overrides: Partial<NewLevel> & Pick<NewLevel, 'eventCd'>): Promise<LevelRow> {
  const n = nextSeq();
  const values: NewLevel = {
    levelCd: `LV${pad(n)}`,
    levelName: `470级 ${n}`,
    levelNameCode: `470 ${n}`,
    logo: null,
    status: '1',
    roundTotal: 0,
    sortOrder: n,
    ...overrides,
  };
  return db.insertInto('levels').values(values).returningAll().executeTakeFirstOrThrow();
}

export async function createRace(db: Db, overrides: Partial<NewRace> & Pick<NewRace, 'levelCd'>): Promise<RaceRow> {
  const n = nextSeq();
  const values: NewRace = {
    raceCd: `RC${pad(n)}`,
    roundName: `第${n}轮`,
    bureauName: 'R1',
    startTime: null,
    endTime: null,
    status: '0',
    raceMark: null,
    traceUrl: null,
    sortOrder: n,
    ...overrides,
  };
  return db.insertInto('races').values(values).returningAll().executeTakeFirstOrThrow();
}

/**
 * a score table's header (`[{ columnKey, columnName }]`) from its columns' keys and names in order,
 * `{ rank: 'Rank', sailNo: 'Sail No' }`; keys are never whole numbers (those would be put first)
 */
export function scoreHeader(columns: Record<string, string>): { columnKey: string; columnName: string }[] {
  return Object.entries(columns).map(([columnKey, columnName]) => ({ columnKey, columnName }));
}

/** a small score table in the shape of docs/product.md §3 (header, data, rules…) as JSON text */
export function sampleScores(title = 'Results'): string {
  return JSON.stringify({
    theTitle: title,
    scoringSystem: 'Low Point',
    discardRule: 1,
    groupScoreFlag: false,
    groupingField: null,
    groupingFieldName: null,
    header: scoreHeader({
      rank: 'Rank',
      sailNo: 'Sail No',
      nationality: 'Nat',
      boat: 'Helm',
      club: 'Club',
      R1: 'R1',
      total: 'Total',
      net: 'Net',
    }),
    data: [
      { rank: 1, sailNo: 'CHN 1', nationality: 'CHN', boat: 'Li Wei', club: 'Qingdao SC', R1: '1', total: 1, net: 1 },
      {
        rank: 2,
        sailNo: 'CHN 2',
        nationality: 'CHN',
        boat: 'Wang Fang',
        club: 'Shenzhen YC',
        R1: '2',
        total: 2,
        net: 2,
      },
    ],
    rules: [{ rulesKey: 'DNF', notes: 'Did not finish' }],
  });
}

export async function createScorePublication(
  db: Db,
  overrides: Partial<NewScorePublication> & Pick<NewScorePublication, 'levelCd'>,
): Promise<ScorePublicationRow> {
  const n = nextSeq();
  const values: NewScorePublication = {
    scores: sampleScores(`Results ${n}`),
    publishTime: timeAfter(n),
    ...overrides,
  };
  return db.insertInto('scorePublications').values(values).returningAll().executeTakeFirstOrThrow();
}

export async function createBanner(db: Db, overrides: Partial<NewBanner> = {}): Promise<BannerRow> {
  const n = nextSeq();
  const values: NewBanner = {
    bannerUrl: `/uploads/banners/banner-${n}.svg`,
    title: `横幅 ${n}`,
    titleEn: `Banner ${n}`,
    type: 0,
    sortOrder: n,
    isPublish: 1,
    ...overrides,
  };
  return db.insertInto('banners').values(values).returningAll().executeTakeFirstOrThrow();
}

export async function createEventImage(
  db: Db,
  overrides: Partial<NewEventImage> & Pick<NewEventImage, 'eventCd'>,
): Promise<EventImageRow> {
  const n = nextSeq();
  const values: NewEventImage = {
    imgUrl: `/uploads/photos/photo-${n}.svg`,
    title: `照片 ${n}`,
    isPublish: 1,
    sortOrder: n,
    ...overrides,
  };
  return db.insertInto('eventImages').values(values).returningAll().executeTakeFirstOrThrow();
}

export async function createEventVideo(
  db: Db,
  overrides: Partial<NewEventVideo> & Pick<NewEventVideo, 'eventCd'>,
): Promise<EventVideoRow> {
  const n = nextSeq();
  const values: NewEventVideo = {
    videoUrl: `/uploads/videos/clip-${n}.mp4`,
    thumbUrl: `/uploads/videos/clip-${n}.svg`,
    title: `赛事视频 ${n}`,
    isPublish: 1,
    sortOrder: n,
    ...overrides,
  };
  return db.insertInto('eventVideos').values(values).returningAll().executeTakeFirstOrThrow();
}

/** a published site video (type 1 race report, 2 highlights) */
export async function createVideo(db: Db, overrides: Partial<NewVideo> = {}): Promise<VideoRow> {
  const n = nextSeq();
  const values: NewVideo = {
    videoUrl: `/uploads/videos/site-${n}.mp4`,
    thumbUrl: `/uploads/videos/site-${n}.svg`,
    title: `视频 ${n}`,
    titleEn: `Video ${n}`,
    publishTime: timeAfter(n * 60),
    type: 1,
    isPublish: 1,
    ...overrides,
  };
  return db.insertInto('videos').values(values).returningAll().executeTakeFirstOrThrow();
}

export async function createPartner(db: Db, overrides: Partial<NewPartner> = {}): Promise<PartnerRow> {
  const n = nextSeq();
  const values: NewPartner = {
    name: `合作伙伴 ${n}`,
    nameEn: `Partner ${n}`,
    logo: `/uploads/partners/partner-${n}.svg`,
    website: null,
    type: '0',
    sortOrder: n,
    ...overrides,
  };
  return db.insertInto('partners').values(values).returningAll().executeTakeFirstOrThrow();
}

/** a published news item (type 1 general, 2 events, 3 notice, 4 community) */
export async function createNews(db: Db, overrides: Partial<NewNews> = {}): Promise<NewsRow> {
  const n = nextSeq();
  const values: NewNews = {
    newsCd: `NW${pad(n)}`,
    title: `新闻 ${n}`,
    content: `<p>新闻正文 ${n}</p>`,
    thumbUrl: `/uploads/news/news-${n}.svg`,
    publishTime: timeAfter(n * 60),
    type: 1,
    isPublish: 1,
    ...overrides,
  };
  return db.insertInto('news').values(values).returningAll().executeTakeFirstOrThrow();
}

/** sets the one row of site statistics (replacing it) */
export async function setStatistics(
  db: Db,
  values: Partial<Omit<Selectable<SiteStatisticsTable>, 'id'>> = {},
): Promise<Selectable<SiteStatisticsTable>> {
  const row = {
    id: 1,
    matchCount: 520,
    mileage: 860_000,
    liveTime: 90_000,
    image: 12_000,
    updatedAt: NEVER_EDITED,
    ...values,
  };
  await db.deleteFrom('siteStatistics').where('id', '=', 1).execute();
  await db.insertInto('siteStatistics').values(row).execute();
  return row;
}

/** stores one data configuration value (as JSON text), replacing an earlier one */
export async function setDataConfig(db: Db, configKey: string, value: unknown): Promise<void> {
  await db.deleteFrom('dataConfig').where('configKey', '=', configKey).execute();
  await db
    .insertInto('dataConfig')
    .values({ configKey, configValue: JSON.stringify(value) })
    .execute();
}

export async function createContactMessage(
  db: Db,
  overrides: Partial<NewContactMessage> = {},
): Promise<ContactMessageRow> {
  const n = nextSeq();
  const values: NewContactMessage = {
    name: `访客 ${n}`,
    email: `visitor${n}@example.com`,
    subject: `咨询 ${n}`,
    message: `留言内容 ${n}`,
    lang: 'zh',
    page: '/contact',
    clientIp: '192.0.2.1',
    userAgent: 'vitest',
    createdAt: new Date(Date.UTC(2020, 0, 1, 0, 0, n)).toISOString(),
    ...overrides,
  };
  return db.insertInto('contactMessages').values(values).returningAll().executeTakeFirstOrThrow();
}
