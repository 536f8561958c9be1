/**
 * Demo events from five years ago to next year, the flagship regatta with its levels, races,
 * score publications, photos and videos, and results for a few finished events.
 */
import { eventKeywords, eventSearchText } from '../search-text.js';
import type { NewEvent, NewLevel, NewRace } from '../schema.js';
import type { PenaltyCode, RaceEntry } from '../../../shared/scoring.js';
import { addFile, DEMO_VIDEO_URL, type SeedContext } from './context.js';
import { announcementHtml } from './html.js';
import { embedVideo, videoThumb } from './media.js';
import {
  buildScoreJson,
  makeFleet,
  simulate,
  type Competitor,
  type PlannedPenalty,
  type ScoreGroup,
} from './results.js';
import type { Rng } from './random.js';
import { classLogoSvg, eventThumbSvg, logoSvg, photoSvg } from './svg.js';
import { addDays, chinaDateTime, fmtDate, fmtDateTime, hm, makeDay, type Day } from './time.js';

export const FLAGSHIP_EVENT_CD = 'SF-NG-2026-SAIL';

/** the organisers' English names (docs/decisions/0017: English pages show them) */
const SPONSOR_EN: Record<string, string> = {
  中国帆船帆板运动协会: 'Chinese Yachting Association',
  厦门市体育局: 'Xiamen Municipal Sports Bureau',
  大连市体育局: 'Dalian Municipal Sports Bureau',
  威海市文化和旅游局: 'Weihai Municipal Bureau of Culture and Tourism',
  宁波市象山县体育局: 'Xiangshan County Sports Bureau, Ningbo',
  帆鱼体育: 'SailFish Sports',
  日照市体育局: 'Rizhao Municipal Sports Bureau',
  海南省旅游和文化广电体育厅: 'Department of Tourism, Culture, Radio, Television and Sports of Hainan Province',
  深圳市大鹏新区文化广电旅游体育局: 'Culture, Tourism and Sports Bureau of Dapeng New District, Shenzhen',
  深圳湾帆船俱乐部: 'Shenzhen Bay Sailing Club',
  港澳帆船运动联会: 'Hong Kong and Macao Sailing Federation',
  第十五届全国运动会组织委员会: 'Organising Committee of the 15th National Games',
  青岛市体育局: 'Qingdao Municipal Sports Bureau',
  青岛帆船俱乐部: 'Qingdao Sailing Club',
};

// ---------------------------------------------------------------- venues and series

interface Venue {
  code: string;
  address: string;
  addressEn: string;
}

const VENUES = {
  qingdao: { code: 'QD', address: '青岛奥林匹克帆船中心', addressEn: 'Qingdao Olympic Sailing Center, Qingdao' },
  xiamen: { code: 'XM', address: '厦门五缘湾帆船港', addressEn: 'Wuyuan Bay Marina, Xiamen' },
  sanya: { code: 'SY', address: '三亚鹿回头国际游艇港', addressEn: 'Luhuitou Marina, Sanya' },
  dapeng: {
    code: 'SZ',
    address: '深圳大鹏新区较场尾帆船基地',
    addressEn: 'Jiaochangwei Sailing Base, Dapeng, Shenzhen',
  },
  rizhao: { code: 'RZ', address: '日照奥林匹克水上公园', addressEn: 'Rizhao Olympic Water Sports Park' },
  ningbo: { code: 'NB', address: '宁波象山亚帆中心', addressEn: 'Xiangshan Asian Games Sailing Center, Ningbo' },
  haikou: { code: 'HN', address: '海南海口国家帆船基地', addressEn: 'Haikou National Sailing Base, Hainan' },
  hongkong: { code: 'HK', address: '香港维多利亚港', addressEn: 'Victoria Harbour, Hong Kong' },
  weihai: { code: 'WH', address: '威海国际海水浴场帆船基地', addressEn: 'Weihai International Beach Sailing Base' },
  dalian: { code: 'DL', address: '大连星海湾帆船中心', addressEn: 'Xinghai Bay Sailing Center, Dalian' },
} satisfies Record<string, Venue>;
type VenueKey = keyof typeof VENUES;

type Kind = 'national' | 'windsurf' | 'cup' | 'week' | 'youth' | 'offshore' | 'club' | 'open';

interface Series {
  key: string;
  name: (y: number) => string;
  nameEn: (y: number) => string;
  /** venues by year, rotating */
  venues: VenueKey[];
  month: number;
  day: number;
  days: number;
  initials: string;
  kind: Kind;
  sponsor: string;
  website: string | null;
  /** first edition: start year + from */
  from: number;
  /** also scheduled next year */
  next: boolean;
  /** search aliases (short names people type), besides the names and the venue */
  keywords?: string[];
}

/** a series as its table row: the columns of Series in order, the names as they follow the year */
type SeriesRow = [
  key: string,
  name: string,
  nameEn: string,
  venues: VenueKey[],
  firstDay: [month: number, day: number, days: number],
  initials: string,
  kind: Kind,
  sponsor: string,
  website: string | null,
  from: number,
  next: boolean,
  keywords?: string[],
];

