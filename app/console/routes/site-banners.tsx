/**
 * The banners of the public pages in the console (docs/admin-console.md "Site content"): one
 * place at a time (`?type=`: the home page's carousel, the events page, each step of the tracking
 * service, each section of the live service …), each banner with its picture, titles, link and
 * published flag; publish in one click, order by drag, keyboard or Move up/down, add with an
 * upload, edit (`?edit=ID`), delete after a confirmation (`?delete=ID`), and a preview of the
 * place as its public page shows it. Every form posts to this route's action with the CSRF token.
 */
import { Form, Link, redirect } from 'react-router';
import type { Route } from './+types/site-banners';
import { actionForm } from '../../lib/action-form';
import {
  adminSiteEndpoints as ep,
  BANNER_TYPE_CODES,
  BANNER_TYPES,
  type AdminBanner,
} from '../../../shared/admin-site';
import { resolveRequestLang } from '../../../shared/lang';
import { useTranslation } from '../../i18n';
import { consoleApi } from '../lib/console-api.server';
import { refuse, refuseAnswer, uploadFiles, type Refused } from '../lib/edits';
import { formValues, text, type FormValues, type Problem } from '../lib/forms';
import { consolePaths } from '../lib/paths';
import { bannerBody, bannerTypeOf, bannerValues, idOf } from '../lib/site-edits';
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

const listPath = (type: number | string, extra = '') => `${consolePaths.siteBanners}?type=${type}${extra}`;

export async function loader({ request, context }: Route.LoaderArgs) {
  const api = consoleApi(context, request);
  const url = new URL(request.url);
  const type = bannerTypeOf(url.searchParams.get('type'));
  const list = await api.get(ep.bannerList, undefined, { type });
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
  const type = String(bannerTypeOf(new URL(request.url).searchParams.get('type')));
  const form = await actionForm(request, context);
  const csrf = String(form.get('_csrf') ?? '');
  const values = formValues(form);
  const intent = text(values, 'intent');
  const target = text(values, 'target');
  const common = await listAction(api, 'banner', type, values, csrf, (done, anchor = '') =>
    listPath(type, `&done=${done}${anchor}`),
  );
  if (common) return common;
  if (intent !== 'create' && intent !== 'update')
    return refuse(intent, target, values, { kind: 'failed', message: 'Unknown form.', errors: {} }, 400);
  const errors = await uploadFiles(api, form, values, [['bannerFile', 'bannerUrl']], csrf);
  if (Object.keys(errors).length > 0) return refuse(intent, target, values, { kind: 'invalid', message: '', errors });
  const body = bannerBody(values);
  const opts = { csrf };
  const answer =
    intent === 'create'
      ? await api.send(ep.bannerCreate, undefined, body, opts)
      : await api.send(
          ep.bannerUpdate,
          { id: target },
          { ...body, updatedAt: text(values, 'updatedAt') || undefined },
          opts,
        );
  if (!answer.ok) return refuseAnswer(intent, target, values, answer);
  return redirect(
    listPath(answer.result.type, `&done=${intent === 'create' ? 'created' : 'saved'}#banner-${answer.result.id}`),
  );
}

/** the banner's title in the page's language (the other one when it has none) */
function bannerName(b: AdminBanner, lang: string, fallback: string): string {
  return (lang === 'en' ? b.titleEn || b.title : b.title || b.titleEn) || fallback;
}

