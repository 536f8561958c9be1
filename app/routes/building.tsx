/**
 * The frame of a page whose content is still being written: its real title, description and
 * head tags, and an honest note with ways on. Each page issue replaces this with the page.
 */
import { data, Link, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { useTranslation } from '../i18n';
import { pageForPath, pageSeo } from '../lib/page-meta.server';
import { pagePath } from '../lib/pages';
import { seoMeta } from '../lib/seo';
import { PageHero } from '../components/page-hero';
import styles from './building.module.css';

// typed without the generated route types: once every page has its module, no route uses this
// frame and typegen writes none for it
export function loader({ request }: LoaderFunctionArgs) {
  const page = pageForPath(new URL(request.url).pathname);
  if (!page) throw data(null, { status: 404 });
  const seo = pageSeo(request, page.id);
  return { pageId: page.id, seo };
}

export const meta: MetaFunction<typeof loader> = ({ data: loaderData }) => seoMeta(loaderData?.seo);

export default function Building({ loaderData }: { loaderData: ReturnType<typeof loader> }) {
  const { t } = useTranslation();
  const { seo } = loaderData;
  return (
    <>
      <PageHero title={seo.title} lead={seo.description} eyebrow={t('site.name')} />
      <div className="container">
        <section className={styles.note} aria-labelledby="building-title">
          <span className={styles.badge}>{t('building.heading')}</span>
          <h2 id="building-title">{t('building.heading')}</h2>
          <p>{t('building.body')}</p>
          <div className={styles.actions}>
            <Link className="btn btn-primary" to={pagePath('events', seo.lang)}>
              {t('building.toEvents')}
            </Link>
            <Link className="btn btn-secondary" to={pagePath('contact', seo.lang)}>
              {t('building.toContact')}
            </Link>
          </div>
        </section>
      </div>
    </>
  );
}
