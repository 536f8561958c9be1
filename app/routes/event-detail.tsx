/**
 * Event detail (docs/product.md §2 (Event)): head with logo, name, status, dates, venue, official site
 * and cloud album; banner at 15.625% of the width; tabs levels, photos (10 a page, viewer),
 * videos (9 a page, video dialog) and announcements (a sandboxed frame 57vh high). The tab and
 * page are in the URL. An unknown or unpublished event answers 404; when the API cannot be
 * reached the page answers with its empty state (docs/product.md §8).
 */
import { otherLang } from '../../shared/text-language';
import { useState } from 'react';
import { data, Link } from 'react-router';
import type { Route } from './+types/event-detail';
import { CODE_PATTERN, type Event, type EventRaces, type Page } from '../../shared/api';
import { endpoints } from '../../shared/endpoints';
import { hearingsPath } from '../../shared/hearings';
import { useRootData } from '../lib/root-data';
import { useTranslation } from '../i18n';
import {
  eventAddress,
  eventName,
  eventPageTitle,
  levelName,
  levelTone,
  raceTone,
  roundName,
} from '../features/events/lib/events';
import { detailPath, levelPath, variantOf } from '../features/events/lib/event-paths';
import { formatDateRange } from '../lib/format';
import { pageSeo } from '../lib/page-meta.server';
import { seoMeta } from '../lib/seo';
import { lookup, serverApi } from '../lib/server-api';
import { EventCrumbs, EventHeader, EventUnavailable, safeHref } from '../features/events/components/event-header';
import { NoData } from '../components/no-data';
import { PhotoViewer } from '../features/events/components/photo-viewer';
import { CalendarLink } from '../features/events/components/calendar-link';
import { RaceDay } from '../features/events/components/race-day';
import { StatusTag } from '../components/status-tag';
import { TabNav } from '../components/tab-nav';
import { VideoDialog, type VideoItem } from '../features/media/components/video-dialog';
import { FindSailor } from '../features/results/components/find-sailor';
import { findSailors } from '../features/results/lib/find-sailor.server';
import { pictureAttrs } from '../lib/picture';
import { entriesPath } from '../features/entries/lib/paths';
import '../features/entries/messages/register';
import '../features/events/messages/register';
import styles from './event-detail.module.css';
import { NoticeBoard } from '../features/notices/components/notice-board';
import { noticesPath } from '../features/notices/lib/board';
import type { NoticeBoard as NoticeBoardData } from '../../shared/notices';

