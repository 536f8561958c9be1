/**
 * Kysely table types. Columns are snake_case in the database and camelCase here
 * (Kysely's CamelCasePlugin maps between them). One schema serves SQLite and PostgreSQL.
 *
 * A table that stores a record of the API (shared/api.ts) is that record plus what only the
 * database keeps (id, sort order, publish flag, search text), less what the API computes (a
 * level's current race, a race's showTime): the served columns are written once, in the
 * contract, so a change there is a change of the table and needs a migration. A contact message
 * is what the visitor sent (ContactMessageSent, shared/admin-inbox.ts) plus what the server and the
 * staff add, and a notice's version is what the board showed (NoticeVersion, shared/notices.ts).
 * The key/value data configuration is stored in a shape no API call answers (DataConfig is built
 * from the pairs and the server's configuration), so it is written out.
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
import type { AuditAction, AuditVia, StaffRole } from '../../shared/admin-api.js';
import type { ContactMessageSent } from '../../shared/admin-inbox.js';
import type { NoticeVersion } from '../../shared/notices.js';

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
  /** ISO 8601 UTC with ms, bumped by every console edit (migration 0007; the optimistic check's version) */
  updatedAt: ColumnType<string, string | undefined, string>;
}

/** the level's current race is read from the races table */
export interface LevelTable extends Omit<Level, 'race'> {
  id: Generated<number>;
  sortOrder: number;
  /** ISO 8601 UTC with ms, bumped by every console edit (migration 0007; the optimistic check's version) */
  updatedAt: ColumnType<string, string | undefined, string>;
}

/** showTime is made from startTime and endTime */
export interface RaceTable extends Omit<Race, 'showTime'> {
  id: Generated<number>;
  sortOrder: number;
  /** ISO 8601 UTC with ms, bumped by every console edit (migration 0007; the optimistic check's version) */
  updatedAt: ColumnType<string, string | undefined, string>;
}

export interface ScorePublicationTable extends Omit<ScorePublication, 'id' | 'status'> {
  id: Generated<number>;
  /** as published, null when it did not say (migration 0009) */
  status: 'provisional' | 'final' | null;
  /** how it came: 'seed', 'cli', 'sf-tass', 'upload:<file name>', 'paste' (null before 0009) */
  source: string | null;
  /** the staff member who published it (null: the seed, the CLI) */
  publishedBy: number | null;
  /** withdrawn: kept, no longer served */
  withdrawnAt: string | null;
  withdrawnBy: number | null;
}

/** a file a staff member had read for a class, awaiting their confirmation (results, entries) */
interface ClassImportTable {
  id: Generated<number>;
  levelCd: string;
  staffId: number;
  createdAt: string;
  source: string;
  format: string;
}

/** a file read by the console, waiting to be published or discarded (migration 0009) */
export interface ScoreImportTable extends ClassImportTable {
  /** the publications as read (JSON) */
  publications: string;
  /** the check's findings (JSON) */
  findings: string;
}

/** ISO 8601 UTC with ms, bumped by every console edit (migrations 0007, 0011, 0012; the optimistic check's version) */
type UpdatedAt = ColumnType<string, string | undefined, string>;

export interface BannerTable extends Omit<Banner, 'linkUrl'> {
  id: Generated<number>;
  sortOrder: number;
  isPublish: Flag;
  /** where a click on the banner goes (migration 0012), null: nowhere */
  linkUrl: ColumnType<string | null, string | null | undefined, string | null>;
  updatedAt: UpdatedAt;
}

export interface EventImageTable extends EventImage {
  id: Generated<number>;
  eventCd: string;
  sortOrder: number;
  /** ISO 8601 UTC with ms, bumped by every console edit (migration 0007; the optimistic check's version) */
  updatedAt: ColumnType<string, string | undefined, string>;
}

export interface EventVideoTable extends EventVideo {
  id: Generated<number>;
  eventCd: string;
  sortOrder: number;
  /** ISO 8601 UTC with ms, bumped by every console edit (migration 0007; the optimistic check's version) */
  updatedAt: ColumnType<string, string | undefined, string>;
}

export interface VideoTable extends Video {
  id: Generated<number>;
  isPublish: Flag;
  /** the console's order within a type (migration 0014; 0 until ordered): public lists by it, then newest first */
  sortOrder: ColumnType<number, number | undefined, number>;
  updatedAt: UpdatedAt;
}

