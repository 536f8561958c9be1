/**
 * The news post form of the console (docs/admin-console.md "News"): title, English title, type,
 * thumbnail (upload or address), publish time (the site's local time, to the second), published,
 * and the text (the rich-text editor, or the HTML without JavaScript); on an existing post the
 * `updatedAt` it was read at (the API answers 409 when the post changed since). A multipart form
 * posted as a document (it works without JavaScript): the route's action uploads the chosen
 * thumbnail, then saves the post.
 */
import { timeZoneLabel } from '../../../shared/site-time';
import { NEWS_TITLE_MAX, NEWS_TYPES } from '../../../shared/admin-news';
import { useTranslation } from '../../i18n';
import type { Refused } from '../lib/edits';
import type { FormValues } from '../lib/forms';
import {
  CheckField,
  ConsoleForm,
  FormProblem,
  ImageField,
  type FieldCommon,
  SelectField,
  TextField,
  SubmitRow,
} from './form-parts';
import { RecordFields } from './record-actions';
import { NewsContentField } from './news-editor/news-content-field';
import ui from './console.module.css';
import styles from './news.module.css';

/** what the post's fields need besides their values */
interface NewsFieldsProps {
  mode: 'create' | 'update';
  /** where the refusal's "reload" goes (the post changed since it was read) */
  reloadTo?: string;
  csrf: string | null | undefined;
  busy?: boolean;
  uploadUrl: string;
  /** the site's time zone (SITE_TIME_ZONE), named in the publish time's hint */
  timeZone: string | undefined;
  onEdit?: () => void;
}

export function NewsForm({
  initial,
  refused,
  ...fields
}: NewsFieldsProps & {
  /** the post's values (or a new post's defaults) */
  initial: FormValues;
  /** the action's refusal of this form, with what was typed */
  refused: Refused | null | undefined;
}) {
  const { t } = useTranslation();
  return (
    <ConsoleForm
      id="news"
      refused={refused}
      initial={initial}
      method="post"
      encType="multipart/form-data"
      className={ui.form}
      aria-label={t('adminNews.formLabel')}
      reloadDocument
    >
      {(common, refusal) => (
        <>
          <FormProblem problem={refusal} reloadTo={fields.reloadTo} />
          <NewsFields common={common} {...fields} />
        </>
      )}
    </ConsoleForm>
  );
}

function NewsFields({
  common,
  mode,
  csrf,
  busy,
  uploadUrl,
  timeZone,
  onEdit,
}: NewsFieldsProps & { common: FieldCommon }) {
  const { t } = useTranslation();
  const { values } = common;
  return (
    <>
      <RecordFields
        csrf={csrf}
        intent="news-save"
        item={mode === 'update' ? { updatedAt: values.updatedAt ?? '' } : undefined}
      />
      <div className={ui.formGrid}>
        <TextField {...common} name="title" label={t('adminNews.fields.title')} required maxLength={NEWS_TITLE_MAX} />
        <TextField
          {...common}
          name="titleEn"
          label={t('adminNews.fields.titleEn')}
          hint={t('adminNews.hints.titleEn')}
          maxLength={NEWS_TITLE_MAX}
        />
        <SelectField
          {...common}
          name="type"
          label={t('adminNews.fields.type')}
          options={NEWS_TYPES.map((n) => ({ value: String(n), label: t(`adminNews.types.${n}`) }))}
        />
      </div>
      <div className={styles.when}>
        <div className={styles.time}>
          <TextField
            {...common}
            name="publishTime"
            type="datetime-local"
            step={1}
            label={t('adminNews.fields.publishTime')}
            hint={t('adminNews.hints.publishTime', { zone: timeZoneLabel(timeZone) })}
            required
          />
        </div>
        <CheckField
          {...common}
          name="isPublish"
          label={t('adminNews.fields.isPublish')}
          hint={t('adminNews.hints.isPublish')}
        />
      </div>
      <ImageField {...common} name="thumbUrl" fileName="thumbFile" label={t('adminNews.fields.thumbUrl')} />
      <NewsContentField {...common} csrf={csrf} uploadUrl={uploadUrl} onEdit={onEdit} />
      <NewsContentField {...common} name="contentEn" csrf={csrf} uploadUrl={uploadUrl} onEdit={onEdit} />
      <SubmitRow label={mode === 'create' ? t('adminNews.create') : t('adminNews.save')} disabled={busy} />
    </>
  );
}
