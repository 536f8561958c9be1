/**
 * The calendars (issue 31; docs/api-contract.md "Calendars") read back by a real iCalendar parser
 * (ical.js), and the file's form checked strictly: CRLF line ends only, no line over 75 octets,
 * no UTF-8 character split by a fold, TEXT escaped.
 */
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import type { Event, Race } from '../../../../shared/api';
import { translate } from '../../../i18n';
import en from '../../../i18n/en';
import zh from '../../../i18n/zh';
import { eventCalendar, eventsCalendar, type CalendarContext } from './calendars';
import { escapeText, foldLine, MAX_LINE_OCTETS } from './ical';

const STAMP = Date.parse('2026-11-26T02:00:00Z');

function ctx(lang: 'zh' | 'en'): CalendarContext {
  const messages = lang === 'en' ? en : zh;
  return { origin: 'https://www.sailfish.example', lang, t: (k, v) => translate(messages, k, v), stamp: STAMP };
}

function event(over: Partial<Event> = {}): Event {
  return {
    eventCd: 'SF-NG-2026-SAIL',
    matchCd: 'M1',
    // every character RFC 5545 escapes, a line break, and a long run of Chinese (3 octets each)
    name: '第十五届全国运动会帆船项目；大鹏湾,深圳\\测试\n第二行' + '帆'.repeat(40),
    nameCode: '15th National Games; Sailing, Shenzhen \\ test',
    logo: null,
    thumb: null,
    status: '2',
    beginDate: '2026-11-23',
    endDate: '2026-11-29',
    address: '深圳市大鹏新区国家帆船帆板训练基地',
    addressCode: 'Dapeng, Shenzhen',
    officialWebsite: null,
    sponsor: null,
    sponsorEn: null,
    albumWebsite: null,
    isPublish: 1,
    ...over,
  };
}

const LEVELS = [{ levelCd: 'L470', levelName: '470级混合双人', levelNameCode: '470 Mixed' }];

function race(raceCd: string, status: string, startTime: string | null, endTime: string | null = null): Race {
  return {
    raceCd,
    levelCd: 'L470',
    roundName: `第${raceCd.slice(-1)}轮`,
    bureauName: 'A场区',
    startTime,
    endTime,
    status,
    raceMark: '梯形航线 O2 (Trapezoid Outer 2)',
    traceUrl: null,
    showTime: '',
  };
}

const RACES = [
  race('R1', '4', '2026-11-23 11:00:00', '2026-11-23 11:58:12'),
  race('R2', '1', '2026-11-26 14:30:00'),
  race('R3', '6', '2026-11-26 16:00:00'),
  race('R4', '0', null),
];

