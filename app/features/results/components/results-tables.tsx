/**
 * The results of a level (docs/product.md §3, §4; docs/results.md "On the page"), from its score
 * publications read on the server: the level route's loader sends them ready to show
 * (shared/results-view.ts `ResultsPage`, made by app/features/results/lib/results-page.server.ts),
 * so that this component parses nothing and the parser, zod and the pinyin dictionary stay out of
 * the browser.
 *
 * Everything a reader chooses is a link or a GET form on the page's own URL, so it works without
 * JavaScript, can be shared and is rendered on the server: the publication (`?pub=`, newest
 * first, `aria-current`), the filters (`?group=`, `?nat=`, `?club=`: the rank within the filter
 * first, the published rank beside it), one race (`?race=r3`, from a race column's header). The
 * downloads (CSV, JSON) and the print button sit beside the filters.
 *
 * For the shown publication: its title, the publish time and kind (final / provisional / latest,
 * shared/score-publication.ts `publicationKind`), the scoring line, then one table per group
 * (group-table.tsx: the full table on wide screens, one line per boat that opens on phones), the
 * marks explained (places gained since the previous publication ▲2 / ▼1, ties and the rule that
 * broke them), the codes used with their meaning, and the rules notes. Scoring codes are <abbr>
 * elements, focusable, described by the codes list, with a tooltip on hover and focus.
 *
 * Never throws on bad data: what can be read is shown, with a short notice (role="status").
 * Renders the same on the server and in the browser: cell texts and times are shown as
 * published (no Date, no locale formatting); the tooltip exists only after a hover or focus.
 */
