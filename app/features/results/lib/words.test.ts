/** The words of issue 28 item 6: plurals in English, the discard rule's name in Chinese. */
import { describe, expect, it } from 'vitest';
import { translate } from '../../../i18n';
import resultsEn from '../messages/results.en';
import resultsZh from '../messages/results.zh';
import cellsEn from '../messages/cells.en';
import cellsZh from '../messages/cells.zh';
import { changeWords, discardWords, noteText } from './words';

const tEn = (key: string, vars?: Record<string, string | number>) => translate({} as never, key, vars, [resultsEn, cellsEn]);
const tZh = (key: string, vars?: Record<string, string | number>) => translate({} as never, key, vars, [resultsZh, cellsZh]);

describe('result words', () => {
  it('says the discard rule with proper plurals: "1 discard after 4 races"', () => {
    expect(discardWords(4, tEn)).toBe('1 discard after 4 races');
    expect(discardWords(1, tEn)).toBe('1 discard after 1 race');
    expect(discardWords(4, tZh)).toBe('完成 4 轮后去掉最差成绩');
  });

  it('says places gained or lost with proper plurals: "up 1 place"', () => {
    expect(changeWords(1, tEn)).toBe('up 1 place since the previous results');
    expect(changeWords(3, tEn)).toBe('up 3 places since the previous results');
    expect(changeWords(-1, tEn)).toBe('down 1 place since the previous results');
    expect(changeWords(-2, tEn)).toBe('down 2 places since the previous results');
    expect(changeWords(1, tZh)).toBe('较上次成绩上升 1 名');
  });

  it('calls the discard rule 去掉最差成绩 in notes imported with the old word 弃赛规则', () => {
    expect(noteText('弃赛规则：完成 4 轮后去掉 1 轮。 Discards: 1 after 4.')).toBe(
      '去掉最差成绩：完成 4 轮后去掉 1 轮。 Discards: 1 after 4.',
    );
  });

  it('no Chinese message of the results says 弃赛规则 (it means retiring from a race)', () => {
    expect(JSON.stringify([resultsZh, cellsZh])).not.toContain('弃赛');
  });
});
