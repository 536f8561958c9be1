/**
 * The screen after signing in with a one-time password (an admin's reset, issue 27): the staff
 * member chooses their own password before anything else. The form posts to the dashboard's
 * action (`intent=password-change`, POST /admin/me/password); a refusal is said beside its field
 * in the page's language. Nothing typed is sent back to the page.
 */
import { useFetcher, href } from 'react-router';
import { STAFF_LIMITS } from '../../../shared/admin-api';
import { useTranslation } from '../../i18n';
import { CsrfField, FieldFrame, SubmitRow, describedBy } from './form-parts';
import ui from './console.module.css';
import '../messages/register-day';

/** what the dashboard's action answers for a refused change: field → message key */
export interface PasswordRefusal {
  passwordErrors: Partial<Record<'current' | 'password' | 'again', string>>;
}

export function PasswordChange({ csrf }: { csrf: string | null }) {
  const { t } = useTranslation();
  // the layout shows this form, the dashboard (the index route) answers it: a fetcher reads that
  // answer (useActionData here would read the layout's); a success redirects, which the fetcher follows
  const fetcher = useFetcher<PasswordRefusal>();
  const refused = fetcher.data?.passwordErrors ?? {};
  const field = (name: 'current' | 'password' | 'again', label: string, autoComplete: string) => {
    const id = `pw-${name}`;
    const error = refused[name];
    return (
      <FieldFrame
        id={id}
        label={label}
        error={error ? (t(error as never, { n: STAFF_LIMITS.passwordMin } as never) as string) : null}
      >
        <input
          id={id}
          name={name}
          type="password"
          className={ui.input}
          autoComplete={autoComplete}
          maxLength={STAFF_LIMITS.passwordMax}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, error)}
        />
      </FieldFrame>
    );
  };
  return (
    <section className={ui.panel} aria-labelledby="pw-heading">
      <title>{`${t('adminDay.password.title')} | ${t('admin.siteName')}`}</title>
      <h1 id="pw-heading">{t('adminDay.password.title')}</h1>
      <p>{t('adminDay.password.lead', { n: STAFF_LIMITS.passwordMin })}</p>
      <fetcher.Form method="post" action={`${href('/admin')}?index`} className={ui.form} noValidate>
        <CsrfField token={csrf} />
        <input type="hidden" name="intent" value="password-change" />
        {field('current', t('adminDay.password.current'), 'current-password')}
        {field('password', t('adminDay.password.next'), 'new-password')}
        {field('again', t('adminDay.password.again'), 'new-password')}
        <SubmitRow label={t('adminDay.password.save')} />
      </fetcher.Form>
    </section>
  );
}
