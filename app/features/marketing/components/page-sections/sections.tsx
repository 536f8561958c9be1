/**
 * The building blocks of the service and product pages: a hero with a picture, titled
 * sections, feature boxes, headline figures, specification tables, text beside a picture and
 * the closing call to action. They only lay out copy handed in from app/content/pages.
 */
export { CtaBand } from '../cta-band';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Feature, Figure, Hero, SpecTable, Stat } from '../../content/pages/types';
import { pictureAttrs } from '../../../../lib/picture';
import { Icon } from './icon';
import styles from './sections.module.css';

export function Img({ figure, eager = false, className }: { figure: Figure; eager?: boolean; className?: string }) {
  return (
    <img
      className={className}
      {...pictureAttrs(figure.src, '(min-width: 850px) 560px, 100vw')}
      alt={figure.alt}
      width={figure.width}
      height={figure.height}
      loading={eager ? 'eager' : 'lazy'}
      decoding={eager ? 'sync' : 'async'}
    />
  );
}

/** the heading band of a page, with the product picture beside the words when there is one */
export function PageBand({ hero, image, children }: { hero: Hero; image?: Figure; children?: ReactNode }) {
  return (
    <div className={styles.band}>
      <div className={`container ${styles.bandInner} ${image ? styles.bandSplit : ''}`}>
        <div>
          <p className={styles.eyebrow}>{hero.eyebrow}</p>
          <h1 className={styles.title}>{hero.title}</h1>
          <p className={styles.lead}>{hero.lead}</p>
          {children ? <div className={styles.actions}>{children}</div> : null}
        </div>
        {image ? <Img figure={image} eager className={styles.bandImage} /> : null}
      </div>
    </div>
  );
}

/** a titled section of the page; `tone` sets its background */
export function Section({
  id,
  heading,
  lead,
  tone = 'plain',
  children,
  className,
}: {
  id: string;
  heading: string;
  lead?: string;
  tone?: 'plain' | 'tint' | 'dark';
  children?: ReactNode;
  className?: string;
}) {
  return (
    <section className={`${styles.section} ${styles[tone]} ${className ?? ''}`} aria-labelledby={`${id}-title`}>
      <div className="container">
        <header className={styles.sectionHead}>
          <h2 id={`${id}-title`}>{heading}</h2>
          {lead ? <p className={styles.sectionLead}>{lead}</p> : null}
        </header>
        {children}
      </div>
    </section>
  );
}

/**
 * A page's opening section (id "intro"): its heading and paragraphs (beside a picture when
 * `image` is given), then the headline figures, labelled by the heading unless `statsLabel`.
 */
export function IntroSection({
  intro,
  stats,
  statsLabel,
  image,
}: {
  intro: { heading: string; paragraphs: string[] };
  stats: Stat[];
  statsLabel?: string;
  image?: Figure;
}) {
  const words = <Paragraphs items={intro.paragraphs} />;
  return (
    <Section id="intro" heading={intro.heading}>
      {image ? <Split image={image}>{words}</Split> : words}
      <StatStrip items={stats} label={statsLabel ?? intro.heading} />
    </Section>
  );
}

export function Paragraphs({ items }: { items: string[] }) {
  return (
    <div className={styles.prose}>
      {items.map((p) => (
        <p key={p}>{p}</p>
      ))}
    </div>
  );
}

export function FeatureGrid({ items }: { items: Feature[] }) {
  return (
    <ul className={styles.features}>
      {items.map((f) => (
        <li key={f.title} className={styles.feature}>
          <span className={styles.featureIcon}>
            <Icon name={f.icon} />
          </span>
          <h3>{f.title}</h3>
          <p>{f.text}</p>
        </li>
      ))}
    </ul>
  );
}

/** headline figures: the figure, then what it counts */
export function StatStrip({ items, label }: { items: Stat[]; label: string }) {
  return (
    <ul className={styles.stats} aria-label={label}>
      {items.map((s) => (
        <li key={s.label} className={styles.stat}>
          <strong className={styles.statValue}>{s.value}</strong> <span className={styles.statLabel}>{s.label}</span>
        </li>
      ))}
    </ul>
  );
}

export function SpecTableView({ table }: { table: SpecTable }) {
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption className="visually-hidden">{table.caption}</caption>
        <thead>
          <tr>
            <th scope="col">{table.columns[0]}</th>
            <th scope="col">{table.columns[1]}</th>
          </tr>
        </thead>
        <tbody>
          {table.rows.map((r) => (
            <tr key={r.label}>
              <th scope="row">{r.label}</th>
              <td>{r.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** words beside a picture (the picture on the right, or on the left when `reverse`) */
export function Split({ image, reverse = false, children }: { image: Figure; reverse?: boolean; children: ReactNode }) {
  return (
    <div className={`${styles.split} ${reverse ? styles.reverse : ''}`}>
      <div className={styles.splitText}>{children}</div>
      <Img figure={image} className={styles.splitImage} />
    </div>
  );
}

export function CheckList({ items }: { items: string[] }) {
  return (
    <ul className={styles.checks}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

/** the closing call to action: a band with one button to the contact page */
/** a picture carousel (or any wide block) set in the page's column with rounded corners */
export function WideBlock({ children, bannerType }: { children: ReactNode; bannerType?: number }) {
  return (
    <div className={`container ${styles.wide}`} data-banner-type={bannerType}>
      {children}
    </div>
  );
}

/** a "see more" link under a list, aligned to the right */
export function MoreLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <p className={styles.more}>
      <Link to={to}>{children}</Link>
    </p>
  );
}
