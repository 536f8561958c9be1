/**
 * One event in the console (docs/admin-console.md): the event form (with the `updatedAt` it was
 * read at: 409 when someone changed it since, with a way to reload), its classes (add, change,
 * delete) and each class's races (add, change, move up or down, set the status, paste the
 * tracking link), links to its photos and videos and to the preview; delete with a confirmation
 * step (`?delete=event|level:CD|race:CD`, a page of its own, so it works without JavaScript).
 * Every form posts to this route's action with an `intent` and the session's CSRF token.
 */
import { data, Form, Link, redirect, useNavigation } from 'react-router';
import type { Route } from './+types/event';
import { actionForm } from '../../lib/action-form';
import { adminContentEndpoints as ep } from '../../../shared/admin-content-endpoints';
import type { AdminLevel, AdminRace } from '../../../shared/admin-content';
import { resolveRequestLang } from '../../../shared/lang';
import { useTranslation } from '../../i18n';
import { consoleApi } from '../lib/console-api.server';
import {
  eventBody,
  eventValues,
  levelBody,
  levelValues,
  raceBody,
  raceValues,
  refuse,
  refuseAnswer,
  uploadFiles,
  type Refused,
} from '../lib/edits';
import { adminEventName } from '../lib/format';
import { fieldMessage, formValues, text, type FormValues } from '../lib/forms';
import { consolePaths } from '../lib/paths';
import { addSchemes, EventForm } from '../parts/event-form';
import {
  BulkRaces,
  bulkProblems,
  bulkRaces,
  freeRaceCode,
  RACE_STATUSES,
  RaceTable,
  type BulkRefusal,
  type TableRefusal,
} from '../parts/event-races';
import { CsrfField, Done, FormProblem, ImageField, SelectField, TextField, useLeaveGuard } from '../parts/form-parts';
import { StatusTag } from '../../components/status-tag';
import { levelName, levelTone, roundName } from '../../features/events/lib/events';
import { useStaff } from './layout';
import '../messages/register-hearings';
import ui from '../parts/console.module.css';
import '../../features/events/messages/register';
// (the class's link to its results page says so in the page's language)
import '../messages/register-results';
import '../messages/register-day';
import '../messages/register-entries';
import '../messages/register-notices';

const RESULTS_TONE = { none: 'info', provisional: 'warning', final: 'success' } as const;

const DONE = [
  'created',
  'saved',
  'level-created',
  'level-saved',
  'level-deleted',
  'race-created',
  'race-saved',
  'race-deleted',
  'race-moved',
  'races-added',
  'races-saved',
] as const;
type DoneKind = (typeof DONE)[number];

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const api = consoleApi(context, request);
  const eventCd = params.eventCd;
  const [event, levels] = await Promise.all([api.get(ep.eventGet, { eventCd }), api.get(ep.levelList, { eventCd })]);
  const races = await Promise.all(levels.map((l) => api.get(ep.raceList, { levelCd: l.levelCd })));
  const url = new URL(request.url);
  const done = url.searchParams.get('done');
  const del = url.searchParams.get('delete') ?? '';
  // what the confirmation step is about: the event, one of its classes or one of their races
  let confirm: { kind: 'event' | 'level' | 'race'; code: string; label: string } | null = null;
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

/** the next sortOrder after the last of `items` */
const nextOrder = (items: { sortOrder: number }[]) => items.reduce((max, x) => Math.max(max, x.sortOrder), 0) + 10;

