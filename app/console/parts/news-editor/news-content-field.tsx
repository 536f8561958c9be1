/**
 * The body of a news post in the console's form (docs/admin-console.md "News"): without
 * JavaScript (and until the editor has loaded) a plain textarea of the HTML named `content`, so
 * the form works as an ordinary form; in the browser the rich-text editor (TipTap, in a chunk of
 * its own: React.lazy, so neither the public pages nor the other console pages load it) takes its
 * place and keeps the HTML in a hidden `content` field of the same form.
 */
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n';
import { fieldMessage, type FormValues, type Problem } from '../../lib/forms';
import { RESTORE_EVENT } from '../../lib/kept-work';
import { describedBy, fieldId, FieldNotes } from '../form-parts';
import ui from '../console.module.css';
import styles from './news-editor.module.css';

const RichTextEditor = lazy(() => import('./rich-text-editor'));

export function NewsContentField({
  form,
  name = 'content',
  values,
  problem,
  csrf,
  uploadUrl,
  onEdit,
}: {
  form: string;
  /** 'content' (the body, required) or 'contentEn' (the English body, optional; issue 28, item 5) */
  name?: 'content' | 'contentEn';
  values: FormValues;
  problem?: Problem | null;
  csrf: string | null | undefined;
  /** where pictures go (POST, multipart `file`, the CSRF token in a header): the admin API's uploads */
  uploadUrl: string;
  /** called on every change (the page's question before leaving) */
  onEdit?: () => void;
}) {
  const { t } = useTranslation();
  const id = fieldId(form, name);
  const english = name === 'contentEn';
  const labelId = `${id}-label`;
  const raw = problem?.errors[name];
  const message = raw ? fieldMessage(t, raw) : null;
  // the HTML so far: what the textarea holds until the editor takes over with it
  const [html, setHtml] = useState(values[name] ?? '');
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => setEnhanced(true), []);
  // typed work put back after an ended session (lib/kept-work.ts): the editor starts again from it
  const box = useRef<HTMLDivElement>(null);
  const [restoredKey, setRestoredKey] = useState(0);
  useEffect(() => {
    const form = box.current?.closest('form');
    if (!form) return;
    const onRestore = (e: Event) => {
      const content = (e as CustomEvent<Record<string, string>>).detail?.[name];
      if (typeof content !== 'string') return;
      setHtml(content);
      setRestoredKey((k) => k + 1);
    };
    form.addEventListener(RESTORE_EVENT, onRestore);
    return () => form.removeEventListener(RESTORE_EVENT, onRestore);
  }, [name]);
  const hint = `${english ? `${t('adminNews.hints.contentEn')} ` : ''}${enhanced ? t('adminNews.hints.contentEditor') : t('adminNews.hints.content')}`;
  // (the hint is always said: never undefined)
  const notes = describedBy(id, message, hint) ?? '';

  const textarea = (
    <textarea
      id={id}
      className={`${ui.input} ${styles.source}`}
      name={name}
      rows={14}
      defaultValue={html}
      onChange={(e) => setHtml(e.currentTarget.value)}
      aria-invalid={message ? true : undefined}
      aria-describedby={notes}
    />
  );
  return (
    <div className={`${ui.field} ${styles.field}`} ref={box}>
      <label id={labelId} htmlFor={id}>
        {english ? t('adminNews.fields.contentEn') : t('adminNews.fields.content')}
        {english ? null : <span className={ui.required}> *</span>}
      </label>
      {enhanced ? (
        <Suspense
          fallback={
            <>
              <p className={ui.muted}>{t('adminNews.editor.loading')}</p>
              {textarea}
            </>
          }
        >
          <RichTextEditor
            key={restoredKey}
            id={id}
            name={name}
            labelId={labelId}
            describedBy={notes}
            invalid={!!message}
            initial={html}
            csrf={csrf}
            uploadUrl={uploadUrl}
            onEdit={onEdit}
          />
        </Suspense>
      ) : (
        textarea
      )}
      <FieldNotes id={id} hint={hint} error={message} />
    </div>
  );
}
