/** The document shell: <html lang>, head tags, header and footer, and the error/404 page. */
import { isRouteErrorResponse, Link, Meta, Outlet, Scripts, ScrollRestoration, useLocation, useMatches } from 'react-router';
import { useEffect } from 'react';
import { useTranslation } from './i18n';
import type { Route } from './+types/root';
import { endpoints } from '../shared/endpoints';
import { resolveRequestLang, type Lang } from '../shared/lang';
import { serverApi } from './lib/server-api';
import { useRootData, type RootData } from './lib/root-data';
import { pagePath } from './lib/pages';
import { SiteHeader } from './components/site-header';
import { SiteFooter } from './components/site-footer';
import { DocumentLinks } from './components/document-links';
import './styles/global.css';
import styles from './root.module.css';

export async function loader({ request, context }: Route.LoaderArgs): Promise<RootData> {
  const lang = resolveRequestLang(request);
  const config = await serverApi(context).call(endpoints.dataConfigInfo);
  return { lang, config, apiBase: context.apiBase };
}

export const links: Route.LinksFunction = () => [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }];

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRootData();
  const { t, i18n } = useTranslation();
  const lang: Lang = data?.lang ?? (i18n.language === 'en' ? 'en' : 'zh');
  // the staff console has a chrome of its own (app/console/parts/console-shell.tsx)
  const { pathname } = useLocation();
  // (but for the previews of an event's or a news post's public page and of a site content section:
  // app/console/routes/event-preview.tsx, news-preview.tsx, site-preview.tsx)
  const console =
    (pathname === '/admin' || pathname.startsWith('/admin/')) &&
    !/^\/admin\/((events|news)\/[^/]+|site)\/preview$/.test(pathname);
  // the whole document has hydrated (a parent's effect runs after its children's): scripts
  // and the browser tests can tell a page that answers clicks from one still being attached
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  // a page whose route says so hydrates at once rather than after painting (app/entry.client.tsx)
  const hydrateNow = useMatches().some((m) => (m.handle as { hydrate?: string } | undefined)?.hydrate === 'now');
  return (
    <html lang={lang === 'en' ? 'en' : 'zh-CN'} data-hydrate={hydrateNow ? 'now' : undefined}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b2545" />
        <Meta />
        <DocumentLinks />
        {/* the first paint waits until the parser has reached the end of the main content: a
            browser that painted a half-parsed page (a busy phone yields while parsing) moved
            the header's links and the page's lists as the rest arrived, a layout shift of
            0.04–0.12 before any script ran. The page is sent whole (app/entry.server.tsx), so
            this holds the paint for the parse only; the console has no footer and waits for
            the end of the document */}
        <link rel="expect" href="#page-end" blocking="render" />
      </head>
      <body>
        <a className="skip-link" href="#main">
          {t('site.skipToContent')}
        </a>
        {console ? null : <SiteHeader lang={lang} />}
        <main id="main" className={console ? undefined : styles.main} tabIndex={-1}>
          {children}
        </main>
        <div id="page-end" hidden />
        {console ? null : <SiteFooter lang={lang} config={data?.config ?? null} />}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t, i18n } = useTranslation();
  const lang: Lang = i18n.language === 'en' ? 'en' : 'zh';
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!notFound && import.meta.env.DEV) console.error(error);
  return (
    <section className={`container ${styles.problem}`} aria-labelledby="problem-title">
      <title>{`${notFound ? t('notFound.title') : t('error.title')} | ${t('site.name')}`}</title>
      <meta name="robots" content="noindex" />
      <p className={styles.code} aria-hidden="true">
        {notFound ? '404' : '500'}
      </p>
      <h1 id="problem-title">{notFound ? t('notFound.heading') : t('error.title')}</h1>
      <p className={styles.lead}>{notFound ? t('notFound.body') : t('error.body')}</p>
      <div className={styles.actions}>
        <Link className="btn btn-primary" to="/">
          {t('notFound.home')}
        </Link>
        <Link className="btn btn-secondary" to={pagePath('events', lang)}>
          {t('notFound.events')}
        </Link>
      </div>
    </section>
  );
}
