/**
 * Demo protest hearings (issue 30): read from the seeded results, so that every DSQ, DPI, RDG and
 * DNE race score of the flagship's newest publications has the decided hearing that gave it
 * (same class, race and sail number: shared/hearings.ts `hearingIndex`), bilingual, heard on the
 * evening of the race's day; beside them the hearings every regatta has that change no score (a
 * protest dismissed, one withdrawn, a rule 69 warning, one heard and one still to come today),
 * and the protest time limit of each racing day. A few finished events get the hearings of their
 * DSQ and RDG scores too. Deterministic: built from the rows the seed made before.
 */
import type { Insertable } from 'kysely';
import type { HearingTable, HearingTimeLimitTable } from '../schema.js';
import { FLAGSHIP_EVENT_CD } from './events.js';
import type { SeedContext } from './context.js';
import { chinaDateTime } from './time.js';

export type NewHearing = Insertable<HearingTable>;
export type NewHearingTimeLimit = Insertable<HearingTimeLimitTable>;

interface Score {
  levelCd: string;
  race: string;
  sailNo: string;
  code: 'DSQ' | 'DPI' | 'RDG' | 'DNE';
  /** another boat of the class (the protestor of a protest) */
  other: string;
}

const CODE_RE = /\b(DSQ|DPI|RDG|DNE)\b/;

/** the DSQ, DPI, RDG and DNE race cells of the newest publication of each class of the event */
function scoresOf(ctx: SeedContext, eventCd: string): Score[] {
  const levels = ctx.rows.levels.filter((l) => l.eventCd === eventCd).map((l) => l.levelCd);
  const out: Score[] = [];
  for (const levelCd of levels) {
    const pubs = ctx.rows.scorePublications.filter((p) => p.levelCd === levelCd);
    const newest = pubs[pubs.length - 1];
    if (!newest) continue;
    const json = JSON.parse(newest.scores) as {
      header: { columnKey: string; columnName: string }[];
      data: Record<string, string>[];
    };
    const races = json.header.filter((h) => /^r\d+$/.test(h.columnKey));
    json.data.forEach((row, i) => {
      for (const h of races) {
        const m = CODE_RE.exec(row[h.columnKey] ?? '');
        if (!m) continue;
        const other = json.data[(i + 3) % json.data.length]!.sailNo!;
        out.push({ levelCd, race: h.columnName, sailNo: row.sailNo!, code: m[1] as Score['code'], other });
      }
    });
  }
  return out;
}

/** the day ('YYYY-MM-DD') a class's race was sailed, from the seeded races ('R6' → `{levelCd}-R06`) */
function dayOf(ctx: SeedContext, levelCd: string, race: string): string | null {
  const n = Number(/\d+/.exec(race)?.[0]);
  const row = ctx.rows.races.find(
    (r) => r.levelCd === levelCd && r.raceCd === `${levelCd}-R${String(n).padStart(2, '0')}`,
  );
  return row?.startTime ? row.startTime.slice(0, 10) : null;
}

const ROOM = '仲裁室（赛事中心二楼）';
const ROOM_EN = 'Jury room (race office, 1st floor)';

/** the hearing that gave a score, decided */
function decidedHearing(
  ctx: SeedContext,
  s: Score,
  levelName: string,
  levelNameEn: string,
): Omit<NewHearing, 'number'> {
  const day = dayOf(ctx, s.levelCd, s.race) ?? '2026-01-01';
  const base = {
    eventCd: '',
    levelCd: s.levelCd,
    races: s.race,
    hearingTime: `${day} 19:00:00`,
    room: ROOM,
    roomEn: ROOM_EN,
    status: 'decided',
    decisionFile: null,
    isPublish: 1,
    createdAt: `${day}T10:00:00.000Z`,
    updatedAt: `${day}T12:30:00.000Z`,
  };
  if (s.code === 'RDG')
    return {
      ...base,
      kind: 'redress',
      protestor: s.sailNo,
      protestees: '',
      rules: 'RRS 60.1(b), 62.1(b), A10(a)',
      decision: `${s.sailNo} 在${levelName} ${s.race} 中因救助遇险船只而名次受损，非其自身过错。准予补偿：${s.race} 按附录 A10(a) 计为该船其他各轮（不含 ${s.race}）的平均分（RDG）。`,
      decisionEn: `${s.sailNo} lost places in ${levelNameEn} ${s.race} while helping a boat in danger, through no fault of her own. Redress is given: in ${s.race} she scores the average of her points in all other races (A10(a)), RDG.`,
    };
  return {
    ...base,
    kind: 'protest',
    protestor: s.other,
    protestees: s.sailNo,
    rules: 'RRS 10',
    decision: `事实认定：${levelName} ${s.race} 中，左舷受风的 ${s.sailNo} 未避让右舷受风的 ${s.other}，二船发生接触，无损伤。${s.sailNo} 未作处罚转圈。\n结论：${s.sailNo} 违反规则 10。\n裁决：${s.sailNo} 在 ${s.race} 中被取消资格（${s.code}）。`,
    decisionEn: `Facts found: in ${levelNameEn} ${s.race}, ${s.sailNo} on port tack did not keep clear of ${s.other} on starboard tack; the boats touched, without damage. ${s.sailNo} did not take a penalty.\nConclusion: ${s.sailNo} broke rule 10.\nDecision: ${s.sailNo} is disqualified in ${s.race} (${s.code}).`,
  };
}

