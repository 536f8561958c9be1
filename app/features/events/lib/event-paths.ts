/** Paths of an event's pages, keeping the page variant (_wf, _nb) of docs/product.md §2. */
import type { Level } from '../../../../shared/api';

export type Variant = '' | '_wf' | '_nb';

export function variantOf(pathname: string): Variant {
  const m = /^\/events\/(?:detail|level)(_wf|_nb)\//.exec(pathname);
  return (m?.[1] as Variant | undefined) ?? '';
}

export function detailPath(eventCd: string, variant: Variant = ''): string {
  return `/events/detail${variant}/${encodeURIComponent(eventCd)}`;
}

export function levelPath(
  eventCd: string,
  level: Pick<Level, 'levelCd' | 'levelName' | 'levelNameCode'>,
  variant: Variant = '',
): string {
  const params = new URLSearchParams({ levelName: level.levelName });
  if (level.levelNameCode) params.set('levelNameCode', level.levelNameCode);
  return `/events/level${variant}/${encodeURIComponent(eventCd)}/${encodeURIComponent(level.levelCd)}?${params}`;
}
