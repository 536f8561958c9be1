/**
 * One news post in the console (docs/admin-console.md "News"): its state (draft, scheduled,
 * published), the post form (with the `updatedAt` it was read at: 409 when someone changed it
 * since, with a way to reload), after saving what visitors see now ("Scheduled: appears on the
 * site at …" for a published post whose time is still to come), the preview, and delete behind a
 * confirmation step (`?delete=1`, a page of its own, so it works without JavaScript). Every form
 * posts to this route's action with an `intent` and the session's CSRF token.
 */
import { Link, redirect } from 'react-router';
import type { Route } from './+types/news-post';
import { adminNewsEndpoints as ep, type AdminNews } from '../../../shared/admin-news';
import { resolveRequestLang } from '../../../shared/lang';
import type { useTranslation } from '../../i18n';
import { useUploadUrl } from '../lib/upload';
import { consoleApi, consoleForm } from '../lib/console-api.server';
import { refuseAnswer, refuseUnknown } from '../lib/edits';
import { checkThenUpload, newsForm } from '../lib/form-rules.server';
import { text } from '../lib/forms';
import { newsBody, newsTitle, newsValues, shortTime } from '../lib/news-edits';
import { href } from 'react-router';
import { NewsForm } from '../parts/news-form';
import { Done } from '../parts/form-parts';
import { ConfirmPanel } from '../parts/record-actions';
import { useFormPage } from './layout';
import ui from '../parts/console.module.css';
import styles from '../parts/news.module.css';
import { PageHead } from '../parts/page-head';
import '../messages/register-news';

const DONE = ['created', 'saved'] as const;
type DoneKind = (typeof DONE)[number];

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const post = await consoleApi(context, request).get(ep.newsGet, { newsCd: params.newsCd });
  const url = new URL(request.url);
  const done = url.searchParams.get('done') ?? '';
  return {
    post,
    done: (DONE as readonly string[]).includes(done) ? (done as DoneKind) : null,
    confirm: url.searchParams.get('delete') === '1',
    lang: resolveRequestLang(request),
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { api, form, csrf, values, intent } = await consoleForm(request, context);
  const newsCd = params.newsCd;
  const here = href('/admin/news/:newsCd', { newsCd });
  const updatedAt = text(values, 'updatedAt') || undefined;
  if (intent === 'news-save') {
    const refused = await checkThenUpload(api, form, values, csrf, {
      intent,
      target: newsCd,
      rules: newsForm,
      files: [['thumbFile', 'thumbUrl']],
    });
    if (refused) return refused;
    const answer = await api.send(ep.newsUpdate, { newsCd }, { ...newsBody(values), updatedAt }, { csrf });
    if (answer.ok) return redirect(`${here}?done=saved`);
    if (answer.status === 401) return redirect(href('/admin'));
    return refuseAnswer(intent, newsCd, values, answer);
  }
  if (intent === 'news-delete') {
    const answer = await api.send(ep.newsDelete, { newsCd }, { updatedAt }, { csrf });
    if (answer.ok) return redirect(`${href('/admin/news')}?done=deleted`);
    return refuseAnswer(intent, newsCd, values, answer);
  }
  return refuseUnknown(intent, newsCd, values);
}

/** what visitors see of the post now, in a sentence */
function stateSentence(t: ReturnType<typeof useTranslation>['t'], post: AdminNews): string {
  if (post.state === 'scheduled') return t('adminNews.done.scheduled', { time: shortTime(post.publishTime) });
  return t(`adminNews.done.${post.state}`);
}

export default function NewsPostPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t, me, csrf, guard, refused } = useFormPage(actionData);
  const uploadUrl = useUploadUrl();
  const { post, done, confirm, lang } = loaderData;
  const here = href('/admin/news/:newsCd', { newsCd: post.newsCd });
  const title = newsTitle(post, lang);
  if (confirm) {
    const problem = refused?.intent === 'news-delete' ? refused.problem : null;
    return (
      <>
        <title>{`${t('adminNews.confirmHeading', { name: title })} | ${t('admin.siteName')}`}</title>
        <ConfirmPanel
          heading={t('adminNews.confirmHeading', { name: title })}
          lead={t('adminNews.confirmLead')}
          problem={problem}
          reloadTo={`${here}?delete=1`}
          action={here}
          reloadDocument
          csrf={csrf}
          intent="news-delete"
          item={{ updatedAt: post.updatedAt }}
          yes={t('adminNews.confirmYes')}
          no={t('adminNews.confirmNo')}
          cancelTo={here}
        />
      </>
    );
  }
  const edit = refused?.intent === 'news-save' ? refused : null;
  return (
    <div {...guard.props}>
      <PageHead
        heading={title}
        docTitle={`${title} | ${t('adminNews.title')}`}
        back={{ to: href('/admin/news'), label: t('adminNews.nav') }}
        lead={
          <p>
            <span className={`${ui.pill} ${post.state === 'published' ? ui.published : styles[post.state]}`}>
              {t('adminNews.stateNow', { state: t(`adminNews.states.${post.state}`) })}
            </span>{' '}
            <span className={ui.code}>{post.newsCd}</span>
          </p>
        }
        actions={
          <Link
            className={ui.buttonSecondary}
            to={href('/admin/news/:newsCd/preview', { newsCd: post.newsCd })}
            reloadDocument
          >
            {t('adminNews.preview')}
          </Link>
        }
      />
      {done && !edit ? (
        <Done>
          {t(`adminNews.done.${done}`)} {stateSentence(t, post)}
        </Done>
      ) : null}
      <section className={ui.panel}>
        <NewsForm
          key={`${post.updatedAt}:${JSON.stringify(edit?.values)}`}
          mode="update"
          reloadTo={here}
          initial={newsValues(post)}
          refused={edit}
          csrf={csrf}
          uploadUrl={uploadUrl}
          timeZone={me?.siteTimeZone}
          onEdit={guard.props.onInput}
        />
      </section>
      <section className={`${ui.panel} ${ui.dangerZone}`} aria-labelledby="danger-heading">
        <h2 id="danger-heading">{t('adminNews.deleteHeading')}</h2>
        <p className={ui.muted}>{t('adminNews.deleteLead')}</p>
        <Link className={ui.buttonDanger} to={`${here}?delete=1`}>
          {t('adminNews.delete')}
        </Link>
      </section>
    </div>
  );
}