/** the series, one a row (SeriesRow: key, names, venues, [month, day, days], initials, kind, sponsor, website, from, next, aliases) */
// prettier-ignore
const SERIES_ROWS: SeriesRow[] = [
  ['NSC', '年全国帆船锦标赛', 'Chinese National Sailing Championships', ['qingdao', 'rizhao', 'ningbo'], [8, 12, 8], 'NSC', 'national', '中国帆船帆板运动协会', 'https://www.cnsailing-champs.cn', 0, true, ['全锦赛', '帆船全锦赛', 'Nationals', 'NSC']],
  ['NWC', '年全国帆船帆板锦标赛（帆板）', 'National Windsurfing Championships', ['sanya', 'haikou'], [3, 18, 6], 'NWC', 'windsurf', '中国帆船帆板运动协会', 'https://www.cnwindsurf.cn', 1, true, ['帆板全锦赛', 'Windsurfing Nationals', 'NWC']],
  ['CC', '中国杯帆船赛', 'China Cup International Regatta', ['dapeng'], [10, 27, 5], 'CC', 'cup', '深圳市大鹏新区文化广电旅游体育局', 'https://www.chinacup-regatta.cn', 0, true, ['大鹏中国杯', 'CCIR']],
  ['QISW', '青岛国际帆船周', 'Qingdao International Sailing Week', ['qingdao'], [7, 8, 7], 'QSW', 'week', '青岛市体育局', 'https://www.qdsailingweek.cn', 0, true, ['帆船周', 'Qingdao Sailing Week', 'QISW']],
  ['NYC', '年全国青少年帆船锦标赛', 'National Youth Sailing Championships', ['rizhao', 'ningbo', 'xiamen', 'weihai'], [7, 25, 7], 'NYC', 'youth', '中国帆船帆板运动协会', 'https://www.cnyouthsailing.cn', 0, true, ['青锦赛', 'Youth Nationals']],
  ['RHR', '环海南岛国际大帆船赛', 'Round Hainan Regatta', ['sanya'], [10, 9, 10], 'RHR', 'offshore', '海南省旅游和文化广电体育厅', 'https://www.roundhainan.cn', 1, false, ['海帆赛', '环岛赛', 'Hainan Regatta', 'RHR']],
  ['XIR', '厦门国际帆船赛', 'Xiamen International Regatta', ['xiamen'], [12, 4, 4], 'XIR', 'open', '厦门市体育局', 'https://www.xmregatta.cn', 1, false],
  ['HKM', '港澳帆船邀请赛', 'Hong Kong–Macau Sailing Invitational', ['hongkong'], [4, 16, 3], 'HKM', 'offshore', '港澳帆船运动联会', 'https://www.hkmacau-sailing.hk', 2, true],
  ['WIR', '威海国际帆船赛', 'Weihai International Regatta', ['weihai'], [6, 14, 4], 'WIR', 'open', '威海市文化和旅游局', 'https://www.weihairegatta.cn', 2, false],
  ['DLO', '大连星海湾帆船公开赛', 'Dalian Xinghai Bay Sailing Open', ['dalian'], [9, 5, 3], 'DXO', 'open', '大连市体育局', null, 2, false],
  ['NBL', '宁波象山帆船帆板联赛', 'Ningbo Xiangshan Sailing League', ['ningbo'], [5, 20, 3], 'NXL', 'open', '宁波市象山县体育局', 'https://www.xssailing.cn', 2, true],
  ['QCA', '青岛帆船俱乐部秋季联赛', 'Qingdao Sailing Club Autumn Series', ['qingdao'], [10, 10, 2], 'QSC', 'club', '青岛帆船俱乐部', null, 0, false],
  ['SZB', '深圳湾帆船俱乐部年度杯', 'Shenzhen Bay Sailing Club Annual Cup', ['dapeng'], [12, 12, 2], 'SBC', 'club', '深圳湾帆船俱乐部', 'https://www.szbaysailing.cn', 2, false],
  ['RZO', '日照帆船公开赛', 'Rizhao Sailing Open', ['rizhao'], [6, 2, 4], 'RSO', 'open', '日照市体育局', 'https://www.rizhaosailing.cn', 1, true],
  ['SFC', '帆鱼杯企业帆船联赛', 'SailFish Cup Corporate Sailing League', ['qingdao', 'dapeng'], [4, 25, 2], 'SFC', 'club', '帆鱼体育', 'https://www.sailfish.com.cn', 3, true],
];

const SERIES: Series[] = SERIES_ROWS.map(
  ([key, name, nameEn, venues, [month, day, days], initials, kind, sponsor, website, from, next, keywords]) => ({
    key,
    name: (y) => `${y}${name}`,
    nameEn: (y) => `${y} ${nameEn}`,
    venues,
    month,
    day,
    days,
    initials,
    kind,
    sponsor,
    website,
    from,
    next,
    keywords,
  }),
);

/**
 * events running now (besides the flagship): [name, nameEn, venue, kind, days before today, days
 * after today]. Each began before the flagship (3 days ago), so the flagship is the newest running
 * event: the first of the home page's "all" tab (event/list sort 'current').
 */
const RUNNING: [string, string, VenueKey, Kind, number, number][] = [
  ['全国青少年帆船冬训营暨邀请赛', 'National Youth Winter Sailing Camp & Invitational', 'sanya', 'youth', 4, 3],
  ['香港至海南离岸帆船赛', 'Hong Kong to Hainan Offshore Race', 'hongkong', 'offshore', 5, 2],
  ['厦门海湾杯帆船俱乐部联赛', 'Xiamen Bay Cup Club League', 'xiamen', 'club', 4, 1],
];

/** unpublished events, recognisable by name: [name, nameEn, venue, days from today] */
const UNPUBLISHED: [string, string, VenueKey, number][] = [
  ['未发布内部测试赛', 'Unpublished Internal Test Regatta', 'qingdao', 30],
  ['未发布：青岛帆船周预备赛', 'Unpublished: Qingdao Sailing Week Warm-up', 'qingdao', -60],
  ['草稿赛事（未发布）', 'Draft Event (Unpublished)', 'dapeng', 90],
];

// ---------------------------------------------------------------- classes

interface ClassDef {
  key: string;
  mark: string;
  name: string;
  nameEn: string;
  crew: boolean;
  boat: boolean;
  offshore?: boolean;
}

