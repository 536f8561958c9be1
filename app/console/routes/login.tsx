/**
 * Sign in to the staff console (docs/admin-console.md): e-mail and password, a form that works
 * without JavaScript. The admin API checks them (one message for any failure; ten failures in
 * 15 minutes from browsers the account does not know lock those out, said with the minutes to
 * wait; another sign-in in flight: try again in a moment) and sets the session and device
 * cookies, which this page passes on; then the staff member goes back where they were
 * (`?next=`, console paths only). What was typed in the e-mail field stays after a failure.
 */
import { FieldFrame, useKeptOnSignIn } from '../parts/form-parts';
import { Form, data, href, redirect, useNavigation } from 'react-router';
import type { Route } from './+types/login';
import { actionForm } from '../../lib/action-form';
import { adminEndpoints } from '../../../shared/admin-endpoints';
import { resolveRequestLang } from '../../../shared/lang';
import { LanguageSwitch } from '../../components/language-switch';
import { Logo } from '../../components/logo';
import { useTranslation } from '../../i18n';
import { consoleApi } from '../lib/console-api.server';
import { safeConsoleNext } from '../lib/login-path';
import styles from '../parts/login.module.css';
import ui from '../parts/console.module.css';
import '../messages/register';

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const next = safeConsoleNext(url.searchParams.get('next'));
  // already signed in: straight on
  const me = await consoleApi(context, request).send(adminEndpoints.me);
  if (me.ok) throw redirect(next);
  return { next, lang: resolveRequestLang(request), signedOut: url.searchParams.get('signedOut') === '1' };
}

type Problem = 'failed' | 'locked' | 'busy' | 'missing' | 'unavailable';

export async function action({ request, context }: Route.ActionArgs) {
  const form = await actionForm(request, context);
  const email = String(form.get('email') ?? '').trim();
  const password = String(form.get('password') ?? '');
  const next = safeConsoleNext(String(form.get('next') ?? ''));
  // the page answers 200 with the problem said on it (the admin API keeps its 401/429): a
  // document answered 401 is logged by the browser as a failed load
  const fail = (problem: Problem, _status: number, minutes = 0) => data({ problem, email, minutes }, { status: 200 });
  if (!email || !password) return fail('missing', 400);
  const answer = await consoleApi(context, request).send(adminEndpoints.signIn, undefined, { email, password });
  if (answer.ok) {
    const headers = new Headers();
    // the session cookie and the browser's device cookie (each its own header: never joined)
    for (const cookie of answer.headers.getSetCookie()) headers.append('Set-Cookie', cookie);
    return redirect(next, { headers });
  }
  if (answer.status === 429) {
    // another sign-in of the account or address in flight (server/api/admin/session.ts)
    if ((answer as { params?: { reason?: unknown } }).params?.reason === 'busy') return fail('busy', 429);
    const seconds = Number(answer.headers.get('retry-after')) || 900;
    return fail('locked', 429, Math.max(1, Math.ceil(seconds / 60)));
  }
  if (answer.status === 401) return fail('failed', 401);
  if (answer.status === 400) return fail('missing', 400);
  return fail('unavailable', 503);
}

/** the sign-in form's fields: the input's type and name, what the browser may fill in, the longest accepted */
const LOGIN_FIELDS = [
  { name: 'email', autoComplete: 'username', maxLength: 254 },
  { name: 'password', autoComplete: 'current-password', maxLength: 1024 },
] as const;

/** outside the console's layout, and like it hydrates at once (app/console/routes/layout.tsx) */
export const handle = { hydrate: 'now' };

export const meta: Route.MetaFunction = () => [
  { title: 'SailFish · 登录 / Sign in' },
  { name: 'robots', content: 'noindex, nofollow' },
];

export default function LoginPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const busy = useNavigation().state === 'submitting';
  const problem = actionData?.problem;
  // typed work kept across an ended session: said here, and its page is where signing in returns
  // (not after signing out on purpose: what a form noted before is not "kept work" then)
  const keptWork = useKeptOnSignIn();
  const kept = loaderData.signedOut ? null : keptWork;
  const next = kept && loaderData.next === href('/admin') ? kept.path : loaderData.next;
  return (
    <div className={styles.page}>
      <title>{`${t('admin.login.title')} | ${t('admin.siteName')}`}</title>
      <div className={styles.card}>
        <div className={styles.top}>
          <Logo label={t('site.name')} />
          <LanguageSwitch lang={loaderData.lang} className={styles.lang} />
        </div>
        <h1 className={styles.heading}>{t('admin.login.heading')}</h1>
        <p className={styles.lead}>{t('admin.login.lead')}</p>
        {loaderData.signedOut && !problem ? (
          <p className={ui.notice} role="status">
            {t('admin.login.signedOut')}
          </p>
        ) : null}
        {kept ? (
          <p className={ui.notice} role="status" data-testid="kept-sign-in">
            {t('admin.kept.signIn')}
            {kept.hadFile ? ` ${t('admin.kept.noFile')}` : ''}
          </p>
        ) : null}
        {problem ? (
          <p className={ui.error} role="alert" id="login-problem">
            {t(`admin.login.${problem}`, { minutes: actionData?.minutes ?? 0 })}
          </p>
        ) : null}
        {/* a document POST: the session cookie and the redirect are the browser's own (a client-side
            submission's redirect into the console raced its route discovery under load) */}
        <Form method="post" reloadDocument>
          <input type="hidden" name="next" value={next} />
          {LOGIN_FIELDS.map((f) => (
            <FieldFrame key={f.name} id={`login-${f.name}`} label={t(`admin.login.${f.name}`)}>
              <input
                id={`login-${f.name}`}
                className={ui.input}
                type={f.name}
                name={f.name}
                autoComplete={f.autoComplete}
                required
                maxLength={f.maxLength}
                // (the address typed comes back with a refusal; a password never does)
                defaultValue={f.name === 'email' ? (actionData?.email ?? '') : undefined}
                aria-describedby={f.name === 'email' && problem ? 'login-problem' : undefined}
                aria-invalid={problem === 'failed' || problem === 'missing' ? true : undefined}
              />
            </FieldFrame>
          ))}
          <button type="submit" className={`${ui.button} ${styles.submit}`} disabled={busy}>
            {t('admin.login.submit')}
          </button>
        </Form>
        <p className={styles.back}>
          <a href="/">← {t('admin.login.back')}</a>
        </p>
      </div>
    </div>
  );
}
