/**
 * The partners in the console (docs/admin-console.md "Site content"): both lists (`?type=`: '0'
 * on the home, about and tracking product pages; '1' on the media service page), each partner
 * with its logo, name in both languages, website and published flag; publish in one click, order
 * by drag, keyboard or Move up/down, add with a logo upload, edit (`?edit=ID`), delete after a
 * confirmation (`?delete=ID`), and a preview of the strip as its public page shows it.
 */
import { Form, Link, redirect } from 'react-router';
import type { Route } from './+types/site-partners';
import { actionForm } from '../../lib/action-form';
import {
  adminSiteEndpoints as ep,
  PARTNER_TYPE_CODES,
  PARTNER_TYPES,
  type AdminPartner,
} from '../../../shared/admin-site';
import { resolveRequestLang } from '../../../shared/lang';
import { useTranslation } from '../../i18n';
import { consoleApi } from '../lib/console-api.server';
import { refuse, refuseAnswer, uploadFiles, type Refused } from '../lib/edits';
import { formValues, text, type FormValues, type Problem } from '../lib/forms';
import { consolePaths } from '../lib/paths';
import { idOf, partnerBody, partnerTypeOf, partnerValues } from '../lib/site-edits';
import { listAction } from '../lib/site-lists.server';
import {
  CheckField,
  CsrfField,
  Done,
  FormProblem,
  ImageField,
  SelectField,
  TextField,
  useLeaveGuard,
} from '../parts/form-parts';
import { ReorderList } from '../parts/reorder-list';
import {
  DeleteConfirm,
  ItemActions,
  PublishedPill,
  SiteHead,
  TypeChooser,
} from '../parts/site-parts';
import { useStaff } from './layout';
import ui from '../parts/console.module.css';
import styles from '../parts/site.module.css';
import '../messages/register-site';

const DONE = ['created', 'saved', 'deleted', 'moved', 'published', 'unpublished'] as const;
type DoneKind = (typeof DONE)[number];

const listPath = (type: string, extra = '') => `${consolePaths.sitePartners}?type=${type}${extra}`;

