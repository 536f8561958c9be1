/**
 * The site's videos in the console (docs/admin-console.md "Site content"): highlights and race
 * reports (`?type=` 2 or 1), each an uploaded MP4 with a poster picture (with JavaScript the
 * video uploads with a progress bar and the poster is a frame the editor picks from it) or the
 * page of an allowed video site (VIDEO_EMBED_HOSTS: another host is refused next to the field);
 * publish in one click, order by drag, keyboard or Move up/down, edit (`?edit=ID`), delete after
 * a confirmation (`?delete=ID`), and a preview as the public pages show them.
 */
import { Form, Link, redirect } from 'react-router';
import type { Route } from './+types/site-videos';
import { actionForm } from '../../lib/action-form';
import { adminContentEndpoints } from '../../../shared/admin-content-endpoints';
import {
  adminSiteEndpoints as ep,
  SITE_VIDEO_TYPE_CODES,
  SITE_VIDEO_TYPES,
  type AdminSiteVideo,
} from '../../../shared/admin-site';
import { resolveRequestLang } from '../../../shared/lang';
import { useTranslation } from '../../i18n';
import { useRootData } from '../../lib/root-data';
import { consoleApi } from '../lib/console-api.server';
import { refuse, refuseAnswer, uploadFiles, type Refused } from '../lib/edits';
import { formValues, text, type FormValues, type Problem } from '../lib/forms';
import { consolePaths } from '../lib/paths';
import { idOf, isUploadedVideo, siteVideoBody, siteVideoTypeOf, siteVideoValues } from '../lib/site-edits';
import { listAction } from '../lib/site-lists.server';
import { CheckField, CsrfField, Done, FormProblem, SelectField, TextField, useLeaveGuard } from '../parts/form-parts';
import { ReorderList } from '../parts/reorder-list';
import { DeleteConfirm, ItemActions, PublishedPill, SiteHead, TypeChooser } from '../parts/site-parts';
import { VideoSource } from '../parts/video-source';
import { useStaff } from './layout';
import ui from '../parts/console.module.css';
import styles from '../parts/site.module.css';
import '../messages/register-site';

const DONE = ['created', 'saved', 'deleted', 'moved', 'published', 'unpublished'] as const;
type DoneKind = (typeof DONE)[number];

const listPath = (type: number | string, extra = '') => `${consolePaths.siteVideos}?type=${type}${extra}`;

