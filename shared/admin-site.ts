/**
 * The home page and site content in the staff console (issue 20 items 2 and 5; docs/admin-api.md
 * "Home page and site content"): banners of every page type, partners of both types, site videos
 * of both types, the statistics figures and the site configuration the public `dataConfigInfo`
 * serves. Admins and editors; scorers get 403.
 *
 * Every list record carries its `id`, every field, `sortOrder`, `isPublish` and `updatedAt` (send
 * it back with a PUT or DELETE: 409 when the record changed since). A list's order is set by its
 * order call (`POST /admin/banners/order {type, ids}`: the ids of every record of that type, in the
 * new order). Unpublished records are not on the public site, and neither are their files
 * (docs/decisions/0009).
 *
 * The zod bodies are checked on the server; the types are what the console and tests send. A site
 * video's URL depends on the server's VIDEO_EMBED_HOSTS: the server checks it with
 * `siteVideoCreateBody(hosts)`, and the console reads the hosts from `siteVideoEmbedHosts`.
 */
import * as z from 'zod';
import { adminCall, type DeleteInput } from './admin-endpoints.js';
import {
  dateTime,
  flag,
  int,
  line,
  mediaUrl,
  optionalLine,
  optionalMediaUrl,
  optionalWebUrl,
  updateBody,
  updatedAt,
} from './admin-content.js';
import type { Banner, DataConfig, Office, Partner, Statistics, Video } from './api.js';
import { videoUrl } from './video-url.js';

// ---------------------------------------------------------------- types of each list, with labels

/** a label in both languages, and where the site shows the records */
export interface SiteLabel {
  zh: string;
  en: string;
}

/**
 * The banner types the public site knows (docs/product.md; the page that reads each): a banner of
 * another type would show nowhere, so the API refuses it.
 */
export const BANNER_TYPES = {
  0: { zh: '首页轮播', en: 'Home page carousel' },
  1: { zh: '赛事中心页横幅', en: 'Events page banner' },
  4: { zh: '新闻页横幅（当前页面未显示）', en: 'News page banner (not shown on the site yet)' },
  20: { zh: '追踪服务 第1步：安装与测试', en: 'Tracking service, step 1: installation and testing' },
  21: { zh: '追踪服务 第2步：设备发放', en: 'Tracking service, step 2: equipment distribution' },
  22: { zh: '追踪服务 第3步：5G 同步赛事指挥', en: 'Tracking service, step 3: race control over 5G' },
  23: { zh: '追踪服务 第4步：赛后回收', en: 'Tracking service, step 4: collection after racing' },
  31: {
    zh: '直播服务：水面拍摄（也用于媒体服务页）',
    en: 'Live service: on-the-water filming (also the media service page)',
  },
  32: { zh: '直播服务：无人机航拍', en: 'Live service: drone footage' },
  33: { zh: '直播服务：船尾视角（也用于视频服务页）', en: 'Live service: stern view (also the video service page)' },
  34: { zh: '直播服务：二维追踪画面', en: 'Live service: 2D tracking graphics' },
  35: { zh: '直播服务：三维动画', en: 'Live service: 3D animation' },
  36: { zh: '直播服务：信号传输', en: 'Live service: signal transmission' },
  37: { zh: '直播服务：导播切换', en: 'Live service: directing' },
  38: { zh: '直播服务：导播台与推流', en: "Live service: director's desk and streaming" },
} as const satisfies Record<number, SiteLabel>;
export type BannerType = keyof typeof BANNER_TYPES;
export const BANNER_TYPE_CODES = Object.keys(BANNER_TYPES).map(Number) as BannerType[];

/** partner types: '0' on the home, about and tracking product pages; '1' on the media service page */
export const PARTNER_TYPES = {
  '0': { zh: '合作伙伴（首页、关于我们、追踪产品页）', en: 'Partners (home, about and tracking product pages)' },
  '1': { zh: '媒体服务合作伙伴（媒体服务页）', en: 'Media service partners (media service page)' },
} as const satisfies Record<string, SiteLabel>;
export type PartnerType = keyof typeof PARTNER_TYPES;
export const PARTNER_TYPE_CODES = Object.keys(PARTNER_TYPES) as PartnerType[];

