/** The heading band at the top of a page. */
import styles from './page-hero.module.css';

export function PageHero({
  title,
  lead,
  eyebrow,
  titleLang,
}: {
  title: string;
  lead?: string;
  eyebrow?: string;
  /** the title's language when it is not the page's (decision 0017) */
  titleLang?: string;
}) {
  return (
    <div className={styles.hero}>
      <div className={`container ${styles.inner}`}>
        {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
        <h1 className={styles.title} lang={titleLang}>
          {title}
        </h1>
        {lead ? <p className={styles.lead}>{lead}</p> : null}
      </div>
    </div>
  );
}
