/**
 * One race's results (docs/results.md "On the page"), opened from a race column's header
 * (`?race=r3`): the boats in order of points, each with its place, nation, sail number and helm
 * (to the boat's view), the points and the code in words, a discarded score marked; the tracking
 * replay of the race when it has one; a link back to the series.
 */
import { Link } from 'react-router';
import type { RaceResults } from '../../../../shared/results-view';
import { useTranslation } from '../../../i18n';
import type { Links } from '../lib/links';
import { Cell, CodeAbbr } from './cells';
import styles from './results-tables.module.css';

type HeadingTag = 'h3' | 'h4' | 'h5' | 'h6';

export function RaceView({
  race,
  links,
  codeId,
  headingLevel,
}: {
  race: RaceResults;
  links: Links;
  codeId: (code: string) => string;
  headingLevel: 2 | 3 | 4 | 5;
}) {
  const { t } = useTranslation();
  const H = `h${headingLevel + 1}` as HeadingTag;
  return (
    <div className={styles.race}>
      <div className={styles.raceHead}>
        <H className={styles.groupHeading}>{t('results.race.heading', { name: race.name })}</H>
        <p className={styles.raceLinks}>
          <Link to={links.href({ race: null })} preventScrollReset>
            ← {t('results.race.back')}
          </Link>
          {race.replay ? (
            <a href={race.replay} target="_blank" rel="noopener noreferrer">
              {t('results.race.replay')} ↗
            </a>
          ) : null}
        </p>
      </div>
      <div className={styles.card}>
        <div
          className={styles.scroller}
          role="region"
          tabIndex={0}
          aria-label={t('results.race.heading', { name: race.name })}
        >
          <table className={`${styles.table} ${styles.raceTable}`}>
            <caption className="visually-hidden">{t('results.race.heading', { name: race.name })}</caption>
            <thead>
              <tr>
                <th scope="col" className={`${styles.cell} ${styles.colRank}`}>
                  {t('results.race.place')}
                </th>
                <th scope="col" className={styles.cell}>
                  {t('results.columns.nationality')}
                </th>
                <th scope="col" className={styles.cell}>
                  {t('results.columns.sailNo')}
                </th>
                <th scope="col" className={styles.cell}>
                  {t('results.columns.helm')}
                </th>
                <th scope="col" className={`${styles.cell} ${styles.colNet}`}>
                  {t('results.race.points')}
                </th>
              </tr>
            </thead>
            <tbody>
              {race.rows.map((row, i) => (
                <tr key={`${row.boat}-${i}`}>
                  <th scope="row" className={`${styles.cell} ${styles.colRank}`}>
                    {row.place ?? (row.code ? <CodeAbbr code={row.code} codeId={codeId} /> : '—')}
                  </th>
                  <td className={styles.cell}>
                    {row.nation ? <Cell cell={row.nation} column={{ kind: 'nationality' }} codeId={codeId} /> : null}
                  </td>
                  <td className={`${styles.cell} ${styles.colSail}`}>
                    {row.boat ? (
                      <Link className={styles.boatLink} to={links.boat(row.boat)}>
                        {row.sailNo || '—'}
                      </Link>
                    ) : (
                      row.sailNo
                    )}
                  </td>
                  <td className={styles.cell}>
                    <Cell cell={row.helm} column={{ kind: 'helm' }} codeId={codeId} />
                  </td>
                  <td className={`${styles.cell} ${styles.colNet}${row.discarded ? ` ${styles.discarded}` : ''}`}>
                    {row.points !== null ? (row.discarded ? `(${row.points.toFixed(1)})` : row.points.toFixed(1)) : ''}
                    {row.code ? (
                      <span className={styles.raceCode}>
                        {' '}
                        <CodeAbbr code={row.code} codeId={codeId} /> {t(`results.codes.${row.code}`)}
                      </span>
                    ) : null}
                    {row.discarded ? <span className={styles.raceCode}> · {t('results.discarded')}</span> : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
    </div>
  );
}
