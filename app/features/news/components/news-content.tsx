/**
 * The HTML body of a news item. The API sends it already sanitised with an allowlist
 * (server/queries/sanitize.ts), so it is inserted as it comes.
 */
import styles from './news-content.module.css';

export function NewsContent({ html }: { html: string }) {
  return <div className={styles.prose} data-news-content="" dangerouslySetInnerHTML={{ __html: html }} />;
}
