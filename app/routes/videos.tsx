/**
 * Videos (/videos, /videos-en; linked from the video service): the site's video list (page 1,
 * size 100) split into race reports (type 1) and highlights (type 2), each a grid of
 * thumbnails with title and publish date; play opens the video dialog.
 */
import { Link } from 'react-router';
import type { Route } from './+types/videos';
import { endpoints } from '../../shared/endpoints';
import { VIDEOS } from '../features/marketing/content/videos';
import { pageSeo } from '../lib/page-meta.server';
import { pagePath } from '../lib/pages';
import { seoMeta } from '../lib/seo';
import { serverApi } from '../lib/server-api';
import { PageHero } from '../components/page-hero';
import { VideoGrid } from '../features/media/components/video-grid';
import ui from '../styles/sections.module.css';

export const SITE_VIDEOS = { pageNo: 1, pageSize: 100 } as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  const seo = pageSeo(request, 'videos');
  const page = await serverApi(context).call(endpoints.videoList, SITE_VIDEOS);
  const videos = page?.records ?? [];
  return {
    seo,
    copy: VIDEOS[seo.lang],
    reports: videos.filter((v) => v.type === 1),
    highlights: videos.filter((v) => v.type === 2),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function Videos({ loaderData }: Route.ComponentProps) {
  const { seo, copy: c, reports, highlights } = loaderData;
  return (
    <>
      <PageHero title={seo.title} lead={c.lead} eyebrow={c.eyebrow} />
      <section className={ui.section} aria-labelledby="videos-reports">
        <div className="container">
          <div className={ui.head}>
            <div>
              <h2 id="videos-reports" className={ui.title}>
                {c.reports}
              </h2>
              <p className={ui.lead}>{c.reportsLead}</p>
            </div>
          </div>
          <VideoGrid videos={reports} columns={6} />
        </div>
      </section>
      <section className={`${ui.section} ${ui.alt}`} aria-labelledby="videos-highlights">
        <div className="container">
          <div className={ui.head}>
            <div>
              <h2 id="videos-highlights" className={ui.title}>
                {c.highlights}
              </h2>
              <p className={ui.lead}>{c.highlightsLead}</p>
            </div>
            <Link className={ui.link} to={pagePath('serviceVideo', seo.lang)}>
              {c.service}
            </Link>
          </div>
          <VideoGrid videos={highlights} columns={6} />
        </div>
      </section>
    </>
  );
}
