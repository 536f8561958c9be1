/** Banners, partners, site videos, statistics and the site's data configuration. */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { Banner, DataConfig, Page, Partner, Statistics, Video } from '../../shared/contract.js';
import { paginate, type PageQuery } from './paging.js';

type Db = Kysely<Database>;

export async function listBanners(db: Db, q: PageQuery & { type?: number }): Promise<Page<Banner>> {
  let base = db.selectFrom('banners').where('isPublish', '=', 1);
  if (q.type !== undefined) base = base.where('type', '=', q.type);
  return paginate(base, q, (b) =>
    b.select(['bannerUrl', 'title', 'titleEn', 'type', 'linkUrl']).orderBy('sortOrder').orderBy('id'),
  );
}

/** the published partners (the console may unpublish one: migration 0012) */
export async function listPartners(db: Db, q: PageQuery & { type?: number }): Promise<Page<Partner>> {
  let base = db.selectFrom('partners').where('isPublish', '=', 1);
  if (q.type !== undefined) base = base.where('type', '=', String(q.type));
  return paginate(base, q, (b) =>
    b.select(['name', 'nameEn', 'logo', 'website', 'type']).orderBy('sortOrder').orderBy('id'),
  );
}

/**
 * type 1 race reports, 2 highlights; 0 or absent lists both. In the console's order (sortOrder,
 * migration 0014), newest first among equals (every video until the staff order them).
 */
export async function listVideos(db: Db, q: PageQuery & { type?: number }): Promise<Page<Video>> {
  let base = db.selectFrom('videos').where('isPublish', '=', 1);
  if (q.type) base = base.where('type', '=', q.type);
  return paginate(base, q, (b) =>
    b
      .select(['videoUrl', 'thumbUrl', 'title', 'titleEn', 'publishTime', 'type'])
      .orderBy('sortOrder')
      .orderBy('publishTime', 'desc')
      .orderBy('id', 'desc'),
  );
}

const ZERO_STATISTICS: Statistics = { matchCount: 0, mileage: 0, liveTime: 0, image: 0 };

export async function getStatistics(db: Db): Promise<Statistics> {
  const row = await db
    .selectFrom('siteStatistics')
    .select(['matchCount', 'mileage', 'liveTime', 'image'])
    .orderBy('id')
    .executeTakeFirst();
  return row ? { ...row } : ZERO_STATISTICS;
}

/** settings that come from the server's configuration rather than the database */
export interface ConfigOverrides {
  mapTileUrl: string;
  mapAttribution: string;
  announcementBaseUrl: string;
}

const EMPTY_CONFIG: Omit<DataConfig, keyof ConfigOverrides> = {
  companyName: '',
  companyNameEn: '',
  email: '',
  phone: '',
  jobEmail: '',
  jobPhone: '',
  offices: [],
  icp: '',
};

export async function getDataConfig(db: Db, overrides: ConfigOverrides): Promise<DataConfig> {
  const rows = await db.selectFrom('dataConfig').select(['configKey', 'configValue']).execute();
  const stored: Record<string, unknown> = {};
  for (const { configKey, configValue } of rows) {
    try {
      stored[configKey] = JSON.parse(configValue);
    } catch {
      // a malformed stored value is skipped rather than breaking every page
    }
  }
  const pick = <K extends keyof typeof EMPTY_CONFIG>(key: K): (typeof EMPTY_CONFIG)[K] => {
    const value = stored[key];
    const fallback = EMPTY_CONFIG[key];
    return (
      Array.isArray(fallback) ? (Array.isArray(value) ? value : fallback) : typeof value === 'string' ? value : fallback
    ) as (typeof EMPTY_CONFIG)[K];
  };
  return {
    companyName: pick('companyName'),
    companyNameEn: pick('companyNameEn'),
    email: pick('email'),
    phone: pick('phone'),
    jobEmail: pick('jobEmail'),
    jobPhone: pick('jobPhone'),
    offices: pick('offices'),
    icp: pick('icp'),
    ...overrides,
  };
}
