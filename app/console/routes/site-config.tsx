/**
 * The site's contact details in the console (docs/admin-console.md "Site content"): the contact
 * and job e-mail and phone (footer, contact and about pages) and the offices of the contact
 * page (name and address in both languages, phone, latitude and longitude, each a pin on the
 * map), added and removed in the form itself (the "Add an office" and "Remove" buttons post the
 * form back with one office more or less, nothing is saved until Save), all without JavaScript.
 * The map of the saved offices is the preview (`/admin/site/preview?section=config`).
 */
import { data, Form, redirect, href } from 'react-router';
import type { Route } from './+types/site-config';
import { adminSiteEndpoints as ep } from '../../../shared/admin-site';
import { useTranslation } from '../../i18n';
import { consoleApi, consoleForm } from '../lib/console-api.server';
import { refuseAnswer, type Refused, refuseUnknown } from '../lib/edits';
import { text, type FormValues, type Problem } from '../lib/forms';
import { configBody, configValues, formErrors, officeCount, withOffice } from '../lib/site-edits';
import { CsrfField, Done, FormProblem, TextField } from '../parts/form-parts';
import { SiteHead } from '../parts/site-parts';
import { useFormPage } from './layout';
import ui from '../parts/console.module.css';
import styles from '../parts/site.module.css';
import '../messages/register-site';

export async function loader({ request, context }: Route.LoaderArgs) {
  const config = await consoleApi(context, request).get(ep.configGet);
  return { config, done: new URL(request.url).searchParams.get('done') === 'saved' };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { api, form, values, intent } = await consoleForm(request, context);
  // adding or removing an office changes the form only: it comes back with what was typed
  if (intent === 'add-office') return data({ edited: withOffice(values, { add: true }) });
  const remove = /^remove-office-(\d+)$/.exec(intent);
  if (remove) return data({ edited: withOffice(values, { remove: Number(remove[1]) }) });
  if (intent !== 'save' && intent !== '') return refuseUnknown(intent, '', values);
  const answer = await api.send(
    ep.configUpdate,
    undefined,
    { ...configBody(values), updatedAt: text(values, 'updatedAt') || undefined },
    { csrf: String(form.get('_csrf') ?? '') },
  );
  if (!answer.ok) return refuseAnswer('save', '', values, { ...answer, errors: formErrors(answer.errors) });
  return redirect(`${href('/admin/site/config')}?done=saved`);
}

function Office({ i, values, problem }: { i: number; values: FormValues; problem: Problem | null }) {
  const { t } = useTranslation();
  const common = { form: 'config', values, problem };
  const n = (f: string) => `offices.${i}.${f}`;
  return (
    <fieldset className={styles.office} data-testid="office">
      <legend>
        {t('adminSite.config.office', { n: i + 1 })}
        {values[n('name')] ? `: ${values[n('name')]}` : ''}
      </legend>
      <div className={ui.formGrid}>
        <TextField
          {...common}
          name={n('key')}
          label={t('adminSite.config.key')}
          hint={t('adminSite.config.keyHint')}
          required
          maxLength={32}
        />
        <TextField
          {...common}
          name={n('phone')}
          label={t('adminSite.config.officePhone')}
          maxLength={50}
          type="text"
          inputMode="text"
        />
        <TextField {...common} name={n('name')} label={t('adminSite.config.name')} required maxLength={100} />
        <TextField {...common} name={n('nameEn')} label={t('adminSite.config.nameEn')} required maxLength={200} />
        <TextField {...common} name={n('address')} label={t('adminSite.config.address')} required maxLength={300} />
        <TextField {...common} name={n('addressEn')} label={t('adminSite.config.addressEn')} required maxLength={300} />
        {(['lat', 'lng'] as const).map((c) => (
          <TextField
            key={c}
            {...common}
            name={n(c)}
            errorText={t(`adminSite.config.${c}Range`)}
            label={t(`adminSite.config.${c}`)}
            required
            inputMode="text"
            hint={c === 'lat' ? t('adminSite.config.coordsHint') : undefined}
          />
        ))}
      </div>
      <div className={styles.officeActions}>
        <a
          className={styles.mapLink}
          href={`${href('/admin/site/preview')}?section=config`}
          target="_blank"
          rel="noopener"
        >
          {t('adminSite.config.checkMap')} ↗
        </a>
        <button type="submit" name="intent" value={`remove-office-${i}`} className={ui.buttonSecondary} formNoValidate>
          {t('adminSite.config.removeOffice')}
          <span className="visually-hidden"> ({t('adminSite.config.office', { n: i + 1 })})</span>
        </button>
      </div>
    </fieldset>
  );
}

export default function SiteConfig({ loaderData, actionData }: Route.ComponentProps) {
  const { t, csrf, guard } = useFormPage(actionData);
  const { config, done } = loaderData;
  const answer = actionData as { refused?: Refused; edited?: FormValues } | undefined;
  const values = answer?.edited ?? answer?.refused?.values ?? configValues(config);
  const problem = answer?.refused?.problem ?? null;
  const common = { form: 'config', values, problem };
  const count = officeCount(values);
  return (
    <div {...guard.props}>
      <title>{`${t('adminSite.config.title')} | ${t('admin.siteName')}`}</title>
      <SiteHead title={t('adminSite.config.heading')} preview={`${href('/admin/site/preview')}?section=config`} />
      {done && !answer ? <Done>{t('adminSite.done.saved')}</Done> : null}
      <Form method="post" className={ui.form} key={JSON.stringify(values)} reloadDocument>
        <FormProblem problem={problem} reloadTo={href('/admin/site/config')} />
        <CsrfField token={csrf} />
        <input type="hidden" name="updatedAt" value={values.updatedAt ?? config.updatedAt} />
        <input type="hidden" name="officeCount" value={count} />
        {/* Enter in a field saves (the first submit button of a form is its default) */}
        <button type="submit" name="intent" value="save" className="visually-hidden" tabIndex={-1} aria-hidden="true" />
        <section className={ui.panel} aria-labelledby="contact-heading">
          <h2 id="contact-heading">{t('adminSite.config.contact')}</h2>
          <div className={ui.formGrid}>
            <TextField {...common} name="email" type="email" label={t('adminSite.config.email')} maxLength={254} />
            <TextField {...common} name="phone" label={t('adminSite.config.phone')} maxLength={50} />
          </div>
          <h2 id="job-heading">{t('adminSite.config.job')}</h2>
          <div className={ui.formGrid}>
            <TextField
              {...common}
              name="jobEmail"
              type="email"
              label={t('adminSite.config.jobEmail')}
              maxLength={254}
            />
            <TextField {...common} name="jobPhone" label={t('adminSite.config.jobPhone')} maxLength={50} />
          </div>
        </section>
        <section className={ui.panel} aria-labelledby="offices-heading">
          <h2 id="offices-heading">{t('adminSite.config.offices')}</h2>
          <p className={ui.muted}>{t('adminSite.config.officesLead')}</p>
          {count === 0 ? <p className={ui.empty}>{t('adminSite.config.noOffices')}</p> : null}
          {Array.from({ length: count }, (_, i) => (
            <Office key={i} i={i} values={values} problem={problem} />
          ))}
          <button type="submit" name="intent" value="add-office" className={ui.buttonSecondary} formNoValidate>
            + {t('adminSite.config.addOffice')}
          </button>
        </section>
        <div className={ui.actions}>
          <button type="submit" name="intent" value="save" className={ui.button}>
            {t('adminSite.save')}
          </button>
        </div>
      </Form>
    </div>
  );
}
