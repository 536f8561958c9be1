import { describe, expect, it } from 'vitest';
import { inBothLanguages, inLanguage } from './in-both';

describe('a description in both languages', () => {
  const description = {
    image: { src: '/a.svg', width: 640, alt: { zh: '帆船', en: 'A sailing boat' } },
    rows: [
      { label: { zh: '重量', en: 'Weight' }, value: '303 g' },
      { label: { zh: '网络', en: 'Network' }, value: { zh: '铱星', en: 'Iridium' } },
    ],
    // a whole part may differ by language, e.g. lists of different lengths
    items: { zh: ['一', '二'], en: ['one'] },
  };

  it('takes the words of the language asked for and keeps what both share', () => {
    expect(inLanguage(description, 'en')).toEqual({
      image: { src: '/a.svg', width: 640, alt: 'A sailing boat' },
      rows: [
        { label: 'Weight', value: '303 g' },
        { label: 'Network', value: 'Iridium' },
      ],
      items: ['one'],
    });
  });

  it('gives the page in both languages with the same structure and order', () => {
    const { zh, en } = inBothLanguages(description);
    expect(zh.rows.map((row) => row.label)).toEqual(['重量', '网络']);
    expect(en.rows.map((row) => row.label)).toEqual(['Weight', 'Network']);
    expect(zh.image).toEqual({ src: '/a.svg', width: 640, alt: '帆船' });
    expect(zh.items).toEqual(['一', '二']);
  });

  it('treats an object with other keys besides zh and en as shared structure', () => {
    const mixed = { zh: 'x', en: 'y', note: 'z' };
    expect(inLanguage(mixed, 'zh')).toEqual(mixed);
  });
});
