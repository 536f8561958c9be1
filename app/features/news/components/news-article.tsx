/** A news item's body card: the meta line (publish time, author, type), the sanitised HTML, then what follows it. */
import type { ReactNode } from 'react';
import { NewsContent } from './news-content';
import styles from './news-article.module.css';

export function NewsArticle({
  title,
  meta,
  html,
  missing,
  lang,
  children,
}: {
  title: string;
  /** the post's language when it is not the page's */
  lang?: string;
  meta: ReactNode;
  html: string;
  /** in place of the text: what to say when the post has none in the page's language */
  missing?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <article className={styles.article} aria-label={title}>
      <div className={styles.meta}>{meta}</div>
      {missing ? (
        <div className={styles.missing}>{missing}</div>
      ) : lang ? (
        <div lang={lang}>
          <NewsContent html={html} />
        </div>
      ) : (
        <NewsContent html={html} />
      )}
      {children}
    </article>
  );
}

/** the pieces of a meta line, separated by dots */
export function NewsMeta({ items }: { items: ReactNode[] }) {
  return (
    <>
      {items.map((item, i) => (
        <span key={i} className={styles.metaItem}>
          {item}
        </span>
      ))}
    </>
  );
}
