/**
 * Uploading an event's photos (docs/admin-console.md): a multipart form with a multi-file input
 * that works without JavaScript (the route's action uploads every file, then adds each as a
 * photo). With JavaScript the files go one at a time by XMLHttpRequest to the same action, each
 * with its own progress bar, and the page's data is read again once all are through.
 */
import { useState, type FormEvent } from 'react';
import { Form, useRevalidator } from 'react-router';
import { useTranslation } from '../../i18n';
import { fileBody, postMultipart } from '../lib/upload';
import { CsrfField, describedBy, FieldFrame, SubmitRow } from './form-parts';
import ui from './console.module.css';

interface Progress {
  name: string;
  /** 0..100 */
  pct: number;
  state: 'waiting' | 'sending' | 'done' | 'failed';
}

/** one file to the action with the form's other fields; resolves with the answer's status (0: no answer) */
async function send(action: string, fields: FormData, file: File, onProgress: (pct: number) => void) {
  const body = fileBody(file, file.name, 'photos');
  for (const [k, v] of fields.entries()) if (typeof v === 'string') body.append(k, v);
  return (await postMultipart(action, body, { onProgress })).status;
}

export function PhotoUpload({
  action,
  csrf,
  error,
}: {
  action: string;
  csrf: string | null | undefined;
  /** the message of a refused upload (the form without JavaScript) */
  error?: string | null;
}) {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const [progress, setProgress] = useState<Progress[] | null>(null);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    const form = e.currentTarget;
    const input = form.elements.namedItem('photos') as HTMLInputElement | null;
    const files = [...(input?.files ?? [])];
    if (files.length === 0) return; // the action says so
    e.preventDefault();
    const fields = new FormData(form);
    fields.delete('photos');
    setBusy(true);
    const list: Progress[] = files.map((f) => ({ name: f.name, pct: 0, state: 'waiting' }));
    setProgress([...list]);
    for (const [i, file] of files.entries()) {
      list[i] = { ...list[i]!, state: 'sending' };
      setProgress([...list]);
      const status = await send(action, fields, file, (pct) => {
        list[i] = { ...list[i]!, pct };
        setProgress([...list]);
      });
      list[i] = { ...list[i]!, pct: 100, state: status >= 200 && status < 400 ? 'done' : 'failed' };
      setProgress([...list]);
    }
    setBusy(false);
    if (input) input.value = '';
    await revalidator.revalidate();
  };

  const done = progress?.filter((p) => p.state === 'done').length ?? 0;
  return (
    <Form
      method="post"
      action={action}
      encType="multipart/form-data"
      className={ui.form}
      onSubmit={onSubmit}
      aria-label={t('admin.media.choose')}
      reloadDocument
    >
      <CsrfField token={csrf} />
      <input type="hidden" name="intent" value="photos-upload" />
      <div className={ui.uploadRow}>
        <FieldFrame id="photos-files" label={t('admin.media.choose')} hint={t('admin.media.chooseHint')} error={error}>
          <input
            id="photos-files"
            className={ui.file}
            type="file"
            name="photos"
            multiple
            accept="image/jpeg,image/png,image/webp,image/avif"
            aria-describedby={describedBy('photos-files', error, true)}
            aria-invalid={error ? true : undefined}
          />
        </FieldFrame>
        <div className={`${ui.field} ${ui.check}`}>
          <input id="photos-publish" type="checkbox" name="isPublish" value="1" defaultChecked />
          <label htmlFor="photos-publish">{t('admin.media.publishNow')}</label>
        </div>
        <SubmitRow label={t('admin.media.upload')} disabled={busy} />
      </div>
      {progress ? (
        <div className={ui.progressList} aria-live="polite">
          <p className={ui.muted} role="status">
            {t('admin.media.uploading', { done, total: progress.length })}
          </p>
          <ul>
            {progress.map((p, i) => (
              <li key={`${p.name}-${i}`}>
                <span className={ui.progressName}>
                  {p.state === 'failed' ? t('admin.media.fileFailed', { name: p.name }) : p.name}
                </span>
                <progress
                  max={100}
                  value={p.pct}
                  aria-label={p.name}
                  className={p.state === 'failed' ? ui.failed : undefined}
                />
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </Form>
  );
}
