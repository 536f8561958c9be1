/**
 * One group of a publication (docs/results.md "On the page"), shown two ways, one at a time by
 * the screen's width (the other is display:none, so readers meet one):
 *
 * - wider than 780 px, the full table: columns in published order, Rank / Nat / Sail No pinned
 *   on the left and Total / Net on the right while the races scroll sideways, the header row
 *   kept under the site header while the page scrolls (a copy of it, aria-hidden, that follows
 *   the table's sideways scroll: a header inside a sideways scroller cannot stick to the page),
 *   race headers opening the race, sail numbers and names opening the boat's view;
 * - 780 px and narrower, one line per boat: rank, flag and code, sail number, helm (crew under
 *   it), Net always in view; the line opens in place (<details>) to the race scores with the
 *   codes in words and the discards marked, Total, the club and a link to the boat's view.
 */
import { useEffect, useRef, type CSSProperties, type ReactNode } from 'react';
import { Link } from 'react-router';
import type {
  ResultCell,
  ResultGroup,
  ResultPublication,
  ResultRow,
  ScoreColumn,
} from '../../../../shared/results-view';
import { useTranslation } from '../../../i18n';
import { Cell, Change, CodeAbbr, TIE_KEY, Tie, cellText } from './cells';
import type { Links } from '../lib/links';
import styles from './results-tables.module.css';

type HeadingTag = 'h3' | 'h4' | 'h5' | 'h6';

const KIND_CLASS: Record<ScoreColumn['kind'], string | undefined> = {
  rank: styles.colRank,
  nationality: styles.colNat,
  sailNo: styles.colSail,
  boat: styles.colName,
  helm: styles.colName,
  crew: styles.colName,
  club: styles.colClub,
  race: styles.colRace,
  total: styles.colTotal,
  net: styles.colNet,
  text: styles.colText,
};

const STICKY_WIDTH: Partial<Record<ScoreColumn['kind'], string>> = {
  rank: 'var(--rt-w-rank)',
  nationality: 'var(--rt-w-nat)',
  sailNo: 'var(--rt-w-sail)',
};

export interface GroupProps {
  publication: ResultPublication;
  group: ResultGroup;
  headingLevel: 3 | 4 | 5 | 6;
  codeId: (code: string) => string;
  links: Links;
  /** a filter is applied: the rank within it comes first, the published rank beside it */
  filtered: boolean;
}

export function GroupTable(props: GroupProps) {
  const { t } = useTranslation();
  const { publication, group, headingLevel } = props;
  const H = `h${headingLevel}` as HeadingTag;
  const { grouping } = publication;
  const heading = grouping
    ? group.value === null
      ? t('results.otherGroup')
      : t('results.group', { field: grouping.name, value: group.value })
    : null;
  const s = group.stats;
  const hasRaces = publication.columns.some((c) => c.kind === 'race');
  const caption = [
    ...(hasRaces
      ? [
          t('results.caption.sailed', { n: s.sailed }),
          t('results.caption.discards', { n: s.discards }),
          t('results.caption.toCount', { n: s.toCount }),
        ]
      : []),
    t('results.caption.entries', { n: s.entries }),
    t('results.caption.scoringSystem', {
      name: publication.scoringSystem.toLowerCase() === 'low point' ? t('results.lowPoint') : publication.scoringSystem,
    }),
  ].join(t('results.caption.separator'));
  return (
    <div className={styles.group}>
      {heading ? <H className={styles.groupHeading}>{heading}</H> : null}
      <div className={styles.card}>
        {/* the caption, visible above the scrolling part (the <caption> itself would scroll away) */}
        <p className={styles.stats} aria-hidden="true">
          {caption}
        </p>
        <WideTable {...props} heading={heading} caption={caption} />
        <PhoneList {...props} caption={heading ? `${heading}: ${caption}` : caption} />
      </div>
    </div>
  );
}

/** the rank cell's content: the rank (within the filter first when filtered) and the places gained */
function RankContent({ row, cell, filtered }: { row: ResultRow; cell: ResultCell | undefined; filtered: boolean }) {
  const { t } = useTranslation();
  const published = cellText(cell);
  return (
    <span className={styles.rankBox}>
      <span className={styles.rankLine}>
        {filtered && row.filterRank !== undefined ? (
          <>
            <span>{row.filterRank}</span>
            <span className={styles.overall} title={t('results.filter.overall', { rank: published })}>
              <span aria-hidden="true">({published})</span>
              <span className="visually-hidden">{t('results.filter.overall', { rank: published })}</span>
            </span>
          </>
        ) : (
          <span>{published}</span>
        )}
      </span>
      <Change change={row.change} />
    </span>
  );
}