/** the strict form of RFC 5545 §3.1: CRLF only, ≤ 75 octets a line, folds between whole characters */
function expectWellFormed(file: string) {
  expect(file.endsWith('\r\n')).toBe(true);
  expect(file.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  const lines = file.slice(0, -2).split('\r\n');
  for (const line of lines) {
    expect(Buffer.byteLength(line, 'utf8'), line).toBeLessThanOrEqual(MAX_LINE_OCTETS);
    // a split character would decode to U+FFFD
    expect(Buffer.from(line, 'utf8').toString('utf8')).not.toContain('\ufffd');
  }
  // unfolded, every line is a property or BEGIN/END
  const unfolded = file.replace(/\r\n[ \t]/g, '');
  return unfolded.split('\r\n').filter(Boolean);
}

function parse(file: string) {
  return new ICAL.Component(ICAL.parse(file));
}

describe('an event’s calendar', () => {
  it('parses: its days as one all-day event and each race with a start as its own, UTC times, stable UIDs', () => {
    const file = eventCalendar(event(), LEVELS, RACES, 'Asia/Shanghai', ctx('zh'));
    const lines = expectWellFormed(file);
    expect(lines.some((l) => Buffer.byteLength(l) > MAX_LINE_OCTETS)).toBe(true); // folding was needed
    const cal = parse(file);
    expect(cal.getFirstPropertyValue('version')).toBe('2.0');
    expect(cal.getFirstPropertyValue('prodid')).toBeTruthy();
    const events = cal.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    expect(events.map((e) => e.uid)).toEqual([
      'event-SF-NG-2026-SAIL@www.sailfish.example',
      'race-R1@www.sailfish.example',
      'race-R2@www.sailfish.example',
      'race-R3@www.sailfish.example',
    ]);
    const [days, r1, r2, r3] = events;
    // the escaped name comes back whole, line break included
    expect(days!.summary).toBe(event().name);
    expect(days!.startDate.isDate).toBe(true);
    expect(days!.startDate.toString()).toBe('2026-11-23');
    expect(days!.endDate.toString()).toBe('2026-11-30'); // exclusive: the day after the last
    expect(days!.location).toBe('深圳市大鹏新区国家帆船帆板训练基地');
    // 11:00 in Shanghai is 03:00Z; the end as the race office wrote it
    expect(r1!.startDate.toString()).toBe('2026-11-23T03:00:00Z');
    expect(r1!.endDate.toString()).toBe('2026-11-23T03:58:12Z');
    expect(r1!.summary).toBe('470级混合双人 · 第1轮');
    expect(r1!.description).toBe('A场区\n梯形航线 O2 (Trapezoid Outer 2)');
    // without an end: an hour
    expect(r2!.endDate.toString()).toBe('2026-11-26T07:30:00Z');
    expect(r3!.component.getFirstPropertyValue('status')).toBe('CANCELLED');
    for (const v of cal.getAllSubcomponents('vevent')) {
      expect(v.getFirstPropertyValue('dtstamp')!.toString()).toBe('2026-11-26T02:00:00Z');
      expect(v.getFirstPropertyValue('url')).toBe('https://www.sailfish.example/events/detail/SF-NG-2026-SAIL');
    }
    // the same races, the same UIDs, whenever it is made
    const again = eventCalendar(event(), LEVELS, RACES, 'Asia/Shanghai', { ...ctx('zh'), stamp: STAMP + 86_400_000 });
    expect(again.match(/^UID:.*$/gm)).toEqual(file.match(/^UID:.*$/gm));
  });

  it('is in the language asked for', () => {
    const cal = parse(eventCalendar(event(), LEVELS, RACES, 'Asia/Shanghai', ctx('en')));
    const events = cal.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    expect(events[0]!.summary).toBe('15th National Games; Sailing, Shenzhen \\ test');
    expect(events[1]!.summary).toBe('470 Mixed · Race 1');
    expect(events[1]!.description).toBe('Area A\nO2 (Trapezoid Outer 2)');
    // an X- property is read as it is written (ical.js does not know it is TEXT): escaped
    expect(cal.getFirstPropertyValue('x-wr-calname')).toBe('15th National Games\\; Sailing\\, Shenzhen \\\\ test');
  });

  it('turns local times with the site’s zone (summer time included)', () => {
    const cal = parse(
      eventCalendar(event(), LEVELS, [race('R1', '1', '2026-07-01 09:00:00')], 'Europe/London', ctx('en')),
    );
    const r = new ICAL.Event(cal.getAllSubcomponents('vevent')[1]!);
    expect(r.startDate.toString()).toBe('2026-07-01T08:00:00Z');
  });
});

describe('the events list’s calendar', () => {
  it('parses: one all-day event per event, invalid dates left out', () => {
    const file = eventsCalendar(
      [
        event(),
        event({ eventCd: 'EV2', name: '厦门杯', nameCode: null, beginDate: '2026-12-01', endDate: '2026-12-01' }),
        event({ eventCd: 'BAD', beginDate: '2026-12-05', endDate: '2026-12-01' }),
      ],
      ctx('en'),
    );
    expectWellFormed(file);
    const cal = parse(file);
    expect(cal.getFirstPropertyValue('x-wr-calname')).toBe('SailFish events');
    const events = cal.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    expect(events.map((e) => [e.uid, e.summary, e.startDate.toString(), e.endDate.toString()])).toEqual([
      [
        'event-SF-NG-2026-SAIL@www.sailfish.example',
        '15th National Games; Sailing, Shenzhen \\ test',
        '2026-11-23',
        '2026-11-30',
      ],
      ['event-EV2@www.sailfish.example', '厦门杯', '2026-12-01', '2026-12-02'],
    ]);
  });
});

describe('the form of a line', () => {
  it('escapes \\ ; , and line breaks, and leaves control characters out', () => {
    expect(escapeText('a\\b;c,d\r\ne\nf\rg\u0000h\u0007')).toBe('a\\\\b\\;c\\,d\\ne\\nf\\ng' + 'h');
  });

  it('folds at 75 octets, never inside a character (1-, 2-, 3- and 4-octet ones)', () => {
    for (const ch of ['a', 'é', '帆', '😀']) {
      const line = `SUMMARY:${ch.repeat(100)}`;
      const folded = foldLine(line);
      const parts = folded.split('\r\n');
      expect(parts.length).toBeGreaterThan(1);
      for (const p of parts) {
        expect(Buffer.byteLength(p, 'utf8')).toBeLessThanOrEqual(75);
        expect(p).not.toContain('\ufffd');
      }
      expect(parts.slice(1).every((p) => p.startsWith(' '))).toBe(true);
      expect(folded.replace(/\r\n /g, '')).toBe(line);
    }
    expect(foldLine('x'.repeat(75))).toBe('x'.repeat(75));
    expect(foldLine('x'.repeat(76))).toBe(`${'x'.repeat(75)}\r\n x`);
  });
});
