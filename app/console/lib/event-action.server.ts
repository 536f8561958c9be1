/**
 * The action of one event's console page (app/console/routes/event.tsx): every form there posts
 * an `intent` (event-save, event-delete, level-create/-update/-delete, race-create/-update/
 * -status/-delete/-move, races-bulk, races-save) with the session's CSRF token; a change goes
 * back to the page with `?done=` and an anchor, a refusal comes back with what was typed.
 */
import { href, redirect, type AppLoadContext } from 'react-router';
import { adminContentEndpoints as ep } from '../../../shared/admin-content-endpoints';
import { consoleForm, type ConsoleApi } from './console-api.server';
import { eventBody, levelBody, raceBody, raceValues, refuse, refuseAnswer, uploadFiles, refuseUnknown } from './edits';
import { checkThenUpload, eventForm } from './form-rules.server';
import { issue, problemOf, text, type FieldErrors, type FormValues, type Problem } from './forms';
import { addSchemes } from '../parts/event-form';
import { bulkProblems, bulkRaces, RACE_COLUMNS } from './races';

/** what the page says after a change (`?done=`) */
export const DONE = [
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
export type DoneKind = (typeof DONE)[number];
/** the next sortOrder after the last of `items` */
const nextOrder = (items: { sortOrder: number }[]) => items.reduce((max, x) => Math.max(max, x.sortOrder), 0) + 10;

/**
 * The event form's checks before it is sent, for a new event and a changed one: https:// added to
 * a bare address (as the field's hint says), every rule of the API's schema first (nothing is
 * uploaded for a form that cannot be saved), then the chosen logo and picture uploaded into
 * their fields. The refused form (intent `event-save`), or null when it can be sent.
 */
export async function checkEventForm(
  api: ConsoleApi,
  form: FormData,
  values: FormValues,
  csrf: string,
  kind: keyof typeof eventForm,
) {
  addSchemes(values);
  return checkThenUpload(api, form, values, csrf, {
    intent: 'event-save',
    rules: eventForm[kind],
    files: [
      ['logoFile', 'logo'],
      ['thumbFile', 'thumb'],
    ],
  });
}

export async function eventAction({
  request,
  params,
  context,
}: {
  request: Request;
  params: { eventCd: string };
  context: AppLoadContext;
}) {
  const { api, form, csrf, values, intent, target } = await consoleForm(request, context);
  const eventCd = params.eventCd;
  const here = href('/admin/events/:eventCd', { eventCd });
  const done = (kind: DoneKind, anchor = '') => redirect(`${here}?done=${kind}${anchor}`);
  const opts = { csrf };
  /** the version the form was read at (the API answers 409 when the record changed since) */
  const version = { updatedAt: text(values, 'updatedAt') || undefined };

  switch (intent) {
    case 'event-save': {
      const refused = await checkEventForm(api, form, values, csrf, 'update');
      if (refused) return refused;
      const answer = await api.send(ep.eventUpdate, { eventCd }, { ...eventBody(values), ...version }, opts);
      return answer.ok ? done('saved') : refuseAnswer(intent, '', values, answer);
    }
    case 'event-delete': {
      const answer = await api.send(ep.eventDelete, { eventCd }, version, opts);
      if (answer.ok) return redirect(href('/admin/events'));
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
      const answer = await api.send(ep.levelUpdate, { levelCd: target }, { ...levelBody(values), ...version }, opts);
      return answer.ok ? done('level-saved', `#level-${target}`) : refuseAnswer(intent, target, values, answer);
    }
    case 'level-delete': {
      const answer = await api.send(ep.levelDelete, { levelCd: target }, version, opts);
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
      const answer = await api.send(ep.raceUpdate, { raceCd: target }, { ...body, ...version }, opts);
      return answer.ok ? done('race-saved', `#race-${target}`) : refuseAnswer(intent, target, values, answer);
    }
    case 'race-delete': {
      const answer = await api.send(ep.raceDelete, { raceCd: target }, version, opts);
      return answer.ok ? done('race-deleted') : refuseAnswer(intent, target, values, answer);
    }
    case 'races-bulk': {
      const levelCd = text(values, 'levelCd');
      const { plan, errors } = bulkProblems(values);
      const refusedBulk = (e: FieldErrors) => refuse(intent, levelCd, values, { kind: 'invalid', errors: e });
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
        return refusedBulk({ firstNumber: issue('taken', { code: taken.join(', '), free: `R${from}` }) });
      }
      return refuseAnswer(intent, levelCd, values, answer);
    }
    case 'races-save': {
      const levelCd = text(values, 'levelCd');
      const races = await api.get(ep.raceList, { levelCd });
      const keys = form.getAll('race').map(String);
      const errors: FieldErrors = {};
      let refusal: Problem | null = null;
      for (const race of races.filter((r) => keys.includes(r.raceCd))) {
        const row = (field: string) => values[`${race.raceCd}.${field}`] ?? '';
        const body = raceBody(Object.fromEntries(RACE_COLUMNS.map((c) => [c, row(c)])));
        const current = raceBody(raceValues(race));
        if (JSON.stringify(body) === JSON.stringify(current)) continue;
        const answer = await api.send(
          ep.raceUpdate,
          { raceCd: race.raceCd },
          { ...body, updatedAt: row('updatedAt') || undefined },
          opts,
        );
        if (answer.ok) continue;
        if (answer.status === 401) return refuseAnswer(intent, levelCd, values, answer);
        if (answer.status === 400 && Object.keys(answer.errors).length > 0) {
          for (const [field, e] of Object.entries(answer.errors)) errors[`${race.raceCd}.${field}`] = e;
        } else refusal ??= problemOf(answer);
      }
      if (Object.keys(errors).length > 0) return refuse(intent, levelCd, values, { kind: 'invalid', errors });
      if (refusal) return refuse(intent, levelCd, values, refusal);
      const move = /^(up|down):(.+)$/.exec(text(values, 'move'));
      if (!move) return done('races-saved', `#level-${levelCd}`);
      values.direction = move[1]!;
      return moveRace(api, opts, levelCd, move[2]!, move[1] === 'up', values, done);
    }
    case 'race-move':
      return moveRace(api, opts, text(values, 'levelCd'), target, text(values, 'direction') === 'up', values, done);
    default:
      return refuseUnknown(intent, target, values);
  }
}

/**
 * Moves a race a place up or down among its class's races: every order written again where it
 * changed (the orders become 10, 20, 30 …).
 */
async function moveRace(
  api: ConsoleApi,
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
