/**
 * The offices: the map (office-map.tsx) and the list beside it, which says everything the map
 * shows (name, address, phone) and stays when the map cannot be drawn.
 */
import { useState } from 'react';
import type { DataConfig } from '../../../../shared/api';
import type { Lang } from '../../../../shared/lang';
import { PinIcon } from '../../../components/pin-icon';
import { useTranslation } from '../../../i18n';
import { OfficeMap, type MapFocus } from './office-map';
import styles from './contact-offices.module.css';
import '../messages/register';

const MAP_ID = 'contact-office-map';

export function ContactOffices({ config, lang }: { config: DataConfig | null; lang: Lang }) {
  const { t } = useTranslation();
  const [focus, setFocus] = useState<MapFocus | null>(null);
  const offices = config?.offices ?? [];
  if (!config || offices.length === 0) return null;
  const en = lang === 'en';

  const show = (key: string) => {
    setFocus((f) => ({ key, n: (f?.n ?? 0) + 1 }));
    const box = document.getElementById(MAP_ID);
    const rect = box?.getBoundingClientRect();
    if (box && rect && (rect.top < 0 || rect.bottom > window.innerHeight)) {
      const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      box.scrollIntoView({ block: 'center', behavior: still ? 'auto' : 'smooth' });
    }
  };

  return (
    <section className={styles.section} aria-labelledby="contact-offices-title">
      <div className="container">
        <div className={styles.header}>
          <h2 id="contact-offices-title" className={styles.heading}>
            {t('contact.officesTitle')}
          </h2>
          <p className={styles.lead}>{t('contact.officesLead')}</p>
        </div>
        <div className={styles.grid}>
          <div id={MAP_ID} className={styles.map}>
            <OfficeMap
              offices={offices}
              lang={lang}
              tileUrl={config.mapTileUrl}
              attribution={config.mapAttribution}
              focus={focus}
            />
          </div>
          <ul className={styles.list} aria-labelledby="contact-offices-title">
            {offices.map((office) => (
              <li key={office.key} className={styles.office}>
                <h3 className={styles.name}>{en ? office.nameEn : office.name}</h3>
                <p className={styles.address}>{en ? office.addressEn : office.address}</p>
                {office.phone ? (
                  <p className={styles.phone}>
                    <span className="visually-hidden">{t('contact.phone')}: </span>
                    <a href={`tel:${office.phone.replace(/[^\d+]/g, '')}`}>{office.phone}</a>
                  </p>
                ) : null}
                <button
                  type="button"
                  className={styles.show}
                  onClick={() => show(office.key)}
                  aria-label={t('contact.showOfficeOnMap', { name: en ? office.nameEn : office.name })}
                >
                  <PinIcon size={14} strokeWidth={1.6} />
                  {t('contact.showOnMap')}
                </button>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
