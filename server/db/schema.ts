/**
 * Kysely table types. Columns are snake_case in the database and camelCase here
 * (Kysely's CamelCasePlugin maps between them). One schema serves SQLite and PostgreSQL.
 */
import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

/** 0/1 flag stored as an integer on both engines. */
export type Flag = number;

export interface EventTable {
  id: Generated<number>;
  eventCd: string;
  matchCd: string;
  name: string;
  nameCode: string | null;
  /**
   * lower-cased name, nameCode, address, addressCode and keywords, one a line: written with the
   * row (eventSearchText, server/db/search-text.ts), used for search
   */
  searchText: string;
  logo: string | null;
  thumb: string | null;
  /** '1' coming, '2' running, '3' finished */
  status: string;
  /** YYYY-MM-DD */
  beginDate: string;
  /** YYYY-MM-DD */
  endDate: string;
  address: string | null;
  addressCode: string | null;
  /** search aliases, one a line (e.g. 全运会, National Games); searched, never served */
  keywords: string | null;
  officialWebsite: string | null;
  sponsor: string | null;
  albumWebsite: string | null;
  isPublish: Flag;
  createdAt: ColumnType<string, string | undefined, never>;
}

export interface LevelTable {
  id: Generated<number>;
  levelCd: string;
  eventCd: string;
  levelName: string;
  levelNameCode: string | null;
  logo: string | null;
  /** '1' not started, '2' racing, '3' finished */
  status: string;
  roundTotal: number;
  sortOrder: number;
}

export interface RaceTable {
  id: Generated<number>;
  raceCd: string;
  levelCd: string;
  roundName: string;
  bureauName: string | null;
  /** 'YYYY-MM-DD HH:mm:ss' local venue time, or null when not yet scheduled */
  startTime: string | null;
  endTime: string | null;
  /** race status code, see docs/decisions/0002-status-codes.md */
  status: string;
  raceMark: string | null;
  traceUrl: string | null;
  sortOrder: number;
}

export interface ScorePublicationTable {
  id: Generated<number>;
  levelCd: string;
  /** JSON text as published by the scoring system; may be malformed */
  scores: string;
  /** 'YYYY-MM-DD HH:mm:ss' */
  publishTime: string;
}

export interface BannerTable {
  id: Generated<number>;
  bannerUrl: string;
  title: string | null;
  titleEn: string | null;
  type: number;
  sortOrder: number;
  isPublish: Flag;
}

export interface EventImageTable {
  id: Generated<number>;
  eventCd: string;
  imgUrl: string;
  title: string | null;
  isPublish: Flag;
  sortOrder: number;
}

export interface EventVideoTable {
  id: Generated<number>;
  eventCd: string;
  videoUrl: string;
  thumbUrl: string | null;
  title: string;
  isPublish: Flag;
  sortOrder: number;
}

export interface VideoTable {
  id: Generated<number>;
  videoUrl: string;
  thumbUrl: string | null;
  title: string;
  titleEn: string | null;
  /** 'YYYY-MM-DD HH:mm:ss' */
  publishTime: string;
  /** 1 race report, 2 highlights */
  type: number;
  isPublish: Flag;
}

export interface PartnerTable {
  id: Generated<number>;
  name: string;
  nameEn: string | null;
  logo: string;
  website: string | null;
  /** '0' or '1' */
  type: string;
  sortOrder: number;
}

export interface NewsTable {
  id: Generated<number>;
  newsCd: string;
  title: string;
  /** HTML */
  content: string;
  thumbUrl: string | null;
  /** 'YYYY-MM-DD HH:mm:ss' */
  publishTime: string;
  /** 1 general, 2 events, 3 notice, 4 community */
  type: number;
  isPublish: Flag;
}

export interface SiteStatisticsTable {
  id: number;
  matchCount: number;
  /** km */
  mileage: number;
  /** minutes */
  liveTime: number;
  /** photo count */
  image: number;
}

export interface ContactMessageTable {
  id: Generated<number>;
  name: string;
  email: string;
  subject: string;
  message: string;
  lang: string | null;
  page: string | null;
  clientIp: string | null;
  userAgent: string | null;
  createdAt: string;
}

export interface DataConfigTable {
  configKey: string;
  /** JSON text */
  configValue: string;
}

export interface Database {
  events: EventTable;
  levels: LevelTable;
  races: RaceTable;
  scorePublications: ScorePublicationTable;
  banners: BannerTable;
  eventImages: EventImageTable;
  eventVideos: EventVideoTable;
  videos: VideoTable;
  partners: PartnerTable;
  news: NewsTable;
  siteStatistics: SiteStatisticsTable;
  contactMessages: ContactMessageTable;
  dataConfig: DataConfigTable;
}

export type NewEvent = Insertable<EventTable>;
export type NewLevel = Insertable<LevelTable>;
export type NewRace = Insertable<RaceTable>;
export type NewScorePublication = Insertable<ScorePublicationTable>;
export type NewBanner = Insertable<BannerTable>;
export type NewEventImage = Insertable<EventImageTable>;
export type NewEventVideo = Insertable<EventVideoTable>;
export type NewVideo = Insertable<VideoTable>;
export type NewPartner = Insertable<PartnerTable>;
export type NewNews = Insertable<NewsTable>;
export type NewContactMessage = Insertable<ContactMessageTable>;
export type EventRow = Selectable<EventTable>;
