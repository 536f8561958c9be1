/**
 * Entry lists on English pages (docs/decisions/0017): a Chinese helm or crew keeps its name as
 * entered with its romanisation beside it, a Chinese club its English name (its common parts
 * translated, its place romanised) with the Chinese in a title, as the results show them. Done on
 * the server: the romanisation's dictionary never reaches the browser.
 */
import type { LevelEntries, ShownLevelEntries } from '../../../../shared/entries';
import type { Lang } from '../../../../shared/lang';
import { hasHan, romanName } from '../../../../shared/romanise';
import { englishClubName } from '../../../../shared/club-english';

function roman(text: string): string | undefined {
  return hasHan(text) ? (romanName(text) ?? undefined) : undefined;
}

export function entriesForPage(levels: readonly LevelEntries[], lang: Lang): ShownLevelEntries[] {
  if (lang !== 'en') return [...levels];
  return levels.map((l) => ({
    ...l,
    entries: l.entries.map((e) => {
      const helmRoman = roman(e.helm);
      const crewRoman = roman(e.crew);
      const clubEn = hasHan(e.club) ? (englishClubName(e.club) ?? undefined) : undefined;
      return {
        ...e,
        ...(helmRoman ? { helmRoman } : {}),
        ...(crewRoman ? { crewRoman } : {}),
        ...(clubEn ? { clubEn } : {}),
      };
    }),
  }));
}
