/**
 * The older English home (/index-en, docs/product.md §2 (Home)): hero slider of two slides, intro, why-us
 * list, three service boxes, a gallery of six cases, pricing tabs Commercial Events and Clubs
 * (Get it now -> /contact-en), partners, two video testimonials in the video dialog, a news
 * carousel (4 s) and a closing call to action.
 */
import { useState } from 'react';
import { Link } from 'react-router';
import type { Route } from './+types/index-en';
import { endpoints } from '../../shared/endpoints';
import { interpolate } from '../i18n';
import { INDEX_EN } from '../features/marketing/content/index-en';
import { newsCard } from '../features/news/lib/card';
import { pageSeo } from '../lib/page-meta.server';
import { pagePath } from '../lib/pages';
import { seoMeta } from '../lib/seo';
import { serverApi } from '../lib/server-api';
import { Carousel } from '../components/carousel';
import { NewsCarousel } from '../features/news/components/news-carousel';
import { PartnerStrip } from '../features/marketing/components/partner-strip';
import { videoTitle } from '../features/media/components/video-grid';
import { VideoCard } from '../features/media/components/video-card';
import { CtaBand } from '../features/marketing/components/cta-band';
import { Card, Section, TabbedSection, sectionStyles as ui } from '../components/section';
import { pictureAttrs } from '../lib/picture';
import styles from './index-en.module.css';

export const HERO_AUTOPLAY_MS = 6000;
type PlanKey = keyof typeof INDEX_EN.plans;
const PLAN_KEYS = Object.keys(INDEX_EN.plans) as PlanKey[];

export async function loader({ request, context }: Route.LoaderArgs) {
  const api = serverApi(context);
  const seo = pageSeo(request, 'indexEn');
  const [partners, videos, news] = await Promise.all([
    api.call(endpoints.partnerList, { type: 0, pageNo: 1, pageSize: 100 }),
    api.call(endpoints.videoList, { type: 1, pageNo: 1, pageSize: 2 }),
    api.call(endpoints.newsList, { type: 1, pageNo: 1, pageSize: 20 }),
  ]);
  return {
    seo,
    partners: partners?.records ?? [],
    videos: videos?.records ?? [],
    news: (news?.records ?? []).map((n) => newsCard(n, 'en', 60)),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

function Pricing() {
  const c = INDEX_EN;
  const [plan, setPlan] = useState<PlanKey>('commercial');
  return (
    <TabbedSection
      id="en-pricing"
      heading={c.pricingTitle}
      lead={c.pricingLead}
      tabsLabel={c.pricingTabsLabel}
      tabs={PLAN_KEYS.map((key) => ({ key, label: c.plans[key].tab }))}
      idPrefix="plan"
      value={plan}
      onChange={setPlan}
      panel={(key) => (
        <ul className={styles.plans}>
          {c.plans[key].items.map((item, i) => (
            <li key={item.name} className={`${styles.plan} ${i === 1 ? styles.featured : ''}`}>
              <h3>{item.name}</h3>
              <p className={styles.price}>
                <strong>{item.price}</strong> <span>{item.unit}</span>
              </p>
              <ul className={styles.features}>
                {item.features.map((f) => (
                  <li key={f}>{f}</li>
                ))}
              </ul>
              <Link
                className={`btn ${i === 1 ? 'btn-primary' : 'btn-secondary'}`}
                to={pagePath('contact', 'en')}
                aria-label={`${c.getIt}: ${c.plans[key].tab}, ${item.name}`}
              >
                {c.getIt}
              </Link>
            </li>
          ))}
        </ul>
      )}
    />
  );
}

/** the hero slider: each slide a picture under its words and a button to the contact page */
function HeroSlides({ contact }: { contact: string }) {
  const c = INDEX_EN;
  return (
    <Carousel label={c.slides[0]!.eyebrow} autoplayMs={HERO_AUTOPLAY_MS} className={styles.hero}>
      {c.slides.map((slide, i) => (
        <div key={slide.title} className={styles.slide}>
          <img
            {...pictureAttrs(slide.image, '100vw')}
            alt=""
            width={1920}
            height={760}
            loading={i === 0 ? 'eager' : 'lazy'}
            fetchPriority={i === 0 ? 'high' : 'auto'}
          />
          <div className={`container ${styles.slideText}`}>
            <p className={styles.eyebrow}>{slide.eyebrow}</p>
            <h2>{slide.title}</h2>
            <p>{slide.text}</p>
            <Link className="btn btn-primary" to={contact}>
              {slide.cta}
            </Link>
          </div>
        </div>
      ))}
    </Carousel>
  );
}

export default function IndexEn({ loaderData }: Route.ComponentProps) {
  const { partners, videos, news } = loaderData;
  const c = INDEX_EN;
  const contact = pagePath('contact', 'en');
  return (
    <>
      <h1 className="visually-hidden">{loaderData.seo.title}</h1>
      <HeroSlides contact={contact} />

      <Section
        id="en-intro"
        heading={c.introTitle}
        innerClassName={styles.intro}
        side={
          <div>
            <h3 className={styles.whyTitle}>{c.whyTitle}</h3>
            <ul className={styles.why}>
              {c.why.map((w) => (
                <li key={w}>{w}</li>
              ))}
            </ul>
          </div>
        }
      >
        <p className={ui.text}>{c.intro}</p>
      </Section>

      <Section id="en-services" heading={c.servicesTitle} tone="alt">
        <ul className={styles.services}>
          {c.services.map((s) => (
            <li key={s.id} className={styles.service}>
              <h3>{s.title}</h3>
              <p>{s.text}</p>
              <Link className={ui.link} to={pagePath(s.id, 'en')} aria-label={`Learn more: ${s.title}`}>
                Learn more →
              </Link>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="en-cases" heading={c.casesTitle}>
        <ul className={styles.cases}>
          {c.cases.map((item) => (
            <Card
              key={item.title}
              className={styles.case}
              picture={<img src={item.image} alt={item.title} width={1200} height={675} loading="lazy" />}
            >
              <h3>{item.title}</h3>
              <p>{item.text}</p>
            </Card>
          ))}
        </ul>
      </Section>

      <Pricing />

      {partners.length ? (
        <Section id="en-partners" heading={c.partnersTitle} tone="alt">
          <PartnerStrip partners={partners} label={c.partnersTitle} />
        </Section>
      ) : null}

      {videos.length ? (
        <Section id="en-testimonials" heading={c.testimonialsTitle}>
          <ul className={styles.videoQuotes}>
            {c.testimonials.slice(0, videos.length).map((q, i) => {
              const v = videos[i]!;
              return (
                <li key={q.name} className={styles.videoQuote}>
                  <VideoCard
                    video={{ url: v.videoUrl, title: videoTitle(v, 'en') }}
                    thumbUrl={v.thumbUrl}
                    label={interpolate(c.playTestimonial, { name: q.name })}
                  />
                  <blockquote>{q.quote}</blockquote>
                  <p className={styles.who}>
                    <strong>{q.name}</strong> · {q.role}
                  </p>
                </li>
              );
            })}
          </ul>
        </Section>
      ) : null}

      {news.length ? (
        <Section
          id="en-news"
          heading={c.newsTitle}
          tone="alt"
          more={{ to: pagePath('blogList', 'en'), label: 'All news' }}
        >
          <NewsCarousel news={news} label={c.newsTitle} />
        </Section>
      ) : null}

      <CtaBand id="en-cta" cta={{ heading: c.ctaTitle, text: c.ctaText, label: c.ctaButton }} to={contact} />
    </>
  );
}
