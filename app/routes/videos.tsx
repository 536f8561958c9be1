/**
 * Videos (/videos, /videos-en; linked from the video service): the site's video list (page 1,
 * size 100) split into race reports (type 1) and highlights (type 2), each a grid of
 * thumbnails with title and publish date; play opens the video dialog.
 */
import type { Route } from './+types/videos';
import { endpoints } from '../../shared/endpoints';
import { VIDEOS } from '../features/marketing/content/videos';
import { pageSeo } from '../lib/page-meta.server';
import { pagePath } from '../lib/pages';
import { seoMeta } from '../lib/seo';
import { serverApi } from '../lib/server-api';
import { PageHero } from '../components/page-hero';
import { Section } from '../components/section';
import { VideoGrid } from '../features/media/components/video-grid';

export const SITE_VIDEOS = { pageNo: 1, pageSize: 100 } as const;

/**
 * The widest grid (6, 4 or 3 a row on wide screens) whose last row is not one video alone
 * (issue 28 item 13: seven videos six a row left a lone seventh): 7 → 4 a row (4 + 3).
 */
export function gridColumns(count: number): 3 | 4 | 6 {
  const fits = ([6, 4, 3] as const).find((c) => count <= c || count % c === 0 || count % c >= c / 2);
  return fits ?? 4;
}

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
      <Section id="videos-reports" heading={c.reports} lead={c.reportsLead}>
        <VideoGrid videos={reports} columns={gridColumns(reports.length)} />
      </Section>
      <Section
        id="videos-highlights"
        heading={c.highlights}
        lead={c.highlightsLead}
        tone="alt"
        more={{ to: pagePath('serviceVideo', seo.lang), label: c.service }}
      >
        <VideoGrid videos={highlights} columns={gridColumns(highlights.length)} />
      </Section>
    </>
  );
}
