/**
 * The console's changes to one record (docs/admin-console.md): the hidden fields such a change
 * posts, the form of a record's fields, a form of one button (publish, withdraw, move, delete a
 * draft …) and the second step of a delete (what goes: "Yes" / "Cancel"). All are plain forms
 * posting to the page's action: they work without JavaScript.
 */
import type { ButtonHTMLAttributes, ComponentProps, ReactNode } from 'react';
import { Form, Link } from 'react-router';
import type { FormValues, Problem } from '../lib/forms';
import { ConsoleForm, CsrfField, FormProblem, SubmitRow, type FieldCommon } from './form-parts';
import ui from './console.module.css';

/** a record as a change names it: its id (none for a page's own record) and the version it was read at */
export interface RecordRef {
  id?: number | string;
  updatedAt: string;
}

/** what a change to one record posts, besides what its form adds */
export interface RecordChange {
  csrf: string | null | undefined;
  /** the action's `intent` */
  intent: string;
  /** the record changed (none: a new one) */
  item?: RecordRef;
  /** the name the record's id is posted as ('target' unless the action reads another) */
  idName?: string;
  /** more hidden fields (a list's type, the page a list is on, a direction) */
  fields?: Record<string, string | number>;
}

/** the hidden fields of a change to one record: the CSRF token, the intent, the record's id and version */
export function RecordFields({ csrf, intent, item, idName = 'target', fields = {} }: RecordChange) {
  return (
    <>
      <CsrfField token={csrf} />
      {Object.entries(fields).map(([k, v]) => (
        <input key={k} type="hidden" name={k} value={v} />
      ))}
      <input type="hidden" name="intent" value={intent} />
      {item?.id === undefined ? null : <input type="hidden" name={idName} value={item.id} />}
      {item ? <input type="hidden" name="updatedAt" value={item.updatedAt} /> : null}
    </>
  );
}

/**
 * The form of one record's fields (add one, or change one): a console form (ConsoleForm) posting
 * to the page's action, with the server's refusal of it above its fields (and a way to reload
 * `reloadTo` when the record changed since it was read), the change's hidden fields, the form's
 * own fields (`children`, given what they share), then its submit button and any other actions.
 */
export function RecordForm({
  change,
  reloadTo,
  submit,
  actions,
  children,
  ...form
}: Omit<ComponentProps<typeof ConsoleForm>, 'method' | 'className' | 'children'> & {
  /**
   * what the change posts besides the fields (RecordFields), or that given what the fields hold
   * (a record's version as it was read, or as posted before a refusal)
   */
  change: RecordChange | ((values: FormValues) => RecordChange);
  /** where the refusal's "reload" goes (none: a new record, never stale) */
  reloadTo?: string;
  /** the submit button's label */
  submit: string;
  /** the actions beside the submit button (a link to cancel) */
  actions?: ReactNode;
  children: (common: FieldCommon) => ReactNode;
}) {
  return (
    <ConsoleForm {...form} method="post" className={ui.form}>
      {(common, refusal) => (
        <>
          <FormProblem problem={refusal} reloadTo={reloadTo} />
          <RecordFields {...(typeof change === 'function' ? change(common.values) : change)} />
          {children(common)}
          <SubmitRow label={submit}>{actions}</SubmitRow>
        </>
      )}
    </ConsoleForm>
  );
}

/** a change to one record in one click: a form of one button (its label the children) */
export function RowAction({
  action,
  className,
  buttonClass = ui.buttonSecondary,
  button,
  reloadDocument,
  children,
  ...change
}: RecordChange & {
  action: string;
  className?: string;
  buttonClass?: string;
  /** the button's other attributes (a label for a button showing only an arrow, disabled) */
  button?: ButtonHTMLAttributes<HTMLButtonElement>;
  /** a full page load rather than a fetch (the page's answer is a redirect with a notice) */
  reloadDocument?: boolean;
  children: ReactNode;
}) {
  return (
    <Form method="post" action={action} className={className} reloadDocument={reloadDocument}>
      <RecordFields {...change} />
      <button type="submit" className={buttonClass} {...button}>
        {children}
      </button>
    </Form>
  );
}

/**
 * The second step of a delete (a page's `?delete=…`): a section of its own saying what goes (and
 * showing its picture), the refusal of an earlier try, then "Yes" (posting the change) and "Cancel".
 */
export function ConfirmPanel({
  heading,
  lead,
  picture,
  problem,
  reloadTo,
  action,
  yes,
  no,
  cancelTo,
  reloadDocument,
  ...change
}: RecordChange & {
  heading: string;
  lead: string;
  picture?: string | null;
  problem: Problem | null | undefined;
  /** where the refusal's "reload" goes (a record changed since it was read) */
  reloadTo: string;
  action: string;
  yes: string;
  no: string;
  cancelTo: string;
  reloadDocument?: boolean;
}) {
  return (
    <section
      className={`${ui.panel} ${ui.confirm}`}
      role="alertdialog"
      aria-labelledby="confirm-heading"
      aria-describedby="confirm-lead"
    >
      <h2 id="confirm-heading">{heading}</h2>
      {picture ? <img className={ui.confirmImage} src={picture} alt="" /> : null}
      <p id="confirm-lead">{lead}</p>
      <FormProblem problem={problem} reloadTo={reloadTo} />
      <Form method="post" action={action} className={ui.actions} reloadDocument={reloadDocument}>
        <RecordFields {...change} />
        <button type="submit" className={ui.buttonDanger}>
          {yes}
        </button>
        <Link className={ui.buttonSecondary} to={cancelTo}>
          {no}
        </Link>
      </Form>
    </section>
  );
}
