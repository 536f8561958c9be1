import type { ReactNode } from 'react';
import styles from './news-type-tag.module.css';

/** a post's kind as a pill, on the post's page and on its tile in a list */
export function NewsTypeTag({ children }: { children: ReactNode }) {
  return <span className={styles.tag}>{children}</span>;
}
