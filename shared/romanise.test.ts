import { describe, expect, it } from 'vitest';
import { chineseNames, hanWords, hasHan, latinKey, pinyinKey, romanName, romanText } from './romanise.js';

describe('romanName', () => {
  it('writes a Chinese name World Sailing style: surname in capitals, given name as one capitalised word', () => {
    expect(romanName('余雅琴')).toBe('YU Yaqin');
    expect(romanName('潘可馨')).toBe('PAN Kexin');
    expect(romanName('张伟')).toBe('ZHANG Wei');
    expect(romanName('田鹏飞')).toBe('TIAN Pengfei');
  });

  it('keeps a compound surname together', () => {
    expect(romanName('欧阳晓梅')).toBe('OUYANG Xiaomei');
    expect(romanName('司马光')).toBe('SIMA Guang');
    expect(romanName('诸葛亮')).toBe('ZHUGE Liang');
    // two characters: a single surname and a given name
    expect(romanName('欧阳')).toBe('OU Yang');
  });

  it('reads surnames with their surname reading', () => {
    expect(romanName('单雪')).toBe('SHAN Xue');
    expect(romanName('曾浩然')).toBe('ZENG Haoran');
    expect(romanName('解思远')).toBe('XIE Siyuan');
    expect(romanName('区嘉怡')).toBe('OU Jiayi');
    expect(romanName('仇博文')).toBe('QIU Bowen');
    expect(romanName('朴一鸣')).toBe('PIAO Yiming');
    expect(romanName('尉迟恭')).toBe('YUCHI Gong');
  });

  it('writes ü as yu after l and n, as Chinese passports do', () => {
    expect(romanName('吕雪')).toBe('LYU Xue');
    expect(romanName('居然')).toBe('JU Ran');
  });

  it('reads traditional characters', () => {
    expect(romanName('陳雅琴')).toBe('CHEN Yaqin');
  });

  it('romanises each name of a crew list and keeps the separators', () => {
    expect(romanName('张伟 / 李娜')).toBe('ZHANG Wei / LI Na');
    expect(romanName('张伟、李娜')).toBe('ZHANG Wei、LI Na');
  });

  it('reads a name written with a space inside as one name', () => {
    expect(romanName('张　伟')).toBe('ZHANG Wei');
    expect(romanName('余 雅琴')).toBe('YU Yaqin');
    expect(romanName('欧阳 晓梅')).toBe('OUYANG Xiaomei');
    expect(romanName('张伟 李娜')).toBe('ZHANG Wei LI Na');
    expect(romanName('张　伟 / 李　娜')).toBe('ZHANG Wei / LI Na');
    expect(chineseNames('张　伟 李娜 Tom')).toEqual(['张伟', '李娜']);
  });

  it('romanises only the Han parts of mixed text', () => {
    expect(romanName('Tom 张伟')).toBe('Tom ZHANG Wei');
    expect(romanName('张伟(HKG)')).toBe('ZHANG Wei(HKG)');
    expect(romanName('李娜Anna')).toBe('LI Na Anna');
  });

  it('gives null for names already in Latin letters and for empty text', () => {
    expect(romanName('Lukas MÜLLER')).toBeNull();
    expect(romanName('CHAN Ka Ho')).toBeNull();
    expect(romanName('')).toBeNull();
  });
});

describe('romanText', () => {
  it('writes club names in pinyin word by word', () => {
    expect(romanText('深圳市帆船队')).toBe('Shenzhen Shi Fanchuan Dui');
    expect(romanText('山东省水上运动管理中心')).toBe('Shandong Sheng Shuishang Yundong Guanli Zhongxin');
    expect(romanText('宁波帆船运动学校')).toBe('Ningbo Fanchuan Yundong Xuexiao');
    expect(romanText('厦门帆船帆板队')).toBe('Xiamen Fanchuan Fanban Dui');
    expect(romanText('青岛帆船俱乐部')).toBe('Qingdao Fanchuan Julebu');
    expect(romanText('绿色')).toBe('Lü Se');
  });

  it('keeps Latin text and gives null without Han characters', () => {
    expect(romanText('Shenzhen Sailing Team')).toBeNull();
    expect(romanText('深圳 Sailing 队')).toBe('Shenzhen Sailing Dui');
    expect(romanText('')).toBeNull();
  });

  it('splits a run into the listed words, else single characters', () => {
    expect(hanWords('深圳湾帆船俱乐部')).toEqual(['深圳湾', '帆船', '俱乐部']);
    expect(hanWords('市')).toEqual(['市']);
  });
});

describe('pinyinKey', () => {
  it('gives pinyin without tones, lower case, no spaces', () => {
    expect(pinyinKey('余雅琴')).toBe('yuyaqin');
    expect(pinyinKey('深圳市帆船队')).toBe('shenzhenshifanchuandui');
    expect(pinyinKey('吕雪')).toBe('lvxue');
  });

  it('reads the first character as a surname when asked', () => {
    expect(pinyinKey('单雪', { name: true })).toBe('shanxue');
    expect(pinyinKey('曾浩然', { name: true })).toBe('zenghaoran');
  });

  it('keeps Latin letters and digits, without accents', () => {
    expect(pinyinKey('Team 深圳 2')).toBe('teamshenzhen2');
    expect(latinKey('Lukas MÜLLER')).toBe('lukasmuller');
    expect(hasHan('abc')).toBe(false);
  });
});
