/** The day on the water's rules (docs/product.md "The day on the water"): the site's date, starting soon, before/while/after. */
import { describe, expect, it } from 'vitest';
import type { Race } from '../../../../shared/api';
import { dayState, eventDays, PROGRAMME_MAX_DAYS, raceDay, STARTING_SOON_MS } from './race-day';

const SH = 'Asia/Shanghai';
const LEVELS = [
  { levelCd: 'A', levelName: '470级', levelNameCode: '470' },
  { levelCd: 'B', levelName: '49er级', levelNameCode: '49er' },
  { levelCd: 'C', levelName: 'OP级', levelNameCode: 'Optimist' },
];
const EVENT = { beginDate: '2026-11-23', endDate: '2026-11-27' };

function race(raceCd: string, levelCd: string, status: string, startTime: string | null): Race {
  return {
    raceCd,
    levelCd,
    roundName: `第${raceCd.slice(-1)}轮`,
    bureauName: 'A场区',
    startTime,
    endTime: null,
    status,
    raceMark: null,
    traceUrl: null,
    showTime: '',
  };
}

/** the instant of a Shanghai wall time (UTC+8, no summer time) */
const sh = (local: string) => Date.parse(`${local.replace(' ', 'T')}+08:00`);

describe('dayState', () => {
  const start = '2026-11-26 14:30:00';
  it('a scheduled race is starting soon from 15 minutes before its start to the start, both included', () => {
    const r = race('R1', 'A', '1', start);
    expect(dayState(r, sh(start) - STARTING_SOON_MS - 1, SH)).toBe('scheduled');
    expect(dayState(r, sh(start) - STARTING_SOON_MS, SH)).toBe('soon');
    expect(dayState(r, sh(start) - 60_000, SH)).toBe('soon');
    expect(dayState(r, sh(start), SH)).toBe('soon');
    // the start has passed and the race office has not said it is racing: still scheduled
    expect(dayState(r, sh(start) + 1000, SH)).toBe('scheduled');
  });

  it('reads the start on the site zone’s clock, not the machine’s', () => {
    const r = race('R1', 'A', '1', '2026-07-01 09:00:00');
    // 09:00 in London (summer time, UTC+1) is 08:00Z; in Shanghai it is 01:00Z
    expect(dayState(r, Date.parse('2026-07-01T07:50:00Z'), 'Europe/London')).toBe('soon');
    expect(dayState(r, Date.parse('2026-07-01T07:50:00Z'), SH)).toBe('scheduled');
    expect(dayState(r, Date.parse('2026-07-01T00:50:00Z'), SH)).toBe('soon');
  });

  it('every other status is its own state, whatever the time; a start without seconds is read too', () => {
    const at = sh('2026-11-26 14:20:00');
    const states = ['0', '2', '3', '4', '5', '6'].map((s) => dayState(race('R1', 'A', s, '2026-11-26 14:30'), at, SH));
    expect(states).toEqual(['planned', 'racing', 'postponed', 'finished', 'abandoned', 'cancelled']);
    expect(dayState(race('R1', 'A', '1', '2026-11-26 14:30'), at, SH)).toBe('soon');
    expect(dayState(race('R1', 'A', '1', null), at, SH)).toBe('scheduled');
    expect(dayState(race('R1', 'A', '9', '2026-11-26 14:30'), at, SH)).toBe('planned');
  });
});

