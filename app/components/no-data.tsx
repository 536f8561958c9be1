import styles from './no-data.module.css';

/** The no-data placeholder of every list (docs/product.md §8). */
export function NoData({ label, children }: { label: string; children?: React.ReactNode }) {
  return (
    <div className={styles.empty}>
      <svg viewBox="0 0 96 64" aria-hidden="true">
        <path
          d="M6 52 C22 44 34 44 48 52 S74 60 90 52"
          stroke="#bcdcf2"
          strokeWidth="3"
          fill="none"
          strokeLinecap="round"
        />
        <path d="M40 44 L48 12 L58 44 Z" fill="#e7f2fa" stroke="#2a86c9" strokeWidth="2" strokeLinejoin="round" />
        <path d="M34 46 H64" stroke="#2a86c9" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <p>{label}</p>
      {children}
    </div>
  );
}
