import { describe, expect, it } from 'vitest';
import {
  characters,
  decodeEntities,
  ELLIPSIS,
  EXCERPTS_KEPT_CHARS,
  excerptsKeptChars,
  htmlToText,
  newsExcerpt,
} from './excerpt';

describe('htmlToText', () => {
  // each rule with the markup it reads and the text it must give
  const rules: [rule: string, cases: [html: string, text: string][]][] = [
    [
      'strips tags, keeping words apart at block boundaries and together across inline ones',
      [
        ['<p>one</p><p>two</p>', 'one two'],
        ['<p>Sail<strong>Fish</strong> <em>wins</em></p>', 'SailFish wins'],
        ['<ul><li>a</li><li>b</li></ul>line<br>break', 'a b line break'],
        ['<a href="/x" title="a > b">link</a> text', 'link text'],
      ],
    ],
    [
      'drops scripts, styles, comments and broken tags with their contents',
      [
        ['<script>alert(1)</script><style>p{}</style><!-- note -->text', 'text'],
        ['text <img src=x', 'text'],
        ['1 < 2 and 3 > 2', '1 < 2 and 3 > 2'],
      ],
    ],
    [
      'decodes entities after stripping, so escaped markup stays text',
      [
        ['<p>&lt;b&gt;bold&lt;/b&gt; &amp; co</p>', '<b>bold</b> & co'],
        ['Tom&nbsp;&amp;&nbsp;Jerry&hellip;', 'Tom & Jerry…'],
      ],
    ],
    [
      'collapses all whitespace (tabs, newlines, no-break and ideographic spaces) to single spaces',
      [
        ['  a\n\n\tb\u00a0\u00a0c\u3000d  ', 'a b c d'],
        ['<p>\n  first\n</p>\n\n<p>  second  </p>', 'first second'],
        ['soft&shy;hyphen zero\u200bwidth', 'softhyphen zerowidth'],
      ],
    ],
    [
      'leaves no space between Chinese paragraphs, but keeps the one next to Latin text',
      [
        ['<p>第一段。</p><p>第二段</p>', '第一段。第二段'],
        ['<p>重 110 克</p><p>SF-Tracer</p>', '重 110 克 SF-Tracer'],
      ],
    ],
  ];
  it.each(rules)('%s', (_rule, cases) => {
    for (const [html, text] of cases) expect(htmlToText(html)).toBe(text);
  });

  it('never runs the words of two blocks together: a heading ends a sentence, other blocks a space (issue 14)', () => {
    // the news excerpt of issue 14 read "…4 个点。产品与服务帆鱼体育…"
    expect(htmlToText('<p>每秒最多 4 个点。</p>\n<h2>产品与服务</h2>\n<p>帆鱼体育专注于帆船赛事服务</p>')).toBe(
      '每秒最多 4 个点。产品与服务。帆鱼体育专注于帆船赛事服务',
    );
    expect(htmlToText('<h2>Products and services</h2><p>SailFish builds trackers</p>')).toBe(
      'Products and services. SailFish builds trackers',
    );
    for (const tag of ['h1', 'h3', 'h6', 'dt', 'th', 'figcaption'])
      expect(htmlToText(`<${tag}>标题</${tag}>正文`)).toBe('标题。正文');
    // blocks without a full stop of their own: a space between them, in Chinese too
    expect(htmlToText('<ul><li>航迹追踪</li><li>赛事直播</li></ul><p>三维回放</p>')).toBe('航迹追踪 赛事直播 三维回放');
    expect(
      htmlToText(
        '<div>甲</div><div>乙</div>第<br>丙<blockquote>丁</blockquote><table><tr><td>戊</td><td>己</td></tr></table>',
      ),
    ).toBe('甲 乙 第 丙 丁 戊 己');
    // a heading that ends with its own mark keeps it; no doubled stops, no space between Chinese after one
    expect(htmlToText('<h2>为什么选择我们？</h2><p>因为专业。</p>')).toBe('为什么选择我们？因为专业。');
    expect(htmlToText('<h2>Why us?</h2><p>Because.</p>')).toBe('Why us? Because.');
    expect(htmlToText('<h2>“帆鱼。”</h2><p>下一段</p>')).toBe('“帆鱼。”下一段');
    expect(htmlToText('<h2>《竞赛规则》</h2><p>下一段</p>')).toBe('《竞赛规则》。下一段');
    // nothing is added at the start or the end, and inline tags still join
    expect(htmlToText('<h2>只有标题</h2>')).toBe('只有标题');
    expect(htmlToText('<h2><strong>帆鱼</strong>体育</h2><p></p>')).toBe('帆鱼体育');
    // characters in the text cannot pose as the block boundaries
    expect(htmlToText('a&#xe000;&#xE001;b\ue001<h2>c</h2>')).toBe('ab c');
  });
});

