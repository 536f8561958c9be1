/**
 * Tracking service (docs/product.md §2 (service pages)): /service-tracking and /service-tracking-en. The four
 * steps of the service, each with its carousel of banners (types 20-23), six feature boxes,
 * the team carousel, the QR code of the tracking mini program and an apply link to contact.
 */
import { Link } from 'react-router';
import type { Route } from './+types/service-tracking';
import { serviceTracking } from '../features/marketing/content/pages/service-tracking';
import { teamMembers } from '../features/marketing/content/team';
import { pageSeo } from '../lib/page-meta.server';
import { pagePath } from '../lib/pages';
import { seoMeta } from '../lib/seo';
import { bannersByType, serverApi } from '../lib/server-api';
import { BannerCarousel } from '../features/marketing/components/banner-carousel';
import { TeamCarousel } from '../features/marketing/components/team-carousel';
import {
  CtaBand,
  FeatureGrid,
  Img,
  IntroSection,
  PageBand,
  Section,
} from '../features/marketing/components/page-sections/sections';
import styles from './service-tracking.module.css';

const STEP_TYPES = [20, 21, 22, 23] as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  const banners = await bannersByType(serverApi(context), STEP_TYPES);
  return { seo: pageSeo(request, 'serviceTracking'), banners };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function ServiceTracking({ loaderData }: Route.ComponentProps) {
  const { seo, banners } = loaderData;
  const lang = seo.lang;
  const c = serviceTracking[lang];
  const contact = pagePath('contact', lang);
  return (
    <>
      <PageBand hero={c.hero}>
        <Link className="btn btn-primary" to={contact}>
          {c.apply.label}
        </Link>
        <Link className="btn btn-light" to={pagePath('productTracking', lang)}>
          {c.productLink}
        </Link>
      </PageBand>

      <IntroSection intro={c.intro} stats={c.stats.items} statsLabel={c.stats.heading} />

      <Section id="process" heading={c.process.heading} lead={c.process.lead} tone="tint">
        <ol className={styles.steps}>
          {c.process.steps.map((step, i) => (
            <li key={step.bannerType} className={styles.step} data-banner-type={step.bannerType}>
              <BannerCarousel banners={banners[step.bannerType]} ratio={675 / 1200} label={step.carouselLabel} titles />
              <div className={styles.stepBody}>
                <span className={styles.stepNo} aria-hidden="true">
                  {String(i + 1).padStart(2, '0')}
                </span>
                <h3>{step.title}</h3>
                <p>{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </Section>

      <Section id="features" heading={c.features.heading} lead={c.features.lead}>
        <FeatureGrid items={c.features.items} />
      </Section>

      <Section id="team" heading={c.team.heading} lead={c.team.lead} tone="tint">
        <TeamCarousel members={teamMembers(lang)} label={c.team.label} />
      </Section>

      <Section id="qr" heading={c.qr.heading}>
        <div className={styles.qr}>
          <Img figure={c.qr.image} className={styles.qrImage} />
          <p>{c.qr.text}</p>
        </div>
      </Section>

      <CtaBand id="apply" cta={c.apply} to={contact} />
    </>
  );
}