export async function action({ request, params, context }: Route.ActionArgs) {
  const api = consoleApi(context, request);
  const eventCd = params.eventCd;
  const form = await actionForm(request, context);
  const csrf = String(form.get('_csrf') ?? '');
  const values = formValues(form);
  const intent = text(values, 'intent');
  const target = text(values, 'target');
  const here = consolePaths.event(eventCd);
  const done = (kind: DoneKind, anchor = '') => redirect(`${here}?done=${kind}${anchor}`);
  const opts = { csrf };

  switch (intent) {
    case 'event-save': {
      addSchemes(values);
      const errors = await uploadFiles(
        api,
        form,
        values,
        [
          ['logoFile', 'logo'],
          ['thumbFile', 'thumb'],
        ],
        csrf,
      );
      if (Object.keys(errors).length) return refuse(intent, '', values, { kind: 'invalid', message: '', errors });
      const answer = await api.send(
        ep.eventUpdate,
        { eventCd },
        { ...eventBody(values), updatedAt: text(values, 'updatedAt') || undefined },
        opts,
      );
      return answer.ok ? done('saved') : refuseAnswer(intent, '', values, answer);
    }
    case 'event-delete': {
      const answer = await api.send(
        ep.eventDelete,
        { eventCd },
        { updatedAt: text(values, 'updatedAt') || undefined },
        opts,
      );
      if (answer.ok) return redirect(consolePaths.events);
      return refuseAnswer(intent, eventCd, values, answer);
    }
    case 'level-create':
    case 'level-update': {
      const errors = await uploadFiles(api, form, values, [['logoFile', 'logo']], csrf);
      if (Object.keys(errors).length) return refuse(intent, target, values, { kind: 'invalid', message: '', errors });
      if (intent === 'level-create') {
        const levels = await api.get(ep.levelList, { eventCd });
        const answer = await api.send(
          ep.levelCreate,
          { eventCd },
          { levelCd: text(values, 'levelCd'), ...levelBody(values), sortOrder: nextOrder(levels) },
          opts,
        );
        return answer.ok
          ? done('level-created', `#level-${answer.result.levelCd}`)
          : refuseAnswer(intent, target, values, answer);
      }
      const answer = await api.send(
        ep.levelUpdate,
        { levelCd: target },
        { ...levelBody(values), updatedAt: text(values, 'updatedAt') || undefined },
        opts,
      );
      return answer.ok ? done('level-saved', `#level-${target}`) : refuseAnswer(intent, target, values, answer);
    }
    case 'level-delete': {
      const answer = await api.send(
        ep.levelDelete,
        { levelCd: target },
        { updatedAt: text(values, 'updatedAt') || undefined },
        opts,
      );
      return answer.ok ? done('level-deleted') : refuseAnswer(intent, target, values, answer);
    }
    case 'race-create': {
      const levelCd = text(values, 'levelCd');
      const races = await api.get(ep.raceList, { levelCd });
      const answer = await api.send(
        ep.raceCreate,
        { levelCd },
        { code: text(values, 'code'), ...raceBody(values), sortOrder: nextOrder(races) },
        opts,
      );
      return answer.ok ? done('race-created', `#level-${levelCd}`) : refuseAnswer(intent, target, values, answer);
    }
    case 'race-update':
    case 'race-status': {
      const body = intent === 'race-status' ? { status: text(values, 'status') } : raceBody(values);
      const answer = await api.send(
        ep.raceUpdate,
        { raceCd: target },
        { ...body, updatedAt: text(values, 'updatedAt') || undefined },
        opts,
      );
      return answer.ok ? done('race-saved', `#race-${target}`) : refuseAnswer(intent, target, values, answer);
    }
    case 'race-delete': {
      const answer = await api.send(
        ep.raceDelete,
        { raceCd: target },
        { updatedAt: text(values, 'updatedAt') || undefined },
        opts,
      );
      return answer.ok ? done('race-deleted') : refuseAnswer(intent, target, values, answer);
    }
    case 'races-bulk': {
      const levelCd = text(values, 'levelCd');
      const { plan, errors } = bulkProblems(values);
      const refusedBulk = (e: BulkRefusal['errors'], status = 400) =>
        data<{ bulkRefused: BulkRefusal }>({ bulkRefused: { levelCd, values, errors: e } }, { status });
      if (!plan) return refusedBulk(errors);
      const answer = await api.send(ep.raceBulk, { levelCd }, { races: bulkRaces(plan) }, opts);
      if (answer.ok) return done('races-added', `#level-${levelCd}`);
      if (answer.status !== 400) return refuseAnswer(intent, levelCd, values, answer);
      // a code the class has: said on the first number, with the first number that is free
      const taken = Object.keys(answer.errors)
        .map((k) => /^races\.(\d+)\.code$/.exec(k))
        .filter((m): m is RegExpExecArray => m !== null)
        .map((m) => `R${plan.first + Number(m[1])}`);
      if (taken.length > 0) {
        const races = await api.get(ep.raceList, { levelCd });
        let from = plan.first;
        // the first number from which `count` races are all free
        const codes = new Set(races.map((r) => r.code.toUpperCase()));
        while (Array.from({ length: plan.count }, (_, i) => `R${from + i}`).some((c) => codes.has(c))) from++;
        return refusedBulk({
          firstNumber: ['adminDay.table.codeTaken', { code: taken.join(', '), free: `R${from}` }],
        });
      }
      return refuseAnswer(intent, levelCd, values, answer);
    }
    case 'races-save': {
      const levelCd = text(values, 'levelCd');
      const races = await api.get(ep.raceList, { levelCd });
      const keys = form.getAll('race').map(String);
      const errors: TableRefusal['errors'] = {};
      let message: string | undefined;
      for (const race of races.filter((r) => keys.includes(r.raceCd))) {
        const row = (field: string) => values[`${race.raceCd}.${field}`] ?? '';
        const body = raceBody({
          roundName: row('roundName'),
          bureauName: row('bureauName'),
          startTime: row('startTime'),
          endTime: row('endTime'),
          status: row('status'),
          raceMark: row('raceMark'),
          traceUrl: row('traceUrl'),
        });
        const current = raceBody(raceValues(race));
        if (JSON.stringify(body) === JSON.stringify(current)) continue;
        const answer = await api.send(
          ep.raceUpdate,
          { raceCd: race.raceCd },
          { ...body, updatedAt: row('updatedAt') || undefined },
          opts,
        );
        if (answer.ok) continue;
        if (answer.status === 400 && Object.keys(answer.errors).length > 0) {
          for (const [field, m] of Object.entries(answer.errors)) errors[`${race.raceCd}.${field}`] = m;
        } else message = answer.message;
      }
      if (Object.keys(errors).length > 0 || message) {
        return data<{ tableRefused: TableRefusal }>(
          { tableRefused: { levelCd, values, errors, ...(message ? { message } : {}) } },
          { status: Object.keys(errors).length > 0 ? 400 : 409 },
        );
      }
      const move = /^(up|down):(.+)$/.exec(text(values, 'move'));
      if (!move) return done('races-saved', `#level-${levelCd}`);
      values.direction = move[1]!;
      return moveRace(api, opts, levelCd, move[2]!, move[1] === 'up', values, done);
    }
    case 'race-move':
      return moveRace(api, opts, text(values, 'levelCd'), target, text(values, 'direction') === 'up', values, done);
    default:
      return refuse(intent, target, values, { kind: 'failed', message: 'Unknown form.', errors: {} }, 400);
  }
}

