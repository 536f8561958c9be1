/**
 * An event's official notice board (issue 30; docs/product.md "Notice board"):
 * /events/notices/{eventCd} and its English twin /events-en/notices/{eventCd}. Every published
 * notice, grouped by kind, newest first (app/features/notices). An unknown or unpublished event
 * answers 404; when the API cannot answer, the page's empty state. Cached like every public page;
 * a console change clears it at once. Linked to its Atom feed.
 */
import { Link } from 'react-router';
import type { Route } from './+types/event-notices';
import { endpoints } from '../../shared/endpoints';
import { interpolate, useTranslation } from '../i18n';
import { eventName } from '../features/events/lib/events';
import { detailPath } from '../features/events/lib/event-paths';
import { EventCrumbs, EventUnavailable } from '../features/events/components/event-header';
import { NoticeBoard } from '../features/notices/components/notice-board';
import { noticesFeedPath } from '../features/notices/lib/board';
import { eventBoardLoader } from '../features/events/lib/event-board.server';
import { messagesOf } from '../lib/page-meta.server';
import { seoMeta } from '../lib/seo';
import styles from '../features/notices/components/notice-page.module.css';

export async function loader(args: Route.LoaderArgs) {
  const found = await eventBoardLoader(args, endpoints.eventNotices, 'eventNotices');
  if (found.failed) return { event: null, board: null, seo: found.seo };
  const { event, board, base } = found;
  const m = messagesOf(base.lang);
  const name = eventName(event, base.lang);
  const origin = new URL(args.request.url).origin;
  const seo = {
    ...base,
    title: interpolate(m.notices.pageTitle, { name }),
    description: interpolate(m.notices.description, { name }),
    extra: [
      {
        tagName: 'link',
        rel: 'alternate',
        type: 'application/atom+xml',
        title: interpolate(m.notices.feedTitle, { name }),
        href: origin + noticesFeedPath(event.eventCd, base.lang),
      },
    ],
  };
  return { event, board, seo };
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
      <EventCrumbs trail={[{ label: name, to: detailPath(event.eventCd) }, { label: t('notices.title') }]} />
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
