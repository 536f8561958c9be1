/**
 * The marks of a row of the result tables (docs/results.md "On the page"): places gained or lost
 * since the previous publication, a tie and the rule that separated it. Apart from the cells
 * (cells.tsx), which a boat's page loads too: only the tables show these.
 */
import type { ResultRow } from '../../../../shared/results-view';
import { useTranslation } from '../../../i18n';
import { changeWords } from '../lib/words';
import styles from './results-tables.module.css';
import '../messages/register-cells';

/** places gained or lost since the previous publication: ▲2 / ▼1, said in words to a reader */
export function Change({ change }: { change: number | undefined }) {
  const { t } = useTranslation();
  if (!change) return null;
  const up = change > 0;
  return (
    <span className={`${styles.change} ${up ? styles.up : styles.down}`}>
      <span aria-hidden="true">
        {up ? '▲' : '▼'}
        {Math.abs(change)}
      </span>
      <span className="visually-hidden">{changeWords(change, t)}</span>
    </span>
  );
}

/** the message of each tie-break rule */
export const TIE_KEY = { 'A8.1': 'a81', 'A8.2': 'a82', none: 'none' } as const;

/** a boat tied on net with another: a mark, and in words which rule separated them */
export function Tie({ tie }: { tie: ResultRow['tie'] }) {
  const { t } = useTranslation();
  if (!tie) return null;
  return (
    <span className={styles.tie} title={t(`results.tie.${TIE_KEY[tie]}`)}>
      <span aria-hidden="true">T</span>
      <span className="visually-hidden">{t(`results.tie.${TIE_KEY[tie]}`)}</span>
    </span>
  );
}
