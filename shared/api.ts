/**
 * The public API contract (docs/product.md §7) without its validators: limits, the contact rules and the
 * result shapes of docs/product.md §3 (the calls themselves, with their paths, bodies and results, are in
 * shared/endpoints.ts). The web app imports this module (it has no zod in it, so none reaches
 * the browser); shared/contract.ts adds the request-body schemas the server validates with.
 * Field names are exactly those of docs/product.md §3.
 */

// ---------------------------------------------------------------- limits

export const PAGE_SIZE_MAX = 100;
export const SEARCH_MAX_LENGTH = 500;
/**
 * POST /event/list with a `name` counts its matches up to this many, or to the end of the page
 * asked for when that is further (Page.totalCapped); fewer matches are counted exactly.
 */
export const SEARCH_COUNT_CAP = 1000;
export const CODE_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
export const CONTACT_LIMITS = { name: 100, email: 254, subject: 200, message: 5000 } as const;
/** docs/product.md §5: word characters, hyphen or underscore, then @, then a domain with at least one dot */
export const EMAIL_PATTERN = /^[\w.-]+@[\w-]+(\.[\w-]+)+$/;

/** docs/product.md §5: blank email is allowed; a non-blank one must match the pattern */
export function isValidContactEmail(email: string | null | undefined): boolean {
  const value = (email ?? '').trim();
  return value === '' || EMAIL_PATTERN.test(value);
}

/** docs/product.md §5: name must not be blank after stripping whitespace */
export function isValidContactName(name: string | null | undefined): boolean {
  return (name ?? '').trim() !== '';
}

// ---------------------------------------------------------------- envelopes

export interface ApiOk<T> {
  success: true;
  result: T;
  message?: string;
}
export interface ApiFail {
  success: false;
  result: null;
  message: string;
}
export type ApiResponse<T> = ApiOk<T> | ApiFail;

export interface Page<T> {
  records: T[];
  /** how many records the list holds (when totalCapped: more than this many) */
  total: number;
  /** ceil(total / pageSize); when totalCapped, ceil((total + 1) / pageSize): the pages known to hold records */
  pages: number;
  pageNo: number;
  pageSize: number;
  /**
   * only present (true) when the count stopped: more than `total` records match (a broad event
   * search, SEARCH_COUNT_CAP), so a page follows this one; show it as "1,000+"
   */
  totalCapped?: true;
}

export const EVENT_SORT_COLUMNS = ['begin_date', 'end_date'] as const;
/**
 * The `sort` of POST /event/list: a date column (docs/product.md §7, in the body's `order`), or 'current':
 * what is on now first, whatever `order` says: running events (status '2'), then coming ones
 * (status '1') soonest first (begin_date ascending), then the rest (finished); running and the
 * rest newest first (begin_date descending). The home page's "all" tab uses it.
 */
export const EVENT_SORTS = [...EVENT_SORT_COLUMNS, 'current'] as const;
export type EventSort = (typeof EVENT_SORTS)[number];

// ---------------------------------------------------------------- results (docs/product.md §3)

export interface Event {
  eventCd: string;
  matchCd: string;
  name: string;
  nameCode: string | null;
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
  officialWebsite: string | null;
  sponsor: string | null;
  /** the organiser's English name (migration 0017); null: none, English pages show `sponsor` marked as Chinese */
  sponsorEn: string | null;
  albumWebsite: string | null;
  isPublish: number;
}

export interface RaceSummary {
  raceCd: string;
  roundName: string;
  status: string;
  startTime: string | null;
}

export interface Level {
  levelCd: string;
  eventCd: string;
  levelName: string;
  levelNameCode: string | null;
  logo: string | null;
  /** '1' not started, '2' racing, '3' finished */
  status: string;
  roundTotal: number;
  /** the level's current race: the one in progress, else the latest started, else the next; null when none */
  race: RaceSummary | null;
}

export interface Race {
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
  /** 'YYYY-MM-DD HH:mm ~ HH:mm' (or the start alone, or '' when unscheduled) */
  showTime: string;
}

/**
 * POST /event/race/:eventCd (issue 31, the day on the water and the calendars): every race of the
 * event's classes, and the zone their local start times are in (the site's, SITE_TIME_ZONE).
 */
export interface EventRaces {
  /** IANA zone of every startTime and endTime ('Asia/Shanghai') */
  timeZone: string;
  /** the races of every class, each class in its order, at most EVENT_RACES_MAX */
  races: Race[];
}
/** the most races POST /event/race answers for one event (the rest are left out) */
export const EVENT_RACES_MAX = 2000;

export interface ScorePublication {
  id: number;
  levelCd: string;
  /** JSON text; parse with the score schema, it may be malformed */
  scores: string;
  /** 'YYYY-MM-DD HH:mm:ss' */
  publishTime: string;
  /** as the scorer published it: 'provisional' or 'final'; absent or null when it did not say (the title tells) */
  status?: 'provisional' | 'final' | null;
}

export interface Banner {
  bannerUrl: string;
  title: string | null;
  titleEn: string | null;
  type: number;
  /** where a click on the banner goes: a path of this site or an http(s) address (staff console); null: nowhere */
  linkUrl: string | null;
}

export interface EventImage {
  imgUrl: string;
  title: string | null;
  isPublish: number;
}

export interface EventVideo {
  videoUrl: string;
  thumbUrl: string | null;
  title: string;
  isPublish: number;
}

export interface Video {
  videoUrl: string;
  thumbUrl: string | null;
  title: string;
  titleEn: string | null;
  /** 'YYYY-MM-DD HH:mm:ss' */
  publishTime: string;
  /** 1 race report, 2 highlights */
  type: number;
}

export interface Partner {
  name: string;
  nameEn: string | null;
  logo: string;
  website: string | null;
  /** '0' or '1' */
  type: string;
}

export interface News {
  newsCd: string;
  title: string;
  /** the English title of a post in both languages, null otherwise (English pages show `title` then) */
  titleEn: string | null;
  /** HTML (sanitised on the server) */
  content: string;
  /**
   * the English body, HTML (sanitised on the server); '' when the post has none: English pages
   * then say the post is in Chinese and offer it (docs/decisions/0017-language-of-content.md)
   */
  contentEn: string;
  thumbUrl: string | null;
  /** 'YYYY-MM-DD HH:mm:ss' */
  publishTime: string;
  /** 1 general, 2 events, 3 notice, 4 community */
  type: number;
}

export interface Statistics {
  matchCount: number;
  /** km */
  mileage: number;
  /** minutes */
  liveTime: number;
  /** photo count */
  image: number;
}

export interface Office {
  key: string;
  name: string;
  nameEn: string;
  address: string;
  addressEn: string;
  phone: string | null;
  lat: number;
  lng: number;
}

export interface DataConfig {
  companyName: string;
  companyNameEn: string;
  /** company contact */
  email: string;
  phone: string;
  /** job enquiries (docs/product.md §1 {email}, {phone}) */
  jobEmail: string;
  jobPhone: string;
  offices: Office[];
  icp: string;
  /** Leaflet tile template, e.g. '/tiles/{z}/{x}/{y}.png' */
  mapTileUrl: string;
  mapAttribution: string;
  /** announcements page of an event: `${announcementBaseUrl}${eventCd}.html?r=…` */
  announcementBaseUrl: string;
}
