/**
 * One titled section of a marketing page (home, about, index-en, videos): the band (plain or
 * `alt`, the surface colour), the page's column and the heading, named by `aria-labelledby`.
 *
 * The heading stands alone over the content; with a `lead` or something beside it (`aside`:
 * tabs, a "more" link) it becomes a row, words on the left, the aside on the right. With `side`
 * the heading and the content make the left column of a grid (`innerClassName`) and `side` the
 * right one. `card` is the one card style of these pages (surface, hairline, large radius).
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PillTabs, tabPanelProps, type PillTab } from './pill-tabs';
import styles from './section.module.css';

export { styles as sectionStyles };

type SectionProps = Parameters<typeof Section>[0];

export function Section({
  id,
  heading,
  lead,
  level = 2,
  tone = 'plain',
  aside,
  more,
  side,
  innerClassName,
  children,
}: {
  /** the heading's id, which the section's aria-labelledby points to */
  id: string;
  heading: ReactNode;
  lead?: ReactNode;
  level?: 2 | 3;
  /** `alt`: the surface band that alternates with the page background */
  tone?: 'plain' | 'alt';
  /** beside the heading, on the right of its row (tabs …) */
  aside?: ReactNode;
  /** a "more" link on the right of the heading row */
  more?: { to: string; label: ReactNode };
  /** the right column, beside the heading and the content (null: an empty one, the same layout) */
  side?: ReactNode;
  /** classes of the inner column (`container`), e.g. the grid that holds `side` */
  innerClassName?: string;
  children?: ReactNode;
}) {
  const H = `h${level}` as const;
  const title = (
    <H id={id} className={styles.title}>
      {heading}
    </H>
  );
  const row = aside || more;
  const head =
    lead || row ? (
      <div className={styles.head}>
        {lead ? (
          <div>
            {title}
            <p className={styles.lead}>{lead}</p>
          </div>
        ) : (
          title
        )}
        {aside}
        {more ? (
          <Link className={styles.link} to={more.to}>
            {more.label}
          </Link>
        ) : null}
      </div>
    ) : (
      title
    );
  return (
    <section className={tone === 'alt' ? `${styles.section} ${styles.alt}` : styles.section} aria-labelledby={id}>
      <div className={innerClassName ? `container ${innerClassName}` : 'container'}>
        {side !== undefined ? (
          <>
            <div>
              {head}
              {children}
            </div>
            {side}
          </>
        ) : (
          <>
            {head}
            {children}
          </>
        )}
      </div>
    </section>
  );
}

/** a card of a list (the `.card` look): a picture on top, if any, then the words in a box of their own */
export function Card({
  picture,
  className,
  children,
}: {
  picture?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <li className={className ? `${styles.card} ${className}` : styles.card}>
      {picture}
      <div>{children}</div>
    </li>
  );
}

/**
 * A section whose content changes with pill tabs beside its heading (the events centre, the
 * pricing): one panel a tab, all rendered, the others hidden; `children` follow the panels.
 */
export function TabbedSection<K extends string>({
  tabs,
  tabsLabel,
  idPrefix,
  value,
  onChange,
  panel,
  panelClassName,
  children,
  ...section
}: Omit<SectionProps, 'aside' | 'more' | 'side'> & {
  tabs: PillTab<K>[];
  tabsLabel: string;
  /** the tabs' and panels' id prefix */
  idPrefix: string;
  value: K;
  onChange: (key: K) => void;
  panel: (key: K) => ReactNode;
  panelClassName?: string;
}) {
  return (
    <Section
      {...section}
      aside={<PillTabs label={tabsLabel} tabs={tabs} value={value} onChange={onChange} idPrefix={idPrefix} />}
    >
      {tabs.map(({ key }) => (
        <div key={key} {...tabPanelProps(idPrefix, key, value)} className={panelClassName}>
          {panel(key)}
        </div>
      ))}
      {children}
    </Section>
  );
}