const CLASSES: Record<string, ClassDef> = {
  '470X': { key: '470X', mark: '470', name: '470级混合双人', nameEn: '470 Mixed', crew: true, boat: false },
  '49ER': { key: '49ER', mark: '49er', name: '49er级男子双人', nameEn: '49er Men', crew: true, boat: false },
  ILCA7: { key: 'ILCA7', mark: 'ILCA7', name: 'ILCA 7级男子', nameEn: 'ILCA 7 Men', crew: false, boat: false },
  ILCA6: { key: 'ILCA6', mark: 'ILCA6', name: 'ILCA 6级女子', nameEn: 'ILCA 6 Women', crew: false, boat: false },
  IQFM: { key: 'IQFM', mark: 'iQ', name: 'iQFoil级男子', nameEn: 'iQFoil Men', crew: false, boat: false },
  IQFW: { key: 'IQFW', mark: 'iQ', name: 'iQFoil级女子', nameEn: 'iQFoil Women', crew: false, boat: false },
  OPT: { key: 'OPT', mark: 'OP', name: 'OP级（青少年）', nameEn: 'Optimist (Youth)', crew: false, boat: false },
  '420': { key: '420', mark: '420', name: '420级双人', nameEn: '420 Two-Person', crew: true, boat: false },
  T293: { key: 'T293', mark: '293', name: 'Techno 293级帆板', nameEn: 'Techno 293', crew: false, boat: false },
  J80: { key: 'J80', mark: 'J/80', name: 'J/80级', nameEn: 'J/80 Class', crew: false, boat: true },
  IRC1: {
    key: 'IRC1',
    mark: 'IRC',
    name: 'IRC 1组',
    nameEn: 'IRC Division 1',
    crew: false,
    boat: true,
    offshore: true,
  },
  ORC: { key: 'ORC', mark: 'ORC', name: 'ORC 组', nameEn: 'ORC Division', crew: false, boat: true, offshore: true },
  H16: { key: 'H16', mark: 'H16', name: 'Hobie 16级双体船', nameEn: 'Hobie 16 Catamaran', crew: true, boat: false },
};

const KIND_CLASSES: Record<Kind, string[]> = {
  national: ['ILCA7', 'ILCA6', '470X'],
  windsurf: ['IQFM', 'IQFW', 'T293'],
  cup: ['J80', 'IRC1', 'ORC'],
  week: ['ILCA6', '420', 'OPT'],
  youth: ['OPT', '420', 'T293'],
  offshore: ['IRC1', 'ORC'],
  club: ['J80', 'H16'],
  open: ['ILCA7', 'OPT', 'H16'],
};

const COURSES = {
  dinghy: [
    'Windward-Leeward 2 laps (L2)',
    '梯形航线 O2 (Trapezoid Outer 2)',
    'Windward-Leeward 3 laps (L3)',
    '梯形航线 I2 (Trapezoid Inner 2)',
  ],
  foil: ['Course Race 梯形航线 (O2)', 'Slalom 直线竞速 (SL)', 'Marathon 马拉松 (M)'],
  offshore: ['离岸航线 Coastal Course 28 nm', '环岛航线 Round the Island 46 nm', '离岸航线 Offshore Course 120 nm'],
};

function classLogo(ctx: SeedContext, c: ClassDef, variant: number): string {
  const path = `logo/class/${c.key.toLowerCase()}.svg`;
  if (!ctx.files.has(path)) addFile(ctx, path, classLogoSvg(`${c.name} ${c.nameEn}`, c.mark, variant));
  return `/uploads/${path}`;
}

// ---------------------------------------------------------------- events

function statusOf(today: Day, begin: Day, end: Day): string {
  if (begin.getTime() > today.getTime()) return '1';
  if (end.getTime() >= today.getTime()) return '2';
  return '3';
}

interface EventMeta {
  row: NewEvent;
  kind: Kind;
  begin: Day;
  end: Day;
  organizer: string | null;
}

function makeEvent(
  ctx: SeedContext,
  o: {
    eventCd: string;
    matchCd: string;
    name: string;
    nameEn: string | null;
    venue: Venue;
    begin: Day;
    end: Day;
    kind: Kind;
    initials: string;
    sponsor: string | null;
    website: string | null;
    album: boolean;
    isPublish: number;
    variant: number;
    keywords?: string[];
  },
): EventMeta {
  const { rng } = ctx;
  const year = o.begin.getUTCFullYear();
  const logo = addFile(
    ctx,
    `logo/events/${o.eventCd}.svg`,
    logoSvg(o.nameEn ?? o.name, o.initials, String(year), o.variant),
  );
  const dates = `${fmtDate(o.begin)} ~ ${fmtDate(o.end)}`;
  const thumb = addFile(
    ctx,
    `img/events/${o.eventCd}/banner.svg`,
    eventThumbSvg(rng, o.name, o.nameEn, dates, o.nameEn ? o.venue.addressEn : o.venue.address),
  );
  const address = o.venue.address;
  const addressCode = o.nameEn ? o.venue.addressEn : null;
  const keywords = eventKeywords(o.keywords);
  const row: NewEvent = {
    eventCd: o.eventCd,
    matchCd: o.matchCd,
    name: o.name,
    nameCode: o.nameEn,
    searchText: eventSearchText({ name: o.name, nameCode: o.nameEn, address, addressCode, keywords }),
    keywords,
    logo,
    thumb,
    status: statusOf(ctx.today, o.begin, o.end),
    beginDate: fmtDate(o.begin),
    endDate: fmtDate(o.end),
    address,
    addressCode,
    officialWebsite: o.website,
    sponsor: o.sponsor,
    // an event without an English name keeps its organiser in Chinese too (English pages mark it so)
    sponsorEn: o.sponsor && o.nameEn ? (SPONSOR_EN[o.sponsor] ?? null) : null,
    albumWebsite: o.album ? `https://album.sailfish.com.cn/a/${o.eventCd}` : null,
    isPublish: o.isPublish,
    createdAt: fmtDateTime(addDays(o.begin, -45), hm(10, rng.int(0, 59)), rng.int(0, 59)),
  };
  ctx.rows.events.push(row);
  return { row, kind: o.kind, begin: o.begin, end: o.end, organizer: o.sponsor };
}

