/**
 * A new news post (docs/admin-console.md "News"): the post form with today's time as the publish
 * time (the site's local time) and the post unpublished; the chosen thumbnail is uploaded, then
 * the post is created and the staff member goes on to its page. A refused form comes back with
 * what was typed (the text included) and the errors next to the fields. Admins and editors.
 */
import { href, redirect } from 'react-router';
import type { Route } from './+types/news-new';
import { adminEndpoints } from '../../../shared/admin-endpoints';
import { adminNewsEndpoints as ep } from '../../../shared/admin-news';
import { siteDateTime } from '../../../shared/site-time';
import { useUploadUrl } from '../lib/upload';
import { consoleApi, consoleForm } from '../lib/console-api.server';
import { refuseAnswer } from '../lib/edits';
import { newsBody, publishInput } from '../lib/news-edits';
import { checkThenUpload, newsForm } from '../lib/form-rules.server';
import { NewsForm } from '../parts/news-form';
import { useFormPage } from './layout';
import ui from '../parts/console.module.css';
import { PageHead } from '../parts/page-head';
import '../messages/register-news';

export async function loader({ request, context }: Route.LoaderArgs) {
  const me = await consoleApi(context, request).get(adminEndpoints.me);
  if (me.staff.role === 'scorer') throw new Response(null, { status: 403 });
  return { now: publishInput(siteDateTime(Date.now())) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { api, form, csrf, values } = await consoleForm(request, context);
  const refused = await checkThenUpload(api, form, values, csrf, {
    intent: 'news-save',
    rules: newsForm,
    files: [['thumbFile', 'thumbUrl']],
  });
  if (refused) return refused;
  const answer = await api.send(ep.newsCreate, undefined, newsBody(values), { csrf });
  if (answer.ok) return redirect(`${href('/admin/news/:newsCd', { newsCd: answer.result.newsCd })}?done=created`);
  if (answer.status === 401) return redirect(href('/admin'));
  return refuseAnswer('news-save', '', values, answer);
}

export default function NewNews({ loaderData, actionData }: Route.ComponentProps) {
  const { t, me, csrf, guard, refused } = useFormPage(actionData);
  const uploadUrl = useUploadUrl();
  return (
    <div {...guard.props}>
      <PageHead
        heading={t('adminNews.newTitle')}
        docTitle={t('adminNews.newTitle')}
        back={{ to: href('/admin/news'), label: t('adminNews.nav') }}
      />
      <section className={ui.panel}>
        <NewsForm
          key={JSON.stringify(refused?.values)}
          mode="create"
          initial={{ type: '1', publishTime: loaderData.now, isPublish: '' }}
          refused={refused}
          csrf={csrf}
          uploadUrl={uploadUrl}
          timeZone={me?.siteTimeZone}
          onEdit={guard.props.onInput}
        />
      </section>
    </div>
  );
}
