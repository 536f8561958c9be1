/**
 * The parts of the console's forms (docs/admin-console.md): a labelled field with its error next
 * to it (in the page's language), the session's CSRF token, the message above a refused form
 * (409 with a way to reload), and the question before leaving a changed form.
 */
import { useCallback, useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { Form, useBlocker, type FormProps } from 'react-router';
import { useTranslation } from '../../i18n';
import { useConsoleForm, type FormRules } from '../lib/console-form';
import type { Refused } from '../lib/edits';
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

/** what every field of one form shares: the form's id, what its fields start with, each field's error */
export type FieldCommon = Pick<FieldProps, 'form' | 'values' | 'problem'>;

/**
 * A console form under conform (lib/console-form.ts, decision 0024): React Router's <Form> with
 * conform's props (its id `${id}-form`, noValidate, the check on leaving a field and on submit), every rule
 * said beside its field in the page's language. `children` gets what the fields share: the form's
 * id, what they start with (what was typed, after a refusal; else `initial`) and each one's error
 * (the browser's check, or the server's refusal through conform's lastResult).
 */
export function ConsoleForm({
  id,
  refused,
  initial,
  rules,
  children,
  ...props
}: Omit<FormProps, 'id' | 'children' | 'noValidate' | 'onSubmit'> & {
  id: string;
  /** the action's refusal of this form, with what was typed */
  refused: Refused | null | undefined;
  /** what the fields hold at first (the record's values, or a new record's defaults) */
  initial: FormValues;
  rules?: FormRules;
  /**
   * the form's fields; `refusal` is the server's refusal of it (for FormProblem above the fields),
   * never the browser's own check of a field just left: that is said beside the field alone
   */
  children: (common: FieldCommon, refusal: Problem | null) => ReactNode;
}) {
  // (the form element's own id is `${id}-form`: the fields' ids start with `id`, and a page's row
  // or section may carry `id` as its anchor; conform ties its check to the form by its id, which
  // must be the page's only one)
  const { formProps, values, problem } = useConsoleForm({ id: `${id}-form`, refused, initial, rules });
  return (
    <Form {...props} {...formProps}>
      {children({ form: id, values, problem }, refused?.problem ?? null)}
    </Form>
  );
}

/** the id of a form's field */
export const fieldId = (form: string, name: string) => `${form}-${name}`.replace(/[^A-Za-z0-9_-]/g, '_');

function useFieldError(form: string, name: string, problem?: Problem | null, errorText?: string) {
  const { t } = useTranslation();
  const raw = problem?.errors[name];
  return { id: fieldId(form, name), message: raw ? (errorText ?? fieldMessage(t, raw)) : null };
}

/** what a field's control names in aria-describedby: its error and its hint, those it shows (see FieldNotes) */
export const describedBy = (id: string, error: unknown, hint?: unknown) =>
  [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined;

/** a field's hint and error under its control, with the ids describedBy names */
export function FieldNotes({ id, hint, error }: { id: string; hint?: ReactNode; error?: string | null }) {
  return (
    <>
      {hint ? (
        <p id={`${id}-hint`} className={ui.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={ui.fieldError}>
          {error}
        </p>
      ) : null}
    </>
  );
}

/**
 * A labelled field: the label, the control (`children`, with the id `id` and
 * aria-describedby={describedBy(id, error, hint)}), then its hint and its error.
 */
export function FieldFrame({
  id,
  label,
  required,
  hint,
  error,
  children,
}: {
  id: string;
  label: ReactNode;
  required?: boolean;
  hint?: ReactNode;
  error?: string | null;
  children: ReactNode;
}) {
  return (
    <div className={ui.field}>
      <label htmlFor={id}>
        {label}
        {required ? <span className={ui.required}> *</span> : null}
      </label>
      {children}
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}

export function TextField(p: FieldProps) {
  const { id, message } = useFieldError(p.form, p.name, p.problem, p.errorText);
  return (
    <FieldFrame id={id} label={p.label} required={p.required} hint={p.hint} error={message}>
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
        aria-describedby={describedBy(id, message, p.hint)}
      />
    </FieldFrame>
  );
}

/** a new record's code, required: letters, digits, _ and - (at most 64; the address of its pages) */
export function CodeField(p: Omit<FieldProps, 'type' | 'required' | 'maxLength' | 'pattern'>) {
  return <TextField {...p} required maxLength={64} pattern="[A-Za-z0-9_\-]{1,64}" />;
}

export function TextArea(p: FieldProps & { rows?: number }) {
  const { id, message } = useFieldError(p.form, p.name, p.problem);
  return (
    <FieldFrame id={id} label={p.label} hint={p.hint} error={message}>
      <textarea
        id={id}
        className={`${ui.input} ${ui.textarea}`}
        name={p.name}
        rows={p.rows ?? 3}
        defaultValue={p.values[p.name] ?? ''}
        aria-invalid={message ? true : undefined}
        aria-describedby={describedBy(id, message, p.hint)}
      />
    </FieldFrame>
  );
}

export function SelectField(p: Omit<FieldProps, 'type'> & { options: { value: string; label: string }[] }) {
  const { id, message } = useFieldError(p.form, p.name, p.problem);
  return (
    <FieldFrame id={id} label={p.label} error={message}>
      <select
        id={id}
        className={ui.input}
        name={p.name}
        defaultValue={p.values[p.name] ?? p.options[0]?.value}
        aria-invalid={message ? true : undefined}
        aria-describedby={describedBy(id, message)}
      >
        {p.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

export function CheckField(p: Omit<FieldProps, 'type'>) {
  const { id, message } = useFieldError(p.form, p.name, p.problem);
  const on = p.values[p.name] === '1' || p.values[p.name] === 'on';
  return (
    <div className={`${ui.field} ${ui.check}`}>
      <input
        id={id}
        type="checkbox"
        name={p.name}
        value="1"
        defaultChecked={on}
        aria-describedby={describedBy(id, message, p.hint)}
      />
      <label htmlFor={id}>{p.label}</label>
      <FieldNotes id={id} hint={p.hint} error={message} />
    </div>
  );
}

/** a list's search words (`q`, in a GET form), the label said to screen readers only */
export function SearchInput({
  id,
  label,
  placeholder,
  value,
  maxLength,
}: {
  id: string;
  label: string;
  placeholder: string;
  value: string;
  maxLength: number;
}) {
  return (
    <>
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <input id={id} type="search" name="q" defaultValue={value} placeholder={placeholder} maxLength={maxLength} />
    </>
  );
}

/** one of a few (radio buttons in a fieldset with its legend), the first chosen at first */
export function RadioChoice({
  legend,
  name,
  options,
  className,
}: {
  legend: string;
  name: string;
  options: { value: string; label: ReactNode }[];
  /** the fieldset's look (the page's own) */
  className?: string;
}) {
  return (
    <fieldset className={className}>
      <legend>{legend}</legend>
      {options.map((o, i) => (
        <label key={o.value}>
          <input type="radio" name={name} value={o.value} defaultChecked={i === 0} /> {o.label}
        </label>
      ))}
    </fieldset>
  );
}

/**
 * A picture field: its address (a path the upload answered, or a web address), the picture as
 * it is now, and a file to upload instead (the action uploads it before it saves the record).
 * Unless said otherwise the file's label is "Upload a picture", the address's "or its address"
 * (`hint`) and the picture's text the field's label.
 */
export function ImageField(p: Omit<FieldProps, 'type'> & { fileName: string; fileLabel?: string; alt?: string }) {
  const { t } = useTranslation();
  const { id, message } = useFieldError(p.form, p.name, p.problem);
  const fileId = `${id}-file`;
  const { message: fileError } = useFieldError(p.form, p.fileName, p.problem);
  const src = p.values[p.name] ?? '';
  return (
    <fieldset className={ui.imageField}>
      <legend>{p.label}</legend>
      <div className={ui.imageRow}>
        <div className={ui.imagePreview}>
          {src ? (
            <img src={src} alt={p.alt ?? p.label} loading="lazy" />
          ) : (
            <span className={ui.muted} aria-hidden="true">
              —
            </span>
          )}
        </div>
        <div className={ui.imageInputs}>
          <FieldFrame id={fileId} label={p.fileLabel ?? t('admin.form.upload')} error={fileError}>
            <input
              id={fileId}
              className={ui.file}
              type="file"
              name={p.fileName}
              accept="image/jpeg,image/png,image/webp,image/avif,image/svg+xml"
              aria-invalid={fileError ? true : undefined}
              aria-describedby={describedBy(fileId, fileError)}
            />
          </FieldFrame>
          <FieldFrame id={id} label={p.hint ?? t('admin.form.imageAddress')} error={message}>
            <input
              id={id}
              className={ui.input}
              name={p.name}
              defaultValue={src}
              maxLength={1000}
              autoComplete="off"
              aria-invalid={message ? true : undefined}
              aria-describedby={describedBy(id, message)}
            />
          </FieldFrame>
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

/**
 * a form's row of actions: its submit button (`label`; `secondary`, the quieter look of a search
 * or of a step that is not the page's main one), then any others (a link to cancel)
 */
export function SubmitRow({
  label,
  disabled,
  secondary,
  children,
}: {
  label: string;
  disabled?: boolean;
  secondary?: boolean;
  children?: ReactNode;
}) {
  return (
    <div className={ui.actions}>
      <button type="submit" className={secondary ? ui.buttonSecondary : ui.button} disabled={disabled}>
        {label}
      </button>
      {children}
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
