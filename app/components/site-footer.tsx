/** Footer: company, offices, contact, QR/follow area, copyright and ICP line (data from dataConfigInfo). */
import { Link } from 'react-router';
import { useTranslation } from '../i18n';
import type { DataConfig } from '../../shared/api';
import type { Lang } from '../../shared/lang';
import { pagePath } from '../lib/pages';
import { Logo } from './logo';
import { PublicAccountQr } from './public-account-qr';
import styles from './site-footer.module.css';

export function SiteFooter({ lang, config }: { lang: Lang; config: DataConfig | null }) {
  const { t } = useTranslation();
  const en = lang === 'en';
  const company = (en ? config?.companyNameEn : config?.companyName) || t('site.fullName');
  const year = new Date().getFullYear();
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        <div>
          <Logo label={t('site.name')} inverse />
          <p className={styles.about}>{t('footer.about')}</p>
        </div>
        <div>
          <h2 className={styles.heading}>{t('footer.offices')}</h2>
          <ul className={styles.list}>
            {(config?.offices ?? []).map((o) => (
              <li key={o.key} className={styles.office}>
                <strong>{en ? o.nameEn : o.name}</strong>
                <span>{en ? o.addressEn : o.address}</span>
                {o.phone ? (
                  <>
                    <br />
                    <a href={`tel:${o.phone.replace(/[^\d+]/g, '')}`}>{o.phone}</a>
                  </>
                ) : null}
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h2 className={styles.heading}>{t('footer.contact')}</h2>
          <ul className={styles.list}>
            {(
              [
                ['footer.email', config?.email, 'mailto:'],
                ['footer.phone', config?.phone, 'tel:'],
                ['footer.jobs', config?.jobEmail, 'mailto:'],
              ] as const
            ).map(([label, value, scheme]) =>
              value ? (
                <li key={label}>
                  <span className={styles.label}>{t(label)}</span>
                  <a href={scheme + (scheme === 'tel:' ? value.replace(/[^\d+]/g, '') : value)}>{value}</a>
                </li>
              ) : null,
            )}
            <li>
              <Link to={pagePath('contact', lang)}>{t('nav.contact')} →</Link>
            </li>
          </ul>
        </div>
        <div>
          <h2 className={styles.heading}>{t('footer.follow')}</h2>
          <PublicAccountQr size={112} className={styles.qr} captionClassName={styles.qrCaption} />
        </div>
      </div>
      <div className={styles.bottom}>
        <div className={`container ${styles.bottomInner}`}>
          <span>{t('footer.copyright', { year, company })}</span>
          {config?.icp ? (
            // the licence number is Chinese on every page (it is written so by law)
            <a href="https://beian.miit.gov.cn/" rel="noopener noreferrer" target="_blank" lang="zh-CN">
              {config.icp}
            </a>
          ) : null}
        </div>
      </div>
    </footer>
  );
}
