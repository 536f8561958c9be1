/**
 * Tabs shown as pills (ARIA tabs: arrow keys, Home and End move between them): the home
 * page's events centre and the English home's pricing. The caller renders the panels with
 * `tabPanelProps`.
 */
import styles from './pill-tabs.module.css';

export interface PillTab<K extends string> {
  key: K;
  label: string;
}

export function tabPanelProps<K extends string>(idPrefix: string, key: K, current: K) {
  return {
    id: `${idPrefix}-panel-${key}`,
    role: 'tabpanel' as const,
    'aria-labelledby': `${idPrefix}-tab-${key}`,
    hidden: key !== current,
  };
}

export function PillTabs<K extends string>({
  label,
  tabs,
  value,
  onChange,
  idPrefix,
}: {
  label: string;
  tabs: PillTab<K>[];
  value: K;
  onChange: (key: K) => void;
  idPrefix: string;
}) {
  const select = (i: number) => {
    const key = tabs[(i + tabs.length) % tabs.length]!.key;
    onChange(key);
    document.getElementById(`${idPrefix}-tab-${key}`)?.focus();
  };
  return (
    <div
      role="tablist"
      aria-label={label}
      className={styles.tabs}
      onKeyDown={(e) => {
        const i = tabs.findIndex((t) => t.key === value);
        const to =
          e.key === 'ArrowRight' ? i + 1 : e.key === 'ArrowLeft' ? i - 1 : e.key === 'Home' ? 0 : e.key === 'End' ? -1 : null;
        if (to === null) return;
        e.preventDefault();
        select(to);
      }}
    >
      {tabs.map((tab) => (
        <button
          key={tab.key}
          id={`${idPrefix}-tab-${tab.key}`}
          type="button"
          role="tab"
          aria-selected={value === tab.key}
          aria-controls={`${idPrefix}-panel-${tab.key}`}
          tabIndex={value === tab.key ? 0 : -1}
          className={styles.tab}
          onClick={() => onChange(tab.key)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}
