/**
 * Several races of a class added at once on the event's page (docs/admin-console.md, issue 27):
 * the names and codes they will get are said before adding (lib/races.ts). Posts to the event
 * page's action (intent `races-bulk`) and works without JavaScript; a console form under conform
 * (decision 0024): each rule (lib/races.ts bulkProblems, also the action's) is said beside its
 * field in the page's language when the field is left and on submit, never in the browser's words.
 */
import { useState } from 'react';
import { useTranslation } from '../../i18n';
import { formValues, type FormValues } from '../lib/forms';
import { BULK_MAX, bulkProblems, nextRaceNumber } from '../lib/races';
import { ConsoleForm, SubmitRow, TextField } from './form-parts';
import { RecordFields } from './record-actions';
import type { ClassRacesProps } from './race-table';
import ui from './console.module.css';

/** the bulk form's fields: the name it posts, its label and hint (message keys), its input's attributes */
const BULK_FIELDS = [
  { name: 'count', label: 'adminDay.bulk.count', props: { inputMode: 'numeric' } },
  { name: 'firstNumber', label: 'adminDay.bulk.firstNumber', props: { inputMode: 'numeric' } },
  { name: 'firstStart', label: 'adminDay.bulk.firstStart', props: { type: 'datetime-local' } },
  {
    name: 'interval',
    label: 'adminDay.bulk.interval',
    hint: 'adminDay.bulk.intervalHint',
    props: { inputMode: 'numeric' },
  },
  { name: 'perDay', label: 'adminDay.bulk.perDay', hint: 'adminDay.bulk.perDayHint', props: { inputMode: 'numeric' } },
  { name: 'area', label: 'adminDay.bulk.area', props: { maxLength: 100 } },
] as const satisfies readonly {
  name: string;
  label: string;
  hint?: string;
  props: { inputMode?: 'numeric'; type?: 'datetime-local'; maxLength?: number };
}[];

/** the bulk form's rules, checked in the browser as the fields are left (and again by the action) */
const bulkRules = (values: FormValues) => bulkProblems(values).errors;

/** several races at once: the names and codes they will get are said before adding */
export function BulkRaces({ level, races, levelLabel, csrf, here, refused }: ClassRacesProps) {
  const { t } = useTranslation();
  const initial: FormValues = {
    count: String(Math.max(1, Math.min(BULK_MAX, (level.roundTotal || 0) - races.length)) || 1),
    firstNumber: String(nextRaceNumber(races)),
  };
  // what the fields hold now: the names the races will get are said as the count is typed
  const [live, setLive] = useState(refused?.values ?? initial);
  const { plan } = bulkProblems({ ...live, firstStart: '', interval: '', perDay: '' });
  const taken = refused?.problem.errors.firstNumber;
  return (
    <details className={ui.disclosure} open={!!refused}>
      <summary>+ {t('adminDay.bulk.summary')}</summary>
      <ConsoleForm
        id={`bulk-${level.levelCd}`.replace(/[^A-Za-z0-9_-]/g, '_')}
        refused={refused}
        initial={initial}
        rules={bulkRules}
        method="post"
        action={here}
        className={ui.form}
        aria-label={t('adminDay.bulk.heading', { name: levelLabel })}
        onChange={(e) => setLive(formValues(new FormData(e.currentTarget)))}
      >
        {(common) => (
          <>
            <RecordFields csrf={csrf} intent="races-bulk" fields={{ target: level.levelCd, levelCd: level.levelCd }} />
            <div className={ui.formGrid}>
              {BULK_FIELDS.map(({ name, label, props, ...rest }) => (
                <TextField
                  key={name}
                  {...common}
                  {...props}
                  name={name}
                  label={t(label)}
                  hint={'hint' in rest ? t(rest.hint) : undefined}
                  // (codes the class has: which, and the first number from which all are free)
                  errorText={
                    name === 'firstNumber' && taken?.code === 'taken'
                      ? t('adminDay.table.codeTaken', {
                          code: String(taken.params?.code ?? ''),
                          free: String(taken.params?.free ?? ''),
                        })
                      : undefined
                  }
                />
              ))}
            </div>
            <p className={ui.hint} aria-live="polite">
              {plan
                ? t('adminDay.bulk.names', { first: plan.first, last: plan.first + plan.count - 1 })
                : t('adminDay.bulk.namesHint')}
            </p>
            <SubmitRow label={t('adminDay.bulk.submit')} />
          </>
        )}
      </ConsoleForm>
    </details>
  );
}
