/**
 * Sign out (a POST from the console's bar, with the CSRF token): the admin API ends the session
 * on the server and clears the cookie; the sign-in page says so. A GET only shows the way back.
 */
import { href, redirect } from 'react-router';
import type { Route } from './+types/logout';
import { actionForm } from '../../lib/action-form';
import { adminEndpoints } from '../../../shared/admin-endpoints';
import { consoleApi } from '../lib/console-api.server';

export async function action({ request, context }: Route.ActionArgs) {
  const form = await actionForm(request, context);
  const csrf = String(form.get('_csrf') ?? '');
  const answer = await consoleApi(context, request).send(adminEndpoints.signOut, undefined, undefined, { csrf });
  const headers = new Headers();
  const cookie = answer.headers.get('set-cookie');
  if (cookie) headers.append('Set-Cookie', cookie);
  return redirect(`${href('/admin/login')}?signedOut=1`, { headers });
}

export function loader() {
  return redirect(href('/admin'));
}
