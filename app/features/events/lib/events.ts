/**
 * Pure rules of the events section (docs/product.md §4, §9): names in the page language, status tag
 * tones and the tab filter. Race order and the trace rule: races.ts; paging: paging.ts.
 */
import type { Event, Level, Page, Race } from '../../../../shared/api';
import type { Lang } from '../../../../shared/lang';
import type { Tone } from '../../../components/status-tag';

export type { Tone };

/** Chinese shows name/address; other languages nameCode/addressCode, falling back (docs/product.md §2 (Events list)) */
export function eventName(event: Pick<Event, 'name' | 'nameCode'>, lang: Lang): string {
  return lang === 'zh' ? event.name : event.nameCode?.trim() || event.name;
}
/**
 * `lang` attribute of a piece of content shown on a page of `lang`: 'zh-CN' when an English page
 * falls back to the Chinese (docs/decisions/0017: short text is shown marked as Chinese)
 */
export function fallbackLang(lang: Lang, english: string | null | undefined): 'zh-CN' | undefined {
  return lang === 'en' && !english?.trim() ? 'zh-CN' : undefined;
}
/** the organiser in the page's language: its English name on English pages when there is one */
export function eventSponsor(event: Pick<Event, 'sponsor' | 'sponsorEn'>, lang: Lang): string | null {
  return (lang === 'zh' ? event.sponsor : event.sponsorEn?.trim() || event.sponsor)?.trim() || null;
}
export function eventAddress(event: Pick<Event, 'address' | 'addressCode'>, lang: Lang): string {
  return (lang === 'zh' ? event.address : event.addressCode?.trim() || event.address) ?? '';
}
/** levelNameCode when the language is not zh and it exists (docs/product.md §2 (Event)) */
export function levelName(level: Pick<Level, 'levelName' | 'levelNameCode'>, lang: Lang): string {
  return lang === 'zh' ? level.levelName : level.levelNameCode?.trim() || level.levelName;
}

/**
 * The browser title of an event's pages (issue 14, docs/decisions/0008-event-page-titles.md):
 * the event's name, after the level's on a level page, in the page language.
 */
export function eventPageTitle(
  event: Pick<Event, 'name' | 'nameCode'>,
  lang: Lang,
  level?: Pick<Level, 'levelName' | 'levelNameCode'>,
): string {
  return level ? `${levelName(level, lang)} · ${eventName(event, lang)}` : eventName(event, lang);
}

/** the translation of a message with `{{name}}` placeholders (the `t` of useTranslation) */
type Translate = (key: string, vars: Record<string, string>) => string;

/**
 * The events list's count line: '25 events', '1 event for “q”'; a search whose count stopped
 * (Page.totalCapped: more than SEARCH_COUNT_CAP match) '1000+ events for “q”'.
 */
export function eventCount(page: Pick<Page<unknown>, 'total' | 'totalCapped'>, q: string, t: Translate): string {
  const total = String(page.total);
  if (page.totalCapped)
    return q ? t('events.list.countForCapped', { total, q }) : t('events.list.countCapped', { total });
  if (q) return page.total === 1 ? t('events.list.countForOne', { q }) : t('events.list.countFor', { total, q });
  return page.total === 1 ? t('events.list.countOne', {}) : t('events.list.count', { total });
}

/**
 * A race's round in the page language. Races carry a Chinese name only (`roundName`, e.g.
 * 第1轮); in other languages 第N轮 reads 'Race N' (race.name.round), any other name as stored.
 */
export function roundName(race: Pick<Race, 'roundName'>, lang: Lang, t: Translate): string {
  const m = lang === 'zh' ? null : /^\s*第\s*(\d+)\s*轮\s*$/.exec(race.roundName);
  return m ? t('race.name.round', { n: String(Number(m[1])) }) : race.roundName;
}

/** a race's course area (`bureauName`, e.g. A场区) in the page language: 'Area A' in English, else as stored */
export function courseArea(race: Pick<Race, 'bureauName'>, lang: Lang, t: Translate): string | null {
  const name = race.bureauName?.trim() || null;
  const m = name && lang !== 'zh' ? /^([A-Za-z0-9]{1,3})\s*(?:号)?\s*场区$/.exec(name) : null;
  return m ? t('race.name.area', { area: m[1]!.toUpperCase() }) : name;
}

const CJK_RUN = /[\u2e80-\u9fff\uf900-\ufaff\u3000-\u303f\uff00-\uffef]+/g;

/**
 * A race's course (`raceMark`) in the page language. Courses are often written in both
 * languages ('梯形航线 O2 (Trapezoid Outer 2)', '离岸航线 Coastal Course 28 nm'): in other
 * languages than Chinese the Chinese words are left out when Latin ones remain; a course
 * written only in Chinese stays as stored.
 */
export function courseName(race: Pick<Race, 'raceMark'>, lang: Lang): string | null {
  const name = race.raceMark?.trim() || null;
  if (!name || lang === 'zh' || !/[\u2e80-\u9fff]/.test(name)) return name;
  const latin = name
    .replace(CJK_RUN, ' ')
    .replace(/\(\s*\)/g, ' ')
    .replace(/\s+([),.])/g, '$1')
    .replace(/\(\s+/g, '(')
    .replace(/\s{2,}/g, ' ')
    .trim();
  return /[A-Za-z]/.test(latin) ? latin : name;
}

/** event status '1' primary, '2' warning, anything else dark (docs/product.md §4) */
export function eventTone(status: string | null | undefined): Tone {
  return status === '1' ? 'primary' : status === '2' ? 'warning' : 'dark';
}
/** level tags follow the event's colours: not started, racing, finished */
export const levelTone = eventTone;
/** race tags: racing is the success tag of docs/product.md §4; see docs/decisions/0002-status-codes.md */
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
/** running sends status 2, coming status 1, all none (docs/product.md §4) */
export function tabStatus(tab: EventTab): 1 | 2 | undefined {
  return tab === 'running' ? 2 : tab === 'coming' ? 1 : undefined;
}
/**
 * The order of a tab, the same on the home page and the events list (issue 28 item 8): "all"
 * puts what is on now first (running, then coming soonest first, then the rest: event/list sort
 * 'current'); running and coming by begin date, newest first.
 */
export function tabSort(tab: EventTab): 'current' | 'begin_date' {
  return tab === 'all' ? 'current' : 'begin_date';
}
