/** Invented sailors, their nations (IOC codes) and affiliations for the demo results. */
import type { Rng } from './random.js';

const CN_SURNAMES = [
  '王',
  '李',
  '张',
  '刘',
  '陈',
  '杨',
  '黄',
  '赵',
  '吴',
  '周',
  '徐',
  '孙',
  '马',
  '朱',
  '胡',
  '郭',
  '何',
  '林',
  '罗',
  '高',
  '郑',
  '梁',
  '谢',
  '宋',
  '唐',
  '许',
  '韩',
  '冯',
  '邓',
  '曹',
  '彭',
  '曾',
  '肖',
  '田',
  '董',
  '潘',
  '袁',
  '蔡',
  '蒋',
  '余',
];
const CN_GIVEN = [
  '浩然',
  '子涵',
  '宇航',
  '欣怡',
  '梓萱',
  '一鸣',
  '思远',
  '晨曦',
  '海洋',
  '雨桐',
  '嘉怡',
  '博文',
  '天翔',
  '若溪',
  '俊杰',
  '诗涵',
  '明轩',
  '佳琪',
  '志强',
  '静怡',
  '凯文',
  '乐天',
  '沐阳',
  '星辰',
  '可馨',
  '家豪',
  '晓峰',
  '婉婷',
  '子墨',
  '逸凡',
  '泽宇',
  '欣然',
  '鹏飞',
  '雅琴',
  '航',
  '帆',
  '涛',
  '磊',
  '婷',
  '琳',
];

const CANTONESE_SURNAMES = ['CHAN', 'WONG', 'LEUNG', 'LAU', 'CHEUNG', 'HO', 'LAM', 'NG', 'TANG', 'YEUNG'];
const CANTONESE_GIVEN = ['Ka Ho', 'Wing Yan', 'Tsz Hin', 'Hoi Ching', 'Chun Kit', 'Man Yi', 'Pak Long', 'Sze Wai'];

const LATIN: Record<string, { first: string[]; last: string[] }> = {
  JPN: {
    first: ['Haruto', 'Yui', 'Sota', 'Aoi', 'Ren', 'Mio'],
    last: ['TAKAHASHI', 'SUZUKI', 'WATANABE', 'ITO', 'YAMAMOTO', 'NAKAMURA'],
  },
  KOR: { first: ['Min-jun', 'Seo-yeon', 'Ji-ho', 'Ha-eun'], last: ['KIM', 'LEE', 'PARK', 'CHOI', 'JUNG'] },
  SGP: { first: ['Ryan', 'Kimberly', 'Justin', 'Amanda'], last: ['LIM', 'TAN', 'ONG', 'LOW'] },
  THA: {
    first: ['Kittipong', 'Nichapa', 'Thanawat', 'Siriporn'],
    last: ['SAETANG', 'CHAIYAPORN', 'WONGSAWAT', 'PHROMMA'],
  },
  AUS: { first: ['Jack', 'Olivia', 'Lachlan', 'Chloe'], last: ['MITCHELL', 'THOMPSON', 'WALKER', 'HARRIS'] },
  NZL: { first: ['Oliver', 'Isla', 'Nikau', 'Ruby'], last: ['WILSON', 'TAYLOR', 'ANDERSON', 'MORGAN'] },
  GBR: { first: ['James', 'Emily', 'Harry', 'Sophie'], last: ['CLARKE', 'EVANS', 'HUGHES', 'BENNETT'] },
  FRA: { first: ['Louis', 'Camille', 'Hugo', 'Léa'], last: ['MARTIN', 'BERNARD', 'DUBOIS', 'LEROY'] },
  GER: { first: ['Lukas', 'Hannah', 'Felix', 'Lea'], last: ['MÜLLER', 'SCHMIDT', 'FISCHER', 'WEBER'] },
  NED: { first: ['Daan', 'Sanne', 'Bram', 'Fleur'], last: ['DE VRIES', 'JANSEN', 'BAKKER', 'VISSER'] },
  ITA: { first: ['Marco', 'Giulia', 'Luca', 'Chiara'], last: ['ROSSI', 'BIANCHI', 'ROMANO', 'COLOMBO'] },
  ESP: { first: ['Pablo', 'Lucía', 'Álvaro', 'Marta'], last: ['GARCÍA', 'MARTÍNEZ', 'LÓPEZ', 'SÁNCHEZ'] },
  SUI: { first: ['Noah', 'Mia', 'Elias', 'Lina'], last: ['MEIER', 'KELLER', 'BRUNNER', 'FREI'] },
  DEN: { first: ['Magnus', 'Freja', 'Oscar', 'Ida'], last: ['NIELSEN', 'JENSEN', 'HANSEN', 'LARSEN'] },
  POR: { first: ['João', 'Beatriz', 'Tiago', 'Inês'], last: ['SILVA', 'SANTOS', 'FERREIRA', 'COSTA'] },
  CRO: { first: ['Luka', 'Ana', 'Ivan', 'Petra'], last: ['HORVAT', 'KOVAČEVIĆ', 'BABIĆ', 'MARIĆ'] },
  RSA: { first: ['Ethan', 'Lerato', 'Ruan', 'Amahle'], last: ['VAN WYK', 'NKOSI', 'BOTHA', 'DLAMINI'] },
  GRE: { first: ['Giorgos', 'Eleni', 'Nikos', 'Maria'], last: ['PAPADOPOULOS', 'GEORGIOU', 'NIKOLAOU', 'KARRAS'] },
  USA: { first: ['Ethan', 'Madison', 'Tyler', 'Abigail'], last: ['JOHNSON', 'MILLER', 'DAVIS', 'MOORE'] },
};

