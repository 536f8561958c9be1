/**
 * A site content list in the console (docs/admin-console.md "Site content"): the banners of the
 * public pages (/admin/site/banners), the partners (/admin/site/partners) and the site's videos
 * (/admin/site/videos), one module over a description of each (parts/site-lists.tsx; the server
 * side in lib/site-lists.server.ts). One type at a time (`?type=`), each record with its
 * picture, names and published flag; publish in one click, order by drag, keyboard or Move
 * up/down, add (with uploads), edit (`?edit=ID`), delete after a confirmation (`?delete=ID`),
 * and a preview of the list as its public page shows it. Every form posts to this route's action
 * with the CSRF token.
 */
import { Link } from 'react-router';
import type { Route } from './+types/site-list';
import { useTranslation } from '../../i18n';
import { type Refused } from '../lib/edits';
import { href } from 'react-router';
import { siteListAction, siteListLoader } from '../lib/site-lists.server';
import { CheckField, Done, FormProblem, SelectField } from '../parts/form-parts';
import type { FormValues } from '../lib/forms';
import { RecordForm } from '../parts/record-actions';
import type { FieldsProps, SiteListView } from '../parts/site-lists';
import { SITE_LISTS } from '../parts/site-lists';
import { ReorderList } from '../parts/reorder-list';
import { DeleteConfirm, ItemActions, SiteHead, TypeChooser } from '../parts/site-parts';
import { useFormPage } from './layout';
import ui from '../parts/console.module.css';
import styles from '../parts/site.module.css';
import '../messages/register-site';

export const loader = (args: Route.LoaderArgs) => siteListLoader(args);
export const action = (args: Route.ActionArgs) => siteListAction(args);

type Item = { id: number; isPublish: number; updatedAt: string };
type Lang = 'zh' | 'en';

function ListForm<R extends Item>({
  view,
  intent,
  target,
  action,
  cancelTo,
  lang,
  initial,
  refused,
  csrf,
  hosts,
}: Pick<FieldsProps, 'csrf' | 'hosts'> & {
  view: SiteListView<R>;
  intent: 'create' | 'update';
  target: string;
  action: string;
  lang: Lang;
  cancelTo?: string;
  /** the record's values (or a new record's of the type shown) */
  initial: FormValues;
  refused: Refused | null;
}) {
  const { t } = useTranslation();
  const w = `adminSite.${view.words}`;
  return (
    <RecordForm
      id={`${view.formPrefix}-${target || 'new'}`}
      refused={refused}
      initial={initial}
      action={action}
      encType="multipart/form-data"
      reloadDocument
      aria-label={intent === 'create' ? t(`${w}.add`) : t(`${w}.editHeading`)}
      reloadTo={action}
      change={(values) => ({
        csrf,
        intent,
        fields: { target },
        item: values.updatedAt ? { updatedAt: values.updatedAt } : undefined,
      })}
      submit={intent === 'create' ? t(`${w}.addButton`) : t('adminSite.save')}
      actions={
        cancelTo ? (
          <Link className={ui.buttonSecondary} to={cancelTo}>
            {t('adminSite.cancel')}
          </Link>
        ) : null
      }
    >
      {(common) => (
        <>
          <SelectField {...common} name="type" label={t(`${w}.typeLabel`)} options={view.types(lang)} />
          <view.Fields {...common} csrf={csrf} hosts={hosts} />
          <CheckField {...common} name="isPublish" label={t(`${w}.isPublish`)} />
        </>
      )}
    </RecordForm>
  );
}

export default function SiteList({ loaderData, actionData }: Route.ComponentProps) {
  const view = SITE_LISTS[loaderData.kind] as unknown as SiteListView<Item>;
  return (
    <ListPage
      view={view}
      data={loaderData as unknown as PageData<Item>}
      refused={actionData as { refused?: Refused } | undefined}
    />
  );
}

interface PageData<R> {
  type: string;
  list: R[];
  hosts: string[];
  editing: R | null;
  confirm: R | null;
  done: string | null;
  lang: Lang;
}