export async function loader({ request, context }: Route.LoaderArgs) {
  const api = consoleApi(context, request);
  const url = new URL(request.url);
  const type = partnerTypeOf(url.searchParams.get('type'));
  const list = await api.get(ep.partnerList, undefined, { type });
  const edit = idOf(url.searchParams.get('edit'));
  const del = idOf(url.searchParams.get('delete'));
  const done = url.searchParams.get('done') ?? '';
  return {
    type,
    list,
    editing: edit ? (list.find((b) => b.id === edit) ?? null) : null,
    confirm: del ? (list.find((b) => b.id === del) ?? null) : null,
    done: (DONE as readonly string[]).includes(done) ? (done as DoneKind) : null,
    lang: resolveRequestLang(request),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const api = consoleApi(context, request);
  const type = partnerTypeOf(new URL(request.url).searchParams.get('type'));
  const form = await actionForm(request, context);
  const csrf = String(form.get('_csrf') ?? '');
  const values = formValues(form);
  const intent = text(values, 'intent');
  const target = text(values, 'target');
  const common = await listAction(api, 'partner', type, values, csrf, (done, anchor = '') =>
    listPath(type, `&done=${done}${anchor}`),
  );
  if (common) return common;
  if (intent !== 'create' && intent !== 'update')
    return refuse(intent, target, values, { kind: 'failed', message: 'Unknown form.', errors: {} }, 400);
  const errors = await uploadFiles(api, form, values, [['logoFile', 'logo']], csrf);
  if (Object.keys(errors).length > 0) return refuse(intent, target, values, { kind: 'invalid', message: '', errors });
  const body = partnerBody(values);
  const opts = { csrf };
  const answer =
    intent === 'create'
      ? await api.send(ep.partnerCreate, undefined, body, opts)
      : await api.send(
          ep.partnerUpdate,
          { id: target },
          { ...body, updatedAt: text(values, 'updatedAt') || undefined },
          opts,
        );
  if (!answer.ok) return refuseAnswer(intent, target, values, answer);
  return redirect(
    listPath(answer.result.type, `&done=${intent === 'create' ? 'created' : 'saved'}#partner-${answer.result.id}`),
  );
}

function partnerName(p: AdminPartner, lang: string): string {
  return lang === 'en' && p.nameEn ? p.nameEn : p.name;
}

function PartnerForm({
  intent,
  target,
  values,
  problem,
  csrf,
  action,
  lang,
  cancelTo,
}: {
  intent: 'create' | 'update';
  target: string;
  values: FormValues;
  problem: Problem | null;
  csrf: string | null | undefined;
  action: string;
  lang: 'zh' | 'en';
  cancelTo?: string;
}) {
  const { t } = useTranslation();
  const common = { form: `partner-${target || 'new'}`, values, problem };
  return (
    <Form
      method="post"
      action={action}
      encType="multipart/form-data"
      reloadDocument
      className={ui.form}
      aria-label={intent === 'create' ? t('adminSite.partners.add') : t('adminSite.partners.editHeading')}
    >
      <FormProblem problem={problem} reloadTo={action} />
      <CsrfField token={csrf} />
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="target" value={target} />
      {values.updatedAt ? <input type="hidden" name="updatedAt" value={values.updatedAt} /> : null}
      <SelectField
        {...common}
        name="type"
        label={t('adminSite.partners.typeLabel')}
        options={PARTNER_TYPE_CODES.map((c) => ({ value: c, label: PARTNER_TYPES[c][lang] }))}
      />
      <div className={ui.formGrid}>
        <TextField {...common} name="name" label={t('adminSite.partners.nameZh')} maxLength={200} required />
        <TextField {...common} name="nameEn" label={t('adminSite.partners.nameEn')} maxLength={200} />
      </div>
      <ImageField
        {...common}
        name="logo"
        fileName="logoFile"
        label={t('adminSite.partners.logo')}
        fileLabel={t('adminSite.partners.uploadLogo')}
        hint={t('adminSite.pictureAddress')}
        alt={values.name ?? ''}
      />
      <TextField
        {...common}
        name="website"
        label={t('adminSite.partners.website')}
        hint={t('adminSite.partners.websiteHint')}
        maxLength={1000}
        inputMode="url"
      />
      <CheckField {...common} name="isPublish" label={t('adminSite.partners.isPublish')} />
      <div className={ui.actions}>
        <button type="submit" className={ui.button}>
          {intent === 'create' ? t('adminSite.partners.addButton') : t('adminSite.save')}
        </button>
        {cancelTo ? (
          <Link className={ui.buttonSecondary} to={cancelTo}>
            {t('adminSite.cancel')}
          </Link>
        ) : null}
      </div>
    </Form>
  );
}

export default function SitePartners({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const me = useStaff();
  const csrf = me?.csrfToken;
  const guard = useLeaveGuard();
  const { type, list, editing, confirm, done, lang } = loaderData;
  const refused = (actionData as { refused?: Refused } | undefined)?.refused;
  const here = listPath(type);
  const refusedFor = (intent: string, target = '') =>
    refused && refused.intent === intent && refused.target === target ? refused : null;
  const createRefused = refusedFor('create');
  const editTarget = editing ? String(editing.id) : refused?.intent === 'update' ? refused.target : '';
  const editRefused = refusedFor('update', editTarget);
  const editRecord = editing ?? list.find((b) => String(b.id) === editTarget) ?? null;
  const otherRefused = refused && !['create', 'update', 'delete'].includes(refused.intent) ? refused : null;
  const published = list.filter((b) => b.isPublish).length;

  return (
    <div {...guard.props}>
      <title>{`${t('adminSite.partners.title')} | ${t('admin.siteName')}`}</title>
      <SiteHead
        title={t('adminSite.partners.heading')}
        preview={`${consolePaths.sitePreview}?section=partners&type=${type}`}
      />
      {done ? <Done>{t(`adminSite.done.${done}`)}</Done> : null}
      <TypeChooser
        action={consolePaths.sitePartners}
        label={t('adminSite.partners.typeLabel')}
        value={type}
        options={PARTNER_TYPE_CODES.map((c) => ({ value: c, label: PARTNER_TYPES[c][lang] }))}
      />
      {confirm ? (
        <DeleteConfirm
          action={here}
          csrf={csrf}
          item={confirm}
          name={partnerName(confirm, lang)}
          picture={confirm.logo}
          cancelTo={here}
          problem={refusedFor('delete', String(confirm.id))?.problem}
        />
      ) : null}
      {otherRefused ? <FormProblem problem={otherRefused.problem} reloadTo={here} /> : null}

      {editRecord ? (
        <section className={`${ui.panel} ${styles.editPanel}`} id="edit" aria-labelledby="edit-heading">
          <h2 id="edit-heading">
            {t('adminSite.partners.editHeading')}: {partnerName(editRecord, lang)}
          </h2>
          <PartnerForm
            key={`${editRecord.id}:${editRecord.updatedAt}`}
            intent="update"
            target={String(editRecord.id)}
            values={editRefused?.values ?? partnerValues(editRecord)}
            problem={editRefused?.problem ?? null}
            csrf={csrf}
            action={here}
            lang={lang}
            cancelTo={`${here}#partner-${editRecord.id}`}
          />
        </section>
      ) : null}

      <section className={ui.panel} aria-labelledby="list-heading">
        <h2 id="list-heading">
          {PARTNER_TYPES[type][lang]}{' '}
          <span className={ui.muted}>{t('adminSite.count', { n: list.length, published })}</span>
        </h2>
        {list.length === 0 ? (
          <p className={ui.empty}>{t('adminSite.empty')}</p>
        ) : (
          <ReorderList
            items={list.map((p) => ({ ...p, name: partnerName(p, lang) }))}
            action={here}
            csrf={csrf}
            label={PARTNER_TYPES[type][lang]}
            idPrefix="partner"
            render={(p) => (
              <div className={styles.item}>
                <img className={styles.logoThumb} src={p.logo} alt="" loading="lazy" />
                <div className={styles.itemText}>
                  <p className={styles.itemTitle}>
                    <span data-testid="partner-name">{lang === 'en' ? partnerName(p, lang) : p.name}</span>
                    <PublishedPill on={p.isPublish} />
                  </p>
                  {(lang === 'en' ? p.nameEn && p.name : p.nameEn) ? (
                    <p className={styles.itemMeta}>{lang === 'en' ? p.name : p.nameEn}</p>
                  ) : null}
                  {p.website ? <p className={styles.itemMeta}>{p.website}</p> : null}
                  <ItemActions here={here} csrf={csrf} item={p} name={p.name} timeZone={me?.siteTimeZone} />
                </div>
              </div>
            )}
          />
        )}
      </section>

      <section className={ui.panel} aria-labelledby="add-heading">
        <details className={ui.disclosure} open={!!createRefused || list.length === 0} key={`add-${list.length}`}>
          <summary id="add-heading">+ {t('adminSite.partners.add')}</summary>
          <PartnerForm
            intent="create"
            target=""
            values={createRefused?.values ?? { type, isPublish: '1' }}
            problem={createRefused?.problem ?? null}
            csrf={csrf}
            action={here}
            lang={lang}
          />
        </details>
      </section>
    </div>
  );
}
