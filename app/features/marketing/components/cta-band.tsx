/** The closing call to action of a page: a heading, a line of text and a button (to contact, usually). */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styles from './cta-band.module.css';

export interface CallToAction {
  heading: string;
  text: string;
  /** the button's label */
  label: string;
}

export function CtaBand({ id, cta, to, children }: { id: string; cta: CallToAction; to: string; children?: ReactNode }) {
  return (
    <section className={styles.cta} aria-labelledby={`${id}-title`} data-band="">
      <div className={`container ${styles.ctaInner}`}>
        <div>
          <h2 id={`${id}-title`}>{cta.heading}</h2>
          <p>{cta.text}</p>
        </div>
        <div className={styles.ctaActions}>
          <Link className="btn btn-primary" to={to}>
            {cta.label}
          </Link>
          {children}
        </div>
      </div>
    </section>
  );
}
