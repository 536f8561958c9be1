/**
 * The console's dashboard (docs/admin-console.md): the events running now and coming next (to
 * the event's page in the console), and the last changes of the audit log (editors and admins).
 * A scorer's first screen: their events (before, while and after they run), each class with its
 * results state (nothing published / provisional / final) and one click to its import.
 */
import type { ReactNode } from 'react';
import { data, Link, redirect, href } from 'react-router';
import { actionForm } from '../../lib/action-form';
import type { PasswordRefusal } from '../parts/password-change';
import type { Route } from './+types/dashboard';
import { adminEndpoints } from '../../../shared/admin-endpoints';
import { adminContentEndpoints } from '../../../shared/admin-content-endpoints';
import { adminInboxEndpoints } from '../../../shared/admin-inbox';
import { adminNewsEndpoints } from '../../../shared/admin-news';
import { resolveRequestLang, type Lang } from '../../../shared/lang';
import { useTranslation } from '../../i18n';
import { consoleApi } from '../lib/console-api.server';
import type { AdminEvent, AdminLevel } from '../../../shared/admin-content';
import { adminEventName, consoleTime } from '../lib/format';
import { StatusTag } from '../../components/status-tag';
import { EventStatusTag, ResultsTag } from '../parts/status-tags';
import { PageHead } from '../parts/page-head';
import { useStaff } from './layout';
import ui from '../parts/console.module.css';
import inboxUi from '../parts/inbox.module.css';
import { levelName } from '../../features/events/lib/events';
import '../messages/register-inbox';
import '../messages/register-notices';
import '../messages/register-day';
import '../messages/register-entries';

export async function loader({ request, context }: Route.LoaderArgs) {
  const api = consoleApi(context, request);
  const [events, audit, inbox, scheduled, drafts] = await Promise.all([
    api.send(adminContentEndpoints.eventList, undefined, { page: 1, pageSize: 100 }),
    api.send(adminEndpoints.audit, undefined, { page: 1 }),
    // the contact inbox's new messages (admins and editors; a scorer gets 403: no panel)
    api.send(adminInboxEndpoints.contactCount, undefined, { status: 'new' }),
    // the news posts waiting for their time and the drafts (admins and editors)
    api.send(adminNewsEndpoints.newsList, undefined, { state: 'scheduled' }),
    api.send(adminNewsEndpoints.newsList, undefined, { state: 'draft' }),
  ]);
  if (!events.ok && events.status === 401) await api.get(adminEndpoints.me); // (the sign-in page)
  const list = events.ok ? events.result.records : [];
  // a scorer (no audit log): their events, each with its classes and their results
  let mine: { event: AdminEvent; levels: AdminLevel[] }[] | null = null;
  if (!audit.ok && audit.status === 403 && events.ok) {
    const levels = await Promise.all(
      list.map((e) => api.send(adminContentEndpoints.levelList, { eventCd: e.eventCd })),
    );
    mine = list.map((event, i) => {
      const answer = levels[i]!;
      return { event, levels: answer.ok ? answer.result : [] };
    });
  }
  return {
    mine,
    lang: resolveRequestLang(request),
    running: list.filter((e) => e.status === '2').slice(0, 8),
    coming: list
      .filter((e) => e.status === '1')
      .sort((a, b) => a.beginDate.localeCompare(b.beginDate))
      .slice(0, 8),
    changes: audit.ok ? audit.result.records.slice(0, 10) : null,
    newMessages: inbox.ok ? inbox.result.count : null,
    news: scheduled.ok && drafts.ok ? { scheduled: scheduled.result.total, drafts: drafts.result.total } : null,
  };
}

