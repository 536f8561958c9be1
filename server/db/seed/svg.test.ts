import { describe, expect, it } from 'vitest';
import { buildDemo } from './index';
import { Rng } from './random';
import { bannerSvg, eventThumbSvg, textWidth } from './svg';

/** the attributes of the first element of a kind whose text is `text` (for <text>) or that comes before it */
function tagPill(svg: string, tag: string) {
  const m = new RegExp(
    `<rect x="(\\d+)" y="\\d+" width="(\\d+)"[^>]*/><text x="(\\d+)"[^>]*text-anchor="middle">${tag}</text>`,
  ).exec(svg);
  if (!m) throw new Error('no pill');
  return { x: Number(m[1]), width: Number(m[2]), centre: Number(m[3]) };
}

describe('banner pictures', () => {
  it('size the tag pill to its text, Chinese or Latin (the 帆鱼体育 badge ran out of its pill)', () => {
    for (const tag of ['帆鱼体育', '追踪', 'SF-TASS 3.0']) {
      const svg = bannerSvg(new Rng(1), 1920, 500, '让每一场帆船赛都被看见', 'Every race, seen', tag);
      const pill = tagPill(svg, tag);
      const fontSize = Number(/font-size="(\d+)"[^>]*text-anchor="middle"/.exec(svg)![1]);
      const needed = textWidth(tag, fontSize);
      // the text is centred in the pill and fits with room on both sides
      expect(pill.width).toBeGreaterThan(needed + fontSize * 0.5);
      expect(Math.abs(pill.centre - (pill.x + pill.width / 2))).toBeLessThanOrEqual(1);
    }
  });

  it('counts a Chinese character as a square and a Latin one as narrower', () => {
    expect(textWidth('帆鱼体育', 20)).toBe(80);
    expect(textWidth('abcd', 20)).toBeLessThan(60);
  });

  it('draw page banners (events, news) without text, so no language is baked into them', () => {
    const svg = bannerSvg(new Rng(2), 1920, 300, '', '赛事中心 Events', null);
    const texts = [...svg.matchAll(/<text\b[^>]*>(.*?)<\/text>/g)].map((m) => m[1]!.replace(/<[^>]+>/g, ''));
    // only the SailFish watermark
    expect(texts.join(' ')).not.toMatch(/[\u4e00-\u9fff]/);
    expect(texts.join(' ')).not.toContain('Events');
    // the description is still there for whoever opens the file
    expect(svg).toContain('<title id="t">赛事中心 Events</title>');
  });

  it('draw event banners without words in any language (the page heads them)', () => {
    const svg = eventThumbSvg(
      new Rng(3),
      '第十五届全国运动会帆船项目',
      '15th National Games Sailing',
      '2026-11-21 ~ 2026-11-27',
      '深圳',
    );
    const texts = [...svg.matchAll(/<text\b[^>]*>(.*?)<\/text>/g)].map((m) => m[1]!.replace(/<[^>]+>/g, ''));
    expect(texts.join(' ')).not.toMatch(/[\u4e00-\u9fff]|National/);
    expect(svg).toMatch(/<title id="t">第十五届全国运动会帆船项目 \/ 15th National Games Sailing · 2026-11-21/);
  });
});

describe('the demo pictures and the language of content (decision 0017)', () => {
  const texts = (svg: string) =>
    [...svg.matchAll(/<text\b[^>]*>([\s\S]*?)<\/text>/g)].map((m) => m[1]!.replace(/<[^>]+>/g, '')).join(' ');
  const { files, rows } = buildDemo(new Date('2026-11-24T04:00:00Z'));

  it('draw no Chinese words into any picture but the partners\' own logos (an English page showed "公司新闻")', () => {
    const drawn = [...files].filter(([rel]) => rel.endsWith('.svg') && !rel.startsWith('logo/partners/'));
    expect(drawn.length).toBeGreaterThan(50);
    for (const [rel, svg] of drawn) expect(`${rel}: ${texts(svg)}`).not.toMatch(/\p{Script=Han}/u);
  });

  it('draw news thumbnails with no words but the watermark', () => {
    expect(rows.news.length).toBeGreaterThan(10);
    for (const n of rows.news) {
      const svg = files.get(n.thumbUrl!.replace(/^\/uploads\//, ''))!;
      expect(texts(svg).trim()).toBe('SailFish.');
    }
  });
});
