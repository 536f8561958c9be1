/**
 * The marker of a post written in the other language (decision 0017): "英文" beside an
 * English-only post on a Chinese page, "Chinese" beside a Chinese-only one on an English page.
 */
import { useTranslation } from '../../../i18n';
import styles from './post-language.module.css';
import '../messages/register';

export function PostLanguage({ lang }: { lang: 'zh-CN' | 'en' }) {
  const { t } = useTranslation();
  return <span className={styles.marker}>{t(`news.postIn.${lang}`)}</span>;
}
