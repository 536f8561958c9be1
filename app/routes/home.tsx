/**
 * Home (docs/product.md §2 (Home)): banner carousel (500/1920 of the width), partners, the events centre
 * with tabs all / running / coming (4 events each) and a link to /events, four statistics
 * counting up, product cards, three highlight videos in the video dialog, the latest news
 * and a call to action. Everything is rendered on the server from one loader; a failed call
 * leaves its section empty (docs/product.md §8), never the page.
 */
import { useState } from 'react';
import { Link } from 'react-router';
import type { Route } from './+types/home';
import { endpoints } from '../../shared/endpoints';
import { HOME, type HomeContent } from '../features/marketing/content/home';
import { useTranslation } from '../i18n';
import { EVENT_TABS, tabStatus, type EventTab } from '../features/events/lib/events';
import { newsCard } from '../features/news/lib/card';
import { pageSeo } from '../lib/page-meta.server';
import { pagePath } from '../lib/pages';
import { seoMeta } from '../lib/seo';
import { serverApi } from '../lib/server-api';
import { BannerCarousel } from '../features/marketing/components/banner-carousel';
import { CtaBand } from '../features/marketing/components/cta-band';
import { FiguresBand, type BandFigure } from '../features/marketing/components/figures-band';
import { EventGrid, eventCard, type EventCard } from '../features/events/components/event-grid';
import { NewsCarousel } from '../features/news/components/news-carousel';
import { PartnerStrip } from '../features/marketing/components/partner-strip';
import { Section, TabbedSection } from '../components/section';
import { VideoGrid } from '../features/media/components/video-grid';
import styles from './home.module.css';

/** docs/product.md §7 and §9 */
export const HOME_BANNERS = { type: 0, pageNo: 1, pageSize: 5 } as const;
export const HOME_EVENTS_PER_TAB = 4;
export const HOME_NEWS = { type: 1, pageNo: 1, pageSize: 20 } as const;
export const HOME_HIGHLIGHTS = { type: 2, pageNo: 1, pageSize: 3 } as const;
export const HOME_EXCERPT = 60;
export const BANNER_RATIO = 500 / 1920;

export async function loader({ request, context }: Route.LoaderArgs) {
  const api = serverApi(context);
  const seo = pageSeo(request, 'home');
  const events = (tab: EventTab) =>
    api.call(endpoints.eventList, {
      order: 'desc',
      // "all": what is on now first (running, then coming soonest first, then the rest)
      sort: tab === 'all' ? 'current' : 'begin_date',
      isPublish: 1,
      status: tabStatus(tab),
      pageNo: 1,
      pageSize: HOME_EVENTS_PER_TAB,
    });
  const [banners, partners, all, running, coming, stats, highlights, news] = await Promise.all([
    api.call(endpoints.bannerList, HOME_BANNERS),
    api.call(endpoints.partnerList, { type: 0, pageNo: 1, pageSize: 100 }),
    events('all'),
    events('running'),
    events('coming'),
    api.call(endpoints.statistics),
    api.call(endpoints.videoList, HOME_HIGHLIGHTS),
    api.call(endpoints.newsList, HOME_NEWS),
  ]);
  return {
    seo,
    // only the page's language of the copy travels to the browser (in the page data, not the bundle)
    copy: HOME[seo.lang],
    banners: banners?.records ?? [],
    partners: partners?.records ?? [],
    // the cards' fields only: this data is inlined in the page, part of its first-load bytes
    events: {
      all: (all?.records ?? []).map(eventCard),
      running: (running?.records ?? []).map(eventCard),
      coming: (coming?.records ?? []).map(eventCard),
    },
    stats,
    highlights: highlights?.records ?? [],
    news: (news?.records ?? []).map((n) => newsCard(n, seo.lang, HOME_EXCERPT)),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

function EventsCentre({
  events,
  lang,
  c,
}: {
  events: Record<EventTab, EventCard[]>;
  lang: 'zh' | 'en';
  c: HomeContent;
}) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<EventTab>('all');
  const moreHref = `${pagePath('events', lang)}${tab === 'all' ? '' : `?tab=${tab}`}`;
  return (
    <TabbedSection
      id="home-events"
      heading={c.eventsTitle}
      lead={c.eventsLead}
      tabsLabel={t('events.list.tabsLabel')}
      tabs={EVENT_TABS.map((key) => ({ key, label: t(`events.list.tabs.${key}`) }))}
      idPrefix="home"
      value={tab}
      onChange={setTab}
      panelClassName={styles.panel}
      panel={(key) => <EventGrid events={events[key]} lang={lang} columns={2} headingLevel={3} />}
    >
      <p className={styles.more}>
        <Link className="btn btn-secondary" to={moreHref}>
          {c.eventsMore}
        </Link>
      </p>
    </TabbedSection>
  );
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { seo, copy: c, banners, partners, events, stats, highlights, news } = loaderData;
  const lang = seo.lang;
  const figures: BandFigure[] = stats
    ? [
        { key: 'matchCount', label: c.stats.matchCount, value: stats.matchCount },
        { key: 'mileage', label: c.stats.mileage, value: stats.mileage, unit: c.statsUnits.mileage },
        { key: 'liveTime', label: c.stats.liveTime, value: stats.liveTime, unit: c.statsUnits.liveTime },
        { key: 'image', label: c.stats.image, value: stats.image },
      ]
    : [];
  return (
    <>
      <h1 className="visually-hidden">{c.heading}</h1>
      <BannerCarousel
        banners={banners}
        ratio={BANNER_RATIO}
        label={c.heading}
        autoplayMs={4000}
        className={styles.banner}
        titles
      />

      {partners.length > 0 ? (
        <section className={styles.partners} aria-labelledby="home-partners">
          <div className="container">
            <h2 id="home-partners" className={styles.small}>
              {c.partners}
            </h2>
            <PartnerStrip partners={partners} label={c.partners} />
          </div>
        </section>
      ) : null}

      <EventsCentre events={events} lang={lang} c={c} />

      <FiguresBand id="home-stats" title={c.statsTitle} figures={figures} />

      <Section id="home-products" heading={c.productsTitle} lead={c.productsLead}>
        <ul className={styles.products}>
          {c.products.map((p) => (
            <li key={p.id}>
              <Link className={styles.product} to={pagePath(p.id, lang)}>
                <span className={styles.icon}>
                  <img src={`/images/icons/${p.icon}.svg`} alt="" width={32} height={32} loading="lazy" />
                </span>
                <span className={styles.productName}>{p.name}</span>
                <span className={styles.productText}>{p.text}</span>
              </Link>
            </li>
          ))}
        </ul>
      </Section>

      <Section
        id="home-highlights"
        heading={c.highlightsTitle}
        tone="alt"
        more={{ to: pagePath('videos', lang), label: c.highlightsMore }}
      >
        <VideoGrid videos={highlights} columns={3} />
      </Section>

      {news.length > 0 ? (
        <Section id="home-news" heading={c.newsTitle} more={{ to: pagePath('blogList', lang), label: c.newsMore }}>
          <NewsCarousel news={news} label={c.newsTitle} />
        </Section>
      ) : null}

      <CtaBand
        id="home-cta"
        cta={{ heading: c.ctaTitle, text: c.ctaText, label: c.ctaButton }}
        to={pagePath('contact', lang)}
      />
    </>
  );
}
