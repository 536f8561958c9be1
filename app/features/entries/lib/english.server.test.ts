import { describe, expect, it } from 'vitest';
import { entriesForPage } from './english.server';

const level = {
  levelCd: 'L1',
  levelName: '470级混合双人',
  levelNameCode: '470 Mixed',
  hasResults: false,
  entries: [
    { sailNo: 'CHN 7', nationality: 'CHN', helm: '王浩', crew: '李娜', club: '青岛帆船俱乐部', group: '' },
    { sailNo: 'GBR 1', nationality: 'GBR', helm: 'Anna Smith', crew: '', club: 'Royal Yacht Club', group: '' },
  ],
};

describe('entriesForPage', () => {
  it('leaves a Chinese page as entered', () => {
    expect(entriesForPage([level], 'zh')[0]!.entries).toEqual(level.entries);
  });
  it('romanises Chinese names and puts Chinese clubs in English on an English page, and nothing else', () => {
    const [chn, gbr] = entriesForPage([level], 'en')[0]!.entries;
    expect(chn).toMatchObject({
      helm: '王浩',
      helmRoman: 'WANG Hao',
      crewRoman: 'LI Na',
      clubEn: 'Qingdao Sailing Club',
    });
    expect(gbr).toEqual(level.entries[1]);
  });
});
