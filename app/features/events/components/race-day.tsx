/**
 * The day on the water on an event's page (issue 31; docs/product.md "The day on the water"):
 * while the event runs, today's races of every class (start, area, state as text and tag,
 * tracking), refreshed by the site's one live check (app/lib/live-check.ts) while the tab is
 * visible; before the event, its programme by day; afterwards nothing. The rules (which races,
 * "starting soon") are in ../lib/race-day.ts.
 */
import { useState } from 'react';
import type { Event, EventRaces, Level } from '../../../../shared/api';
import { endpoints } from '../../../../shared/endpoints';
import { siteDateTime, timeZoneLabel } from '../../../../shared/site-time';
import { useTranslation } from '../../../i18n';
import { formatDate } from '../../../lib/format';
import { useLiveCheck } from '../../../lib/live-check';
import { StatusTag, type Tone } from '../../../components/status-tag';
import { courseArea, levelName, roundName } from '../lib/events';
import { raceDay, type DayClass, type DayState } from '../lib/race-day';
import styles from './race-day.module.css';
import { TrackLink } from './track-link';
import '../messages/register-race-day';

const TONE: Record<DayState, Tone> = {
  planned: 'info',
  scheduled: 'primary',
  soon: 'warning',
  racing: 'success',
  postponed: 'warning',
  finished: 'dark',
  abandoned: 'danger',
  cancelled: 'danger',
};

export interface RaceDayProps {
  event: Pick<Event, 'eventCd' | 'beginDate' | 'endDate'>;
  levels: Pick<Level, 'levelCd' | 'levelName' | 'levelNameCode'>[];
  /** the event's races when the page was made (null: the API did not answer) */
  initial: EventRaces | null;
  /** when the page was made (ms): the server's and the browser's first render agree */
  madeAt: number;
  /** the API base of the browser (root data) */
  apiBase: string;
}

export function RaceDay({ event, levels, initial, madeAt, apiBase }: RaceDayProps) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const [data, setData] = useState(initial);
  const [now, setNow] = useState(madeAt);
  const [checkedAt, setCheckedAt] = useState(madeAt);
  const view = data ? raceDay(event, levels, data.races, now, data.timeZone) : null;

  // the results page's live check: every minute while the tab is visible, only while racing
  useLiveCheck(
    async (alive) => {
      const { browserTransport, createApiClient } = await import('../../../lib/api');
      const answer = await createApiClient(browserTransport(apiBase)).call(endpoints.eventRaces, {
        eventCd: event.eventCd,
      });
      if (!answer || !alive()) return;
      setData(answer);
      setNow(Date.now());
      setCheckedAt(Date.now());
    },
    { enabled: view?.kind === 'today', onTick: setNow },
  );

  if (!data || !view || view.kind === 'none') return null;
  const zone = timeZoneLabel(data.timeZone, new Date(now));

  if (view.kind === 'programme') {
    return (
      <section className={styles.day} aria-labelledby="race-day-title">
        <h2 id="race-day-title" className={styles.title}>
          {t('raceDay.programmeTitle')}
        </h2>
        <p className={styles.lead}>{t('raceDay.programmeLead', { zone })}</p>
        <ol className={styles.days}>
          {view.days.map((day, i) => (
            <li key={day.date} className={styles.programmeDay}>
              <h3 className={styles.dayHeading}>{t('raceDay.dayHeading', { n: i + 1, date: formatDate(day.date) })}</h3>
              {day.classes.length === 0 ? (
                <p className={styles.empty}>{t('raceDay.noRacesDay')}</p>
              ) : (
                <ul className={styles.programmeClasses}>
                  {day.classes.map((c) => (
                    <li key={c.level.levelCd}>
                      <span className={styles.programmeClass}>{levelName(c.level, lang)}</span>{' '}
                      <span className={styles.programmeTimes}>
                        {c.races.map((r, j) => (
                          <span key={r.race.raceCd}>
                            {j > 0 ? ' · ' : null}
                            <span className={styles.nowrap}>
                              {roundName(r.race, lang, t)} {r.race.startTime!.slice(11, 16)}
                            </span>
                          </span>
                        ))}
                      </span>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ol>
      </section>
    );
  }

  return (
    <section className={styles.day} aria-labelledby="race-day-title" data-race-day="today">
      <h2 id="race-day-title" className={styles.title}>
        {t('raceDay.todayTitle')}
      </h2>
      <p className={styles.lead}>
        {t('raceDay.todayLead', { date: formatDate(view.date), zone })}
        <span className={styles.live}>
          <span className={styles.liveDot} aria-hidden="true" />
          {t('raceDay.live')} · {t('raceDay.updated', { time: siteDateTime(checkedAt, data.timeZone).slice(11, 16) })}
        </span>
      </p>
      {view.classes.length === 0 ? <p className={styles.empty}>{t('raceDay.noRacesToday')}</p> : null}
      <div className={styles.classes}>
        {view.classes.map((c) => (
          <ClassDay key={c.level.levelCd} day={c} date={view.date} />
        ))}
      </div>
      {view.classes.length > 0 && view.idle.length > 0 ? (
        <p className={styles.idle}>
          {t('raceDay.idle', { classes: view.idle.map((l) => levelName(l, lang)).join('、') })}
        </p>
      ) : null}
    </section>
  );
}

/** a class's races today; a race still racing from an earlier day shows its date with its start */
function ClassDay({ day, date }: { day: DayClass; date: string }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const name = levelName(day.level, lang);
  const headingId = `race-day-${day.level.levelCd}`;
  return (
    <div className={styles.class}>
      <h3 id={headingId} className={styles.className}>
        {name}
      </h3>
      <table className={styles.table}>
        <caption className="visually-hidden">{t('raceDay.caption', { name })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('raceDay.cols.race')}</th>
            <th scope="col">{t('raceDay.cols.start')}</th>
            <th scope="col">{t('raceDay.cols.area')}</th>
            <th scope="col">{t('raceDay.cols.status')}</th>
            <th scope="col">{t('raceDay.cols.track')}</th>
          </tr>
        </thead>
        <tbody>
          {day.races.map(({ race, state }) => {
            const round = roundName(race, lang, t);
            return (
              <tr
                key={race.raceCd}
                className={state === 'racing' ? styles.racing : state === 'soon' ? styles.soon : undefined}
                aria-current={state === 'racing' ? 'true' : undefined}
                data-state={state}
              >
                <th scope="row">{round}</th>
                <td className={styles.time}>
                  {!race.startTime
                    ? '—'
                    : race.startTime.startsWith(date)
                      ? race.startTime.slice(11, 16)
                      : race.startTime.slice(5, 16)}
                </td>
                <td className={styles.area}>{courseArea(race, lang, t) || '—'}</td>
                <td className={styles.state}>
                  <StatusTag tone={TONE[state]} label={t(`raceDay.state.${state}`)} live={state === 'racing'} />
                </td>
                <td className={styles.track}>
                  <TrackLink
                    classes={styles}
                    race={race}
                    label={t('raceDay.track')}
                    ariaLabel={t('raceDay.trackLabel', { race: round })}
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
