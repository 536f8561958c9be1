/**
 * One event in the console (docs/admin-console.md): the event form (with the `updatedAt` it was
 * read at: 409 when someone changed it since, with a way to reload), its classes (add, change,
 * delete) and each class's races (add, change, move up or down, set the status, paste the
 * tracking link), links to its photos and videos and to the preview; delete with a confirmation
 * step (`?delete=event|level:CD|race:CD`, a page of its own, so it works without JavaScript).
 * Every form posts to this route's action (lib/event-action.server.ts) with an `intent` and the
 * session's CSRF token; the page's parts are parts/event-level.tsx (a class and its races),
 * parts/race-form.tsx and parts/event-confirm.tsx.
 */
import { Link, useNavigation, href } from 'react-router';
import type { Route } from './+types/event';
import { adminContentEndpoints as ep } from '../../../shared/admin-content-endpoints';
import { resolveRequestLang } from '../../../shared/lang';
import { consoleApi } from '../lib/console-api.server';
import { DONE, eventAction, type DoneKind } from '../lib/event-action.server';
import { eventValues } from '../lib/edits';
import { adminEventName } from '../lib/format';
import { ConfirmDelete, type DeleteTarget } from '../parts/event-confirm';
import { EventForm } from '../parts/event-form';
import { LevelBlock, LevelForm } from '../parts/event-level';
import { Done, FormProblem } from '../parts/form-parts';
import { useFormPage } from './layout';
import '../messages/register-hearings';
import ui from '../parts/console.module.css';
import { PageHead } from '../parts/page-head';
import '../../features/events/messages/register';
// (the class's link to its results page says so in the page's language)
import '../messages/register-results';
import '../messages/register-day';
import '../messages/register-entries';
import '../messages/register-notices';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const api = consoleApi(context, request);
  const eventCd = params.eventCd;
  const [event, levels] = await Promise.all([api.get(ep.eventGet, { eventCd }), api.get(ep.levelList, { eventCd })]);
  const races = await Promise.all(levels.map((l) => api.get(ep.raceList, { levelCd: l.levelCd })));
  const url = new URL(request.url);
  const done = url.searchParams.get('done');
  const del = url.searchParams.get('delete') ?? '';
  // what the confirmation step is about: the event, one of its classes or one of their races
  let confirm: DeleteTarget | null = null;
  if (del === 'event') confirm = { kind: 'event', code: event.eventCd, label: event.name };
  else if (del.startsWith('level:')) {
    const l = levels.find((x) => x.levelCd === del.slice(6));
    if (l) confirm = { kind: 'level', code: l.levelCd, label: l.levelName };
  } else if (del.startsWith('race:')) {
    const code = del.slice(5);
    const r = races.flat().find((x) => x.raceCd === code);
    if (r) confirm = { kind: 'race', code: r.raceCd, label: r.roundName };
  }
  return {
    event,
    levels: levels.map((l, i) => ({ level: l, races: races[i] ?? [] })),
    done: (DONE as readonly string[]).includes(done ?? '') ? (done as DoneKind) : null,
    confirm,
    lang: resolveRequestLang(request),
  };
}

export const action = (args: Route.ActionArgs) => eventAction(args);

export default function EventPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t, me, csrf, guard, refused, refusedFor } = useFormPage(actionData);
  const busy = useNavigation().state === 'submitting';
  const { event, levels, done, confirm, lang } = loaderData;
  // a scorer sees the event and its classes, and runs their races and results
  const scorer = me?.staff.role === 'scorer';
  const here = href('/admin/events/:eventCd', { eventCd: event.eventCd });
  const name = adminEventName(event, lang);
  const eventRefused = refusedFor('event-save');

  return (
    <div {...guard.props}>
      <PageHead
        heading={name}
        docTitle={name}
        back={{ to: href('/admin/events'), label: t('admin.nav.events') }}
        lead={
          <p className={ui.muted}>
            <span className={ui.code}>{event.eventCd}</span> · {event.beginDate} ~ {event.endDate} ·{' '}
            <span className={`${ui.pill} ${event.isPublish ? ui.published : ui.draft}`}>
              {event.isPublish ? t('admin.events.published') : t('admin.events.draft')}
            </span>
          </p>
        }
        actions={
          <>
            {[
              { to: href('/admin/events/:eventCd/notices', { eventCd: event.eventCd }), label: t('adminNotices.nav') },
              { to: href('/admin/events/:eventCd/media', { eventCd: event.eventCd }), label: t('admin.event.media') },
              // the protest hearings and time limits (issue 30)
              {
                to: href('/admin/events/:eventCd/hearings', { eventCd: event.eventCd }),
                label: t('adminHearings.link'),
              },
            ].map(({ to, label }) => (
              <Link key={to} className={ui.buttonSecondary} to={to}>
                {label}
              </Link>
            ))}
            <a className={ui.buttonSecondary} href={href('/admin/events/:eventCd/preview', { eventCd: event.eventCd })}>
              {t('admin.event.preview')}
            </a>
          </>
        }
      />

      {done ? (
        <Done>
          {done === 'races-added' || done === 'races-saved'
            ? t(`adminDay.done.${done}`)
            : t(`admin.event.done.${done}`)}
        </Done>
      ) : null}
      {confirm ? <ConfirmDelete confirm={confirm} data={loaderData} csrf={csrf} refused={refused} /> : null}
      {refused && !['event-save'].includes(refused.intent) && refused.intent.endsWith('-delete') && !confirm ? (
        <FormProblem problem={refused.problem} reloadTo={here} />
      ) : null}

      {scorer ? (
        <p className={ui.muted}>{t('adminDay.readOnly')}</p>
      ) : (
        <section className={ui.panel} aria-labelledby="event-form-heading">
          <h2 id="event-form-heading">{t('admin.event.details')}</h2>
          <EventForm
            key={`${event.updatedAt}:${JSON.stringify(eventRefused?.values)}`}
            mode="update"
            reloadTo={here}
            initial={eventValues(event)}
            refused={eventRefused}
            csrf={csrf}
            busy={busy}
          />
        </section>
      )}

      <section className={ui.panel} aria-labelledby="levels-heading">
        <h2 id="levels-heading">{t('admin.level.heading', { n: levels.length })}</h2>
        {levels.length === 0 ? <p className={ui.empty}>{t('admin.level.empty')}</p> : null}
        {levels.map(({ level, races }) => (
          <LevelBlock
            key={`${level.levelCd}:${level.updatedAt}`}
            level={level}
            races={races}
            csrf={csrf}
            here={here}
            refusedFor={refusedFor}
            scorer={scorer}
          />
        ))}
        {/* (keyed by the count: a class added, the form starts empty and shut again) */}
        {scorer ? null : (
          <details key={`add-level-${levels.length}`} className={ui.disclosure} open={!!refusedFor('level-create')}>
            <summary>+ {t('admin.level.add')}</summary>
            <LevelForm
              intent="level-create"
              target=""
              initial={{ status: '1' }}
              refused={refusedFor('level-create')}
              csrf={csrf}
              here={here}
            />
          </details>
        )}
      </section>

      {scorer ? null : (
        <section className={`${ui.panel} ${ui.dangerZone}`} aria-labelledby="danger-heading">
          <h2 id="danger-heading">{t('admin.event.deleteHeading')}</h2>
          <p className={ui.muted}>{t('admin.event.deleteLead')}</p>
          <Link className={ui.buttonDanger} to={`${here}?delete=event`}>
            {t('admin.event.delete')}
          </Link>
        </section>
      )}
    </div>
  );
}
