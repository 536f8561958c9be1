/** The one status tag of the site (docs/product.md §4 tag types), the same colours on every page. */
import styles from './status-tag.module.css';

/** the tag types, used the same way on every page */
export type Tone = 'primary' | 'warning' | 'success' | 'info' | 'danger' | 'dark';

export function StatusTag({ tone, label, live = false }: { tone: Tone; label: string; live?: boolean }) {
  return <span className={`${styles.tag} ${styles[tone]} ${live ? styles.live : ''}`}>{label}</span>;
}
