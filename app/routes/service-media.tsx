/**
 * Media service (docs/product.md §2 (service and product pages)): /service-media and /service-media-en. A banner carousel,
 * the services, the partner strip and the team carousel.
 */
import type { Route } from './+types/service-media';
import { endpoints } from '../../shared/endpoints';
import { serviceMedia } from '../features/marketing/content/pages/service-media';
import { teamMembers } from '../features/marketing/content/team';
import { pageSeo } from '../lib/page-meta.server';
import { pagePath } from '../lib/pages';
import { seoMeta } from '../lib/seo';
import { serverApi } from '../lib/server-api';
import { BannerCarousel } from '../features/marketing/components/banner-carousel';
import { PartnerStrip } from '../features/marketing/components/partner-strip';
import { TeamCarousel } from '../features/marketing/components/team-carousel';
import {
  CtaBand,
  FeatureGrid,
  IntroSection,
  PageBand,
  Section,
  WideBlock,
} from '../features/marketing/components/page-sections/sections';

export async function loader({ request, context }: Route.LoaderArgs) {
  const api = serverApi(context);
  const seo = pageSeo(request, 'serviceMedia');
  const [banners, partners] = await Promise.all([
    api.call(endpoints.bannerList, { type: serviceMedia[seo.lang].bannerType, pageNo: 1, pageSize: 100 }),
    api.call(endpoints.partnerList, { type: '1', pageNo: 1, pageSize: 100 }),
  ]);
  return { seo, banners: banners?.records ?? [], partners: partners?.records ?? [] };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function ServiceMedia({ loaderData }: Route.ComponentProps) {
  const { seo, banners, partners } = loaderData;
  const lang = seo.lang;
  const c = serviceMedia[lang];
  return (
    <>
      <PageBand hero={c.hero} />

      <WideBlock bannerType={c.bannerType}>
        <BannerCarousel banners={banners} ratio={675 / 1200} label={c.bannerLabel} titles />
      </WideBlock>

      <IntroSection intro={c.intro} stats={c.stats} />

      <Section id="services" heading={c.services.heading} tone="tint">
        <FeatureGrid items={c.services.items} />
      </Section>

      <Section id="partners" heading={c.partners.heading} lead={c.partners.lead}>
        <PartnerStrip partners={partners} label={c.partners.label} />
      </Section>

      <Section id="team" heading={c.team.heading} lead={c.team.lead} tone="tint">
        <TeamCarousel members={teamMembers(lang)} label={c.team.label} />
      </Section>

      <CtaBand id="cta" cta={c.cta} to={pagePath('contact', lang)} />
    </>
  );
}