export const PHOTOS_PER_PAGE = 10;
export const VIDEOS_PER_PAGE = 9;
const TABS = ['levels', 'photos', 'videos', 'announcements', 'notices'] as const;
type Tab = (typeof TABS)[number];

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const eventCd = params.eventCd ?? url.searchParams.get('eventCd') ?? '';
  if (!CODE_PATTERN.test(eventCd)) throw data(null, { status: 404 });
  const tab: Tab = (TABS as readonly string[]).includes(url.searchParams.get('tab') ?? '')
    ? (url.searchParams.get('tab') as Tab)
    : 'levels';
  const pageNo = Math.min(10_000, Math.max(1, Math.floor(Number(url.searchParams.get('page')) || 1)));
  const api = serverApi(context);
  // find a sailor across the event's classes (docs/results.md "Find a sailor")
  const sailor = tab === 'levels' ? (url.searchParams.get('sailor') ?? '').trim() : '';
  const [info, levels, photos, videos, day, searchedEntries] = await Promise.all([
    lookup(api, endpoints.eventInfo, { eventCd }),
    tab === 'levels' ? api.call(endpoints.eventLevels, { eventCd }) : Promise.resolve(null),
    tab === 'photos'
      ? api.call(endpoints.eventImages, { eventCd }, { isPublish: 1, pageNo, pageSize: PHOTOS_PER_PAGE })
      : Promise.resolve(null),
    tab === 'videos'
      ? api.call(endpoints.eventVideos, { eventCd }, { isPublish: 1, pageNo, pageSize: VIDEOS_PER_PAGE })
      : Promise.resolve(null),
    // the day on the water (issue 31): today's races, or the programme before the event
    tab === 'levels' ? api.call(endpoints.eventRaces, { eventCd }) : Promise.resolve(null),
    // the entry lists (issue 31): find a sailor searches them too, asked only for a search
    sailor ? api.call(endpoints.eventEntries, { eventCd }, {}) : Promise.resolve(null),
  ]);
  if (info.status === 'missing') throw data(null, { status: 404 });
  // the official notice board (issue 30): read for its tab only
  const notices = tab === 'notices' ? await api.call(endpoints.eventNotices, { eventCd }) : null;
  const base = pageSeo(request, 'eventDetail');
  if (info.status === 'failed') {
    // the API could not answer: the page's empty state (docs/product.md §8), not a 404
    const seo = { ...base, noindex: true };
    return {
      event: null,
      tab,
      levels: [],
      photos: null,
      videos: null,
      variant: variantOf(url.pathname),
      bust: '',
      sailors: null,
      hasEntries: false,
      seo,
      day: null,
      madeAt: 0,
    };
  }
  const event = info.result;
  // titled with the event's name, not the spec's fixed title (docs/decisions/0008-event-page-titles.md)
  const seo = {
    ...base,
    title: eventPageTitle(event, base.lang),
    description: [
      eventName(event, base.lang),
      formatDateRange(event.beginDate, event.endDate),
      eventAddress(event, base.lang),
    ]
      .filter(Boolean)
      .join(' · '),
    image: event.thumb ? new URL(event.thumb, url.origin).href : undefined,
  };
  // before the event (no results yet) the search is shown only when there are entries to search
  const entryLists =
    searchedEntries ??
    (tab === 'levels' && event.status === '1' ? await api.call(endpoints.eventEntries, { eventCd }, {}) : null);
  const sailors =
    sailor && levels && levels.length > 0
      ? findSailors(
          await Promise.all(
            levels.map(async (l) => ({
              levelCd: l.levelCd,
              levelName: levelName(l, base.lang),
              scores: await api.call(endpoints.levelScores, { levelCd: l.levelCd }),
              entries: entryLists?.levels.find((e) => e.levelCd === l.levelCd)?.entries ?? [],
            })),
          ),
          sailor,
          base.lang,
        )
      : null;
  return {
    event,
    tab,
    sailors,
    hasEntries: (entryLists?.levels ?? []).some((l) => l.entries.length > 0),
    levels: levels ?? [],
    photos,
    videos,
    variant: variantOf(url.pathname),
    // a fresh query on every render so the announcements page is never a stale copy
    bust: Math.random().toString(36).slice(2, 10),
    seo,
    day,
    madeAt: Date.now(),
    notices,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

function Pager({ page, base }: { page: Page<unknown>; base: string }) {
  const { t } = useTranslation();
  if (page.pages <= 1) return null;
  return (
    <nav className={styles.pager} aria-label={t('events.detail.photosPage', { page: page.pageNo, pages: page.pages })}>
      {page.pageNo > 1 ? (
        <Link className="btn btn-secondary" to={`${base}&page=${page.pageNo - 1}`} preventScrollReset>
          {t('events.detail.previousPage')}
        </Link>
      ) : null}
      <span>
        {page.pageNo} / {page.pages}
      </span>
      {page.pageNo < page.pages ? (
        <Link className="btn btn-secondary" to={`${base}&page=${page.pageNo + 1}`} preventScrollReset>
          {t('events.detail.nextPage')}
        </Link>
      ) : null}
    </nav>
  );
}

/**
 * an event without classes: a finished one's results are not on this site, a coming or running
 * one's classes are not published yet; the official website may have them
 */
function NoResultsHere({ website, finished }: { website: string | null; finished: boolean }) {
  const { t } = useTranslation();
  return (
    <NoData label={t(finished ? 'events.detail.notPublished' : 'events.detail.classesNotYet')}>
      {website ? (
        <a className="btn btn-secondary" href={website} target="_blank" rel="noopener noreferrer">
          {t('events.detail.visitOfficialSite')}
          <span className="visually-hidden"> {t('events.detail.newWindow')}</span>
          <span aria-hidden="true"> ↗</span>
        </a>
      ) : null}
    </NoData>
  );
}

type LoaderData = Route.ComponentProps['loaderData'];

export default function EventDetail({ loaderData }: Route.ComponentProps) {
  const { event } = loaderData;
  return event ? <EventView data={{ ...loaderData, event }} /> : <EventUnavailable title={loaderData.seo.title} />;
}

/** what the event's page shows (the staff console's preview renders it too: app/console/routes/event-preview.tsx) */
export type EventViewData = Omit<LoaderData, 'day' | 'madeAt' | 'notices'> & {
  event: Event;
  /** the day on the water's races (the public page only) */
  day?: EventRaces | null;
  madeAt?: number;
  notices?: NoticeBoardData | null;
};

/**
 * The event's page. `base` is where its tabs and pages link to: the event's public path, or the
 * console's preview path (an unpublished event has no public page to go to).
 */
export function EventView({ data, base }: { data: EventViewData; base?: string }) {
  const { t, i18n } = useTranslation();
  const root = useRootData();
  const { event, tab, levels, photos, videos, variant, bust, sailors, day, madeAt, hasEntries } = data;
  const lang = i18n.language;
  const name = eventName(event, lang);
  const here = base ?? detailPath(event.eventCd, variant);
  const [photo, setPhoto] = useState<number | null>(null);
  const [video, setVideo] = useState<VideoItem | null>(null);
  const announcementBase = root?.config?.announcementBaseUrl ?? '/uploads/announcements/';
  const announcementUrl = `${announcementBase}${encodeURIComponent(event.eventCd)}.html?r=${bust}`;

  return (
    <>
      <div className="container">
        <EventCrumbs trail={[{ label: name }]} />
        <EventHeader
          event={event}
          lang={lang}
          links={event.status !== '3' ? <CalendarLink eventCd={event.eventCd} lang={lang} name={name} /> : null}
        />
      </div>
      <div className={styles.banner}>
        {event.thumb ? (
          <img
            {...pictureAttrs(event.thumb, '100vw')}
            alt={t('events.detail.bannerAlt', { name })}
            width={1920}
            height={300}
            fetchPriority="high"
          />
        ) : (
          <div className={styles.bannerBlank} />
        )}
      </div>
      <div className="container">
        <TabNav
          className={styles.tabNav}
          label={t('events.detail.tabsLabel')}
          tabs={[
            ...TABS.map((name) => ({
              key: name,
              label: t(`events.detail.tabs.${name}`),
              to: name === 'levels' ? here : `${here}?tab=${name}`,
              current: tab === name,
            })),
            // the protest hearings have a page of their own (issue 30)
            { key: 'hearings', label: t('events.detail.hearingsTab'), to: hearingsPath(event.eventCd), current: false },
            // the entry lists' own page (issue 31)
            { key: 'entries', label: t('entries.tab'), to: entriesPath(event.eventCd), current: false },
          ]}
        />

        <section className={styles.section} aria-label={t(`events.detail.tabs.${tab}`)}>
          {tab === 'levels' ? (
            levels.length === 0 ? (
              <NoResultsHere website={safeHref(event.officialWebsite)} finished={event.status === '3'} />
            ) : (
              <>
                {day && madeAt !== undefined ? (
                  <RaceDay
                    event={event}
                    levels={levels}
                    initial={day}
                    madeAt={madeAt}
                    apiBase={root?.apiBase ?? '/api'}
                  />
                ) : null}
                {event.status !== '1' || hasEntries ? (
                  <FindSailor here={here} eventCd={event.eventCd} search={sailors} enteredPath={entriesPath} />
                ) : null}
                <ul className={styles.levels}>
                  {levels.map((level) => (
                    <li key={level.levelCd}>
                      <Link className={styles.level} to={levelPath(event.eventCd, level, variant)}>
                        <img src={level.logo || '/favicon.svg'} alt="" width={64} height={64} loading="lazy" />
                        <div>
                          <h2 className={styles.levelName}>{levelName(level, lang)}</h2>
                          <p className={styles.levelMeta}>
                            <span>{t('events.detail.rounds', { count: level.roundTotal })}</span>
                            <StatusTag tone={levelTone(level.status)} label={t(`level.status.${level.status}`)} />
                            {level.race?.status === '2' ? (
                              <StatusTag
                                tone={raceTone('2')}
                                label={`${roundName(level.race, lang, t)} · ${t('race.status.2')}`}
                                live
                              />
                            ) : null}
                          </p>
                          <span className={styles.go}>{t('events.detail.toLevel')} →</span>
                        </div>
                      </Link>
                    </li>
                  ))}
                </ul>
              </>
            )
          ) : null}

          {tab === 'photos' ? (
            !photos || photos.records.length === 0 ? (
              <NoData label={t('common.noData')} />
            ) : (
              <>
                <ul className={styles.photos}>
                  {photos.records.map((p, i) => (
                    <li key={p.imgUrl + i}>
                      <button
                        type="button"
                        className={styles.thumbButton}
                        onClick={() => setPhoto(i)}
                        aria-label={t('events.detail.openPhoto', { n: i + 1 })}
                      >
                        <img
                          src={p.imgUrl}
                          alt={p.title ?? ''}
                          lang={otherLang(p.title ?? '', lang === 'en' ? 'en' : 'zh') === 'zh-CN' ? 'zh-CN' : undefined}
                          width={400}
                          height={300}
                          loading="lazy"
                          decoding="async"
                        />
                      </button>
                    </li>
                  ))}
                </ul>
                <Pager page={photos} base={`${here}?tab=photos`} />
                <PhotoViewer
                  photos={photos.records.map((p) => ({ src: p.imgUrl, alt: p.title ?? '' }))}
                  index={photo}
                  onChange={setPhoto}
                />
              </>
            )
          ) : null}

          {tab === 'videos' ? (
            !videos || videos.records.length === 0 ? (
              <NoData label={t('common.noData')} />
            ) : (
              <>
                <ul className={styles.videos}>
                  {videos.records.map((v, i) => (
                    <li key={v.videoUrl + i}>
                      <button
                        type="button"
                        className={styles.video}
                        onClick={() => setVideo({ url: v.videoUrl, title: v.title })}
                        aria-label={t('events.detail.playVideo', { title: v.title })}
                      >
                        <span className={styles.videoThumb}>
                          <img
                            src={v.thumbUrl || event.thumb || '/favicon.svg'}
                            alt=""
                            width={480}
                            height={270}
                            loading="lazy"
                            decoding="async"
                          />
                          <span className={styles.play} aria-hidden="true">
                            <span>
                              <svg width="20" height="20" viewBox="0 0 20 20">
                                <path d="M6 4l10 6-10 6z" fill="currentColor" />
                              </svg>
                            </span>
                          </span>
                        </span>
                        <span
                          className={styles.videoTitle}
                          lang={otherLang(v.title ?? '', lang === 'en' ? 'en' : 'zh') === 'zh-CN' ? 'zh-CN' : undefined}
                        >
                          {v.title}
                        </span>
                      </button>
                    </li>
                  ))}
                </ul>
                <Pager page={videos} base={`${here}?tab=videos`} />
                <VideoDialog video={video} onClose={() => setVideo(null)} />
              </>
            )
          ) : null}

          {tab === 'notices' ? (
            data.notices ? (
              <>
                <NoticeBoard board={data.notices} lang={lang} />
                <p className={styles.external}>
                  <Link to={noticesPath(event.eventCd, lang)}>{t('notices.title')} →</Link>
                </p>
              </>
            ) : (
              <NoData label={t('notices.unavailable')} />
            )
          ) : null}

          {tab === 'announcements' ? (
            <>
              <iframe
                className={styles.announcements}
                src={announcementUrl}
                title={t('events.detail.announcementsTitle', { name })}
                sandbox="allow-popups allow-popups-to-escape-sandbox"
                referrerPolicy="no-referrer"
                loading="lazy"
              />
              <p className={styles.external}>
                <a href={announcementUrl} target="_blank" rel="noopener noreferrer">
                  {t('events.detail.openAnnouncements')} ↗
                </a>
              </p>
            </>
          ) : null}
        </section>
      </div>
    </>
  );
}
