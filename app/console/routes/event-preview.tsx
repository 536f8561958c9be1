/**
 * The preview of an event's public page (docs/admin-console.md): the public event page's own
 * component (EventView of app/routes/event-detail.tsx, its tabs linking to the preview) with the
 * site's header and footer, fed from the admin
 * API instead of the public one, so an unpublished event shows too, exactly as visitors will see
 * it once published: its classes, its published photos and videos (the tab in `?tab=`, the page
 * in `?page=`). A banner marks it as a preview. Staff only: without a session the sign-in page,
 * a scorer 403 (the admin API decides both).
 */
import { Link, href } from 'react-router';
import type { Route } from './+types/event-preview';
import { adminContentEndpoints as ep } from '../../../shared/admin-content-endpoints';
import { adminEndpoints } from '../../../shared/admin-endpoints';
import {
  PAGE_SIZE_MAX,
  type Event,
  type EventImage,
  type EventVideo,
  type Level,
  type Page,
} from '../../../shared/api';
import type { AdminImage, AdminVideo } from '../../../shared/admin-content';
import { useTranslation } from '../../i18n';
import { consoleApi, type ConsoleApi } from '../lib/console-api.server';
import { PreviewProblem } from '../parts/preview-problem';
import { eventPageTitle } from '../../features/events/lib/events';
import { pageSeo } from '../../lib/page-meta.server';
import { EventView, PHOTOS_PER_PAGE, VIDEOS_PER_PAGE } from '../../routes/event-detail';
import styles from '../parts/preview.module.css';
import '../messages/register';

const TABS = ['levels', 'photos', 'videos', 'announcements'] as const;
type Tab = (typeof TABS)[number];

/** one page of the published ones, as the public API pages them */
function publishedPage<T extends { isPublish: number }>(all: T[], pageNo: number, pageSize: number): Page<T> {
  const shown = all.filter((x) => x.isPublish === 1);
  const pages = Math.ceil(shown.length / pageSize);
  return {
    records: shown.slice((pageNo - 1) * pageSize, pageNo * pageSize),
    total: shown.length,
    pages,
    pageNo,
    pageSize,
  };
}

async function all<T>(fetchPage: (page: number) => Promise<Page<T>>): Promise<T[]> {
  const out: T[] = [];
  for (let page = 1; page <= 100; page++) {
    const p = await fetchPage(page);
    out.push(...p.records);
    if (page >= p.pages) break;
  }
  return out;
}

async function levelsOf(api: ConsoleApi, eventCd: string): Promise<Level[]> {
  const levels = await api.get(ep.levelList, { eventCd });
  // each class's current race, as the public API picks it: the one racing, else none shown
  return Promise.all(
    levels.map(async (l) => {
      const races = await api.get(ep.raceList, { levelCd: l.levelCd });
      const racing = races.find((r) => r.status === '2');
      return {
        levelCd: l.levelCd,
        eventCd: l.eventCd,
        levelName: l.levelName,
        levelNameCode: l.levelNameCode,
        logo: l.logo,
        status: l.status,
        roundTotal: l.roundTotal,
        race: racing
          ? { raceCd: racing.raceCd, roundName: racing.roundName, status: racing.status, startTime: racing.startTime }
          : null,
      };
    }),
  );
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const api = consoleApi(context, request);
  const eventCd = params.eventCd;
  await api.get(adminEndpoints.me); // (no session: the sign-in page, back here afterwards)
  const url = new URL(request.url);
  const tab: Tab = (TABS as readonly string[]).includes(url.searchParams.get('tab') ?? '')
    ? (url.searchParams.get('tab') as Tab)
    : 'levels';
  const pageNo = Math.min(10_000, Math.max(1, Math.floor(Number(url.searchParams.get('page')) || 1)));
  const admin = await api.get(ep.eventGet, { eventCd });
  const [levels, images, videos] = await Promise.all([
    tab === 'levels' ? levelsOf(api, eventCd) : Promise.resolve([]),
    tab === 'photos'
      ? all<AdminImage>((page) => api.get(ep.imageList, { eventCd }, { page, pageSize: PAGE_SIZE_MAX }))
      : Promise.resolve(null),
    tab === 'videos'
      ? all<AdminVideo>((page) => api.get(ep.videoList, { eventCd }, { page, pageSize: PAGE_SIZE_MAX }))
      : Promise.resolve(null),
  ]);
  const event: Event = {
    eventCd: admin.eventCd,
    matchCd: admin.matchCd,
    name: admin.name,
    nameCode: admin.nameCode,
    logo: admin.logo,
    thumb: admin.thumb,
    status: admin.status,
    beginDate: admin.beginDate,
    endDate: admin.endDate,
    address: admin.address,
    addressCode: admin.addressCode,
    officialWebsite: admin.officialWebsite,
    sponsor: admin.sponsor,
    sponsorEn: admin.sponsorEn,
    albumWebsite: admin.albumWebsite,
    isPublish: admin.isPublish,
  };
  const base = pageSeo(request, 'eventDetail');
  return {
    event,
    tab,
    sailors: null,
    hasEntries: false,
    levels,
    photos: images
      ? publishedPage(
          images.map((i): EventImage => ({ imgUrl: i.imgUrl, title: i.title, isPublish: i.isPublish })),
          pageNo,
          PHOTOS_PER_PAGE,
        )
      : null,
    videos: videos
      ? publishedPage(
          videos.map((v): EventVideo => ({
            videoUrl: v.videoUrl,
            thumbUrl: v.thumbUrl,
            title: v.title,
            isPublish: v.isPublish,
          })),
          pageNo,
          VIDEOS_PER_PAGE,
        )
      : null,
    variant: '' as const,
    bust: Math.random().toString(36).slice(2, 10),
    seo: { ...base, title: eventPageTitle(event, base.lang), image: undefined, noindex: true },
  };
}

/** a staff page outside the console's layout: hydrates at once like the console (app/console/routes/layout.tsx) */
export const handle = { hydrate: 'now' };

export const meta: Route.MetaFunction = () => [{ name: 'robots', content: 'noindex, nofollow' }];

export default function EventPreview({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { event } = loaderData;
  return (
    <>
      <title>{`${t('admin.event.preview')} · ${loaderData.seo.title}`}</title>
      <div className={styles.banner} role="note" aria-label={t('admin.event.preview')}>
        <p>
          <strong className={styles.tag}>{t('admin.event.preview')}</strong> {t('admin.preview.banner')}
          {event.isPublish ? null : <> {t('admin.preview.unpublished')}</>}
        </p>
        <Link className={styles.back} to={href('/admin/events/:eventCd', { eventCd: event.eventCd })} reloadDocument>
          ← {t('admin.preview.back')}
        </Link>
      </div>
      <EventView data={loaderData} base={href('/admin/events/:eventCd/preview', { eventCd: event.eventCd })} />
    </>
  );
}

/** a preview that cannot be shown: the role may not (403), no such event (404), the server did not answer */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PreviewProblem error={error} />;
}
