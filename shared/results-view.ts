/**
 * A level's result tables as the page shows them: its score publications read on the server
 * (shared/score-publication.ts `resultsView`, called by the level route's loader) and sent to the
 * browser ready to show, so that the page's JavaScript carries neither zod nor the parser.
 *
 * Plain data (strings, numbers, booleans, null, arrays, objects): it goes through the loader's
 * serialisation and can be sent as JSON as it is. Besides the scoring codes this module holds
 * types only, and imports nothing.
 */

/** the scoring codes of the results glossary, in glossary order (meanings: app/i18n/sections/results.*.ts) */
export const PENALTY_CODES = [
  'DNC',
  'DNS',
  'OCS',
  'ZFP',
  'UFD',
  'BFD',
  'SCP',
  'NSC',
  'DNF',
  'RET',
  'DSQ',
  'DNE',
  'DGM',
  'RDG',
  'DPI',
] as const;
export type ScoreCode = (typeof PENALTY_CODES)[number];

export type ColumnKind =
  'rank' | 'nationality' | 'sailNo' | 'boat' | 'helm' | 'crew' | 'club' | 'race' | 'total' | 'net' | 'text';

/** the English name of each standard column of a results table: the header an import writes, and a column's name when a publication gives none */
export const STANDARD_COLUMN_NAMES = {
  rank: 'Rank',
  nationality: 'Nat',
  sailNo: 'Sail No',
  boat: 'Boat',
  helm: 'Helm',
  crew: 'Crew',
  club: 'Club',
  total: 'Total',
  net: 'Net',
} as const satisfies Partial<Record<ColumnKind, string>>;

export interface ScoreColumn {
  key: string;
  /** the published columnName (or one derived from the key) */
  name: string;
  kind: ColumnKind;
}

export interface GroupStats {
  /** race columns with at least one score in the group */
  sailed: number;
  /** the most scores in parentheses on one row */
  discards: number;
  toCount: number;
  /** boats in the series: the group's rows when groups are scored apart (or there are no groups), else all rows */
  entries: number;
}

export interface ScoreRuleNote {
  key: string;
  notes: string;
}

/** what could not be read of a publication (shared/score-publication.ts) */
export type ParseWarning = 'json' | 'fields' | 'header' | 'data' | 'rows' | 'cells' | 'rules';

/** final or provisional as its title says; else the newest is 'latest' and an older one 'provisional' */
export type PublicationKind = 'final' | 'provisional' | 'latest';

// ---------------------------------------------------------------- cells

/**
 * A cell: its text as published when there is nothing more to show (rank, sail number, names,
 * club, columns the site does not know, and scores without a code or parentheses such as '3.0'),
 * else a nation with its flag or a score read into its parts. (Most cells are plain text: the
 * tables go into every level page, so they travel as light as they can.)
 */
export type ResultCell = string | NationCell | ScoreCell | NameCell;

/**
 * A Chinese name (helm, crew, club) on an English page: as published and romanised
 * ('余雅琴' → 'YU Yaqin', shared/romanise.ts), made by the level loader for English pages only.
 */
export interface NameCell {
  type: 'name';
  text: string;
  roman: string;
  /**
   * `roman` is an English translation (a club or team: 'Qingdao Sailing Club', issue 28 item 3):
   * shown alone, the name as published in its title
   */
  english?: true;
}

/** a nationality: the IOC code as published and its flag image ('/flags/de.svg'), null when unknown */
export interface NationCell {
  type: 'nation';
  text: string;
  flag: string | null;
}

/**
 * A race, Total or Net cell with a glossary code, or a race score in parentheses (discarded):
 * '(12.8 ZFP)' → points 12.8, code 'ZFP', discarded.
 */
