/**
 * The preview of a site content section (docs/admin-console.md "Site content"), with the site's
 * header and footer, drawn by the public pages' own components from the admin API's records as
 * they are saved now: `?section=banners&type=N` (the carousel or banner of that place),
 * `partners&type=`, `videos&type=`, `statistics` (the home page's band) and `config` (the
 * contact page's offices and map, the contact details). What visitors will see comes first, in
 * the public order; the records that are not published follow, marked as hidden from visitors.
 * A striped banner marks the page as a preview and leads back. Staff only (no session: the
 * sign-in page; a scorer: 403, the admin API decides).
 */
import { Link, href } from 'react-router';
import type { Route } from './+types/site-preview';
import { adminEndpoints } from '../../../shared/admin-endpoints';
import {
  adminSiteEndpoints as ep,
  BANNER_TYPES,
  PARTNER_TYPES,
  SITE_VIDEO_TYPES,
  type AdminBanner,
  type AdminPartner,
  type AdminSiteConfig,
  type AdminSiteVideo,
  type AdminStatistics,
} from '../../../shared/admin-site';
import type { Banner, DataConfig, Partner, Video } from '../../../shared/api';
import { resolveRequestLang, type Lang } from '../../../shared/lang';
import { useTranslation } from '../../i18n';
import { useRootData } from '../../lib/root-data';
import { consoleApi } from '../lib/console-api.server';
import { PreviewProblem } from '../parts/preview-problem';
import { bannerTypeOf, partnerTypeOf, siteVideoTypeOf } from '../lib/site-edits';
import { BannerCarousel } from '../../features/marketing/components/banner-carousel';
import { FiguresBand } from '../../features/marketing/components/figures-band';
import { PartnerStrip } from '../../features/marketing/components/partner-strip';
import { HOME } from '../../features/marketing/content/home';
import { VideoGrid } from '../../features/media/components/video-grid';
import { ContactOffices } from '../../features/contact/components/contact-offices';
import previewStyles from '../parts/preview.module.css';
import styles from '../parts/site.module.css';
import '../messages/register';
import '../messages/register-site';

/** as the public pages show them (app/routes/home.tsx, events.tsx, service pages) */
const HOME_BANNERS_SHOWN = 5;
const HOME_HIGHLIGHTS_SHOWN = 3;
const BANNER_RATIO = 500 / 1920;
const PAGE_BANNER_RATIO = 300 / 1920;
const SERVICE_BANNER_RATIO = 675 / 1200;

const SECTIONS = ['banners', 'partners', 'videos', 'statistics', 'config'] as const;
type Section = (typeof SECTIONS)[number];

type Loaded =
  | { section: 'banners'; type: number; list: AdminBanner[] }
  | { section: 'partners'; type: string; list: AdminPartner[] }
  | { section: 'videos'; type: number; list: AdminSiteVideo[] }
  | { section: 'statistics'; statistics: AdminStatistics }
  | { section: 'config'; config: AdminSiteConfig };

export async function loader({ request, context }: Route.LoaderArgs) {
  const api = consoleApi(context, request);
  await api.get(adminEndpoints.me); // (no session: the sign-in page, back here afterwards)
  const url = new URL(request.url);
  const raw = url.searchParams.get('section') ?? '';
  const section: Section = (SECTIONS as readonly string[]).includes(raw) ? (raw as Section) : 'banners';
  const rawType = url.searchParams.get('type');
  const lang = resolveRequestLang(request);
  let loaded: Loaded;
  if (section === 'banners') {
    const type = bannerTypeOf(rawType);
    loaded = { section, type, list: await api.get(ep.bannerList, undefined, { type }) };
  } else if (section === 'partners') {
    const type = partnerTypeOf(rawType);
    loaded = { section, type, list: await api.get(ep.partnerList, undefined, { type }) };
  } else if (section === 'videos') {
    const type = siteVideoTypeOf(rawType);
    loaded = { section, type, list: await api.get(ep.siteVideoList, undefined, { type }) };
  } else if (section === 'statistics') {
    loaded = { section, statistics: await api.get(ep.statisticsGet) };
  } else {
    loaded = { section, config: await api.get(ep.configGet) };
  }
  return { loaded, lang };
}

/** a staff page outside the console's layout: hydrates at once like the console (app/console/routes/layout.tsx) */
export const handle = { hydrate: 'now' };

export const meta: Route.MetaFunction = () => [{ name: 'robots', content: 'noindex, nofollow' }];

