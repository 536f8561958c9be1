/**
 * The contact form's notifications (docs/product.md §5, §8): a warning titled 'Tips' for a broken rule and
 * 'Sent successfully' after sending. Each shows for 6.5 s (docs/product.md §9), longer while the pointer or
 * the keyboard focus is on it, and can be closed. The two live regions are always in the page,
 * so screen readers announce what appears in them: warnings assertively (role="alert"),
 * success politely (role="status").
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n';
import styles from './contact-notice.module.css';
import '../messages/register';

/** docs/product.md §9: warning notification 6500 ms */
export const NOTICE_MS = 6500;

export interface Notice {
  /** a new id shows (and announces) the notice again, even with the same words */
  id: number;
  tone: 'warning' | 'success';
  title: string;
  body: string;
}

export function ContactNotice({ notice, onClose }: { notice: Notice | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [held, setHeld] = useState(false);
  const remaining = useRef(NOTICE_MS);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;
  const id = notice?.id;

  useEffect(() => {
    // a new notice gets the whole time (and the pointer may have left with the old one)
    remaining.current = NOTICE_MS;
    setHeld(false);
  }, [id]);

  useEffect(() => {
    if (id === undefined || held) return;
    const started = Date.now();
    const timer = setTimeout(() => closeRef.current(), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current = Math.max(0, remaining.current - (Date.now() - started));
    };
  }, [id, held]);

  const card = (tone: Notice['tone']) =>
    notice && notice.tone === tone ? (
      <div
        key={notice.id}
        className={`${styles.card} ${styles[tone]}`}
        onMouseEnter={() => setHeld(true)}
        onMouseLeave={() => setHeld(false)}
        onFocus={() => setHeld(true)}
        onBlur={() => setHeld(false)}
      >
        <span className={styles.icon} aria-hidden="true">
          {tone === 'warning' ? '!' : '✓'}
        </span>
        <div className={styles.text}>
          <p className={styles.title}>{notice.title}</p>
          <p className={styles.body}>{notice.body}</p>
        </div>
        <button
          type="button"
          className={styles.close}
          onClick={() => closeRef.current()}
          aria-label={t('contact.close')}
        >
          <svg viewBox="0 0 12 12" width="12" height="12" aria-hidden="true">
            <path d="M1 1l10 10M11 1L1 11" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
          </svg>
        </button>
      </div>
    ) : null;

  return (
    <div className={styles.stack}>
      <div role="alert" aria-atomic="true" data-testid="contact-warning">
        {card('warning')}
      </div>
      <div role="status" aria-atomic="true" data-testid="contact-success">
        {card('success')}
      </div>
    </div>
  );
}
