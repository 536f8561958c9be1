/**
 * The console's writes (docs/admin-console.md): the records as form values (the pages), the
 * form values as the admin API's bodies, and the pictures a form carries uploaded first
 * (POST /admin/uploads, one file a call) so the record can refer to them (the actions).
 */
import { data, href, redirect } from 'react-router';
import { adminContentEndpoints as ep } from '../../../shared/admin-content-endpoints';
import type {
  AdminEvent,
  AdminLevel,
  AdminRace,
  EventCreateBody,
  LevelCreateBody,
  RaceCreateBody,
  UploadResult,
} from '../../../shared/admin-content';
import type { ConsoleAnswer, ConsoleApi } from './console-api.server';
import { fileBody } from './upload';
import {
  checked,
  filesOf,
  optional,
  problemOf,
  text,
  uploadRefusal,
  type FieldErrors,
  type FormValues,
  type Problem,
  type RefusedAnswer,
} from './forms';

/** what a refused form answers: which form, what was typed, what went wrong */
export interface Refused {
  intent: string;
  /** the record the form was about ('' for a new one) */
  target: string;
  values: FormValues;
  problem: Problem;
}

export function refuse(intent: string, target: string, values: FormValues, problem: Problem, status?: number) {
  const code = status ?? (problem.kind === 'invalid' ? 400 : problem.kind === 'failed' ? 503 : 409);
  return data<{ refused: Refused }>({ refused: { intent, target, values, problem } }, { status: code });
}

/** the refusal of a form the action does not know (an intent no form of the page posts) */
export const refuseUnknown = (intent: string, target: string, values: FormValues) =>
  refuse(intent, target, values, { kind: 'failed', message: 'Unknown form.', errors: {} }, 400);

/**
 * What an action answered a page with several forms: the refusal (none when the page was not
 * refused), and the refusal of the form `intent` about `target` if that is the one that came back.
 */
export function refusalsOf(actionData: unknown) {
  const refused = (actionData as { refused?: Refused } | undefined)?.refused;
  const refusedFor = (intent: string, target = '') =>
    refused && refused.intent === intent && refused.target === target ? refused : null;
  return { refused, refusedFor };
}

/** the answer of a refused call as a refused form (`codeField`: the form's field an `exists` is about) */
export function refuseAnswer(
  intent: string,
  target: string,
  values: FormValues,
  answer: RefusedAnswer,
  codeField?: string,
) {
  // the session ended: to the sign-in page (the browser kept what was typed: lib/kept-work.ts)
  if (answer.status === 401) throw redirect(href('/admin/login'));
  const problem = problemOf(answer, codeField);
  return refuse(intent, target, values, problem, answer.status || 503);
}

/**
 * Uploads the files chosen in the form's file inputs (`[fileField, urlField]` pairs) and puts
 * each stored file's address into its URL field; answers the field errors of the ones refused.
 */
export async function uploadFiles(
  api: ConsoleApi,
  form: FormData,
  values: FormValues,
  pairs: [file: string, url: string][],
  csrf: string,
): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  for (const [fileField, urlField] of pairs) {
    const [file] = filesOf(form, fileField);
    if (!file) continue;
    const answer = await uploadOne(api, file, csrf);
    if (answer.ok) values[urlField] = answer.result.url;
    else errors[fileField] = problemOf(answer).errors.file ?? uploadRefusal(answer.code ?? answer.status);
  }
  return errors;
}

export async function uploadOne(api: ConsoleApi, file: File, csrf: string) {
  return api.send(ep.upload, undefined, fileBody(file, file.name), { csrf }) as Promise<ConsoleAnswer<UploadResult>>;
}

// ---------------------------------------------------------------- events

export function eventValues(e: AdminEvent): FormValues {
  return {
    eventCd: e.eventCd,
    matchCd: e.matchCd ?? '',
    name: e.name,
    nameCode: e.nameCode ?? '',
    beginDate: e.beginDate,
    endDate: e.endDate,
    status: e.status,
    isPublish: e.isPublish ? '1' : '',
    address: e.address ?? '',
    addressCode: e.addressCode ?? '',
    sponsor: e.sponsor ?? '',
    sponsorEn: e.sponsorEn ?? '',
    officialWebsite: e.officialWebsite ?? '',
    albumWebsite: e.albumWebsite ?? '',
    keywords: e.keywords.join('\n'),
    logo: e.logo ?? '',
    thumb: e.thumb ?? '',
    updatedAt: e.updatedAt,
  };
}

export function eventBody(v: FormValues): Omit<EventCreateBody, 'eventCd'> {
  const matchCd = text(v, 'matchCd');
  return {
    ...(matchCd ? { matchCd } : {}),
    name: text(v, 'name'),
    nameCode: optional(v, 'nameCode'),
    beginDate: text(v, 'beginDate'),
    endDate: text(v, 'endDate'),
    status: text(v, 'status') || '1',
    isPublish: checked(v, 'isPublish'),
    address: optional(v, 'address'),
    addressCode: optional(v, 'addressCode'),
    sponsor: optional(v, 'sponsor'),
    sponsorEn: optional(v, 'sponsorEn'),
    officialWebsite: optional(v, 'officialWebsite'),
    albumWebsite: optional(v, 'albumWebsite'),
    keywords: v.keywords ?? '',
    logo: optional(v, 'logo'),
    thumb: optional(v, 'thumb'),
  };
}

// ---------------------------------------------------------------- classes and races

export function levelValues(l: AdminLevel): FormValues {
  return {
    levelCd: l.levelCd,
    levelName: l.levelName,
    levelNameCode: l.levelNameCode ?? '',
    logo: l.logo ?? '',
    status: l.status,
    roundTotal: String(l.roundTotal ?? 0),
    updatedAt: l.updatedAt,
  };
}

export function levelBody(v: FormValues): Omit<LevelCreateBody, 'levelCd'> {
  const rounds = Number(text(v, 'roundTotal'));
  return {
    levelName: text(v, 'levelName'),
    levelNameCode: optional(v, 'levelNameCode'),
    logo: optional(v, 'logo'),
    status: text(v, 'status') || '1',
    ...(text(v, 'roundTotal') !== '' && Number.isFinite(rounds) ? { roundTotal: rounds } : {}),
  };
}

/** 'YYYY-MM-DD HH:mm:ss' → the value of a datetime-local input ('YYYY-MM-DDTHH:mm') */
export function localInput(time: string | null): string {
  return time ? time.slice(0, 16).replace(' ', 'T') : '';
}

export function raceValues(r: AdminRace): FormValues {
  return {
    raceCd: r.raceCd,
    roundName: r.roundName,
    bureauName: r.bureauName ?? '',
    startTime: localInput(r.startTime),
    endTime: localInput(r.endTime),
    status: r.status,
    raceMark: r.raceMark ?? '',
    traceUrl: r.traceUrl ?? '',
    updatedAt: r.updatedAt,
  };
}

export function raceBody(v: FormValues): Omit<RaceCreateBody, 'raceCd'> {
  return {
    roundName: text(v, 'roundName'),
    bureauName: optional(v, 'bureauName'),
    startTime: optional(v, 'startTime'),
    endTime: optional(v, 'endTime'),
    status: text(v, 'status') || '0',
    raceMark: optional(v, 'raceMark'),
    traceUrl: optional(v, 'traceUrl'),
  };
}