/**
 * The begin of a series edition, moved to have ended four days ago when it would be running
 * today: the running events are the flagship and RUNNING, whatever the date (the flagship the
 * newest of them).
 */
function notRunning(today: Day, begin: Day, days: number): Day {
  const end = addDays(begin, days - 1);
  return begin.getTime() <= today.getTime() && end.getTime() >= today.getTime() ? addDays(today, -3 - days) : begin;
}

function seriesEvents(ctx: SeedContext): EventMeta[] {
  const { rng, today } = ctx;
  const thisYear = today.getUTCFullYear();
  const startYear = thisYear - 5;
  const out: EventMeta[] = [];
  const seqByYear = new Map<number, number>();
  const nextSeq = (year: number) => {
    const n = (seqByYear.get(year) ?? 0) + 1;
    seqByYear.set(year, n);
    return n;
  };
  for (let year = startYear; year <= thisYear + 1; year++) {
    const inYear = SERIES.filter((s) => (year <= thisYear ? year >= startYear + s.from : s.next));
    const dated = inYear
      .map((s) => ({ s, begin: notRunning(today, makeDay(year, s.month, s.day + rng.int(-3, 3)), s.days) }))
      .sort((a, b) => a.begin.getTime() - b.begin.getTime());
    for (const { s, begin } of dated) {
      const seq = nextSeq(year);
      const venueKey = s.venues[(year - startYear) % s.venues.length]!;
      const venue = VENUES[venueKey];
      const english = out.length % 6 !== 2; // about 15% of events have no English name
      const hasSite = s.website !== null && rng.chance(0.9);
      const end = addDays(begin, s.days - 1);
      out.push(
        makeEvent(ctx, {
          eventCd: `SF${year}${venue.code}${String(seq).padStart(2, '0')}`,
          matchCd: `M${year}${String(seq).padStart(3, '0')}`,
          name: s.name(year),
          nameEn: english ? s.nameEn(year) : null,
          venue,
          begin,
          end,
          kind: s.kind,
          initials: s.initials,
          sponsor: hasSite || rng.chance(0.5) ? s.sponsor : null,
          website: hasSite ? s.website : null,
          album: end.getTime() < today.getTime() && rng.chance(0.35),
          isPublish: 1,
          variant: rng.int(0, 4),
          keywords: s.keywords,
        }),
      );
    }
  }
  RUNNING.forEach(([name, nameEn, venueKey, kind, before, after], i) => {
    const venue = VENUES[venueKey];
    const begin = addDays(today, -before);
    out.push(
      makeEvent(ctx, {
        eventCd: `SF${thisYear}${venue.code}R${i + 1}`,
        matchCd: `M${thisYear}R${String(i + 1).padStart(2, '0')}`,
        name: `${thisYear}${name}`,
        nameEn: `${thisYear} ${nameEn}`,
        venue,
        begin,
        end: addDays(today, after),
        kind,
        initials: nameEn
          .split(/\s+/)
          .filter((w) => /^[A-Z]/.test(w))
          .map((w) => w[0])
          .join('')
          .slice(0, 3),
        sponsor: '帆鱼体育',
        website: 'https://www.sailfish.com.cn',
        album: true,
        isPublish: 1,
        variant: i,
      }),
    );
  });
  UNPUBLISHED.forEach(([name, nameEn, venueKey, offset], i) => {
    const venue = VENUES[venueKey];
    const begin = addDays(today, offset);
    out.push(
      makeEvent(ctx, {
        eventCd: `SF${thisYear}${venue.code}U${i + 1}`,
        matchCd: `M${thisYear}U${String(i + 1).padStart(2, '0')}`,
        name: `${thisYear}年${name}`,
        nameEn: `${nameEn} ${thisYear}`,
        venue,
        begin,
        end: addDays(begin, 2),
        kind: 'club',
        initials: 'UT',
        sponsor: null,
        website: null,
        album: false,
        isPublish: 0,
        variant: i,
      }),
    );
  });
  return out;
}

// ---------------------------------------------------------------- levels, races, scores

type RaceStatus = '0' | '1' | '2' | '3' | '4' | '5' | '6';

interface RacePlan {
  status: RaceStatus;
  /** 1-based event day, or null for a race not scheduled yet */
  day: number | null;
  /** start, minutes after midnight */
  at: number;
  /** duration in minutes (finished races) */
  minutes?: number;
  /**
   * the flagship's current day (issue 31, the day on the water): the start this many minutes from
   * the seed's `now` (China time), so the day has a race in every state whenever it is seeded;
   * `at` is then ignored
   */
  fromNow?: number;
}

function addRaces(
  ctx: SeedContext,
  level: NewLevel,
  begin: Day,
  plans: RacePlan[],
  area: string | null,
  courses: string[],
): void {
  const { rng } = ctx;
  plans.forEach((p, i) => {
    const raceCd = `${level.levelCd}-R${String(i + 1).padStart(2, '0')}`;
    const day = p.day === null ? null : addDays(begin, p.day - 1);
    const start = day ? fmtDateTime(day, p.at) : null;
    const end =
      day && p.status === '4' ? fmtDateTime(day, p.at + (p.minutes ?? rng.int(48, 70)), rng.int(0, 59)) : null;
    const race: NewRace = {
      raceCd,
      levelCd: level.levelCd,
      roundName: `第${i + 1}轮`,
      bureauName: area,
      startTime: start,
      endTime: end,
      status: p.status,
      raceMark: courses[i % courses.length]!,
      traceUrl: `https://tracking.sailfish.com.cn/replay/${raceCd}`,
      sortOrder: i + 1,
    };
    ctx.rows.races.push(race);
  });
}

