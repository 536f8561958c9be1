/** Tabs that are links (the tab is in the URL, so it survives a reload and a shared link). */
import { Link } from 'react-router';
import styles from './tab-nav.module.css';

export interface TabLink {
  key: string;
  label: string;
  to: string;
  current: boolean;
}

export function TabNav({ label, tabs, className }: { label: string; tabs: TabLink[]; className?: string }) {
  return (
    <nav aria-label={label} className={className}>
      <ul className={styles.tabs}>
        {tabs.map((tab) => (
          <li key={tab.key}>
            <Link className={styles.tab} to={tab.to} aria-current={tab.current ? 'page' : undefined} preventScrollReset>
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
