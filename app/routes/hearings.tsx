/**
 * An event's protest hearings (issue 30; docs/product.md "Protest hearings"):
 * `/events/hearings/{eventCd}`, in the language of the cookie as the event's other pages.
 * Breadcrumb Home > Events > event > Hearings; the event's head (compact); the protest time limits
 * and the published hearings (app/features/hearings/components/hearing-board.tsx). An unknown or
 * unpublished event is a 404; when the API cannot be reached, the empty state. Cached as every
 * public page (app/lib/pages.ts), cleared when staff change a hearing.
 */
import type { Route } from './+types/hearings';
import { endpoints } from '../../shared/endpoints';
import { interpolate, useTranslation } from '../i18n';
import { eventName } from '../features/events/lib/events';
import { detailPath } from '../features/events/lib/event-paths';
import { EventCrumbs, EventHeader, EventUnavailable } from '../features/events/components/event-header';
import { HearingBoardView, HearingsTitle } from '../features/hearings/components/hearing-board';
import { levelBase } from '../features/results/lib/paths';
import { seoMeta } from '../lib/seo';
import { eventBoardLoader } from '../features/events/lib/event-board.server';
import { messagesOf } from '../lib/page-meta.server';

export async function loader(args: Route.LoaderArgs) {
  const found = await eventBoardLoader(args, endpoints.eventHearings, 'hearings');
  if (found.failed) return { event: null, board: null, seo: found.seo };
  const { event, board, base } = found;
  const name = eventName(event, base.lang);
  const m = messagesOf(base.lang);
  const seo = {
    ...base,
    title: `${m.hearings.title} · ${name}`,
    description: interpolate(m.hearings.description, { event: name }),
    image: event.thumb ? new URL(event.thumb, args.request.url).href : undefined,
  };
  return { event, board, seo };
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
      <EventCrumbs trail={[{ label: name, to: detailPath(event.eventCd) }, { label: t('hearings.crumb') }]} />
      <HearingsTitle event={name} />
      <EventHeader event={event} lang={lang} headingLevel={2} compact />
      <HearingBoardView board={board} lang={lang} levelHref={(levelCd) => levelBase(event.eventCd, levelCd)} />
    </div>
  );
}