/** provincial teams and clubs of Chinese sailors */
export const CN_CLUBS = [
  '山东省水上运动管理中心',
  '广东省帆船帆板队',
  'Shenzhen Sailing Team',
  '上海市水上运动中心',
  '福建省帆船帆板队',
  '海南省帆船帆板队',
  '浙江省水上运动中心',
  '辽宁省帆船队',
  '天津市帆船帆板队',
  '江苏省水上运动管理中心',
  '湖北省水上运动中心',
  '青岛帆船俱乐部',
  '厦门帆船帆板队',
  '宁波帆船运动学校',
];

const FOREIGN_CLUBS: Record<string, string[]> = {
  HKG: ['Royal Hong Kong Yacht Club', 'Hebe Haven Yacht Club'],
  MAC: ['Macau Sailing Association'],
  TPE: ['Chinese Taipei Sailing Association'],
  JPN: ['Enoshima Yacht Club', 'Hayama Sailing Club'],
  KOR: ['Busan Yacht Club'],
  SGP: ['Changi Sailing Club'],
  THA: ['Royal Varuna Yacht Club'],
  AUS: ['Royal Prince Alfred Yacht Club'],
  NZL: ['Royal Akarana Yacht Club'],
  GBR: ['Royal Lymington Yacht Club'],
  FRA: ['Yacht Club de Carnac'],
  GER: ['Kieler Yacht-Club'],
  NED: ['WV Braassemermeer'],
  ITA: ['Circolo della Vela Bari'],
  ESP: ['Real Club Náutico de Palma'],
  SUI: ['Société Nautique de Genève'],
  DEN: ['Kongelig Dansk Yachtklub'],
  POR: ['Clube Naval de Cascais'],
  CRO: ['JK Split'],
  RSA: ['Royal Cape Yacht Club'],
  GRE: ['Nautical Club of Thessaloniki'],
  USA: ['St. Francis Yacht Club'],
};

export const FOREIGN_NATIONS = Object.keys(FOREIGN_CLUBS);

const TPE_SURNAMES = ['陈', '林', '黄', '张', '李', '王'];

export function personName(rng: Rng, nat: string): string {
  if (nat === 'CHN' || nat === 'TPE') {
    return rng.pick(nat === 'TPE' ? TPE_SURNAMES : CN_SURNAMES) + rng.pick(CN_GIVEN);
  }
  if (nat === 'HKG' || nat === 'MAC') return `${rng.pick(CANTONESE_SURNAMES)} ${rng.pick(CANTONESE_GIVEN)}`;
  const pool = LATIN[nat] ?? LATIN.GBR!;
  return `${rng.pick(pool.first)} ${rng.pick(pool.last)}`;
}

export function clubOf(rng: Rng, nat: string): string {
  return nat === 'CHN' ? rng.pick(CN_CLUBS) : rng.pick(FOREIGN_CLUBS[nat] ?? ['Independent']);
}

/** a nationality: mostly CHN, the rest from the visiting nations */
export function nationality(rng: Rng, chnShare: number): string {
  if (rng.chance(chnShare)) return 'CHN';
  const near = ['HKG', 'MAC', 'TPE', 'JPN', 'KOR', 'SGP', 'THA'];
  return rng.chance(0.5) ? rng.pick(near) : rng.pick(FOREIGN_NATIONS);
}

const BOAT_NAMES = [
  '海鸥号',
  '蓝鲸号',
  '追风者',
  '破浪号',
  '远航号',
  '琴岛号',
  '鹏程号',
  '星海号',
  '海燕号',
  '飞鱼号',
  '长风号',
  '启航号',
  'Blue Horizon',
  'Sea Dragon',
  'Tailwind',
  'Orange Box',
  'Windchaser',
  'Jade Wave',
  'Typhoon',
  'Moonshadow',
];

export function boatNames(rng: Rng, n: number): string[] {
  const pool = rng.shuffle(BOAT_NAMES);
  return Array.from({ length: n }, (_, i) =>
    i < pool.length ? pool[i]! : `${pool[i % pool.length]!} ${Math.floor(i / pool.length) + 1}`,
  );
}
