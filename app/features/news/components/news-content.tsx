/**
 * The HTML body of a news item. The API sends it sanitised with an allowlist on every read
 * (server/queries/sanitize.ts: the public news API and the admin one alike), and it is inserted
 * through the one component that inserts HTML (SanitisedHtml).
 */
import { SanitisedHtml } from '../../../components/sanitised-html';
import styles from './news-content.module.css';

export function NewsContent({ html }: { html: string }) {
  return <SanitisedHtml className={styles.prose} data-news-content="" html={html} />;
}