/**
 * A publication of results. Its time is never later than the seed's `now`: a class racing today
 * has its planned publication after the day's last race, which early in the day is still to
 * come (and a publication made through the console then would not be the newest).
 */
function publish(ctx: SeedContext, levelCd: string, json: unknown, publishTime: string): void {
  const now = chinaDateTime(ctx.now);
  ctx.rows.scorePublications.push({
    levelCd,
    scores: JSON.stringify(json),
    publishTime: publishTime < now ? publishTime : now,
  });
}

function resultTitle(eventName: string, c: ClassDef, races: number, final: boolean): string {
  return final
    ? `${eventName} ${c.name} 最终成绩 · ${c.nameEn} Final Results`
    : `${eventName} ${c.name} 临时成绩（第${races}轮后） · ${c.nameEn} Provisional Results after R${races}`;
}

// ---------------------------------------------------------------- the flagship

interface FlagshipLevel {
  cls: ClassDef;
  boats: number | [number, number];
  discard: number;
  area: string;
  /** the courses sailed in turn (default: the dinghy courses) */
  courses?: string[];
  chn: number;
  plans: RacePlan[];
  /** races published in the provisional publication (end of day 2) */
  provisional: number;
  penalties: PlannedPenalty[] | [PlannedPenalty[], PlannedPenalty[]];
  ties?: number[];
}

const F = (day: number, h: number, m = 0): RacePlan => ({ status: '4', day, at: hm(h, m) });

/** finished races on each of `days`, one at each of `times` ([hour, minute]) */
const finishedEachDay = (days: number[], ...times: [number, number?][]): RacePlan[] =>
  days.flatMap((day) => times.map(([h, m]) => F(day, h, m)));

/** the planned penalties by code: the (0-based) races each code is given in */
const penalised = (races: Partial<Record<PenaltyCode, number[]>>): PlannedPenalty[] =>
  Object.entries(races).flatMap(([code, rs]) => rs.map((race) => ({ race, code: code as PenaltyCode })));

const FLAGSHIP_LEVELS: FlagshipLevel[] = [
  {
    cls: CLASSES['470X']!,
    boats: 18,
    discard: 4,
    area: 'A场区',
    chn: 0.6,
    plans: [
      ...finishedEachDay([1, 2, 3], [11], [13, 30]),
      { ...F(4, 0), fromNow: -100 },
      { status: '2', day: 4, at: 0, fromNow: -20 },
      { status: '1', day: 4, at: 0, fromNow: 60 },
      { status: '0', day: null, at: 0 },
    ],
    provisional: 4,
    penalties: penalised({ OCS: [1], ZFP: [2], DNF: [4], RDG: [5], UFD: [6] }),
  },
  {
    cls: CLASSES['49ER']!,
    boats: 16,
    discard: 0,
    area: 'B场区',
    chn: 0.55,
    plans: [
      F(1, 11, 30),
      F(1, 14),
      F(2, 11, 30),
      F(3, 11, 30),
      F(3, 14),
      { status: '5', day: 4, at: 0, fromNow: -75 },
      { status: '3', day: 4, at: 0, fromNow: 30 },
      { status: '0', day: null, at: 0 },
    ],
    provisional: 3,
    penalties: penalised({ DNS: [0], RET: [2], DSQ: [3], BFD: [4] }),
  },
  {
    cls: CLASSES.ILCA7!,
    boats: 28,
    discard: 4,
    area: 'C场区',
    chn: 0.6,
    plans: [
      ...finishedEachDay([1, 2, 3], [11], [13, 20]),
      { ...F(4, 0), fromNow: -90 },
      // starting soon: scheduled, its start 10 minutes from now (docs/product.md "The day on the water")
      { status: '1', day: 4, at: 0, fromNow: 10 },
      { status: '1', day: 5, at: hm(11) },
    ],
    provisional: 4,
    penalties: penalised({ DNC: [0], UFD: [1], ZFP: [3], DNF: [3], RDG: [5], BFD: [6] }),
    ties: [2],
  },
  {
    cls: CLASSES.IQFM!,
    boats: 22,
    discard: 3,
    area: 'D场区',
    courses: COURSES.foil,
    chn: 0.55,
    plans: [
      { ...F(1, 10, 30), minutes: 22 },
      { ...F(1, 12), minutes: 12 },
      { ...F(1, 14), minutes: 40 },
      { ...F(2, 10, 30), minutes: 24 },
      { ...F(2, 12), minutes: 11 },
      { ...F(2, 14), minutes: 42 },
      { ...F(3, 10, 30), minutes: 23 },
      { ...F(3, 12), minutes: 12 },
      { status: '6', day: 4, at: 0, fromNow: 105 },
      { status: '0', day: null, at: 0 },
    ],
    provisional: 6,
    penalties: penalised({ DNF: [1], DNS: [2], DSQ: [4], ZFP: [5], BFD: [6], RET: [7] }),
  },
  {
    cls: CLASSES.OPT!,
    boats: [16, 14],
    discard: 4,
    area: 'E场区',
    courses: ['梯形航线 I2 (Trapezoid Inner 2)', 'Windward-Leeward 2 laps (L2)'],
    chn: 0.7,
    plans: [F(1, 10, 30), F(1, 12, 30), F(2, 10, 30), F(2, 12, 30), F(3, 10, 30), F(3, 12, 30)],
    provisional: 4,
    penalties: [penalised({ OCS: [0], DNF: [2], ZFP: [4] }), penalised({ RET: [1], DNC: [3], RDG: [5] })],
  },
];