import {
  lazy,
  Suspense,
  useEffect,
  useId,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { Link } from 'react-router';
import type { ResultPublication, ResultsFilter, ResultsPage, ScoreCode } from '../../../../shared/results-view';
import { useTranslation, type TFunction } from '../../../i18n';
import { resultsHref, type Links, type ResultsLinkQuery } from '../lib/links';
import { discardWords, noteText } from '../lib/words';
import { groupValue, otherLang } from '../../../../shared/content-language';
import { InLanguage } from '../../../components/in-language';
import { SelectFilters } from '../../../components/select-filters';
import { codeClassName } from './cells';
import { GroupTable } from './group-table';
import styles from './results-tables.module.css';

// one race's view is loaded when a race is opened (?race=), not with every level page
const RaceView = lazy(() => import('./race-view').then((m) => ({ default: m.RaceView })));
// the results feature brings its own messages, wherever its tables are shown
import '../messages/register';

type HeadingLevel = 2 | 3 | 4 | 5;
type HeadingTag = 'h2' | 'h3' | 'h4' | 'h5' | 'h6';

export interface ResultTablesProps {
  /** the results part of the page, built on the server (app/features/results/lib/results-page.server.ts) */
  page: ResultsPage;
  /** the level page's path without its query: the picker, filters and races link to it */
  base: string;
  /** the competitor views' path, a boat's key is added ('/events/level/E/L/boat/') */
  boatBase: string;
  /** the CSV and JSON downloads' path, 'csv' or 'json' is added ('/events/level/E/L/results/') */
  downloadBase?: string;
  /** the level of each publication's title; group headings are one below (default 2) */
  headingLevel?: HeadingLevel;
  /** shown above the tables, under the title (the live notice of a running event) */
  status?: ReactNode;
  /** the event's hearings page: a score a hearing gave links to its decision there (issue 30) */
  hearingsBase?: string;
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

export function ResultTables({
  page,
  base,
  boatBase,
  downloadBase,
  headingLevel = 2,
  status,
  hearingsBase,
}: ResultTablesProps) {
  const { t } = useTranslation();
  const current = page.shown;
  if (!current) return <p className={styles.empty}>{t('results.empty')}</p>;
  const newest = page.selected === 0;
  const query: ResultsLinkQuery = {
    pub: newest ? null : (page.publications[page.selected]?.id ?? null),
    group: page.filter?.group ?? null,
    nat: page.filter?.nat ?? null,
    club: page.filter?.club ?? null,
    race: page.race?.key ?? null,
  };
  const links: Links = {
    query,
    href: (change) => resultsHref(base, { ...query, ...change }),
    boat: (key) => `${boatBase}${encodeURIComponent(key)}${query.pub ? `?pub=${encodeURIComponent(query.pub)}` : ''}`,
    ...(hearingsBase ? { hearing: (n: number) => `${hearingsBase}#h-${n}` } : {}),
  };
  return (
    <div className={styles.root}>
      {page.publications.length > 1 ? (
        <nav className={styles.picker} aria-label={t('results.publications')}>
          {page.publications.map((item, i) => (
            <Link
              key={`${item.id}-${i}`}
              className={styles.pick}
              to={resultsHref(base, { ...query, pub: i === 0 ? null : item.id, race: null })}
              aria-current={i === page.selected ? 'page' : undefined}
              preventScrollReset
            >
              <span className={`${styles.pickKind} ${styles[item.kind]}`}>{t(`results.kind.${item.kind}`)}</span>
              <span className={styles.pickTime}>
                {item.time.text || (item.title ? <InLanguage text={item.title} /> : `#${i + 1}`)}
              </span>
            </Link>
          ))}
        </nav>
      ) : null}
      <Publication
        key={`${current.id}-${page.selected}`}
        item={current}
        page={page}
        links={links}
        downloadBase={downloadBase}
        headingLevel={headingLevel}
        status={status}
      />
    </div>
  );
}

interface Tip {
  code: ScoreCode;
  x: number;
  y: number;
  below: boolean;
}

function Publication({
  item,
  page,
  links,
  downloadBase,
  headingLevel,
  status,
}: {
  item: ResultPublication;
  page: ResultsPage;
  links: Links;
  downloadBase?: string;
  headingLevel: HeadingLevel;
  status?: ReactNode;
}) {
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
    item.discardRule > 0 ? discardWords(item.discardRule, t) : null,
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

  const filter = page.filter;
  const filtered = !!filter && (filter.group !== null || filter.nat !== null || filter.club !== null);
  const hasTies = item.groups.some((g) => g.rows.some((r) => r.tie));
  const hasChanges = item.groups.some((g) => g.rows.some((r) => r.change));
  const shownRows = item.groups.reduce((n, g) => n + g.rows.length, 0);
  const downloadQuery = links.query.pub ? `?pub=${encodeURIComponent(links.query.pub)}` : '';

  return (
    <section ref={sectionRef} className={styles.publication} aria-labelledby={`${uid}-title`} {...handlers}>
      <header className={styles.head}>
        <H id={`${uid}-title`} className={styles.title}>
          {item.title ? <InLanguage text={item.title} /> : t('results.heading')}
        </H>
        <p className={styles.meta}>
          <span className={`${styles.status} ${styles[kind]}`}>
            {time.text ? withTime(t, `results.asOf.${kind}`, time) : t(`results.kind.${kind}`)}
          </span>
          {scoring ? <span className={styles.scoring}>{scoring}</span> : null}
        </p>
        {status}
      </header>

      <div className={styles.tools}>{filter && !page.race ? <FilterForm filter={filter} links={links} /> : null}</div>

      {item.warnings.length > 0 ? (
        <p role="status" className={styles.notice}>
          {t('results.partial')}
        </p>
      ) : null}

      {page.race ? (
        <Suspense fallback={null}>
          <RaceView race={page.race} links={links} codeId={codeId} headingLevel={headingLevel} />
        </Suspense>
      ) : (
        <>
          {filtered ? (
            <p className={styles.filterNote} role="status">
              {t(
                filter.nat !== null || filter.club !== null ? 'results.filter.showing' : 'results.filter.showingGroup',
                { n: shownRows },
              )}{' '}
              <Link to={links.href({ group: null, nat: null, club: null })} preventScrollReset>
                {t('results.filter.clear')}
              </Link>
            </p>
          ) : null}
          {item.groups.length === 0 ? <p className={styles.empty}>{t('results.filter.none')}</p> : null}
          {item.groups.map((group, gi) => (
            <GroupTable
              key={`${group.value ?? ''}-${gi}`}
              publication={item}
              group={group}
              headingLevel={Math.min(headingLevel + 1, 6) as 3 | 4 | 5 | 6}
              codeId={codeId}
              links={links}
              filtered={!!filter && (filter.nat !== null || filter.club !== null)}
            />
          ))}
        </>
      )}

      {downloadBase ? (
        <p className={styles.downloads}>
          <a className={styles.tool} href={`${downloadBase}csv${downloadQuery}`} download>
            {t('results.download.csv')}
          </a>
          <a className={styles.tool} href={`${downloadBase}json${downloadQuery}`} download>
            {t('results.download.json')}
          </a>
          <PrintButton />
        </p>
      ) : null}
      {hasTies || hasChanges ? (
        <ul className={styles.marks}>
          {hasChanges ? <li>{t('results.changeNote')}</li> : null}
          {hasTies ? <li>{t('results.tieNote')}</li> : null}
        </ul>
      ) : null}

      {item.codes.length > 0 ? (
        <div className={styles.legend}>
          <H className={styles.smallHeading}>{t('results.codesHeading')}</H>
          <dl className={styles.codes}>
            {item.codes.map((code) => (
              <div key={code} className={styles.codeItem}>
                <dt className={codeClassName(code)}>{code}</dt>
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
                <InLanguage text={noteText(rule.notes)} />
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

function PrintButton() {
  const { t } = useTranslation();
  return (
    <button type="button" className={styles.tool} onClick={() => window.print()}>
      {t('results.print')}
    </button>
  );
}

/** group, nation and club filters (app/components/select-filters.tsx): a group in the page's language (decision 0017), the others as entered */
function FilterForm({ filter, links }: { filter: ResultsFilter; links: Links }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'zh';
  const selects = (
    [
      ['group', filter.groups, filter.group],
      ['nat', filter.nations, filter.nat],
      ['club', filter.clubs, filter.club],
    ] as const
  ).filter(([, choices]) => choices.length > 1);
  if (selects.length === 0) return null;
  return (
    <SelectFilters
      action={links.href({ pub: null, group: null, nat: null, club: null, race: null })}
      keep={links.query.pub ? { pub: links.query.pub } : {}}
      className={styles.filters}
      apply={{ label: t('results.filter.apply'), className: styles.tool }}
      selects={selects.map(([name, choices, value]) => ({
        name,
        label: t(`results.filter.${name}`),
        all: t(`results.filter.all.${name}`),
        value,
        choices: choices.map((c) => {
          const shown =
            name === 'group' ? groupValue(c.value, lang) : { text: c.value, lang: otherLang(c.value, lang) };
          return { value: c.value, text: shown.text, count: c.count, lang: shown.lang };
        }),
      }))}
    />
  );
}
