/**
 * Live broadcast service (docs/product.md §2 (service pages)): /service-live and /service-live-en. Eight
 * sections, each with the carousel of its banner type (31 water, 32 drone, 33 stern, 34 2D,
 * 35 3D, 36 transmit, 37 and 38 director; banner page 1, size 100), the team carousel with
 * roles, phone and mail links, and a call to action to contact.
 */
import type { Route } from './+types/service-live';
import { serviceLive, type LiveBannerType } from '../features/marketing/content/pages/service-live';
import { teamMembers } from '../features/marketing/content/team';
import { pageSeo } from '../lib/page-meta.server';
import { pagePath } from '../lib/pages';
import { seoMeta } from '../lib/seo';
import { bannersByType, serverApi } from '../lib/server-api';
import { BannerCarousel } from '../features/marketing/components/banner-carousel';
import { TeamCarousel } from '../features/marketing/components/team-carousel';
import { Icon } from '../features/marketing/components/page-sections/icon';
import { CtaBand, IntroSection, PageBand, Section } from '../features/marketing/components/page-sections/sections';
import styles from './service-live.module.css';

const TYPES: LiveBannerType[] = [31, 32, 33, 34, 35, 36, 37, 38];

export async function loader({ request, context }: Route.LoaderArgs) {
  const banners = await bannersByType(serverApi(context), TYPES);
  return { seo: pageSeo(request, 'serviceLive'), banners };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function ServiceLive({ loaderData }: Route.ComponentProps) {
  const { seo, banners } = loaderData;
  const lang = seo.lang;
  const c = serviceLive[lang];
  const contact = pagePath('contact', lang);
  return (
    <>
      <PageBand hero={c.hero} />

      <IntroSection intro={c.intro} stats={c.stats} />

      <Section id="parts" heading={c.sectionsHeading} tone="tint">
        <div className={styles.parts}>
          {c.sections.map((s, i) => (
            <article
              key={s.bannerType}
              className={`${styles.part} ${i % 2 ? styles.flip : ''}`}
              aria-labelledby={`live-${s.bannerType}`}
              data-banner-type={s.bannerType}
            >
              <div className={styles.partText}>
                <span className={styles.partIcon}>
                  <Icon name={s.icon} />
                </span>
                <h3 id={`live-${s.bannerType}`}>{s.title}</h3>
                <p>{s.text}</p>
              </div>
              <div className={styles.partMedia}>
                <BannerCarousel banners={banners[s.bannerType]} ratio={675 / 1200} label={s.carouselLabel} titles />
              </div>
            </article>
          ))}
        </div>
      </Section>

      <Section id="team" heading={c.team.heading} lead={c.team.lead}>
        <TeamCarousel members={teamMembers(lang)} label={c.team.label} />
      </Section>

      <CtaBand id="cta" cta={c.cta} to={contact} />
    </>
  );
}
