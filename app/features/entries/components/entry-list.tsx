/**
 * An event's entry lists (issue 31; docs/product.md "Entry lists"): each class's boats (sail
 * number, nation with its flag, helm, crew, club, group), counts by nation and club, and filters
 * by group, nation and club like the results' (a GET form on the page's own URL: works without
 * JavaScript; with it a choice applies at once). Below 640 px each boat is a card.
 */
import { otherLang } from '../../../../shared/text-language';
import { useId } from 'react';
import { Link } from 'react-router';
import { countsBy, type Entry, type LevelEntries, type ShownLevelEntries } from '../../../../shared/entries';
import { flagUrl } from '../../../../shared/ioc';
import { useTranslation } from '../../../i18n';
import { SelectFilters } from '../../../components/select-filters';
import styles from './entry-list.module.css';
import '../messages/register';

export interface EntryFilter {
  group: string | null;
  nat: string | null;
  club: string | null;
}

export interface EntryListProps {
  levels: readonly ShownLevelEntries[];
  filter: EntryFilter;
  /** the page's path (the filters' form action) */
  action: string;
  /** query parameters the filters keep (e.g. the class: `level`) */
  keep?: Record<string, string>;
  /** the heading level of each class's name (2 on the entries page, 3 under a class page's heading) */
  headingLevel?: 2 | 3;
  /** each class's name in the page's language */
  nameOf: (level: LevelEntries) => string;
  /** show the class names (an event's page); a class page shows one list without its name */
  showNames?: boolean;
}

const matches = (e: Entry, f: EntryFilter) =>
  (f.group === null || e.group === f.group) &&
  (f.nat === null || e.nationality === f.nat) &&
  (f.club === null || e.club === f.club);

function Nation({ code }: { code: string }) {
  if (!code) return <span aria-hidden="true">—</span>;
  const flag = flagUrl(code);
  return (
    <span className={styles.nation}>
      {flag ? <img className={styles.flag} src={flag} alt="" width={24} height={16} loading="lazy" /> : null}
      <span>{code}</span>
    </span>
  );
}