/** the new password after a reset (the form of parts/password-change.tsx): POST /admin/me/password */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await actionForm(request, context);
  const get = (name: string) => String(form.get(name) ?? '');
  const refused = (passwordErrors: PasswordRefusal['passwordErrors']) =>
    data<PasswordRefusal>({ passwordErrors }, { status: 400 });
  if (get('intent') !== 'password-change') return refused({});
  if (get('password') !== get('again')) return refused({ again: 'adminDay.password.mismatch' });
  const answer = await consoleApi(context, request).send(
    adminEndpoints.passwordChange,
    undefined,
    { current: get('current'), password: get('password') },
    { csrf: get('_csrf') },
  );
  if (answer.ok) return redirect(href('/admin'));
  const issue = (answer as { issues?: { field: string; code: string }[] }).issues?.[0];
  if (issue?.field === 'current') return refused({ current: 'adminDay.password.wrongCurrent' });
  const byCode: Record<string, string> = {
    password_short: 'admin.errors.passwordShort',
    password_simple: 'admin.errors.passwordSimple',
    password_common: 'admin.errors.passwordCommon',
    password_personal: 'admin.errors.passwordPersonal',
  };
  return refused({ password: byCode[issue?.code ?? ''] ?? 'admin.errors.passwordShort' });
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const me = useStaff();
  const { lang, running, coming, changes, newMessages, news, mine } = loaderData;
  if (mine) return <ScorerDashboard mine={mine} lang={lang} name={me?.staff.name ?? ''} />;
  const eventList = (items: typeof running, empty: string) =>
    items.length === 0 ? (
      <p className={ui.empty}>{empty}</p>
    ) : (
      <ul className={ui.list}>
        {items.map((e) => (
          <li key={e.eventCd}>
            <Link to={href('/admin/events/:eventCd', { eventCd: e.eventCd })}>{adminEventName(e, lang)}</Link>
            <span className={ui.muted}>
              {e.beginDate} ~ {e.endDate}
            </span>
            <Link className={ui.small} to={href('/admin/events/:eventCd/notices', { eventCd: e.eventCd })}>
              {t('adminNotices.nav')}
            </Link>
          </li>
        ))}
      </ul>
    );
  return (
    <>
      <PageHead
        docTitle={t('admin.dashboard.title')}
        heading={t('admin.dashboard.heading', { name: me?.staff.name ?? '' })}
        actions={
          me && me.staff.role !== 'scorer' ? (
            <Link className={ui.button} to={href('/admin/events/new')}>
              + {t('admin.dashboard.newEvent')}
            </Link>
          ) : null
        }
      />
      <div className={ui.grid}>
        <DashPanel
          id="dash-running"
          heading={
            <>
              {t('admin.dashboard.running')}{' '}
              <StatusTag tone="warning" label={String(running.length)} live={running.length > 0} />
            </>
          }
          more={{ to: href('/admin/events'), label: t('admin.dashboard.allEvents') }}
        >
          {eventList(running, t('admin.dashboard.noRunning'))}
        </DashPanel>
        {newMessages !== null ? (
          <DashPanel
            id="dash-inbox"
            heading={
              <>
                {t('adminInbox.dashboardHeading')}{' '}
                {newMessages > 0 ? (
                  <span className={inboxUi.badge} data-testid="dashboard-inbox-badge">
                    {t('adminInbox.badge', { n: newMessages })}
                  </span>
                ) : null}
              </>
            }
            more={{
              to: newMessages > 0 ? `${href('/admin/messages')}?status=new` : href('/admin/messages'),
              label: t('adminInbox.dashboardOpen'),
            }}
          >
            <p className={newMessages > 0 ? undefined : ui.empty}>
              {newMessages > 0 ? t('adminInbox.dashboardNew', { n: newMessages }) : t('adminInbox.dashboardNone')}
            </p>
          </DashPanel>
        ) : null}
        {news ? (
          <DashPanel
            id="dash-content"
            heading={t('admin.dashboard.content')}
            more={{ to: href('/admin/site'), label: t('admin.dashboard.allContent') }}
          >
            <ul className={ui.list}>
              {[
                {
                  to: `${href('/admin/news')}?state=scheduled`,
                  label: t('admin.dashboard.scheduled', { n: news.scheduled }),
                },
                { to: `${href('/admin/news')}?state=draft`, label: t('admin.dashboard.drafts', { n: news.drafts }) },
                { to: href('/admin/news/new'), label: `+ ${t('admin.dashboard.writePost')}` },
                { to: `${href('/admin/site/banners')}?type=0`, label: t('admin.dashboard.homeBanners') },
                { to: href('/admin/site/statistics'), label: t('admin.dashboard.statistics') },
                { to: href('/admin/site/config'), label: t('admin.dashboard.contactDetails') },
              ].map(({ to, label }) => (
                <li key={to}>
                  <Link to={to}>{label}</Link>
                </li>
              ))}
            </ul>
          </DashPanel>
        ) : null}
        <DashPanel id="dash-coming" heading={t('admin.dashboard.coming')}>
          {eventList(coming, t('admin.dashboard.noComing'))}
        </DashPanel>
        {changes ? (
          <DashPanel
            id="dash-changes"
            heading={t('admin.dashboard.recent')}
            more={{ to: href('/admin/audit'), label: t('admin.dashboard.fullLog') }}
          >
            {changes.length === 0 ? (
              <p className={ui.empty}>{t('admin.dashboard.noChanges')}</p>
            ) : (
              <ul className={ui.list}>
                {changes.map((c) => (
                  <li key={c.id}>
                    <span>
                      {t('admin.audit.entry', {
                        who: c.staffName ?? t('admin.audit.someone'),
                        action: (t(`admin.audit.actions.${c.action}`) as string) || c.action,
                        entity: ((e) => (e.startsWith('admin.') ? c.entity : e))(
                          t(`admin.auditLog.entities.${c.entity}`) as string,
                        ),
                        code: c.code,
                      })}
                    </span>
                    <time className={ui.muted} dateTime={c.at}>
                      {consoleTime(c.at, me?.siteTimeZone)}
                    </time>
                  </li>
                ))}
              </ul>
            )}
          </DashPanel>
        ) : null}
      </div>
    </>
  );
}

