/**
 * The site content overview in the console (docs/admin-console.md "Site content"): each section
 * (banners, partners, site videos, figures, contact details) with what it holds and a link to
 * it. Admins and editors (the admin API answers a scorer 403: the console's 403 page).
 */
import { Link, href } from 'react-router';
import type { Route } from './+types/site';
import { adminSiteEndpoints as ep } from '../../../shared/admin-site';
import { useTranslation } from '../../i18n';
import { consoleApi } from '../lib/console-api.server';
import ui from '../parts/console.module.css';
import styles from '../parts/site.module.css';
import '../messages/register-site';

export async function loader({ request, context }: Route.LoaderArgs) {
  const api = consoleApi(context, request);
  const [banners, partners, videos, statistics, config] = await Promise.all([
    api.get(ep.bannerList),
    api.get(ep.partnerList),
    api.get(ep.siteVideoList),
    api.get(ep.statisticsGet),
    api.get(ep.configGet),
  ]);
  const counts = (list: { isPublish: number }[]) => ({
    n: list.length,
    published: list.filter((x) => x.isPublish).length,
  });
  return {
    banners: counts(banners),
    partners: counts(partners),
    videos: counts(videos),
    statistics,
    offices: config.offices.length,
    email: config.email,
  };
}

export default function SiteOverview({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { banners, partners, videos, statistics, offices, email } = loaderData;
  const sections = [
    { key: 'banners', to: href('/admin/site/banners'), summary: t('adminSite.count', banners) },
    { key: 'partners', to: href('/admin/site/partners'), summary: t('adminSite.count', partners) },
    { key: 'videos', to: href('/admin/site/videos'), summary: t('adminSite.count', videos) },
    {
      key: 'statistics',
      to: href('/admin/site/statistics'),
      summary: `${statistics.matchCount.toLocaleString()} · ${statistics.mileage.toLocaleString()} · ${statistics.liveTime.toLocaleString()} · ${statistics.image.toLocaleString()}`,
    },
    {
      key: 'config',
      to: href('/admin/site/config'),
      summary: `${email} · ${t('adminSite.config.offices')}: ${offices}`,
    },
  ] as const;
  return (
    <>
      <title>{`${t('adminSite.title')} | ${t('admin.siteName')}`}</title>
      <div className={ui.head}>
        <h1>{t('adminSite.title')}</h1>
        <a className={ui.buttonSecondary} href={`${href('/admin/site/preview')}?section=banners&type=0`}>
          {t('adminSite.preview')}
        </a>
      </div>
      <p className={ui.muted}>{t('adminSite.lead')}</p>
      <ul className={styles.sections}>
        {sections.map((s) => (
          <li key={s.key} className={ui.panel}>
            <h2>
              <Link to={s.to}>{t(`adminSite.sections.${s.key}`)}</Link>
            </h2>
            <p>{t(`adminSite.sectionLead.${s.key}`)}</p>
            <p className={ui.muted}>{s.summary}</p>
          </li>
        ))}
      </ul>
    </>
  );
}
