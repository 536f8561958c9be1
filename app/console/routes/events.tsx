/**
 * The console's events list (docs/admin-console.md): every event, published or not, newest
 * first, 25 a page, a search by name, code or venue (a GET form: `?q=`, `?page=`), each row to
 * the event's page in the console.
 */
import { Link, href } from 'react-router';
import type { Route } from './+types/events';
import { adminContentEndpoints } from '../../../shared/admin-content-endpoints';
import { resolveRequestLang } from '../../../shared/lang';
import { useTranslation } from '../../i18n';
import { consoleApi } from '../lib/console-api.server';
import { adminEventName } from '../lib/format';
import { useStaff } from './layout';
import { PageHead } from '../parts/page-head';
import { PagedList, SearchForm } from '../parts/pager';
import ui from '../parts/console.module.css';
import { ConsoleTable } from '../parts/table-head';
import { EventStatusTag } from '../parts/status-tags';

const PAGE_SIZE = 25;

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const q = (url.searchParams.get('q') ?? '').trim().slice(0, 100);
  const page = Math.min(100_000, Math.max(1, Math.floor(Number(url.searchParams.get('page')) || 1)));
  const list = await consoleApi(context, request).get(adminContentEndpoints.eventList, undefined, {
    q: q || undefined,
    page,
    pageSize: PAGE_SIZE,
  });
  return { q, list, lang: resolveRequestLang(request) };
}

export default function EventsList({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const me = useStaff();
  const { q, list, lang } = loaderData;
  const pageLink = (page: number) =>
    `${href('/admin/events')}?${new URLSearchParams({ ...(q ? { q } : {}), page: String(page) })}`;
  return (
    <>
      <PageHead
        docTitle={t('admin.events.title')}
        heading={t('admin.events.heading')}
        actions={
          me && me.staff.role !== 'scorer' ? (
            <Link className={ui.button} to={href('/admin/events/new')}>
              + {t('admin.events.newEvent')}
            </Link>
          ) : null
        }
      />
      <SearchForm
        search={{
          id: 'events-q',
          label: t('admin.events.searchLabel'),
          placeholder: t('admin.events.searchPlaceholder'),
          value: q,
          maxLength: 100,
        }}
        submit={t('admin.events.search')}
      />
      <PagedList
        page={list}
        empty={q ? t('admin.events.noMatch', { q }) : t('admin.events.empty')}
        count={t('admin.events.count', { n: list.total })}
        label={t('admin.events.pages')}
        href={pageLink}
      >
        <ConsoleTable
          columns={(['name', 'code', 'dates', 'status', 'published'] as const).map((c) =>
            t(`admin.events.columns.${c}`),
          )}
        >
          {list.records.map((e) => (
            <tr key={e.eventCd}>
              <th scope="row">
                <Link to={href('/admin/events/:eventCd', { eventCd: e.eventCd })}>{adminEventName(e, lang)}</Link>
              </th>
              <td className={ui.code}>{e.eventCd}</td>
              <td className={ui.nowrap}>
                {e.beginDate} ~ {e.endDate}
              </td>
              <td>
                <EventStatusTag status={e.status} />
              </td>
              <td>
                <span className={`${ui.pill} ${e.isPublish ? ui.published : ui.draft}`}>
                  {e.isPublish ? t('admin.events.published') : t('admin.events.draft')}
                </span>
              </td>
            </tr>
          ))}
        </ConsoleTable>
      </PagedList>
    </>
  );
}