export async function loader({ request, context }: Route.LoaderArgs) {
  const api = consoleApi(context, request);
  const url = new URL(request.url);
  const type = siteVideoTypeOf(url.searchParams.get('type'));
  const [list, hosts] = await Promise.all([
    api.get(ep.siteVideoList, undefined, { type }),
    api.get(ep.siteVideoEmbedHosts),
  ]);
  const edit = idOf(url.searchParams.get('edit'));
  const del = idOf(url.searchParams.get('delete'));
  const done = url.searchParams.get('done') ?? '';
  return {
    type,
    list,
    hosts: hosts.hosts,
    editing: edit ? (list.find((b) => b.id === edit) ?? null) : null,
    confirm: del ? (list.find((b) => b.id === del) ?? null) : null,
    done: (DONE as readonly string[]).includes(done) ? (done as DoneKind) : null,
    lang: resolveRequestLang(request),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const api = consoleApi(context, request);
  const type = String(siteVideoTypeOf(new URL(request.url).searchParams.get('type')));
  const form = await actionForm(request, context);
  const csrf = String(form.get('_csrf') ?? '');
  const values = formValues(form);
  const intent = text(values, 'intent');
  const target = text(values, 'target');
  const common = await listAction(api, 'siteVideo', type, values, csrf, (done, anchor = '') =>
    listPath(type, `&done=${done}${anchor}`),
  );
  if (common) return common;
  if (intent !== 'create' && intent !== 'update')
    return refuse(intent, target, values, { kind: 'failed', message: 'Unknown form.', errors: {} }, 400);
  // (without JavaScript the files come with the form)
  const errors = await uploadFiles(
    api,
    form,
    values,
    [
      ['videoFile', 'videoUrl'],
      ['thumbFile', 'thumbUrl'],
    ],
    csrf,
  );
  if (Object.keys(errors).length > 0) return refuse(intent, target, values, { kind: 'invalid', message: '', errors });
  if (!values.source) values.source = text(values, 'embedUrl') && !text(values, 'videoUrl') ? 'embed' : 'upload';
  const body = siteVideoBody(values);
  const opts = { csrf };
  const answer =
    intent === 'create'
      ? await api.send(ep.siteVideoCreate, undefined, body, opts)
      : await api.send(
          ep.siteVideoUpdate,
          { id: target },
          { ...body, updatedAt: text(values, 'updatedAt') || undefined },
          opts,
        );
  if (!answer.ok) {
    // the address's error next to the field it was typed in
    const errs = { ...answer.errors };
    const error = errs.videoUrl;
    if (error) {
      delete errs.videoUrl;
      errs[text(values, 'source') === 'embed' ? 'embedUrl' : 'videoUrl'] = error;
    }
    return refuseAnswer(intent, target, values, { ...answer, errors: errs });
  }
  return redirect(
    listPath(answer.result.type, `&done=${intent === 'create' ? 'created' : 'saved'}#siteVideo-${answer.result.id}`),
  );
}

function videoName(v: AdminSiteVideo, lang: string): string {
  return lang === 'en' && v.titleEn ? v.titleEn : v.title;
}

function VideoForm({
  intent,
  target,
  values,
  problem,
  csrf,
  action,
  lang,
  hosts,
  cancelTo,
}: {
  intent: 'create' | 'update';
  target: string;
  values: FormValues;
  problem: Problem | null;
  csrf: string | null | undefined;
  action: string;
  lang: 'zh' | 'en';
  hosts: string[];
  cancelTo?: string;
}) {
  const { t } = useTranslation();
  const root = useRootData();
  const f = `video-${target || 'new'}`;
  const common = { form: f, values, problem };
  return (
    <Form
      method="post"
      action={action}
      encType="multipart/form-data"
      reloadDocument
      className={ui.form}
      aria-label={intent === 'create' ? t('adminSite.videos.add') : t('adminSite.videos.editHeading')}
    >
      <FormProblem problem={problem} reloadTo={action} />
      <CsrfField token={csrf} />
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="target" value={target} />
      {values.updatedAt ? <input type="hidden" name="updatedAt" value={values.updatedAt} /> : null}
      {values.publishClock ? <input type="hidden" name="publishClock" value={values.publishClock} /> : null}
      <SelectField
        {...common}
        name="type"
        label={t('adminSite.videos.typeLabel')}
        options={SITE_VIDEO_TYPE_CODES.map((c) => ({ value: String(c), label: SITE_VIDEO_TYPES[c][lang] }))}
      />
      <div className={ui.formGrid}>
        <TextField {...common} name="title" label={t('adminSite.videos.titleZh')} maxLength={200} required />
        <TextField {...common} name="titleEn" label={t('adminSite.videos.titleEn')} maxLength={200} />
        <TextField {...common} name="publishTime" type="date" label={t('adminSite.videos.publishTime')} />
      </div>
      <VideoSource
        form={f}
        values={values}
        problem={problem}
        hosts={hosts}
        csrf={csrf}
        uploadUrl={`${root?.apiBase ?? '/api'}${adminContentEndpoints.upload.path()}`}
      />
      <CheckField {...common} name="isPublish" label={t('adminSite.videos.isPublish')} />
      <div className={ui.actions}>
        <button type="submit" className={ui.button}>
          {intent === 'create' ? t('adminSite.videos.addButton') : t('adminSite.save')}
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

export default function SiteVideos({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const me = useStaff();
  const csrf = me?.csrfToken;
  const guard = useLeaveGuard();
  const { type, list, hosts, editing, confirm, done, lang } = loaderData;
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
      <title>{`${t('adminSite.videos.title')} | ${t('admin.siteName')}`}</title>
      <SiteHead
        title={t('adminSite.videos.heading')}
        preview={`${consolePaths.sitePreview}?section=videos&type=${type}`}
      />
      {done ? <Done>{t(`adminSite.done.${done}`)}</Done> : null}
      <TypeChooser
        action={consolePaths.siteVideos}
        label={t('adminSite.videos.typeLabel')}
        value={String(type)}
        options={SITE_VIDEO_TYPE_CODES.map((c) => ({ value: String(c), label: SITE_VIDEO_TYPES[c][lang] }))}
      />
      {confirm ? (
        <DeleteConfirm
          action={here}
          csrf={csrf}
          item={confirm}
          name={videoName(confirm, lang)}
          picture={confirm.thumbUrl}
          cancelTo={here}
          problem={refusedFor('delete', String(confirm.id))?.problem}
        />
      ) : null}
      {otherRefused ? <FormProblem problem={otherRefused.problem} reloadTo={here} /> : null}

      {editRecord ? (
        <section className={`${ui.panel} ${styles.editPanel}`} id="edit" aria-labelledby="edit-heading">
          <h2 id="edit-heading">
            {t('adminSite.videos.editHeading')}: {videoName(editRecord, lang)}
          </h2>
          <VideoForm
            key={`${editRecord.id}:${editRecord.updatedAt}`}
            intent="update"
            target={String(editRecord.id)}
            values={editRefused?.values ?? siteVideoValues(editRecord)}
            problem={editRefused?.problem ?? null}
            csrf={csrf}
            action={here}
            lang={lang}
            hosts={hosts}
            cancelTo={`${here}#siteVideo-${editRecord.id}`}
          />
        </section>
      ) : null}

      <section className={ui.panel} aria-labelledby="list-heading">
        <h2 id="list-heading">
          {SITE_VIDEO_TYPES[type][lang]}{' '}
          <span className={ui.muted}>{t('adminSite.count', { n: list.length, published })}</span>
        </h2>
        {list.length === 0 ? (
          <p className={ui.empty}>{t('adminSite.empty')}</p>
        ) : (
          <ReorderList
            items={list.map((v) => ({ ...v, name: videoName(v, lang) }))}
            action={here}
            csrf={csrf}
            label={SITE_VIDEO_TYPES[type][lang]}
            idPrefix="siteVideo"
            render={(v) => (
              <div className={styles.item}>
                {v.thumbUrl ? (
                  <img className={styles.thumb} src={v.thumbUrl} alt="" loading="lazy" />
                ) : (
                  <span className={styles.thumb} aria-hidden="true" />
                )}
                <div className={styles.itemText}>
                  <p className={styles.itemTitle}>
                    <span data-testid="video-title">{v.name}</span>
                    <PublishedPill on={v.isPublish} />
                  </p>
                  {v.titleEn && v.name !== v.title ? <p className={styles.itemMeta}>{v.title}</p> : null}
                  {v.titleEn && v.name === v.title ? <p className={styles.itemMeta}>{v.titleEn}</p> : null}
                  <p className={styles.itemMeta}>
                    {isUploadedVideo(v.videoUrl) ? t('adminSite.videos.uploadedFile') : t('adminSite.videos.embedded')}
                    {' · '}
                    <a href={v.videoUrl} target="_blank" rel="noopener noreferrer">
                      {t('adminSite.videos.play')} ↗
                    </a>
                    {' · '}
                    {v.publishTime.slice(0, 10)}
                  </p>
                  <ItemActions here={here} csrf={csrf} item={v} name={v.name} timeZone={me?.siteTimeZone} />
                </div>
              </div>
            )}
          />
        )}
      </section>

      <section className={ui.panel} aria-labelledby="add-heading">
        <details className={ui.disclosure} open={!!createRefused || list.length === 0} key={`add-${list.length}`}>
          <summary id="add-heading">+ {t('adminSite.videos.add')}</summary>
          <VideoForm
            intent="create"
            target=""
            values={createRefused?.values ?? { type: String(type), isPublish: '1', source: 'upload' }}
            problem={createRefused?.problem ?? null}
            csrf={csrf}
            action={here}
            lang={lang}
            hosts={hosts}
          />
        </details>
      </section>
    </div>
  );
}
