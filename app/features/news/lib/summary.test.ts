import { describe, expect, it } from 'vitest';
import { toSummary } from './summary';

describe('news summaries', () => {
  it('keep what a list shows: no content, the excerpt and the date', () => {
    const s = toSummary({
      newsCd: 'N1',
      title: 'T',
      content: `<p>${'x'.repeat(120)}</p>`,
      thumbUrl: '/uploads/n1.svg',
      publishTime: '2026-11-21 11:58:54',
      type: 2,
    });
    expect(s).toEqual({
      newsCd: 'N1',
      title: 'T',
      thumbUrl: '/uploads/n1.svg',
      date: '2026-11-21',
      type: 2,
      excerpt: `${'x'.repeat(100)}…`,
    });
  });
});