describe('decodeEntities', () => {
  it('decodes named, decimal and hexadecimal entities', () => {
    expect(decodeEntities('&amp;&lt;&gt;&quot;&apos;&copy;&mdash;&ldquo;x&rdquo;')).toBe('&<>"\'©—“x”');
    expect(decodeEntities('&#20013;&#x6587;&#X1F600;&#39;')).toBe("中文😀'");
  });
  it('accepts a missing semicolon, leaves unknown names alone and replaces impossible numbers', () => {
    expect(decodeEntities('a &amp b')).toBe('a & b');
    expect(decodeEntities('&unknown; &constructor; &toString;')).toBe('&unknown; &constructor; &toString;');
    expect(decodeEntities('&#0;&#xD800;&#x110000;')).toBe('\ufffd\ufffd\ufffd');
  });
});

describe('newsExcerpt', () => {
  const long = 'a'.repeat(150);

  it('is 100 characters plus an ellipsis when the text is longer', () => {
    const excerpt = newsExcerpt(`<p>${long}</p>`);
    expect(excerpt).toBe('a'.repeat(100) + ELLIPSIS);
    expect(characters(excerpt)).toHaveLength(101);
  });

  it('is the whole text, without an ellipsis, when it is 100 characters or fewer', () => {
    expect(newsExcerpt(`<p>${'b'.repeat(100)}</p>`)).toBe('b'.repeat(100));
    expect(newsExcerpt('<p>short</p>')).toBe('short');
    expect(newsExcerpt('')).toBe('');
    expect(newsExcerpt(null)).toBe('');
    expect(newsExcerpt('<figure><img src="/a.png" alt="x"></figure>')).toBe('');
  });

  it('counts Chinese characters one each', () => {
    const zh = '帆'.repeat(120);
    expect(newsExcerpt(zh)).toBe('帆'.repeat(100) + ELLIPSIS);
  });

  it('counts an entity as the one character it stands for', () => {
    const text = '&amp;'.repeat(120);
    expect(newsExcerpt(text)).toBe('&'.repeat(100) + ELLIPSIS);
    expect(newsExcerpt('&lt;'.repeat(100))).toBe('<'.repeat(100));
  });

  it('counts collapsed whitespace once and does not end in a space before the ellipsis', () => {
    const words = Array.from({ length: 60 }, () => 'ab').join(' \n\t ');
    const excerpt = newsExcerpt(words);
    expect(excerpt).toBe(`${'ab '.repeat(33)}a${ELLIPSIS}`);
    expect(newsExcerpt(`${'x'.repeat(99)}      y and more`)).toBe(`${'x'.repeat(99)}${ELLIPSIS}`);
  });

  it('never cuts a surrogate pair or an emoji sequence', () => {
    // 99 letters, then an astral character (two UTF-16 units) at the 100th place
    const astral = `${'a'.repeat(99)}😀tail`;
    expect(newsExcerpt(astral)).toBe(`${'a'.repeat(99)}😀${ELLIPSIS}`);
    const rare = '𠀀'.repeat(101); // CJK extension B: every character is a surrogate pair
    const excerpt = newsExcerpt(rare);
    expect(excerpt).toBe('𠀀'.repeat(100) + ELLIPSIS);
    expect(excerpt).not.toMatch(/[\ud800-\udbff](?![\udc00-\udfff])/);
    // a family emoji (four people joined by zero-width joiners) is one character
    const family = '👨‍👩‍👧‍👦';
    expect(newsExcerpt(`${'a'.repeat(99)}${family}${family}`)).toBe(`${'a'.repeat(99)}${family}${ELLIPSIS}`);
    // a letter with a combining accent stays whole
    expect(newsExcerpt(`${'a'.repeat(99)}e\u0301z`)).toBe(`${'a'.repeat(99)}e\u0301${ELLIPSIS}`);
  });

  it('takes another length (60 on home news cards)', () => {
    expect(newsExcerpt('c'.repeat(80), 60)).toBe('c'.repeat(60) + ELLIPSIS);
  });

  it('makes the excerpt of real content: the opening before the first section heading (issue 28 item 6)', () => {
    const section =
      '<h2>产品与服务</h2>\n<p>帆鱼体育专注于帆船&amp;水上运动赛事服务，提供自主研发的追踪硬件与软件。</p>';
    const a = newsExcerpt(`<p>新一代“小橙盒” SF-Tracer 重 110 克，电池容量 3500 mAh。</p>\n${section}`);
    const b = newsExcerpt(`<p>帆鱼体育与多家俱乐部签约，&amp; 为青少年赛事提供追踪服务。</p>\n${section}`);
    expect(a).toBe('新一代“小橙盒” SF-Tracer 重 110 克，电池容量 3500 mAh。');
    expect(b).toBe('帆鱼体育与多家俱乐部签约，& 为青少年赛事提供追踪服务。');
    // the same section under every post of a kind is no part of their excerpts
    for (const excerpt of [a, b]) expect(excerpt).not.toContain('产品与服务');
    // a post that starts with its heading: the heading and what follows, as before
    expect(newsExcerpt(section)).toBe(
      '产品与服务。帆鱼体育专注于帆船&水上运动赛事服务，提供自主研发的追踪硬件与软件。',
    );
  });
});

