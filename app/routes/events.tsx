/**
 * Events list (docs/product.md §2 (Events list)): banner, search, tabs all / running / coming, infinite scroll
 * by 25 (trigger 1500 px before the end), 'No more events' at the end, back to top.
 * The first pages are rendered on the server; the search, tab and the number of loaded
 * pages are in the URL, so a result can be shared and coming back restores the list and
 * (through React Router's scroll restoration) the scroll position.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Form, Link, useLocation } from 'react-router';
import type { Route } from './+types/events';
import { SEARCH_MAX_LENGTH, type Event, type Page } from '../../shared/api';
import { endpoints, type BodyOf } from '../../shared/endpoints';
import { resolveRequestLang } from '../../shared/lang';
import { useRootData } from '../lib/root-data';
import { useTranslation } from '../i18n';
import { EVENT_TABS, eventCount, parseTab, tabSort, tabStatus, type EventTab } from '../features/events/lib/events';
import { pagedList, useLoadMore } from '../lib/paging';
import { pageSeo } from '../lib/page-meta.server';
import { pagePath } from '../lib/pages';
import { seoMeta } from '../lib/seo';
import { serverApi } from '../lib/server-api';
import { BackToTop } from '../components/back-to-top';
import { EventGrid } from '../features/events/components/event-grid';
import { pictureAttrs } from '../lib/picture';
import { CalendarLink } from '../features/events/components/calendar-link';
import styles from './events.module.css';

export const PAGE_SIZE = 25;
/** how far before the end of the list the next page is fetched (docs/product.md §9) */
export const SCROLL_TRIGGER_PX = 1500;
/** the most pages a URL may ask to have rendered at once */
const MAX_PAGES = 20;
/**
 * After a next page failed to load (issue 28 item 9): no more loads on scrolling; the list says so
 * with a retry button and tries again by itself after 5 s, then 10, 20, 40 s, then only on the button.
 */
export const RETRY_DELAYS_MS = [5_000, 10_000, 20_000, 40_000];

function listBody(q: string, tab: EventTab, pageNo: number): BodyOf<typeof endpoints.eventList> {
  return {
    order: 'desc',
    // the same order as the home page's tabs: "all" shows what is on now first (issue 28 item 8)
    sort: tabSort(tab),
    isPublish: 1,
    name: q || undefined,
    status: tabStatus(tab),
    pageNo,
    pageSize: PAGE_SIZE,
  };
}