function levelNames(ctx: SeedContext, levelCd: string): [string, string] {
  const l = ctx.rows.levels.find((x) => x.levelCd === levelCd);
  return [l?.levelName ?? levelCd, l?.levelNameCode ?? l?.levelName ?? levelCd];
}

/** the flagship's hearings: one for each score a hearing gave, and the usual others */
function flagshipHearings(ctx: SeedContext): void {
  const eventCd = FLAGSHIP_EVENT_CD;
  const scores = scoresOf(ctx, eventCd);
  const levels = ctx.rows.levels.filter((l) => l.eventCd === eventCd);
  const races = ctx.rows.races.filter((r) => levels.some((l) => l.levelCd === r.levelCd));
  const now = chinaDateTime(ctx.now);
  const today = now.slice(0, 10);
  const sailedDays = [
    ...new Set(races.filter((r) => r.status === '4' && r.startTime).map((r) => r.startTime!.slice(0, 10))),
  ].sort();
  const racingDays = [...new Set(races.filter((r) => r.startTime).map((r) => r.startTime!.slice(0, 10)))].sort();
  const first = levels[0]!;
  const third = levels[2] ?? first;
  const sailNoOf = (levelCd: string, k: number) => {
    const pubs = ctx.rows.scorePublications.filter((p) => p.levelCd === levelCd);
    const data = (JSON.parse(pubs[pubs.length - 1]!.scores) as { data: { sailNo: string }[] }).data;
    return data[k % data.length]!.sailNo;
  };
  const [n1, n1En] = levelNames(ctx, first.levelCd);
  const [n3, n3En] = levelNames(ctx, third.levelCd);
  const day1 = sailedDays[0] ?? today;
  const day2 = sailedDays[1] ?? day1;
  const stamp = (day: string, h: string) => ({ createdAt: `${day}T10:00:00.000Z`, updatedAt: `${day}T${h}:00.000Z` });
  const others: Omit<NewHearing, 'number'>[] = [
    {
      eventCd: '',
      kind: 'protest',
      protestor: sailNoOf(first.levelCd, 1),
      protestees: sailNoOf(first.levelCd, 5),
      levelCd: first.levelCd,
      races: 'R1',
      rules: 'RRS 11, 14',
      hearingTime: `${day1} 19:00:00`,
      room: ROOM,
      roomEn: ROOM_EN,
      status: 'decided',
      decision: `事实认定：${n1} R1 起航后，二船同舷受风，无接触。证据不足以认定上风船未避让。\n裁决：抗议驳回，成绩不变。`,
      decisionEn: `Facts found: after the start of ${n1En} R1 the boats were on the same tack and did not touch. The evidence does not show that the windward boat failed to keep clear.\nDecision: the protest is dismissed; the results stand.`,
      decisionFile: null,
      isPublish: 1,
      ...stamp(day1, '12:40'),
    },
    {
      eventCd: '',
      kind: 'protest',
      protestor: sailNoOf(third.levelCd, 2),
      protestees: sailNoOf(third.levelCd, 7),
      levelCd: third.levelCd,
      races: 'R2',
      rules: 'RRS 18.2',
      hearingTime: `${day1} 19:30:00`,
      room: ROOM,
      roomEn: ROOM_EN,
      status: 'withdrawn',
      decision: null,
      decisionEn: null,
      decisionFile: null,
      isPublish: 1,
      ...stamp(day1, '11:20'),
    },
    {
      eventCd: '',
      kind: 'misconduct',
      protestor: '技术代表 Technical Delegate',
      protestees: sailNoOf(third.levelCd, 11),
      levelCd: third.levelCd,
      races: 'R3',
      rules: 'RRS 69.2',
      hearingTime: `${day2} 20:00:00`,
      room: ROOM,
      roomEn: ROOM_EN,
      status: 'decided',
      decision: `${sailNoOf(third.levelCd, 11)} 在 ${n3} R3 结束后对比赛官员言语不当。仲裁委员会予以警告，不作处罚。`,
      decisionEn: `${sailNoOf(third.levelCd, 11)} used offensive language to a race official after ${n3En} R3. The protest committee gives a warning; no penalty.`,
      decisionFile: null,
      isPublish: 1,
      ...stamp(day2, '12:50'),
    },
  ];
  if (sailedDays.includes(today)) {
    others.push(
      {
        eventCd: '',
        kind: 'protest',
        protestor: 'Race Committee',
        protestees: `${sailNoOf(third.levelCd, 4)}\n${sailNoOf(third.levelCd, 9)}`,
        levelCd: third.levelCd,
        races: 'R6',
        rules: 'RRS 28.1',
        hearingTime: `${sailedDays[sailedDays.length - 2] ?? today} 20:40:00`,
        room: ROOM,
        roomEn: ROOM_EN,
        status: 'heard',
        decision: null,
        decisionEn: null,
        decisionFile: null,
        isPublish: 1,
        ...stamp(today, '04:00'),
      },
      {
        eventCd: '',
        kind: 'redress',
        protestor: sailNoOf(first.levelCd, 8),
        protestees: '',
        levelCd: first.levelCd,
        races: 'R7',
        rules: 'RRS 62.1(a)',
        hearingTime: `${today} 19:30:00`,
        room: ROOM,
        roomEn: ROOM_EN,
        status: 'scheduled',
        decision: null,
        decisionEn: null,
        decisionFile: null,
        isPublish: 1,
        ...stamp(today, '04:10'),
      },
    );
  }
  const given = scores.map((s) => {
    const [name, nameEn] = levelNames(ctx, s.levelCd);
    return decidedHearing(ctx, s, name, nameEn);
  });
  const all = [...others, ...given].sort((a, b) =>
    (a.hearingTime ?? '') < (b.hearingTime ?? '') ? -1 : (a.hearingTime ?? '') > (b.hearingTime ?? '') ? 1 : 0,
  );
  // hearings of one evening a quarter of an hour apart
  const perDay = new Map<string, number>();
  all.forEach((h, i) => {
    const day = (h.hearingTime ?? '').slice(0, 10);
    const k = perDay.get(day) ?? 0;
    perDay.set(day, k + 1);
    const minutes = 19 * 60 + k * 20;
    const time = `${day} ${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}:00`;
    ctx.rows.hearings.push({
      ...h,
      eventCd,
      number: i + 1,
      hearingTime: h.status === 'scheduled' || h.status === 'heard' ? h.hearingTime : time,
    });
  });
  // the protest time limit of each racing day: an hour after the day's last race came ashore, or 18:30 ahead of time
  for (const day of racingDays) {
    const ends = races.filter((r) => r.endTime && r.endTime.startsWith(day)).map((r) => r.endTime!.slice(11, 16));
    const last = ends.sort().pop();
    const limit = last ? addMinutes(last, 60) : '18:30';
    ctx.rows.hearingTimeLimits.push({
      eventCd,
      day,
      limitTime: limit,
      note: last ? `当日最后一轮结束（${last}）后 60 分钟` : '暂定：当日最后一轮结束后 60 分钟，以公告为准',
      noteEn: last
        ? `60 minutes after the day’s last race finished (${last})`
        : 'Provisional: 60 minutes after the day’s last race, as posted',
      updatedAt: `${day}T08:00:00.000Z`,
    });
  }
}

