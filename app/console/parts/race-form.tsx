/**
 * The form of one race on an event's console page (add a race to a class, or change one): code
 * (on adding, with a free code suggested when the one typed is taken), names, times, status,
 * mark and tracking link.
 */
import { useTranslation } from '../../i18n';
import type { Refused } from '../lib/edits';
import type { FormValues } from '../lib/forms';
import { RACE_STATUSES } from '../lib/races';
import { SelectField, TextField } from './form-parts';
import { RecordForm } from './record-actions';
import ui from './console.module.css';

export function RaceForm({
  intent,
  target,
  levelCd,
  initial,
  freeCode,
  refused,
  csrf,
  here,
}: {
  intent: 'race-create' | 'race-update';
  target: string;
  levelCd: string;
  /** the race's values (or a new race's defaults) */
  initial: FormValues;
  /** a code the class does not have, said beside the code when the one typed is taken */
  freeCode: string;
  refused: Refused | null;
  csrf: string | null | undefined;
  here: string;
}) {
  const { t } = useTranslation();
  const creating = intent === 'race-create';
  return (
    <RecordForm
      id={`${intent}-${target}`}
      refused={refused}
      initial={initial}
      action={here}
      aria-label={creating ? t('admin.race.add') : t('admin.race.edit', { name: initial.roundName ?? '' })}
      reloadTo={here}
      change={(values) => ({
        csrf,
        intent,
        fields: { target, levelCd },
        item: creating ? undefined : { updatedAt: values.updatedAt ?? '' },
      })}
      submit={creating ? t('admin.race.create') : t('admin.form.save')}
    >
      {(common) => (
        <div className={ui.formGrid}>
          {creating ? (
            <TextField
              {...common}
              name="code"
              label={t('admin.race.fields.raceCd')}
              hint={
                common.problem?.errors.code
                  ? t('adminDay.table.free', { code: freeCode })
                  : t('admin.race.hints.raceCd')
              }
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
      )}
    </RecordForm>
  );
}
