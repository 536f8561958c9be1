/**
 * Words of the result pages that depend on a number or on text stored before a wording changed
 * (issue 28 item 6): proper plurals in English, and the discard rule always called
 * "去掉最差成绩" (never "弃赛规则", which reads as retirement from the race).
 */

type Translate = (key: string, vars?: Record<string, string | number>) => string;

/** '1 discard after 4 races' / '完成 4 轮后去掉最差成绩' (a one-race threshold in the singular) */
export function discardWords(after: number, t: Translate): string {
  return after === 1 ? t('results.discardAfterOne') : t('results.discardAfter', { n: after });
}

/** 'up 1 place', 'down 3 places' since the previous results */
export function changeWords(change: number, t: Translate): string {
  const n = Math.abs(change);
  if (change > 0) return n === 1 ? t('results.upOne') : t('results.up', { n });
  return n === 1 ? t('results.downOne') : t('results.down', { n });
}

/**
 * A rules note as shown: notes imported before the wording changed say "弃赛规则" for the
 * discard rule; they read "去掉最差成绩" like every other place.
 */
export function noteText(notes: string): string {
  return notes.replace(/弃赛规则/g, '去掉最差成绩');
}
