/**
 * The parts of the console's forms (docs/admin-console.md): a labelled field with its error next
 * to it (in the page's language), the session's CSRF token, the message above a refused form
 * (409 with a way to reload), and the question before leaving a changed form.
 */
import { useCallback, useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useBlocker } from 'react-router';
import { useTranslation } from '../../i18n';
import { fieldMessage, problemMessage, wasSubmitStopped, type FormValues, type Problem } from '../lib/forms';
import {
  adoptPending,
  type KeptForm,
  discardKept,
  dropPending,
  formKeyOf,
  keptFor,
  notePending,
  restoredStore,
  restoreInto,
  setRestored,
} from '../lib/kept-work';
import ui from './console.module.css';

/** the session's CSRF token as the hidden form field the admin API reads */
export function CsrfField({ token }: { token: string | null | undefined }) {
  return token ? <input type="hidden" name="_csrf" value={token} /> : null;
}

interface FieldProps {
  /** the form's id prefix: ids stay unique when a page has several forms */
  form: string;
  name: string;
  label: string;
  /** what was submitted (a refused form) or the record's value */
  values: FormValues;
  problem?: Problem | null;
  type?: 'text' | 'email' | 'url' | 'date' | 'datetime-local' | 'number' | 'password';
  required?: boolean;
  maxLength?: number;
  minLength?: number;
  hint?: string;
  placeholder?: string;
  autoComplete?: string;
  inputMode?: 'text' | 'url' | 'email' | 'numeric';
  pattern?: string;
  /** a number's or time's step (1: a datetime-local input with seconds) */
  step?: number;
  /** the field's own wording of any error it has (e.g. 'The latitude must be a number from -90 to 90.') */
  errorText?: string;
}

/** the id of a form's field */
export const fieldId = (form: string, name: string) => `${form}-${name}`.replace(/[^A-Za-z0-9_-]/g, '_');

function useFieldError(form: string, name: string, problem?: Problem | null, errorText?: string) {
  const { t } = useTranslation();
  const raw = problem?.errors[name];
  const id = fieldId(form, name);
  return { id, errorId: `${id}-error`, message: raw ? (errorText ?? fieldMessage(t, raw)) : null };
}

export function TextField(p: FieldProps) {
  const { id, errorId, message } = useFieldError(p.form, p.name, p.problem, p.errorText);
  const hintId = p.hint ? `${id}-hint` : undefined;
  return (
    <div className={ui.field}>
      <label htmlFor={id}>
        {p.label}
        {p.required ? <span className={ui.required}> *</span> : null}
      </label>
      <input
        id={id}
        className={ui.input}
        name={p.name}
        type={p.type ?? 'text'}
        defaultValue={p.values[p.name] ?? ''}
        required={p.required}
        maxLength={p.maxLength}
        minLength={p.minLength}
        placeholder={p.placeholder}
        autoComplete={p.autoComplete ?? 'off'}
        inputMode={p.inputMode}
        pattern={p.pattern}
        step={p.step}
        aria-invalid={message ? true : undefined}
        aria-describedby={[message ? errorId : '', hintId ?? ''].filter(Boolean).join(' ') || undefined}
      />
      {p.hint ? (
        <p id={hintId} className={ui.hint}>
          {p.hint}
        </p>
      ) : null}
      {message ? (
        <p id={errorId} className={ui.fieldError}>
          {message}
        </p>
      ) : null}
    </div>
  );
}

export function TextArea(p: FieldProps & { rows?: number }) {
  const { id, errorId, message } = useFieldError(p.form, p.name, p.problem);
  const hintId = p.hint ? `${id}-hint` : undefined;
  return (
    <div className={ui.field}>
      <label htmlFor={id}>{p.label}</label>
      <textarea
        id={id}
        className={`${ui.input} ${ui.textarea}`}
        name={p.name}
        rows={p.rows ?? 3}
        defaultValue={p.values[p.name] ?? ''}
        aria-invalid={message ? true : undefined}
        aria-describedby={[message ? errorId : '', hintId ?? ''].filter(Boolean).join(' ') || undefined}
      />
      {p.hint ? (
        <p id={hintId} className={ui.hint}>
          {p.hint}
        </p>
      ) : null}
      {message ? (
        <p id={errorId} className={ui.fieldError}>
          {message}
        </p>
      ) : null}
    </div>
  );
}

