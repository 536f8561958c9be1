/**
 * The Atom feed of an event's official notice board (issue 30; RFC 4287):
 * /events/notices/{eventCd}/feed.xml (Chinese) and /events-en/notices/{eventCd}/feed.xml. One
 * entry per published notice, its id stable (the event and the notice's id under the site's
 * origin), `published` its posted time, `updated` its last change (amended or withdrawn), the
 * text in the feed's language (the other when only that exists), a link to the notice on the
 * board and one to its document. A withdrawn notice's entry says so, without its text. Cached
 * like the pages (a console change clears it at once); 404 for an unknown or unpublished event.
 */
import type { Route } from './+types/event-notices-feed';
import { CODE_PATTERN } from '../../shared/api';
import { endpoints } from '../../shared/endpoints';
import { noticeUpdated } from '../../shared/notices';
import { pathLang } from '../../shared/lang';
import { interpolate } from '../i18n';
import { eventName } from '../features/events/lib/events';
import { boardTime, boardUpdated, noticeContent, noticesPath, noticeTitle } from '../features/notices/lib/board';
import { messagesOf } from '../lib/page-meta.server';
import { lookup, serverApi } from '../lib/server-api';

/** characters XML 1.0 cannot hold: dropped */
// eslint-disable-next-line no-control-regex -- they are what it matches
const NOT_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;
const xml = (s: string) => s.replace(NOT_XML, '').replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const eventCd = params.eventCd ?? '';
  const notFound = () =>
    new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  if (!CODE_PATTERN.test(eventCd)) return notFound();
  const lang = pathLang(url.pathname) ?? 'zh';
  const api = serverApi(context);
  const [info, board] = await Promise.all([
    lookup(api, endpoints.eventInfo, { eventCd }),
    lookup(api, endpoints.eventNotices, { eventCd }),
  ]);
  if (info.status === 'missing' || board.status === 'missing') return notFound();
  if (info.status === 'failed' || board.status === 'failed')
    return new Response('The notice board cannot be read right now.', {
      status: 503,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', 'Retry-After': '60' },
    });
  const m = messagesOf(lang).notices;
  const origin = url.origin;
  const page = origin + noticesPath(eventCd, lang);
  const { notices, timeZone } = board.result;
  const name = eventName(info.result, lang);
  const updated = boardUpdated(notices) || info.result.beginDate + 'T00:00:00Z';
  const entries = notices.map((n) => {
    const title = noticeTitle(n, lang).text;
    const label = interpolate(m.kind[n.kind], { n: n.number ?? '' });
    const content = noticeContent(n, lang);
    const lines = [
      `<p>${xml(interpolate(m.posted, { time: boardTime(n.postedAt, timeZone) }))}</p>`,
      n.amendedAt ? `<p>${xml(interpolate(m.amended, { time: boardTime(n.amendedAt, timeZone) }))}</p>` : '',
      n.withdrawnAt
        ? `<p>${xml(interpolate(m.withdrawn, { time: boardTime(n.withdrawnAt, timeZone) }))}</p><p>${xml(m.withdrawnNote)}</p>`
        : content.text,
    ].join('');
    return [
      '<entry>',
      `<id>${xml(`${origin}/events/notices/${encodeURIComponent(eventCd)}#notice-${n.id}`)}</id>`,
      `<title>${xml(`${label}: ${title}${n.withdrawnAt ? ` (${interpolate(m.withdrawn, { time: boardTime(n.withdrawnAt, timeZone) })})` : ''}`)}</title>`,
      `<published>${n.postedAt}</published>`,
      `<updated>${noticeUpdated(n)}</updated>`,
      `<link rel="alternate" type="text/html" href="${xml(`${page}#notice-${n.id}`)}"/>`,
      n.fileUrl && !n.withdrawnAt
        ? `<link rel="enclosure" href="${xml(new URL(n.fileUrl, origin).href)}"${n.fileUrl.toLowerCase().endsWith('.pdf') ? ' type="application/pdf"' : ''}/>`
        : '',
      `<category term="${n.kind}" label="${xml(m.kinds[n.kind])}"/>`,
      `<content type="html">${xml(lines)}</content>`,
      '</entry>',
    ].join('');
  });
  const body = [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${lang === 'en' ? 'en' : 'zh-CN'}">`,
    `<id>${xml(`${origin}/events/notices/${encodeURIComponent(eventCd)}`)}</id>`,
    `<title>${xml(interpolate(m.feedTitle, { name }))}</title>`,
    `<updated>${updated}</updated>`,
    `<link rel="self" type="application/atom+xml" href="${xml(`${page}/feed.xml`)}"/>`,
    `<link rel="alternate" type="text/html" href="${xml(page)}"/>`,
    `<author><name>${xml(name)}</name></author>`,
    ...entries,
    '</feed>',
    '',
  ].join('\n');
  return new Response(body, {
    headers: {
      'Content-Type': 'application/atom+xml; charset=utf-8',
      'Cache-Control': 'public, max-age=0, s-maxage=60',
    },
  });
}
