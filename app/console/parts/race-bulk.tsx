/**
 * Several races of a class added at once on the event's page (docs/admin-console.md, issue 27):
 * the names and codes they will get are said before adding (lib/races.ts). Posts to the event
 * page's action (intent `races-bulk`) and works without JavaScript; the browser's own messages
 * are off (`noValidate`): each rule is said beside its field in the page's language.
 */
import { useState } from 'react';
import { Form } from 'react-router';
import type { AdminLevel, AdminRace } from '../../../shared/admin-content';
import { useTranslation } from '../../i18n';
import type { FormValues } from '../lib/forms';
import { BULK_MAX, bulkProblems, nextRaceNumber, type BulkRefusal } from '../lib/races';
import { describedBy, FieldFrame, SubmitRow } from './form-parts';
import { RecordFields } from './record-actions';
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
  props: React.InputHTMLAttributes<HTMLInputElement>;
}[];

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
  const field = (desc: (typeof BULK_FIELDS)[number]) => {
    const { name, label, props } = desc;
    const id = `${f}-${name}`;
    const error = errorOf(name);
    const hintText = 'hint' in desc ? t(desc.hint) : undefined;
    return (
      <FieldFrame key={name} id={id} label={t(label)} hint={hintText} error={error}>
        <input
          id={id}
          name={name}
          className={ui.input}
          value={values[name] ?? ''}
          onChange={(e) => setValues({ ...values, [name]: e.target.value })}
          onBlur={() => setTouched({ ...touched, [name]: true })}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, error, hintText)}
          autoComplete="off"
          {...props}
        />
      </FieldFrame>
    );
  };
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
        <RecordFields csrf={csrf} intent="races-bulk" fields={{ target: level.levelCd, levelCd: level.levelCd }} />
        <div className={ui.formGrid}>{BULK_FIELDS.map(field)}</div>
        <p className={ui.hint} aria-live="polite">
          {preview
            ? t('adminDay.bulk.names', { first: preview.first, last: preview.last })
            : t('adminDay.bulk.namesHint')}
        </p>
        <SubmitRow label={t('adminDay.bulk.submit')} />
      </Form>
    </details>
  );
}