function isMobileAgent(ua: string | null): boolean {
  return /Mobi|Android|iPhone|iPad|iPod|HarmonyOS|MicroMessenger/i.test(ua ?? '');
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const q = (url.searchParams.get('q') ?? '').trim();
  const tab = parseTab(url.searchParams.get('tab'));
  const wanted = Math.min(MAX_PAGES, Math.max(1, Math.floor(Number(url.searchParams.get('pages')) || 1)));
  const api = serverApi(context);
  const [banners, first] = await Promise.all([
    api.call(endpoints.bannerList, { type: 1, pageNo: 1, pageSize: 1 }),
    // no event name is longer than the API's search bound: such a search finds nothing
    q.length > SEARCH_MAX_LENGTH ? Promise.resolve(null) : api.call(endpoints.eventList, listBody(q, tab, 1)),
  ]);
  let page = first;
  let loaded = 1;
  if (first && wanted > 1 && first.pages > 1) {
    const rest = await Promise.all(
      Array.from({ length: Math.min(wanted, first.pages) - 1 }, (_, i) =>
        api.call(endpoints.eventList, listBody(q, tab, i + 2)),
      ),
    );
    const records = [...first.records];
    for (const p of rest) {
      if (!p) break;
      records.push(...p.records);
      loaded++;
    }
    page = { ...first, records };
  }
  return {
    q,
    tab,
    page,
    loaded,
    banner: banners?.records[0] ?? null,
    mobile: isMobileAgent(request.headers.get('user-agent')),
    seo: pageSeo(request, 'events'),
    lang: resolveRequestLang(request),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

function searchFor(q: string, tab: EventTab, pages?: number): string {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  if (tab !== 'all') params.set('tab', tab);
  if (pages && pages > 1) params.set('pages', String(pages));
  const s = params.toString();
  return s ? `?${s}` : '';
}

function EventList({ q, tab, page, loaded }: { q: string; tab: EventTab; page: Page<Event> | null; loaded: number }) {
  const { t, i18n } = useTranslation();
  const root = useRootData();
  const location = useLocation();
  const initial = useMemo(() => pagedList(page, loaded), [page, loaded]);
  const apiBase = root?.apiBase ?? '/api';
  // consecutive failed loads of the next page (0: none): while > 0 scrolling loads nothing
  const [failures, setFailures] = useState(0);
  const fetchPage = useCallback(
    async (pageNo: number) => {
      let page: Page<Event> | null = null;
      try {
        // the API client is fetched with the first extra page, not with the page itself
        const { browserTransport, createApiClient } = await import('../lib/api');
        page = await createApiClient(browserTransport(apiBase)).call(endpoints.eventList, listBody(q, tab, pageNo));
      } catch {
        page = null;
      }
      setFailures((n) => (page ? 0 : n + 1));
      return page;
    },
    [q, tab, apiBase],
  );
  // a new list (another search or tab) starts without failures
  const [source, setSource] = useState(initial);
  if (source !== initial) {
    setSource(initial);
    setFailures(0);
  }
  // remember how many pages are shown, so coming back (or a reload) shows the same list
  const onAppended = (pageNo: number) =>
    window.history.replaceState(window.history.state, '', `${location.pathname}${searchFor(q, tab, pageNo)}`);
  const { state, more, loadMore } = useLoadMore(initial, fetchPage, { onAppended });
  const sentinel = useRef<HTMLDivElement>(null);

  // observed again after every change of the list, so a sentinel still in view loads the next page
  useEffect(() => {
    const el = sentinel.current;
    if (!el || !more || failures > 0 || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && void loadMore(), {
      // below: 1500 px before the end comes into view; above: a jump past the end counts too
      rootMargin: `1000000px 0px ${SCROLL_TRIGGER_PX}px 0px`,
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [state, more, loadMore, failures]);

  // after a failure: one more try by itself, later each time, then only the button
  useEffect(() => {
    if (failures === 0 || state.loading || failures > RETRY_DELAYS_MS.length) return;
    const timer = window.setTimeout(() => void loadMore(), RETRY_DELAYS_MS[failures - 1]);
    return () => window.clearTimeout(timer);
  }, [failures, state.loading, loadMore]);

  return (
    <div className={styles.list}>
      <EventGrid events={state.records} lang={i18n.language} loading={state.loading} />
      {more ? (
        <>
          <div ref={sentinel} className={styles.sentinel} aria-hidden="true" />
          {!state.loading && failures > 0 ? (
            <div className={styles.more} role="alert">
              <p className={styles.failed}>{t('events.list.loadFailed')}</p>
              <button type="button" className="btn btn-secondary" onClick={() => void loadMore()}>
                {t('events.list.retry')}
              </button>
            </div>
          ) : !state.loading ? (
            <div className={styles.more}>
              <Link
                className="btn btn-secondary"
                to={searchFor(q, tab, state.pageNo + 1)}
                preventScrollReset
                onClick={(e) => {
                  e.preventDefault();
                  void loadMore();
                }}
              >
                {t('events.list.loadMore')}
              </Link>
            </div>
          ) : null}
        </>
      ) : state.records.length > 0 ? (
        <p className={styles.end} role="status">
          {t('common.noMore')}
        </p>
      ) : null}
    </div>
  );
}

export default function Events({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { q, tab, page, loaded, banner, mobile, seo, lang } = loaderData;
  const listPath = pagePath('events', lang);
  // the box follows the URL's query (back and forward), but never takes away what a visitor is
  // typing when the results of the previous search arrive (a key={q} remount did): text typed
  // since the last query stays while the box has the focus
  const box = useRef<HTMLInputElement>(null);
  const shownQ = useRef(q);
  useEffect(() => {
    const input = box.current;
    const typing = !!input && document.activeElement === input && input.value !== shownQ.current;
    if (input && !typing) input.value = q;
    shownQ.current = q;
  }, [q]);
  return (
    <div className={mobile ? styles.mobile : undefined}>
      <div className={styles.banner}>
        {banner ? (
          <img
            {...pictureAttrs(banner.bannerUrl, '100vw')}
            alt={(lang === 'en' ? banner.titleEn : banner.title) ?? ''}
            width={1920}
            height={300}
            fetchPriority="high"
          />
        ) : (
          <div style={{ aspectRatio: '1920 / 300' }} />
        )}
      </div>
      <div className="container">
        <section className={styles.toolbar} aria-labelledby="events-title">
          <div className={styles.heading}>
            <h1 id="events-title">{seo.title}</h1>
            <p className={styles.count} aria-live="polite">
              {page ? eventCount(page, q, t) : ''}
            </p>
            <CalendarLink lang={lang} />
          </div>
          <Form method="get" action={listPath} className={styles.search} role="search">
            <label htmlFor="events-q" className="visually-hidden">
              {t('events.list.searchLabel')}
            </label>
            <input
              id="events-q"
              name="q"
              type="search"
              ref={box}
              defaultValue={q}
              placeholder={t('events.list.searchPlaceholder')}
              enterKeyHint="search"
              autoComplete="off"
            />
            {tab !== 'all' ? <input type="hidden" name="tab" value={tab} /> : null}
            <button type="submit" className="btn btn-primary">
              {t('common.search')}
            </button>
          </Form>
          <nav aria-label={t('events.list.tabsLabel')}>
            <ul className={styles.tabs}>
              {EVENT_TABS.map((name) => (
                <li key={name}>
                  <Link
                    className={styles.tab}
                    to={`${listPath}${searchFor(q, name)}`}
                    aria-current={tab === name ? 'page' : undefined}
                  >
                    {t(`events.list.tabs.${name}`)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </section>
        <EventList key={`${q}|${tab}|${loaded}`} q={q} tab={tab} page={page} loaded={loaded} />
      </div>
      <BackToTop />
    </div>
  );
}
