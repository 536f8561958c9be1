/**
 * Chinese names and club names in Latin letters, for the English pages and for the sailor search
 * (docs/results.md, "Names in both scripts"). Pinyin comes from `pinyin-pro`; this module only
 * lays it out:
 *
 * - a person's name the World Sailing way: surname in capitals, given name capitalised and
 *   written as one word ('余雅琴' → 'YU Yaqin', '欧阳晓梅' → 'OUYANG Xiaomei'). The surname is read
 *   with pinyin-pro's surname mode, so 单 is Shan, 曾 Zeng, 解 Xie, 区 Ou, 仇 Qiu; ü is written
 *   'yu' after l and n as on Chinese passports ('吕' → 'LYU').
 * - other text (clubs): pinyin word by word, each word capitalised ('深圳市帆船队' → 'Shenzhen Shi
 *   Fanchuan Dui'); the words are found in a small list of the words sailing clubs are named with
 *   (places, 帆船, 运动, 俱乐部 …), any other character is a word of its own.
 * - a search key: pinyin without tones, lower case, no spaces ('余雅琴' → 'yuyaqin').
 *
 * Only Han characters are romanised; Latin letters, digits and punctuation stay as published.
 * Server only (route loaders): pinyin-pro's dictionary is large.
 */
import { pinyin } from 'pinyin-pro';

const HAN = /\p{Script=Han}/u;
/** runs of Han characters, and what lies between them */
const HAN_RUNS = /\p{Script=Han}+/gu;

export function hasHan(text: string): boolean {
  return HAN.test(text);
}

/** compound (two-character) surnames: a name starting with one of these, three characters or more, has it as its surname */
export const DOUBLE_SURNAMES: readonly string[] = [
  '欧阳',
  '司马',
  '上官',
  '诸葛',
  '东方',
  '皇甫',
  '尉迟',
  '公孙',
  '慕容',
  '长孙',
  '宇文',
  '司徒',
  '夏侯',
  '轩辕',
  '令狐',
  '端木',
  '西门',
  '南宫',
  '独孤',
  '万俟',
  '闻人',
  '澹台',
  '公冶',
  '申屠',
  '太史',
  '钟离',
  '百里',
  '呼延',
  '赫连',
  '司空',
  '第五',
  '东郭',
  '濮阳',
  '淳于',
  '单于',
  '仲孙',
  '宗政',
  '公羊',
  '拓跋',
  '歐陽',
  '諸葛',
  '東方',
  '尉遲',
  '長孫',
  '司徒',
  '夏侯',
  '軒轅',
  '令狐',
  '鍾離',
  '南宮',
  '獨孤',
  '呼延',
  '赫連',
];

type Syllables = string[];

/** recent answers of pinyin-pro (names and clubs repeat from one request to the next) */
const memo = new Map<string, Syllables>();
const MEMO_SIZE = 20_000;

/** pinyin syllables of a Han run, without tones; `name`: read the first character(s) as a surname */
function syllables(run: string, name: boolean, u: string): Syllables {
  const key = `${name ? 'n' : 't'}${u}\u0000${run}`;
  let py = memo.get(key);
  if (py === undefined) {
    py = pinyin(run, {
      toneType: 'none',
      type: 'array',
      v: u,
      ...(name ? { mode: 'surname' as const, surname: 'head' as const } : {}),
    }).map((s) => s.toLowerCase());
    if (memo.size >= MEMO_SIZE) memo.clear();
    memo.set(key, py);
  }
  return py;
}

/**
 * The pinyin syllables of the Han characters of a text, one per character, without tones, lower
 * case, ü as 'v' ('吕雪' → ['lv', 'xue']); `name`: the text is a name, its first characters read
 * as a surname. Other characters are left out.
 */
export function pinyinSyllables(text: string, options: { name?: boolean } = {}): string[] {
  const han = [...text.matchAll(HAN_RUNS)].map((m) => m[0]).join('');
  return han === '' ? [] : syllables(han, options.name ?? false, 'v');
}

