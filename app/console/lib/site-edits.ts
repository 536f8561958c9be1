/**
 * The site content pages' forms (docs/admin-console.md "Site content"): a record as form values,
 * the form values as the admin API's bodies (shared/admin-site.ts), the type a list shows (from
 * `?type=`), and a list's order after a "Move up / Move down" form or a drop.
 */
import {
  BANNER_TYPE_CODES,
  PARTNER_TYPE_CODES,
  SITE_VIDEO_TYPE_CODES,
  type AdminBanner,
  type AdminPartner,
  type AdminSiteConfig,
  type AdminSiteVideo,
  type AdminStatistics,
  type BannerCreateBody,
  type BannerType,
  type ConfigUpdateBody,
  type PartnerCreateBody,
  type PartnerType,
  type SiteVideoCreateBody,
  type SiteVideoType,
} from '../../../shared/admin-site';
import type { Office } from '../../../shared/api';
import { checked, optional, text, type FormValues } from './forms';

/** the banner type of `?type=` (the home page's carousel when absent or unknown) */
export function bannerTypeOf(raw: string | null | undefined): BannerType {
  const n = Number(raw);
  return raw != null && raw !== '' && (BANNER_TYPE_CODES as number[]).includes(n) ? (n as BannerType) : 0;
}

export function partnerTypeOf(raw: string | null | undefined): PartnerType {
  return (PARTNER_TYPE_CODES as string[]).includes(raw ?? '') ? (raw as PartnerType) : '0';
}

/** the site video type of `?type=` (highlights, the home page's, when absent) */
export function siteVideoTypeOf(raw: string | null | undefined): SiteVideoType {
  const n = Number(raw);
  return raw != null && raw !== '' && (SITE_VIDEO_TYPE_CODES as number[]).includes(n) ? (n as SiteVideoType) : 2;
}

/** a record id of a form or `?edit=`/`?delete=` (null when none) */
export function idOf(raw: string | null | undefined): number | null {
  const n = Number(raw);
  return Number.isInteger(n) && n > 0 ? n : null;
}

/** the ids of a drop (`ids=3,1,2`); null when malformed */
export function idsOf(raw: string | undefined): number[] | null {
  if (!raw) return null;
  const ids = raw.split(',').map((s) => Number(s.trim()));
  return ids.every((n) => Number.isInteger(n) && n > 0) ? ids : null;
}

/** the ids in their order after moving `target` one place up or down (unchanged at either end) */
export function movedIds(ids: number[], target: number, direction: string): number[] {
  const out = [...ids];
  const i = out.indexOf(target);
  const j = direction === 'up' ? i - 1 : i + 1;
  if (i < 0 || j < 0 || j >= out.length) return out;
  [out[i], out[j]] = [out[j]!, out[i]!];
  return out;
}

// ---------------------------------------------------------------- banners

export function bannerValues(b: AdminBanner): FormValues {
  return {
    type: String(b.type),
    bannerUrl: b.bannerUrl,
    title: b.title ?? '',
    titleEn: b.titleEn ?? '',
    linkUrl: b.linkUrl ?? '',
    isPublish: b.isPublish ? '1' : '',
    updatedAt: b.updatedAt,
  };
}

export function bannerBody(v: FormValues): BannerCreateBody {
  return {
    type: Number(text(v, 'type')) as BannerType,
    bannerUrl: text(v, 'bannerUrl'),
    title: optional(v, 'title'),
    titleEn: optional(v, 'titleEn'),
    linkUrl: optional(v, 'linkUrl'),
    isPublish: checked(v, 'isPublish'),
  };
}

// ---------------------------------------------------------------- partners

export function partnerValues(p: AdminPartner): FormValues {
  return {
    type: p.type,
    name: p.name,
    nameEn: p.nameEn ?? '',
    logo: p.logo,
    website: p.website ?? '',
    isPublish: p.isPublish ? '1' : '',
    updatedAt: p.updatedAt,
  };
}

export function partnerBody(v: FormValues): PartnerCreateBody {
  return {
    type: text(v, 'type') as PartnerType,
    name: text(v, 'name'),
    nameEn: optional(v, 'nameEn'),
    logo: text(v, 'logo'),
    website: optional(v, 'website'),
    isPublish: checked(v, 'isPublish'),
  };
}

// ---------------------------------------------------------------- site videos

/** an uploaded video of this site (played in a <video>), not an embedded page */
export function isUploadedVideo(url: string): boolean {
  return /^\/uploads\/.+\.mp4$/i.test(url);
}

export function siteVideoValues(v: AdminSiteVideo): FormValues {
  return {
    type: String(v.type),
    title: v.title,
    titleEn: v.titleEn ?? '',
    source: isUploadedVideo(v.videoUrl) ? 'upload' : 'embed',
    videoUrl: isUploadedVideo(v.videoUrl) ? v.videoUrl : '',
    embedUrl: isUploadedVideo(v.videoUrl) ? '' : v.videoUrl,
    thumbUrl: v.thumbUrl ?? '',
    publishTime: v.publishTime ? v.publishTime.slice(0, 10) : '',
    // the time of day is kept when the date is changed (the form shows the date only)
    publishClock: v.publishTime?.slice(11, 19) ?? '',
    isPublish: v.isPublish ? '1' : '',
    updatedAt: v.updatedAt,
  };
}

