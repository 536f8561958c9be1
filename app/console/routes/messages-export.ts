/**
 * The contact inbox's CSV export (docs/admin-console.md): the admin API's file
 * (GET /admin/contacts.csv, UTF-8 with BOM, formula-safe) for the search and filter of the
 * inbox page, fetched with the staff member's session and passed on as a download. Without a
 * session: the sign-in page (back to the inbox); a scorer: 403.
 */
import { data, redirect, href } from 'react-router';
import type { Route } from './+types/messages-export';
import { adminInboxEndpoints, CONTACT_STATUSES, type ContactStatus } from '../../../shared/admin-inbox';
import { loginPath } from '../lib/login-path';

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const query = new URLSearchParams();
  const q = (url.searchParams.get('q') ?? '').trim().slice(0, 200);
  const status = url.searchParams.get('status') ?? '';
  if (q) query.set('q', q);
  if ((CONTACT_STATUSES as readonly string[]).includes(status)) query.set('status', status as ContactStatus);
  const search = query.toString();
  const res = await context.api(`${adminInboxEndpoints.contactExport.path()}${search ? `?${search}` : ''}`, {
    method: 'GET',
    headers: { accept: 'text/csv' },
  });
  if (res.status === 401) throw redirect(loginPath(`${href('/admin/messages')}${search ? `?${search}` : ''}`));
  if (!res.ok) throw data(null, { status: res.status === 403 ? 403 : 503 });
  const headers = new Headers();
  for (const name of ['content-type', 'content-disposition', 'x-content-type-options']) {
    const value = res.headers.get(name);
    if (value) headers.set(name, value);
  }
  return new Response(res.body, { status: 200, headers });
}
