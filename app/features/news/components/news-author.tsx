/** The author box under a post: every post is by SailFish. */
import { Link } from 'react-router';
import { useId } from 'react';
import { useTranslation } from '../../../i18n';
import type { Lang } from '../../../../shared/lang';
import { pagePath } from '../../../lib/pages';
import styles from './news-author.module.css';
import '../messages/register';

export function NewsAuthor({ lang }: { lang: Lang }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <section className={styles.author} aria-labelledby={id}>
      <svg className={styles.avatar} viewBox="0 0 40 40" aria-hidden="true" focusable="false">
        <rect width="40" height="40" rx="20" fill="#0b2545" />
        <path d="M11 29 C15 20 19 14 26 10 C25 18 25 24 29 29 Z" fill="#ff7a1a" />
        <path d="M9 31 C16 28 24 28 31 31" stroke="#bcdcf2" strokeWidth="2" fill="none" strokeLinecap="round" />
      </svg>
      <div>
        <p className={styles.kicker}>{t('news.post.authorHeading')}</p>
        <h2 id={id} className={styles.name}>
          {t('news.author')}
        </h2>
        <p className={styles.bio}>{t('news.post.authorBio')}</p>
        <Link className={styles.more} to={pagePath('about', lang)}>
          {t('news.post.authorMore')} →
        </Link>
      </div>
    </section>
  );
}
