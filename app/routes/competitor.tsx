/**
 * A boat's page (docs/results.md "A boat's page"): `/events/level/{eventCd}/{levelCd}/boat/{sailNo}`
 * (`?pub=` keeps an older publication). Breadcrumb Home > Events > event > level > boat; the
 * event's head (compact); the boat's results (app/features/results/components/competitor-view.tsx).
 * A sail number found without its nation prefix redirects to the boat's own URL; an unknown or
 * unpublished event, level or boat is a 404; when the API cannot be reached, the empty state.
 */
import { data, redirect } from 'react-router';
import type { Route } from './+types/competitor';
import { CODE_PATTERN } from '../../shared/api';
import { endpoints } from '../../shared/endpoints';
import { hearingIndex, hearingsPath } from '../../shared/hearings';
import { interpolate, useTranslation } from '../i18n';
import { eventName, levelName } from '../features/events/lib/events';
import { detailPath } from '../features/events/lib/event-paths';
import { replayOfRound } from '../features/events/lib/races';
import { seoMeta } from '../lib/seo';
import { lookup, serverApi } from '../lib/server-api';
import { messagesOf, pageSeo } from '../lib/page-meta.server';
import { EventCrumbs, EventHeader, EventUnavailable } from '../features/events/components/event-header';
import { CompetitorView } from '../features/results/components/competitor-view';
import { competitorOf } from '../features/results/lib/competitor.server';
import { boatPath, levelBase } from '../features/results/lib/paths';

/** a boat's key in a URL: letters, digits and a few marks, as shared/results-analysis.ts sailKey makes them */
const BOAT_PATTERN = /^[\p{L}\p{N}_+-]{1,64}$/u;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const { eventCd = '', levelCd = '', sailNo = '' } = params;
  if (!CODE_PATTERN.test(eventCd) || !CODE_PATTERN.test(levelCd) || !BOAT_PATTERN.test(sailNo)) {
    throw data(null, { status: 404 });
  }
  const api = serverApi(context);
  const [info, levels, races, scores, board] = await Promise.all([
    lookup(api, endpoints.eventInfo, { eventCd }),
    lookup(api, endpoints.eventLevels, { eventCd }),
    api.call(endpoints.levelRaces, { levelCd }),
    lookup(api, endpoints.levelScores, { levelCd }),
    api.call(endpoints.eventHearings, { eventCd }),
  ]);
  if (info.status === 'missing' || levels.status === 'missing' || scores.status === 'missing') {
    throw data(null, { status: 404 });
  }
  const base = pageSeo(request, 'competitor');
  if (info.status === 'failed' || levels.status === 'failed' || scores.status === 'failed') {
    return { event: null, level: null, competitor: null, seo: { ...base, noindex: true } };
  }
  const event = info.result;
  const level = levels.result.find((l) => l.levelCd === levelCd);
  if (!level) throw data(null, { status: 404 });
  const pub = url.searchParams.get('pub');
  const raceList = races ?? [];
  const found = competitorOf({
    scores: scores.result,
    sailNo,
    pub,
    lang: base.lang,
    replay: replayOfRound(raceList),
  });
  if (found.status === 'missing') throw data(null, { status: 404 });
  if (found.status === 'moved') {
    const to = boatPath(eventCd, levelCd, found.key);
    throw redirect(pub ? `${to}?pub=${encodeURIComponent(pub)}` : to, 301);
  }
  // a score a decided hearing gave links to its decision (issue 30)
  const hearings = board ? hearingIndex(board.hearings, levelCd) : null;
  const c = hearings
    ? {
        ...found.competitor,
        races: found.competitor.races.map((r) => {
          const h =
            hearings.find(r.name, found.competitor.sailNo, r.code) ??
            hearings.find(r.key, found.competitor.sailNo, r.code);
          return h ? { ...r, hearing: h.number } : r;
        }),
      }
    : found.competitor;
  const m = messagesOf(base.lang);
  // the sail number says the nation when it starts with it ('CHN 8473'), else the nation goes first
  const withNation =
    c.nation && !c.sailNo.toUpperCase().startsWith(c.nation.text.toUpperCase())
      ? `${c.nation.text} ${c.sailNo}`
      : c.sailNo;
  const boat = withNation.trim() || (typeof c.helm === 'string' ? c.helm : c.helm.text);
  const vars = {
    boat,
    level: levelName(level, base.lang),
    event: eventName(event, base.lang),
    rank: c.rank || '—',
    net: c.net || '—',
  };
  const seo = {
    ...base,
    title: `${interpolate(m.pages.competitor.boat, vars)} · ${vars.event}`,
    description: interpolate(m.pages.competitor.description, vars),
    image: event.thumb ? new URL(event.thumb, url.origin).href : undefined,
    ...(c.older ? { noindex: true } : {}),
  };
  return { event, level, competitor: c, seo };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function CompetitorPage({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const { event, level, competitor } = loaderData;
  if (!event || !level || !competitor) return <EventUnavailable title={loaderData.seo.title} />;
  const lang = i18n.language;
  const here = levelBase(event.eventCd, level.levelCd);
  const pub = competitor.older ? `pub=${encodeURIComponent(competitor.publication.id)}` : '';
  return (
    <div className="container">
      <EventCrumbs
        trail={[
          { label: eventName(event, lang), to: detailPath(event.eventCd) },
          { label: levelName(level, lang), to: pub ? `${here}?${pub}` : here },
          { label: t('competitor.crumb', { boat: competitor.sailNo || competitor.key }) },
        ]}
      />
      <EventHeader event={event} lang={lang} headingLevel={2} compact />
      <CompetitorView
        competitor={competitor}
        resultsHref={pub ? `${here}?${pub}` : here}
        raceHref={(key) => `${here}?${pub ? `${pub}&` : ''}race=${encodeURIComponent(key)}`}
        hearingHref={(n) => hearingsPath(event.eventCd, n)}
      />
    </div>
  );
}
