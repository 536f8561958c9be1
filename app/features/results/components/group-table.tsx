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
import { useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { Link } from 'react-router';
import type {
  ResultCell,
  ResultGroup,
  ResultPublication,
  ResultRow,
  ScoreColumn,
} from '../../../../shared/results-view';
import { groupFieldName, groupValue, inLanguage } from '../../../../shared/content-language';
import { useTranslation } from '../../../i18n';
import { Cell, CodeAbbr, HearingLink, cellText } from './cells';
import { Change, TIE_KEY, Tie } from './row-marks';
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

/** a fleet this small fits one printed sheet: it is kept on one (a larger one starts under the heading) */
const SHEET_ROWS = 20;

/** from this many races a table is wider than any screen's card (its clubs on one line from the start) */
const LONG_SERIES = 15;

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
  const { t, i18n } = useTranslation();
  const { publication, group, headingLevel } = props;
  const H = `h${headingLevel}` as HeadingTag;
  const { grouping } = publication;
  // decision 0017: the field's name and the group's value in the page's language ("组别：男子组",
  // never "Division：Boys" on a Chinese page); a value with no such form is marked with its own
  const lang = i18n.language === 'en' ? 'en' : 'zh';
  const field = grouping ? groupFieldName(grouping.name, lang, t('results.filter.group')) : '';
  const value = group.value === null ? null : groupValue(group.value, lang);
  const heading = grouping
    ? value === null
      ? t('results.otherGroup')
      : t('results.group', { field, value: value.text })
    : null;
  const [before = '', after = ''] =
    grouping && value?.lang ? t('results.group', { field, value: '\u2063' }).split('\u2063') : [];
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
    <div className={`${styles.group}${group.rows.length <= SHEET_ROWS ? ` ${styles.keepTogether}` : ''}`}>
      {heading ? (
        <H className={styles.groupHeading}>
          {value?.lang ? (
            <>
              {before}
              <span lang={value.lang}>{value.text}</span>
              {after}
            </>
          ) : (
            heading
          )}
        </H>
      ) : null}
      <div className={styles.card}>
        {/* the caption, visible above the scrolling part (the <caption> itself would scroll away) */}
        <p className={styles.stats} aria-hidden="true">
          {caption}
        </p>
        <WideTable {...props} heading={heading} caption={caption} split={printSplit(publication.columns) !== null} />
        <PrintTables {...props} />
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

/**
 * Print on A4 landscape (issue 28 item 2): up to PRINT_RACES races the table prints whole at
 * 7.5 pt; a longer series prints as tables of at most PRINT_RACES races each (split evenly), every
 * one with Rank, Nat, Sail No, Helm (or Boat), Total and Net, so every sheet has the boats and
 * their totals and every race is on one of them.
 */
export const PRINT_RACES = 20;

/** the print parts of a long series: null when the table prints whole */
export function printSplit(columns: readonly ScoreColumn[]): { keys: number[]; chunks: number[][] } | null {
  const races = columns.flatMap((c, i) => (c.kind === 'race' ? [i] : []));
  if (races.length <= PRINT_RACES) return null;
  const name = columns.findIndex((c) => c.kind === 'helm');
  const keys = columns.flatMap((c, i) =>
    c.kind === 'rank' ||
    c.kind === 'nationality' ||
    c.kind === 'sailNo' ||
    (c.kind === 'helm' && i === name) ||
    (c.kind === 'boat' && name < 0) ||
    c.kind === 'total' ||
    c.kind === 'net'
      ? [i]
      : [],
  );
  const parts = Math.ceil(races.length / PRINT_RACES);
  const size = Math.ceil(races.length / parts);
  const chunks: number[][] = [];
  for (let at = 0; at < races.length; at += size) chunks.push(races.slice(at, at + size));
  return { keys, chunks };
}

/** the print-only tables of a long series (see printSplit); nothing for a series that prints whole */
function PrintTables({ publication, group, codeId, filtered }: GroupProps) {
  const { t } = useTranslation();
  const { columns } = publication;
  const split = printSplit(columns);
  if (!split) return null;
  const raceCount = split.chunks.reduce((n, c) => n + c.length, 0);
  let first = 1;
  return (
    <div className={styles.printParts} data-print="only">
      {split.chunks.map((chunk) => {
        const from = first;
        const to = first + chunk.length - 1;
        first = to + 1;
        const shown = [
          ...split.keys.filter((i) => columns[i]!.kind !== 'total' && columns[i]!.kind !== 'net'),
          ...chunk,
          ...split.keys.filter((i) => columns[i]!.kind === 'total' || columns[i]!.kind === 'net'),
        ];
        return (
          <table key={from} className={`${styles.table} ${styles.printTable}`}>
            <caption className={styles.printCaption}>{t('results.printPart', { from, to, total: raceCount })}</caption>
            <thead>
              <tr>
                {shown.map((i) => {
                  const c = columns[i]!;
                  return (
                    <th key={c.key} scope="col" className={`${styles.cell} ${KIND_CLASS[c.kind] ?? ''}`}>
                      {c.kind === 'race' || c.kind === 'text' ? c.name : t(`results.columns.${c.kind}`)}
                    </th>
                  );
                })}
              </tr>
            </thead>
            <tbody>
              {group.rows.map((row, ri) => (
                <tr key={ri}>
                  {shown.map((i) => {
                    const c = columns[i]!;
                    const cell: ResultCell = row.cells[i] ?? '';
                    const discarded = typeof cell !== 'string' && cell.type === 'score' && cell.discarded;
                    return (
                      <td
                        key={c.key}
                        className={`${styles.cell} ${KIND_CLASS[c.kind] ?? ''}${discarded ? ` ${styles.discarded}` : ''}`}
                      >
                        {c.kind === 'rank' ? (
                          <RankContent row={row} cell={cell} filtered={filtered} />
                        ) : (
                          <Cell cell={cell} column={c} codeId={codeId} />
                        )}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        );
      })}
    </div>
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
  split,
}: GroupProps & { heading: string | null; caption: string; split: boolean }) {
  const { t, i18n } = useTranslation();
  const { columns } = publication;
  const scroller = useRef<HTMLDivElement>(null);
  const copy = useRef<HTMLDivElement>(null);
  const wide = useRef<HTMLDivElement>(null);
  useStickyHead(scroller, copy);
  const hidden = useHiddenRaces(scroller, wide);
  const raceCount = columns.filter((c) => c.kind === 'race').length;
  const raceNo = new Map(columns.filter((c) => c.kind === 'race').map((c, i) => [c.key, i + 1] as const));
  const rangeLabel = (r: RaceRange) =>
    r.from === r.to ? t('results.scroll.race', { n: r.from }) : t('results.scroll.races', { from: r.from, to: r.to });

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
        <th
          key={c.key}
          scope="col"
          className={cellClass(c, i)}
          style={cellStyle(c, i)}
          data-race={c.kind === 'race' ? raceNo.get(c.key) : undefined}
          data-edge={sticky[i]?.last ? 'start' : right[i]?.first ? 'end' : undefined}
        >
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
    <div
      ref={wide}
      className={`${styles.wide}${split ? ` ${styles.printSplit}` : ''}`}
      // a long series is wider than any screen's card: its clubs keep one line from the first paint
      // (useHiddenRaces keeps this up to date in the browser)
      data-overflows={columns.filter((c) => c.kind === 'race').length >= LONG_SERIES ? '' : undefined}
    >
      {/* which races are out of view, and a way to them (filled in the browser: see useHiddenRaces) */}
      {raceCount > 1 && (hidden.left || hidden.right) ? (
        <div className={styles.scrollBar}>
          {hidden.left ? (
            <button
              type="button"
              className={styles.scrollButton}
              onClick={() => scrollToRace(scroller.current, hidden.left!.from)}
            >
              <span aria-hidden="true">← </span>
              {rangeLabel(hidden.left)}
            </button>
          ) : (
            <span />
          )}
          {hidden.right ? (
            <button
              type="button"
              className={styles.scrollButton}
              onClick={() => scrollToRace(scroller.current, hidden.right!.from)}
            >
              {rangeLabel(hidden.right)}
              <span aria-hidden="true"> →</span>
            </button>
          ) : null}
        </div>
      ) : null}
      {/* the copy of the header row that stays in view (filled in the browser: see useStickyHead) */}
      <div ref={copy} className={styles.stickyHead} aria-hidden="true" />
      <div
        ref={scroller}
        className={styles.scroller}
        role="region"
        tabIndex={0}
        aria-label={t('results.scrollRegion', {
          name:
            heading ??
            (publication.title ? inLanguage(publication.title, i18n.language === 'en' ? 'en' : 'zh').text : null) ??
            t('results.heading'),
        })}
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
                  let inner: ReactNode = <Cell cell={cell} column={c} codeId={codeId} hearingHref={links.hearing} />;
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

/** races n..m (1-based, in the order of the table) */
export interface RaceRange {
  from: number;
  to: number;
}

/** the part of the scroller not under a pinned column: [left, right] in viewport pixels */
function openWindow(scroller: HTMLElement): [number, number] {
  const box = scroller.getBoundingClientRect();
  let left = box.left;
  let right = box.left + scroller.clientWidth;
  for (const th of scroller.querySelectorAll<HTMLElement>('thead th')) {
    if (getComputedStyle(th).position !== 'sticky') continue;
    const r = th.getBoundingClientRect();
    if (r.left - box.left < box.right - r.right) left = Math.max(left, r.right);
    else right = Math.min(right, r.left);
  }
  return [left, right];
}

/** scrolls the table so that race `n` starts right after the pinned columns on the left */
function scrollToRace(scroller: HTMLElement | null, n: number) {
  const th = scroller?.querySelector<HTMLElement>(`thead th[data-race="${n}"]`);
  if (!scroller || !th) return;
  const [left] = openWindow(scroller);
  scroller.scrollLeft += th.getBoundingClientRect().left - left;
}

/**
 * The races of a wide table that are out of view on either side, kept up to date as it
 * scrolls or resizes (issue 28 item 1): the table shows an edge shadow on the side where
 * more columns are (data-more-left / data-more-right on `wideRef`) and a control naming them.
 * A race counts as out of view when any of it is hidden (more than 2 px: a race half under the
 * pinned Total is cut, as the console's preview showed R16 of 36, and the control names it).
 */
function useHiddenRaces(
  scrollerRef: React.RefObject<HTMLDivElement | null>,
  wideRef: React.RefObject<HTMLDivElement | null>,
): { left: RaceRange | null; right: RaceRange | null } {
  const [hidden, setHidden] = useState<{ left: RaceRange | null; right: RaceRange | null }>({
    left: null,
    right: null,
  });
  useEffect(() => {
    const scroller = scrollerRef.current;
    const wide = wideRef.current;
    if (!scroller || !wide) return;
    const races = [...scroller.querySelectorAll<HTMLElement>('thead th[data-race]')];
    let frame = 0;
    const measure = () => {
      frame = 0;
      const [left, right] = openWindow(scroller);
      const before: number[] = [];
      const after: number[] = [];
      for (const th of races) {
        const r = th.getBoundingClientRect();
        const n = Number(th.dataset.race);
        if (r.left < left - 2) before.push(n);
        else if (r.right > right + 2) after.push(n);
      }
      const range = (ns: number[]): RaceRange | null =>
        ns.length > 0 ? { from: Math.min(...ns), to: Math.max(...ns) } : null;
      const next = { left: range(before), right: range(after) };
      // the edge shadows: more columns under the pinned ones, or past the end, on this side
      const end = scroller.scrollWidth - scroller.clientWidth;
      toggle(wide, 'moreLeft', scroller.scrollLeft > 1);
      toggle(wide, 'moreRight', scroller.scrollLeft < end - 1);
      // wider than its card: the clubs keep one line (the table scrolls anyway); once it fits
      // with them on one line, they may wrap again (it still fits)
      toggle(wide, 'overflows', end > 1);
      setHidden((now) => (same(now.left, next.left) && same(now.right, next.right) ? now : next));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    measure();
    const observer = new ResizeObserver(schedule);
    observer.observe(scroller);
    scroller.addEventListener('scroll', schedule, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
      scroller.removeEventListener('scroll', schedule);
      delete wide.dataset.moreLeft;
      delete wide.dataset.moreRight;
    };
  }, [scrollerRef, wideRef]);
  return hidden;
}

const same = (a: RaceRange | null, b: RaceRange | null) => a?.from === b?.from && a?.to === b?.to;

function toggle(el: HTMLElement, key: 'moreLeft' | 'moreRight' | 'overflows', on: boolean) {
  if (on) el.dataset[key] = '';
  else delete el.dataset[key];
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
  // without a flag in any row the boat column is as wide as the longest sail number, not the
  // flag's 4.75rem (issue 28 item 13: a ~60 px empty gutter before the names)
  const anyNat = group.rows.some((row) => cellText(cell(row, iNat)) !== '');
  const longestSail = Math.max(1, ...group.rows.map((row) => cellText(cell(row, iSail)).length));
  const boatWidth = anyNat ? undefined : `${Math.min(4.75, Math.max(1.5, longestSail * 0.5 + 0.25))}rem`;
  return (
    <ol
      className={styles.phone}
      aria-label={caption}
      style={boatWidth ? ({ '--phone-boat': boatWidth } as CSSProperties) : undefined}
    >
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
                          {read?.hearing !== undefined && links.hearing ? (
                            <span className={styles.phoneHearing}>
                              <HearingLink number={read.hearing} href={links.hearing(read.hearing)} wordy />
                            </span>
                          ) : null}
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
