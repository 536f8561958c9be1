/** The rule that links a result cell to the decided hearing that gave it (issue 30). */
import { describe, expect, it } from 'vitest';
import { hearingIndex, hearingsPath, raceKey, sailKey, type Hearing } from './hearings.js';

const h = (over: Partial<Hearing>): Hearing => ({
  number: 1,
  kind: 'protest',
  protestor: 'CHN 1',
  protestees: ['CHN 2'],
  levelCd: 'L470',
  levelName: '470',
  levelNameCode: '470',
  races: ['R3'],
  rules: 'RRS 10',
  hearingTime: '2026-11-20 19:00:00',
  room: null,
  roomEn: null,
  status: 'decided',
  decision: 'DSQ',
  decisionEn: null,
  decisionFile: null,
  updatedAt: '2026-11-20T12:00:00.000Z',
  ...over,
});

describe('hearingIndex', () => {
  it('links a DSQ to the decided protest of the same class, race and protestee', () => {
    const index = hearingIndex([h({ number: 4 })], 'L470');
    expect(index.find('R3', 'CHN 2', 'DSQ')?.number).toBe(4);
    // another race, another boat, another class, a code no hearing gives, no code
    expect(index.find('R4', 'CHN 2', 'DSQ')).toBeNull();
    expect(index.find('R3', 'CHN 9', 'DSQ')).toBeNull();
    expect(hearingIndex([h({ number: 4 })], 'L49').find('R3', 'CHN 2', 'DSQ')).toBeNull();
    expect(index.find('R3', 'CHN 2', 'DNF')).toBeNull();
    expect(index.find('R3', 'CHN 2', null)).toBeNull();
    expect(index.find('R3', '', 'DSQ')).toBeNull();
  });

  it('reads races and sail numbers as the results and the console write them', () => {
    const index = hearingIndex([h({ number: 2, races: ['R03', 'r 4'], protestees: ['chn-2'] })], 'L470');
    expect(index.find('R3', 'CHN 2', 'DSQ')?.number).toBe(2);
    expect(index.find('R4', 'CHN2', 'DPI')?.number).toBe(2);
    expect(index.find('Q3', 'CHN 2', 'DSQ')).toBeNull();
    expect(raceKey('r 03')).toBe('R3');
    expect(raceKey('F10')).toBe('F10');
    expect(sailKey(' chn-1234 ')).toBe('CHN1234');
  });

  it('gives nothing for hearings not decided (scheduled, heard, withdrawn)', () => {
    for (const status of ['scheduled', 'heard', 'withdrawn'] as const)
      expect(hearingIndex([h({ status })], 'L470').find('R3', 'CHN 2', 'DSQ')).toBeNull();
  });

  it('links an RDG to the redress hearing its boat asked for, over a protest she was party to', () => {
    const index = hearingIndex(
      [
        h({ number: 1, kind: 'protest', protestor: 'CHN 7', protestees: ['CHN 2'] }),
        h({ number: 2, kind: 'redress', protestor: 'CHN 7', protestees: [] }),
      ],
      'L470',
    );
    expect(index.find('R3', 'CHN 7', 'RDG')?.number).toBe(2);
    // a DSQ of the protestor (both boats penalised) links to the protest
    expect(index.find('R3', 'CHN 7', 'DSQ')?.number).toBe(1);
    expect(index.find('R3', 'CHN 2', 'DNE')?.number).toBe(1);
  });

  it('of two that fit, takes the lowest number', () => {
    const index = hearingIndex([h({ number: 9 }), h({ number: 3 })], 'L470');
    expect(index.find('R3', 'CHN 2', 'DSQ')?.number).toBe(3);
  });

  it('addresses a hearing on its event’s page', () => {
    expect(hearingsPath('SF NG', 12)).toBe('/events/hearings/SF%20NG#h-12');
    expect(hearingsPath('E1')).toBe('/events/hearings/E1');
  });
});
