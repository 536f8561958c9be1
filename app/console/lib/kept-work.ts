/**
 * Typed work kept across an ended session (issue 27 item 3). A session ends after 12 hours
 * without a request; a save then goes to the sign-in page. So that nothing typed is lost:
 *
 * 1. every console form's submission notes what it holds (`notePending`: its text fields, never a
 *    password, the CSRF token or a file) in this tab's sessionStorage, with the page it came from;
 * 2. the sign-in page, opened within minutes of that submission, adopts it as kept work
 *    (`adoptPending`) and says so ("what you typed is kept"); it returns to that page after
 *    signing in (a path of the console only: `safeConsolePath`);
 * 3. the form's page, opened again, puts the kept values back into the same form (`takeKept`),
 *    shows a notice in that form (FormProblem) and lets the person discard them.
 *
 * Any other console page opened after a submission means the save was answered: the note is
 * dropped (`dropPending`). A file chosen in a form cannot be kept (browsers do not allow setting
 * it): the notice says so. Client-side only; every function does nothing on the server.
 */

const PENDING = 'sf-console:pending';
const KEPT = 'sf-console:kept';
/** a submission older than this is not what sent the person to sign in */
const PENDING_MS = 10 * 60_000;
/** kept work older than this is not offered any more */
const KEPT_MS = 24 * 3600_000;

export interface KeptForm {
  /** the console page the form is on (path and query) */
  path: string;
  /** the form on that page (formKeyOf) */
  form: string;
  values: Record<string, string>;
  /** whether the form held a chosen file (not kept) */
  hadFile: boolean;
  at: number;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

function read(key: string): KeptForm | null {
  const raw = storage()?.getItem(key);
  if (!raw) return null;
  try {
    const v = JSON.parse(raw) as KeptForm;
    return typeof v?.path === 'string' && typeof v.form === 'string' && v.values && typeof v.at === 'number' ? v : null;
  } catch {
    return null;
  }
}

function write(key: string, value: KeptForm | null) {
  const s = storage();
  if (!s) return;
  try {
    if (value) s.setItem(key, JSON.stringify(value));
    else s.removeItem(key);
  } catch {
    // (storage full or refused: nothing is kept, as before)
  }
}

/**
 * A path of this console to return to: same origin, starting with /admin, never the sign-in
 * page itself, no scheme, no `//`, no backslash or control character. null otherwise.
 */
export function safeConsolePath(path: string | null | undefined): string | null {
  if (!path || !/^\/admin($|[/?#])/.test(path) || path.startsWith('//')) return null;
  // eslint-disable-next-line no-control-regex -- control characters are what is refused
  if (/[\\\u0000-\u001f\u007f]/.test(path) || /^\/admin\/login\b/.test(path)) return null;
  return path;
}

/** a form's key on its page: its id, else its `intent`, else its place among the page's forms */
export function formKeyOf(form: HTMLFormElement, index = 0): string {
  if (form.id) return `#${form.id}`;
  const intent = form.querySelector<HTMLInputElement>('input[type="hidden"][name="intent"]')?.value;
  return intent ? `intent:${intent}` : `form:${index}`;
}

/** the text a form holds: every named field but passwords, files, buttons and the CSRF token */
export function typedValues(form: HTMLFormElement): { values: Record<string, string>; hadFile: boolean } {
  const values: Record<string, string> = {};
  let hadFile = false;
  for (const el of Array.from(form.elements)) {
    const field = el as HTMLInputElement;
    if (!field.name || field.name === '_csrf' || field.disabled) continue;
    const type = (field.type ?? '').toLowerCase();
    if (type === 'file') {
      if (field.files && field.files.length > 0) hadFile = true;
      continue;
    }
    if (type === 'password' || type === 'submit' || type === 'button' || type === 'reset') continue;
    if ((type === 'checkbox' || type === 'radio') && !field.checked) continue;
    values[field.name] = field.value;
  }
  return { values, hadFile };
}

/** notes a submission (before it is sent) */
export function notePending(path: string, form: HTMLFormElement, index = 0): void {
  const safe = safeConsolePath(path);
  if (!safe) return;
  write(PENDING, { path: safe, form: formKeyOf(form, index), ...typedValues(form), at: Date.now() });
}

/** a console page opened after a submission: it was answered, nothing to keep */
export function dropPending(): void {
  write(PENDING, null);
}

/** the sign-in page: the submission that was refused for want of a session, kept; null when none */
export function adoptPending(now = Date.now()): KeptForm | null {
  const pending = read(PENDING);
  write(PENDING, null);
  if (!pending || now - pending.at > PENDING_MS) return pending ? null : read(KEPT);
  write(KEPT, pending);
  return pending;
}

/** the kept work of this page, if any (still kept until restored or discarded) */
export function keptFor(path: string, now = Date.now()): KeptForm | null {
  const kept = read(KEPT);
  if (!kept) return null;
  if (now - kept.at > KEPT_MS) {
    write(KEPT, null);
    return null;
  }
  return kept.path === path ? kept : null;
}

export function discardKept(): void {
  write(KEPT, null);
}

/** the event a form gets when kept values were put back into it (`detail`: the values) */
export const RESTORE_EVENT = 'sf-kept-restore';

/** puts kept values back into the form's fields; fields a widget owns hear RESTORE_EVENT */
export function restoreInto(form: HTMLFormElement, values: Record<string, string>): void {
  for (const [name, value] of Object.entries(values)) {
    const el = form.elements.namedItem(name);
    const fields = el instanceof RadioNodeList ? Array.from(el) : el ? [el] : [];
    for (const f of fields) {
      const field = f as HTMLInputElement;
      const type = (field.type ?? '').toLowerCase();
      if (type === 'file' || type === 'password' || name === '_csrf') continue;
      if (type === 'checkbox' || type === 'radio') field.checked = field.value === value;
      else field.value = value;
    }
  }
  // checkboxes not in the kept values were not ticked
  for (const el of Array.from(form.elements)) {
    const field = el as HTMLInputElement;
    if (field.type === 'checkbox' && field.name && !(field.name in values)) field.checked = false;
  }
  form.dispatchEvent(new CustomEvent(RESTORE_EVENT, { detail: values }));
}

// ---------------------------------------------------------------- the restored form, for its notice

type Restored = { form: HTMLFormElement; hadFile: boolean } | null;
let restored: Restored = null;
const listeners = new Set<() => void>();

export function setRestored(value: Restored): void {
  restored = value;
  for (const l of listeners) l();
}
export const restoredStore = {
  get: (): Restored => restored,
  getServer: (): Restored => null,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
