/**
 * Video service (docs/product.md §2 (service pages)): /service-video and /service-video-en. A banner carousel,
 * the highlights (video type 2) and race reports (type 1) as grids of 6 a row; play opens the
 * video dialog with the video's URL and title and closing it reloads the page, as the spec
 * has it. Testimonials, and links to the full video list.
 */
import { Link } from 'react-router';
import type { Route } from './+types/service-video';
import { endpoints } from '../../shared/endpoints';
import { serviceVideo } from '../features/marketing/content/pages/service-video';
import { testimonials } from '../features/marketing/content/testimonials';
import { pageSeo } from '../lib/page-meta.server';
import { pagePath } from '../lib/pages';
import { seoMeta } from '../lib/seo';
import { serverApi } from '../lib/server-api';
import { BannerCarousel } from '../features/marketing/components/banner-carousel';
import { TestimonialCarousel } from '../features/marketing/components/testimonial-carousel';
import { VideoGrid } from '../features/media/components/video-grid';
import {
  CtaBand,
  FeatureGrid,
  MoreLink,
  PageBand,
  Paragraphs,
  Section,
  WideBlock,
} from '../features/marketing/components/page-sections/sections';

/** one row of six on a wide screen: the rest are on /videos */
const VIDEOS_SHOWN = 6;

export async function loader({ request, context }: Route.LoaderArgs) {
  const api = serverApi(context);
  const seo = pageSeo(request, 'serviceVideo');
  const bannerType = serviceVideo[seo.lang].bannerType;
  const [banners, highlights, reports] = await Promise.all([
    api.call(endpoints.bannerList, { type: bannerType, pageNo: 1, pageSize: 100 }),
    api.call(endpoints.videoList, { type: 2, pageNo: 1, pageSize: VIDEOS_SHOWN }),
    api.call(endpoints.videoList, { type: 1, pageNo: 1, pageSize: VIDEOS_SHOWN }),
  ]);
  return {
    seo,
    banners: banners?.records ?? [],
    highlights: highlights?.records ?? [],
    reports: reports?.records ?? [],
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

/** docs/product.md §2 (service pages): closing the lightbox reloads the page */
function reload() {
  window.location.reload();
}

export default function ServiceVideo({ loaderData }: Route.ComponentProps) {
  const { seo, banners, highlights, reports } = loaderData;
  const lang = seo.lang;
  const c = serviceVideo[lang];
  const videos = pagePath('videos', lang);
  const more = <MoreLink to={videos}>{c.allVideos}</MoreLink>;
  return (
    <>
      <PageBand hero={c.hero}>
        <Link className="btn btn-primary" to={videos}>
          {c.allVideos}
        </Link>
      </PageBand>

      <WideBlock bannerType={c.bannerType}>
        <BannerCarousel banners={banners} ratio={675 / 1200} label={c.bannerLabel} titles />
      </WideBlock>

      <Section id="intro" heading={c.intro.heading}>
        <Paragraphs items={c.intro.paragraphs} />
      </Section>

      <Section id="offers" heading={c.offers.heading} tone="tint">
        <FeatureGrid items={c.offers.items} />
      </Section>

      <Section id="highlights" heading={c.highlights.heading} lead={c.highlights.lead}>
        <VideoGrid videos={highlights} columns={6} onClosed={reload} />
        {more}
      </Section>

      <Section id="reports" heading={c.reports.heading} lead={c.reports.lead} tone="tint">
        <VideoGrid videos={reports} columns={6} onClosed={reload} />
        {more}
      </Section>

      <Section id="testimonials" heading={c.testimonials.heading}>
        <TestimonialCarousel items={testimonials(lang)} label={c.testimonials.label} />
      </Section>

      <CtaBand id="cta" cta={c.cta} to={pagePath('contact', lang)} />
    </>
  );
}
