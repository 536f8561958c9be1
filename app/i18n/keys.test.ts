import { describe, expect, it } from 'vitest';
import en from './en';
import zh from './zh';

function keys(obj: object, prefix = ''): string[] {
  return Object.entries(obj).flatMap(([k, v]) =>
    v !== null && typeof v === 'object' ? keys(v as object, `${prefix}${k}.`) : [`${prefix}${k}`],
  );
}

describe('translations', () => {
  it('zh has exactly the keys of en', () => {
    const enKeys = keys(en).sort();
    const zhKeys = keys(zh).sort();
    expect(zhKeys.filter((k) => !enKeys.includes(k))).toEqual([]);
    expect(enKeys.filter((k) => !zhKeys.includes(k))).toEqual([]);
  });
  it('no message is empty', () => {
    for (const [lang, messages] of [
      ['en', en],
      ['zh', zh],
    ] as const) {
      for (const key of keys(messages)) {
        const value = key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], messages);
        expect(typeof value === 'string' && value.trim() !== '', `${lang}:${key}`).toBe(true);
      }
    }
  });
  it('has the status labels and the exact messages of docs/product.md §4, §5 and §8', () => {
    expect(en.events.status).toEqual({ '1': 'Coming', '2': 'Running', '3': 'Finished' });
    expect(zh.events.status).toEqual({ '1': '未开始', '2': '进行中', '3': '已结束' });
    expect(en.contact.tips).toBe('Tips');
    expect(zh.contact.tips).toBe('提示');
    expect(en.contact.emailFormat).toBe('Please fill in the correct email format');
    expect(zh.contact.emailFormat).toBe('请填写正确的邮箱格式');
    expect(en.contact.nameRequired).toBe('Please fill in your name and contact information');
    expect(zh.contact.nameRequired).toBe('请填写您的称呼及联系方式');
    expect([en.contact.sentTitle, en.contact.sentBody]).toEqual([
      'Sent successfully',
      'Your message has been submitted',
    ]);
    expect([zh.contact.sentTitle, zh.contact.sentBody]).toEqual(['发送成功', '您的留言已提交']);
    expect(en.errors.timeout).toBe('XMLHttpRequest timeout');
    expect(zh.video.unsupported).toBe('视频暂时无法播放，请稍后再试');
    expect(en.video.noCompatibleSource).toBe('No compatible source was found for this media.');
    expect(en.common.noMore).toBe('No more events');
  });
});