/** site video types: 1 race reports, 2 highlights (the videos page, the video service page, the home page's highlights) */
export const SITE_VIDEO_TYPES = {
  1: { zh: '赛事报道', en: 'Race reports' },
  2: { zh: '精彩集锦', en: 'Highlights' },
} as const satisfies Record<number, SiteLabel>;
export type SiteVideoType = keyof typeof SITE_VIDEO_TYPES;
export const SITE_VIDEO_TYPE_CODES = Object.keys(SITE_VIDEO_TYPES).map(Number) as SiteVideoType[];

/**
 * The embeddable video hosts accepted when VIDEO_EMBED_HOSTS is not set: Bilibili, Tencent Video,
 * Youku, iQIYI, Xigua, YouTube (no-cookie), Vimeo.
 */
export const DEFAULT_VIDEO_EMBED_HOSTS = [
  'player.bilibili.com',
  'v.qq.com',
  'player.youku.com',
  'open.iqiyi.com',
  'www.ixigua.com',
  'www.youtube-nocookie.com',
  'www.youtube.com',
  'player.vimeo.com',
] as const;

// ---------------------------------------------------------------- records

interface Listed {
  id: number;
  sortOrder: number;
  /** 1 shown on the public site, 0 not */
  isPublish: number;
  /** ISO 8601 UTC with milliseconds; send it back with PUT/DELETE (409 when it changed) */
  updatedAt: string;
}

export interface AdminBanner extends Banner, Listed {
  /** where a click on the banner goes: a path of this site or an http(s) address; null: nowhere */
  linkUrl: string | null;
}

export interface AdminPartner extends Partner, Listed {}

export interface AdminSiteVideo extends Video, Listed {}

export interface AdminStatistics extends Statistics {
  updatedAt: string;
}

/** the editable part of the public dataConfigInfo (the map tiles and announcements come from the server's configuration) */
export type SiteConfig = Pick<
  DataConfig,
  'companyName' | 'companyNameEn' | 'email' | 'phone' | 'jobEmail' | 'jobPhone' | 'offices' | 'icp'
>;

export interface AdminSiteConfig extends SiteConfig {
  /** the newest change of any field */
  updatedAt: string;
}

// ---------------------------------------------------------------- field rules

// eslint-disable-next-line no-control-regex -- control characters are what it refuses
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

/** a path of this site (/events, /service-live?x=1#y) or an http(s) address: never javascript:, data: or //host */
export function isSiteLink(v: string): boolean {
  if (CONTROL.test(v)) return false;
  if (v.startsWith('/')) return /^\/(?![/\\])[^\s\\]*$/.test(v);
  if (!URL.canParse(v)) return false;
  const u = new URL(v);
  return (u.protocol === 'https:' || u.protocol === 'http:') && u.hostname !== '';
}

const optionalLink = (what: string) =>
  z
    .union(
      [
        z.literal('').transform(() => null),
        z.null(),
        z
          .string({ error: `${what} must be a path of this site or a web address.` })
          .trim()
          .max(1000, { error: `${what} must be at most 1000 characters.` })
          .refine(isSiteLink, {
            error: `${what} must be a path of this site (starting with /) or a web address starting with http(s)://.`,
            params: { code: 'media_url' },
          }),
      ],
      { error: `${what} must be a path of this site or a web address.` },
    )
    .optional();

/**
 * A site video's address: the one rule of every video field (shared/video-url.ts: an mp4 of this
 * site, or the https page of an allowed player without port or credentials).
 */
export { videoUrlProblem } from './video-url.js';

