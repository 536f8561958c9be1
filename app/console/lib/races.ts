/**
 * A class's races on the event's page (docs/admin-console.md, issue 27), the rules without the
 * page: several races added at once (how many, the first number, the first start, minutes
 * between starts, races a day: each named 第N轮 / "Race N" with the code RN), the codes and
 * numbers new races get, and what a refused bulk form or races table sends back to the page.
 * The forms are parts/race-bulk.tsx and parts/race-table.tsx.
 */
import type { AdminRace } from '../../../shared/admin-content';
import { issue, type FieldErrors, type FormValues } from './forms';

/** at most this many races in one bulk call (the API's cap) */
export const BULK_MAX = 100;

export const RACE_STATUSES = ['0', '1', '2', '3', '4', '5', '6'];

/** the races table's columns after the code (each race's `${raceCd}.${column}` fields; parts/race-table.tsx) */
export const RACE_COLUMNS = [
  'roundName',
  'bureauName',
  'startTime',
  'endTime',
  'status',
  'raceMark',
  'traceUrl',
] as const;

/** the first code R{n} from `from` on that the class does not have */
export function freeRaceCode(races: Pick<AdminRace, 'code'>[], from = 1): string {
  const taken = new Set(races.map((r) => r.code.toUpperCase()));
  let n = Math.max(1, from);
  while (taken.has(`R${n}`)) n++;
  return `R${n}`;
}

/** the number after the highest R{n} (or 第N轮) of the class: where new races go on */
export function nextRaceNumber(races: Pick<AdminRace, 'code' | 'roundName'>[]): number {
  let max = 0;
  for (const r of races) {
    const m = /^R(\d{1,3})$/i.exec(r.code) ?? /^\s*第\s*(\d{1,3})\s*轮\s*$/.exec(r.roundName);
    if (m) max = Math.max(max, Number(m[1]));
  }
  return max + 1;
}

export interface BulkPlan {
  count: number;
  first: number;
  /** 'YYYY-MM-DDTHH:mm' or '' */
  start: string;
  interval: number | null;
  perDay: number | null;
  area: string;
}

/**
 * The problems of a bulk form's values, by field (the issue codes the fields say in the page's
 * language): the form's own rules in the browser (console-form.ts `rules`), and the action's.
 */
export function bulkProblems(v: FormValues): { plan: BulkPlan | null; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const whole = (name: string, min: number, max: number, optional = false) => {
    const raw = (v[name] ?? '').trim();
    if (raw === '' && optional) return null;
    const n = Number(raw);
    if (!/^\d{1,4}$/.test(raw) || n < min || n > max) return NaN;
    return n;
  };
  const count = whole('count', 1, BULK_MAX);
  if (Number.isNaN(count)) errors.count = issue('range', { min: 1, max: BULK_MAX });
  const first = whole('firstNumber', 1, 999);
  if (Number.isNaN(first)) errors.firstNumber = issue('range', { min: 1, max: 999 });
  const start = (v.firstStart ?? '').trim();
  if (start !== '' && !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(start)) errors.firstStart = issue('date_time');
  const interval = whole('interval', 0, 1440, true);
  if (Number.isNaN(interval)) errors.interval = issue('range', { min: 0, max: 1440 });
  const perDay = whole('perDay', 1, BULK_MAX, true);
  if (Number.isNaN(perDay)) errors.perDay = issue('range', { min: 1, max: BULK_MAX });
  const area = (v.area ?? '').trim().slice(0, 100);
  if (Object.keys(errors).length > 0) return { plan: null, errors };
  return { plan: { count: count!, first: first!, start, interval, perDay, area }, errors };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** the races of a bulk plan, as the API's bulk call takes them (times on the venue's clock) */
export function bulkRaces(plan: BulkPlan) {
  const base = plan.start ? new Date(`${plan.start}:00Z`) : null;
  return Array.from({ length: plan.count }, (_, i) => {
    const n = plan.first + i;
    let startTime: string | null = null;
    if (base && plan.interval !== null) {
      const day = plan.perDay ? Math.floor(i / plan.perDay) : 0;
      const slot = plan.perDay ? i % plan.perDay : i;
      const t = new Date(base.getTime() + day * 86_400_000 + slot * plan.interval * 60_000);
      startTime = `${t.getUTCFullYear()}-${pad(t.getUTCMonth() + 1)}-${pad(t.getUTCDate())} ${pad(t.getUTCHours())}:${pad(t.getUTCMinutes())}`;
    } else if (base && i === 0) startTime = plan.start.replace('T', ' ');
    return {
      code: `R${n}`,
      roundName: `第${n}轮`,
      ...(plan.area ? { bureauName: plan.area } : {}),
      ...(startTime ? { startTime } : {}),
      status: '0',
    };
  });
}
