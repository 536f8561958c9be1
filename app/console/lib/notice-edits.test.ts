import { describe, expect, it } from 'vitest';
import { htmlToText, noticeBody, textToHtml } from './notice-edits';

describe('the console notice form', () => {
  it('writes typed text as escaped paragraphs and reads it back', () => {
    const html = textToHtml('Line 1\nLine <2>\n\n  Second & last  \n');
    expect(html).toBe('<p>Line 1<br />Line &#60;2&#62;</p><p>Second &#38; last</p>');
    expect(htmlToText(html)).toBe('Line 1\nLine <2>\n\nSecond & last');
    expect(textToHtml('   ')).toBe('');
  });
  it('makes the body, publishing only when asked', () => {
    const body = noticeBody({ kind: 'bogus', title: ' T ', titleEn: '', content: 'x', fileUrl: '' }, false);
    expect(body).toEqual({
      kind: 'other',
      title: 'T',
      titleEn: null,
      content: '<p>x</p>',
      contentEn: '',
      fileUrl: null,
    });
    expect(noticeBody({ kind: 'notice', title: 'T' }, true).isPublish).toBe(1);
  });
});
