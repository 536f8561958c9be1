/**
 * An event's entry lists as CSV (issue 31): `/events/entries/{eventCd}/csv` (one class with
 * `?level=`), written by the site's one CSV writer (shared/csv.ts: UTF-8 with BOM, CRLF,
 * formula-safe), in the results import's column names so it can be imported again. The class's
 * name in the request's language. Only published events (the API serves no other); unknown: 404.
 */
import type { Route } from './+types/entries-file';
import { CODE_PATTERN } from '../../shared/api';
import { endpoints } from '../../shared/endpoints';
import { entriesCsv } from '../../shared/entries-csv';
import { resolveRequestLang } from '../../shared/lang';
import { levelName } from '../features/events/lib/events';
import { lookup, serverApi } from '../lib/server-api';

function text(status: number, body: string): Response {
  return new Response(body, {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const eventCd = params.eventCd ?? '';
  if (!CODE_PATTERN.test(eventCd)) return text(404, 'Not found');
  const level = new URL(request.url).searchParams.get('level');
  if (level !== null && !CODE_PATTERN.test(level)) return text(404, 'Not found');
  const answer = await lookup(serverApi(context), endpoints.eventEntries, { eventCd }, level ? { levelCd: level } : {});
  if (answer.status === 'missing') return text(404, 'Not found');
  if (answer.status === 'failed') return text(503, 'The entry lists cannot be read just now. Try again in a minute.');
  const lang = resolveRequestLang(request);
  const csv = entriesCsv(answer.result.levels.map((l) => ({ name: levelName(l, lang), entries: l.entries })));
  const name = level ? `${eventCd}-${level}-entries.csv` : `${eventCd}-entries.csv`;
  return new Response(csv, {
    headers: {
      'Cache-Control': 'public, max-age=60',
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${name}"`,
      Vary: 'Cookie, Accept-Language',
    },
  });
}