const capitalise = (s: string): string => (s ? s[0]!.toUpperCase() + s.slice(1) : s);

/** one Chinese name (a run of Han characters) World Sailing style: 'YU Yaqin' */
function romanOneName(run: string): string {
  const chars = [...run];
  const py = syllables(run, true, 'yu');
  const surnameLength = chars.length >= 3 && DOUBLE_SURNAMES.includes(chars.slice(0, 2).join('')) ? 2 : 1;
  const surname = py.slice(0, surnameLength).join('').toUpperCase();
  const given = capitalise(py.slice(surnameLength).join(''));
  return given ? `${surname} ${given}` : surname;
}

/** put a space between a romanised run and a letter or digit right beside it */
function spaced(before: string, roman: string, after: string): string {
  const left = /[\p{L}\p{N}]$/u.test(before) ? ' ' : '';
  const right = /^[\p{L}\p{N}]/u.test(after) ? ' ' : '';
  return `${left}${roman}${right}`;
}

function romanise(text: string, one: (run: string) => string, runs: RegExp = HAN_RUNS): string | null {
  if (!hasHan(text)) return null;
  return text.replace(runs, (run: string, offset: number) =>
    spaced(text.slice(0, offset), one(run.replace(/\s+/g, '')), text.slice(offset + run.length)),
  );
}

/**
 * One name written with a space inside, as tables do to line up two- and three-character names
 * ('张\u3000伟', '余 雅琴', '欧阳 晓梅'): a single character and the characters beside it, or a compound
 * surname and a given name, four characters at most in all. ('张伟 李娜' stays two names.)
 */
const SPACED_NAME = new RegExp(
  String.raw`(?<!\p{Script=Han})(?:\p{Script=Han}[^\S\n]+\p{Script=Han}{1,3}|\p{Script=Han}{1,3}[^\S\n]+\p{Script=Han}|(?:${DOUBLE_SURNAMES.join('|')})[^\S\n]+\p{Script=Han}{1,2})(?!\p{Script=Han})|\p{Script=Han}+`,
  'gu',
);

/**
 * A person's name, World Sailing style: '余雅琴' → 'YU Yaqin', '欧阳晓梅' → 'OUYANG Xiaomei',
 * '张伟 / 李娜' → 'ZHANG Wei / LI Na'. Each run of Han characters is one name; the rest stays as
 * published. Null when the text has no Han characters (a name already in Latin letters).
 */
/** the Chinese names in a text, spaces inside a name removed: '张\u3000伟 李娜' → ['张伟', '李娜'] */
export function chineseNames(text: string): string[] {
  return [...text.matchAll(SPACED_NAME)].map((m) => m[0].replace(/\s+/g, ''));
}

export function romanName(text: string): string | null {
  return romanise(text, romanOneName, SPACED_NAME);
}

/**
 * Words clubs and teams are named with, longest first where one starts another. Any Han character
 * not starting one of these is a word of its own ('市' → 'Shi').
 */