export interface ScoreCell {
  type: 'score';
  /** the cell as published ('(12.8 ZFP)') */
  text: string;
  /** the points, null when the cell has none ('DNF' alone) */
  points: number | null;
  /** the glossary code in the cell, null when none (a code the glossary does not know stays in the text) */
  code: ScoreCode | null;
  /** in parentheses: a discarded score (race cells only) */
  discarded: boolean;
  /**
   * with a code: the text before and after it as published ('(12.8 ' and ')'), and the points as
   * published without the parentheses and the code ('12.8'; '' when the cell has none)
   */
  parts: { before: string; points: string; after: string } | null;
  /**
   * the number of the decided protest hearing that gave this score (a DSQ, DPI, RDG or DNE race
   * cell; issue 30): added on the server from the event's published hearings, absent otherwise
   */
  hearing?: number;
}

export interface ResultRow {
  /** one cell per column of the publication's `columns`, in the same order */
  cells: ResultCell[];
  /**
   * what the page adds on the server (app/features/results/lib/results-page.server.ts), absent
   * when the publication is shown as published
   */
  /** the boat's key in the competitor view's URL (shared/results-analysis.ts sailKey) */
  boat?: string;
  /** with a filter: the rank within the filtered boats (the published rank stays in the rank cell) */
  filterRank?: number;
  /** places gained (+) or lost (−) since the previous publication */
  change?: number;
  /** tied on net with another boat: the rule that separated them ('none': still equal) */
  tie?: 'A8.1' | 'A8.2' | 'none';
}

// ---------------------------------------------------------------- a publication

export interface ResultGroup {
  /** the value of the grouping field; null for the rows without one (and when there are no groups) */
  value: string | null;
  rows: ResultRow[];
  stats: GroupStats;
}

export interface ResultPublication {
  /** the publication's id as sent (a key among the level's publications) */
  id: string;
  /** its title (theTitle), null when it has none */
  title: string | null;
  kind: PublicationKind;
  /** the publish time as sent, to the minute ('2026-05-14 17:40'), and as a <time> dateTime ('2026-05-14T17:40:12'; null when not a date) */
  time: { text: string; dateTime: string | null };
  /** 'Low Point' unless the publication names another */
  scoringSystem: string;
  /** races after which one score is discarded; 0 = none */
  discardRule: number;
  /** the field the rows are split by (one table per value) and its name, null when not grouped */
  grouping: { key: string; name: string } | null;
  /** the columns of every table, in display order (without the grouping column) */
  columns: ScoreColumn[];
  /** one group when not grouped; rows without a grouping value last */
  groups: ResultGroup[];
  /** the glossary codes found in race cells, in glossary order */
  codes: ScoreCode[];
  rules: ScoreRuleNote[];
  /** what could not be read; empty when the publication was read in full */
  warnings: ParseWarning[];
}

/** a level's publications, newest first */
export type LevelResults = ResultPublication[];

// ---------------------------------------------------------------- the results part of a level page

/** a publication in the picker (newest first) */
export interface PublicationRef {
  id: string;
  title: string | null;
  kind: PublicationKind;
  time: { text: string; dateTime: string | null };
}

/** a filter's choices: each value with its number of boats */
export interface FilterChoice {
  value: string;
  count: number;
}

/** the filters of the shown publication (issue 16 item 4): what is applied and what can be */
export interface ResultsFilter {
  group: string | null;
  nat: string | null;
  club: string | null;
  groups: FilterChoice[];
  nations: FilterChoice[];
  clubs: FilterChoice[];
}

/** one race's results (a race column opened): boats in order of points */
export interface RaceResults {
  key: string;
  name: string;
  /** the tracking replay of the race, when it has one */
  replay: string | null;
  rows: {
    place: number | null;
    boat: string;
    sailNo: string;
    nation: NationCell | null;
    helm: ResultCell;
    points: number | null;
    code: ScoreCode | null;
    discarded: boolean;
    text: string;
  }[];
}

/**
 * What the level page's results show, built on the server from the level's publications and the
 * page's query (?pub, ?group, ?nat, ?club, ?race): the picker's list, the shown publication
 * (annotated, filtered) and the race opened.
 */
export interface ResultsPage {
  publications: PublicationRef[];
  /** index in `publications` of the shown one */
  selected: number;
  /** the shown publication; null when the level has none */
  shown: ResultPublication | null;
  filter: ResultsFilter | null;
  race: RaceResults | null;
}