const bannerType = z
  .union([z.number(), z.string()], { error: 'type must be a banner type.' })
  .transform((v) => Number(v))
  .refine((v): v is BannerType => (BANNER_TYPE_CODES as number[]).includes(v), {
    error: `type must be one of the banner types ${BANNER_TYPE_CODES.join(', ')}.`,
    params: { code: 'one_of', options: BANNER_TYPE_CODES.map(String) },
  });

const partnerType = z
  .union([z.string(), z.number()], { error: "type must be '0' or '1'." })
  .transform((v) => String(v))
  .refine((v): v is PartnerType => (PARTNER_TYPE_CODES as string[]).includes(v), {
    error: "type must be '0' or '1'.",
    params: { code: 'one_of', options: [...PARTNER_TYPE_CODES] },
  });

const videoType = z
  .union([z.number(), z.string()], { error: 'type must be 1 (race reports) or 2 (highlights).' })
  .transform((v) => Number(v))
  .refine((v): v is SiteVideoType => (SITE_VIDEO_TYPE_CODES as number[]).includes(v), {
    error: 'type must be 1 (race reports) or 2 (highlights).',
    params: { code: 'one_of', options: SITE_VIDEO_TYPE_CODES.map(String) },
  });

const sortOrder = int('sortOrder', -1_000_000, 1_000_000).optional();

// ---------------------------------------------------------------- bodies

const bannerFields = {
  bannerUrl: mediaUrl('The picture'),
  title: optionalLine(200, 'The title'),
  titleEn: optionalLine(200, 'The English title'),
  type: bannerType,
  linkUrl: optionalLink('The link'),
  isPublish: flag.optional(),
  sortOrder,
};
/** POST /admin/banners (unpublished unless isPublish: 1; last of its type unless sortOrder) */
export const bannerCreateBody = z.strictObject(bannerFields);
export type BannerCreateBody = z.input<typeof bannerCreateBody>;
/** PUT /admin/banners/{id}: any of the fields */
export const bannerUpdateBody = updateBody(bannerFields);
export type BannerUpdateBody = z.input<typeof bannerUpdateBody>;

const partnerFields = {
  name: line(200, 'The name'),
  nameEn: optionalLine(200, 'The English name'),
  logo: mediaUrl('The logo'),
  website: optionalWebUrl('The website'),
  type: partnerType,
  isPublish: flag.optional(),
  sortOrder,
};
/** POST /admin/partners */
export const partnerCreateBody = z.strictObject(partnerFields);
export type PartnerCreateBody = z.input<typeof partnerCreateBody>;
/** PUT /admin/partners/{id} */
export const partnerUpdateBody = updateBody(partnerFields);
export type PartnerUpdateBody = z.input<typeof partnerUpdateBody>;

const siteVideoFields = (hosts: readonly string[]) => ({
  title: line(200, 'The title'),
  titleEn: optionalLine(200, 'The English title'),
  type: videoType,
  videoUrl: videoUrl(hosts),
  thumbUrl: optionalMediaUrl('The poster picture'),
  /** 'YYYY-MM-DD HH:mm[:ss]', Beijing time; absent on create: now */
  publishTime: dateTime('The publish time').optional(),
  isPublish: flag.optional(),
  sortOrder,
});
/** POST /admin/site-videos, with the server's embed hosts */
export const siteVideoCreateBody = (hosts: readonly string[]) => z.strictObject(siteVideoFields(hosts));
export type SiteVideoCreateBody = z.input<ReturnType<typeof siteVideoCreateBody>>;
/** PUT /admin/site-videos/{id} */
export const siteVideoUpdateBody = (hosts: readonly string[]) => updateBody(siteVideoFields(hosts));
export type SiteVideoUpdateBody = z.input<ReturnType<typeof siteVideoUpdateBody>>;

const count = (what: string) => int(what, 0, 2_000_000_000);

