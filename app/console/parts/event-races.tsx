/**
 * A class's races on the event's page (docs/admin-console.md, issue 27): several races added at
 * once (how many, the first number, the first start, minutes between starts, races a day: each
 * named 第N轮 / "Race N" with the code RN), and every race edited in one table (name, area,
 * times, status, course, tracking link; move up or down, delete). Both post to the event page's
 * action (intents `races-bulk`, `races-save`) and work without JavaScript; the browser's own
 * messages are off (`noValidate`): each rule is said beside its field in the page's language.
 */
import { useState } from 'react';
import { Form, Link } from 'react-router';
import type { AdminLevel, AdminRace } from '../../../shared/admin-content';
import { useTranslation } from '../../i18n';
import { localInput } from '../lib/edits';
import type { FormValues, FieldError } from '../lib/forms';
import { CsrfField } from './form-parts';
import ui from './console.module.css';

/** at most this many races in one bulk call (the API's cap) */
export const BULK_MAX = 100;

export const RACE_STATUSES = ['0', '1', '2', '3', '4', '5', '6'];

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

/** the problems of a bulk form's values, by field (message keys with their parameters) */
export function bulkProblems(v: FormValues): { plan: BulkPlan | null; errors: Record<string, [string, object?]> } {
  const errors: Record<string, [string, object?]> = {};
  const whole = (name: string, min: number, max: number, optional = false) => {
    const raw = (v[name] ?? '').trim();
    if (raw === '' && optional) return null;
    const n = Number(raw);
    if (!/^\d{1,4}$/.test(raw) || n < min || n > max) return NaN;
    return n;
  };
  const count = whole('count', 1, BULK_MAX);
  if (Number.isNaN(count)) errors.count = ['adminDay.bulk.countRule', { n: BULK_MAX }];
  const first = whole('firstNumber', 1, 999);
  if (Number.isNaN(first)) errors.firstNumber = ['adminDay.bulk.numberRule'];
  const start = (v.firstStart ?? '').trim();
  if (start !== '' && !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(start)) errors.firstStart = ['admin.errors.dateTime'];
  const interval = whole('interval', 0, 1440, true);
  if (Number.isNaN(interval)) errors.interval = ['admin.errors.dateTime'];
  const perDay = whole('perDay', 1, BULK_MAX, true);
  if (Number.isNaN(perDay)) errors.perDay = ['adminDay.bulk.countRule', { n: BULK_MAX }];
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

export interface BulkRefusal {
  levelCd: string;
  values: FormValues;
  /** field → [message key, parameters] */
  errors: Record<string, [string, object?]>;
}

function Field({
  id,
  label,
  error,
  hint,
  children,
}: {
  id: string;
  label: string;
  error?: string | null;
  hint?: string;
  children: (describedBy: string | undefined) => React.ReactNode;
}) {
  const describedBy = [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={ui.field}>
      <label htmlFor={id}>{label}</label>
      {children(describedBy)}
      {hint ? (
        <p id={`${id}-hint`} className={ui.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={ui.fieldError}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** several races at once: the names and codes they will get are said before adding */
export function BulkRaces({
  level,
  races,
  levelLabel,
  csrf,
  here,
  refused,
}: {
  level: AdminLevel;
  races: AdminRace[];
  levelLabel: string;
  csrf: string | null | undefined;
  here: string;
  refused: BulkRefusal | null;
}) {
  const { t } = useTranslation();
  const next = nextRaceNumber(races);
  const initial: FormValues = refused?.values ?? {
    count: String(Math.max(1, Math.min(BULK_MAX, (level.roundTotal || 0) - races.length)) || 1),
    firstNumber: String(next),
    firstStart: '',
    interval: '',
    perDay: '',
    area: '',
  };
  const [values, setValues] = useState(initial);
  // the rules are checked as the fields are left (and again by the server when sent)
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const local = bulkProblems(values).errors;
  const errorOf = (name: string) => {
    const e = refused?.errors[name] ?? (touched[name] ? local[name] : undefined);
    return e ? (t(e[0] as never, e[1] as never) as string) : null;
  };
  const f = `bulk-${level.levelCd}`.replace(/[^A-Za-z0-9_-]/g, '_');
  const count = Number(values.count);
  const first = Number(values.firstNumber);
  const preview = !local.count && !local.firstNumber ? { first, last: first + count - 1 } : null;
  const input =
    (name: string, props: React.InputHTMLAttributes<HTMLInputElement> = {}) =>
    (describedBy: string | undefined) => (
      <input
        id={`${f}-${name}`}
        name={name}
        className={ui.input}
        value={values[name] ?? ''}
        onChange={(e) => setValues({ ...values, [name]: e.target.value })}
        onBlur={() => setTouched({ ...touched, [name]: true })}
        aria-invalid={errorOf(name) ? true : undefined}
        aria-describedby={describedBy}
        autoComplete="off"
        {...props}
      />
    );
  return (
    <details className={ui.disclosure} open={!!refused}>
      <summary>+ {t('adminDay.bulk.summary')}</summary>
      <Form
        method="post"
        action={here}
        className={ui.form}
        noValidate
        aria-label={t('adminDay.bulk.heading', { name: levelLabel })}
      >
        <CsrfField token={csrf} />
        <input type="hidden" name="intent" value="races-bulk" />
        <input type="hidden" name="target" value={level.levelCd} />
        <input type="hidden" name="levelCd" value={level.levelCd} />
        <div className={ui.formGrid}>
          <Field id={`${f}-count`} label={t('adminDay.bulk.count')} error={errorOf('count')}>
            {input('count', { inputMode: 'numeric' })}
          </Field>
          <Field id={`${f}-firstNumber`} label={t('adminDay.bulk.firstNumber')} error={errorOf('firstNumber')}>
            {input('firstNumber', { inputMode: 'numeric' })}
          </Field>
          <Field id={`${f}-firstStart`} label={t('adminDay.bulk.firstStart')} error={errorOf('firstStart')}>
            {input('firstStart', { type: 'datetime-local' })}
          </Field>
          <Field
            id={`${f}-interval`}
            label={t('adminDay.bulk.interval')}
            hint={t('adminDay.bulk.intervalHint')}
            error={errorOf('interval')}
          >
            {input('interval', { inputMode: 'numeric' })}
          </Field>
          <Field
            id={`${f}-perDay`}
            label={t('adminDay.bulk.perDay')}
            hint={t('adminDay.bulk.perDayHint')}
            error={errorOf('perDay')}
          >
            {input('perDay', { inputMode: 'numeric' })}
          </Field>
          <Field id={`${f}-area`} label={t('adminDay.bulk.area')}>
            {input('area', { maxLength: 100 })}
          </Field>
        </div>
        <p className={ui.hint} aria-live="polite">
          {preview
            ? t('adminDay.bulk.names', { first: preview.first, last: preview.last })
            : t('adminDay.bulk.namesHint')}
        </p>
        <div className={ui.actions}>
          <button type="submit" className={ui.button}>
            {t('adminDay.bulk.submit')}
          </button>
        </div>
      </Form>
    </details>
  );
}

export interface TableRefusal {
  levelCd: string;
  values: FormValues;
  /** `${raceCd}.${field}` → the API's issue (lib/forms.ts FieldError) */
  errors: Record<string, FieldError>;
  message?: string;
}

/** every race of the class in one table: change any, save once; move up or down; delete */
export function RaceTable({
  level,
  races,
  levelLabel,
  roundLabel,
  csrf,
  here,
  refused,
  fieldMessage,
}: {
  level: AdminLevel;
  races: AdminRace[];
  levelLabel: string;
  roundLabel: (race: AdminRace) => string;
  csrf: string | null | undefined;
  here: string;
  refused: TableRefusal | null;
  fieldMessage: (raw: FieldError) => string;
}) {
  const { t } = useTranslation();
  const v = (race: AdminRace, field: string, value: string) => refused?.values[`${race.raceCd}.${field}`] ?? value;
  const cell = (race: AdminRace, field: string, label: string, value: string, props: object = {}, wide = false) => {
    const id = `rt-${race.raceCd}-${field}`.replace(/[^A-Za-z0-9_-]/g, '_');
    const raw = refused?.errors[`${race.raceCd}.${field}`];
    return (
      <td data-label={label} className={wide ? ui.wide : undefined}>
        <input
          id={id}
          name={`${race.raceCd}.${field}`}
          className={`${ui.input} ${ui.small}`}
          defaultValue={v(race, field, value)}
          aria-label={`${label} · ${roundLabel(race)}`}
          aria-invalid={raw ? true : undefined}
          aria-describedby={raw ? `${id}-error` : undefined}
          autoComplete="off"
          {...props}
        />
        {raw ? (
          <p id={`${id}-error`} className={ui.fieldError}>
            {fieldMessage(raw)}
          </p>
        ) : null}
      </td>
    );
  };
  return (
    <Form
      method="post"
      action={here}
      noValidate
      className={ui.form}
      aria-label={t('adminDay.table.heading', { name: levelLabel })}
    >
      <CsrfField token={csrf} />
      <input type="hidden" name="intent" value="races-save" />
      <input type="hidden" name="target" value={level.levelCd} />
      <input type="hidden" name="levelCd" value={level.levelCd} />
      {/* (the first submit button is what Enter in a cell presses: saving, not moving a race) */}
      <button type="submit" className="visually-hidden" tabIndex={-1} aria-hidden="true">
        {t('adminDay.table.save')}
      </button>
      {refused?.message ? <p className={ui.fieldError}>{refused.message}</p> : null}
      <div className={ui.tableWrap}>
        <table className={`${ui.table} ${ui.cardTable}`}>
          <thead>
            <tr>
              <th scope="col">{t('adminDay.table.code')}</th>
              <th scope="col">{t('admin.race.fields.roundName')}</th>
              <th scope="col">{t('admin.race.fields.bureauName')}</th>
              <th scope="col">{t('admin.race.fields.startTime')}</th>
              <th scope="col">{t('admin.race.fields.endTime')}</th>
              <th scope="col">{t('admin.race.fields.status')}</th>
              <th scope="col">{t('admin.race.fields.raceMark')}</th>
              <th scope="col">{t('admin.race.fields.traceUrl')}</th>
              <th scope="col">
                <span className="visually-hidden">{t('admin.race.delete')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {races.map((race, i) => (
              <tr key={`${race.raceCd}:${race.updatedAt}`} id={`race-${race.raceCd}`}>
                <th scope="row" className={ui.code}>
                  {race.code}
                  <input type="hidden" name="race" value={race.raceCd} />
                  <input type="hidden" name={`${race.raceCd}.updatedAt`} value={race.updatedAt} />
                </th>
                {cell(race, 'roundName', t('admin.race.fields.roundName'), race.roundName, { maxLength: 100 })}
                {cell(race, 'bureauName', t('admin.race.fields.bureauName'), race.bureauName ?? '', { maxLength: 100 })}
                {cell(
                  race,
                  'startTime',
                  t('admin.race.fields.startTime'),
                  localInput(race.startTime),
                  { type: 'datetime-local' },
                  true,
                )}
                {cell(
                  race,
                  'endTime',
                  t('admin.race.fields.endTime'),
                  localInput(race.endTime),
                  { type: 'datetime-local' },
                  true,
                )}
                <td data-label={t('admin.race.fields.status')}>
                  <select
                    name={`${race.raceCd}.status`}
                    className={`${ui.input} ${ui.small}`}
                    defaultValue={v(race, 'status', race.status)}
                    aria-label={`${t('admin.race.fields.status')} · ${roundLabel(race)}`}
                  >
                    {RACE_STATUSES.map((s) => (
                      <option key={s} value={s}>
                        {t(`race.status.${s}`)}
                      </option>
                    ))}
                  </select>
                </td>
                {cell(race, 'raceMark', t('admin.race.fields.raceMark'), race.raceMark ?? '', { maxLength: 100 })}
                {cell(
                  race,
                  'traceUrl',
                  t('admin.race.fields.traceUrl'),
                  race.traceUrl ?? '',
                  { inputMode: 'url', maxLength: 1000, placeholder: 'https://' },
                  true,
                )}
                <td className={`${ui.nowrap} ${ui.wide}`}>
                  <button
                    type="submit"
                    name="move"
                    value={`up:${race.raceCd}`}
                    className={ui.iconButton}
                    disabled={i === 0}
                    aria-label={t('admin.race.up', { name: roundLabel(race) })}
                    title={t('admin.race.up', { name: roundLabel(race) })}
                  >
                    ↑
                  </button>
                  <button
                    type="submit"
                    name="move"
                    value={`down:${race.raceCd}`}
                    className={ui.iconButton}
                    disabled={i === races.length - 1}
                    aria-label={t('admin.race.down', { name: roundLabel(race) })}
                    title={t('admin.race.down', { name: roundLabel(race) })}
                  >
                    ↓
                  </button>{' '}
                  <Link className={ui.linkDanger} to={`${here}?delete=race:${encodeURIComponent(race.raceCd)}`}>
                    {t('admin.race.delete')}
                  </Link>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className={ui.actions}>
        <button type="submit" className={ui.button}>
          {t('adminDay.table.save')}
        </button>
      </div>
    </Form>
  );
}