function addMinutes(hhmm: string, minutes: number): string {
  const [h, m] = hhmm.split(':').map(Number) as [number, number];
  const total = Math.min(23 * 60 + 55, Math.ceil((h * 60 + m + minutes) / 5) * 5);
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

/** the hearings of a finished event's DSQ and RDG scores (where its results have them) */
function finishedHearings(ctx: SeedContext, eventCd: string): boolean {
  const scores = scoresOf(ctx, eventCd);
  if (scores.length === 0) return false;
  scores
    .map((s) => {
      const [name, nameEn] = levelNames(ctx, s.levelCd);
      return decidedHearing(ctx, s, name, nameEn);
    })
    .sort((a, b) => ((a.hearingTime ?? '') < (b.hearingTime ?? '') ? -1 : 1))
    .forEach((h, i) => {
      // an evening's hearings 20 minutes apart
      const minutes = 19 * 60 + (i % 4) * 20;
      const time = `${(h.hearingTime ?? '').slice(0, 10)} ${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}:00`;
      ctx.rows.hearings.push({ ...h, eventCd, number: i + 1, hearingTime: time });
    });
  return true;
}

export function seedHearings(ctx: SeedContext): void {
  flagshipHearings(ctx);
  const finished = ctx.rows.events
    .filter((e) => e.isPublish === 1 && e.status === '3' && e.eventCd !== FLAGSHIP_EVENT_CD)
    .map((e) => e.eventCd);
  let n = 0;
  for (const eventCd of finished) {
    if (n >= 3) break;
    if (finishedHearings(ctx, eventCd)) n++;
  }
}
