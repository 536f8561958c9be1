/**
 * About (docs/product.md §2 (About)): introduction with the intro video, four counters counting up from the
 * statistics call (events, km, minutes, pictures, with +: the one set of figures on the page,
 * issue 14), certificates and patents, testimonials, the team, partner logos, links to the
 * services and the job contact.
 */
import { Link } from 'react-router';
import type { Route } from './+types/about';
import { endpoints } from '../../shared/endpoints';
import { ABOUT } from '../features/marketing/content/about';
import { teamMembers } from '../features/marketing/content/team';
import { testimonials } from '../features/marketing/content/testimonials';
import { useRootData } from '../lib/root-data';
import { pageSeo } from '../lib/page-meta.server';
import { pagePath } from '../lib/pages';
import { seoMeta } from '../lib/seo';
import { serverApi } from '../lib/server-api';
import { FiguresBand, type BandFigure } from '../features/marketing/components/figures-band';
import { PageHero } from '../components/page-hero';
import { Section, sectionStyles as ui } from '../components/section';
import { PartnerStrip } from '../features/marketing/components/partner-strip';
import { TeamCarousel } from '../features/marketing/components/team-carousel';
import { TestimonialCarousel } from '../features/marketing/components/testimonial-carousel';
import { videoTitle } from '../features/media/components/video-grid';
import { VideoCard } from '../features/media/components/video-card';
import styles from './about.module.css';

export async function loader({ request, context }: Route.LoaderArgs) {
  const api = serverApi(context);
  const seo = pageSeo(request, 'about');
  const [stats, partners, intro] = await Promise.all([
    api.call(endpoints.statistics),
    api.call(endpoints.partnerList, { type: 0, pageNo: 1, pageSize: 100 }),
    api.call(endpoints.videoList, { type: 2, pageNo: 1, pageSize: 1 }),
  ]);
  return {
    seo,
    copy: ABOUT[seo.lang],
    team: teamMembers(seo.lang),
    testimonials: testimonials(seo.lang),
    stats,
    partners: partners?.records ?? [],
    intro: intro?.records[0] ?? null,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function About({ loaderData }: Route.ComponentProps) {
  const { seo, copy: c, team, testimonials: quotes, stats, partners, intro } = loaderData;
  const lang = seo.lang;
  const config = useRootData()?.config;
  const counters: BandFigure[] = stats
    ? [
        { key: 'matchCount', label: c.counters.matchCount, value: stats.matchCount, suffix: '+' },
        { key: 'mileage', label: c.counters.mileage, value: stats.mileage, suffix: '+', unit: c.units.mileage },
        { key: 'liveTime', label: c.counters.liveTime, value: stats.liveTime, suffix: '+', unit: c.units.liveTime },
        { key: 'image', label: c.counters.image, value: stats.image, suffix: '+' },
      ]
    : [];
  return (
    <>
      <PageHero title={seo.title} lead={c.lead} eyebrow={c.eyebrow} />

      <Section
        id="about-intro"
        heading={c.introTitle}
        innerClassName={styles.intro}
        side={
          intro ? (
            <VideoCard
              video={{ url: intro.videoUrl, title: videoTitle(intro, lang) }}
              thumbUrl={intro.thumbUrl}
              label={c.watchIntro}
              caption={c.watchIntro}
            />
          ) : null
        }
      >
        {c.intro.map((p) => (
          <p key={p} className={ui.text}>
            {p}
          </p>
        ))}
      </Section>

      <FiguresBand id="about-counters" title={c.countersTitle} figures={counters} />

      <Section id="about-certificates" heading={c.certificatesTitle}>
        {/* the lead under the heading, not beside it in a heading row (its spacing of old) */}
        <p className={ui.lead}>{c.certificatesLead}</p>
        <ul className={styles.certificates}>
          {c.certificates.map((cert) => (
            <li key={cert.title} className={styles.certificate}>
              <img src={cert.image} alt={`${cert.figure} ${cert.title}`} width={150} height={200} loading="lazy" />
              <div>
                <p className={styles.certFigure}>
                  <strong>{cert.figure}</strong> {cert.title}
                </p>
                <p className={ui.text}>{cert.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="about-testimonials" heading={c.testimonialsTitle} tone="alt">
        <TestimonialCarousel items={quotes} label={c.testimonialsTitle} />
      </Section>

      <Section id="about-team" heading={c.teamTitle}>
        <TeamCarousel members={team} label={c.teamTitle} />
      </Section>

      {partners.length ? (
        <Section id="about-partners" heading={c.partnersTitle} tone="alt">
          <PartnerStrip partners={partners} label={c.partnersTitle} />
        </Section>
      ) : null}

      <Section id="about-services" heading={c.servicesTitle}>
        <ul className={styles.services}>
          {c.services.map((s) => (
            <li key={s.id}>
              <Link className={styles.service} to={pagePath(s.id, lang)}>
                <strong>{s.title}</strong>
                <span>{s.text}</span>
                <span className={styles.arrow} aria-hidden="true">
                  →
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </Section>

      <section className={styles.jobs} aria-labelledby="about-jobs" data-band="">
        <div className={`container ${styles.jobsInner}`}>
          <div>
            <h2 id="about-jobs">{c.jobsTitle}</h2>
            <p>{c.jobsText}</p>
          </div>
          {config?.jobEmail || config?.jobPhone ? (
            <dl className={styles.jobContacts}>
              {config.jobEmail ? (
                <div>
                  <dt>{c.jobsEmail}</dt>
                  <dd>
                    <a href={`mailto:${config.jobEmail}`}>{config.jobEmail}</a>
                  </dd>
                </div>
              ) : null}
              {config.jobPhone ? (
                <div>
                  <dt>{c.jobsPhone}</dt>
                  <dd>
                    <a href={`tel:${config.jobPhone.replace(/[^+\d]/g, '')}`}>{config.jobPhone}</a>
                  </dd>
                </div>
              ) : null}
            </dl>
          ) : null}
        </div>
      </section>
    </>
  );
}