/** the note of the flagship's first class's latest publication */
const REDRESS_NOTE = {
  rulesKey: 'P1',
  notes:
    '第6轮补偿申请（第 #5 号听证）裁决：补偿成绩按 A10(a) 计算。 Request for redress in R6 (hearing #5): redress given under A10(a).',
};

function levelStatus(plans: RacePlan[]): string {
  if (plans.every((p) => p.status === '4' || p.status === '5' || p.status === '6')) return '3';
  if (plans.some((p) => p.status === '4' || p.status === '2')) return '2';
  return '1';
}

function flagship(ctx: SeedContext): EventMeta {
  const { rng, today } = ctx;
  const begin = addDays(today, -3);
  const end = addDays(today, 3);
  const meta = makeEvent(ctx, {
    eventCd: FLAGSHIP_EVENT_CD,
    matchCd: 'MNG2026',
    name: '第十五届全国运动会帆船项目',
    nameEn: '15th National Games Sailing Competition',
    venue: {
      code: 'SZ',
      address: '深圳市大鹏新区国家帆船帆板训练基地',
      addressEn: 'Dapeng National Sailing Training Base, Shenzhen',
    },
    begin,
    end,
    kind: 'national',
    initials: 'NG',
    sponsor: '第十五届全国运动会组织委员会',
    website: 'https://www.nationalgames-sailing.cn',
    album: true,
    isPublish: 1,
    variant: 0,
    keywords: ['全运会', '十五运', '十五运会', '全运', 'National Games', '15th NG'],
  });
  const eventName = meta.row.name;

  // the current day's starts around now (FLAGSHIP_LEVELS' fromNow: -100 to +105). A start that
  // would fall outside the day goes as far the other side of now instead, so the day keeps a race in
  // every state at any hour: a race that has to come (starting soon, scheduled) is still ahead until
  // 23:49, and a scheduled one mirrored into the past stays "scheduled" (app/features/events/lib/race-day.ts).
  const clock = chinaDateTime(ctx.now);
  const minute = Number(clock.slice(11, 13)) * 60 + Number(clock.slice(14, 16));
  const dayEnd = hm(23, 59);
  const around = (fromNow: number) => {
    const at = minute + fromNow;
    return at >= 0 && at <= dayEnd ? at : Math.min(Math.max(minute - fromNow, 0), dayEnd);
  };
  FLAGSHIP_LEVELS.forEach((flagshipLevel, li) => {
    const l = {
      ...flagshipLevel,
      plans: flagshipLevel.plans.map((p) => (p.fromNow === undefined ? p : { ...p, at: around(p.fromNow) })),
    };
    const c = l.cls;
    const level: NewLevel = {
      levelCd: `SFNG26-${c.key}`,
      eventCd: FLAGSHIP_EVENT_CD,
      levelName: c.name,
      levelNameCode: c.nameEn,
      logo: classLogo(ctx, c, li),
      status: levelStatus(l.plans),
      roundTotal: l.plans.length,
      sortOrder: li + 1,
    };
    ctx.rows.levels.push(level);
    addRaces(ctx, level, begin, l.plans, l.area, l.courses ?? COURSES.dinghy);

    const sailed = l.plans.filter((p) => p.status === '4').length;
    const lrng = rng.fork(c.key);
    const groups: ScoreGroup[] = [];
    if (Array.isArray(l.boats)) {
      const used = new Set<string>();
      const pens = l.penalties as [PlannedPenalty[], PlannedPenalty[]];
      (['Boys', 'Girls'] as const).forEach((division, gi) => {
        const fleet = makeFleet(lrng, (l.boats as [number, number])[gi]!, {
          crew: c.crew,
          boat: c.boat,
          chnShare: l.chn,
          division,
          usedSailNos: used,
        });
        groups.push({ name: division, fleet, entries: simulate(lrng, fleet, sailed, pens[gi]!, l.ties) });
      });
    } else {
      const fleet = makeFleet(lrng, l.boats, { crew: c.crew, boat: c.boat, chnShare: l.chn });
      groups.push({ fleet, entries: simulate(lrng, fleet, sailed, l.penalties as PlannedPenalty[], l.ties) });
    }
    const grouping = Array.isArray(l.boats) ? { field: 'division', name: 'Division' } : undefined;
    const final = level.status === '3';
    const finishedPlans = l.plans.filter((p) => p.status === '4');
    const last = finishedPlans[finishedPlans.length - 1]!;
    // the provisional publication (end of day 2), then the latest: final once the class has finished
    const publications = [
      { races: l.provisional, final: false, at: fmtDateTime(addDays(begin, 1), hm(18, 20 + li * 4), rng.int(0, 59)) },
      {
        races: sailed,
        final,
        at: fmtDateTime(addDays(begin, last.day! - 1), last.at + (final ? 240 : 95), rng.int(0, 59)),
        notes: li === 0 ? [REDRESS_NOTE] : undefined,
      },
    ];
    for (const p of publications) {
      const json = buildScoreJson({
        theTitle: resultTitle(eventName, c, p.races, p.final),
        discardRule: l.discard,
        races: p.races,
        groups,
        crew: c.crew,
        boat: c.boat,
        grouping,
        notes: p.notes,
      });
      publish(ctx, level.levelCd, json, p.at);
    }
  });

  flagshipMedia(ctx);
  return meta;
}

const PHOTO_TITLES = [
  '470级混合双人 起航瞬间',
  '49er 顺风高速滑行',
  'ILCA 7 迎风标绕标',
  'iQFoil 水翼飞驰',
  'OP级小将整装待发',
  '大鹏湾赛场全景',
  '裁判船与起航线',
  '470级 顺风球帆展开',
  '49er 双人吊架',
  'ILCA 7 船队逆光',
  '赛后码头收船',
  '颁奖仪式现场',
  '无人机俯瞰赛场',
  '夕阳下的帆船',
];