const publicBanner = (b: AdminBanner): Banner => ({
  bannerUrl: b.bannerUrl,
  title: b.title,
  titleEn: b.titleEn,
  type: b.type,
  linkUrl: b.linkUrl,
});
const publicPartner = (p: AdminPartner): Partner => ({
  name: p.name,
  nameEn: p.nameEn,
  logo: p.logo,
  website: p.website,
  type: p.type,
});
const publicVideo = (v: AdminSiteVideo): Video => ({
  videoUrl: v.videoUrl,
  thumbUrl: v.thumbUrl,
  title: v.title,
  titleEn: v.titleEn,
  publishTime: v.publishTime,
  type: v.type,
});

/** the records visitors do not see: after the public part, marked */
function Hidden({ items }: { items: { key: number; picture: string | null; label: string }[] }) {
  const { t } = useTranslation();
  if (items.length === 0) return null;
  return (
    <section
      className={`container ${styles.previewSection}`}
      aria-labelledby="preview-hidden"
      data-testid="preview-hidden"
    >
      <h2 id="preview-hidden">{t('adminSite.previewPage.hidden')}</h2>
      <p>{t('adminSite.previewPage.draftCount', { n: items.length })}</p>
      <ul className={styles.previewHidden}>
        {items.map((i) => (
          <li key={i.key}>
            {i.picture ? <img src={i.picture} alt="" loading="lazy" /> : null}
            <span>{i.label}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Body({ loaded, lang }: { loaded: Loaded; lang: Lang }) {
  const { t } = useTranslation();
  const root = useRootData();
  const c = HOME[lang];
  const wide = (children: React.ReactNode) => (
    <div className="container" data-testid="preview-public">
      {children}
    </div>
  );
  switch (loaded.section) {
    case 'banners': {
      const shown = loaded.list.filter((b) => b.isPublish);
      // the home page shows the first five, the events page the first one
      const visible =
        loaded.type === 0
          ? shown.slice(0, HOME_BANNERS_SHOWN)
          : loaded.type === 1 || loaded.type === 4
            ? shown.slice(0, 1)
            : shown;
      const ratio =
        loaded.type === 0
          ? BANNER_RATIO
          : loaded.type === 1 || loaded.type === 4
            ? PAGE_BANNER_RATIO
            : SERVICE_BANNER_RATIO;
      const carousel = (
        <BannerCarousel
          banners={visible.map(publicBanner)}
          ratio={ratio}
          label={BANNER_TYPES[loaded.type as keyof typeof BANNER_TYPES][lang]}
          autoplayMs={0}
        />
      );
      return (
        <>
          {loaded.type === 0 || loaded.type === 1 || loaded.type === 4 ? (
            <div data-testid="preview-public">{carousel}</div>
          ) : (
            wide(carousel)
          )}
          <ol className="container visually-hidden" aria-label={t('adminSite.previewPage.willShow')}>
            {visible.map((b) => (
              <li key={b.id} data-testid="preview-item">
                {(lang === 'en' ? b.titleEn || b.title : b.title || b.titleEn) ?? ''}
              </li>
            ))}
          </ol>
          <Hidden
            items={loaded.list
              .filter((b) => !visible.includes(b))
              .map((b) => ({
                key: b.id,
                picture: b.bannerUrl,
                label: `${(lang === 'en' ? b.titleEn || b.title : b.title || b.titleEn) ?? ''}${b.isPublish ? '' : ` (${t('adminSite.draft')})`}`,
              }))}
          />
        </>
      );
    }
    case 'partners': {
      const shown = loaded.list.filter((p) => p.isPublish);
      return (
        <>
          {wide(<PartnerStrip partners={shown.map(publicPartner)} label={c.partners} />)}
          <Hidden
            items={loaded.list
              .filter((p) => !p.isPublish)
              .map((p) => ({ key: p.id, picture: p.logo, label: lang === 'en' && p.nameEn ? p.nameEn : p.name }))}
          />
        </>
      );
    }
    case 'videos': {
      const shown = loaded.list.filter((v) => v.isPublish);
      return (
        <>
          {loaded.type === 2 ? (
            <section className={`container ${styles.previewSection}`} aria-labelledby="preview-home">
              <h2 id="preview-home">{t('adminSite.previewPage.onHome', { section: c.highlightsTitle })}</h2>
              <div data-testid="preview-public">
                <VideoGrid videos={shown.slice(0, HOME_HIGHLIGHTS_SHOWN).map(publicVideo)} columns={3} />
              </div>
            </section>
          ) : null}
          <section className={`container ${styles.previewSection}`} aria-labelledby="preview-all">
            <h2 id="preview-all">
              {t('adminSite.previewPage.onVideos', {
                section: SITE_VIDEO_TYPES[loaded.type as keyof typeof SITE_VIDEO_TYPES][lang],
              })}
            </h2>
            <VideoGrid videos={shown.map(publicVideo)} columns={4} />
          </section>
          <Hidden
            items={loaded.list
              .filter((v) => !v.isPublish)
              .map((v) => ({
                key: v.id,
                picture: v.thumbUrl,
                label: lang === 'en' && v.titleEn ? v.titleEn : v.title,
              }))}
          />
        </>
      );
    }
    case 'statistics': {
      const s = loaded.statistics;
      return (
        <div data-testid="preview-public">
          <FiguresBand
            id="preview-stats"
            title={c.statsTitle}
            figures={[
              { key: 'matchCount', label: c.stats.matchCount, value: s.matchCount },
              { key: 'mileage', label: c.stats.mileage, value: s.mileage, unit: c.statsUnits.mileage },
              { key: 'liveTime', label: c.stats.liveTime, value: s.liveTime, unit: c.statsUnits.liveTime },
              { key: 'image', label: c.stats.image, value: s.image },
            ]}
          />
        </div>
      );
    }
    case 'config': {
      const base = root?.config;
      const config: DataConfig = {
        mapTileUrl: base?.mapTileUrl ?? '',
        mapAttribution: base?.mapAttribution ?? '',
        announcementBaseUrl: base?.announcementBaseUrl ?? '',
        ...loaded.config,
      };
      return (
        <div data-testid="preview-public">
          <section className="container">
            <dl>
              <dt>{t('adminSite.config.email')}</dt>
              <dd>{config.email}</dd>
              <dt>{t('adminSite.config.phone')}</dt>
              <dd>{config.phone}</dd>
              <dt>{t('adminSite.config.jobEmail')}</dt>
              <dd>{config.jobEmail}</dd>
              <dt>{t('adminSite.config.jobPhone')}</dt>
              <dd>{config.jobPhone}</dd>
            </dl>
          </section>
          <ContactOffices config={config} lang={lang} />
        </div>
      );
    }
  }
}

function sectionTitle(loaded: Loaded, lang: Lang, t: (k: string) => string): string {
  switch (loaded.section) {
    case 'banners':
      return `${t('adminSite.sections.banners')}: ${BANNER_TYPES[loaded.type as keyof typeof BANNER_TYPES][lang]}`;
    case 'partners':
      return `${t('adminSite.sections.partners')}: ${PARTNER_TYPES[loaded.type as keyof typeof PARTNER_TYPES][lang]}`;
    case 'videos':
      return `${t('adminSite.sections.videos')}: ${SITE_VIDEO_TYPES[loaded.type as keyof typeof SITE_VIDEO_TYPES][lang]}`;
    default:
      return t(`adminSite.sections.${loaded.section}`);
  }
}

function backTo(loaded: Loaded): string {
  switch (loaded.section) {
    case 'banners':
      return `${href('/admin/site/banners')}?type=${loaded.type}`;
    case 'partners':
      return `${href('/admin/site/partners')}?type=${loaded.type}`;
    case 'videos':
      return `${href('/admin/site/videos')}?type=${loaded.type}`;
    case 'statistics':
      return href('/admin/site/statistics');
    case 'config':
      return href('/admin/site/config');
  }
}

export default function SitePreview({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { loaded, lang } = loaderData;
  const title = sectionTitle(loaded, lang, t);
  const drafts = 'list' in loaded ? (loaded.list as { isPublish: number }[]).filter((x) => !x.isPublish).length : 0;
  return (
    <>
      <title>{`${t('adminSite.previewPage.title', { section: title })} | ${t('admin.siteName')}`}</title>
      <div className={previewStyles.banner} role="note" aria-label={t('adminSite.preview')}>
        <p>
          <strong className={previewStyles.tag}>{t('adminSite.preview')}</strong> {title} ·{' '}
          {t('adminSite.previewPage.banner')}
          {drafts > 0 ? <> {t('adminSite.previewPage.draftCount', { n: drafts })}</> : null}
        </p>
        <Link className={previewStyles.back} to={backTo(loaded)} reloadDocument>
          ← {t('adminSite.previewPage.back')}
        </Link>
      </div>
      <h1 className={`container ${styles.previewTitle}`}>{t('adminSite.previewPage.title', { section: title })}</h1>
      <Body loaded={loaded} lang={lang} />
    </>
  );
}

/** a preview that cannot be shown: the role may not (403), the server did not answer */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PreviewProblem error={error} />;
}