/** a panel of the dashboard: its heading (`id` names the section), its body, and the way to all of it (`more`) */
function DashPanel({
  id,
  heading,
  more,
  children,
}: {
  id: string;
  heading: ReactNode;
  more?: { to: string; label: string };
  children: ReactNode;
}) {
  return (
    <section className={ui.panel} aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      {children}
      {more ? (
        <Link className={ui.more} to={more.to}>
          {more.label} →
        </Link>
      ) : null}
    </section>
  );
}

/** a scorer's first screen: their events, each class with its results state and the way to import */
function ScorerDashboard({
  mine,
  lang,
  name,
}: {
  mine: { event: AdminEvent; levels: AdminLevel[] }[];
  lang: Lang;
  name: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      <PageHead docTitle={t('admin.dashboard.title')} heading={t('admin.dashboard.heading', { name })} />
      <DashPanel
        id="dash-mine"
        heading={t('adminDay.myEvents')}
        more={{ to: href('/admin/events'), label: t('admin.dashboard.allEvents') }}
      >
        {mine.length === 0 ? (
          <p className={ui.empty}>{t('adminDay.noEvents')}</p>
        ) : (
          <p className={ui.muted}>{t('adminDay.myEventsLead')}</p>
        )}
        {mine.map(({ event, levels }) => (
          <article key={event.eventCd} className={ui.block} aria-labelledby={`mine-${event.eventCd}`}>
            <div className={ui.blockHead}>
              <h3 id={`mine-${event.eventCd}`}>{adminEventName(event, lang)}</h3>
              <EventStatusTag status={event.status} />
              <span className={ui.muted}>
                {event.beginDate} ~ {event.endDate}
              </span>
              <Link className={ui.small} to={href('/admin/events/:eventCd', { eventCd: event.eventCd })}>
                {t('adminDay.openEvent')} →
              </Link>
              <Link className={ui.small} to={href('/admin/events/:eventCd/notices', { eventCd: event.eventCd })}>
                {t('adminNotices.nav')} →
              </Link>
            </div>
            {levels.length === 0 ? (
              <p className={ui.empty}>{t('adminDay.noClasses')}</p>
            ) : (
              <ul className={ui.list}>
                {levels.map((level) => {
                  const label = levelName(level, lang);
                  return (
                    <li key={level.levelCd}>
                      <span>
                        <strong>{label}</strong> <ResultsTag results={level.results} />
                      </span>
                      <Link
                        className={ui.buttonSecondary}
                        to={href('/admin/levels/:levelCd/results', { levelCd: level.levelCd })}
                        aria-label={`${t('adminDay.importResults')}: ${label}`}
                      >
                        {t('adminDay.importResults')}
                      </Link>{' '}
                      <Link
                        className={ui.buttonSecondary}
                        to={href('/admin/levels/:levelCd/entries', { levelCd: level.levelCd })}
                        aria-label={`${t('adminEntries.linkBoth')}: ${label}`}
                      >
                        {t('adminEntries.linkBoth')}
                      </Link>
                    </li>
                  );
                })}
              </ul>
            )}
          </article>
        ))}
      </DashPanel>
    </>
  );
}