/**
 * Moves a race a place up or down among its class's races: every order written again where it
 * changed (the orders become 10, 20, 30 …).
 */
async function moveRace(
  api: ReturnType<typeof consoleApi>,
  opts: { csrf: string },
  levelCd: string,
  target: string,
  up: boolean,
  values: FormValues,
  done: (kind: DoneKind, anchor?: string) => Response,
) {
  const races = await api.get(ep.raceList, { levelCd });
  const i = races.findIndex((r) => r.raceCd === target);
  const j = up ? i - 1 : i + 1;
  if (i < 0 || j < 0 || j >= races.length) return done('race-moved', `#race-${target}`);
  const order = [...races];
  [order[i], order[j]] = [order[j]!, order[i]!];
  for (const [k, race] of order.entries()) {
    const sortOrder = (k + 1) * 10;
    if (race.sortOrder === sortOrder) continue;
    const answer = await api.send(
      ep.raceUpdate,
      { raceCd: race.raceCd },
      { sortOrder, updatedAt: race.updatedAt },
      opts,
    );
    if (!answer.ok) return refuseAnswer('race-move', target, values, answer);
  }
  return done('race-moved', `#race-${target}`);
}

type LoaderData = Route.ComponentProps['loaderData'];

export default function EventPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const me = useStaff();
  const csrf = me?.csrfToken;
  const guard = useLeaveGuard();
  const busy = useNavigation().state === 'submitting';
  const { event, levels, done, confirm, lang } = loaderData;
  const answer = actionData as
    { refused?: Refused; bulkRefused?: BulkRefusal; tableRefused?: TableRefusal } | undefined;
  const refused = answer?.refused;
  // a scorer sees the event and its classes, and runs their races and results
  const scorer = me?.staff.role === 'scorer';
  const here = consolePaths.event(event.eventCd);
  const name = adminEventName(event, lang);
  /** the refusal of the form `intent` about `target`, if that is what came back */
  const refusedFor = (intent: string, target = '') =>
    refused && refused.intent === intent && refused.target === target ? refused : null;
  const eventRefused = refusedFor('event-save');
  const eventFormValues = eventRefused?.values ?? eventValues(event);

  return (
    <div {...guard.props}>
      <title>{`${name} | ${t('admin.siteName')}`}</title>
      <p className={ui.crumbs}>
        <Link to={consolePaths.events}>← {t('admin.nav.events')}</Link>
      </p>
      <div className={ui.head}>
        <div>
          <h1>{name}</h1>
          <p className={ui.muted}>
            <span className={ui.code}>{event.eventCd}</span> · {event.beginDate} ~ {event.endDate} ·{' '}
            <span className={`${ui.pill} ${event.isPublish ? ui.published : ui.draft}`}>
              {event.isPublish ? t('admin.events.published') : t('admin.events.draft')}
            </span>
          </p>
        </div>
        <div className={ui.headActions}>
          <Link className={ui.buttonSecondary} to={consolePaths.eventNotices(event.eventCd)}>
            {t('adminNotices.nav')}
          </Link>
          <Link className={ui.buttonSecondary} to={consolePaths.eventMedia(event.eventCd)}>
            {t('admin.event.media')}
          </Link>
          {/* the protest hearings and time limits (issue 30) */}
          <Link className={ui.buttonSecondary} to={consolePaths.eventHearings(event.eventCd)}>
            {t('adminHearings.link')}
          </Link>
          <a className={ui.buttonSecondary} href={consolePaths.eventPreview(event.eventCd)}>
            {t('admin.event.preview')}
          </a>
        </div>
      </div>

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
          <FormProblem problem={eventRefused?.problem} reloadTo={here} />
          <EventForm
            key={`${event.updatedAt}:${JSON.stringify(eventFormValues)}`}
            mode="update"
            values={eventFormValues}
            problem={eventRefused?.problem ?? null}
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
            bulkRefused={answer?.bulkRefused?.levelCd === level.levelCd ? answer.bulkRefused : null}
            tableRefused={answer?.tableRefused?.levelCd === level.levelCd ? answer.tableRefused : null}
          />
        ))}
        {/* (keyed by the count: a class added, the form starts empty and shut again) */}
        {scorer ? null : (
          <details key={`add-level-${levels.length}`} className={ui.disclosure} open={!!refusedFor('level-create')}>
            <summary>+ {t('admin.level.add')}</summary>
            <LevelForm
              intent="level-create"
              target=""
              values={refusedFor('level-create')?.values ?? { status: '1' }}
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

function ConfirmDelete({
  confirm,
  data,
  csrf,
  refused,
}: {
  confirm: NonNullable<LoaderData['confirm']>;
  data: LoaderData;
  csrf: string | null | undefined;
  refused: Refused | undefined;
}) {
  const { t } = useTranslation();
  const here = consolePaths.event(data.event.eventCd);
  const version =
    confirm.kind === 'event'
      ? data.event.updatedAt
      : confirm.kind === 'level'
        ? data.levels.find((l) => l.level.levelCd === confirm.code)?.level.updatedAt
        : data.levels.flatMap((l) => l.races).find((r) => r.raceCd === confirm.code)?.updatedAt;
  const intent = `${confirm.kind}-delete`;
  const level = confirm.kind === 'level' ? data.levels.find((l) => l.level.levelCd === confirm.code)?.level : null;
  // the record's name in the page's language
  const label =
    confirm.kind === 'event'
      ? adminEventName(data.event, data.lang)
      : level
        ? levelName(level, data.lang)
        : confirm.label;
  const problem = refused && refused.intent === intent ? refused.problem : null;
  return (
    <section
      className={`${ui.panel} ${ui.confirm}`}
      role="alertdialog"
      aria-labelledby="confirm-heading"
      aria-describedby="confirm-lead"
    >
      <h2 id="confirm-heading">{t(`admin.confirm.${confirm.kind}`, { name: label })}</h2>
      <p id="confirm-lead">{t('admin.confirm.lead')}</p>
      <FormProblem
        problem={problem}
        reloadTo={`${here}?delete=${confirm.kind === 'event' ? 'event' : `${confirm.kind}:${confirm.code}`}`}
      />
      <Form method="post" action={here} className={ui.actions}>
        <CsrfField token={csrf} />
        <input type="hidden" name="intent" value={intent} />
        <input type="hidden" name="target" value={confirm.code} />
        <input type="hidden" name="updatedAt" value={version ?? ''} />
        <button type="submit" className={ui.buttonDanger}>
          {t('admin.confirm.yes')}
        </button>
        <Link className={ui.buttonSecondary} to={here}>
          {t('admin.confirm.no')}
        </Link>
      </Form>
    </section>
  );
}

function LevelBlock({
  level,
  races,
  csrf,
  here,
  refusedFor,
  scorer,
  bulkRefused,
  tableRefused,
}: {
  level: AdminLevel;
  races: AdminRace[];
  csrf: string | null | undefined;
  here: string;
  refusedFor: (intent: string, target?: string) => Refused | null;
  scorer: boolean;
  bulkRefused: BulkRefusal | null;
  tableRefused: TableRefusal | null;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const label = levelName(level, lang);
  const edit = refusedFor('level-update', level.levelCd);
  const addRace = refusedFor('race-create', level.levelCd);
  return (
    <article className={ui.block} id={`level-${level.levelCd}`} aria-labelledby={`level-${level.levelCd}-name`}>
      <div className={ui.blockHead}>
        {level.logo ? <img className={ui.levelLogo} src={level.logo} alt="" width={40} height={40} /> : null}
        <h3 id={`level-${level.levelCd}-name`}>{levelName(level, lang)}</h3>
        <span className={ui.code}>{level.levelCd}</span>
        <StatusTag tone={levelTone(level.status)} label={t(`level.status.${level.status}`)} />
      </div>
      <div className={ui.rowActions}>
        {/* the class's results: import, check, publish (app/console/routes/level-results.tsx) */}
        <Link className={ui.buttonSecondary} to={consolePaths.levelResults(level.levelCd)}>
          {t('adminResults.link')}
        </Link>
        {/* the class's entry list (app/console/routes/level-entries.tsx, issue 31) */}
        <Link className={ui.buttonSecondary} to={consolePaths.levelEntries(level.levelCd)}>
          {t('adminEntries.linkBoth')}
        </Link>
        <StatusTag
          tone={RESULTS_TONE[level.results ?? 'none']}
          label={t('adminDay.resultsOf', { state: t(`adminDay.results.${level.results ?? 'none'}`) })}
        />
        {scorer ? null : (
          <details className={ui.disclosure} open={!!edit}>
            <summary>{t('admin.level.edit')}</summary>
            <LevelForm
              intent="level-update"
              target={level.levelCd}
              values={edit?.values ?? levelValues(level)}
              refused={edit}
              csrf={csrf}
              here={here}
            />
          </details>
        )}
        {scorer ? null : (
          <Link className={ui.linkDanger} to={`${here}?delete=level:${encodeURIComponent(level.levelCd)}`}>
            {t('admin.level.delete')}
          </Link>
        )}
      </div>

      <h4 className={ui.subhead}>{t('admin.race.heading', { n: races.length })}</h4>
      {races.length === 0 ? (
        <p className={ui.empty}>{t('admin.race.empty')}</p>
      ) : (
        <RaceTable
          level={level}
          races={races}
          levelLabel={label}
          roundLabel={(race) => `${race.code} ${roundName(race, lang, t)}`}
          csrf={csrf}
          here={here}
          refused={tableRefused}
          fieldMessage={(raw) => fieldMessage(t, raw)}
        />
      )}
      <BulkRaces
        key={`bulk-${races.length}`}
        level={level}
        races={races}
        levelLabel={label}
        csrf={csrf}
        here={here}
        refused={bulkRefused}
      />
      <details key={`add-race-${races.length}`} className={ui.disclosure} open={!!addRace}>
        <summary>+ {t('admin.race.add')}</summary>
        <RaceForm
          intent="race-create"
          target={level.levelCd}
          levelCd={level.levelCd}
          values={
            addRace?.values ?? {
              status: '1',
              code: freeRaceCode(races, races.length + 1),
              roundName: `第${races.length + 1}轮`,
            }
          }
          freeCode={freeRaceCode(races, races.length + 1)}
          refused={addRace}
          csrf={csrf}
          here={here}
        />
      </details>
    </article>
  );
}

function LevelForm({
  intent,
  target,
  values,
  refused,
  csrf,
  here,
}: {
  intent: 'level-create' | 'level-update';
  target: string;
  values: FormValues;
  refused: Refused | null;
  csrf: string | null | undefined;
  here: string;
}) {
  const { t } = useTranslation();
  const f = `${intent}-${target || 'new'}`;
  const problem = refused?.problem ?? null;
  const common = { form: f, values, problem };
  return (
    <Form
      method="post"
      action={here}
      encType="multipart/form-data"
      className={ui.form}
      aria-label={
        intent === 'level-create' ? t('admin.level.add') : t('admin.level.editNamed', { name: values.levelName ?? '' })
      }
    >
      <FormProblem problem={problem} reloadTo={here} />
      <CsrfField token={csrf} />
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="target" value={target} />
      {intent === 'level-update' ? <input type="hidden" name="updatedAt" value={values.updatedAt ?? ''} /> : null}
      <div className={ui.formGrid}>
        {intent === 'level-create' ? (
          <TextField
            {...common}
            name="levelCd"
            label={t('admin.level.fields.levelCd')}
            hint={t('admin.level.hints.levelCd')}
            required
            maxLength={64}
            pattern="[A-Za-z0-9_\-]{1,64}"
          />
        ) : null}
        <TextField {...common} name="levelName" label={t('admin.level.fields.levelName')} required maxLength={100} />
        <TextField {...common} name="levelNameCode" label={t('admin.level.fields.levelNameCode')} maxLength={100} />
        <SelectField
          {...common}
          name="status"
          label={t('admin.level.fields.status')}
          options={['1', '2', '3'].map((s) => ({ value: s, label: t(`level.status.${s}`) }))}
        />
        <TextField
          {...common}
          name="roundTotal"
          type="number"
          inputMode="numeric"
          label={t('admin.level.fields.roundTotal')}
        />
      </div>
      <ImageField
        {...common}
        name="logo"
        fileName="logoFile"
        label={t('admin.level.fields.logo')}
        fileLabel={t('admin.form.upload')}
        hint={t('admin.form.imageAddress')}
        alt={t('admin.level.fields.logo')}
      />
      <div className={ui.actions}>
        <button type="submit" className={ui.button}>
          {intent === 'level-create' ? t('admin.level.create') : t('admin.form.save')}
        </button>
      </div>
    </Form>
  );
}

function RaceForm({
  intent,
  target,
  levelCd,
  values,
  freeCode,
  refused,
  csrf,
  here,
}: {
  intent: 'race-create' | 'race-update';
  target: string;
  levelCd: string;
  values: FormValues;
  /** a code the class does not have, said beside the code when the one typed is taken */
  freeCode: string;
  refused: Refused | null;
  csrf: string | null | undefined;
  here: string;
}) {
  const { t } = useTranslation();
  const problem = refused?.problem ?? null;
  const common = { form: `${intent}-${target}`, values, problem };
  return (
    <Form
      method="post"
      action={here}
      className={ui.form}
      noValidate
      aria-label={
        intent === 'race-create' ? t('admin.race.add') : t('admin.race.edit', { name: values.roundName ?? '' })
      }
    >
      <FormProblem problem={problem} reloadTo={here} />
      <CsrfField token={csrf} />
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="target" value={target} />
      <input type="hidden" name="levelCd" value={levelCd} />
      {intent === 'race-update' ? <input type="hidden" name="updatedAt" value={values.updatedAt ?? ''} /> : null}
      <div className={ui.formGrid}>
        {intent === 'race-create' ? (
          <TextField
            {...common}
            name="code"
            label={t('admin.race.fields.raceCd')}
            hint={problem?.errors.code ? t('adminDay.table.free', { code: freeCode }) : t('admin.race.hints.raceCd')}
            required
            maxLength={20}
          />
        ) : null}
        <TextField
          {...common}
          name="roundName"
          label={t('admin.race.fields.roundName')}
          hint={t('admin.race.hints.roundName')}
          required
          maxLength={100}
        />
        <TextField {...common} name="bureauName" label={t('admin.race.fields.bureauName')} maxLength={100} />
        <TextField {...common} name="startTime" type="datetime-local" label={t('admin.race.fields.startTime')} />
        <TextField {...common} name="endTime" type="datetime-local" label={t('admin.race.fields.endTime')} />
        <SelectField
          {...common}
          name="status"
          label={t('admin.race.fields.status')}
          options={RACE_STATUSES.map((s) => ({ value: s, label: t(`race.status.${s}`) }))}
        />
        <TextField {...common} name="raceMark" label={t('admin.race.fields.raceMark')} maxLength={100} />
        <TextField
          {...common}
          name="traceUrl"
          type="url"
          inputMode="url"
          label={t('admin.race.fields.traceUrl')}
          hint={t('admin.race.hints.traceUrl')}
          placeholder="https://"
          maxLength={1000}
        />
      </div>
      <div className={ui.actions}>
        <button type="submit" className={ui.button}>
          {intent === 'race-create' ? t('admin.race.create') : t('admin.form.save')}
        </button>
      </div>
    </Form>
  );
}
