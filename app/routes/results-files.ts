/**
 * A level's results as files (docs/results.md "Downloads and live"):
 * `/events/level/{eventCd}/{levelCd}/results/csv?pub=` the shown publication as CSV (UTF-8 with
 * BOM, formula-safe: shared/results-analysis.ts publicationCsv), `…/results/json?pub=` the
 * publication as published (its scores read as JSON when they are JSON), and `…/results/live`
 * the publications' ids and times, newest first, for the live check of a running event, with
 * an ETag so an unchanged answer is a 304. Only published events and levels (the API serves no
 * other); an unknown one is a 404.
 */
import crypto from 'node:crypto';
import type { Route } from './+types/results-files';
import { CODE_PATTERN, type ScorePublication } from '../../shared/api';
import { endpoints } from '../../shared/endpoints';
import { publicationCsv } from '../../shared/results-analysis';
import { orderPublications, resultsView } from '../../shared/score-publication';
import { lookup, serverApi } from '../lib/server-api';

const FORMATS = ['csv', 'json', 'live'] as const;
type Format = (typeof FORMATS)[number];

function text(status: number, body: string): Response {
  return new Response(body, {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { eventCd = '', levelCd = '', format = '' } = params;
  if (!CODE_PATTERN.test(eventCd) || !CODE_PATTERN.test(levelCd) || !(FORMATS as readonly string[]).includes(format)) {
    return text(404, 'Not found');
  }
  const api = serverApi(context);
  const [levels, scores] = await Promise.all([
    lookup(api, endpoints.eventLevels, { eventCd }),
    lookup(api, endpoints.levelScores, { levelCd }),
  ]);
  if (levels.status === 'missing' || scores.status === 'missing') return text(404, 'Not found');
  if (levels.status === 'failed' || scores.status === 'failed')
    return text(503, 'The results cannot be read just now. Try again in a minute.');
  if (!levels.result.some((l) => l.levelCd === levelCd)) return text(404, 'Not found');
  const list = orderPublications(scores.result);
  const name = `${eventCd}-${levelCd}`;

  if ((format as Format) === 'live') {
    const body = JSON.stringify({ publications: list.map((p) => ({ id: String(p.id), publishTime: p.publishTime })) });
    const etag = `"${crypto.createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;
    const headers = { ETag: etag, 'Cache-Control': 'no-cache', 'Content-Type': 'application/json; charset=utf-8' };
    const match = request.headers.get('if-none-match');
    if (match && match.split(',').some((m) => m.trim() === etag)) return new Response(null, { status: 304, headers });
    return new Response(body, { headers });
  }

  const wanted = new URL(request.url).searchParams.get('pub');
  const index = Math.max(0, wanted === null ? 0 : list.findIndex((p) => String(p.id) === wanted));
  const raw: ScorePublication | undefined = list[index];
  if (!raw) return text(404, 'No results have been published for this class.');
  const disposition = (ext: string) => `attachment; filename="${name}-${raw.id}.${ext}"`;
  const headers = { 'Cache-Control': 'public, max-age=60' };
  if ((format as Format) === 'csv') {
    const shown = resultsView([raw])[0]!;
    return new Response(publicationCsv(shown), {
      headers: { ...headers, 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': disposition('csv') },
    });
  }
  let scoresJson: unknown = raw.scores;
  try {
    scoresJson = JSON.parse(raw.scores);
  } catch {
    // kept as published: the file says what was there
  }
  return new Response(JSON.stringify({ ...raw, scores: scoresJson }, null, 2), {
    headers: {
      ...headers,
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Disposition': disposition('json'),
    },
  });
}
