/** Partner logos in a carousel: 6 in view on wide screens, 3 on medium, 1 on small; 3 s autoplay. */
import type { Partner } from '../../../../shared/api';
import { useTranslation } from '../../../i18n';
import { Carousel } from '../../../components/carousel';
import styles from './partner-strip.module.css';

export const PARTNER_AUTOPLAY_MS = 3000;

export function partnerName(p: Partner, lang: string): string {
  return lang === 'en' ? p.nameEn || p.name : p.name;
}

export function PartnerStrip({ partners, label }: { partners: Partner[]; label?: string }) {
  const { t, i18n } = useTranslation();
  if (partners.length === 0) return null;
  return (
    <Carousel
      label={label ?? t('widgets.partners')}
      perView={{ wide: 6, medium: 3, small: 1 }}
      gap={16}
      autoplayMs={PARTNER_AUTOPLAY_MS}
      className={styles.strip}
    >
      {partners.map((p, i) => {
        const name = partnerName(p, i18n.language);
        const logo = <img src={p.logo} alt={name} width={240} height={120} loading="lazy" decoding="async" />;
        return (
          <div key={`${p.logo}-${i}`} className={styles.item}>
            {p.website ? (
              <a href={p.website} target="_blank" rel="noopener noreferrer" className={styles.link}>
                {logo}
              </a>
            ) : (
              logo
            )}
          </div>
        );
      })}
    </Carousel>
  );
}