const WORDS: readonly string[] = [
  // places
  '北京',
  '天津',
  '上海',
  '重庆',
  '河北',
  '山西',
  '辽宁',
  '吉林',
  '黑龙江',
  '江苏',
  '浙江',
  '安徽',
  '福建',
  '江西',
  '山东',
  '河南',
  '湖北',
  '湖南',
  '广东',
  '海南',
  '四川',
  '贵州',
  '云南',
  '陕西',
  '甘肃',
  '青海',
  '台湾',
  '内蒙古',
  '广西',
  '西藏',
  '宁夏',
  '新疆',
  '香港',
  '澳门',
  '深圳',
  '广州',
  '珠海',
  '汕头',
  '厦门',
  '福州',
  '泉州',
  '宁波',
  '杭州',
  '舟山',
  '温州',
  '青岛',
  '日照',
  '烟台',
  '威海',
  '大连',
  '秦皇岛',
  '三亚',
  '海口',
  '南京',
  '苏州',
  '无锡',
  '武汉',
  '长沙',
  '成都',
  '西安',
  '昆明',
  '南宁',
  '北海',
  '防城港',
  '惠州',
  '东莞',
  '中山',
  '江门',
  '湛江',
  '茂名',
  '汕尾',
  '揭阳',
  '潮州',
  '连云港',
  '南通',
  '太湖',
  '千岛湖',
  '深圳湾',
  '大亚湾',
  '大鹏',
  '南澳',
  '蛇口',
  '前海',
  '中国',
  '全国',
  '国家',
  '中华',
  '台北',
  '高雄',
  '沈阳',
  '哈尔滨',
  // sailing and organisations
  '帆船',
  '帆板',
  '游艇',
  '水上',
  '运动',
  '体育',
  '管理',
  '中心',
  '俱乐部',
  '学校',
  '学院',
  '大学',
  '中学',
  '小学',
  '协会',
  '联合会',
  '航海',
  '海洋',
  '海上',
  '训练',
  '基地',
  '代表队',
  '青少年',
  '少年',
  '青年',
  '国际',
  '公司',
  '集团',
  '有限',
  '股份',
  '科技',
  '发展',
  '文化',
  '旅游',
  '投资',
  '实业',
  '企业',
  '联队',
  '省队',
  '市队',
  '体校',
  '竞技',
  '项目',
  '运动员',
  '赛艇',
  '皮划艇',
  '风筝',
  '冲浪',
  '双体',
  '龙舟',
  '总会',
  '分会',
  '研究',
  '技术',
  '职业',
  '实验',
  '外国语',
  '师范',
  '理工',
  '交通',
  '工业',
  '海事',
  '水产',
];
const WORD_SET = new Set(WORDS);
const LONGEST_WORD = Math.max(...WORDS.map((w) => [...w].length));

/** a run of Han characters split into words: longest listed word first, else one character */
export function hanWords(run: string): string[] {
  const chars = [...run];
  const words: string[] = [];
  for (let i = 0; i < chars.length;) {
    let n = Math.min(LONGEST_WORD, chars.length - i);
    while (n > 1 && !WORD_SET.has(chars.slice(i, i + n).join(''))) n--;
    words.push(chars.slice(i, i + n).join(''));
    i += n;
  }
  return words;
}

function romanWords(run: string): string {
  // the pinyin of the whole run (pinyin-pro reads a character by the words around it), then cut into words
  const py = syllables(run, false, 'ü');
  const out: string[] = [];
  let at = 0;
  for (const word of hanWords(run)) {
    const n = [...word].length;
    out.push(capitalise(py.slice(at, at + n).join('')));
    at += n;
  }
  return out.join(' ');
}

/**
 * Other text (clubs, teams) in pinyin, word by word, each word capitalised: '深圳市帆船队' →
 * 'Shenzhen Shi Fanchuan Dui'. Null when the text has no Han characters.
 */
export function romanText(text: string): string | null {
  return romanise(text, romanWords);
}

/**
 * Pinyin without tones, lower case, no spaces, for search: '余雅琴' → 'yuyaqin' ('ü' as 'v':
 * '吕' → 'lv'). Latin letters and digits in the text are kept (lower case, accents dropped);
 * everything else is left out. `name`: read the first character as a surname (单 → 'shan').
 */
export function pinyinKey(text: string, options: { name?: boolean } = {}): string {
  const name = options.name ?? false;
  let out = '';
  let last = 0;
  for (const m of text.matchAll(HAN_RUNS)) {
    out += latinKey(text.slice(last, m.index));
    out += syllables(m[0], name && m.index === 0, 'v').join('');
    last = m.index + m[0].length;
  }
  return out + latinKey(text.slice(last));
}

/** Latin text as a search key: lower case, accents dropped, letters and digits only ('Müller-Lüdenscheidt' → 'mullerludenscheidt') */
export function latinKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '')
    .replace(/\p{Script=Han}/gu, '');
}
