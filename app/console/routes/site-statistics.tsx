/**
 * The figures of the home page (and the about page) in the console (docs/admin-console.md "Site
 * content"): events served, distance tracked (km), live time (minutes), photos, each with its
 * unit; saved with the version read (someone else's change in between: 409, reload offered).
 */
import { Form, redirect, href } from 'react-router';
import type { Route } from './+types/site-statistics';
import { adminSiteEndpoints as ep } from '../../../shared/admin-site';
import { consoleApi, consoleForm } from '../lib/console-api.server';
import { refuseAnswer } from '../lib/edits';
import { fieldMessage, text } from '../lib/forms';
import { FIGURES, statisticsBody, statisticsValues } from '../lib/site-edits';
import { CsrfField, Done, FormProblem, fieldId, SubmitRow } from '../parts/form-parts';
import { SiteHead } from '../parts/site-parts';
import { useFormPage } from './layout';
import ui from '../parts/console.module.css';
import styles from '../parts/site.module.css';
import '../messages/register-site';

export async function loader({ request, context }: Route.LoaderArgs) {
  const statistics = await consoleApi(context, request).get(ep.statisticsGet);
  return { statistics, done: new URL(request.url).searchParams.get('done') === 'saved' };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { api, form, values } = await consoleForm(request, context);
  const body = statisticsBody(values) as unknown as Record<(typeof FIGURES)[number], number>;
  const answer = await api.send(
    ep.statisticsUpdate,
    undefined,
    { ...body, updatedAt: text(values, 'updatedAt') || undefined },
    { csrf: String(form.get('_csrf') ?? '') },
  );
  if (!answer.ok) return refuseAnswer('save', '', values, answer);
  return redirect(`${href('/admin/site/statistics')}?done=saved`);
}

export default function SiteStatistics({ loaderData, actionData }: Route.ComponentProps) {
  const { t, csrf, guard, refused } = useFormPage(actionData);
  const { statistics, done } = loaderData;
  const values = refused?.values ?? statisticsValues(statistics);
  const problem = refused?.problem ?? null;
  return (
    <div {...guard.props}>
      <title>{`${t('adminSite.statistics.title')} | ${t('admin.siteName')}`}</title>
      <SiteHead
        title={t('adminSite.statistics.heading')}
        preview={`${href('/admin/site/preview')}?section=statistics`}
      />
      {done ? <Done>{t('adminSite.done.saved')}</Done> : null}
      <section className={ui.panel}>
        <p className={ui.muted}>{t('adminSite.statistics.lead')}</p>
        <Form method="post" className={ui.form} key={statistics.updatedAt} reloadDocument>
          <FormProblem problem={problem} reloadTo={href('/admin/site/statistics')} />
          <CsrfField token={csrf} />
          <input type="hidden" name="updatedAt" value={values.updatedAt ?? statistics.updatedAt} />
          <div className={styles.figures}>
            {FIGURES.map((f) => {
              const id = fieldId('stats', f);
              const raw = problem?.errors[f];
              const message = raw
                ? ['type', 'not_integer', 'too_small', 'too_big'].includes(raw.code)
                  ? t('adminSite.statistics.number')
                  : fieldMessage(t, raw)
                : null;
              return (
                <div className={ui.field} key={f}>
                  <label htmlFor={id}>{t(`adminSite.statistics.${f}`)}</label>
                  <div className={styles.withUnit}>
                    <input
                      id={id}
                      className={ui.input}
                      name={f}
                      defaultValue={values[f] ?? ''}
                      inputMode="numeric"
                      pattern="[0-9]*"
                      required
                      autoComplete="off"
                      aria-invalid={message ? true : undefined}
                      aria-describedby={`${id}-unit${message ? ` ${id}-error` : ''}`}
                    />
                    <span className={styles.unit} id={`${id}-unit`}>
                      {t(`adminSite.statistics.units.${f}`)}
                    </span>
                  </div>
                  {message ? (
                    <p id={`${id}-error`} className={ui.fieldError}>
                      {message}
                    </p>
                  ) : null}
                </div>
              );
            })}
          </div>
          <SubmitRow label={t('adminSite.save')} />
        </Form>
      </section>
    </div>
  );
}
