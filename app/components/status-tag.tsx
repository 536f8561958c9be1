/** The one status tag of the site (spec §4 tag types), the same colours on every page. */
import type { Tone } from '../lib/events';
import styles from './status-tag.module.css';

export function StatusTag({ tone, label, live = false }: { tone: Tone; label: string; live?: boolean }) {
  return <span className={`${styles.tag} ${styles[tone]} ${live ? styles.live : ''}`}>{label}</span>;
}
