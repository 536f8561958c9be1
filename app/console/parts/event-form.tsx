/**
 * The event form of the console (docs/admin-console.md): every field of an event, its logo and
 * banner picture with an upload each, and on an existing event the `updatedAt` it was read at
 * (the API answers 409 when the event changed since). A multipart form that works without
 * JavaScript: the route's action uploads the chosen pictures, then saves the event.
 */
import { useTranslation } from '../../i18n';
import { inOrder } from '../lib/console-form';
import type { Refused } from '../lib/edits';
import type { FormValues } from '../lib/forms';
import {
  CheckField,
  ConsoleForm,
  FormProblem,
  ImageField,
  SelectField,
  TextArea,
  CodeField,
  TextField,
  SubmitRow,
  type FieldCommon,
} from './form-parts';
import { RecordFields } from './record-actions';
import ui from './console.module.css';

/** what the event's fields need besides their values */
interface EventFieldsProps {
  mode: 'create' | 'update';
  /** where the refusal's "reload" goes (the event changed since it was read) */
  reloadTo?: string;
  csrf: string | null | undefined;
  busy?: boolean;
}

export function EventForm({
  initial,
  refused,
  ...fields
}: EventFieldsProps & {
  /** the record's values (or a new event's defaults) */
  initial: FormValues;
  /** the action's refusal of this form, with what was typed */
  refused: Refused | null | undefined;
}) {
  const { t } = useTranslation();
  return (
    <ConsoleForm
      id="event"
      refused={refused}
      initial={initial}
      rules={dateOrder}
      method="post"
      encType="multipart/form-data"
      className={ui.form}
      aria-label={t('admin.event.formLabel')}
    >
      {(common, refusal) => (
        <>
          <FormProblem problem={refusal} reloadTo={fields.reloadTo} />
          <EventFields common={common} {...fields} />
        </>
      )}
    </ConsoleForm>
  );
}

function EventFields({ common, mode, csrf, busy }: EventFieldsProps & { common: FieldCommon }) {
  const { t } = useTranslation();
  const { values } = common;
  return (
    <>
      <RecordFields
        csrf={csrf}
        intent="event-save"
        item={mode === 'update' ? { updatedAt: values.updatedAt ?? '' } : undefined}
      />
      <div className={ui.formGrid}>
        {mode === 'create' ? (
          <CodeField
            {...common}
            name="eventCd"
            label={t('admin.event.fields.eventCd')}
            hint={t('admin.event.hints.eventCd')}
          />
        ) : null}
        <TextField {...common} name="name" label={t('admin.event.fields.name')} required maxLength={200} />
        <TextField {...common} name="nameCode" label={t('admin.event.fields.nameCode')} maxLength={300} />
        <TextField {...common} name="beginDate" type="date" label={t('admin.event.fields.beginDate')} required />
        <TextField {...common} name="endDate" type="date" label={t('admin.event.fields.endDate')} required />
        <SelectField
          {...common}
          name="status"
          label={t('admin.event.fields.status')}
          options={['1', '2', '3'].map((s) => ({ value: s, label: t(`events.status.${s}`) }))}
        />
        <CheckField
          {...common}
          name="isPublish"
          label={t('admin.event.fields.isPublish')}
          hint={t('admin.event.hints.isPublish')}
        />
        <TextField {...common} name="address" label={t('admin.event.fields.address')} maxLength={200} />
        <TextField {...common} name="addressCode" label={t('admin.event.fields.addressCode')} maxLength={300} />
        <TextField {...common} name="sponsor" label={t('admin.event.fields.sponsor')} maxLength={200} />
        <TextField
          {...common}
          name="sponsorEn"
          label={t('admin.event.fields.sponsorEn')}
          hint={t('admin.event.hints.sponsorEn')}
          maxLength={300}
        />
        {(['officialWebsite', 'albumWebsite'] as const).map((name) => (
          <TextField
            key={name}
            {...common}
            name={name}
            inputMode="url"
            hint={t('adminDay.event.urlHint')}
            label={t(`admin.event.fields.${name}`)}
            placeholder="https://"
            maxLength={1000}
          />
        ))}
        <TextField {...common} name="matchCd" label={t('admin.event.fields.matchCd')} maxLength={64} />
      </div>
      <TextArea
        {...common}
        name="keywords"
        label={t('admin.event.fields.keywords')}
        hint={t('admin.event.hints.keywords')}
        rows={3}
      />
      <div className={ui.formGrid}>
        <ImageField {...common} name="logo" fileName="logoFile" label={t('admin.event.fields.logo')} />
        <ImageField {...common} name="thumb" fileName="thumbFile" label={t('admin.event.fields.thumb')} />
      </div>
      <SubmitRow label={mode === 'create' ? t('admin.event.create') : t('admin.form.save')} disabled={busy} />
    </>
  );
}

/** the event form's rule beyond its fields' own: the last day not before the first */
const dateOrder = inOrder('beginDate', 'endDate');

/**
 * A web address typed without its scheme (`www.example.com`, `example.com/path`) gets https://
 * (the field's hint says so); anything else is left for the API's rule to judge.
 */
export function withScheme(value: string | undefined): string | undefined {
  const v = value?.trim();
  if (!v || /^[a-z][a-z0-9+.-]*:/i.test(v)) return value;
  return /^[\p{L}\p{N}-]+(\.[\p{L}\p{N}-]+)+(:\d+)?([/?#]\S*)?$/u.test(v) ? `https://${v}` : value;
}

/** the event form's web addresses with their scheme (before the values go to the API) */
export function addSchemes(values: Record<string, string>): void {
  for (const name of ['officialWebsite', 'albumWebsite']) {
    const next = withScheme(values[name]);
    if (next !== undefined) values[name] = next;
  }
}
