/**
 * The form of one race on an event's console page (add a race to a class, or change one): code
 * (on adding, with a free code suggested when the one typed is taken), names, times, status,
 * mark and tracking link.
 */
import { Form } from 'react-router';
import { useTranslation } from '../../i18n';
import type { Refused } from '../lib/edits';
import type { FormValues } from '../lib/forms';
import { RACE_STATUSES } from '../lib/races';
import { FormProblem, SelectField, TextField, SubmitRow } from './form-parts';
import { RecordFields } from './record-actions';
import ui from './console.module.css';

export function RaceForm({
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
      <RecordFields
        csrf={csrf}
        intent={intent}
        fields={{ target, levelCd }}
        item={intent === 'race-update' ? { updatedAt: values.updatedAt ?? '' } : undefined}
      />
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
      <SubmitRow label={intent === 'race-create' ? t('admin.race.create') : t('admin.form.save')} />
    </Form>
  );
}
