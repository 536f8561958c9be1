import { describe, expect, it } from 'vitest';
import { translate } from '../../../i18n';
import en from '../../../i18n/en';
import zh from '../../../i18n/zh';
import eventPagesEn from '../messages/event-pages.en';
import {
  courseArea,
  courseName,
  eventAddress,
  eventCount,
  eventName,
  eventPageTitle,
  eventTone,
  levelName,
  parseTab,
  raceTone,
  roundName,
  tabStatus,
} from './events';
import { hasTrace, raceSortKey, sortRaces } from './races';

describe('names in the page language', () => {
  it('Chinese shows name/address; English the codes, falling back', () => {
    const e = { name: '青岛帆船周', nameCode: 'Qingdao Sailing Week', address: '青岛', addressCode: null };
    expect(eventName(e, 'zh')).toBe('青岛帆船周');
    expect(eventName(e, 'en')).toBe('Qingdao Sailing Week');
    expect(eventAddress(e, 'en')).toBe('青岛');
    expect(eventName({ name: '青岛', nameCode: '  ' }, 'en')).toBe('青岛');
    expect(levelName({ levelName: '激光级', levelNameCode: 'ILCA 7' }, 'en')).toBe('ILCA 7');
    expect(levelName({ levelName: '激光级', levelNameCode: 'ILCA 7' }, 'zh')).toBe('激光级');
  });

  // a `t` that fills the English messages in, like the page's
  const t = (key: string, vars: Record<string, string>) => translate(en, key, vars, [eventPagesEn]);

  it('English race names and course areas from the Chinese pattern; other text as stored (issue 14)', () => {
    expect(roundName({ roundName: '第1轮' }, 'en', t)).toBe('Race 1');
    expect(roundName({ roundName: ' 第 12 轮 ' }, 'en', t)).toBe('Race 12');
    expect(roundName({ roundName: '第1轮' }, 'zh', t)).toBe('第1轮');
    for (const other of ['Medal Race', '决赛', '第1轮（重赛）', 'R1'])
      expect(roundName({ roundName: other }, 'en', t)).toBe(other);
    expect(courseArea({ bureauName: 'A场区' }, 'en', t)).toBe('Area A');
    expect(courseArea({ bureauName: 'b 场区' }, 'en', t)).toBe('Area B');
    expect(courseArea({ bureauName: '2号场区' }, 'en', t)).toBe('Area 2');
    expect(courseArea({ bureauName: 'A场区' }, 'zh', t)).toBe('A场区');
    expect(courseArea({ bureauName: '奥帆中心场区' }, 'en', t)).toBe('奥帆中心场区');
    expect(courseArea({ bureauName: 'Course Area Alpha' }, 'en', t)).toBe('Course Area Alpha');
    expect(courseArea({ bureauName: null }, 'en', t)).toBeNull();
    expect(courseArea({ bureauName: '  ' }, 'zh', t)).toBeNull();
  });

  it("an event page's title is the event's name, after the level's on a level page (issue 14)", () => {
    const event = { name: '第十五届全国运动会帆船项目', nameCode: '15th National Games Sailing' };
    const level = { levelName: '470级混合双人', levelNameCode: '470 Mixed' };
    expect(eventPageTitle(event, 'zh')).toBe('第十五届全国运动会帆船项目');
    expect(eventPageTitle(event, 'en')).toBe('15th National Games Sailing');
    expect(eventPageTitle(event, 'zh', level)).toBe('470级混合双人 · 第十五届全国运动会帆船项目');
    expect(eventPageTitle(event, 'en', level)).toBe('470 Mixed · 15th National Games Sailing');
    // no English names: the Chinese ones
    expect(
      eventPageTitle({ name: '2026日照帆船公开赛', nameCode: null }, 'en', { levelName: '激光级', levelNameCode: '' }),
    ).toBe('激光级 · 2026日照帆船公开赛');
  });
});

describe('status tags', () => {
  it("event status '1' primary, '2' warning, else dark", () => {
    expect(eventTone('1')).toBe('primary');
    expect(eventTone('2')).toBe('warning');
    expect(eventTone('3')).toBe('dark');
    expect(eventTone('9')).toBe('dark');
    expect(eventTone(null)).toBe('dark');
  });
  it('a racing race is the success tag', () => {
    expect(raceTone('2')).toBe('success');
  });
});

describe('tabs', () => {
  it('running sends 2, coming 1, all none; junk is all', () => {
    expect(tabStatus(parseTab('running'))).toBe(2);
    expect(tabStatus(parseTab('coming'))).toBe(1);
    expect(tabStatus(parseTab('all'))).toBeUndefined();
    expect(parseTab('<script>')).toBe('all');
    expect(parseTab(null)).toBe('all');
  });
});

describe('trace button', () => {
  it('race status 1, 2 and 4 with a link have one; others none', () => {
    const url = 'https://tracking.example/replay/1';
    for (const s of ['1', '2', '4']) expect(hasTrace({ status: s, traceUrl: url })).toBe(true);
    for (const s of ['0', '3', '5', '6', '']) expect(hasTrace({ status: s, traceUrl: url })).toBe(false);
    expect(hasTrace({ status: '2', traceUrl: null })).toBe(false);
    expect(hasTrace({ status: '2', traceUrl: 'javascript:alert(1)' })).toBe(false);
  });
});

