/** One item of the /news list (docs/product.md §2 (News), the other variant): thumbnail, title, news tag and date; the whole tile links to the news detail. */
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n';
import type { NewsSummary } from '../lib/summary';
import { isNewsType } from '../lib/paths';
import { NewsThumb } from './news-thumb';
import { PostLanguage } from './post-language';
import { NewsTypeTag } from './news-type-tag';
import styles from './news-tile.module.css';
import '../messages/register';

export function NewsTile({ item, href, eager = false }: { item: NewsSummary; href: string; eager?: boolean }) {
  const { t } = useTranslation();
  return (
    <article className={styles.tile}>
      <NewsThumb src={item.thumbUrl} className={styles.thumb} eager={eager} />
      <div className={styles.body}>
        <p className={styles.meta}>
          <span className={styles.tags}>
            {isNewsType(item.type) ? <NewsTypeTag>{t(`news.types.${item.type}`)}</NewsTypeTag> : null}
            {item.otherLang ? <PostLanguage lang={item.otherLang} /> : null}
          </span>
          <time dateTime={item.date}>{item.date}</time>
        </p>
        <h3 className={styles.title}>
          <Link className={styles.link} to={href} lang={item.otherLang ?? undefined}>
            {item.title}
          </Link>
        </h3>
      </div>
    </article>
  );
}
