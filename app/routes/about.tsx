/**
 * About (spec screen 2): introduction with the intro video, the marketing claims of spec §1,
 * four counters counting up (events, km, minutes, pictures, with +), certificates and
 * patents, testimonials, the team, partner logos, links to the services and the job contact.
 */
import { Link } from 'react-router';
import type { Route } from './+types/about';
import { API_PATHS, type Page, type Partner, type Statistics, type Video } from '../../shared/api';
import { ABOUT } from '../content/about';
import { teamMembers } from '../content/team';
import { testimonials } from '../content/testimonials';
import { useRootData } from '../root';
import { pageSeo } from '../lib/page-meta.server';
import { pagePath } from '../lib/pages';
import { seoMeta } from '../lib/seo';
import { serverApi } from '../lib/server-api';
import { CountUp } from '../components/count-up';
import { PageHero } from '../components/page-hero';
import { PartnerStrip } from '../components/partner-strip';
import { TeamCarousel } from '../components/team-carousel';
import { TestimonialCarousel } from '../components/testimonial-carousel';
import { videoTitle } from '../components/video-grid';
import { VideoLauncher } from '../components/video-launcher';
import ui from '../styles/sections.module.css';
import styles from './about.module.css';

export async function loader({ request, context }: Route.LoaderArgs) {
  const api = serverApi(context);
  const seo = pageSeo(request, 'about');
  const [stats, partners, intro] = await Promise.all([
    api.call<Statistics>(API_PATHS.statistics),
    api.call<Page<Partner>>(API_PATHS.partnerList, { type: 0, pageNo: 1, pageSize: 100 }),
    api.call<Page<Video>>(API_PATHS.videoList, { type: 2, pageNo: 1, pageSize: 1 }),
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
  const counters = stats
    ? ([
        ['matchCount', stats.matchCount, ''],
        ['mileage', stats.mileage, c.units.mileage],
        ['liveTime', stats.liveTime, c.units.liveTime],
        ['image', stats.image, ''],
      ] as const)
    : [];
  return (
    <>
      <PageHero title={seo.title} lead={c.lead} eyebrow={c.eyebrow} />

      <section className={ui.section} aria-labelledby="about-intro">
        <div className={`container ${styles.intro}`}>
          <div>
            <h2 id="about-intro" className={ui.title}>
              {c.introTitle}
            </h2>
            {c.intro.map((p) => (
              <p key={p} className={ui.text}>
                {p}
              </p>
            ))}
            <ul className={styles.claims}>
              {c.claims.map((claim) => (
                <li key={claim.label}>
                  <strong>{claim.figure}</strong>
                  <span>{claim.label}</span>
                </li>
              ))}
            </ul>
          </div>
          {intro ? (
            <VideoLauncher
              video={{ url: intro.videoUrl, title: videoTitle(intro, lang) }}
              label={c.watchIntro}
              className={styles.video}
            >
              {intro.thumbUrl ? <img src={intro.thumbUrl} alt="" width={640} height={360} /> : null}
              <span className={styles.play} aria-hidden="true">
                <svg width="26" height="26" viewBox="0 0 22 22">
                  <path d="M7 4l12 7-12 7z" fill="currentColor" />
                </svg>
              </span>
              <span className={styles.videoLabel}>{c.watchIntro}</span>
            </VideoLauncher>
          ) : null}
        </div>
      </section>

      {counters.length ? (
        <section className={ui.numbers} aria-labelledby="about-counters">
          <div className="container">
            <h2 id="about-counters" className="visually-hidden">
              {c.countersTitle}
            </h2>
            <dl className={ui.figures}>
              {counters.map(([key, value, unit]) => (
                <div key={key} className={ui.figure}>
                  <dt>{c.counters[key]}</dt>
                  <dd>
                    <CountUp value={value} suffix="+" />
                    {unit ? <span className={ui.unit}>{unit}</span> : null}
                  </dd>
                </div>
              ))}
            </dl>
          </div>
        </section>
      ) : null}

      <section className={ui.section} aria-labelledby="about-certificates">
        <div className="container">
          <h2 id="about-certificates" className={ui.title}>
            {c.certificatesTitle}
          </h2>
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
        </div>
      </section>

      <section className={`${ui.section} ${ui.alt}`} aria-labelledby="about-testimonials">
        <div className="container">
          <h2 id="about-testimonials" className={ui.title}>
            {c.testimonialsTitle}
          </h2>
          <TestimonialCarousel items={quotes} label={c.testimonialsTitle} />
        </div>
      </section>

      <section className={ui.section} aria-labelledby="about-team">
        <div className="container">
          <h2 id="about-team" className={ui.title}>
            {c.teamTitle}
          </h2>
          <TeamCarousel members={team} label={c.teamTitle} />
        </div>
      </section>

      {partners.length ? (
        <section className={`${ui.section} ${ui.alt}`} aria-labelledby="about-partners">
          <div className="container">
            <h2 id="about-partners" className={ui.title}>
              {c.partnersTitle}
            </h2>
            <PartnerStrip partners={partners} label={c.partnersTitle} />
          </div>
        </section>
      ) : null}

      <section className={ui.section} aria-labelledby="about-services">
        <div className="container">
          <h2 id="about-services" className={ui.title}>
            {c.servicesTitle}
          </h2>
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
        </div>
      </section>

      <section className={styles.jobs} aria-labelledby="about-jobs">
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