export interface PartnerTable extends Partner {
  id: Generated<number>;
  sortOrder: number;
  /** migration 0012 (existing partners: 1) */
  isPublish: ColumnType<Flag, Flag | undefined, Flag>;
  updatedAt: UpdatedAt;
}

export interface NewsTable extends Omit<News, 'titleEn' | 'contentEn'> {
  id: Generated<number>;
  isPublish: Flag;
  /** the English title of a post in both languages (migration 0011), null otherwise */
  titleEn: ColumnType<string | null, string | null | undefined, string | null>;
  /** the English body (migration 0017), '' when none */
  contentEn: ColumnType<string, string | undefined, string>;
  updatedAt: UpdatedAt;
}

export interface SiteStatisticsTable extends Statistics {
  id: number;
  updatedAt: UpdatedAt;
}

export interface ContactMessageTable extends ContactMessageSent {
  id: Generated<number>;
  clientIp: string | null;
  userAgent: string | null;
  createdAt: string;
  /** when a staff member marked it handled (null: new; migration 0010) */
  handledAt: ColumnType<string | null, string | null | undefined, string | null>;
  /** who marked it handled (a staff id) */
  handledBy: ColumnType<number | null, number | null | undefined, number | null>;
  /** the staff's note */
  note: ColumnType<string | null, string | null | undefined, string | null>;
  /** the last change by the staff (null: never changed; createdAt stands for it) */
  updatedAt: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface DataConfigTable {
  configKey: string;
  /** JSON text */
  configValue: string;
  updatedAt: UpdatedAt;
}

/** migration 0013: a rate limit's window per client (PostgreSQL: shared by every process) */
export interface RateLimitTable {
  bucket: string;
  clientKey: string;
  /** ms since the epoch (bigint: PostgreSQL answers it as text) */
  windowStart: ColumnType<string | number, number, number>;
  hits: number;
}

/**
 * The staff console (migration 0006_staff). Times are ISO 8601 UTC with milliseconds
 * ('2026-11-24T10:00:00.000Z'), written by the application and compared as text.
 */
export interface StaffTable {
  id: Generated<number>;
  /** lower-cased */
  email: string;
  name: string;
  role: StaffRole;
  /** argon2id PHC string (docs/decisions/0011-staff-passwords-argon2id.md) */
  passwordHash: string;
  disabled: Flag;
  createdAt: string;
  updatedAt: string;
  /** 1 after an admin's reset: a one-time password to be changed at the next sign-in (migration 0016) */
  mustChangePassword: ColumnType<number, number | undefined, number>;
}

export interface StaffSessionTable {
  /** SHA-256 (hex) of the session id the cookie holds */
  idHash: string;
  staffId: number;
  createdAt: string;
  lastSeenAt: string;
  /** the absolute end of the session (created + 7 days) */
  expiresAt: string;
  userAgent: string | null;
  address: string | null;
}

export interface StaffTokenTable {
  id: Generated<number>;
  staffId: number;
  label: string;
  /** SHA-256 (hex) of the token */
  tokenHash: string;
  createdAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
}

/** a scorer's events */
export interface StaffEventTable {
  staffId: number;
  eventCd: string;
}

export interface AuditLogTable {
  id: Generated<number>;
  at: string;
  /** null for changes made with the npm run staff:* commands */
  staffId: number | null;
  via: AuditVia;
  entity: string;
  code: string;
  action: AuditAction;
  /** JSON object of the changed fields before / after the change (null for a create / a delete) */
  beforeJson: string | null;
  afterJson: string | null;
}

/**
 * The sign-in limits (migration 0015; server/queries/sign-in-throttle.ts): one row per key
 * ('account:<e-mail>', 'ip:<address>', 'device:<id>'), times in ms since the epoch (PostgreSQL's
 * bigint arrives as a string: read with Number()).
 */
export interface SignInThrottleTable {
  key: string;
  windowStart: ColumnType<number | string, number, number>;
  /** attempts reserved in the window (a success gives its own back) */
  failures: number;
  /** a sign-in of this key is in flight until then (0: none) */
  busyUntil: ColumnType<number | string, number | undefined, number>;
  /** locked until then (0: not locked) */
  lockedUntil: ColumnType<number | string, number | undefined, number>;
}

/** secrets the server made for itself once, shared by every process (migration 0015) */
export interface ServerSecretTable {
  name: string;
  value: string;
}

/**
 * How many published rows a list holds, per group (migration 0008): events per status, news
 * items per type (the group as text). Kept exact by triggers on those tables; never written here.
 */
export interface ListCountTable {
  list: 'events' | 'news';
  grp: string;
  n: number;
}

/** one row: a number that changes with every change of the events table (migration 0021) */
export interface EventsVersionTable {
  /** bigint: a string on PostgreSQL */
  n: number | string;
}

export interface Database {
  events: EventTable;
  eventsVersion: EventsVersionTable;
  levels: LevelTable;
  races: RaceTable;
  scorePublications: ScorePublicationTable;
  scoreImports: ScoreImportTable;
  banners: BannerTable;
  eventImages: EventImageTable;
  eventVideos: EventVideoTable;
  videos: VideoTable;
  partners: PartnerTable;
  news: NewsTable;
  siteStatistics: SiteStatisticsTable;
  contactMessages: ContactMessageTable;
  dataConfig: DataConfigTable;
  rateLimits: RateLimitTable;
  staff: StaffTable;
  staffSession: StaffSessionTable;
  staffToken: StaffTokenTable;
  staffEvent: StaffEventTable;
  auditLog: AuditLogTable;
  signInThrottle: SignInThrottleTable;
  serverSecret: ServerSecretTable;
  listCounts: ListCountTable;
  hearings: HearingTable;
  hearingTimeLimits: HearingTimeLimitTable;
  entries: EntryTable;
  entryImports: EntryImportTable;
  notices: NoticeTable;
  noticeVersions: NoticeVersionTable;
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
export type NewEntry = Insertable<EntryTable>;
export type EventRow = Selectable<EventTable>;

/**
 * An event's protest hearings (migration 0019, issue 30; shared/hearings.ts): `protestees` and
 * `races` hold one item a line; `number` is the site's, unique within the event.
 */
export interface HearingTable {
  id: Generated<number>;
  eventCd: string;
  number: number;
  kind: string;
  protestor: string;
  protestees: string;
  levelCd: string | null;
  races: string;
  rules: string | null;
  /** 'YYYY-MM-DD HH:mm:ss', the site's local time */
  hearingTime: string | null;
  room: string | null;
  roomEn: string | null;
  status: string;
  decision: string | null;
  decisionEn: string | null;
  decisionFile: string | null;
  isPublish: Flag;
  createdAt: string;
  /** ISO 8601 UTC with ms, bumped by every console edit (the optimistic check's version) */
  updatedAt: string;
}

/** the protest time limit of one racing day of an event (migration 0019) */
export interface HearingTimeLimitTable {
  id: Generated<number>;
  eventCd: string;
  /** 'YYYY-MM-DD' */
  day: string;
  /** 'HH:mm', the site's local time */
  limitTime: string;
  note: string | null;
  noteEn: string | null;
  updatedAt: string;
}

/** a boat entered in a class (migration 0020, issue 31); unique by (levelCd, sailKey) */
export interface EntryTable {
  id: Generated<number>;
  levelCd: string;
  sailNo: string;
  /** the sail number's key: upper case, letters and digits only (shared/entries.ts sailKey) */
  sailKey: string;
  /** the IOC code as the results write it ('' when not given) */
  nationality: string;
  helm: string;
  crew: string;
  club: string;
  /** the group (fleet, division, age group); the column is group_name (GROUP is an SQL word) */
  groupName: string;
  sortOrder: number;
  createdAt: string;
  updatedAt: string;
}

/** an event's official notice board (migration 0018; shared/admin-notices.ts): times ISO 8601 UTC */
export interface NoticeTable {
  id: Generated<number>;
  eventCd: string;
  kind: string;
  /** given at the first publication to the numbered kinds; null otherwise */
  number: number | null;
  title: string;
  titleEn: string | null;
  content: ColumnType<string, string | undefined, string>;
  contentEn: ColumnType<string, string | undefined, string>;
  fileUrl: string | null;
  isPublish: Flag;
  postedAt: string | null;
  amendedAt: string | null;
  withdrawnAt: string | null;
  createdBy: number | null;
  createdAt: string;
  updatedAt: string;
}

/** an entry list read by the console, awaiting confirmation (migration 0020) */
export interface EntryImportTable extends ClassImportTable {
  /** the rows as read (JSON) */
  rows: string;
}

/** what a published notice said before a change (migration 0018) */
export interface NoticeVersionTable extends NoticeVersion {
  id: Generated<number>;
  noticeId: number;
}
export type NewNotice = Insertable<NoticeTable>;
