/**
 * The cells of the result tables (docs/results.md "On the page"): a nation's flag and code, a
 * score with its code (an <abbr> described by the codes list, with the site's tooltip), a name
 * with its romanisation on English pages. The marks of a row (places gained or lost, a tie) are
 * the tables' own (row-marks.tsx): a boat's page shows none, and loads these cells only.
 */
import { Link } from 'react-router';
import type { ResultCell, ScoreCode, ScoreColumn } from '../../../../shared/results-view';
import { useTranslation } from '../../../i18n';
import styles from './cells.module.css';
import '../messages/register-cells';

/** colour family of a code (the code text is the information; colour only groups them) */
function codeClass(code: ScoreCode): 'codeOut' | 'codePenalty' | 'codeRedress' {
  if (code === 'RDG') return 'codeRedress';
  if (code === 'ZFP' || code === 'SCP' || code === 'DPI') return 'codePenalty';
  return 'codeOut';
}

/** the class names of a scoring code as the cells and the codes' legend show it: its style and colour family */
export function codeClassName(code: ScoreCode): string {
  return `${styles.code} ${styles[codeClass(code)]}`;
}

/** the text of a cell, as published */
export function cellText(cell: ResultCell | undefined): string {
  if (cell === undefined) return '';
  return typeof cell === 'string' ? cell : cell.text;
}

export function CodeAbbr({ code, codeId }: { code: ScoreCode; codeId: (code: string) => string }) {
  return (
    <abbr className={codeClassName(code)} data-code={code} tabIndex={0} aria-describedby={codeId(code)}>
      {code}
    </abbr>
  );
}

/**
 * the link of a score a protest hearing gave to its decision (issue 30): '#12' underlined, said
 * in words to a reader ('Decision of hearing #12')
 */
export function HearingLink({ number, href, wordy = false }: { number: number; href: string; wordy?: boolean }) {
  const { t } = useTranslation();
  const words = t('results.hearingLink', { n: number });
  if (wordy)
    return (
      <Link className={styles.hearingLink} to={href}>
        {words} →
      </Link>
    );
  return (
    <Link className={styles.hearingLink} to={href} title={words}>
      <span aria-hidden="true">#{number}</span>
      <span className="visually-hidden">{words}</span>
    </Link>
  );
}

export function Cell({
  cell,
  column,
  codeId,
  hearingHref,
}: {
  cell: ResultCell;
  column: Pick<ScoreColumn, 'kind'>;
  codeId: (code: string) => string;
  /** the path of a hearing's decision (a score a hearing gave links to it) */
  hearingHref?: (n: number) => string;
}) {
  if (typeof cell === 'string') return <>{cell}</>;
  if (cell.type === 'name') {
    // a club in English on one line, the name as published in its title (issue 28 item 3)
    if (cell.english)
      return (
        <span className={styles.clubEn} lang="en" title={cell.text}>
          {cell.roman}
        </span>
      );
    // World Sailing style on English pages: the romanisation, the name as published beside it
    return (
      <span className={styles.name}>
        <span lang="en">{cell.roman}</span>{' '}
        <span className={styles.nameHan} lang="zh">
          {cell.text}
        </span>
      </span>
    );
  }
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
    const hearing =
      cell.hearing !== undefined && hearingHref ? (
        <HearingLink number={cell.hearing} href={hearingHref(cell.hearing)} />
      ) : null;
    const abbr = (
      <>
        <CodeAbbr code={code} codeId={codeId} />
        {hearing}
      </>
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