describe('raceDay', () => {
  const races = [
    race('A1', 'A', '4', '2026-11-25 11:00:00'),
    race('A2', 'A', '4', '2026-11-26 11:00:00'),
    race('A3', 'A', '1', '2026-11-26 14:30:00'),
    race('A4', 'A', '2', '2026-11-26 12:40:00'),
    race('B1', 'B', '2', '2026-11-25 22:00:00'), // offshore, started yesterday, still racing
    race('B2', 'B', '1', '2026-11-27 11:00:00'),
    race('C1', 'C', '0', null),
  ];

  it('while the event runs: today’s races of each class on the site’s date, racing first, the idle classes named', () => {
    const view = raceDay(EVENT, LEVELS, races, sh('2026-11-26 14:20:00'), SH);
    expect(view.kind).toBe('today');
    if (view.kind !== 'today') return;
    expect(view.date).toBe('2026-11-26');
    expect(view.classes.map((c) => [c.level.levelCd, c.races.map((r) => `${r.race.raceCd}:${r.state}`)])).toEqual([
      ['A', ['A4:racing', 'A2:finished', 'A3:soon']],
      ['B', ['B1:racing']],
    ]);
    expect(view.idle.map((l) => l.levelCd)).toEqual(['C']);
  });

  it('the site’s date decides “today” at the edges of the day, wherever the server is', () => {
    // 23:59:59 on the 25th in Shanghai is 15:59:59Z; one second later it is the 26th
    const before = raceDay(EVENT, LEVELS, races, Date.parse('2026-11-25T15:59:59Z'), SH);
    const after = raceDay(EVENT, LEVELS, races, Date.parse('2026-11-25T16:00:00Z'), SH);
    expect(before.kind === 'today' && before.date).toBe('2026-11-25');
    expect(after.kind === 'today' && after.date).toBe('2026-11-26');
    if (before.kind !== 'today') return;
    expect(before.classes.flatMap((c) => c.races.map((r) => r.race.raceCd))).toEqual(['A4', 'A1', 'B1']);
    // the same instant in UTC is still the 25th: another zone, another day
    const utc = raceDay(EVENT, LEVELS, races, Date.parse('2026-11-26T00:30:00Z'), 'UTC');
    expect(utc.kind === 'today' && utc.date).toBe('2026-11-26');
    const early = raceDay(EVENT, LEVELS, races, Date.parse('2026-11-25T23:30:00Z'), 'UTC');
    expect(early.kind === 'today' && early.date).toBe('2026-11-25');
  });

  it('before the event: the programme, one entry a day from the first to the last, races by class', () => {
    const view = raceDay(
      { beginDate: '2026-11-26', endDate: '2026-11-28' },
      LEVELS,
      races,
      sh('2026-11-25 23:59:59'),
      SH,
    );
    expect(view.kind).toBe('programme');
    if (view.kind !== 'programme') return;
    expect(view.days.map((d) => d.date)).toEqual(['2026-11-26', '2026-11-27', '2026-11-28']);
    expect(view.days[0]!.classes.map((c) => c.races.map((r) => r.race.raceCd))).toEqual([['A4', 'A2', 'A3']]);
    expect(view.days[1]!.classes.map((c) => c.races.map((r) => r.race.raceCd))).toEqual([['B2']]);
    expect(view.days[2]!.classes).toEqual([]);
  });

  it('on the first day it is today’s racing, after the last day nothing', () => {
    expect(raceDay(EVENT, LEVELS, races, sh('2026-11-23 00:00:00'), SH).kind).toBe('today');
    expect(raceDay(EVENT, LEVELS, races, sh('2026-11-27 23:59:59'), SH).kind).toBe('today');
    expect(raceDay(EVENT, LEVELS, races, sh('2026-11-28 00:00:00'), SH)).toEqual({ kind: 'none' });
    expect(raceDay({ beginDate: '', endDate: 'x' }, LEVELS, races, sh('2026-11-26 10:00:00'), SH)).toEqual({
      kind: 'none',
    });
  });

  it('a running day without races says so (no classes), and the programme stops at its limit', () => {
    const view = raceDay(EVENT, LEVELS, [], sh('2026-11-24 10:00:00'), SH);
    expect(view).toEqual({ kind: 'today', date: '2026-11-24', classes: [], idle: LEVELS });
    expect(eventDays('2026-01-01', '2026-12-31')).toHaveLength(PROGRAMME_MAX_DAYS);
    expect(eventDays('2026-02-27', '2026-03-02')).toEqual(['2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02']);
    expect(eventDays('2026-03-02', '2026-03-01')).toEqual([]);
  });
});
