/**
 * The import panel of a class's results and entries pages: a multipart form (with the session's
 * CSRF token, so it works without JavaScript) with a file or pasted text, posting `intent=import`
 * to the page's action, which reads them with lib/upload.ts `importInput` (a file wins). The
 * accepted file types, the words (the page's messages `importHeading`, `importLead`, `file`,
 * `paste` and `read`) and any further fields (`children`, between the file and the paste) are the page's.
 */
import type { ReactNode } from 'react';
import { Form } from 'react-router';
import { useTranslation } from '../../i18n';
import { CsrfField, FieldFrame } from './form-parts';
import ui from './console.module.css';
import styles from './import-panel.module.css';

export function ImportPanel({
  id,
  words,
  accept,
  rows = 6,
  csrf,
  busy,
  children,
}: {
  /** the ids' prefix (`${id}-file`, `${id}-text`, `${id}-import-heading`) */
  id: string;
  /** the page's messages, where the panel's words are */
  words: 'adminEntries' | 'adminResults';
  /** the file input's accepted types */
  accept: string;
  rows?: number;
  csrf: string | null | undefined;
  busy: boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <section className={ui.panel} aria-labelledby={`${id}-import-heading`}>
      <h2 id={`${id}-import-heading`}>{t(`${words}.importHeading`)}</h2>
      <p className={ui.muted}>{t(`${words}.importLead`)}</p>
      <Form method="post" encType="multipart/form-data" reloadDocument>
        <CsrfField token={csrf} />
        <FieldFrame id={`${id}-file`} label={t(`${words}.file`)}>
          <input id={`${id}-file`} className={ui.input} type="file" name="file" accept={accept} />
        </FieldFrame>
        {children}
        <FieldFrame id={`${id}-text`} label={t(`${words}.paste`)}>
          <textarea
            id={`${id}-text`}
            className={`${ui.input} ${styles.paste}`}
            name="text"
            rows={rows}
            spellCheck={false}
          />
        </FieldFrame>
        <button type="submit" name="intent" value="import" className={ui.button} disabled={busy}>
          {t(`${words}.read`)}
        </button>
      </Form>
    </section>
  );
}

/**
 * The step after an import's preview: a form posting to the page's action (as a document) with the
 * import's id and the page's own choices (`children`), then the decision (`decide`: its intent,
 * words, and whether it is held back) and "Discard" (intent `discard`, sent whatever the fields hold).
 */
export function ImportDecision({
  importId,
  decide,
  discard,
  csrf,
  busy,
  className,
  actionsClassName,
  children,
}: {
  importId: string | number;
  decide: { intent: string; label: string; disabled?: boolean };
  /** the discard button's words */
  discard: string;
  csrf: string | null | undefined;
  busy: boolean;
  /** the page's look of the form and of its row of buttons */
  className?: string;
  actionsClassName?: string;
  children: ReactNode;
}) {
  return (
    <Form method="post" className={className} reloadDocument>
      <CsrfField token={csrf} />
      <input type="hidden" name="importId" value={importId} />
      {children}
      <p className={actionsClassName}>
        <button
          type="submit"
          name="intent"
          value={decide.intent}
          className={ui.button}
          disabled={busy || decide.disabled}
        >
          {decide.label}
        </button>
        <button
          type="submit"
          name="intent"
          value="discard"
          className={ui.buttonSecondary}
          disabled={busy}
          formNoValidate
        >
          {discard}
        </button>
      </p>
    </Form>
  );
}
