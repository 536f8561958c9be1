/**
 * The preview of a news post's public page (docs/admin-console.md "News"): the public post
 * page's own components (NewsPost with the sidebar and the author box, as /blog-details shows
 * them) with the site's header and footer, in the console's language (the English title on
 * English pages when the post has one), fed from the admin API, so a draft or a scheduled post
 * shows too, with its text as the server stored it (sanitised). A bar marks it as a preview and
 * says the post's state. Staff only: without a session the sign-in page, a scorer 403 (the admin
 * API decides both).
 */
import { Link, href } from 'react-router';
import type { Route } from './+types/news-preview';
import { adminNewsEndpoints as ep } from '../../../shared/admin-news';
import type { News } from '../../../shared/api';
import { resolveRequestLang } from '../../../shared/lang';
import { useTranslation } from '../../i18n';
import { consoleApi } from '../lib/console-api.server';
import { newsTitle, shortTime } from '../lib/news-edits';
import { PreviewProblem } from '../parts/preview-problem';
import { NewsPost } from '../../features/news/components/news-post';
import { NewsAuthor } from '../../features/news/components/news-author';
import { NewsSidebar } from '../../features/news/components/news-sidebar';
import styles from '../parts/preview.module.css';
import '../messages/register';
import '../messages/register-news';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const lang = resolveRequestLang(request);
  const admin = await consoleApi(context, request).get(ep.newsGet, { newsCd: params.newsCd });
  // the public post's fields, the title in the page's language (as the public pages show it)
  const { isPublish: _isPublish, state, updatedAt: _updatedAt, ...fields } = admin;
  const post: News = { ...fields, title: newsTitle(admin, lang) };
  return { post, state, lang };
}

/** a staff page outside the console's layout: hydrates at once like the console (app/console/routes/layout.tsx) */
export const handle = { hydrate: 'now' };

export const meta: Route.MetaFunction = () => [{ name: 'robots', content: 'noindex, nofollow' }];

export default function NewsPreview({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { post, state, lang } = loaderData;
  return (
    <>
      <title>{`${t('adminNews.preview')} · ${post.title}`}</title>
      <div className={styles.banner} role="note" aria-label={t('adminNews.preview')}>
        <p>
          <strong className={styles.tag}>{t('adminNews.preview')}</strong> {t('adminNews.previewBanner')}{' '}
          <span data-testid="preview-state">
            {t('adminNews.previewState', { state: t(`adminNews.states.${state}`) })}
            {state === 'scheduled' ? (
              <> {t('adminNews.previewScheduled', { time: shortTime(post.publishTime) })}</>
            ) : null}
          </span>
        </p>
        <Link className={styles.back} to={href('/admin/news/:newsCd', { newsCd: post.newsCd })} reloadDocument>
          ← {t('adminNews.previewBack')}
        </Link>
      </div>
      <NewsPost post={post} title={post.title} time="date" byline aside={<NewsSidebar lang={lang} />}>
        <NewsAuthor lang={lang} />
      </NewsPost>
    </>
  );
}

/** a preview that cannot be shown: the role may not (403), no such post (404), the server did not answer */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PreviewProblem error={error} />;
}
