/**
 * Pure rules of the events section (spec §4, §9): names in the page language, status tag
 * tones and the tab filter. Race order and the trace rule: races.ts; paging: paging.ts.
 */
import type { Event, Level } from '../../shared/api';
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
