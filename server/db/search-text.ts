/**
 * What an event is found by (POST /event/list `name`): its `search_text` column, written with the
 * row by whoever writes events (seed, factories, a migration) and indexed by trigrams on both
 * engines (migrations 0003, 0004; the SQLite index follows the column through triggers).
 */

/** the columns the search text is made of */
export interface EventSearchFields {
  name: string;
  nameCode?: string | null;
  address?: string | null;
  addressCode?: string | null;
  /** search aliases, one per line (see eventKeywords) */
  keywords?: string | null;
}

/**
 * Both names, the venue in both languages and the aliases, one per line (a search box cannot
 * type a line break, so no search matches across two of them), lower-cased in JavaScript
 * (Unicode-aware, the same for both engines: SQLite's lower() knows ASCII only).
 */
export function eventSearchText(e: EventSearchFields): string {
  return [e.name, e.nameCode, e.address, e.addressCode, e.keywords]
    .map((v) => v?.trim() ?? '')
    .filter((v) => v !== '')
    .join('\n')
    .toLowerCase();
}

/**
 * The `keywords` column from a list of aliases (or text with one a line): trimmed, blank and
 * repeated ones dropped, one a line; null when none is left.
 */
export function eventKeywords(aliases: string | readonly string[] | null | undefined): string | null {
  const list = typeof aliases === 'string' ? aliases.split(/\r?\n/) : (aliases ?? []);
  const kept = [...new Set(list.map((a) => a.replace(/\s+/g, ' ').trim()).filter((a) => a !== ''))];
  return kept.length > 0 ? kept.join('\n') : null;
}
