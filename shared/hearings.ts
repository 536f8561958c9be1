/**
 * Protest hearings (issue 30; docs/api-contract.md "Hearings"): what the public API answers for an
 * event's hearings and protest time limits, and the rule that links a result cell (a DSQ, DPI,
 * RDG or DNE score) to the decided hearing that gave it. No zod here: the web app imports it.
 *
 * Times are the site's local time (SITE_TIME_ZONE): a hearing's time 'YYYY-MM-DD HH:mm:ss', a
 * racing day 'YYYY-MM-DD' and its protest time limit 'HH:mm'.
 */

/** what a hearing is about: a protest, a request for redress, a request to reopen, rule 69 misconduct, another hearing */
export const HEARING_KINDS = ['protest', 'redress', 'reopening', 'misconduct', 'other'] as const;
export type HearingKind = (typeof HEARING_KINDS)[number];

/** where a hearing is: scheduled, heard (the decision is being written), decided, withdrawn */
export const HEARING_STATUSES = ['scheduled', 'heard', 'decided', 'withdrawn'] as const;
export type HearingStatus = (typeof HEARING_STATUSES)[number];

/** the scores a decision may give that link to it from the results */
export const HEARING_CODES = ['DSQ', 'DPI', 'RDG', 'DNE'] as const;
export type HearingCode = (typeof HEARING_CODES)[number];

/** a published hearing as the public API answers it */
export interface Hearing {
  /** the site's number of the hearing within its event: 1, 2, 3 … in the order they were entered */
  number: number;
  kind: HearingKind;
  /** the protesting party: a sail number (or 'Race Committee', 'Protest Committee') */
  protestor: string;
  /** the boats protested, by sail number (none for a request for redress against no boat) */
  protestees: string[];
  /** the class (level) the hearing is about, null when none was given */
  levelCd: string | null;
  /** the class's name and English name (null without a class) */
  levelName: string | null;
  levelNameCode: string | null;
  /** the races as the results name them ('R3', 'R4'); empty when none */
  races: string[];
  /** the rules alleged broken or applied ('RRS 10, 14'), null when none */
  rules: string | null;
  /** 'YYYY-MM-DD HH:mm:ss' in the site's time zone, null when not scheduled yet */
  hearingTime: string | null;
  room: string | null;
  roomEn: string | null;
  status: HearingStatus;
  /** the decision, plain text (line breaks kept), null when none yet */
  decision: string | null;
  /** the decision in English, null when there is none (English pages then show `decision`, marked) */
  decisionEn: string | null;
  /** the decision's document (a PDF or picture under /uploads), null when none */
  decisionFile: string | null;
  /** ISO 8601 UTC: the hearing's last change */
  updatedAt: string;
}

/** the protest time limit of one racing day */
export interface HearingTimeLimit {
  /** 'YYYY-MM-DD' */
  day: string;
  /** 'HH:mm' in the site's time zone */
  limitTime: string;
  note: string | null;
  noteEn: string | null;
}

/** POST /event/hearings/{eventCd}: the published hearings, by number, and the time limits, by day */
export interface HearingBoard {
  eventCd: string;
  /** the site's time zone (SITE_TIME_ZONE, an IANA name): every time of the board is on its clock */
  timeZone: string;
  hearings: Hearing[];
  timeLimits: HearingTimeLimit[];
}

/** the anchor of a hearing on the hearings page: 'h-12' */
export function hearingAnchor(number: number): string {
  return `h-${number}`;
}

/** the hearings page of an event, at a hearing when `number` is given */
export function hearingsPath(eventCd: string, number?: number): string {
  const base = `/events/hearings/${encodeURIComponent(eventCd)}`;
  return number === undefined ? base : `${base}#${hearingAnchor(number)}`;
}

/**
 * A race as it is compared: upper case, without blanks, numbers without leading zeros ('r 03',
 * 'R03' and 'R3' are one race; 'Q1' and 'F1' stay apart). A race code of the console ('R01' of a
 * seeded class) and a results column ('R1') meet here.
 */
export function raceKey(race: string): string {
  return race
    .toUpperCase()
    .replace(/\s+/g, '')
    .replace(/\d+/g, (digits) => String(Number(digits)));
}

/** a sail number as it is compared: upper case, without blanks and dashes ('chn-1234', 'CHN 1234') */
export function sailKey(sailNo: string): string {
  return sailNo.toUpperCase().replace(/[\s\-_.]+/g, '');
}

/** which kinds of hearing give a code (the first that fits is preferred) */
const KINDS_OF_CODE: Record<HearingCode, readonly HearingKind[]> = {
  RDG: ['redress', 'reopening'],
  DSQ: ['protest', 'misconduct', 'reopening'],
  DPI: ['protest', 'misconduct', 'reopening'],
  DNE: ['protest', 'misconduct', 'reopening'],
};

/** the parties of a hearing a code is given to: redress is asked for by the protestor, a penalty goes to a protestee */
function partiesFor(h: Pick<Hearing, 'protestor' | 'protestees'>, code: HearingCode): string[] {
  return code === 'RDG' ? [h.protestor, ...h.protestees] : [...h.protestees, h.protestor];
}

/** the hearings that may have given a class's scores, looked up by race and sail number */
export interface HearingIndex {
  /** the hearing that gave `code` to the boat `sailNo` in `race`, or null */
  find(race: string, sailNo: string, code: string | null | undefined): Hearing | null;
}

/**
 * The decided hearings of one class, indexed for the results (issue 30): a DSQ, DPI, RDG or DNE
 * score links to the decided hearing of the same class whose races hold the cell's race and whose
 * parties hold the boat's sail number; of several, the one whose kind gives that code (a redress
 * hearing an RDG, a protest or rule 69 hearing a DSQ), then the lowest number. Withdrawn,
 * scheduled and heard hearings give no scores.
 */
export function hearingIndex(hearings: readonly Hearing[], levelCd: string): HearingIndex {
  const byRace = new Map<string, Hearing[]>();
  const decided = hearings
    .filter((h) => h.status === 'decided' && h.levelCd === levelCd)
    .sort((a, b) => a.number - b.number);
  for (const h of decided) {
    for (const race of h.races) {
      const key = raceKey(race);
      const list = byRace.get(key) ?? [];
      if (!list.includes(h)) list.push(h);
      byRace.set(key, list);
    }
  }
  return {
    find(race, sailNo, code) {
      if (!code || !(HEARING_CODES as readonly string[]).includes(code)) return null;
      const c = code as HearingCode;
      const boat = sailKey(sailNo);
      if (!boat) return null;
      const candidates = (byRace.get(raceKey(race)) ?? []).filter((h) =>
        partiesFor(h, c).some((p) => sailKey(p) === boat),
      );
      if (candidates.length === 0) return null;
      const kinds = KINDS_OF_CODE[c];
      return candidates.find((h) => kinds.includes(h.kind)) ?? candidates[0]!;
    },
  };
}
