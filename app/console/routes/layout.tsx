/**
 * The staff console's layout (docs/admin-console.md): asks the admin API who is signed in; a
 * visitor without a session goes to the sign-in page and comes back here afterwards. Every page
 * inside calls the admin API with the same session, which checks the role again.
 */
import { isRouteErrorResponse, Link, Outlet, redirect, useRouteLoaderData, href } from 'react-router';
import type { Route } from './+types/layout';
import { adminEndpoints } from '../../../shared/admin-endpoints';
import type { StaffSessionInfo } from '../../../shared/admin-api';
import { resolveRequestLang } from '../../../shared/lang';
import { ConsoleShell } from '../parts/console-shell';
import { PasswordChange } from '../parts/password-change';
import { useLeaveGuard } from '../parts/form-parts';
import { consoleApi } from '../lib/console-api.server';
import { refusalsOf } from '../lib/edits';
import { useTranslation } from '../../i18n';
import ui from '../parts/console.module.css';

export async function loader({ request, context }: Route.LoaderArgs) {
  const me = await consoleApi(context, request).get(adminEndpoints.me);
  // a one-time password (an admin's reset): the new password first, on the console's home page
  if (me.mustChangePassword && new URL(request.url).pathname !== href('/admin')) throw redirect(href('/admin'));
  return { me, lang: resolveRequestLang(request) };
}

/**
 * the console is an application, not a page to read: it hydrates at once rather than after
 * painting (app/root.tsx sets <html data-hydrate="now"> from this handle; app/entry.client.tsx)
 */
export const handle = { hydrate: 'now' };

export const meta: Route.MetaFunction = () => [{ name: 'robots', content: 'noindex, nofollow' }];

/** who is signed in, for the pages inside the layout */
export function useStaff(): StaffSessionInfo | undefined {
  return useRouteLoaderData<typeof loader>('console/routes/layout')?.me;
}

/**
 * What a console page of forms starts with: its words (`t`), who is signed in (`me`) and the
 * session's CSRF token, the question before leaving a changed form (`guard`: spread its props
 * around the page's forms) and the action's refusal (`refused`, and `refusedFor(intent, target)`:
 * the refusal of one form of the page, or null).
 */
export function useFormPage(actionData: unknown) {
  const { t } = useTranslation();
  const me = useStaff();
  const guard = useLeaveGuard();
  return { t, me, csrf: me?.csrfToken, guard, ...refusalsOf(actionData) };
}

export default function ConsoleLayout({ loaderData }: Route.ComponentProps) {
  const { me, lang } = loaderData;
  return (
    <ConsoleShell staff={me.staff} csrfToken={me.csrfToken} lang={lang} passwordFirst={me.mustChangePassword}>
      {me.mustChangePassword ? <PasswordChange csrf={me.csrfToken} /> : <Outlet />}
    </ConsoleShell>
  );
}

/**
 * A console page that could not be shown, inside the console's frame when the staff member is
 * known: 403 (the role may not), 404 (no such record), anything else (the server did not answer).
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation();
  const data = useRouteLoaderData<typeof loader>('console/routes/layout');
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const kind = status === 403 ? 'forbidden' : status === 404 ? 'notFound' : 'failed';
  const body = (
    <section className={ui.panel} aria-labelledby="console-problem">
      <title>{`${t(`admin.problem.${kind}Heading`)} | ${t('admin.siteName')}`}</title>
      <h1 id="console-problem">{t(`admin.problem.${kind}Heading`)}</h1>
      <p>{t(`admin.problem.${kind}`)}</p>
      <Link className={ui.button} to={href('/admin')}>
        {t('admin.problem.backHome')}
      </Link>
    </section>
  );
  return data ? (
    <ConsoleShell staff={data.me.staff} csrfToken={data.me.csrfToken} lang={data.lang}>
      {body}
    </ConsoleShell>
  ) : (
    body
  );
}
