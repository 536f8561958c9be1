/**
 * Chinese club and team names in English for the English result pages (issue 28 item 3):
 * the common parts are translated ('帆船俱乐部' Sailing Club, '帆船帆板队' Sailing and Windsurfing
 * Team, '水上运动中心' Water Sports Centre, '运动学校' Sports School, '省' Province, '市' City …),
 * place names are romanised with pinyin-pro and written as one capitalised word, as a place is
 * ('青岛帆船俱乐部' → 'Qingdao Sailing Club', not 'Qingdao Fanchuan Julebu').
 * Server only (route loaders): pinyin-pro's dictionary is large.
 */
import { hasHan, pinyinSyllables } from './romanise.js';

/** what a part of a club name means in English; the longest part that matches is taken */
const PARTS: Record<string, string> = {
  帆船帆板运动管理中心: 'Sailing and Windsurfing Administration Centre',
  水上运动管理中心: 'Water Sports Administration Centre',
  帆船帆板队: 'Sailing and Windsurfing Team',
  帆船帆板: 'Sailing and Windsurfing',
  帆船俱乐部: 'Sailing Club',
  帆船运动俱乐部: 'Sailing Club',
  游艇俱乐部: 'Yacht Club',
  帆板俱乐部: 'Windsurfing Club',
  水上运动中心: 'Water Sports Centre',
  水上运动学校: 'Water Sports School',
  水上运动队: 'Water Sports Team',
  水上运动: 'Water Sports',
  体育运动学校: 'Sports School',
  运动学校: 'Sports School',
  体育学校: 'Sports School',
  体校: 'Sports School',
  体育学院: 'Sports University',
  体育局: 'Sports Bureau',
  体育中心: 'Sports Centre',
  训练基地: 'Training Base',
  训练中心: 'Training Centre',
  管理中心: 'Administration Centre',
  帆船协会: 'Sailing Association',
  帆船运动协会: 'Sailing Association',
  帆船队: 'Sailing Team',
  帆板队: 'Windsurfing Team',
  代表队: 'Team',
  青少年: 'Youth',
  俱乐部: 'Club',
  联合会: 'Federation',
  协会: 'Association',
  中心: 'Centre',
  学校: 'School',
  大学: 'University',
  学院: 'College',
  中学: 'Middle School',
  小学: 'Primary School',
  有限公司: 'Co., Ltd.',
  公司: 'Company',
  国家: 'National',
  全国: 'National',
  国际: 'International',
  帆船: 'Sailing',
  帆板: 'Windsurfing',
  游艇: 'Yacht',
  航海: 'Nautical',
  海洋: 'Ocean',
  运动: 'Sports',
  体育: 'Sports',
  队: 'Team',
  省: 'Province',
  市: 'City',
  区: 'District',
  县: 'County',
  和: 'and',
  与: 'and',
};
const LONGEST = Math.max(...Object.keys(PARTS).map((k) => [...k].length));

/** places that hold a part ('国家', '中心' …) or would be cut by one: kept whole, as a place */
const PLACES = new Set([
  '青岛',
  '秦皇岛',
  '舟山群岛',
  '防城港',
  '连云港',
  '香港',
  '深圳湾',
  '大亚湾',
  '太湖',
  '千岛湖',
  '洞庭湖',
  '鄱阳湖',
  '西湖',
  '台湾',
  '海南岛',
]);
const LONGEST_PLACE = Math.max(...[...PLACES].map((k) => [...k].length));

const capitalise = (s: string): string => (s ? s[0]!.toUpperCase() + s.slice(1) : s);

/** a run of Han characters in English: parts translated, the characters between them one romanised word */
function englishRun(run: string): string {
  const chars = [...run];
  const words: string[] = [];
  let place: string[] = [];
  const flush = () => {
    if (place.length > 0) words.push(capitalise(pinyinSyllables(place.join('')).join('').replace(/v/g, 'ü')));
    place = [];
  };
  for (let i = 0; i < chars.length;) {
    let placeHit = 0;
    for (let n = Math.min(LONGEST_PLACE, chars.length - i); n > 1 && !placeHit; n--)
      if (PLACES.has(chars.slice(i, i + n).join(''))) placeHit = n;
    if (placeHit) {
      place.push(...chars.slice(i, i + placeHit));
      i += placeHit;
      continue;
    }
    let n = Math.min(LONGEST, chars.length - i);
    while (n > 0 && PARTS[chars.slice(i, i + n).join('')] === undefined) n--;
    if (n === 0) {
      place.push(chars[i]!);
      i++;
      continue;
    }
    flush();
    words.push(PARTS[chars.slice(i, i + n).join('')]!);
    i += n;
  }
  flush();
  return words.join(' ');
}

/**
 * A club or team name in English ('山东省帆船帆板队' → 'Shandong Province Sailing and Windsurfing
 * Team'); Latin letters, digits and punctuation stay as published. Null when it has no Chinese.
 */
export function englishClubName(text: string): string | null {
  if (!hasHan(text)) return null;
  return text
    .replace(/\p{Script=Han}+/gu, (run, offset: number) => {
      const before = text.slice(0, offset);
      const after = text.slice(offset + run.length);
      const english = englishRun(run);
      return `${/[\p{L}\p{N})]$/u.test(before) ? ' ' : ''}${english}${/^[\p{L}\p{N}(]/u.test(after) ? ' ' : ''}`;
    })
    .replace(/\s+/g, ' ')
    .trim();
}
