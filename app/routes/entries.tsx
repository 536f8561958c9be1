/**
 * An event's entry lists (issue 31; docs/product.md "Entry lists"): `/events/entries/{eventCd}`,
 * every class's entries (or one: `?level=`), counts by nation and club, filters by group, nation
 * and club (`?group=`, `?nat=`, `?club=`), a CSV download. English by the language switch, as
 * the event's other pages. An unknown or unpublished event answers 404; when the API cannot be
 * reached the page answers with its empty state.
 */
import { Link } from 'react-router';
import type { Route } from './+types/entries';
import { CODE_PATTERN } from '../../shared/api';
import { endpoints } from '../../shared/endpoints';
import { useTranslation } from '../i18n';
import { eventName, levelName } from '../features/events/lib/events';
import { detailPath, levelPath } from '../features/events/lib/event-paths';
import { eventBoardLoader } from '../features/events/lib/event-board.server';
import { seoMeta } from '../lib/seo';
import { EventCrumbs, EventHeader, EventUnavailable } from '../features/events/components/event-header';
import { NoData } from '../components/no-data';
import { EntryList, type EntryFilter } from '../features/entries/components/entry-list';
import { entriesForPage } from '../features/entries/lib/english.server';
import { entriesCsvPath, entriesPath } from '../features/entries/lib/paths';
import styles from './entries.module.css';

/** a filter value from the query: one line, at most 200 characters; null when absent or empty */
function filterValue(url: URL, name: string): string | null {
  const v = (url.searchParams.get(name) ?? '').trim().slice(0, 200);
  return v === '' ? null : v;
}

export async function loader(args: Route.LoaderArgs) {
  const url = new URL(args.request.url);
  const level = url.searchParams.get('level');
  const levelCd = level && CODE_PATTERN.test(level) ? level : null;
  const found = await eventBoardLoader(args, endpoints.eventEntries, 'entries');
  const filter: EntryFilter = {
    group: filterValue(url, 'group'),
    nat: filterValue(url, 'nat'),
    club: filterValue(url, 'club'),
  };
  if (found.failed) return { event: null, levels: [], all: [], levelCd: null, filter, seo: found.seo };
  const { event, board: entries, base } = found;
  const all = entriesForPage(entries.levels, base.lang);
  const levels = levelCd ? all.filter((l) => l.levelCd === levelCd) : all;
  const seo = {
    ...base,
    title: `${base.title} · ${eventName(event, base.lang)}`,
    description: `${eventName(event, base.lang)} · ${base.description}`,
    image: event.thumb ? new URL(event.thumb, url.origin).href : undefined,
  };
  return { event, levels, all, levelCd: levels.length === 1 && levelCd ? levelCd : null, filter, seo };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function EntriesPage({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const { event, levels, all, levelCd, filter } = loaderData;
  if (!event) return <EventUnavailable title={loaderData.seo.title} />;
  const lang = i18n.language;
  const here = entriesPath(event.eventCd);
  const total = all.reduce((n, l) => n + l.entries.length, 0);
  return (
    <div className="container">
      <EventCrumbs
        trail={[{ label: eventName(event, lang), to: detailPath(event.eventCd) }, { label: t('entries.title') }]}
      />
      <EventHeader event={event} lang={lang} headingLevel={2} compact />
      <div className={styles.head}>
        <h1>{t('entries.heading')}</h1>
        {total > 0 ? (
          <a
            className="btn btn-secondary"
            href={entriesCsvPath(event.eventCd, levelCd ?? undefined)}
            download
            aria-label={t('entries.downloadLabel')}
          >
            {t('entries.download')}
          </a>
        ) : null}
      </div>
      {all.length > 1 ? (
        <nav className={styles.classes} aria-label={t('entries.classes')}>
          <Link to={here} aria-current={levelCd === null ? 'page' : undefined}>
            {t('entries.allClasses')}
          </Link>
          {all.map((l) => (
            <Link
              key={l.levelCd}
              to={entriesPath(event.eventCd, l.levelCd)}
              aria-current={levelCd === l.levelCd ? 'page' : undefined}
            >
              {levelName(l, lang)} ({l.entries.length})
            </Link>
          ))}
        </nav>
      ) : null}
      {total === 0 ? (
        <NoData label={t('entries.noneEvent')} />
      ) : (
        <EntryList
          levels={levels}
          filter={filter}
          action={here}
          keep={levelCd ? { level: levelCd } : {}}
          nameOf={(l) => levelName(l, lang)}
        />
      )}
      {levelCd && levels[0] ? (
        <p className={styles.more}>
          <Link
            to={levelPath(event.eventCd, {
              levelCd,
              levelName: levels[0].levelName,
              levelNameCode: levels[0].levelNameCode,
            })}
          >
            {levelName(levels[0], lang)} · {t('entries.results')} →
          </Link>
        </p>
      ) : null}
    </div>
  );
}