describe('newsExcerpt of a long post', () => {
  it('reads only the beginning, with the same result as reading it all', () => {
    const para = (i: number) =>
      `<p class="x" style="margin:0">段落 ${i}：帆船&amp;赛事 <b>加粗</b> and some English words.</p>`;
    const long = Array.from({ length: 3000 }, (_, i) => para(i)).join('\n');
    // (the first 100 characters of the whole text: segmenting all of it takes ICU seconds)
    const whole = characters(htmlToText(long).slice(0, 1000)).slice(0, 100).join('').trimEnd() + ELLIPSIS;
    expect(newsExcerpt(long)).toBe(whole);
    // a long head of markup before the first words still finds them
    const heavy = `<figure>${'<img src="/a.png" alt="">'.repeat(400)}</figure>` + long;
    expect(newsExcerpt(heavy)).toBe(whole);
    // and an entity cut at a prefix's end never shows
    expect(newsExcerpt(`<p>${'a'.repeat(5000)}&amp;b</p>`)).toBe('a'.repeat(100) + ELLIPSIS);
  });
});

describe('newsExcerpt, made once per text and length', () => {
  /** the excerpt as made without the kept ones: the text's first characters, cut as the rules say */
  const fresh = (html: string, length: number) => {
    const text = htmlToText(html);
    const chars = characters(text);
    return chars.length <= length ? text : chars.slice(0, length).join('').trimEnd() + ELLIPSIS;
  };

  it('answers a text asked again, at each length, as it answered the first time', () => {
    const posts = Array.from({ length: 40 }, (_, i) => `<p>第 ${i} 篇：${'帆船赛事 sailing '.repeat(i % 13)}</p>`);
    for (const round of [1, 2, 3]) {
      for (const [i, html] of posts.entries()) {
        for (const length of [60, 100])
          expect(newsExcerpt(html, length), `round ${round}, post ${i}`).toBe(fresh(html, length));
      }
    }
    // an edit is another text: its own excerpt, never the kept one of the text before
    expect(newsExcerpt('<p>第 3 篇：改过了</p>', 60)).toBe('第 3 篇：改过了');
  });

  it('keeps no more than its bound, and no post longer than a tenth of it', () => {
    const before = excerptsKeptChars();
    const huge = `<p>${'长'.repeat(EXCERPTS_KEPT_CHARS / 10 + 1)}</p>`;
    expect(newsExcerpt(huge, 60)).toBe('长'.repeat(60) + ELLIPSIS);
    expect(excerptsKeptChars()).toBe(before);
    // many distinct texts: the kept characters never pass the bound, and every answer is right
    const big = (i: number) => `<p>${i} ${'x'.repeat(EXCERPTS_KEPT_CHARS / 12)}</p>`;
    for (let i = 0; i < 30; i++) {
      expect(newsExcerpt(big(i), 60)).toBe(`${i} ${'x'.repeat(59 - String(i).length)}` + ELLIPSIS);
      expect(excerptsKeptChars()).toBeLessThanOrEqual(EXCERPTS_KEPT_CHARS);
    }
  });
});
