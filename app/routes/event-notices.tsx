/**
 * An event's official notice board (issue 30; docs/product.md "Notice board"):
 * /events/notices/{eventCd} and its English twin /events-en/notices/{eventCd}. Every published
 * notice, grouped by kind, newest first (app/features/notices). An unknown or unpublished event
 * answers 404; when the API cannot answer, the page's empty state. Cached like every public page;
 * a console change clears it at once. Linked to its Atom feed.
 */
import { data, Link } from 'react-router';
import type { Route } from './+types/event-notices';
import { CODE_PATTERN } from '../../shared/api';
import { endpoints } from '../../shared/endpoints';
import { useTranslation } from '../i18n';
import { eventName } from '../features/events/lib/events';
import { detailPath } from '../features/events/lib/event-paths';
import { Breadcrumbs, EventUnavailable } from '../features/events/components/event-header';
import { NoticeBoard } from '../features/notices/components/notice-board';
import { noticesFeedPath } from '../features/notices/lib/board';
import { messagesOf, pageSeo } from '../lib/page-meta.server';
import { pagePath } from '../lib/pages';
import { seoMeta } from '../lib/seo';
import { lookup, serverApi } from '../lib/server-api';
import styles from '../features/notices/components/notice-page.module.css';

const fill = (text: string, vars: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, k: string) => vars[k] ?? '');

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const eventCd = params.eventCd ?? '';
  if (!CODE_PATTERN.test(eventCd)) throw data(null, { status: 404 });
  const api = serverApi(context);
  const [info, board] = await Promise.all([
    lookup(api, endpoints.eventInfo, { eventCd }),
    lookup(api, endpoints.eventNotices, { eventCd }),
  ]);
  if (info.status === 'missing' || board.status === 'missing') throw data(null, { status: 404 });
  const base = pageSeo(request, 'eventNotices');
  if (info.status === 'failed' || board.status === 'failed')
    return { event: null, board: null, seo: { ...base, noindex: true } };
  const m = messagesOf(base.lang);
  const name = eventName(info.result, base.lang);
  const origin = new URL(request.url).origin;
  const seo = {
    ...base,
    title: fill(m.notices.pageTitle, { name }),
    description: fill(m.notices.description, { name }),
    extra: [
      {
        tagName: 'link',
        rel: 'alternate',
        type: 'application/atom+xml',
        title: fill(m.notices.feedTitle, { name }),
        href: origin + noticesFeedPath(eventCd, base.lang),
      },
    ],
  };
  return { event: info.result, board: board.result, seo };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function EventNotices({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const { event, board } = loaderData;
  if (!event || !board) return <EventUnavailable title={t('notices.title')} />;
  const name = eventName(event, lang);
  return (
    <div className="container">
      <Breadcrumbs
        items={[
          { label: t('common.home'), to: '/' },
          { label: t('nav.events'), to: pagePath('events', lang) },
          { label: name, to: detailPath(event.eventCd) },
          { label: t('notices.title') },
        ]}
      />
      <header className={styles.head}>
        <p className={styles.event}>
          <Link to={detailPath(event.eventCd)}>{name}</Link>
        </p>
        <h1 className={styles.title}>{t('notices.title')}</h1>
      </header>
      <NoticeBoard board={board} lang={lang} />
      <p className={styles.back}>
        <Link to={detailPath(event.eventCd)}>← {t('notices.backToEvent')}</Link>
      </p>
    </div>
  );
}
