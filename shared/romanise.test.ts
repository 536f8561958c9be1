import { describe, expect, it } from 'vitest';
import { chineseNames, hanWords, hasHan, latinKey, pinyinKey, romanName, romanText } from './romanise.js';
import { expectEach } from '../tests/helpers/expect-each.js';

describe('romanName', () => {
  it('writes a Chinese name World Sailing style: surname in capitals, given name as one capitalised word', () => {
    expectEach(romanName, { 余雅琴: 'YU Yaqin', 潘可馨: 'PAN Kexin', 张伟: 'ZHANG Wei', 田鹏飞: 'TIAN Pengfei' });
  });

  it('keeps a compound surname together', () => {
    expectEach(romanName, {
      欧阳晓梅: 'OUYANG Xiaomei',
      司马光: 'SIMA Guang',
      诸葛亮: 'ZHUGE Liang',
      // two characters: a single surname and a given name
      欧阳: 'OU Yang',
    });
  });

  it('reads surnames with their surname reading', () => {
    expectEach(romanName, {
      单雪: 'SHAN Xue',
      曾浩然: 'ZENG Haoran',
      解思远: 'XIE Siyuan',
      区嘉怡: 'OU Jiayi',
      仇博文: 'QIU Bowen',
      朴一鸣: 'PIAO Yiming',
      尉迟恭: 'YUCHI Gong',
    });
  });

  it('writes ü as yu after l and n, as Chinese passports do; reads traditional characters', () => {
    expectEach(romanName, { 吕雪: 'LYU Xue', 居然: 'JU Ran', 陳雅琴: 'CHEN Yaqin' });
  });

  it('romanises each name of a crew list and keeps the separators', () => {
    expectEach(romanName, { '张伟 / 李娜': 'ZHANG Wei / LI Na', '张伟、李娜': 'ZHANG Wei、LI Na' });
  });

  it('reads a name written with a space inside as one name', () => {
    expectEach(romanName, {
      '张　伟': 'ZHANG Wei',
      '余 雅琴': 'YU Yaqin',
      '欧阳 晓梅': 'OUYANG Xiaomei',
      '张伟 李娜': 'ZHANG Wei LI Na',
      '张　伟 / 李　娜': 'ZHANG Wei / LI Na',
    });
    expect(chineseNames('张　伟 李娜 Tom')).toEqual(['张伟', '李娜']);
  });

  it('romanises only the Han parts of mixed text', () => {
    expectEach(romanName, { 'Tom 张伟': 'Tom ZHANG Wei', '张伟(HKG)': 'ZHANG Wei(HKG)', 李娜Anna: 'LI Na Anna' });
  });

  it('gives null for names already in Latin letters and for empty text', () => {
    expectEach(romanName, { 'Lukas MÜLLER': null, 'CHAN Ka Ho': null, '': null });
  });
});

describe('romanText', () => {
  it('writes club names in pinyin word by word', () => {
    expectEach(romanText, {
      深圳市帆船队: 'Shenzhen Shi Fanchuan Dui',
      山东省水上运动管理中心: 'Shandong Sheng Shuishang Yundong Guanli Zhongxin',
      宁波帆船运动学校: 'Ningbo Fanchuan Yundong Xuexiao',
      厦门帆船帆板队: 'Xiamen Fanchuan Fanban Dui',
      青岛帆船俱乐部: 'Qingdao Fanchuan Julebu',
      绿色: 'Lü Se',
    });
  });

  it('keeps Latin text and gives null without Han characters', () => {
    expectEach(romanText, { 'Shenzhen Sailing Team': null, '深圳 Sailing 队': 'Shenzhen Sailing Dui', '': null });
  });

  it('splits a run into the listed words, else single characters', () => {
    expectEach(hanWords, { 深圳湾帆船俱乐部: ['深圳湾', '帆船', '俱乐部'], 市: ['市'] });
  });
});

describe('pinyinKey', () => {
  it('gives pinyin without tones, lower case, no spaces', () => {
    expectEach(pinyinKey, { 余雅琴: 'yuyaqin', 深圳市帆船队: 'shenzhenshifanchuandui', 吕雪: 'lvxue' });
  });

  it('reads the first character as a surname when asked', () => {
    expectEach((text) => pinyinKey(text, { name: true }), { 单雪: 'shanxue', 曾浩然: 'zenghaoran' });
  });

  it('keeps Latin letters and digits, without accents', () => {
    expect(pinyinKey('Team 深圳 2')).toBe('teamshenzhen2');
    expect(latinKey('Lukas MÜLLER')).toBe('lukasmuller');
    expect(hasHan('abc')).toBe(false);
  });
});
