/**
 * The replay viewer's changelog (docs/product.md §2, §1): /product-tracking-changelog and its English
 * twin. The releases from the first in late 2014 to the 2022 release as a timeline, newest
 * first, with the viewer's headline figures.
 */
import { Link } from 'react-router';
import type { Route } from './+types/product-tracking-changelog';
import { productTrackingChangelog } from '../features/marketing/content/pages/product-tracking-changelog';
import { pageSeo } from '../lib/page-meta.server';
import { pagePath } from '../lib/pages';
import { seoMeta } from '../lib/seo';
import { IntroSection, PageBand, Section } from '../features/marketing/components/page-sections/sections';
import styles from './product-tracking-changelog.module.css';

export function loader({ request }: Route.LoaderArgs) {
  return { seo: pageSeo(request, 'productTrackingChangelog') };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function ProductTrackingChangelog({ loaderData }: Route.ComponentProps) {
  const { seo } = loaderData;
  const lang = seo.lang;
  const c = productTrackingChangelog[lang];
  return (
    <>
      <PageBand hero={c.hero}>
        <Link className="btn btn-primary" to={pagePath('productTracking', lang)}>
          {c.links.product}
        </Link>
        <Link className="btn btn-light" to={pagePath('serviceTracking', lang)}>
          {c.links.service}
        </Link>
      </PageBand>

      <IntroSection intro={c.intro} stats={c.stats} image={c.intro.image} />

      <Section id="releases" heading={c.timelineHeading} tone="tint">
        <ol className={styles.timeline}>
          {c.releases.map((r) => (
            <li key={r.version} className={styles.release}>
              <div className={styles.when}>
                <time dateTime={r.date}>{r.dateLabel}</time>
                <span className={styles.version}>{r.version}</span>
              </div>
              <div className={styles.card}>
                <h3>{r.title}</h3>
                <ul>
                  {r.items.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              </div>
            </li>
          ))}
        </ol>
        <p className={styles.contact}>
          <Link to={pagePath('contact', lang)}>{c.links.contact}</Link>
        </p>
      </Section>
    </>
  );
}
