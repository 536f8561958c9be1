import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Race } from '../../../../shared/api';
import { createI18n, I18nProvider } from '../../../i18n';
import zh from '../../../i18n/zh';
import { RaceTable } from './race-table';

const race = (n: number, status: string, startTime: string | null): Race => ({
  raceCd: `R${n}`,
  levelCd: 'LV',
  roundName: `第${n}轮`,
  bureauName: 'A场区',
  startTime,
  endTime: null,
  status,
  raceMark: 'L2',
  traceUrl: `https://tracking.example.org/${n}`,
  showTime: startTime ? startTime.slice(0, 16) : '',
});

/** the rows of the table body: [attributes of <tr>, text] */
function rows(races: Race[]): { attrs: string; text: string }[] {
  const html = renderToString(
    <I18nProvider i18n={createI18n('zh', zh)}>
      <RaceTable races={races} levelName="470级" />
    </I18nProvider>,
  );
  const body = html.slice(html.indexOf('<tbody>'));
  return [...body.matchAll(/<tr([^>]*)>(.*?)<\/tr>/g)].map((m) => ({
    attrs: m[1]!,
    text: m[2]!.replace(/<[^>]+>/g, ' '),
  }));
}

describe('race table', () => {
  it('shows the race in progress first, marked as the current row, with its racing tag', () => {
    const list = rows([
      race(1, '4', '2026-11-20 11:00:00'),
      race(2, '4', '2026-11-20 13:30:00'),
      race(3, '2', '2026-11-21 12:40:00'),
      race(4, '1', '2026-11-21 14:30:00'),
      race(5, '0', null),
    ]);
    expect(list.map((r) => r.text.match(/第\d轮/)?.[0])).toEqual(['第3轮', '第1轮', '第2轮', '第4轮', '第5轮']);
    expect(list[0]!.attrs).toContain('aria-current="true"');
    expect(list[0]!.attrs).toMatch(/class="[^"]+"/);
    expect(list[0]!.text).toContain(zh.race.status['2']);
    for (const other of list.slice(1)) {
      expect(other.attrs).not.toContain('aria-current');
      expect(other.attrs).not.toContain('class=');
    }
  });

  it('without a race in progress: by start time, no row marked', () => {
    const list = rows([race(2, '4', '2026-11-20 13:30:00'), race(3, '0', null), race(1, '4', '2026-11-20 11:00:00')]);
    expect(list.map((r) => r.text.match(/第\d轮/)?.[0])).toEqual(['第1轮', '第2轮', '第3轮']);
    for (const row of list) expect(row.attrs).not.toContain('aria-current');
  });
});
