/**
 * The race table of a level (docs/product.md §2 (Level (class)), §4): round, course area, course, start–end time,
 * status; the race in progress (status 2) first and highlighted (a tinted row with a bar at its
 * start, its "racing" tag, aria-current), the others by start time (undated after dated); status
 * 1, 2 and 4 have a trace button opening the track in a new window.
 */
import type { Race } from '../../../../shared/api';
import { useTranslation } from '../../../i18n';
import { courseArea, courseName, raceTone, roundName } from '../lib/events';
import { sortRaces } from '../lib/races';
import { NoData } from '../../../components/no-data';
import { StatusTag } from '../../../components/status-tag';
import styles from './race-table.module.css';
import { TrackLink } from './track-link';
import '../messages/register';

export function RaceTable({ races, levelName }: { races: Race[]; levelName: string }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  if (races.length === 0) return <NoData label={t('level.page.noRaces')} />;
  const cols = {
    round: t('race.table.round'),
    bureau: t('race.table.bureau'),
    course: t('race.table.course'),
    time: t('race.table.time'),
    status: t('race.table.status'),
    track: t('race.table.track'),
  };
  return (
    <div className={styles.scroll}>
      <table className={styles.table}>
        <caption>{t('race.table.caption', { name: levelName })}</caption>
        <thead>
          <tr>
            <th scope="col">{cols.round}</th>
            <th scope="col">{cols.bureau}</th>
            <th scope="col">{cols.course}</th>
            <th scope="col">{cols.time}</th>
            <th scope="col">{cols.status}</th>
            <th scope="col">{cols.track}</th>
          </tr>
        </thead>
        <tbody>
          {sortRaces(races).map((race) => (
            <tr
              key={race.raceCd}
              className={race.status === '2' ? styles.racing : undefined}
              aria-current={race.status === '2' ? 'true' : undefined}
            >
              <th scope="row">{roundName(race, lang, t)}</th>
              <td data-label={cols.bureau}>{courseArea(race, lang, t) || '—'}</td>
              <td data-label={cols.course}>{courseName(race, lang) || '—'}</td>
              <td data-label={cols.time} className={styles.time}>
                {race.showTime ? race.showTime : <span className={styles.undated}>{t('race.table.undated')}</span>}
              </td>
              <td data-label={cols.status}>
                <StatusTag
                  tone={raceTone(race.status)}
                  label={t(`race.status.${race.status}`)}
                  live={race.status === '2'}
                />
              </td>
              <td data-label={cols.track}>
                <TrackLink
                  classes={styles}
                  race={race}
                  label={t('race.table.trace')}
                  ariaLabel={t('race.table.traceLabel', { round: roundName(race, lang, t) })}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