export function siteVideoBody(v: FormValues): SiteVideoCreateBody {
  const date = text(v, 'publishTime');
  return {
    type: Number(text(v, 'type')) as SiteVideoType,
    title: text(v, 'title'),
    titleEn: optional(v, 'titleEn'),
    videoUrl: text(v, 'source') === 'embed' ? text(v, 'embedUrl') : text(v, 'videoUrl'),
    thumbUrl: optional(v, 'thumbUrl'),
    ...(/^\d{4}-\d{2}-\d{2}$/.test(date)
      ? {
          publishTime: `${date} ${/^\d{2}:\d{2}:\d{2}$/.test(text(v, 'publishClock')) ? text(v, 'publishClock') : '12:00:00'}`,
        }
      : {}),
    isPublish: checked(v, 'isPublish'),
  };
}

// ---------------------------------------------------------------- statistics and configuration

export const FIGURES = ['matchCount', 'mileage', 'liveTime', 'image'] as const;
export type Figure = (typeof FIGURES)[number];

export function statisticsValues(s: AdminStatistics): FormValues {
  return {
    matchCount: String(s.matchCount),
    mileage: String(s.mileage),
    liveTime: String(s.liveTime),
    image: String(s.image),
    updatedAt: s.updatedAt,
  };
}

/** the figures typed (a field that is not a whole number stays text: the API says so next to it) */
export function statisticsBody(v: FormValues): Record<Figure, number | string> {
  const out = {} as Record<Figure, number | string>;
  for (const f of FIGURES) {
    const raw = text(v, f).replace(/[\s,，]/g, '');
    out[f] = /^\d+$/.test(raw) ? Number(raw) : raw;
  }
  return out;
}

/** the office fields of a form: `offices.0.name` … */
const OFFICE_FIELDS = ['key', 'name', 'nameEn', 'address', 'addressEn', 'phone', 'lat', 'lng'] as const;

export function configValues(c: AdminSiteConfig): FormValues {
  const v: FormValues = {
    email: c.email,
    phone: c.phone,
    jobEmail: c.jobEmail,
    jobPhone: c.jobPhone,
    officeCount: String(c.offices.length),
    updatedAt: c.updatedAt,
  };
  c.offices.forEach((o, i) => {
    for (const f of OFFICE_FIELDS) v[`offices.${i}.${f}`] = o[f] == null ? '' : String(o[f]);
  });
  return v;
}

/** how many offices the form holds */
export function officeCount(v: FormValues): number {
  return Math.max(0, Math.min(20, Math.floor(Number(v.officeCount) || 0)));
}

/** the form's values with one more empty office, or without office `i` (renumbered) */
export function withOffice(v: FormValues, change: { add: true } | { remove: number }): FormValues {
  const n = officeCount(v);
  const out: FormValues = {};
  for (const [k, val] of Object.entries(v)) if (!k.startsWith('offices.')) out[k] = val;
  let j = 0;
  for (let i = 0; i < n; i++) {
    if ('remove' in change && change.remove === i) continue;
    for (const f of OFFICE_FIELDS) out[`offices.${j}.${f}`] = v[`offices.${i}.${f}`] ?? '';
    j++;
  }
  if ('add' in change && j < 20) {
    for (const f of OFFICE_FIELDS) out[`offices.${j}.${f}`] = '';
    j++;
  }
  out.officeCount = String(j);
  return out;
}

/** a coordinate typed: a number, or the text (the API refuses it next to the field) */
const coordinate = (raw: string): number | string => {
  const s = raw.trim().replace('，', '.');
  return s !== '' && Number.isFinite(Number(s)) ? Number(s) : s;
};

export function configBody(v: FormValues): ConfigUpdateBody {
  const offices: Office[] = [];
  for (let i = 0; i < officeCount(v); i++) {
    const f = (name: string) => text(v, `offices.${i}.${name}`);
    offices.push({
      key: f('key'),
      name: f('name'),
      nameEn: f('nameEn'),
      address: f('address'),
      addressEn: f('addressEn'),
      phone: f('phone') || null,
      lat: coordinate(f('lat')) as number,
      lng: coordinate(f('lng')) as number,
    });
  }
  return {
    email: text(v, 'email'),
    phone: text(v, 'phone'),
    jobEmail: text(v, 'jobEmail'),
    jobPhone: text(v, 'jobPhone'),
    offices,
  };
}

/** the API's field errors (`offices.0.lat`, `offices[0].lat`, `offices.0`) as the form's field names */
export function formErrors<T>(errors: Record<string, T>): Record<string, T> {
  const out: Record<string, T> = {};
  for (const [k, msg] of Object.entries(errors)) out[k.replace(/\[(\d+)\]/g, '.$1')] = msg;
  return out;
}
