/**
 * The result tables of a level, from its score publications (docs/product.md §3, §4; issue 4 item 5;
 * docs/results.md), read on the server: the level route's loader sends
 * them ready to show (shared/results-view.ts, made by shared/score-publication.ts `resultsView`),
 * so that this component parses nothing and the parser and zod stay out of the browser.
 *
 * `<ResultTables publications={…} />` shows the newest publication; when there are several, a row
 * of buttons (newest first, `aria-pressed`) switches to an earlier one. For the shown publication:
 * its title, the publish time, the scoring line ('Low Point', 'Discard After N race' only when
 * N > 0), then one table per group (`groupingField`; headed "groupingFieldName: value", rows
 * without a value last under "Other"), the codes used with their meaning, and the rules notes.
 *
 * Provisional or final (shared/score-publication.ts `publicationKind`): a publication whose title
 * says "Provisional…"/"临时…" is provisional and one that says "Final Results"/"最终…" is final;
 * otherwise the newest is labelled "Results as of …" (we cannot know whether the results are
 * closed) and an older one, replaced by a newer, "Results are provisional as of …".
 *
 * Tables: columns in header order (the grouping column left out of grouped tables, where every
 * row has the same value); known columns get the site's labels (`club` → Affiliation / 所属单位),
 * others keep the published name; `nationality` is a flag (alt = the IOC code) and the code as
 * text, the code alone when the nation has no flag; the rank (else the sail number) is the row
 * header; discarded scores keep their parentheses and are muted on a hatched ground; scoring
 * codes are <abbr> elements, focusable, described by the codes list under the table, with a
 * tooltip on hover and focus. Rank, nation and sail number stay pinned while the other columns
 * scroll sideways in a focusable, labelled region.
 *
 * Never throws on bad data: what can be read is shown, with a short notice (role="status").
 * Renders the same on the server and in the browser: cell texts and times are shown as
 * published (no Date, no locale formatting); the tooltip exists only after a hover or focus.
 */
import {
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type CSSProperties,
  type MouseEvent,
  type ReactNode,
} from 'react';
import type { ResultCell, ResultGroup, ResultPublication, ScoreCode, ScoreColumn } from '../../../../shared/results-view';
import { useTranslation, type TFunction } from '../../../i18n';
import styles from './results-tables.module.css';
// the results feature brings its own messages, wherever its tables are shown
import '../messages/register';

type HeadingLevel = 2 | 3 | 4 | 5;
type HeadingTag = 'h2' | 'h3' | 'h4' | 'h5' | 'h6';

export interface ResultTablesProps {
  /** the level's score publications, read on the server, newest first (shared/score-publication.ts `resultsView`) */
  publications: readonly ResultPublication[];
  /** the level of each publication's title; group headings are one below (default 2) */
  headingLevel?: HeadingLevel;
}

/** a message with one `{{time}}` slot filled by a <time> element */
function withTime(t: TFunction, key: string, time: ResultPublication['time']): ReactNode {
  const MARK = '\u0001';
  const [before = '', after = ''] = t(key, { time: MARK }).split(MARK);
  return (
    <>
      {before}
      <time dateTime={time.dateTime ?? undefined}>{time.text}</time>
      {after}
    </>
  );
}

export function ResultTables({ publications, headingLevel = 2 }: ResultTablesProps) {
  const { t } = useTranslation();
  const items: readonly ResultPublication[] = useMemo(
    () => (Array.isArray(publications) ? publications : []),
    [publications],
  );
  // the chosen publication, reset to the newest when another level's publications come in
  const [pick, setPick] = useState<{ items: readonly ResultPublication[]; index: number }>({ items, index: 0 });
  const selected = pick.items === items ? pick.index : 0;
  const pickerId = useId();
  const index = Math.min(selected, items.length - 1);
  const current = items[index];

  if (!current) return <p className={styles.empty}>{t('results.empty')}</p>;

  return (
    <div className={styles.root}>
      {items.length > 1 ? (
        <div className={styles.picker} role="group" aria-label={t('results.publications')}>
          {items.map((item, i) => (
            <button
              key={`${item.id}-${i}`}
              type="button"
              className={styles.pick}
              aria-pressed={i === index}
              aria-controls={pickerId}
              onClick={() => setPick({ items, index: i })}
            >
              <span className={`${styles.pickKind} ${styles[item.kind]}`}>{t(`results.kind.${item.kind}`)}</span>
              <span className={styles.pickTime}>{item.time.text || item.title || `#${i + 1}`}</span>
            </button>
          ))}
        </div>
      ) : null}
      <Publication key={`${current.id}-${index}`} id={pickerId} item={current} headingLevel={headingLevel} />
    </div>
  );
}

