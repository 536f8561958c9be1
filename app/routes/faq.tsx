/**
 * FAQ (docs/product.md §2 (service and product pages)): /faq and /faq-en. An accordion of six questions (one answer open at
 * a time, keyboard operable) beside a contact box with the company's phone and mail and a
 * link to the contact page.
 */
import { Link } from 'react-router';
import type { Route } from './+types/faq';
import { faq } from '../features/marketing/content/pages/faq';
import { useRootData } from '../lib/root-data';
import { pageSeo } from '../lib/page-meta.server';
import { pagePath } from '../lib/pages';
import { seoMeta } from '../lib/seo';
import { Accordion } from '../features/marketing/components/page-sections/accordion';
import { PageBand } from '../features/marketing/components/page-sections/sections';
import styles from './faq.module.css';

export function loader({ request }: Route.LoaderArgs) {
  return { seo: pageSeo(request, 'faq') };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function Faq({ loaderData }: Route.ComponentProps) {
  const { seo } = loaderData;
  const lang = seo.lang;
  const c = faq[lang];
  const config = useRootData()?.config ?? null;
  return (
    <>
      <PageBand hero={c.hero} />
      <div className={`container ${styles.layout}`}>
        <section aria-labelledby="faq-title">
          <h2 id="faq-title" className={styles.heading}>
            {c.heading}
          </h2>
          <Accordion items={c.items} />
        </section>
        <aside className={styles.side} aria-labelledby="faq-contact-title">
          <h2 id="faq-contact-title">{c.side.heading}</h2>
          <p>{c.side.text}</p>
          {config ? (
            <dl className={styles.contacts}>
              {config.phone ? (
                <>
                  <dt>{c.side.phone}</dt>
                  <dd>
                    <a href={`tel:${config.phone.replace(/[^+\d]/g, '')}`}>{config.phone}</a>
                  </dd>
                </>
              ) : null}
              {config.email ? (
                <>
                  <dt>{c.side.email}</dt>
                  <dd>
                    <a href={`mailto:${config.email}`}>{config.email}</a>
                  </dd>
                </>
              ) : null}
            </dl>
          ) : null}
          <Link className="btn btn-primary" to={pagePath('contact', lang)}>
            {c.side.link}
          </Link>
        </aside>
      </div>
    </>
  );
}