describe('race order', () => {
  it('the racing race first (issue 14), then by start time; undated as 9e12 after the dated', () => {
    const races = [
      { id: 'undated', status: '0', startTime: null },
      { id: 'late', status: '4', startTime: '2026-11-20 14:00:00' },
      { id: 'racing', status: '2', startTime: '2026-11-20 10:00:00' },
      { id: 'early', status: '4', startTime: '2026-11-19 11:00:00' },
      { id: 'undated2', status: '0', startTime: null },
    ];
    expect(sortRaces(races).map((r) => r.id)).toEqual(['racing', 'early', 'late', 'undated', 'undated2']);
    expect(raceSortKey({ status: '0', startTime: null })).toBe(9e12);
    expect(raceSortKey({ status: '4', startTime: '2026-11-20 10:00:00' })).toBe(Date.UTC(2026, 10, 20, 10));
    expect(raceSortKey({ status: '2', startTime: '2026-11-20 10:00:00' })).toBe(-9e13);
  });

  it('mid-regatta: the race in progress above the finished ones, the next and the unsailed below', () => {
    const races = [
      ...Array.from({ length: 7 }, (_, i) => ({
        id: `R${i + 1}`,
        status: '4',
        startTime: `2026-11-2${Math.floor(i / 2)} 1${i % 2}:00:00`,
      })),
      { id: 'R8', status: '2', startTime: '2026-11-23 12:40:00' },
      { id: 'R9', status: '1', startTime: '2026-11-23 14:30:00' },
      { id: 'R10', status: '0', startTime: null },
    ];
    expect(sortRaces(races).map((r) => r.id)).toEqual(['R8', 'R1', 'R2', 'R3', 'R4', 'R5', 'R6', 'R7', 'R9', 'R10']);
  });

  it('a racing race without a start time is still first; two racing keep their order; the input is not changed', () => {
    const races = [
      { id: 'done', status: '4', startTime: '2026-11-20 09:00:00' },
      { id: 'racingA', status: '2', startTime: null },
      { id: 'racingB', status: '2', startTime: '2026-11-20 08:00:00' },
    ];
    expect(sortRaces(races).map((r) => r.id)).toEqual(['racingA', 'racingB', 'done']);
    expect(races.map((r) => r.id)).toEqual(['done', 'racingA', 'racingB']);
  });
});

describe('courseName', () => {
  const c = (raceMark: string | null, lang: 'zh' | 'en') => courseName({ raceMark }, lang);
  it('leaves the Chinese words out of a two-language course in English', () => {
    expect(c('梯形航线 O2 (Trapezoid Outer 2)', 'en')).toBe('O2 (Trapezoid Outer 2)');
    expect(c('离岸航线 Coastal Course 28 nm', 'en')).toBe('Coastal Course 28 nm');
    expect(c('Course Race 梯形航线 (O2)', 'en')).toBe('Course Race (O2)');
    expect(c('Slalom 直线竞速 (SL)', 'en')).toBe('Slalom (SL)');
  });
  it('keeps Chinese pages, Latin-only and Chinese-only courses as stored', () => {
    expect(c('梯形航线 O2 (Trapezoid Outer 2)', 'zh')).toBe('梯形航线 O2 (Trapezoid Outer 2)');
    expect(c('Windward-Leeward 2 laps (L2)', 'en')).toBe('Windward-Leeward 2 laps (L2)');
    expect(c('梯形航线', 'en')).toBe('梯形航线');
    expect(c(null, 'en')).toBeNull();
    expect(c('  ', 'en')).toBeNull();
  });
});

describe('the events list count line', () => {
  const tr = (messages: typeof en) => (key: string, vars: Record<string, string>) => translate(messages, key, vars);

  it('says the exact count, one event in the singular', () => {
    const t = tr(en);
    expect(eventCount({ total: 60 }, '', t)).toBe('60 events');
    expect(eventCount({ total: 1 }, '', t)).toBe('1 event');
    expect(eventCount({ total: 12 }, 'qingdao', t)).toBe('12 events for “qingdao”');
    expect(eventCount({ total: 1 }, '全运会', t)).toBe('1 event for “全运会”');
  });

  it('a count that stopped (totalCapped) reads as more than the total, in both languages', () => {
    expect(eventCount({ total: 1000, totalCapped: true }, 'regatta', tr(en))).toBe('1000+ events for “regatta”');
    expect(eventCount({ total: 1000, totalCapped: true }, '帆船', tr(zh))).toBe('“帆船”超过 1000 项赛事');
    expect(eventCount({ total: 1000, totalCapped: true }, '', tr(zh))).toBe('超过 1000 项赛事');
    expect(eventCount({ total: 1000, totalCapped: true }, '', tr(en))).toBe('1000+ events');
  });
});