/** PUT /admin/statistics: any of the figures (whole numbers, 0 or more) */
export const statisticsUpdateBody = z.strictObject({
  matchCount: count('matchCount').optional(),
  /** km */
  mileage: count('mileage').optional(),
  /** minutes */
  liveTime: count('liveTime').optional(),
  /** photos */
  image: count('image').optional(),
  updatedAt,
});
export type StatisticsUpdateBody = z.input<typeof statisticsUpdateBody>;

const email = (what: string) =>
  z
    .string({ error: `${what} must be an e-mail address.` })
    .trim()
    .max(254, { error: `${what} must be at most 254 characters.` })
    .refine(
      (v) =>
        v === '' || (/^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]+$/.test(v) && !CONTROL.test(v)),
      {
        error: `${what} must be an e-mail address such as info@example.com.`,
        params: { code: 'email' },
      },
    );

/** one line of at most `max` characters, or empty */
const text = (max: number, what: string) =>
  z.union([z.literal(''), line(max, what)], { error: `${what} must be text.` });

const coordinate = (what: string, limit: number) =>
  z
    .number({ error: `${what} must be a number.` })
    .min(-limit, { error: `${what} must be between -${limit} and ${limit}.` })
    .max(limit, { error: `${what} must be between -${limit} and ${limit}.` });

export const officeBody = z.strictObject({
  /** a short code, unique in the list (the contact page's anchor): letters, digits, - and _ */
  key: z
    .string({ error: 'The key is required.' })
    .regex(/^[A-Za-z0-9_-]{1,32}$/, { error: 'The key may hold letters, digits, - and _ only (at most 32).' }),
  name: line(100, 'The office name'),
  nameEn: line(200, 'The English office name'),
  address: line(300, 'The address'),
  addressEn: line(300, 'The English address'),
  phone: optionalLine(50, 'The phone').transform((v) => v ?? null),
  lat: coordinate('The latitude', 90),
  lng: coordinate('The longitude', 180),
}) satisfies z.ZodType<Office, unknown>;

/** PUT /admin/config: any of the fields; `offices` replaces the whole list (at most 20, keys unique) */
export const configUpdateBody = z.strictObject({
  companyName: text(200, 'The company name').optional(),
  companyNameEn: text(200, 'The English company name').optional(),
  email: email('The e-mail').optional(),
  phone: text(50, 'The phone').optional(),
  jobEmail: email('The job e-mail').optional(),
  jobPhone: text(50, 'The job phone').optional(),
  offices: z
    .array(officeBody, { error: 'offices must be a list.' })
    .max(20, { error: 'At most 20 offices.' })
    .superRefine((list, ctx) => {
      const seen = new Set<string>();
      list.forEach((o, i) => {
        if (seen.has(o.key))
          ctx.addIssue({
            code: 'custom',
            path: [i, 'key'],
            message: `The key ${o.key} is used twice.`,
            params: { code: 'duplicate' },
          });
        seen.add(o.key);
      });
    })
    .optional(),
  /** the ICP licence number in the footer */
  icp: text(100, 'The ICP number').optional(),
  updatedAt,
});
export type ConfigUpdateBody = z.input<typeof configUpdateBody>;

/** GET /admin/banners?type= (every type when absent) */
export const bannerListQuery = z.strictObject({ type: bannerType.optional() });
export type BannerListQuery = z.input<typeof bannerListQuery>;
export const partnerListQuery = z.strictObject({ type: partnerType.optional() });
export type PartnerListQuery = z.input<typeof partnerListQuery>;
export const siteVideoListQuery = z.strictObject({ type: videoType.optional() });
export type SiteVideoListQuery = z.input<typeof siteVideoListQuery>;

const ids = z
  .array(
    z
      .number({ error: 'Each id must be a number.' })
      .int({ error: 'Each id must be a whole number.' })
      .min(1, { error: 'Each id must be a record id.' }),
    { error: 'ids must be a list of record ids.' },
  )
  .max(1000, { error: 'At most 1000 ids.' })
  .refine((list) => new Set(list).size === list.length, {
    error: 'An id is listed twice.',
    params: { code: 'duplicate' },
  });

