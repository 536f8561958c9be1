/**
 * The three site content lists of the console (docs/admin-console.md "Site content"), each
 * described once: its address, the kinds of list it has (`?type=`), the words of its page, the
 * fields of its form, how a record is named and pictured, and how a row of the list reads. The
 * one route app/console/routes/site-list.tsx draws any of them; the server side of each is in
 * app/console/lib/site-lists.server.ts.
 */
import type { ReactNode } from 'react';
import {
  BANNER_TYPE_CODES,
  BANNER_TYPES,
  PARTNER_TYPE_CODES,
  PARTNER_TYPES,
  SITE_VIDEO_TYPE_CODES,
  SITE_VIDEO_TYPES,
  type AdminBanner,
  type AdminPartner,
  type AdminSiteVideo,
} from '../../../shared/admin-site';
import { useTranslation } from '../../i18n';
import type { FormValues } from '../lib/forms';
import { useUploadUrl } from '../lib/upload';
import { href } from 'react-router';
import { bannerValues, isUploadedVideo, partnerValues, siteVideoValues } from '../lib/site-edits';
import type { SiteListKind } from '../lib/site-lists.server';
import { ImageField, TextField, type FieldCommon } from './form-parts';
import { PublishedPill } from './site-parts';
import { VideoSource } from './video-source';
import ui from './console.module.css';
import styles from './site.module.css';

type Lang = 'zh' | 'en';
type T = ReturnType<typeof useTranslation>['t'];

/** what a list's form fields are drawn with */
export interface FieldsProps extends FieldCommon {
  csrf: string | null | undefined;
  /** the video sites an address may be of (site videos) */
  hosts: string[];
}

export interface SiteListView<R extends { id: number; isPublish: number }> {
  kind: SiteListKind;
  /** the page's address */
  path: string;
  /** the words of the page: `adminSite.${words}.title` … */
  words: 'banners' | 'partners' | 'videos';
  /** the rows' ids and anchors (`${idPrefix}-${id}`) */
  idPrefix: string;
  /** the forms' id prefix */
  formPrefix: string;
  /** the list's types with their names */
  types: (lang: Lang) => { value: string; label: string }[];
  /** a line under the type chooser */
  lead?: (type: string, t: T) => string;
  /** the record's name in the page's language */
  name: (r: R, lang: Lang, t: T) => string;
  picture: (r: R) => string;
  /** the form's values of a record */
  values: (r: R) => FormValues;
  /** the form's values of a new record of `type` */
  blank: (type: string) => FormValues;
  Fields: (p: FieldsProps) => ReactNode;
  /** the row's text beside its picture (the actions follow) */
  Row: (p: { item: R; name: string; list: R[]; type: string; lang: Lang }) => ReactNode;
}

/** the banner's size and place words of its type: the home page, the events page, the tracking page, others */
const bannerKey = (type: string) => (['0', '1', '4'].includes(type) ? type : 'other');

const banners: SiteListView<AdminBanner> = {
  kind: 'banner',
  path: href('/admin/site/banners'),
  words: 'banners',
  idPrefix: 'banner',
  formPrefix: 'banner',
  types: (lang) => BANNER_TYPE_CODES.map((c) => ({ value: String(c), label: BANNER_TYPES[c][lang] })),
  lead: (type, t) =>
    `${t(`adminSite.banners.shownOn.${bannerKey(type)}`)} ${t(`adminSite.banners.size.${bannerKey(type)}`)}`,
  // the title in the page's language (the other one when it has none)
  name: (b, lang, t) =>
    (lang === 'en' ? b.titleEn || b.title : b.title || b.titleEn) || t('adminSite.banners.name', { n: b.id }),
  picture: (b) => b.bannerUrl,
  values: bannerValues,
  blank: (type) => ({ type, isPublish: '1' }),
  Fields: function BannerFields({ form, values, problem }) {
    const { t } = useTranslation();
    const common = { form, values, problem };
    return (
      <>
        <ImageField
          {...common}
          name="bannerUrl"
          fileName="bannerFile"
          label={t('adminSite.picture')}
          fileLabel={t('adminSite.uploadPicture')}
          hint={`${t('adminSite.pictureAddress')} (${t(`adminSite.banners.size.${bannerKey(values.type ?? '0')}`)})`}
          alt={values.title ?? ''}
        />
        <div className={ui.formGrid}>
          <TextField {...common} name="title" label={t('adminSite.banners.titleZh')} maxLength={200} />
          <TextField {...common} name="titleEn" label={t('adminSite.banners.titleEn')} maxLength={200} />
        </div>
        <TextField
          {...common}
          name="linkUrl"
          label={t('adminSite.banners.link')}
          hint={t('adminSite.banners.linkHint')}
          maxLength={1000}
          inputMode="url"
        />
      </>
    );
  },
  Row: function BannerRow({ item: b, list, type, lang }) {
    const { t } = useTranslation();
    // how many of the published ones the page shows (the home page five, the events page one)
    const shownMax = type === '0' ? 5 : type === '1' || type === '4' ? 1 : Infinity;
    const rank = list.filter((x) => x.isPublish).findIndex((x) => x.id === b.id);
    return (
      <>
        <p className={styles.itemTitle}>
          <span data-testid="banner-title">
            {(lang === 'en' ? b.titleEn || b.title : b.title || b.titleEn) || t('adminSite.banners.noTitle')}
          </span>
          <PublishedPill on={b.isPublish} />
        </p>
        {rank >= shownMax ? (
          <p className={styles.itemMeta} data-testid="banner-beyond">
            {t('adminSite.banners.beyond', { n: shownMax })}
          </p>
        ) : null}
        <p className={styles.itemMeta}>
          {lang === 'en' ? b.title : b.titleEn}
          {b.linkUrl ? (
            <>
              {' · '}
              {t('adminSite.banners.link')}: {b.linkUrl}
            </>
          ) : null}
        </p>
      </>
    );
  },
};

