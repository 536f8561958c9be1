/**
 * The staff console's frame (docs/admin-console.md): a bar with the console's name, who is
 * signed in and their role, the language switch, the site, and sign-out (a form that works
 * without JavaScript, with the session's CSRF token); the sections as a navigation (on a phone
 * the tabs wrap onto a second row: every one is seen and reachable); then the page.
 */
import type { ReactNode } from 'react';
import { Form, NavLink, href } from 'react-router';
import type { StaffIdentity } from '../../../shared/admin-api';
import type { Lang } from '../../../shared/lang';
import { LanguageSwitch } from '../../components/language-switch';
import { Logo } from '../../components/logo';
import { useTranslation } from '../../i18n';
import styles from './console-shell.module.css';
import '../messages/register';
import '../messages/register-inbox';
import '../messages/register-site';
import '../messages/register-news';

export interface ConsoleShellProps {
  staff: StaffIdentity;
  csrfToken: string | null;
  lang: Lang;
  children: ReactNode;
  /** a one-time password waits to be changed: no sections until then */
  passwordFirst?: boolean;
}

export function ConsoleShell({ staff, csrfToken, lang, children, passwordFirst = false }: ConsoleShellProps) {
  const { t } = useTranslation();
  const sections = [
    { to: href('/admin'), label: t('admin.nav.dashboard'), end: true },
    // (a scorer's events: the list holds the events assigned to them)
    { to: href('/admin/events'), label: t('admin.nav.events'), end: false },
    ...(staff.role === 'scorer' ? [] : [{ to: href('/admin/news'), label: t('adminNews.nav'), end: false }]),
    ...(staff.role === 'scorer' ? [] : [{ to: href('/admin/site'), label: t('adminSite.nav'), end: false }]),
    ...(staff.role === 'scorer' ? [] : [{ to: href('/admin/messages'), label: t('adminInbox.nav'), end: false }]),
    ...(staff.role === 'scorer' ? [] : [{ to: href('/admin/audit'), label: t('admin.nav.audit'), end: false }]),
    ...(staff.role === 'admin' ? [{ to: href('/admin/staff'), label: t('admin.nav.staff'), end: false }] : []),
  ];
  return (
    <div className={styles.shell}>
      <header className={styles.bar}>
        <div className={styles.barInner}>
          <a className={styles.brand} href={href('/admin')}>
            <Logo inverse label={t('site.name')} />
            <span className={styles.brandName}>{t('admin.title')}</span>
          </a>
          <div className={styles.who}>
            <span className={styles.name}>
              {t('admin.signedInAs', { name: staff.name, role: t(`admin.role.${staff.role}`) })}
            </span>
            <LanguageSwitch lang={lang} className={styles.lang} />
            <a className={styles.site} href="/">
              {t('admin.nav.site')}
            </a>
            <Form method="post" action={href('/admin/logout')} reloadDocument>
              {csrfToken ? <input type="hidden" name="_csrf" value={csrfToken} /> : null}
              <button type="submit" className={styles.signOut}>
                {t('admin.nav.signOut')}
              </button>
            </Form>
          </div>
        </div>
        <nav className={styles.nav} aria-label={t('admin.nav.label')} hidden={passwordFirst}>
          <ul>
            {sections.map((s) => (
              <li key={s.to}>
                <NavLink to={s.to} end={s.end} className={({ isActive }) => (isActive ? styles.current : undefined)}>
                  {s.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <div className={styles.page}>{children}</div>
    </div>
  );
}