function ListPage<R extends Item>({
  view,
  data,
  refused: answer,
}: {
  view: SiteListView<R>;
  data: PageData<R>;
  refused: { refused?: Refused } | undefined;
}) {
  const { t, me, csrf, guard, refused, refusedFor } = useFormPage(answer);
  const { type, list, hosts, editing, confirm, done, lang } = data;
  const here = `${view.path}?type=${type}`;
  const w = `adminSite.${view.words}`;
  const types = view.types(lang);
  const typeName = types.find((x) => x.value === type)?.label ?? type;
  const nameOf = (r: R) => view.name(r, lang, t);
  const createRefused = refusedFor('create');
  const editTarget = editing ? String(editing.id) : refused?.intent === 'update' ? refused.target : '';
  const editRefused = refusedFor('update', editTarget);
  const editRecord = editing ?? list.find((b) => String(b.id) === editTarget) ?? null;
  const otherRefused = refused && !['create', 'update', 'delete'].includes(refused.intent) ? refused : null;
  const published = list.filter((b) => b.isPublish).length;
  const formProps = { csrf, action: here, lang, hosts, view };

  return (
    <div {...guard.props}>
      <title>{`${t(`${w}.title`)} | ${t('admin.siteName')}`}</title>
      <SiteHead
        title={t(`${w}.heading`)}
        preview={`${href('/admin/site/preview')}?section=${view.words}&type=${type}`}
      />
      {done ? <Done>{t(`adminSite.done.${done}`)}</Done> : null}
      <TypeChooser
        action={view.path}
        label={t(`${w}.typeLabel`)}
        value={type}
        options={types}
        lead={view.lead?.(type, t)}
      />
      {confirm ? (
        <DeleteConfirm
          action={here}
          csrf={csrf}
          item={confirm}
          name={nameOf(confirm)}
          picture={view.picture(confirm)}
          cancelTo={here}
          problem={refusedFor('delete', String(confirm.id))?.problem}
        />
      ) : null}
      {otherRefused ? <FormProblem problem={otherRefused.problem} reloadTo={here} /> : null}

      {editRecord ? (
        <section className={`${ui.panel} ${styles.editPanel}`} id="edit" aria-labelledby="edit-heading">
          <h2 id="edit-heading">
            {t(`${w}.editHeading`)}: {nameOf(editRecord)}
          </h2>
          <ListForm
            {...formProps}
            key={`${editRecord.id}:${editRecord.updatedAt}`}
            intent="update"
            target={String(editRecord.id)}
            initial={view.values(editRecord)}
            refused={editRefused}
            cancelTo={`${here}#${view.idPrefix}-${editRecord.id}`}
          />
        </section>
      ) : null}

      <section className={ui.panel} aria-labelledby="list-heading">
        <h2 id="list-heading">
          {typeName} <span className={ui.muted}>{t('adminSite.count', { n: list.length, published })}</span>
        </h2>
        {list.length === 0 ? (
          <p className={ui.empty}>{t('adminSite.empty')}</p>
        ) : (
          <ReorderList
            items={list.map((r) => ({ id: r.id, name: nameOf(r), record: r }))}
            action={here}
            csrf={csrf}
            label={typeName}
            idPrefix={view.idPrefix}
            render={({ record: r, name }) => (
              <div className={styles.item}>
                {view.picture(r) ? (
                  <img
                    className={view.kind === 'partner' ? styles.logoThumb : styles.thumb}
                    src={view.picture(r)}
                    alt=""
                    loading="lazy"
                  />
                ) : (
                  <span className={styles.thumb} aria-hidden="true" />
                )}
                <div className={styles.itemText}>
                  <view.Row item={r} name={name} list={list} type={type} lang={lang} />
                  <ItemActions here={here} csrf={csrf} item={r} name={name} timeZone={me?.siteTimeZone} />
                </div>
              </div>
            )}
          />
        )}
      </section>

      <section className={ui.panel} aria-labelledby="add-heading">
        <details className={ui.disclosure} open={!!createRefused || list.length === 0} key={`add-${list.length}`}>
          <summary id="add-heading">+ {t(`${w}.add`)}</summary>
          <ListForm {...formProps} intent="create" target="" initial={view.blank(type)} refused={createRefused} />
        </details>
      </section>
    </div>
  );
}
