/**
 * The product pages that share one layout (docs/product.md §2 (service and product pages)): 3D tracking, SF-TASS scoring
 * (with its apply link), SF-ATAS training, the SF-Tracer box, the Windwatcher, the YB offshore
 * tracker, EOTS and the cloud album, in Chinese and English. A hero with the product picture,
 * the introduction, the features, the specification table of the hardware with the exact
 * figures of docs/product.md §1, further tables and lists, and the call to action to contact.
 */
import { data, Link } from 'react-router';
import type { Route } from './+types/product-page';
import { PRODUCT_PAGES, isProductPage } from '../features/marketing/content/pages/products';
import { pageForPath, pageSeo } from '../lib/page-meta.server';
import { pagePath } from '../lib/pages';
import { seoMeta } from '../lib/seo';
import {
  CheckList,
  CtaBand,
  FeatureGrid,
  PageBand,
  Paragraphs,
  Section,
  SpecTableView,
} from '../features/marketing/components/page-sections/sections';
import styles from './product-page.module.css';

export function loader({ request }: Route.LoaderArgs) {
  const page = pageForPath(new URL(request.url).pathname);
  if (!page || !isProductPage(page.id)) throw data(null, { status: 404 });
  return { pageId: page.id, seo: pageSeo(request, page.id) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  const { seo, pageId } = loaderData;
  const lang = seo.lang;
  const c = PRODUCT_PAGES[pageId][lang];
  const contact = pagePath('contact', lang);
  let n = 0;
  const tone = () => (n++ % 2 ? 'tint' : 'plain');
  return (
    <div data-page={pageId}>
      <PageBand hero={c.hero} image={c.hero.image}>
        <Link className="btn btn-primary" to={contact}>
          {c.cta.label}
        </Link>
      </PageBand>

      <Section id="intro" heading={c.intro.heading} tone={tone()}>
        <Paragraphs items={c.intro.paragraphs} />
      </Section>

      {c.features ? (
        <Section id="features" heading={c.features.heading} tone={tone()}>
          <FeatureGrid items={c.features.items} />
        </Section>
      ) : null}

      {c.specs ? (
        <Section id="specs" heading={c.specs.heading} tone={tone()}>
          <SpecTableView table={c.specs} />
        </Section>
      ) : null}

      {c.tables?.map((table, i) => (
        <Section key={table.heading} id={`table-${i}`} heading={table.heading} tone={tone()}>
          <SpecTableView table={table} />
        </Section>
      ))}

      {c.lists?.map((list, i) => (
        <Section key={list.heading} id={`list-${i}`} heading={list.heading} tone={tone()}>
          <div className={styles.list}>
            <CheckList items={list.items} />
          </div>
        </Section>
      ))}

      <CtaBand id="cta" cta={c.cta} to={contact} />
    </div>
  );
}