interface Tip {
  code: ScoreCode;
  x: number;
  y: number;
  below: boolean;
}

function Publication({ id, item, headingLevel }: { id: string; item: ResultPublication; headingLevel: HeadingLevel }) {
  const { t } = useTranslation();
  const uid = useId();
  const { kind, time } = item;
  const H = `h${headingLevel}` as HeadingTag;
  const sectionRef = useRef<HTMLElement>(null);
  const hideTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [tip, setTip] = useState<Tip | null>(null);

  const codeId = (code: string) => `${uid}-code-${code}`;
  const scoring = [
    item.scoringSystem.toLowerCase() === 'low point' ? t('results.lowPoint') : item.scoringSystem,
    item.discardRule > 0 ? t('results.discardAfter', { n: item.discardRule }) : null,
  ]
    .filter(Boolean)
    .join(' · ');

  // ---- the code tooltip: one element, placed over the hovered or focused <abbr>
  const cancelHide = () => clearTimeout(hideTimer.current);
  const hide = () => {
    cancelHide();
    anchor.current = null;
    setTip(null);
  };
  const anchor = useRef<HTMLElement | null>(null);
  const showFor = (target: EventTarget | null) => {
    const section = sectionRef.current;
    const abbr = target instanceof Element ? target.closest<HTMLElement>('abbr[data-code]') : null;
    // (only glossary codes are marked: shared/score-publication.ts resultCell)
    const code = abbr?.dataset.code as ScoreCode | undefined;
    if (!section || !abbr || !code) return false;
    cancelHide();
    anchor.current = abbr;
    const a = abbr.getBoundingClientRect();
    const s = section.getBoundingClientRect();
    const half = Math.min(120, s.width / 2);
    const below = a.top < 80;
    setTip({
      code,
      x: Math.min(Math.max(a.left + a.width / 2 - s.left, half), s.width - half),
      y: below ? a.bottom - s.top + 6 : a.top - s.top - 6,
      below,
    });
    return true;
  };
  // the table scrolled sideways (by hand, or to bring the focused code into view): follow the code
  const shown = tip !== null;
  useEffect(() => {
    if (!shown) return;
    let frame = 0;
    const follow = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        if (anchor.current?.isConnected) showFor(anchor.current);
        else setTip(null);
      });
    };
    window.addEventListener('scroll', follow, true);
    window.addEventListener('resize', follow);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', follow, true);
      window.removeEventListener('resize', follow);
    };
    // (showFor reads only refs: re-subscribing when the tooltip opens or closes is enough)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shown]);
  useEffect(() => () => clearTimeout(hideTimer.current), []);

  const handlers = {
    onMouseOver: (e: MouseEvent) => void showFor(e.target),
    onMouseOut: (e: MouseEvent) => {
      if (e.target instanceof Element && e.target.closest('abbr[data-code]')) {
        cancelHide();
        hideTimer.current = setTimeout(hide, 150);
      }
    },
    onFocus: (e: FocusEvent) => void showFor(e.target),
    onBlur: (e: FocusEvent) => {
      if (e.target instanceof Element && e.target.closest('abbr[data-code]')) hide();
    },
    onKeyDown: (e: KeyboardEvent) => {
      if (e.key === 'Escape' && tip) hide();
    },
  };

  return (
    <section id={id} ref={sectionRef} className={styles.publication} aria-labelledby={`${uid}-title`} {...handlers}>
      <header className={styles.head}>
        <H id={`${uid}-title`} className={styles.title}>
          {item.title ?? t('results.heading')}
        </H>
        <p className={styles.meta}>
          <span className={`${styles.status} ${styles[kind]}`}>
            {time.text ? withTime(t, `results.asOf.${kind}`, time) : t(`results.kind.${kind}`)}
          </span>
          {scoring ? <span className={styles.scoring}>{scoring}</span> : null}
        </p>
      </header>

      {item.warnings.length > 0 ? (
        <p role="status" className={styles.notice}>
          {t('results.partial')}
        </p>
      ) : null}

      {item.groups.map((group, gi) => (
        <GroupTable
          key={`${group.value ?? ''}-${gi}`}
          publication={item}
          group={group}
          headingLevel={Math.min(headingLevel + 1, 6) as 3 | 4 | 5 | 6}
          codeId={codeId}
        />
      ))}

      {item.codes.length > 0 ? (
        <div className={styles.legend}>
          <H className={styles.smallHeading}>{t('results.codesHeading')}</H>
          <dl className={styles.codes}>
            {item.codes.map((code) => (
              <div key={code} className={styles.codeItem}>
                <dt className={`${styles.code} ${styles[codeClass(code)]}`}>{code}</dt>
                <dd id={codeId(code)}>{t(`results.codes.${code}`)}</dd>
              </div>
            ))}
          </dl>
        </div>
      ) : null}

      {item.rules.length > 0 ? (
        <div className={styles.notes}>
          <H className={styles.smallHeading}>{t('results.notesHeading')}</H>
          <ul>
            {item.rules.map((rule, i) => (
              <li key={i}>
                {rule.key ? <span className={styles.ruleKey}>{rule.key}</span> : null}
                {rule.notes}
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      {tip ? (
        <div
          className={`${styles.tooltip} ${tip.below ? styles.tooltipBelow : ''}`}
          style={{ left: tip.x, top: tip.y }}
          aria-hidden="true"
          onMouseEnter={cancelHide}
          onMouseLeave={hide}
        >
          <strong>{tip.code}</strong> {t(`results.codes.${tip.code}`)}
        </div>
      ) : null}
    </section>
  );
}

/** colour family of a code (the code text is the information; colour only groups them) */
function codeClass(code: ScoreCode): 'codeOut' | 'codePenalty' | 'codeRedress' {
  if (code === 'RDG') return 'codeRedress';
  if (code === 'ZFP' || code === 'SCP' || code === 'DPI') return 'codePenalty';
  return 'codeOut';
}

/** the pinned columns: the leading run of rank / nation / sail number, with their CSS widths */
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

function GroupTable({
  publication,
  group,
  headingLevel,
  codeId,
}: {
  publication: ResultPublication;
  group: ResultGroup;
  headingLevel: 3 | 4 | 5 | 6;
  codeId: (code: string) => string;
}) {
  const { t } = useTranslation();
  const H = `h${headingLevel}` as HeadingTag;
  const { columns, grouping } = publication;
  const heading = grouping
    ? group.value === null
      ? t('results.otherGroup')
      : t('results.group', { field: grouping.name, value: group.value })
    : null;

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

  const s = group.stats;
  const hasRaces = columns.some((c) => c.kind === 'race');
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

  return (
    <div className={styles.group}>
      {heading ? <H className={styles.groupHeading}>{heading}</H> : null}
      <div className={styles.card}>
        {/* the caption, visible above the scrolling part (the <caption> itself would scroll away) */}
        <p className={styles.stats} aria-hidden="true">
          {caption}
        </p>
        <div
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
            <thead>
              <tr>
                {columns.map((c, i) => (
                  <th key={c.key} scope="col" className={cellClass(c, i)} style={cellStyle(c, i)}>
                    {boxed(c, i, label(c))}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {group.rows.map((row, ri) => (
                <tr key={ri}>
                  {columns.map((c, i) => {
                    const cell: ResultCell = row.cells[i] ?? '';
                    const content = boxed(c, i, <Cell cell={cell} column={c} codeId={codeId} />, true);
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
    </div>
  );
}

function Cell({ cell, column, codeId }: { cell: ResultCell; column: ScoreColumn; codeId: (code: string) => string }) {
  if (typeof cell === 'string') return <>{cell}</>;
  if (cell.type === 'nation') {
    if (!cell.text) return null;
    return (
      <span className={styles.nat}>
        {/* decorative: the code beside it is the text (an alt would make readers say it twice) */}
        {cell.flag ? (
          <img className={styles.flag} src={cell.flag} alt="" width={24} height={16} loading="lazy" />
        ) : null}
        <span className={styles.natCode}>{cell.text}</span>
      </span>
    );
  }
  if (cell.code && cell.parts) {
    const { code, parts } = cell;
    const abbr = (
      <abbr
        className={`${styles.code} ${styles[codeClass(code)]}`}
        data-code={code}
        tabIndex={0}
        aria-describedby={codeId(code)}
      >
        {code}
      </abbr>
    );
    // a race: points over the code, "(19.0)" above "OCS": race columns stay narrow enough for a
    // whole series to fit beside the names on a wide screen
    if (column.kind === 'race' && parts.points) {
      return (
        <span className={styles.stack}>
          <span>{cell.discarded ? `(${parts.points})` : parts.points}</span> {abbr}
        </span>
      );
    }
    return (
      <>
        {parts.before}
        {abbr}
        {parts.after}
      </>
    );
  }
  return <>{cell.text}</>;
}
