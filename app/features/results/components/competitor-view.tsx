/**
 * A boat's page (docs/results.md "A boat's page"): who sails it, where it stands (rank, Total,
 * Net), every race (its place in the race, points, the code in words, a discard marked, the
 * rank in the series after it, the race's replay when it has one) and a chart of the series rank
 * after each race, drawn on the server as SVG (no chart library; the table holds the same
 * figures for readers who cannot see it).
 */
import { useId } from 'react';
import { Link } from 'react-router';
import type { Competitor } from '../lib/competitor.server';
import { groupFieldName, inLanguage } from '../../../../shared/content-language';
import { GroupValue } from '../../../components/in-language';
import { useTranslation } from '../../../i18n';
import { Cell, CodeAbbr, HearingLink, cellText } from './cells';
import { rankAxis } from '../lib/rank-axis';
import styles from './competitor-view.module.css';
import '../messages/register-cells';
import '../messages/register-competitor';

export interface CompetitorViewProps {
  competitor: Competitor;
  /** the level's results (the publication shown kept) */
  resultsHref: string;
  /** a race of the level's results */
  raceHref: (key: string) => string;
  /** the decision of a protest hearing of the event (issue 30) */
  hearingHref?: (n: number) => string;
}

export function CompetitorView({ competitor: c, resultsHref, raceHref, hearingHref }: CompetitorViewProps) {
  const { t, i18n } = useTranslation();
  const uid = useId();
  const codeId = (code: string) => `${uid}-code-${code}`;
  const codes = [...new Set(c.races.map((r) => r.code).filter((x) => x !== null))];
  return (
    <div className={styles.root}>
      <section className={styles.card} aria-labelledby={`${uid}-boat`}>
        <div className={styles.identity}>
          {c.nation?.flag ? <img className={styles.flag} src={c.nation.flag} alt="" width={48} height={32} /> : null}
          <div>
            <h1 id={`${uid}-boat`} className={styles.sail}>
              {c.nation && !c.sailNo.toUpperCase().startsWith(c.nation.text.toUpperCase()) ? (
                <span className={styles.nat}>{c.nation.text}</span>
              ) : null}
              {c.sailNo || cellText(c.helm)}
            </h1>
            <p className={styles.names}>
              <Cell cell={c.helm} column={{ kind: 'helm' }} codeId={codeId} />
              {cellText(c.crew) ? (
                <>
                  {' · '}
                  <Cell cell={c.crew} column={{ kind: 'crew' }} codeId={codeId} />
                </>
              ) : null}
              {c.boatName ? ` · ${c.boatName}` : ''}
            </p>
            {cellText(c.club) ? (
              <p className={styles.club}>
                <Cell cell={c.club} column={{ kind: 'club' }} codeId={codeId} />
              </p>
            ) : null}
            {c.group ? (
              <p className={styles.club}>
                {groupFieldName(c.groupName, i18n.language === 'en' ? 'en' : 'zh', t('competitor.group'))}
                {t('competitor.groupSeparator')}
                <GroupValue value={c.group} />
              </p>
            ) : null}
          </div>
        </div>
        <dl className={styles.figures}>
          <div>
            <dt>{t('competitor.rank')}</dt>
            <dd className={styles.rank}>{c.rank || '—'}</dd>
          </div>
          <div>
            <dt>{t('competitor.total')}</dt>
            <dd>{c.total || '—'}</dd>
          </div>
          <div>
            <dt>{t('competitor.net')}</dt>
            <dd className={styles.net}>{c.net || '—'}</dd>
          </div>
        </dl>
        <p className={styles.source}>
          {t(c.older ? 'competitor.fromOlder' : 'competitor.from', {
            time: c.publication.time.text || (c.publication.title ? inLanguage(c.publication.title, i18n.language === 'en' ? 'en' : 'zh').text : ''),
            kind: t(`results.kind.${c.publication.kind}`),
          })}{' '}
          <Link to={resultsHref}>{t('competitor.allResults')}</Link>
        </p>
      </section>

      <RankChart competitor={c} />

      <section aria-labelledby={`${uid}-races`}>
        <h2 id={`${uid}-races`} className={styles.heading}>
          {t('competitor.races')}
        </h2>
        <div className={styles.tableCard}>
          <div className={styles.scroller} role="region" tabIndex={0} aria-labelledby={`${uid}-races`}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">{t('competitor.race')}</th>
                  <th scope="col" className={styles.num}>
                    {t('competitor.place')}
                  </th>
                  <th scope="col" className={styles.num}>
                    {t('competitor.points')}
                  </th>
                  <th scope="col" className={styles.note}>
                    {t('competitor.note')}
                  </th>
                  <th scope="col" className={styles.num}>
                    {t('competitor.rankAfter')}
                  </th>
                  <th scope="col">{t('competitor.replay')}</th>
                </tr>
              </thead>
              <tbody>
                {c.races.map((r) => (
                  <tr key={r.key} className={r.discarded ? styles.discarded : undefined}>
                    <th scope="row">
                      <Link to={raceHref(r.key)}>{r.name}</Link>
                    </th>
                    <td className={styles.num}>
                      {r.place ?? (r.code ? <CodeAbbr code={r.code} codeId={codeId} /> : (r.otherCode ?? '—'))}
                    </td>
                    <td className={styles.num}>
                      {r.points === null ? '—' : r.discarded ? `(${r.points.toFixed(1)})` : r.points.toFixed(1)}
                    </td>
                    <td className={styles.note}>
                      {[r.code ? t(`results.codes.${r.code}`) : null, r.discarded ? t('results.discarded') : null]
                        .filter(Boolean)
                        .join(' · ')}
                      {r.hearing !== undefined && hearingHref ? (
                        <>
                          {' '}
                          <HearingLink number={r.hearing} href={hearingHref(r.hearing)} wordy />
                        </>
                      ) : null}
                    </td>
                    <td className={styles.num}>{r.rankAfter ?? '—'}</td>
                    <td>
                      {r.replay ? (
                        <a
                          href={r.replay}
                          target="_blank"
                          rel="noopener noreferrer"
                          aria-label={t('competitor.replayOf', { name: r.name })}
                        >
                          {t('competitor.watch')} ↗
                        </a>
                      ) : (
                        <span aria-hidden="true">—</span>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
        {codes.length > 0 ? (
          <dl className={styles.codes}>
            {codes.map((code) => (
              <div key={code}>
                <dt>{code}</dt>
                <dd id={codeId(code)}>{t(`results.codes.${code}`)}</dd>
              </div>
            ))}
          </dl>
        ) : null}
      </section>
    </div>
  );
}

/** the series rank after each sailed race: a line from left to right, 1st at the top */
function RankChart({ competitor: c }: { competitor: Competitor }) {
  const { t } = useTranslation();
  const points = c.races.filter((r) => r.rankAfter !== null) as (Competitor['races'][number] & { rankAfter: number })[];
  if (points.length < 2) return null;
  // narrow for a short series, so that the labels stay readable when a phone shrinks the drawing
  const W = Math.max(360, 64 * points.length + 60);
  const H = 230;
  const pad = { left: 44, right: 24, top: 26, bottom: 36 };
  // the rank axis spans this boat's ranks, in even steps (issue 28 item 4: 1 to the fleet size
  // drew a leader's line in a quarter of the box, and the middle label was off the even spacing)
  const { ticks, top, bottom } = rankAxis(points.map((p) => p.rankAfter));
  // the first race stands clear of the rank axis' labels
  const x = (i: number) => pad.left + 24 + (i * (W - pad.left - 24 - pad.right)) / Math.max(1, points.length - 1);
  const y = (rank: number) => pad.top + ((rank - top) * (H - pad.top - pad.bottom)) / Math.max(1, bottom - top);
  const label = t('competitor.chartLabel', {
    ranks: points.map((p) => `${p.name} ${p.rankAfter}`).join(t('competitor.separator')),
  });
  return (
    <section className={styles.chartCard}>
      <h2 className={styles.heading}>{t('competitor.chart')}</h2>
      <svg
        className={styles.chart}
        viewBox={`0 0 ${W} ${H}`}
        style={{ maxWidth: W * 1.25 }}
        role="img"
        aria-label={label}
      >
        {ticks.map((tick) => (
          <g key={tick}>
            <line className={styles.grid} x1={pad.left} x2={W - pad.right} y1={y(tick)} y2={y(tick)} />
            <text
              className={styles.axis}
              x={pad.left - 8}
              y={y(tick)}
              textAnchor="end"
              dominantBaseline="central"
              data-tick={tick}
            >
              {tick}
            </text>
          </g>
        ))}
        <polyline className={styles.line} points={points.map((p, i) => `${x(i)},${y(p.rankAfter)}`).join(' ')} />
        {points.map((p, i) => (
          <g key={p.key}>
            <circle className={styles.dot} cx={x(i)} cy={y(p.rankAfter)} r={6} />
            <text className={styles.value} x={x(i)} y={y(p.rankAfter) - 12} textAnchor="middle">
              {p.rankAfter}
            </text>
            <text className={styles.axis} x={x(i)} y={H - 10} textAnchor="middle">
              {p.name}
            </text>
          </g>
        ))}
      </svg>
    </section>
  );
}
