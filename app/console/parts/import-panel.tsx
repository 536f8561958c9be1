/**
 * The import panel of a class's results and entries pages: a multipart form (with the session's
 * CSRF token, so it works without JavaScript) with a file or pasted text, posting `intent=import`
 * to the page's action, which reads them with lib/upload.ts `importInput` (a file wins). The
 * accepted file types, the words and any further fields (`children`, between the file and the
 * paste) are the page's.
 */
import type { ReactNode } from 'react';
import { Form } from 'react-router';
import { CsrfField } from './form-parts';
import ui from './console.module.css';
import styles from './import-panel.module.css';

export function ImportPanel({
  id,
  heading,
  lead,
  fileLabel,
  accept,
  pasteLabel,
  rows = 6,
  submit,
  csrf,
  busy,
  children,
}: {
  /** the ids' prefix (`${id}-file`, `${id}-text`, `${id}-import-heading`) */
  id: string;
  heading: string;
  lead: string;
  fileLabel: string;
  /** the file input's accepted types */
  accept: string;
  pasteLabel: string;
  rows?: number;
  /** the button's words */
  submit: string;
  csrf: string | null | undefined;
  busy: boolean;
  children?: ReactNode;
}) {
  return (
    <section className={ui.panel} aria-labelledby={`${id}-import-heading`}>
      <h2 id={`${id}-import-heading`}>{heading}</h2>
      <p className={ui.muted}>{lead}</p>
      <Form method="post" encType="multipart/form-data" reloadDocument>
        <CsrfField token={csrf} />
        <div className={ui.field}>
          <label htmlFor={`${id}-file`}>{fileLabel}</label>
          <input id={`${id}-file`} className={ui.input} type="file" name="file" accept={accept} />
        </div>
        {children}
        <div className={ui.field}>
          <label htmlFor={`${id}-text`}>{pasteLabel}</label>
          <textarea
            id={`${id}-text`}
            className={`${ui.input} ${styles.paste}`}
            name="text"
            rows={rows}
            spellCheck={false}
          />
        </div>
        <button type="submit" name="intent" value="import" className={ui.button} disabled={busy}>
          {submit}
        </button>
      </Form>
    </section>
  );
}
