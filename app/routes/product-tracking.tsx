/**
 * Tracking product (docs/product.md §2 (service pages)): /product-tracking and /product-tracking-en. Hero with
 * links to the changelog, the tracking service and contact; partner logo carousel; the static
 * account counters (5257 new, 3200 renewals, counted up when seen); wind field and
 * mini-program sections.
 */
import { Link } from 'react-router';
import type { Route } from './+types/product-tracking';
import { endpoints } from '../../shared/endpoints';
import { productTracking } from '../features/marketing/content/pages/product-tracking';
import { pageSeo } from '../lib/page-meta.server';
import { pagePath } from '../lib/pages';
import { seoMeta } from '../lib/seo';
import { serverApi } from '../lib/server-api';
import { CountUp } from '../features/marketing/components/count-up';
import { PartnerStrip } from '../features/marketing/components/partner-strip';
import {
  CheckList,
  CtaBand,
  FeatureGrid,
  IntroSection,
  PageBand,
  Paragraphs,
  Section,
  Split,
} from '../features/marketing/components/page-sections/sections';
import styles from './product-tracking.module.css';

/** the static counters of docs/product.md §1 */
const NEW_ACCOUNTS = 5257;
const RENEWAL_ACCOUNTS = 3200;

export async function loader({ request, context }: Route.LoaderArgs) {
  const partners = await serverApi(context).call(endpoints.partnerList, {
    type: 0,
    pageNo: 1,
    pageSize: 100,
  });
  return { seo: pageSeo(request, 'productTracking'), partners: partners?.records ?? [] };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function ProductTracking({ loaderData }: Route.ComponentProps) {
  const { seo, partners } = loaderData;
  const lang = seo.lang;
  const c = productTracking[lang];
  const contact = pagePath('contact', lang);
  return (
    <>
      <PageBand hero={c.hero} image={c.hero.image}>
        <Link className="btn btn-primary" to={contact}>
          {c.links.contact}
        </Link>
        <Link className="btn btn-light" to={pagePath('serviceTracking', lang)}>
          {c.links.service}
        </Link>
        <Link className="btn btn-light" to={pagePath('productTrackingChangelog', lang)}>
          {c.links.changelog}
        </Link>
      </PageBand>

      <IntroSection intro={c.intro} stats={c.stats} />

      <Section id="features" heading={c.features.heading} tone="tint">
        <FeatureGrid items={c.features.items} />
      </Section>

      <Section id="partners" heading={c.partners.heading}>
        <PartnerStrip partners={partners} label={c.partners.label} />
      </Section>

      <Section id="accounts" heading={c.counters.heading} lead={c.counters.lead} tone="dark">
        <ul className={styles.counters}>
          <li>
            <CountUp value={NEW_ACCOUNTS} group={false} className={styles.count} />
            <span className={styles.countLabel}>{c.counters.newAccounts}</span>
          </li>
          <li>
            <CountUp value={RENEWAL_ACCOUNTS} group={false} className={styles.count} />
            <span className={styles.countLabel}>{c.counters.renewals}</span>
          </li>
        </ul>
      </Section>

      <Section id="wind" heading={c.wind.heading}>
        <Split image={c.wind.image}>
          <Paragraphs items={c.wind.paragraphs} />
          <CheckList items={c.wind.points} />
        </Split>
      </Section>

      <Section id="mini-program" heading={c.miniProgram.heading} tone="tint">
        <Split image={c.miniProgram.image} reverse>
          <Paragraphs items={c.miniProgram.paragraphs} />
          <CheckList items={c.miniProgram.points} />
        </Split>
      </Section>

      <CtaBand id="cta" cta={c.cta} to={contact}>
        <Link className="btn btn-light" to={pagePath('productTrackingChangelog', lang)}>
          {c.links.changelog}
        </Link>
      </CtaBand>
    </>
  );
}
