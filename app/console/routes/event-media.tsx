/**
 * An event's photos and videos in the console (docs/admin-console.md): upload several photos at
 * once (with JavaScript one by one with progress; without, one multipart form), each photo's
 * caption, publish or unpublish, move up or down, delete with a confirmation step
 * (`?delete=image:ID|video:ID`); add a video by its address, publish, order and delete it.
 * Every form posts to this route's action with an `intent` and the session's CSRF token.
 */
import { Form, Link, redirect, href } from 'react-router';
import type { Route } from './+types/event-media';
import { adminContentEndpoints as ep } from '../../../shared/admin-content-endpoints';
import type { AdminImage, AdminVideo } from '../../../shared/admin-content';
import { PAGE_SIZE_MAX } from '../../../shared/api';
import { resolveRequestLang } from '../../../shared/lang';
import { consoleApi, consoleForm, type ConsoleApi } from '../lib/console-api.server';
import { refuse, refuseAnswer, uploadOne, refuseUnknown } from '../lib/edits';
import { adminEventName } from '../lib/format';
import {
  checked,
  fieldMessage,
  filesOf,
  issue,
  optional,
  problemOf,
  text,
  uploadRefusal,
  type FieldError,
} from '../lib/forms';
import { CsrfField, Done, FormProblem, TextField, SubmitRow } from '../parts/form-parts';
import { ConsolePager } from '../parts/pager';
import { ConfirmPanel, RecordFields, RowAction } from '../parts/record-actions';
import { PhotoUpload } from '../parts/photo-upload';
import { useFormPage } from './layout';
import ui from '../parts/console.module.css';
import { PageHead } from '../parts/page-head';

const PHOTOS_PER_PAGE = 50;
const DONE = ['uploaded', 'saved', 'deleted', 'moved', 'video-added'] as const;
type DoneKind = (typeof DONE)[number];

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const api = consoleApi(context, request);
  const eventCd = params.eventCd;
  const url = new URL(request.url);
  const page = Math.min(100_000, Math.max(1, Math.floor(Number(url.searchParams.get('page')) || 1)));
  const [event, images, videos] = await Promise.all([
    api.get(ep.eventGet, { eventCd }),
    api.get(ep.imageList, { eventCd }, { page, pageSize: PHOTOS_PER_PAGE }),
    api.get(ep.videoList, { eventCd }, { page: 1, pageSize: PAGE_SIZE_MAX }),
  ]);
  const done = url.searchParams.get('done');
  const del = url.searchParams.get('delete') ?? '';
  let confirm: { kind: 'image' | 'video'; id: number; label: string; src: string | null; updatedAt: string } | null =
    null;
  const id = Number(del.split(':')[1]);
  if (del.startsWith('image:')) {
    const img = images.records.find((x) => x.id === id);
    if (img) confirm = { kind: 'image', id, label: img.title ?? '', src: img.imgUrl, updatedAt: img.updatedAt };
  } else if (del.startsWith('video:')) {
    const v = videos.records.find((x) => x.id === id);
    if (v) confirm = { kind: 'video', id, label: v.title, src: v.thumbUrl, updatedAt: v.updatedAt };
  }
  return {
    event,
    images,
    videos: videos.records,
    page,
    done: (DONE as readonly string[]).includes(done ?? '') ? (done as DoneKind) : null,
    confirm,
    lang: resolveRequestLang(request),
  };
}

