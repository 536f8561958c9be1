/**
 * The console's news list (docs/admin-console.md "News", issue 20 item 1): every post, drafts and
 * scheduled ones included, newest publish time first, 25 a page; a search in the titles and the
 * text, a type and a state filter (draft, scheduled, published) as a GET form
 * (`?q=&type=&state=&page=`); each row its title (and English title), type, state and publish
 * time, to the post's page. Admins and editors (a scorer gets the 403 page: the admin API decides).
 */
import { Form, Link, href } from 'react-router';
import type { Route } from './+types/news-list';
import { adminNewsEndpoints as ep, NEWS_STATES, NEWS_TYPES } from '../../../shared/admin-news';
import { useTranslation } from '../../i18n';
import { consoleApi } from '../lib/console-api.server';
import { newsListHref, newsListQuery, shortTime } from '../lib/news-edits';
import { Done, FieldFrame, SubmitRow } from '../parts/form-parts';
import { PageHead } from '../parts/page-head';
import { PagedList } from '../parts/pager';
import ui from '../parts/console.module.css';
import styles from '../parts/news.module.css';
import { ConsoleTable } from '../parts/table-head';
import '../messages/register-news';

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const { q, type, state, page } = newsListQuery(url);
  const list = await consoleApi(context, request).get(ep.newsList, undefined, {
    q: q || undefined,
    type: type ?? undefined,
    state: state ?? undefined,
    page,
  });
  return { q, type, state, list, deleted: url.searchParams.get('done') === 'deleted' };
}

export default function NewsList({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { q, type, state, list, deleted } = loaderData;
  const filtered = !!(q || type || state);
  const pageLink = (page: number) => newsListHref(href('/admin/news'), { q, type, state, page });
  return (
    <>
      <PageHead
        docTitle={t('adminNews.title')}
        heading={t('adminNews.heading')}
        actions={
          <Link className={ui.button} to={href('/admin/news/new')}>
            + {t('adminNews.newPost')}
          </Link>
        }
      />
      <p className={ui.muted}>{t('adminNews.lead')}</p>
      {deleted ? <Done>{t('adminNews.done.deleted')}</Done> : null}
      <Form method="get" className={ui.filters} role="search" aria-label={t('adminNews.searchLabel')}>
        <FieldFrame id="news-q" label={t('adminNews.searchLabel')}>
          <input
            id="news-q"
            className={ui.input}
            type="search"
            name="q"
            defaultValue={q}
            placeholder={t('adminNews.searchPlaceholder')}
            maxLength={200}
          />
        </FieldFrame>
        <FieldFrame id="news-type" label={t('adminNews.typeLabel')}>
          <select id="news-type" className={ui.input} name="type" defaultValue={type ? String(type) : ''}>
            <option value="">{t('adminNews.allTypes')}</option>
            {NEWS_TYPES.map((n) => (
              <option key={n} value={String(n)}>
                {t(`adminNews.types.${n}`)}
              </option>
            ))}
          </select>
        </FieldFrame>
        <FieldFrame id="news-state" label={t('adminNews.stateLabel')}>
          <select id="news-state" className={ui.input} name="state" defaultValue={state ?? ''}>
            <option value="">{t('adminNews.allStates')}</option>
            {NEWS_STATES.map((s) => (
              <option key={s} value={s}>
                {t(`adminNews.states.${s}`)}
              </option>
            ))}
          </select>
        </FieldFrame>
        <SubmitRow label={t('adminNews.search')} secondary />
      </Form>
      <PagedList
        page={list}
        empty={filtered ? t('adminNews.noMatch') : t('adminNews.empty')}
        count={t('adminNews.count', { n: list.total })}
        label={t('adminNews.pages')}
        href={pageLink}
      >
        <ConsoleTable
          columns={(['title', 'type', 'state', 'publishTime'] as const).map((c) => t(`adminNews.columns.${c}`))}
        >
          {list.records.map((n) => (
            <tr key={n.newsCd}>
              <th scope="row" className={styles.titleCell}>
                <Link to={href('/admin/news/:newsCd', { newsCd: n.newsCd })}>{n.title}</Link>
                {n.titleEn ? (
                  <span className={styles.titleEn} lang="en">
                    {n.titleEn}
                  </span>
                ) : null}
              </th>
              <td className={ui.nowrap}>{t(`adminNews.types.${n.type}`)}</td>
              <td>
                <span className={`${ui.pill} ${n.state === 'published' ? ui.published : styles[n.state]}`}>
                  {t(`adminNews.states.${n.state}`)}
                </span>
              </td>
              <td className={ui.nowrap}>
                <time dateTime={n.publishTime.replace(' ', 'T')}>{shortTime(n.publishTime)}</time>
              </td>
            </tr>
          ))}
        </ConsoleTable>
      </PagedList>
    </>
  );
}
