import { describe, expect, it } from 'vitest';
import { groupFieldName, groupValue, inLanguage, splitBilingual } from './content-language';

describe('splitBilingual', () => {
  it('splits a result title at its separator', () => {
    expect(splitBilingual('第十五届全运会 470级 临时成绩（第3轮后） · 470 Provisional Results after R3')).toEqual({
      zh: '第十五届全运会 470级 临时成绩（第3轮后）',
      en: '470 Provisional Results after R3',
    });
  });

  it('splits a note after the Chinese sentence', () => {
    expect(splitBilingual('本级别不去掉成绩，所有轮次均计入总分。 No discard in this class: every race counts.')).toEqual({
      zh: '本级别不去掉成绩，所有轮次均计入总分。',
      en: 'No discard in this class: every race counts.',
    });
    expect(
      splitBilingual('第6轮补偿申请（第 #5 号听证）裁决：补偿成绩按 A10(a) 计算。 Request for redress in R6 (hearing #5): redress given under A10(a).'),
    ).toEqual({
      zh: '第6轮补偿申请（第 #5 号听证）裁决：补偿成绩按 A10(a) 计算。',
      en: 'Request for redress in R6 (hearing #5): redress given under A10(a).',
    });
  });

  it('keeps Latin words inside a Chinese text (class names, codes) in the Chinese part', () => {
    expect(splitBilingual('全运会帆船 ILCA 7')).toEqual({ zh: '全运会帆船 ILCA 7', en: null });
    expect(splitBilingual('DNC、DNS 计报名船数加 1 分')).toEqual({ zh: 'DNC、DNS 计报名船数加 1 分', en: null });
  });

  it('reads English-first text too', () => {
    expect(splitBilingual('Final Results · 最终成绩')).toEqual({ en: 'Final Results', zh: '最终成绩' });
    expect(splitBilingual('No discard. 不去掉成绩。')).toEqual({ en: 'No discard.', zh: '不去掉成绩。' });
  });

  it('treats text without Chinese as English only, and empty text as nothing', () => {
    expect(splitBilingual('Sailwave results')).toEqual({ zh: null, en: 'Sailwave results' });
    expect(splitBilingual('  ')).toEqual({ zh: null, en: null });
  });

  it('is linear on a hostile string', () => {
    const s = `${'中 '.repeat(50_000)}${'a · '.repeat(50_000)}`;
    const t0 = performance.now();
    splitBilingual(s);
    expect(performance.now() - t0).toBeLessThan(500);
  });
});

describe('inLanguage', () => {
  const note = '采用低分制。 Low Point System.';
  it('shows the page language part only', () => {
    expect(inLanguage(note, 'zh')).toEqual({ text: '采用低分制。', lang: null });
    expect(inLanguage(note, 'en')).toEqual({ text: 'Low Point System.', lang: null });
  });
  it('shows the other part marked when the page language has none', () => {
    expect(inLanguage('只有中文', 'en')).toEqual({ text: '只有中文', lang: 'zh-CN' });
    expect(inLanguage('English only', 'zh')).toEqual({ text: 'English only', lang: 'en' });
  });
});

describe('groups', () => {
  it('translates the common division words and marks the rest', () => {
    expect(groupValue('Boys', 'zh')).toEqual({ text: '男子组', lang: null });
    expect(groupValue('男子组', 'en')).toEqual({ text: 'Boys', lang: null });
    expect(groupValue('Boys', 'en')).toEqual({ text: 'Boys', lang: null });
    expect(groupValue('Fleet A', 'zh')).toEqual({ text: 'Fleet A', lang: 'en' });
  });
  it('uses the site word for the field name unless the stored one is in the page language', () => {
    expect(groupFieldName('Division', 'zh', '组别')).toBe('组别');
    expect(groupFieldName('Division', 'en', 'Group')).toBe('Division');
    expect(groupFieldName('组别', 'en', 'Group')).toBe('Group');
    expect(groupFieldName(null, 'en', 'Group')).toBe('Group');
  });
});