/** every photo (or video) of the event in its order: the list a move renumbers */
async function everything(api: ConsoleApi, kind: 'image' | 'video', eventCd: string) {
  const list: (AdminImage | AdminVideo)[] = [];
  for (let page = 1; page <= 1000; page++) {
    const p =
      kind === 'image'
        ? await api.get(ep.imageList, { eventCd }, { page, pageSize: PAGE_SIZE_MAX })
        : await api.get(ep.videoList, { eventCd }, { page, pageSize: PAGE_SIZE_MAX });
    list.push(...p.records);
    if (page >= p.pages) break;
  }
  return list;
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { api, form, csrf, values, intent, target } = await consoleForm(request, context);
  const eventCd = params.eventCd;
  const id = { id: target };
  const updatedAt = text(values, 'updatedAt') || undefined;
  const pageNo = text(values, 'page');
  const here = href('/admin/events/:eventCd/media', { eventCd });
  const done = (kind: DoneKind, anchor = '') =>
    redirect(`${here}?done=${kind}${pageNo && pageNo !== '1' ? `&page=${encodeURIComponent(pageNo)}` : ''}${anchor}`);
  const opts = { csrf };

  switch (intent) {
    case 'photos-upload': {
      const files = filesOf(form, 'photos');
      if (files.length === 0)
        return refuse(intent, '', values, { kind: 'invalid', message: '', errors: { photos: issue('required') } });
      const all = await everything(api, 'image', eventCd);
      let order = all.reduce((m, x) => Math.max(m, x.sortOrder), 0);
      const failed: string[] = [];
      let status = 400;
      let photoError: FieldError | undefined;
      for (const file of files) {
        const up = await uploadOne(api, file, csrf);
        if (!up.ok) {
          failed.push(file.name);
          status = up.status || 503;
          photoError = problemOf(up).errors.file ?? uploadRefusal(up.code ?? up.status);
          continue;
        }
        order += 10;
        const created = await api.send(
          ep.imageCreate,
          { eventCd },
          { imgUrl: up.result.url, isPublish: checked(values, 'isPublish'), sortOrder: order },
          opts,
        );
        if (!created.ok) {
          failed.push(file.name);
          status = created.status || 503;
        }
      }
      if (failed.length > 0)
        return refuse(
          intent,
          '',
          { ...values, failed: failed.join(', ') },
          { kind: 'invalid', message: '', errors: { photos: photoError ?? uploadRefusal(status) } },
          status,
        );
      return done('uploaded');
    }
    case 'image-caption': {
      const answer = await api.send(ep.imageUpdate, id, { title: optional(values, 'title'), updatedAt }, opts);
      return answer.ok ? done('saved', `#image-${target}`) : refuseAnswer(intent, target, values, answer);
    }
    case 'image-publish':
    case 'video-publish': {
      const body = { isPublish: checked(values, 'isPublish'), updatedAt };
      const answer =
        intent === 'image-publish'
          ? await api.send(ep.imageUpdate, id, body, opts)
          : await api.send(ep.videoUpdate, id, body, opts);
      return answer.ok
        ? done('saved', `#${intent.split('-')[0]}-${target}`)
        : refuseAnswer(intent, target, values, answer);
    }
    case 'image-move':
    case 'video-move': {
      const kind = intent === 'image-move' ? 'image' : 'video';
      const list = await everything(api, kind, eventCd);
      const i = list.findIndex((x) => String(x.id) === target);
      const j = text(values, 'direction') === 'up' ? i - 1 : i + 1;
      if (i >= 0 && j >= 0 && j < list.length) {
        [list[i], list[j]] = [list[j]!, list[i]!];
        for (const [k, item] of list.entries()) {
          const sortOrder = (k + 1) * 10;
          if (item.sortOrder === sortOrder) continue;
          const body = { sortOrder, updatedAt: item.updatedAt };
          const answer =
            kind === 'image'
              ? await api.send(ep.imageUpdate, { id: String(item.id) }, body, opts)
              : await api.send(ep.videoUpdate, { id: String(item.id) }, body, opts);
          if (!answer.ok) return refuseAnswer(intent, target, values, answer);
        }
      }
      return done('moved', `#${kind}-${target}`);
    }
    case 'image-delete':
    case 'video-delete': {
      const answer =
        intent === 'image-delete'
          ? await api.send(ep.imageDelete, id, { updatedAt }, opts)
          : await api.send(ep.videoDelete, id, { updatedAt }, opts);
      return answer.ok ? done('deleted') : refuseAnswer(intent, target, values, answer);
    }
    case 'video-create': {
      const videos = await everything(api, 'video', eventCd);
      const answer = await api.send(
        ep.videoCreate,
        { eventCd },
        {
          videoUrl: text(values, 'videoUrl'),
          title: text(values, 'title'),
          thumbUrl: optional(values, 'thumbUrl'),
          isPublish: checked(values, 'isPublish'),
          sortOrder: videos.reduce((m, x) => Math.max(m, x.sortOrder), 0) + 10,
        },
        opts,
      );
      return answer.ok ? done('video-added') : refuseAnswer(intent, '', values, answer);
    }
    default:
      return refuseUnknown(intent, target, values);
  }
}

