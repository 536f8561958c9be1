/** What the seed's builders share: the generator, the calendar, and the rows and files they produce. */
import type {
  NewBanner,
  NewEvent,
  NewEventImage,
  NewEventVideo,
  NewLevel,
  NewNews,
  NewPartner,
  NewRace,
  NewScorePublication,
  NewVideo,
  NewEntry,
} from '../schema.js';
import type { Rng } from './random.js';
import type { NewHearing, NewHearingTimeLimit } from './hearings.js';
import type { SeedNotice } from './notices.js';
import type { Day } from './time.js';

export interface SeedRows {
  events: NewEvent[];
  levels: NewLevel[];
  races: NewRace[];
  scorePublications: NewScorePublication[];
  banners: NewBanner[];
  eventImages: NewEventImage[];
  eventVideos: NewEventVideo[];
  videos: NewVideo[];
  partners: NewPartner[];
  news: NewNews[];
  siteStatistics: { id: number; matchCount: number; mileage: number; liveTime: number; image: number }[];
  dataConfig: { configKey: string; configValue: string }[];
  /** protest hearings and time limits (issue 30) */
  hearings: NewHearing[];
  hearingTimeLimits: NewHearingTimeLimit[];
  /** the entry lists (issue 31, ./entries.ts) */
  entries: NewEntry[];
  /** the events' notice boards (issue 30), each notice with its earlier versions */
  notices: SeedNotice[];
}

export interface SeedContext {
  rng: Rng;
  now: Date;
  /** today in China (UTC+8) */
  today: Day;
  rows: SeedRows;
  /** files to write, by path relative to the upload directory */
  files: Map<string, string>;
}

/** the public URL of a file under the upload directory */
export function uploadUrl(relativePath: string): string {
  return `/uploads/${relativePath}`;
}

/** register a file and return its public URL */
export function addFile(ctx: SeedContext, relativePath: string, content: string): string {
  ctx.files.set(relativePath, content);
  return uploadUrl(relativePath);
}

export const DEMO_VIDEO_URL = uploadUrl('video/demo-race.mp4');

export function emptyRows(): SeedRows {
  return {
    events: [],
    levels: [],
    races: [],
    scorePublications: [],
    banners: [],
    eventImages: [],
    eventVideos: [],
    videos: [],
    partners: [],
    news: [],
    siteStatistics: [],
    dataConfig: [],
    hearings: [],
    hearingTimeLimits: [],
    entries: [],
    notices: [],
  };
}