const partners: SiteListView<AdminPartner> = {
  kind: 'partner',
  path: href('/admin/site/partners'),
  words: 'partners',
  idPrefix: 'partner',
  formPrefix: 'partner',
  types: (lang) => PARTNER_TYPE_CODES.map((c) => ({ value: c, label: PARTNER_TYPES[c][lang] })),
  name: (p, lang) => (lang === 'en' && p.nameEn ? p.nameEn : p.name),
  picture: (p) => p.logo,
  values: partnerValues,
  blank: (type) => ({ type, isPublish: '1' }),
  Fields: function PartnerFields({ form, values, problem }) {
    const { t } = useTranslation();
    const common = { form, values, problem };
    return (
      <>
        <div className={ui.formGrid}>
          <TextField {...common} name="name" label={t('adminSite.partners.nameZh')} maxLength={200} required />
          <TextField {...common} name="nameEn" label={t('adminSite.partners.nameEn')} maxLength={200} />
        </div>
        <ImageField
          {...common}
          name="logo"
          fileName="logoFile"
          label={t('adminSite.partners.logo')}
          fileLabel={t('adminSite.partners.uploadLogo')}
          hint={t('adminSite.pictureAddress')}
          alt={values.name ?? ''}
        />
        <TextField
          {...common}
          name="website"
          label={t('adminSite.partners.website')}
          hint={t('adminSite.partners.websiteHint')}
          maxLength={1000}
          inputMode="url"
        />
      </>
    );
  },
  Row: function PartnerRow({ item: p, name, lang }) {
    return (
      <>
        <p className={styles.itemTitle}>
          <span data-testid="partner-name">{name}</span>
          <PublishedPill on={p.isPublish} />
        </p>
        {(lang === 'en' ? p.nameEn && p.name : p.nameEn) ? (
          <p className={styles.itemMeta}>{lang === 'en' ? p.name : p.nameEn}</p>
        ) : null}
        {p.website ? <p className={styles.itemMeta}>{p.website}</p> : null}
      </>
    );
  },
};

const videos: SiteListView<AdminSiteVideo> = {
  kind: 'siteVideo',
  path: href('/admin/site/videos'),
  words: 'videos',
  idPrefix: 'siteVideo',
  formPrefix: 'video',
  types: (lang) => SITE_VIDEO_TYPE_CODES.map((c) => ({ value: String(c), label: SITE_VIDEO_TYPES[c][lang] })),
  name: (v, lang) => (lang === 'en' && v.titleEn ? v.titleEn : v.title),
  picture: (v) => v.thumbUrl ?? '',
  values: siteVideoValues,
  blank: (type) => ({ type, isPublish: '1', source: 'upload' }),
  Fields: function VideoFields({ form, values, problem, csrf, hosts }) {
    const { t } = useTranslation();
    const uploadUrl = useUploadUrl();
    const common = { form, values, problem };
    return (
      <>
        {values.publishClock ? <input type="hidden" name="publishClock" value={values.publishClock} /> : null}
        <div className={ui.formGrid}>
          <TextField {...common} name="title" label={t('adminSite.videos.titleZh')} maxLength={200} required />
          <TextField {...common} name="titleEn" label={t('adminSite.videos.titleEn')} maxLength={200} />
          <TextField {...common} name="publishTime" type="date" label={t('adminSite.videos.publishTime')} />
        </div>
        <VideoSource form={form} values={values} problem={problem} hosts={hosts} csrf={csrf} uploadUrl={uploadUrl} />
      </>
    );
  },
  Row: function VideoRow({ item: v, name }) {
    const { t } = useTranslation();
    return (
      <>
        <p className={styles.itemTitle}>
          <span data-testid="video-title">{name}</span>
          <PublishedPill on={v.isPublish} />
        </p>
        {v.titleEn ? <p className={styles.itemMeta}>{name !== v.title ? v.title : v.titleEn}</p> : null}
        <p className={styles.itemMeta}>
          {isUploadedVideo(v.videoUrl) ? t('adminSite.videos.uploadedFile') : t('adminSite.videos.embedded')}
          {' · '}
          <a href={v.videoUrl} target="_blank" rel="noopener noreferrer">
            {t('adminSite.videos.play')} ↗
          </a>
          {' · '}
          {v.publishTime.slice(0, 10)}
        </p>
      </>
    );
  },
};

/** each list's description, by its kind */
export const SITE_LISTS = { banner: banners, partner: partners, siteVideo: videos } as const;
