/** Embeddable video pages and video thumbnails, shared by event videos and the site's video lists. */
import { addFile, type SeedContext } from './context.js';
import { embedHtml } from './html.js';
import { thumbSvg } from './svg.js';

const EMBED_LOOKS: { sky: [string, string]; sea: [string, string] }[] = [
  { sky: ['#4a90c2', '#bfe3f5'], sea: ['#1d6fa3', '#0b2545'] },
  { sky: ['#13315c', '#f4a261'], sea: ['#134074', '#0b2545'] },
  { sky: ['#2a9fd6', '#d6f0fb'], sea: ['#168aad', '#13315c'] },
  { sky: ['#7aa6c9', '#ffd9b8'], sea: ['#2a6f97', '#0b2545'] },
];

/** write an embeddable "player" page and return its URL */
export function embedVideo(ctx: SeedContext, slug: string, title: string, titleEn: string, badge = 'REPLAY'): string {
  const look = ctx.rng.pick(EMBED_LOOKS);
  return addFile(
    ctx,
    `embed/${slug}.html`,
    embedHtml({
      title,
      titleEn,
      badge,
      sky: look.sky,
      sea: look.sea,
      boats: ctx.rng.int(3, 6),
      duration: ctx.rng.int(14, 24),
    }),
  );
}

/** a 640x360 video thumbnail with a play button and a duration */
export function videoThumb(ctx: SeedContext, path: string, title: string): string {
  const duration = `${String(ctx.rng.int(1, 12)).padStart(2, '0')}:${String(ctx.rng.int(0, 59)).padStart(2, '0')}`;
  return addFile(ctx, path, thumbSvg(ctx.rng, title, { w: 640, h: 360, play: duration }));
}
