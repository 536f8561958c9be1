/**
 * Kysely table types. Columns are snake_case in the database and camelCase here
 * (Kysely's CamelCasePlugin maps between them). One schema serves SQLite and PostgreSQL.
 *
 * A table that stores a record of the API (shared/api.ts) is that record plus what only the
 * database keeps (id, sort order, publish flag, search text), less what the API computes (a
 * level's current race, a race's showTime): the served columns are written once, in the
 * contract, so a change there is a change of the table and needs a migration. The contact
 * messages and the key/value data configuration are stored in a shape no API call answers
 * (DataConfig is built from the pairs and the server's configuration), so they are written out.
 */
import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type {
  Banner,
  Event,
  EventImage,
  EventVideo,
  Level,
  News,
  Partner,
  Race,
  ScorePublication,
  Statistics,
  Video,
} from '../../shared/api.js';

/** 0/1 flag stored as an integer on both engines. */
export type Flag = number;

export interface EventTable extends Event {
  id: Generated<number>;
  /**
   * lower-cased name, nameCode, address, addressCode and keywords, one a line: written with the
   * row (eventSearchText, server/db/search-text.ts), used for search
   */
  searchText: string;
  /** search aliases, one a line (e.g. 全运会, National Games); searched, never served */
  keywords: string | null;
  createdAt: ColumnType<string, string | undefined, never>;
}

/** the level's current race is read from the races table */
export interface LevelTable extends Omit<Level, 'race'> {
  id: Generated<number>;
  sortOrder: number;
}

/** showTime is made from startTime and endTime */
export interface RaceTable extends Omit<Race, 'showTime'> {
  id: Generated<number>;
  sortOrder: number;
}

export interface ScorePublicationTable extends Omit<ScorePublication, 'id'> {
  id: Generated<number>;
}

export interface BannerTable extends Banner {
  id: Generated<number>;
  sortOrder: number;
  isPublish: Flag;
}

export interface EventImageTable extends EventImage {
  id: Generated<number>;
  eventCd: string;
  sortOrder: number;
}

export interface EventVideoTable extends EventVideo {
  id: Generated<number>;
  eventCd: string;
  sortOrder: number;
}

export interface VideoTable extends Video {
  id: Generated<number>;
  isPublish: Flag;
}

export interface PartnerTable extends Partner {
  id: Generated<number>;
  sortOrder: number;
}

export interface NewsTable extends News {
  id: Generated<number>;
  isPublish: Flag;
}

export interface SiteStatisticsTable extends Statistics {
  id: number;
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