/**
 * POST /admin/banners/order: every banner of `type`, in the new order (sortOrder 10, 20, …;
 * 409 when the list does not hold exactly the records of that type: someone else added or
 * deleted one since)
 */
export const bannerOrderBody = z.strictObject({ type: bannerType, ids });
export type BannerOrderBody = z.input<typeof bannerOrderBody>;
export const partnerOrderBody = z.strictObject({ type: partnerType, ids });
export type PartnerOrderBody = z.input<typeof partnerOrderBody>;
export const siteVideoOrderBody = z.strictObject({ type: videoType, ids });
export type SiteVideoOrderBody = z.input<typeof siteVideoOrderBody>;

// ---------------------------------------------------------------- endpoints

/**
 * Roles: admin and editor (scorer 403). Lists answer every record (published or not) of the type,
 * or of every type, in the public order: by type, then sortOrder, then id.
 */
export const adminSiteEndpoints = {
  bannerList: adminCall<BannerListQuery, AdminBanner[]>()('GET', '/admin/banners'),
  bannerCreate: adminCall<BannerCreateBody, AdminBanner>()('POST', '/admin/banners'),
  /** every banner of a type in a new order (audited as one change per moved banner) */
  bannerOrder: adminCall<BannerOrderBody, AdminBanner[]>()('POST', '/admin/banners/order'),
  bannerGet: adminCall<undefined, AdminBanner>()('GET', '/admin/banners/:id'),
  bannerUpdate: adminCall<BannerUpdateBody, AdminBanner>()('PUT', '/admin/banners/:id'),
  bannerDelete: adminCall<DeleteInput, null>()('DELETE', '/admin/banners/:id'),

  partnerList: adminCall<PartnerListQuery, AdminPartner[]>()('GET', '/admin/partners'),
  partnerCreate: adminCall<PartnerCreateBody, AdminPartner>()('POST', '/admin/partners'),
  partnerOrder: adminCall<PartnerOrderBody, AdminPartner[]>()('POST', '/admin/partners/order'),
  partnerGet: adminCall<undefined, AdminPartner>()('GET', '/admin/partners/:id'),
  partnerUpdate: adminCall<PartnerUpdateBody, AdminPartner>()('PUT', '/admin/partners/:id'),
  partnerDelete: adminCall<DeleteInput, null>()('DELETE', '/admin/partners/:id'),

  /** site videos: newest first within the same sortOrder (a new video has sortOrder 0: first) */
  siteVideoList: adminCall<SiteVideoListQuery, AdminSiteVideo[]>()('GET', '/admin/site-videos'),
  siteVideoCreate: adminCall<SiteVideoCreateBody, AdminSiteVideo>()('POST', '/admin/site-videos'),
  siteVideoOrder: adminCall<SiteVideoOrderBody, AdminSiteVideo[]>()('POST', '/admin/site-videos/order'),
  /** the hosts an embedded video may come from (VIDEO_EMBED_HOSTS) */
  siteVideoEmbedHosts: adminCall<undefined, { hosts: string[] }>()('GET', '/admin/site-videos/embed-hosts'),
  siteVideoGet: adminCall<undefined, AdminSiteVideo>()('GET', '/admin/site-videos/:id'),
  siteVideoUpdate: adminCall<SiteVideoUpdateBody, AdminSiteVideo>()('PUT', '/admin/site-videos/:id'),
  siteVideoDelete: adminCall<DeleteInput, null>()('DELETE', '/admin/site-videos/:id'),

  statisticsGet: adminCall<undefined, AdminStatistics>()('GET', '/admin/statistics'),
  statisticsUpdate: adminCall<StatisticsUpdateBody, AdminStatistics>()('PUT', '/admin/statistics'),

  configGet: adminCall<undefined, AdminSiteConfig>()('GET', '/admin/config'),
  configUpdate: adminCall<ConfigUpdateBody, AdminSiteConfig>()('PUT', '/admin/config'),
} as const;
