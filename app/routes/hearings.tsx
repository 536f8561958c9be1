/**
 * An event's protest hearings (issue 30; docs/product.md "Protest hearings"):
 * `/events/hearings/{eventCd}`, in the language of the cookie as the event's other pages.
 * Breadcrumb Home > Events > event > Hearings; the event's head (compact); the protest time limits
 * and the published hearings (app/features/hearings/components/hearing-board.tsx). An unknown or
 * unpublished event is a 404; when the API cannot be reached, the empty state. Cached as every
 * public page (app/lib/pages.ts), cleared when staff change a hearing.
 */
import { data } from 'react-router';
import type { Route } from './+types/hearings';
import { CODE_PATTERN } from '../../shared/api';
import { endpoints } from '../../shared/endpoints';
import { useTranslation } from '../i18n';
import { eventName } from '../features/events/lib/events';
import { detailPath } from '../features/events/lib/event-paths';
import { Breadcrumbs, EventHeader, EventUnavailable } from '../features/events/components/event-header';
import { HearingBoardView, HearingsTitle } from '../features/hearings/components/hearing-board';
import { levelBase } from '../features/results/lib/paths';
import { pagePath } from '../lib/pages';
import { seoMeta } from '../lib/seo';
import { lookup, serverApi } from '../lib/server-api';
import { messagesOf, pageSeo } from '../lib/page-meta.server';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const eventCd = params.eventCd ?? '';
  if (!CODE_PATTERN.test(eventCd)) throw data(null, { status: 404 });
  const api = serverApi(context);
  const [info, board] = await Promise.all([
    lookup(api, endpoints.eventInfo, { eventCd }),
    lookup(api, endpoints.eventHearings, { eventCd }),
  ]);
  if (info.status === 'missing' || board.status === 'missing') throw data(null, { status: 404 });
  const base = pageSeo(request, 'hearings');
  if (info.status === 'failed' || board.status === 'failed') {
    return { event: null, board: null, seo: { ...base, noindex: true } };
  }
  const event = info.result;
  const name = eventName(event, base.lang);
  const m = messagesOf(base.lang);
  const seo = {
    ...base,
    title: `${m.hearings.title} · ${name}`,
    description: m.hearings.description.replace('{{event}}', name),
    image: event.thumb ? new URL(event.thumb, request.url).href : undefined,
  };
  return { event, board: board.result, seo };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function HearingsPage({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const { event, board } = loaderData;
  if (!event || !board) return <EventUnavailable title={loaderData.seo.title} />;
  const lang = i18n.language;
  const name = eventName(event, lang);
  return (
    <div className="container">
      <Breadcrumbs
        items={[
          { label: t('common.home'), to: '/' },
          { label: t('nav.events'), to: pagePath('events', lang) },
          { label: name, to: detailPath(event.eventCd) },
          { label: t('hearings.crumb') },
        ]}
      />
      <HearingsTitle event={name} />
      <EventHeader event={event} lang={lang} headingLevel={2} compact />
      <HearingBoardView board={board} lang={lang} levelHref={(levelCd) => levelBase(event.eventCd, levelCd)} />
    </div>
  );
}