export function SelectField(p: Omit<FieldProps, 'type'> & { options: { value: string; label: string }[] }) {
  const { id, errorId, message } = useFieldError(p.form, p.name, p.problem);
  return (
    <div className={ui.field}>
      <label htmlFor={id}>{p.label}</label>
      <select
        id={id}
        className={ui.input}
        name={p.name}
        defaultValue={p.values[p.name] ?? p.options[0]?.value}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? errorId : undefined}
      >
        {p.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {message ? (
        <p id={errorId} className={ui.fieldError}>
          {message}
        </p>
      ) : null}
    </div>
  );
}

export function CheckField(p: Omit<FieldProps, 'type'>) {
  const { id, errorId, message } = useFieldError(p.form, p.name, p.problem);
  const on = p.values[p.name] === '1' || p.values[p.name] === 'on';
  return (
    <div className={`${ui.field} ${ui.check}`}>
      <input
        id={id}
        type="checkbox"
        name={p.name}
        value="1"
        defaultChecked={on}
        aria-describedby={message ? errorId : p.hint ? `${id}-hint` : undefined}
      />
      <label htmlFor={id}>{p.label}</label>
      {p.hint ? (
        <p id={`${id}-hint`} className={ui.hint}>
          {p.hint}
        </p>
      ) : null}
      {message ? (
        <p id={errorId} className={ui.fieldError}>
          {message}
        </p>
      ) : null}
    </div>
  );
}

/**
 * A picture field: its address (a path the upload answered, or a web address), the picture as
 * it is now, and a file to upload instead (the action uploads it before it saves the record).
 */
export function ImageField(p: Omit<FieldProps, 'type'> & { fileName: string; fileLabel: string; alt: string }) {
  const { id, errorId, message } = useFieldError(p.form, p.name, p.problem);
  const fileId = `${id}-file`;
  const { t } = useTranslation();
  const rawFileError = p.problem?.errors[p.fileName];
  const fileError = rawFileError ? fieldMessage(t, rawFileError) : null;
  const src = p.values[p.name] ?? '';
  return (
    <fieldset className={ui.imageField}>
      <legend>{p.label}</legend>
      <div className={ui.imageRow}>
        <div className={ui.imagePreview}>
          {src ? (
            <img src={src} alt={p.alt} loading="lazy" />
          ) : (
            <span className={ui.muted} aria-hidden="true">
              —
            </span>
          )}
        </div>
        <div className={ui.imageInputs}>
          <div className={ui.field}>
            <label htmlFor={fileId}>{p.fileLabel}</label>
            <input
              id={fileId}
              className={ui.file}
              type="file"
              name={p.fileName}
              accept="image/jpeg,image/png,image/webp,image/avif,image/svg+xml"
              aria-invalid={fileError ? true : undefined}
              aria-describedby={fileError ? `${fileId}-error` : undefined}
            />
            {fileError ? (
              <p id={`${fileId}-error`} className={ui.fieldError}>
                {fileError}
              </p>
            ) : null}
          </div>
          <div className={ui.field}>
            <label htmlFor={id}>{p.hint}</label>
            <input
              id={id}
              className={ui.input}
              name={p.name}
              defaultValue={src}
              maxLength={1000}
              autoComplete="off"
              aria-invalid={message ? true : undefined}
              aria-describedby={message ? errorId : undefined}
            />
            {message ? (
              <p id={errorId} className={ui.fieldError}>
                {message}
              </p>
            ) : null}
          </div>
        </div>
      </div>
    </fieldset>
  );
}

/**
 * The sign-in page's side of kept work (lib/kept-work.ts): the submission that met an ended
 * session, adopted as kept work (null when none); read after hydration (it is in the browser).
 */
export function useKeptOnSignIn(): KeptForm | null {
  const [kept, setKept] = useState<KeptForm | null>(null);
  useEffect(() => setKept(adoptPending()), []);
  return kept;
}

/**
 * The notice in a form whose typed work was kept across an ended session and put back
 * (lib/kept-work.ts): what happened, that a chosen file was not kept, and a way to discard it.
 */
