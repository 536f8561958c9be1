/** The news pages' frame: the main column and, beside it on wide screens (below it on narrow ones), the sidebar. */
import type { ReactNode } from 'react';
import styles from './news-layout.module.css';

export function NewsLayout({
  children,
  aside,
  narrow = false,
}: {
  children: ReactNode;
  aside?: ReactNode;
  /** one reading column (an article without a sidebar) */
  narrow?: boolean;
}) {
  return (
    <div
      className={`container ${styles.layout}`}
      data-with-aside={aside ? 'true' : undefined}
      data-narrow={narrow || undefined}
    >
      <div className={styles.main}>{children}</div>
      {aside ? <aside className={styles.aside}>{aside}</aside> : null}
    </div>
  );
}
