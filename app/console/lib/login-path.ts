/**
 * The way to the console's sign-in page and back (docs/admin-console.md): the page comes back to
 * `?next=` after signing in, and that is only ever a path of the console on this site, never an
 * address elsewhere (no open redirect). The console's other paths are React Router's typed
 * `href()` over app/routes.ts.
 */
import { href } from 'react-router';

/** `next` when it is a path of the console (`/admin`, `/admin/…`, `/admin?…`), else the console's home */
export function safeConsoleNext(next: string | null | undefined): string {
  const home = href('/admin');
  // a path of this site only: no scheme or host, no `//host`, no backslash a browser reads as `/`,
  // no control characters (a tab or line break the URL parser drops)
  // eslint-disable-next-line no-control-regex -- control characters are what is refused
  if (!next || !/^\/admin($|[/?])/.test(next) || /[\\\u0000-\u001f\u007f]/.test(next)) return home;
  return next;
}

/** the sign-in page, coming back to `next` afterwards (a console path; the home needs no `next`) */
export function loginPath(next?: string): string {
  const back = safeConsoleNext(next);
  return back === href('/admin') ? href('/admin/login') : `${href('/admin/login')}?next=${encodeURIComponent(back)}`;
}
