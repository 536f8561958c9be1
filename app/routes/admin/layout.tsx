/**
 * The staff console's layout (docs/admin-console.md): asks the admin API who is signed in; a
 * visitor without a session goes to the sign-in page and comes back here afterwards. Every page
 * inside calls the admin API with the same session, which checks the role again.
 */
import { Outlet, useRouteLoaderData } from 'react-router';
import type { Route } from './+types/layout';
import { adminEndpoints } from '../../../shared/admin-endpoints';
import type { StaffSessionInfo } from '../../../shared/admin-api';
import { resolveRequestLang } from '../../../shared/lang';
import { ConsoleShell } from '../../features/admin/components/console-shell';
import { consoleApi } from '../../features/admin/lib/console-api.server';

export async function loader({ request, context }: Route.LoaderArgs) {
  const me = await consoleApi(context, request).get(adminEndpoints.me);
  return { me, lang: resolveRequestLang(request) };
}

export const meta: Route.MetaFunction = () => [{ name: 'robots', content: 'noindex, nofollow' }];

/** who is signed in, for the pages inside the layout */
export function useStaff(): StaffSessionInfo | undefined {
  return useRouteLoaderData<typeof loader>('routes/admin/layout')?.me;
}

export default function ConsoleLayout({ loaderData }: Route.ComponentProps) {
  const { me, lang } = loaderData;
  return (
    <ConsoleShell staff={me.staff} csrfToken={me.csrfToken} lang={lang}>
      <Outlet />
    </ConsoleShell>
  );
}