const VIDEO_TITLES: [string, string][] = [
  ['第1比赛日精彩集锦', 'Day 1 highlights'],
  ['第2比赛日精彩集锦', 'Day 2 highlights'],
  ['第3比赛日精彩集锦', 'Day 3 highlights'],
  ['470级混合双人 第3轮 全程回放', '470 Mixed R3 full replay'],
  ['49er级 第5轮 三维回放', '49er R5 3D replay'],
  ['ILCA 7级 第4轮 起航回放', 'ILCA 7 R4 start replay'],
  ['iQFoil 直线竞速决胜轮', 'iQFoil slalom decider'],
  ['OP级青少年组 最终轮', 'Optimist final race'],
  ['开幕式直播回看', 'Opening ceremony'],
  ['赛事追踪技术揭秘', 'Behind the tracking'],
  ['冠军专访：470级混合双人', 'Champions interview: 470 Mixed'],
];

function flagshipMedia(ctx: SeedContext): void {
  const { rng } = ctx;
  const base = `img/events/${FLAGSHIP_EVENT_CD}`;
  PHOTO_TITLES.forEach((title, i) => {
    ctx.rows.eventImages.push({
      eventCd: FLAGSHIP_EVENT_CD,
      imgUrl: addFile(ctx, `${base}/photo-${String(i + 1).padStart(2, '0')}.svg`, photoSvg(rng, title)),
      title,
      isPublish: 1,
      sortOrder: i + 1,
    });
  });
  ['未发布：待审核照片', '未发布：内部存档照片'].forEach((title, i) => {
    ctx.rows.eventImages.push({
      eventCd: FLAGSHIP_EVENT_CD,
      imgUrl: addFile(ctx, `${base}/draft-${i + 1}.svg`, photoSvg(rng, title)),
      title,
      isPublish: 0,
      sortOrder: 100 + i,
    });
  });
  VIDEO_TITLES.forEach(([title, titleEn], i) => {
    const slug = `ng2026-${String(i + 1).padStart(2, '0')}`;
    ctx.rows.eventVideos.push({
      eventCd: FLAGSHIP_EVENT_CD,
      videoUrl: i === 0 ? DEMO_VIDEO_URL : embedVideo(ctx, slug, title, titleEn, i >= 8 ? 'VIDEO' : 'REPLAY'),
      thumbUrl: videoThumb(ctx, `${base}/video-${String(i + 1).padStart(2, '0')}.svg`, title),
      title,
      isPublish: 1,
      sortOrder: i + 1,
    });
  });
  ctx.rows.eventVideos.push({
    eventCd: FLAGSHIP_EVENT_CD,
    videoUrl: embedVideo(ctx, 'ng2026-draft', '未发布：剪辑中的视频', 'Unpublished: draft cut'),
    thumbUrl: videoThumb(ctx, `${base}/video-draft.svg`, '未发布：剪辑中的视频'),
    title: '未发布：剪辑中的视频',
    isPublish: 0,
    sortOrder: 100,
  });
}

// ---------------------------------------------------------------- results of other finished events

/** the `li`-th class `c` of an event (its races not counted yet), in `status` */
function eventClass(ctx: SeedContext, meta: EventMeta, c: ClassDef, li: number, status: string): NewLevel {
  return {
    levelCd: `${meta.row.eventCd}-${c.key}`,
    eventCd: meta.row.eventCd,
    levelName: c.name,
    levelNameCode: meta.row.nameCode ? c.nameEn : null,
    logo: classLogo(ctx, c, li),
    status,
    roundTotal: 0,
    sortOrder: li + 1,
  };
}

function finishedEventResults(ctx: SeedContext, meta: EventMeta, rng: Rng): void {
  const classes = KIND_CLASSES[meta.kind].slice(0, rng.int(1, 3));
  const days = Math.round((meta.end.getTime() - meta.begin.getTime()) / 86_400_000) + 1;
  classes.forEach((key, li) => {
    const c = CLASSES[key]!;
    const level = eventClass(ctx, meta, c, li, '3');
    const raceCount = c.offshore ? rng.int(3, 4) : rng.int(5, 8);
    level.roundTotal = raceCount;
    // racing days: all but the first (registration) when the event is long enough
    const firstRaceDay = days >= 4 ? 2 : 1;
    const racingDays = Math.max(days - firstRaceDay + 1, 1);
    const perDay = Math.ceil(raceCount / racingDays);
    const plans: RacePlan[] = Array.from({ length: raceCount }, (_, i) => {
      const day = Math.min(firstRaceDay + Math.floor(i / perDay), days);
      const slot = i % perDay;
      return c.offshore
        ? { status: '4', day, at: hm(10, rng.int(0, 3) * 5), minutes: rng.int(240, 420) }
        : { status: '4', day, at: hm(11 + slot * 2, rng.int(0, 5) * 5) };
    });
    ctx.rows.levels.push(level);
    addRaces(
      ctx,
      level,
      meta.begin,
      plans,
      c.offshore ? null : `${String.fromCharCode(65 + li)}场区`,
      c.offshore ? COURSES.offshore : COURSES.dinghy,
    );

    const fleetSize = c.offshore ? rng.int(12, 18) : rng.int(15, 26);
    const fleet: Competitor[] = makeFleet(rng, fleetSize, { crew: c.crew, boat: c.boat, chnShare: 0.75 });
    const codes: PenaltyCode[] = ['DNF', 'OCS', 'DNS', 'ZFP', 'RET', 'DSQ', 'RDG', 'UFD', 'DNC'];
    const penalties: PlannedPenalty[] = Array.from({ length: rng.int(2, 4) }, () => ({
      race: rng.int(0, raceCount - 1),
      code: rng.pick(codes),
    }));
    const entries: RaceEntry[][] = simulate(rng, fleet, raceCount, penalties);
    const discard = c.offshore ? 0 : rng.pick([3, 4, 4, 5]);
    const last = plans[plans.length - 1]!;
    publish(
      ctx,
      level.levelCd,
      buildScoreJson({
        theTitle: resultTitle(meta.row.name, c, raceCount, true),
        discardRule: discard,
        races: raceCount,
        groups: [{ fleet, entries }],
        crew: c.crew,
        boat: c.boat,
      }),
      fmtDateTime(addDays(meta.begin, last.day! - 1), last.at + (c.offshore ? 600 : 180), rng.int(0, 59)),
    );
  });
}

