/**
 * Every race of a class edited in one table on the event's page (docs/admin-console.md, issue
 * 27): name, area, times, status, course, tracking link; move up or down, delete. Posts to the
 * event page's action (intent `races-save`) and works without JavaScript; a console form under
 * conform (decision 0024): each rule is said beside its cell in the page's language when the cell
 * is left and on submit, never in the browser's words, and a refusal comes back with what was typed.
 */
import { Link } from 'react-router';
import type { AdminLevel, AdminRace } from '../../../shared/admin-content';
import { useTranslation } from '../../i18n';
import { raceValues, type Refused } from '../lib/edits';
import { fieldMessage, type FormValues } from '../lib/forms';
import { RACE_COLUMNS, RACE_STATUSES } from '../lib/races';
import { ConsoleForm, FieldNotes, FormProblem, SubmitRow, describedBy, fieldId, type FieldCommon } from './form-parts';
import { RecordFields } from './record-actions';
import ui from './console.module.css';
import { TableHead } from './table-head';

/** what a form about a class's races (the table, the bulk form) is given */
export interface ClassRacesProps {
  level: AdminLevel;
  races: AdminRace[];
  /** the class's name, in the form's label */
  levelLabel: string;
  csrf: string | null | undefined;
  /** the event page the form posts to */
  here: string;
  /** the action's refusal of this form, with what was typed */
  refused: Refused | null;
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
}: ClassRacesProps & { roundLabel: (race: AdminRace) => string }) {
  const { t } = useTranslation();
  return (
    <ConsoleForm
      id={`rt-${level.levelCd}`.replace(/[^A-Za-z0-9_-]/g, '_')}
      refused={refused}
      initial={tableValues(races)}
      method="post"
      action={here}
      className={ui.form}
      aria-label={t('adminDay.table.heading', { name: levelLabel })}
    >
      {(common) => (
        <TableRows common={common} level={level} races={races} roundLabel={roundLabel} csrf={csrf} here={here} />
      )}
    </ConsoleForm>
  );
}

/** the table's fields: each race's `${raceCd}.${column}`, as the race is now */
const tableValues = (races: AdminRace[]): FormValues =>
  Object.fromEntries(
    races.flatMap((race) => {
      const v = raceValues(race);
      return RACE_COLUMNS.map((c) => [`${race.raceCd}.${c}`, v[c] ?? '']);
    }),
  );

function TableRows({
  common,
  level,
  races,
  roundLabel,
  csrf,
  here,
}: {
  common: FieldCommon;
  level: AdminLevel;
  races: AdminRace[];
  roundLabel: (race: AdminRace) => string;
  csrf: string | null | undefined;
  here: string;
}) {
  const { t } = useTranslation();
  const { form, values, problem } = common;
  const cell = (race: AdminRace, field: string, label: string, props: object = {}, wide = false) => {
    const name = `${race.raceCd}.${field}`;
    const id = fieldId(form, name);
    const raw = problem?.errors[name];
    const error = raw ? fieldMessage(t, raw) : null;
    return (
      <td data-label={label} className={wide ? ui.wide : undefined}>
        <input
          id={id}
          name={name}
          className={`${ui.input} ${ui.small}`}
          defaultValue={values[name] ?? ''}
          aria-label={`${label} · ${roundLabel(race)}`}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, error)}
          autoComplete="off"
          {...props}
        />
        <FieldNotes id={id} error={error} />
      </td>
    );
  };
  return (
    <>
      <RecordFields csrf={csrf} intent="races-save" fields={{ target: level.levelCd, levelCd: level.levelCd }} />
      {/* (the first submit button is what Enter in a cell presses: saving, not moving a race) */}
      <button type="submit" className="visually-hidden" tabIndex={-1} aria-hidden="true">
        {t('adminDay.table.save')}
      </button>
      {problem && problem.kind !== 'invalid' ? <FormProblem problem={problem} reloadTo={here} /> : null}
      <div className={ui.tableWrap}>
        <table className={`${ui.table} ${ui.cardTable}`}>
          <TableHead
            columns={[
              t('adminDay.table.code'),
              ...RACE_COLUMNS.map((c) => t(`admin.race.fields.${c}`)),
              <span key="delete" className="visually-hidden">
                {t('admin.race.delete')}
              </span>,
            ]}
          />
          <tbody>
            {races.map((race, i) => (
              <tr key={`${race.raceCd}:${race.updatedAt}`} id={`race-${race.raceCd}`}>
                <th scope="row" className={ui.code}>
                  {race.code}
                  <input type="hidden" name="race" value={race.raceCd} />
                  <input type="hidden" name={`${race.raceCd}.updatedAt`} value={race.updatedAt} />
                </th>
                {cell(race, 'roundName', t('admin.race.fields.roundName'), { maxLength: 100 })}
                {cell(race, 'bureauName', t('admin.race.fields.bureauName'), { maxLength: 100 })}
                {cell(race, 'startTime', t('admin.race.fields.startTime'), { type: 'datetime-local' }, true)}
                {cell(race, 'endTime', t('admin.race.fields.endTime'), { type: 'datetime-local' }, true)}
                <td data-label={t('admin.race.fields.status')}>
                  <select
                    name={`${race.raceCd}.status`}
                    className={`${ui.input} ${ui.small}`}
                    defaultValue={values[`${race.raceCd}.status`] ?? race.status}
                    aria-label={`${t('admin.race.fields.status')} · ${roundLabel(race)}`}
                  >
                    {RACE_STATUSES.map((s) => (
                      <option key={s} value={s}>
                        {t(`race.status.${s}`)}
                      </option>
                    ))}
                  </select>
                </td>
                {cell(race, 'raceMark', t('admin.race.fields.raceMark'), { maxLength: 100 })}
                {cell(
                  race,
                  'traceUrl',
                  t('admin.race.fields.traceUrl'),
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
      <SubmitRow label={t('adminDay.table.save')} />
    </>
  );
}