export default function EventMedia({ loaderData, actionData }: Route.ComponentProps) {
  const { t, csrf, guard, refused, refusedFor } = useFormPage(actionData);
  const { event, images, videos, page, done, confirm, lang } = loaderData;
  const here = href('/admin/events/:eventCd/media', { eventCd: event.eventCd });
  const name = adminEventName(event, lang);
  const uploadRefused = refusedFor('photos-upload');
  const uploadError = uploadRefused
    ? uploadRefused.problem.errors.photos?.code === 'required'
      ? t('admin.media.noFiles')
      : `${uploadRefused.values.failed ? `${uploadRefused.values.failed}: ` : ''}${fieldMessage(t, uploadRefused.problem.errors.photos ?? uploadRefusal(0))}`
    : null;
  const pageLink = (p: number) => `${here}?page=${p}`;
  const videoRefused = refusedFor('video-create');
  const otherRefused = refused && !['photos-upload', 'video-create'].includes(refused.intent) ? refused : null;

  /** a change to one photo or video posts the list's page too: the answer shows the same page */
  const change = (intent: string, item: { id: number; updatedAt: string }) => ({
    csrf,
    intent,
    item,
    fields: { page },
  });
  const moveButtons = (
    kind: 'image' | 'video',
    item: { id: number; updatedAt: string },
    first: boolean,
    last: boolean,
  ) =>
    (['up', 'down'] as const).map((dir) => (
      <RowAction
        key={dir}
        action={here}
        className={ui.inline}
        {...change(`${kind}-move`, item)}
        fields={{ page, direction: dir }}
        buttonClass={ui.iconButton}
        button={{
          disabled: dir === 'up' ? first : last,
          'aria-label': t(`admin.media.${dir}`),
          title: t(`admin.media.${dir}`),
        }}
      >
        {dir === 'up' ? '↑' : '↓'}
      </RowAction>
    ));
  const publishButton = (kind: 'image' | 'video', item: { id: number; updatedAt: string; isPublish: number }) => (
    <RowAction
      action={here}
      className={ui.inline}
      {...change(`${kind}-publish`, item)}
      fields={{ page, isPublish: item.isPublish ? '0' : '1' }}
    >
      {item.isPublish ? t('admin.media.unpublish') : t('admin.media.publish')}
    </RowAction>
  );
  const pill = (on: number) => (
    <span className={`${ui.pill} ${on ? ui.published : ui.draft}`}>
      {on ? t('admin.media.published') : t('admin.media.draft')}
    </span>
  );

  return (
    <div {...guard.props}>
      <PageHead
        heading={t('admin.media.title', { name })}
        docTitle={t('admin.media.title', { name })}
        back={{ to: href('/admin/events/:eventCd', { eventCd: event.eventCd }), label: t('admin.media.back') }}
      />
      {done ? <Done>{t(`admin.media.done.${done}`)}</Done> : null}
      {confirm ? (
        <ConfirmPanel
          heading={t(`admin.confirm.${confirm.kind}`, { name: confirm.label })}
          picture={confirm.src}
          lead={t('admin.confirm.lead')}
          problem={refusedFor(`${confirm.kind}-delete`, String(confirm.id))?.problem}
          reloadTo={here}
          action={here}
          {...change(`${confirm.kind}-delete`, confirm)}
          yes={t('admin.confirm.yes')}
          no={t('admin.confirm.no')}
          cancelTo={page > 1 ? pageLink(page) : here}
        />
      ) : null}
      {otherRefused && !otherRefused.intent.endsWith('-delete') ? (
        <FormProblem problem={otherRefused.problem} reloadTo={here} />
      ) : null}

      <section className={ui.panel} aria-labelledby="photos-heading">
        <h2 id="photos-heading">{t('admin.media.photos', { n: images.total })}</h2>
        <PhotoUpload action={here} csrf={csrf} error={uploadError} />
        {images.records.length === 0 ? (
          <p className={ui.empty}>{t('admin.media.noPhotos')}</p>
        ) : (
          <ol className={ui.photos}>
            {images.records.map((img, i) => {
              const n = (images.pageNo - 1) * images.pageSize + i + 1;
              const first = n === 1;
              const last = n === images.total;
              return (
                <li key={`${img.id}:${img.updatedAt}`} id={`image-${img.id}`} className={ui.photo}>
                  <img src={img.imgUrl} alt={img.title || t('admin.media.photo', { n })} loading="lazy" />
                  <div className={ui.photoBody}>
                    <p className={ui.photoHead}>
                      <span>{t('admin.media.photo', { n })}</span>
                      {pill(img.isPublish)}
                    </p>
                    <Form method="post" action={here} className={ui.captionForm}>
                      <RecordFields {...change('image-caption', img)} />
                      <label className="visually-hidden" htmlFor={`caption-${img.id}`}>
                        {t('admin.media.caption')} ({t('admin.media.photo', { n })})
                      </label>
                      <input
                        id={`caption-${img.id}`}
                        className={ui.input}
                        name="title"
                        defaultValue={img.title ?? ''}
                        placeholder={t('admin.media.caption')}
                        maxLength={200}
                      />
                      <button type="submit" className={ui.buttonSecondary}>
                        {t('admin.form.save')}
                      </button>
                    </Form>
                    <div className={ui.rowActions}>
                      {publishButton('image', img)}
                      {moveButtons('image', img, first, last)}
                      <Link
                        className={ui.linkDanger}
                        to={`${here}?delete=image:${img.id}${page > 1 ? `&page=${page}` : ''}`}
                      >
                        {t('admin.media.delete')}
                      </Link>
                    </div>
                  </div>
                </li>
              );
            })}
          </ol>
        )}
        <ConsolePager page={images} label={t('admin.media.pages')} href={pageLink} />
      </section>

      <section className={ui.panel} aria-labelledby="videos-heading">
        <h2 id="videos-heading">{t('admin.media.videos', { n: videos.length })}</h2>
        {videos.length === 0 ? (
          <p className={ui.empty}>{t('admin.media.noVideos')}</p>
        ) : (
          <ol className={ui.races}>
            {videos.map((v, i) => (
              <li key={`${v.id}:${v.updatedAt}`} id={`video-${v.id}`} className={ui.race}>
                <div className={ui.raceMain}>
                  <strong>{v.title}</strong> {pill(v.isPublish)}
                  <a href={v.videoUrl} target="_blank" rel="noopener noreferrer" className={ui.small}>
                    {v.videoUrl} ↗
                  </a>
                </div>
                <div className={ui.rowActions}>
                  {publishButton('video', v)}
                  {moveButtons('video', v, i === 0, i === videos.length - 1)}
                  <Link className={ui.linkDanger} to={`${here}?delete=video:${v.id}`}>
                    {t('admin.media.delete')}
                  </Link>
                </div>
              </li>
            ))}
          </ol>
        )}
        <details key={`add-video-${videos.length}`} className={ui.disclosure} open={!!videoRefused}>
          <summary>+ {t('admin.media.addVideo')}</summary>
          <Form method="post" action={here} className={ui.form} aria-label={t('admin.media.addVideo')}>
            <FormProblem problem={videoRefused?.problem} />
            <CsrfField token={csrf} />
            <input type="hidden" name="intent" value="video-create" />
            <div className={ui.formGrid}>
              {(
                [
                  ['title', 'videoTitle', true],
                  ['videoUrl', 'videoUrl', true],
                  ['thumbUrl', 'thumbUrl', false],
                ] as const
              ).map(([field, label, required]) => (
                <TextField
                  key={field}
                  form="video-new"
                  name={field}
                  label={t(`admin.media.${label}`)}
                  values={videoRefused?.values ?? {}}
                  problem={videoRefused?.problem}
                  required={required}
                  maxLength={field === 'title' ? 200 : 1000}
                />
              ))}
            </div>
            <div className={`${ui.field} ${ui.check}`}>
              <input
                id="video-new-publish"
                type="checkbox"
                name="isPublish"
                value="1"
                defaultChecked={videoRefused ? checked(videoRefused.values, 'isPublish') === 1 : true}
              />
              <label htmlFor="video-new-publish">{t('admin.media.publishNow')}</label>
            </div>
            <SubmitRow label={t('admin.media.addVideoButton')} />
          </Form>
        </details>
      </section>
    </div>
  );
}