// ---------------------------------------------------------------- programmes of coming events

/**
 * A coming event's programme (issue 31): its classes and their races with start times, every
 * race scheduled (status 1), so its page shows the programme by day and its calendar the races.
 * Racing days are all but the first (registration) of an event of four days or more; each class
 * sails two races a day (its own area, starts 20 minutes apart between classes), an offshore
 * class one. An event that already has classes (another builder made them) keeps them, and gets
 * races only for classes without any.
 */
function comingProgramme(ctx: SeedContext, meta: EventMeta): void {
  const days = Math.round((meta.end.getTime() - meta.begin.getTime()) / 86_400_000) + 1;
  const firstRaceDay = days >= 4 ? 2 : 1;
  const existing = ctx.rows.levels.filter((l) => l.eventCd === meta.row.eventCd);
  const levels: { level: NewLevel; c: ClassDef | undefined }[] =
    existing.length > 0
      ? existing.map((level) => ({ level, c: Object.values(CLASSES).find((c) => level.levelCd.endsWith(`-${c.key}`)) }))
      : KIND_CLASSES[meta.kind].map((key, li) => {
          const c = CLASSES[key]!;
          const level = eventClass(ctx, meta, c, li, '1');
          ctx.rows.levels.push(level);
          return { level, c };
        });
  levels.forEach(({ level, c }, li) => {
    if (ctx.rows.races.some((r) => r.levelCd === level.levelCd)) return;
    const offshore = c?.offshore === true;
    const plans: RacePlan[] = [];
    for (let day = firstRaceDay; day <= days; day++) {
      if (offshore) plans.push({ status: '1', day, at: hm(10) + li * 20 });
      else plans.push({ status: '1', day, at: hm(11) + li * 20 }, { status: '1', day, at: hm(13, 30) + li * 20 });
    }
    level.roundTotal = plans.length;
    addRaces(
      ctx,
      level,
      meta.begin,
      plans,
      offshore ? null : `${String.fromCharCode(65 + li)}场区`,
      offshore ? COURSES.offshore : COURSES.dinghy,
    );
  });
}

// ---------------------------------------------------------------- announcements

function announcements(ctx: SeedContext, metas: EventMeta[]): void {
  const levelsByEvent = new Map<string, NewLevel[]>();
  for (const l of ctx.rows.levels) {
    const list = levelsByEvent.get(l.eventCd) ?? [];
    list.push(l);
    levelsByEvent.set(l.eventCd, list);
  }
  for (const m of metas) {
    if (m.row.isPublish !== 1) continue;
    const e = m.row;
    const levels = levelsByEvent.get(e.eventCd) ?? [];
    const classes =
      levels.length > 0
        ? levels.map((l) => ({ name: l.levelName, nameEn: l.levelNameCode ?? null }))
        : KIND_CLASSES[m.kind].map((k) => ({ name: CLASSES[k]!.name, nameEn: CLASSES[k]!.nameEn }));
    const schedule: [string, string, string][] = [
      [e.beginDate, '报到、器材检查、开幕式', 'Registration, equipment inspection, opening ceremony'],
    ];
    const days = Math.round((m.end.getTime() - m.begin.getTime()) / 86_400_000) + 1;
    for (let d = 1; d < days - 1 || (days <= 2 && d < days); d++) {
      schedule.push([fmtDate(addDays(m.begin, d)), `比赛日，首轮预告信号 11:00`, `Racing, first warning signal 11:00`]);
    }
    schedule.push([e.endDate, '最后比赛日、颁奖仪式', 'Final racing day, prize giving']);
    addFile(
      ctx,
      `announcements/${e.eventCd}.html`,
      announcementHtml({
        eventCd: e.eventCd,
        name: e.name,
        nameEn: e.nameCode ?? null,
        beginDate: e.beginDate,
        endDate: e.endDate,
        address: e.address ?? null,
        addressEn: e.addressCode ?? null,
        organizer: m.organizer,
        classes,
        schedule,
      }),
    );
  }
}

// ---------------------------------------------------------------- entry point

export function seedEvents(ctx: SeedContext): void {
  const metas = seriesEvents(ctx);
  const ng = flagship(ctx);
  metas.push(ng);

  // results for the most recent finished events (1–3 levels each, one final publication)
  // (the four most recent, and two from last year)
  const finished = metas
    .filter((m) => m.row.isPublish === 1 && m.row.status === '3')
    .sort((a, b) => b.begin.getTime() - a.begin.getTime());
  const lastYear = ctx.today.getUTCFullYear() - 1;
  const withResults = [
    ...finished.slice(0, 4),
    ...finished
      .slice(4)
      .filter((m) => m.begin.getUTCFullYear() === lastYear)
      .slice(0, 2),
  ];
  for (const m of withResults) finishedEventResults(ctx, m, ctx.rng.fork(m.row.eventCd));
  // coming events have a programme (issue 31: the day on the water, the calendars), but for the
  // farthest, whose classes are not published yet (the event page's "classes not yet" state)
  const coming = metas
    .filter((m) => m.row.isPublish === 1 && m.row.status === '1')
    .sort((a, b) => a.begin.getTime() - b.begin.getTime());
  for (const m of coming.slice(0, -1)) comingProgramme(ctx, m);

  announcements(ctx, metas);
}
