/** A full-screen photo viewer: arrows and ← → keys to move, Esc or the close button to leave. */
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../i18n';
import styles from './photo-viewer.module.css';
import '../messages/register';

export interface Photo {
  src: string;
  alt: string;
}

export function PhotoViewer({
  photos,
  index,
  onChange,
}: {
  photos: Photo[];
  index: number | null;
  onChange: (i: number | null) => void;
}) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const el = dialog.current;
    if (!el) return;
    if (index !== null && !el.open) el.showModal();
    if (index === null && el.open) el.close();
  }, [index]);
  const photo = index !== null ? photos[index] : undefined;
  const go = (delta: number) => index !== null && onChange((index + delta + photos.length) % photos.length);
  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-label={photo ? t('events.detail.photo', { n: (index ?? 0) + 1, total: photos.length }) : undefined}
      onClose={() => onChange(null)}
      onKeyDown={(e) => {
        if (e.key === 'ArrowLeft') go(-1);
        if (e.key === 'ArrowRight') go(1);
      }}
    >
      {photo ? (
        <>
          <div className={styles.bar}>
            <span aria-live="polite">{t('events.detail.photo', { n: (index ?? 0) + 1, total: photos.length })}</span>
            <button
              type="button"
              className={styles.button}
              onClick={() => onChange(null)}
              aria-label={t('events.detail.closeViewer')}
            >
              <svg width="18" height="18" viewBox="0 0 18 18" aria-hidden="true">
                <path d="M3 3l12 12M15 3L3 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </button>
          </div>
          <div className={styles.stage}>
            <img src={photo.src} alt={photo.alt} />
          </div>
          {photo.alt ? <p className={styles.caption}>{photo.alt}</p> : null}
          {photos.length > 1 ? (
            <>
              <button
                type="button"
                className={`${styles.button} ${styles.prev}`}
                onClick={() => go(-1)}
                aria-label={t('events.detail.previousPhoto')}
              >
                <svg width="18" height="18" viewBox="0 0 18 18" aria-hidden="true">
                  <path d="M11 3L5 9l6 6" stroke="currentColor" strokeWidth="2" fill="none" />
                </svg>
              </button>
              <button
                type="button"
                className={`${styles.button} ${styles.next}`}
                onClick={() => go(1)}
                aria-label={t('events.detail.nextPhoto')}
              >
                <svg width="18" height="18" viewBox="0 0 18 18" aria-hidden="true">
                  <path d="M7 3l6 6-6 6" stroke="currentColor" strokeWidth="2" fill="none" />
                </svg>
              </button>
            </>
          ) : null}
        </>
      ) : null}
    </dialog>
  );
}
