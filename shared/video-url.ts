/**
 * The one rule for every video address the site stores (issue 25, finding 8): an event's video,
 * a site video, and any video field added later. A video is
 *
 * - an mp4 uploaded to this site (`/uploads/….mp4`; the demo's embeddable pages `/uploads/….html`
 *   too), played by the site's own player, or
 * - the https page of an allowed player (`hosts`: VIDEO_EMBED_HOSTS, server/config.ts), shown in an
 *   iframe: no other scheme, no port, no user name or password, the host exactly one of the list.
 *
 * The server checks bodies with `videoUrl(hosts)`; the console asks the same hosts
 * (GET /admin/site-videos/embed-hosts) and the page CSP frames exactly these hosts
 * (`embedFrameSources`, server/http-headers.ts). No other dependency but zod: the console's
 * browser code imports it.
 */
import * as z from 'zod';

/** an uploaded video of this site (/uploads/….mp4, or one of the demo's embeddable pages /uploads/….html) */
const SITE_VIDEO_PATH = /^\/uploads\/(?![/\\])[^\s\\?#]*\.(mp4|html)$/i;

// eslint-disable-next-line no-control-regex -- control characters are what it refuses
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

/** a host name as VIDEO_EMBED_HOSTS lists it: lower-case labels, no port, no scheme */
const EMBED_HOST = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)+$/;

/** why a video address is refused (the field issue `video_url`'s reason), or null when it is one */
export type VideoUrlReason = 'path' | 'address' | 'https' | 'port' | 'credentials' | 'host';

export function videoUrlReason(url: string, hosts: readonly string[]): VideoUrlReason | null {
  if (url.startsWith('/')) return SITE_VIDEO_PATH.test(url) && !url.includes('..') ? null : 'path';
  if (CONTROL.test(url) || !URL.canParse(url)) return 'address';
  const u = new URL(url);
  if (u.protocol !== 'https:') return 'https';
  // (read from the address as written: the URL parser drops a default port such as :443)
  const authority = /^\s*https:\/\/([^/?#]*)/i.exec(url)?.[1] ?? '';
  if (authority.includes('@') || u.username !== '' || u.password !== '') return 'credentials';
  if (authority.includes(':') || u.port !== '') return 'port';
  if (!hosts.includes(u.hostname.toLowerCase())) return 'host';
  return null;
}

const MESSAGES: Record<VideoUrlReason, (hosts: readonly string[], url: string) => string> = {
  path: () =>
    'The video must be an mp4 uploaded to this site (/uploads/….mp4) or the https address of an embeddable player.',
  address: () => 'The video must be a path of this site or a web address.',
  https: () => 'An embedded video must be an https:// address.',
  port: () => 'An embedded video address may not name a port.',
  credentials: () => 'An embedded video address may not carry a user name or password.',
  host: (hosts, url) =>
    `Videos can be embedded from ${hosts.join(', ') || 'no site'} only (${new URL(url).hostname} is not allowed).`,
};

/** what is wrong with a video's address (English, for a person reading the API's answer), or null */
export function videoUrlProblem(url: string, hosts: readonly string[]): string | null {
  const reason = videoUrlReason(url, hosts);
  return reason ? MESSAGES[reason](hosts, url) : null;
}

/**
 * The zod field: required, at most 1000 characters, the rule above. A refusal is the field issue
 * `video_url` with `reason` and the allowed `hosts` (shared/admin/refusals.ts).
 */
export const videoUrl = (hosts: readonly string[], what = 'The video') =>
  z
    .string({ error: `${what} must be a path such as /uploads/….mp4 or a web address.` })
    .trim()
    .min(1, { error: `${what} is required.` })
    .max(1000, { error: `${what} must be at most 1000 characters.` })
    .superRefine((v, ctx) => {
      const reason = videoUrlReason(v, hosts);
      if (reason)
        ctx.addIssue({
          code: 'custom',
          message: MESSAGES[reason](hosts, v),
          params: { code: 'video_url', reason, hosts: [...hosts] },
        });
    });

/** the CSP `frame-src` sources of the allowed players: `https://host` each (invalid host names left out) */
export function embedFrameSources(hosts: readonly string[]): string[] {
  return [...new Set(hosts.map((h) => h.toLowerCase()).filter((h) => EMBED_HOST.test(h)))].map((h) => `https://${h}`);
}
