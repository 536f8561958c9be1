/**
 * Every race of a class edited in one table on the event's page (docs/admin-console.md, issue
 * 27): name, area, times, status, course, tracking link; move up or down, delete. Posts to the
 * event page's action (intent `races-save`) and works without JavaScript; the browser's own
 * messages are off (`noValidate`): each rule is said beside its field in the page's language.
 */
import { Form, Link } from 'react-router';
import type { AdminLevel, AdminRace } from '../../../shared/admin-content';
import { useTranslation } from '../../i18n';
import { localInput } from '../lib/edits';
import type { FieldError } from '../lib/forms';
import { RACE_STATUSES, type TableRefusal } from '../lib/races';
import { FieldNotes, SubmitRow } from './form-parts';
import { RecordFields } from './record-actions';
import ui from './console.module.css';
import { TableHead } from './table-head';

/** the columns of the races table after the code (the fields' labels) */
const RACE_COLUMNS = ['roundName', 'bureauName', 'startTime', 'endTime', 'status', 'raceMark', 'traceUrl'] as const;

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
        <FieldNotes id={id} error={raw ? fieldMessage(raw) : null} />
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
      <RecordFields csrf={csrf} intent="races-save" fields={{ target: level.levelCd, levelCd: level.levelCd }} />
      {/* (the first submit button is what Enter in a cell presses: saving, not moving a race) */}
      <button type="submit" className="visually-hidden" tabIndex={-1} aria-hidden="true">
        {t('adminDay.table.save')}
      </button>
      {refused?.message ? <p className={ui.fieldError}>{refused.message}</p> : null}
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
      <SubmitRow label={t('adminDay.table.save')} />
    </Form>
  );
}
