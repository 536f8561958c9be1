/**
 * A new event (docs/admin-console.md): the event form; the chosen logo and picture are uploaded,
 * then the event is created and the staff member goes on to its page (to add its classes). A
 * refused form comes back with what was typed and the errors next to the fields.
 */
import { redirect, useNavigation, href } from 'react-router';
import type { Route } from './+types/event-new';
import { adminContentEndpoints as ep } from '../../../shared/admin-content-endpoints';
import { consoleApi, consoleForm } from '../lib/console-api.server';
import { checkEventForm } from '../lib/event-action.server';
import { eventBody, refuseAnswer } from '../lib/edits';
import { text } from '../lib/forms';
import { EventForm } from '../parts/event-form';
import { adminEndpoints } from '../../../shared/admin-endpoints';
import { useFormPage } from './layout';
import ui from '../parts/console.module.css';
import { PageHead } from '../parts/page-head';
import '../../features/events/messages/register';

export async function loader({ request, context }: Route.LoaderArgs) {
  const me = await consoleApi(context, request).get(adminEndpoints.me);
  if (me.staff.role === 'scorer') throw new Response(null, { status: 403 });
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const { api, form, csrf, values } = await consoleForm(request, context);
  const refused = await checkEventForm(api, form, values, csrf, 'create');
  if (refused) return refused;
  const eventCd = text(values, 'eventCd');
  const answer = await api.send(ep.eventCreate, undefined, { eventCd, ...eventBody(values) }, { csrf });
  if (answer.ok) return redirect(`${href('/admin/events/:eventCd', { eventCd: answer.result.eventCd })}?done=created`);
  if (answer.status === 401) return redirect(href('/admin'));
  // (a code taken: said next to the code field)
  return refuseAnswer('event-save', '', values, answer, 'eventCd');
}

/** a new event's form starts as coming, unpublished */
const NEW_EVENT = { status: '1' };

export default function NewEvent({ actionData }: Route.ComponentProps) {
  const { t, csrf, guard, refused } = useFormPage(actionData);
  const busy = useNavigation().state === 'submitting';
  const values = refused?.values ?? NEW_EVENT;
  return (
    <div {...guard.props}>
      <PageHead
        heading={t('admin.event.newTitle')}
        docTitle={t('admin.event.newTitle')}
        back={{ to: href('/admin/events'), label: t('admin.nav.events') }}
      />
      <section className={ui.panel}>
        <EventForm
          key={JSON.stringify(values)}
          mode="create"
          initial={NEW_EVENT}
          refused={refused}
          csrf={csrf}
          busy={busy}
        />
      </section>
    </div>
  );
}