export function EntryList({
  levels,
  filter,
  action,
  keep = {},
  headingLevel = 2,
  nameOf,
  showNames = true,
}: EntryListProps) {
  const { t, i18n } = useTranslation();
  const pageLang = i18n.language === 'en' ? 'en' : 'zh';
  const id = useId();
  const all = levels.flatMap((l) => l.entries);
  const total = all.length;
  const selects = (
    [
      ['group', countsBy(all, 'group'), filter.group],
      ['nat', countsBy(all, 'nationality'), filter.nat],
      ['club', countsBy(all, 'club'), filter.club],
    ] as const
  ).filter(([, choices]) => choices.length > 1);
  const shown = levels.map((l) => ({ level: l, entries: l.entries.filter((e) => matches(e, filter)) }));
  const shownCount = shown.reduce((n, s) => n + s.entries.length, 0);
  const filtered = filter.group !== null || filter.nat !== null || filter.club !== null;
  const byNation = countsBy(all, 'nationality');
  const byClub = countsBy(all, 'club');
  const H = headingLevel === 2 ? 'h2' : 'h3';
  const clearHref = `${action}${Object.keys(keep).length ? `?${new URLSearchParams(keep)}` : ''}`;
  const columns = ['sailNo', 'nationality', 'helm', 'crew', 'club', 'group'] as const;

  return (
    <div className={styles.root}>
      {selects.length > 0 ? (
        <SelectFilters
          action={action}
          keep={keep}
          className={styles.filters}
          apply={{ label: t('entries.filter.apply'), className: 'btn btn-secondary' }}
          selects={selects.map(([name, choices, value]) => ({
            name,
            label: t(`entries.filter.${name}`),
            all: t(`entries.filter.all.${name}`),
            value,
            choices: choices.map((c) => ({
              value: c.value,
              text: c.value,
              count: c.n,
              lang: otherLang(c.value, pageLang),
            })),
          }))}
        />
      ) : null}
      {filtered ? (
        <p className={styles.note} role="status">
          {t('entries.filter.showing', { n: shownCount, total })}{' '}
          <Link to={clearHref} preventScrollReset>
            {t('entries.filter.clear')}
          </Link>
        </p>
      ) : null}

      {total > 0 && (byNation.length > 0 || byClub.length > 0) ? (
        <section className={styles.counts} aria-labelledby={`${id}-counts`}>
          <H id={`${id}-counts`} className="visually-hidden">
            {t('entries.countsHeading')}
          </H>
          {byNation.length > 0 ? (
            <div className={styles.countGroup}>
              <p className={styles.countTitle}>{t('entries.byNation')}</p>
              <ul className={styles.chips}>
                {byNation.map((c) => (
                  <li key={c.value}>
                    <Nation code={c.value} /> <strong>{c.n}</strong>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          {byClub.length > 0 ? (
            <div className={styles.countGroup}>
              <p className={styles.countTitle}>{t('entries.byClub')}</p>
              <ul className={styles.chips}>
                {byClub.map((c) => (
                  <li key={c.value}>
                    {/* a club as entered: a Chinese one is marked so on English pages (decision 0017) */}
                    <span lang={otherLang(c.value, pageLang) ?? undefined}>{c.value}</span> <strong>{c.n}</strong>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </section>
      ) : null}

      {shown.map(({ level, entries }) => {
        const hasGroup = level.entries.some((e) => e.group !== '');
        const hasCrew = level.entries.some((e) => e.crew !== '');
        const cols = columns.filter((c) => (c !== 'group' || hasGroup) && (c !== 'crew' || hasCrew));
        const name = nameOf(level);
        return (
          <section key={level.levelCd} className={styles.level} aria-label={name} id={`class-${level.levelCd}`}>
            {showNames ? (
              <H className={styles.levelName}>
                {name}{' '}
                <span className={styles.count}>
                  {level.entries.length === 1 ? t('entries.countOne') : t('entries.count', { n: level.entries.length })}
                </span>
              </H>
            ) : null}
            {level.entries.length === 0 ? (
              <p className={styles.empty}>{t('entries.none')}</p>
            ) : entries.length === 0 ? (
              <p className={styles.empty}>{t('entries.filter.none')}</p>
            ) : (
              <table className={styles.table}>
                <caption className="visually-hidden">{name}</caption>
                <thead>
                  <tr>
                    {cols.map((c) => (
                      <th key={c} scope="col">
                        {t(`entries.columns.${c}`)}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {entries.map((e) => (
                    <tr key={e.sailNo}>
                      {cols.map((c) =>
                        c === 'sailNo' ? (
                          <th key={c} scope="row" className={styles.sail}>
                            {e.sailNo}
                          </th>
                        ) : (
                          <td key={c} data-label={t(`entries.columns.${c}`)} className={styles[c]}>
                            {c === 'nationality' ? (
                              <Nation code={e.nationality} />
                            ) : c === 'club' && e.clubEn ? (
                              // a Chinese club in English on an English page, the name as entered in its title
                              <span lang="en" title={e.club}>
                                {e.clubEn}
                              </span>
                            ) : (c === 'helm' && e.helmRoman) || (c === 'crew' && e.crewRoman) ? (
                              // World Sailing style: the romanisation, the name as entered beside it
                              <>
                                <span lang="en">{c === 'helm' ? e.helmRoman : e.crewRoman}</span>{' '}
                                <span className={styles.han} lang="zh">
                                  {e[c]}
                                </span>
                              </>
                            ) : c === 'club' && e.club && otherLang(e.club, pageLang) ? (
                              // a club as entered, in the other language: marked with it (decision 0017)
                              <span lang={otherLang(e.club, pageLang)!}>{e.club}</span>
                            ) : (
                              e[c] || '—'
                            )}
                          </td>
                        ),
                      )}
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </section>
        );
      })}
    </div>
  );
}
