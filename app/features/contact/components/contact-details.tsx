/** The company's contact details and the job-enquiry e-mail and phone (from dataConfigInfo). */
import type { DataConfig } from '../../../../shared/api';
import type { Lang } from '../../../../shared/lang';
import { useTranslation } from '../../../i18n';
import styles from './contact-details.module.css';
import '../messages/register';

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

function MailIcon() {
  return (
    <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" className={styles.icon}>
      <rect x="2.5" y="4.5" width="15" height="11" rx="2" fill="none" stroke="currentColor" strokeWidth="1.6" />
      <path d="M3.5 6l6.5 5 6.5-5" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinejoin="round" />
    </svg>
  );
}

function PhoneIcon() {
  return (
    <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" className={styles.icon}>
      <path
        d="M6.2 2.8l2 3.3-1.6 1.6a9.6 9.6 0 004.7 4.7l1.6-1.6 3.3 2-.8 2.9c-.2.6-.8 1-1.4.9C8.5 16 4 11.5 3.4 5.9c-.1-.6.3-1.2.9-1.4z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** one group of the details: its term, then its e-mail and phone; nothing when it has neither */
function Group({ term, email, phone }: { term: string; email: string | undefined; phone: string | undefined }) {
  const { t } = useTranslation();
  if (!email && !phone) return null;
  return (
    <div className={styles.group}>
      <dt className={styles.term}>{term}</dt>
      {email ? (
        <dd className={styles.line}>
          <MailIcon />
          <span className="visually-hidden">{t('contact.email')}: </span>
          <a href={`mailto:${email}`}>{email}</a>
        </dd>
      ) : null}
      {phone ? (
        <dd className={styles.line}>
          <PhoneIcon />
          <span className="visually-hidden">{t('contact.phone')}: </span>
          <a href={telHref(phone)}>{phone}</a>
        </dd>
      ) : null}
    </div>
  );
}

export function ContactDetails({ config, lang }: { config: DataConfig | null; lang: Lang }) {
  const { t } = useTranslation();
  const company = (lang === 'en' ? config?.companyNameEn : config?.companyName) || t('site.fullName');
  return (
    <aside className={styles.card} aria-labelledby="contact-details-title">
      <h2 id="contact-details-title" className={styles.heading}>
        {t('contact.detailsTitle')}
      </h2>
      <p className={styles.company}>{company}</p>
      <dl className={styles.groups}>
        <Group term={t('contact.general')} email={config?.email} phone={config?.phone} />
        <Group term={t('contact.jobs')} email={config?.jobEmail} phone={config?.jobPhone} />
      </dl>
    </aside>
  );
}