function KeptNotice() {
  const { t } = useTranslation();
  const restored = useSyncExternalStore(restoredStore.subscribe, restoredStore.get, restoredStore.getServer);
  const marker = useRef<HTMLSpanElement>(null);
  const [mine, setMine] = useState(false);
  useEffect(() => {
    const at = marker.current;
    if (!restored || !at) return setMine(false);
    // the form this message belongs to: the one it is in, or else the first after it
    const form =
      at.closest('form') ??
      Array.from(document.querySelectorAll('form')).find(
        (f) => at.compareDocumentPosition(f) & Node.DOCUMENT_POSITION_FOLLOWING,
      );
    setMine(form === restored.form);
  }, [restored]);
  if (!restored) return null;
  if (!mine) return <span ref={marker} hidden />;
  const discard = () => {
    discardKept();
    setRestored(null);
    window.location.reload();
  };
  return (
    <div className={ui.notice} role="status" data-testid="kept-work">
      <span ref={marker} hidden />
      <p>
        {t('admin.kept.restored')}
        {restored.hadFile ? ` ${t('admin.kept.noFile')}` : ''}
      </p>
      <button type="button" className={ui.reload} onClick={discard}>
        {t('admin.kept.discard')}
      </button>
    </div>
  );
}

/** the message above a refused form; a record changed since it was read gets a way to reload it */
export function FormProblem({ problem, reloadTo }: { problem: Problem | null | undefined; reloadTo?: string }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  // a form refused without leaving the page: bring its message into view (and the reader's focus)
  useEffect(() => {
    if (problem) ref.current?.focus({ preventScroll: false });
  }, [problem]);
  if (!problem) return <KeptNotice />;
  return (
    <div className={ui.error} role="alert" ref={ref} tabIndex={-1}>
      <p className={ui.errorText}>{problemMessage(t, problem)}</p>
      {problem.kind === 'stale' && reloadTo ? (
        <p className={ui.errorText}>
          {t('admin.problem.staleHelp')}{' '}
          <a href={reloadTo} className={ui.reload}>
            {t('admin.problem.reload')}
          </a>
        </p>
      ) : null}
    </div>
  );
}

/** a notice after a change was saved (role=status: read out once) */
export function Done({ children }: { children: ReactNode }) {
  return (
    <p className={ui.notice} role="status">
      {children}
    </p>
  );
}

/**
 * Asks before leaving a changed form: the browser's own question when the page is closed or
 * reloaded (beforeunload), and the console's when a link inside the site is followed
 * (React Router's blocker). Submitting a form is not leaving. One guard a page (a router has one
 * blocker): spread `props` on an element around the page's forms (change and submit events bubble).
 */
export function useLeaveGuard() {
  const { t } = useTranslation();
  const [dirty, setDirty] = useState(false);
  const submitting = useRef(false);
  const wrapper = useRef<HTMLElement | null>(null);
  // typed work kept across an ended session (lib/kept-work.ts): this page was answered, so a
  // submission noted before is done with; work kept for this page goes back into its form
  useEffect(() => {
    dropPending();
    const here = `${window.location.pathname}${window.location.search}`;
    const kept = keptFor(here) ?? keptFor(window.location.pathname);
    const root = wrapper.current;
    if (!kept || !root) return;
    const forms = Array.from(root.querySelectorAll('form'));
    const form = forms.find((f, i) => formKeyOf(f, i) === kept.form);
    if (!form) return;
    restoreInto(form, kept.values);
    setRestored({ form, hadFile: kept.hadFile });
    setDirty(true);
    return () => setRestored(null);
  }, []);
  const ref = useCallback((el: HTMLElement | null) => {
    wrapper.current = el;
  }, []);
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      if (submitting.current) return;
      e.preventDefault();
      e.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty &&
      !submitting.current &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm(t('admin.form.leave'))) blocker.proceed();
    else blocker.reset();
  }, [blocker, t]);
  const changed = () => {
    submitting.current = false;
    setDirty(true);
  };
  return {
    dirty,
    props: {
      onChange: changed,
      onInput: changed,
      // (in the capture phase: before the form's own handler starts the submission, which the
      // blocker would otherwise stop as a navigation away)
      onSubmitCapture: () => {
        submitting.current = true;
      },
      // (in the bubble phase, after the form's own handler: a submit the form's check stopped in
      // the browser sent nothing, so the form stays changed and leaving it still asks)
      onSubmit: (e: { target: EventTarget; nativeEvent: Event }) => {
        if (wasSubmitStopped(e.nativeEvent)) {
          submitting.current = false;
          return;
        }
        // the answer (the next page, or the refused form with what was typed) starts unchanged
        setDirty(false);
        // what the form holds, kept should the session have ended (the sign-in page adopts it)
        const form = e.target instanceof HTMLFormElement ? e.target : null;
        if (form) {
          const forms = Array.from(wrapper.current?.querySelectorAll('form') ?? []);
          notePending(`${window.location.pathname}${window.location.search}`, form, Math.max(0, forms.indexOf(form)));
        }
      },
      ref,
      'data-dirty': dirty ? 'true' : 'false',
    },
  };
}
