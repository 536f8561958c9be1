/**
 * Pure rules of the events section (spec §4, §9): names in the page language, status tag
 * tones, the tab filter, race order, the trace-button rule and the paging reducer.
 */
import type { Event, Level, Page, Race } from '../../shared/api';
import type { Lang } from '../../shared/lang';

export type Tone = 'primary' | 'warning' | 'success' | 'info' | 'danger' | 'dark';

/** Chinese shows name/address; other languages nameCode/addressCode, falling back (spec screen 9) */
export function eventName(event: Pick<Event, 'name' | 'nameCode'>, lang: Lang): string {
  return lang === 'zh' ? event.name : event.nameCode?.trim() || event.name;
}
export function eventAddress(event: Pick<Event, 'address' | 'addressCode'>, lang: Lang): string {
  return (lang === 'zh' ? event.address : event.addressCode?.trim() || event.address) ?? '';
}
/** levelNameCode when the language is not zh and it exists (spec screen 10) */
export function levelName(level: Pick<Level, 'levelName' | 'levelNameCode'>, lang: Lang): string {
  return lang === 'zh' ? level.levelName : level.levelNameCode?.trim() || level.levelName;
}

/** event status '1' primary, '2' warning, anything else dark (spec §4) */
export function eventTone(status: string | null | undefined): Tone {
  return status === '1' ? 'primary' : status === '2' ? 'warning' : 'dark';
}
/** level tags follow the event's colours: not started, racing, finished */
export const levelTone = eventTone;
/** race tags: racing is the success tag of spec §4; see docs/decisions/0002-status-codes.md */
export function raceTone(status: string | null | undefined): Tone {
  switch (status) {
    case '1':
      return 'primary';
    case '2':
      return 'success';
    case '3':
      return 'warning';
    case '5':
    case '6':
      return 'danger';
    case '0':
      return 'info';
    default:
      return 'dark';
  }
}

export const EVENT_TABS = ['all', 'running', 'coming'] as const;
export type EventTab = (typeof EVENT_TABS)[number];
export function parseTab(value: string | null | undefined): EventTab {
  return (EVENT_TABS as readonly string[]).includes(value ?? '') ? (value as EventTab) : 'all';
}
/** running sends status 2, coming status 1, all none (spec §4) */
export function tabStatus(tab: EventTab): 1 | 2 | undefined {
  return tab === 'running' ? 2 : tab === 'coming' ? 1 : undefined;
}

/** race statuses 1, 2 and 4 have a track to open (spec §4) */
export function hasTrace(race: Pick<Race, 'status' | 'traceUrl'>): boolean {
  return ['1', '2', '4'].includes(race.status) && !!race.traceUrl && /^https?:\/\//i.test(race.traceUrl);
}

export const UNDATED_SORT = 9e12;
export const RACING_SORT = 9e13;

/** a local 'YYYY-MM-DD HH:mm(:ss)' as a number that orders like the time (no time zone involved) */
function timeKey(text: string | null): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?/.exec(text ?? '');
  if (!m) return null;
  return Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!, +(m[6] ?? 0));
}

/** the sort value of a race: its start; undated 9e12; racing (status 2) 9e13 (spec §4) */
export function raceSortKey(race: Pick<Race, 'status' | 'startTime'>): number {
  if (race.status === '2') return RACING_SORT;
  return timeKey(race.startTime) ?? UNDATED_SORT;
}

/** races by start time, undated after dated, the racing one last; ties keep their order */
export function sortRaces<T extends Pick<Race, 'status' | 'startTime'>>(races: T[]): T[] {
  return races
    .map((race, i) => ({ race, i, key: raceSortKey(race) }))
    .sort((a, b) => a.key - b.key || a.i - b.i)
    .map((x) => x.race);
}

// ---------------------------------------------------------------- paging (spec §4, §8)

export interface PagingState<T> {
  records: T[];
  pageNo: number;
  pages: number;
  total: number;
  loading: boolean;
}

export type PagingAction<T> =
  { type: 'loading' } | { type: 'loaded'; mode: 'replace' | 'append'; page: Page<T> | null };

export function initialPaging<T>(page: Page<T> | null, loadedPages = 1): PagingState<T> {
  return {
    records: page?.records ?? [],
    pageNo: page ? Math.min(loadedPages, Math.max(page.pages, 1)) : 1,
    pages: page?.pages ?? 0,
    total: page?.total ?? 0,
    loading: false,
  };
}

/**
 * A fresh load replaces the list (emptied when the call failed); load-more appends and
 * advances the page only while the current page is below the total pages, and keeps the
 * list when the call failed.
 */
export function pagingReducer<T>(state: PagingState<T>, action: PagingAction<T>): PagingState<T> {
  if (action.type === 'loading') return { ...state, loading: true };
  const { page, mode } = action;
  if (mode === 'replace') return initialPaging(page);
  if (!page) return { ...state, loading: false };
  // only the next page is appended (a late or repeated answer is dropped)
  if (state.pageNo >= state.pages || page.pageNo !== state.pageNo + 1) return { ...state, loading: false };
  return {
    records: [...state.records, ...page.records],
    pageNo: state.pageNo + 1,
    pages: page.pages,
    total: page.total,
    loading: false,
  };
}

/** more can be loaded while the current page is below the total pages */
export function hasMore(state: Pick<PagingState<unknown>, 'pageNo' | 'pages'>): boolean {
  return state.pageNo < state.pages;
}