function BannerForm({
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
  const f = `banner-${target || 'new'}`;
  const common = { form: f, values, problem };
  const type = values.type ?? '0';
  const sizeKey = ['0', '1', '4'].includes(type) ? type : 'other';
  return (
    <Form
      method="post"
      action={action}
      encType="multipart/form-data"
      reloadDocument
      className={ui.form}
      aria-label={intent === 'create' ? t('adminSite.banners.add') : t('adminSite.banners.editHeading')}
    >
      <FormProblem problem={problem} reloadTo={action} />
      <CsrfField token={csrf} />
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="target" value={target} />
      {values.updatedAt ? <input type="hidden" name="updatedAt" value={values.updatedAt} /> : null}
      <SelectField
        {...common}
        name="type"
        label={t('adminSite.banners.typeLabel')}
        options={BANNER_TYPE_CODES.map((c) => ({ value: String(c), label: BANNER_TYPES[c][lang] }))}
      />
      <ImageField
        {...common}
        name="bannerUrl"
        fileName="bannerFile"
        label={t('adminSite.picture')}
        fileLabel={t('adminSite.uploadPicture')}
        hint={`${t('adminSite.pictureAddress')} (${t(`adminSite.banners.size.${sizeKey}`)})`}
        alt={values.title ?? ''}
      />
      <div className={ui.formGrid}>
        <TextField {...common} name="title" label={t('adminSite.banners.titleZh')} maxLength={200} />
        <TextField {...common} name="titleEn" label={t('adminSite.banners.titleEn')} maxLength={200} />
      </div>
      <TextField
        {...common}
        name="linkUrl"
        label={t('adminSite.banners.link')}
        hint={t('adminSite.banners.linkHint')}
        maxLength={1000}
        inputMode="url"
      />
      <CheckField {...common} name="isPublish" label={t('adminSite.banners.isPublish')} />
      <div className={ui.actions}>
        <button type="submit" className={ui.button}>
          {intent === 'create' ? t('adminSite.banners.addButton') : t('adminSite.save')}
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

export default function SiteBanners({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const me = useStaff();
  const csrf = me?.csrfToken;
  const guard = useLeaveGuard();
  const { type, list, editing, confirm, done, lang } = loaderData;
  const refused = (actionData as { refused?: Refused } | undefined)?.refused;
  const here = listPath(type);
  const typeKey = ['0', '1', '4'].includes(String(type)) ? String(type) : 'other';
  const fallback = (b: AdminBanner) => t('adminSite.banners.name', { n: b.id });
  const refusedFor = (intent: string, target = '') =>
    refused && refused.intent === intent && refused.target === target ? refused : null;
  const createRefused = refusedFor('create');
  const editTarget = editing ? String(editing.id) : refused?.intent === 'update' ? refused.target : '';
  const editRefused = refusedFor('update', editTarget);
  const editRecord = editing ?? list.find((b) => String(b.id) === editTarget) ?? null;
  const otherRefused = refused && !['create', 'update', 'delete'].includes(refused.intent) ? refused : null;
  const published = list.filter((b) => b.isPublish).length;
  // how many of the published ones the page shows (the home page five, the events page one)
  const shownMax = type === 0 ? 5 : type === 1 || type === 4 ? 1 : Infinity;
  const rank = new Map(list.filter((b) => b.isPublish).map((b, i) => [b.id, i]));

  return (
    <div {...guard.props}>
      <title>{`${t('adminSite.banners.title')} | ${t('admin.siteName')}`}</title>
      <SiteHead
        title={t('adminSite.banners.heading')}
        preview={`${consolePaths.sitePreview}?section=banners&type=${type}`}
      />
      {done ? <Done>{t(`adminSite.done.${done}`)}</Done> : null}
      <TypeChooser
        action={consolePaths.siteBanners}
        label={t('adminSite.banners.typeLabel')}
        value={String(type)}
        options={BANNER_TYPE_CODES.map((c) => ({ value: String(c), label: BANNER_TYPES[c][lang] }))}
        lead={`${t(`adminSite.banners.shownOn.${typeKey}`)} ${t(`adminSite.banners.size.${typeKey}`)}`}
      />
      {confirm ? (
        <DeleteConfirm
          action={here}
          csrf={csrf}
          item={confirm}
          name={bannerName(confirm, lang, fallback(confirm))}
          picture={confirm.bannerUrl}
          cancelTo={here}
          problem={refusedFor('delete', String(confirm.id))?.problem}
        />
      ) : null}
      {otherRefused ? <FormProblem problem={otherRefused.problem} reloadTo={here} /> : null}

      {editRecord ? (
        <section className={`${ui.panel} ${styles.editPanel}`} id="edit" aria-labelledby="edit-heading">
          <h2 id="edit-heading">
            {t('adminSite.banners.editHeading')}: {bannerName(editRecord, lang, fallback(editRecord))}
          </h2>
          <BannerForm
            key={`${editRecord.id}:${editRecord.updatedAt}`}
            intent="update"
            target={String(editRecord.id)}
            values={editRefused?.values ?? bannerValues(editRecord)}
            problem={editRefused?.problem ?? null}
            csrf={csrf}
            action={here}
            lang={lang}
            cancelTo={`${here}#banner-${editRecord.id}`}
          />
        </section>
      ) : null}

      <section className={ui.panel} aria-labelledby="list-heading">
        <h2 id="list-heading">
          {BANNER_TYPES[type][lang]}{' '}
          <span className={ui.muted}>{t('adminSite.count', { n: list.length, published })}</span>
        </h2>
        {list.length === 0 ? (
          <p className={ui.empty}>{t('adminSite.empty')}</p>
        ) : (
          <ReorderList
            items={list.map((b) => ({ ...b, name: bannerName(b, lang, fallback(b)) }))}
            action={here}
            csrf={csrf}
            label={BANNER_TYPES[type][lang]}
            idPrefix="banner"
            render={(b) => (
              <div className={styles.item}>
                <img className={styles.thumb} src={b.bannerUrl} alt="" loading="lazy" />
                <div className={styles.itemText}>
                  <p className={styles.itemTitle}>
                    <span data-testid="banner-title">
                      {(lang === 'en' ? b.titleEn || b.title : b.title || b.titleEn) || t('adminSite.banners.noTitle')}
                    </span>
                    <PublishedPill on={b.isPublish} />
                  </p>
                  {(rank.get(b.id) ?? -1) >= shownMax ? (
                    <p className={styles.itemMeta} data-testid="banner-beyond">
                      {t('adminSite.banners.beyond', { n: shownMax })}
                    </p>
                  ) : null}
                  <p className={styles.itemMeta}>
                    {lang === 'en' ? b.title : b.titleEn}
                    {b.linkUrl ? (
                      <>
                        {' · '}
                        {t('adminSite.banners.link')}: {b.linkUrl}
                      </>
                    ) : null}
                  </p>
                  <ItemActions here={here} csrf={csrf} item={b} name={b.name} timeZone={me?.siteTimeZone} />
                </div>
              </div>
            )}
          />
        )}
      </section>

      <section className={ui.panel} aria-labelledby="add-heading">
        <details className={ui.disclosure} open={!!createRefused || list.length === 0} key={`add-${list.length}`}>
          <summary id="add-heading">+ {t('adminSite.banners.add')}</summary>
          <BannerForm
            intent="create"
            target=""
            values={createRefused?.values ?? { type: String(type), isPublish: '1' }}
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