function WideTable({
  publication,
  group,
  codeId,
  links,
  filtered,
  heading,
  caption,
}: GroupProps & { heading: string | null; caption: string }) {
  const { t } = useTranslation();
  const { columns } = publication;
  const scroller = useRef<HTMLDivElement>(null);
  const copy = useRef<HTMLDivElement>(null);
  useStickyHead(scroller, copy);

  // pinned columns and their offsets from the left edge
  const sticky: { left: string; last: boolean }[] = [];
  const offsets: string[] = [];
  for (const c of columns) {
    const w = STICKY_WIDTH[c.kind];
    if (!w || sticky.length >= 3) break;
    sticky.push({ left: offsets.length ? `calc(${offsets.join(' + ')})` : '0px', last: false });
    offsets.push(w);
  }
  if (sticky.length > 0) sticky[sticky.length - 1]!.last = true;
  const rowHeaderKey = (
    columns.find((c) => c.kind === 'rank') ??
    columns.find((c) => c.kind === 'sailNo') ??
    columns[0]
  )?.key;
  const nameKey = (columns.find((c) => c.kind === 'helm') ?? columns.find((c) => c.kind === 'boat'))?.key;

  const label = (c: ScoreColumn): string =>
    c.kind === 'race' || c.kind === 'text' ? c.name : t(`results.columns.${c.kind}`);

  // on wide screens the trailing Total and Net (or Net alone) stay in view on the right as well,
  // side by side: each keeps exactly its width, Total's offset is Net's width
  const right: Record<number, { right: string; first: boolean; width: string }> = {};
  {
    const last = columns.length - 1;
    if (last > sticky.length && columns[last]!.kind === 'net') {
      right[last] = { right: '0px', first: true, width: 'var(--rt-w-net)' };
      if (last - 1 > sticky.length && columns[last - 1]!.kind === 'total') {
        right[last]!.first = false;
        right[last - 1] = { right: 'var(--rt-w-net)', first: true, width: 'var(--rt-w-total)' };
      }
    }
  }
  const cellClass = (c: ScoreColumn, i: number): string => {
    const cls = [styles.cell, KIND_CLASS[c.kind]];
    const st = sticky[i];
    if (st) cls.push(styles.sticky, st.last ? styles.stickyLast : '');
    const r = right[i];
    if (r) cls.push(styles.stickyRight, r.first ? styles.stickyRightFirst : '');
    return cls.filter(Boolean).join(' ');
  };
  const cellStyle = (c: ScoreColumn, i: number): CSSProperties | undefined => {
    const st = sticky[i];
    if (st) return { left: st.left, minWidth: STICKY_WIDTH[c.kind] };
    const r = right[i];
    return r ? ({ '--rt-right': r.right } as CSSProperties) : undefined;
  };
  /** a pinned column next to another one keeps exactly its width (the other one's offset counts on it) */
  const boxed = (c: ScoreColumn, i: number, content: ReactNode, body = false): ReactNode => {
    const st = sticky[i];
    if (st && !st.last)
      return (
        <span className={styles.stickyBox} style={{ width: STICKY_WIDTH[c.kind] }}>
          {content}
        </span>
      );
    const r = right[i];
    if (r)
      return (
        <span className={styles.rightBox} style={{ '--rt-box': r.width } as CSSProperties}>
          {content}
        </span>
      );
    return body && (c.kind === 'club' || c.kind === 'text') ? (
      <span className={styles.wrapBox}>{content}</span>
    ) : (
      content
    );
  };

  const head = (
    <tr>
      {columns.map((c, i) => (
        <th key={c.key} scope="col" className={cellClass(c, i)} style={cellStyle(c, i)}>
          {boxed(
            c,
            i,
            c.kind === 'race' ? (
              <Link
                className={styles.raceLink}
                to={links.href({ race: c.key })}
                aria-label={t('results.race.open', { name: c.name })}
                preventScrollReset
              >
                {label(c)}
              </Link>
            ) : (
              label(c)
            ),
          )}
        </th>
      ))}
    </tr>
  );

  return (
    <div className={styles.wide}>
      {/* the copy of the header row that stays in view (filled in the browser: see useStickyHead) */}
      <div ref={copy} className={styles.stickyHead} aria-hidden="true" />
      <div
        ref={scroller}
        className={styles.scroller}
        role="region"
        tabIndex={0}
        aria-label={t('results.scrollRegion', { name: heading ?? publication.title ?? t('results.heading') })}
      >
        <table className={styles.table}>
          <caption className="visually-hidden">
            {heading ? `${heading}: ` : ''}
            {caption}
          </caption>
          <thead>{head}</thead>
          <tbody>
            {group.rows.map((row, ri) => (
              <tr key={ri}>
                {columns.map((c, i) => {
                  const cell: ResultCell = row.cells[i] ?? '';
                  let inner: ReactNode = <Cell cell={cell} column={c} codeId={codeId} />;
                  if (c.kind === 'rank') inner = <RankContent row={row} cell={cell} filtered={filtered} />;
                  else if (row.boat && (c.kind === 'sailNo' || c.key === nameKey) && cellText(cell))
                    inner = (
                      <Link className={styles.boatLink} to={links.boat(row.boat)}>
                        {inner}
                      </Link>
                    );
                  else if (c.kind === 'net' && row.tie)
                    inner = (
                      <>
                        <Tie tie={row.tie} />
                        {inner}
                      </>
                    );
                  const content = boxed(c, i, inner, true);
                  const discarded = typeof cell !== 'string' && cell.type === 'score' && cell.discarded;
                  const className = `${cellClass(c, i)}${discarded ? ` ${styles.discarded}` : ''}`;
                  return c.key === rowHeaderKey ? (
                    <th key={c.key} scope="row" className={className} style={cellStyle(c, i)}>
                      {content}
                    </th>
                  ) : (
                    <td key={c.key} className={className} style={cellStyle(c, i)}>
                      {content}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

/**
 * Keeps a copy of the table's header row under the site header while the table scrolls by: the
 * copy's box is sticky in the card; it holds a clone of the <thead> with the real columns' widths
 * and follows the table's sideways scroll. Without JavaScript the real header row scrolls with
 * the table as before.
 */
function useStickyHead(
  scrollerRef: React.RefObject<HTMLDivElement | null>,
  copyRef: React.RefObject<HTMLDivElement | null>,
) {
  useEffect(() => {
    const scroller = scrollerRef.current;
    const copy = copyRef.current;
    const table = scroller?.querySelector('table');
    const thead = table?.querySelector('thead');
    if (!scroller || !copy || !table || !thead) return;
    const clone = document.createElement('table');
    clone.className = table.className;
    const head = thead.cloneNode(true) as HTMLTableSectionElement;
    // the copy is not for reading or tabbing: the real header row is in the table
    head.querySelectorAll('a').forEach((a) => a.setAttribute('tabindex', '-1'));
    clone.append(head);
    const box = document.createElement('div');
    box.className = styles.stickyHeadScroll!;
    box.append(clone);
    copy.replaceChildren(box);
    const cells = [...thead.querySelectorAll<HTMLElement>('th')];
    const copies = [...head.querySelectorAll<HTMLElement>('th')];
    const measure = () => {
      clone.style.width = `${table.offsetWidth}px`;
      box.style.width = `${scroller.clientWidth}px`;
      cells.forEach((th, i) => {
        const c = copies[i];
        if (c) c.style.width = c.style.minWidth = c.style.maxWidth = `${th.getBoundingClientRect().width}px`;
      });
      box.scrollLeft = scroller.scrollLeft;
    };
    const follow = () => {
      box.scrollLeft = scroller.scrollLeft;
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(table);
    observer.observe(scroller);
    scroller.addEventListener('scroll', follow, { passive: true });
    // the copy shows only while the real header row is under the site header (above it, the real
    // one is in view and takes the clicks)
    const headerHeight = parseFloat(getComputedStyle(document.documentElement).getPropertyValue('--header-h')) || 0;
    const stuck = new IntersectionObserver(
      ([entry]) => {
        if (!entry) return;
        const under = !entry.isIntersecting && entry.boundingClientRect.top < headerHeight;
        if (under) copy.dataset.ready = '';
        else delete copy.dataset.ready;
      },
      { rootMargin: `-${headerHeight}px 0px 0px 0px`, threshold: 0 },
    );
    stuck.observe(thead);
    // a race header of the copy opens the race as the real one does (in the app, not a new document)
    const links = [...thead.querySelectorAll('a')];
    const copied = [...head.querySelectorAll('a')];
    const forward = (e: MouseEvent) => {
      const a = e.target instanceof Element ? e.target.closest('a') : null;
      const real = a ? links[copied.indexOf(a)] : undefined;
      if (!real) return;
      e.preventDefault();
      real.click();
    };
    box.addEventListener('click', forward);
    return () => {
      observer.disconnect();
      stuck.disconnect();
      box.removeEventListener('click', forward);
      scroller.removeEventListener('scroll', follow);
      copy.replaceChildren();
      delete copy.dataset.ready;
    };
  }, [scrollerRef, copyRef]);
}

/** the phone view: one line per boat, opened in place to its races */
function PhoneList({ publication, group, codeId, links, filtered, caption }: GroupProps & { caption: string }) {
  const { t } = useTranslation();
  const { columns } = publication;
  const at = (kind: ScoreColumn['kind']) => columns.findIndex((c) => c.kind === kind);
  const iRank = at('rank');
  const iNat = at('nationality');
  const iSail = at('sailNo');
  const iHelm = at('helm');
  const iCrew = at('crew');
  const iBoat = at('boat');
  const iClub = at('club');
  const iTotal = at('total');
  const iNet = at('net');
  const races = columns.map((c, i) => ({ c, i })).filter(({ c }) => c.kind === 'race');
  const others = columns.map((c, i) => ({ c, i })).filter(({ c }) => c.kind === 'text');
  const cell = (row: ResultRow, i: number | undefined): ResultCell =>
    i === undefined || i < 0 ? '' : (row.cells[i] ?? '');
  return (
    <ol className={styles.phone} aria-label={caption}>
      {group.rows.map((row, ri) => {
        const name = cell(row, iHelm >= 0 ? iHelm : iBoat);
        const crew = cell(row, iCrew);
        const nat = cell(row, iNat);
        return (
          <li key={ri} className={styles.phoneRow}>
            <details>
              <summary className={styles.phoneSummary}>
                <span className={styles.phoneRank}>
                  <RankContent row={row} cell={cell(row, iRank)} filtered={filtered} />
                </span>
                <span className={styles.phoneBoat}>
                  {cellText(nat) ? <Cell cell={nat} column={{ kind: 'nationality' }} codeId={codeId} /> : null}
                  <span className={styles.phoneSail}>{cellText(cell(row, iSail))}</span>
                </span>
                <span className={styles.phoneNames}>
                  <span className={styles.phoneHelm}>
                    <Cell cell={name} column={{ kind: 'helm' }} codeId={codeId} />
                  </span>
                  {cellText(crew) ? (
                    <span className={styles.phoneCrew}>
                      <Cell cell={crew} column={{ kind: 'crew' }} codeId={codeId} />
                    </span>
                  ) : null}
                </span>
                <span className={styles.phoneNet}>
                  <span className="visually-hidden">{t('results.columns.net')} </span>
                  {row.tie ? <Tie tie={row.tie} /> : null}
                  {cellText(cell(row, iNet))}
                </span>
              </summary>
              <div className={styles.phoneDetail}>
                {races.length > 0 ? (
                  <ol className={styles.phoneRaces} aria-label={t('results.races')}>
                    {races.map(({ c, i }) => {
                      const score = row.cells[i] ?? '';
                      const read = typeof score === 'object' && score.type === 'score' ? score : null;
                      return (
                        <li key={c.key} className={read?.discarded ? styles.discarded : undefined}>
                          <span className={styles.phoneRace}>{c.name}</span>
                          <span className={styles.phoneScore}>
                            {read?.parts
                              ? read.discarded
                                ? `(${read.parts.points})`
                                : read.parts.points
                              : cellText(score) || '—'}
                            {read?.code ? (
                              <>
                                {' '}
                                <CodeAbbr code={read.code} codeId={codeId} />
                              </>
                            ) : null}
                          </span>
                          {read?.code || read?.discarded ? (
                            <span className={styles.phoneWhy}>
                              {[
                                read.code ? t(`results.codes.${read.code}`) : null,
                                read.discarded ? t('results.discarded') : null,
                              ]
                                .filter(Boolean)
                                .join(' · ')}
                            </span>
                          ) : null}
                        </li>
                      );
                    })}
                  </ol>
                ) : null}
                <dl className={styles.phoneFacts}>
                  {iTotal >= 0 ? (
                    <div>
                      <dt>{t('results.columns.total')}</dt>
                      <dd>{cellText(cell(row, iTotal))}</dd>
                    </div>
                  ) : null}
                  {iClub >= 0 && cellText(cell(row, iClub)) ? (
                    <div>
                      <dt>{t('results.columns.club')}</dt>
                      <dd>
                        <Cell cell={cell(row, iClub)} column={{ kind: 'club' }} codeId={codeId} />
                      </dd>
                    </div>
                  ) : null}
                  {others.map(({ c, i }) =>
                    cellText(cell(row, i)) ? (
                      <div key={c.key}>
                        <dt>{c.name}</dt>
                        <dd>{cellText(cell(row, i))}</dd>
                      </div>
                    ) : null,
                  )}
                  {row.tie ? (
                    <div>
                      <dt>{t('results.tie.label')}</dt>
                      <dd>{t(`results.tie.${TIE_KEY[row.tie]}`)}</dd>
                    </div>
                  ) : null}
                </dl>
                {row.boat ? (
                  <Link className={styles.phoneLink} to={links.boat(row.boat)}>
                    {t('results.boatPage')} →
                  </Link>
                ) : null}
              </div>
            </details>
          </li>
        );
      })}
    </ol>
  );
}
