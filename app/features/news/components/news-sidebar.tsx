/**
 * The news sidebar (docs/product.md §2 (News)): a newsletter e-mail box whose button goes to the contact
 * page with the address (`/contact?email=…`, `/contact-en?email=…` in English), a static tag
 * list (each tag leads to the page about it) and the public-account QR code.
 */
import { Form, Link } from 'react-router';
import { useId } from 'react';
import { useTranslation } from '../../../i18n';
import type { Lang } from '../../../../shared/lang';
import { pagePath, type PageId } from '../../../lib/pages';
import { PublicAccountQr } from '../../../components/public-account-qr';
import styles from './news-sidebar.module.css';
import '../messages/register';

const TAGS: [key: string, page: PageId][] = [
  ['tracking', 'serviceTracking'],
  ['live', 'serviceLive'],
  ['video', 'serviceVideo'],
  ['replay3d', 'productTracking3D'],
  ['scoring', 'productGrades'],
  ['training', 'productTraining'],
  ['tracker', 'productTracer'],
  ['offshore', 'productYb'],
  ['events', 'events'],
];

export function NewsSidebar({ lang }: { lang: Lang }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <>
      <section className={`${styles.box} ${styles.newsletter}`} aria-labelledby={`${id}-newsletter`}>
        <h2 id={`${id}-newsletter`} className={styles.heading}>
          {t('news.newsletter.heading')}
        </h2>
        <p className={styles.text}>{t('news.newsletter.text')}</p>
        <Form method="get" action={pagePath('contact', lang)} className={styles.form}>
          <label className="visually-hidden" htmlFor={`${id}-email`}>
            {t('news.newsletter.label')}
          </label>
          <input
            id={`${id}-email`}
            className={styles.input}
            type="email"
            name="email"
            autoComplete="email"
            inputMode="email"
            placeholder={t('news.newsletter.placeholder')}
          />
          <button className="btn btn-primary" type="submit">
            {t('news.newsletter.submit')}
          </button>
        </Form>
      </section>
      <section className={styles.box} aria-labelledby={`${id}-tags`}>
        <h2 id={`${id}-tags`} className={styles.heading}>
          {t('news.tags.heading')}
        </h2>
        <ul className={styles.tags}>
          {TAGS.map(([key, page]) => (
            <li key={key}>
              <Link className={styles.tag} to={pagePath(page, lang)}>
                {t(`news.tags.${key}`)}
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <section className={`${styles.box} ${styles.follow}`} aria-labelledby={`${id}-follow`}>
        <h2 id={`${id}-follow`} className={styles.heading}>
          {t('news.follow')}
        </h2>
        <PublicAccountQr size={140} className={styles.qr} captionClassName={styles.caption} />
      </section>
    </>
  );
}
