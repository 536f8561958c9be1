/**
 * Column headers as scorers write them (CSV, Sailwave pages), English or Chinese, mapped onto the
 * publication's column keys (docs/results.md): rank, nationality, sailNo, boat, helm, crew, club,
 * a race (r1…rn), total, net, or the grouping field (fleet / division / group).
 */
import { STANDARD_COLUMN_NAMES } from '../results-view.js';
import type { ScoreHeader } from './types.js';

export type FieldKey = 'rank' | 'nationality' | 'sailNo' | 'boat' | 'helm' | 'crew' | 'club' | 'total' | 'net';

export type HeaderMeaning =
  | { kind: 'field'; key: FieldKey }
  | { kind: 'group'; key: 'fleet' | 'division' | 'group'; name: string }
  | { kind: 'race'; name: string }
  /** a competitor field a scoring program prints that the site does not publish (Age, Sex, Class, Rating, Tally …): never a race */
  | { kind: 'other'; name: string }
  | { kind: 'unknown'; name: string };

const FIELDS: Record<string, FieldKey> = {
  rank: 'rank',
  pos: 'rank',
  position: 'rank',
  place: 'rank',
  overall: 'rank',
  名次: 'rank',
  排名: 'rank',
  总名次: 'rank',
  nat: 'nationality',
  nation: 'nationality',
  nationality: 'nationality',
  country: 'nationality',
  noc: 'nationality',
  ioc: 'nationality',
  国籍: 'nationality',
  国家: 'nationality',
  国家地区: 'nationality',
  sailno: 'sailNo',
  sailnumber: 'sailNo',
  sail: 'sailNo',
  sailnum: 'sailNo',
  bowno: 'sailNo',
  帆号: 'sailNo',
  船号: 'sailNo',
  boat: 'boat',
  boatname: 'boat',
  yacht: 'boat',
  yachtname: 'boat',
  船名: 'boat',
  helm: 'helm',
  helmname: 'helm',
  skipper: 'helm',
  helmsman: 'helm',
  sailor: 'helm',
  name: 'helm',
  舵手: 'helm',
  选手: 'helm',
  姓名: 'helm',
  运动员: 'helm',
  crew: 'crew',
  crewname: 'crew',
  crewnames: 'crew',
  缆手: 'crew',
  船员: 'crew',
  club: 'club',
  affiliation: 'club',
  team: 'club',
  单位: 'club',
  代表队: 'club',
  俱乐部: 'club',
  所属单位: 'club',
  代表单位: 'club',
  total: 'total',
  totalpoints: 'total',
  tot: 'total',
  gross: 'total',
  总分: 'total',
  net: 'net',
  nett: 'net',
  netpoints: 'net',
  nettpoints: 'net',
  净分: 'net',
};

const GROUPS: Record<string, 'fleet' | 'division' | 'group'> = {
  fleet: 'fleet',
  division: 'division',
  group: 'group',
  category: 'group',
  组别: 'group',
  分组: 'group',
  组: 'group',
};

/**
 * Competitor and boat fields Sailwave and spreadsheets print beside the races (its column
 * names and their usual variants): never read as races, not published.
 */
const NOT_RACES = new Set([
  'age',
  'agegroup',
  'helmagegroup',
  'crewagegroup',
  'sex',
  'gender',
  'helmsex',
  'crewsex',
  'class',
  'boatclass',
  'type',
  'boattype',
  'design',
  'model',
  'rating',
  'handicap',
  'py',
  'tcf',
  'irc',
  'phrf',
  'tally',
  'altsailno',
  'exclude',
  'excluded',
  'owner',
  'owners',
  'sponsor',
  'hullno',
  'hullnumber',
  'bow',
  'rig',
  'sailsize',
  'board',
  'weight',
  'email',
  'phone',
  'dob',
  'birth',
  'birthyear',
  'yob',
  'medical',
  'paid',
  'entry',
  'entryno',
  'id',
  'member',
  'memberno',
  'isaf',
  'wsid',
  'worldsailingid',
  'region',
  'province',
  'state',
  'city',
  'county',
  'district',
  'notes',
  'comments',
  'remarks',
  '年龄',
  '性别',
  '级别',
  '船型',
  '备注',
  '组别名',
  '省份',
  '城市',
  '出生年份',
]);

const normal = (s: string) => s.toLowerCase().replace(/[\s._\-/:#()（）]/g, '');

/** 'R1', 'Race 1', 'Q2', 'F1', 'SF1', 'MR', 'M', '第1轮', '第 1 轮', '1' → the race's published name, or null */
export function raceName(header: string): string | null {
  const s = header.trim();
  let m = /^(?:r|race)\s*[-.]?\s*(\d{1,3})$/i.exec(s) ?? /^第\s*(\d{1,3})\s*轮$/.exec(s) ?? /^(\d{1,3})$/.exec(s);
  if (m) return `R${Number(m[1])}`;
  m = /^(q|f|sf|mr)\s*[-.]?\s*(\d{1,3})$/i.exec(s);
  if (m) return `${m[1]!.toUpperCase()}${Number(m[2])}`;
  if (/^(m|mr|medal|medal race|奖牌赛)$/i.test(s)) return 'M';
  return null;
}

export function headerMeaning(header: string): HeaderMeaning {
  const n = normal(header);
  const field = FIELDS[n];
  if (field) return { kind: 'field', key: field };
  const group = GROUPS[n];
  if (group) return { kind: 'group', key: group, name: header.trim() };
  if (NOT_RACES.has(n)) return { kind: 'other', name: header.trim() };
  const race = raceName(header);
  if (race) return { kind: 'race', name: race };
  return { kind: 'unknown', name: header.trim() };
}

/** the English column names of the publication's header */
export const COLUMN_NAMES: Record<FieldKey, string> = STANDARD_COLUMN_NAMES;

export const IDENTITY_ORDER: FieldKey[] = ['rank', 'nationality', 'sailNo', 'boat', 'helm', 'crew', 'club'];

/** the competitor's fields a table has (`has`), in the publication's order (rank has a place of its own) */
export function identityKeys(has: (key: FieldKey) => boolean): FieldKey[] {
  return IDENTITY_ORDER.filter((k) => k !== 'rank' && has(k));
}

/** the publication's columns of these fields, named in English */
export function fieldColumns(keys: readonly FieldKey[]): ScoreHeader[] {
  return keys.map((k) => ({ columnKey: k, columnName: COLUMN_NAMES[k] }));
}

/**
 * a publication's header in the order every importer writes it: rank, the competitor's columns,
 * the grouping column (when there is one), the races (keys r1, r2 …, each with the name given), total
 * and net
 */
export function publicationHeader(
  identity: readonly ScoreHeader[],
  group: ScoreHeader | null,
  raceNames: readonly string[],
): ScoreHeader[] {
  return [
    { columnKey: 'rank', columnName: COLUMN_NAMES.rank },
    ...identity,
    ...(group ? [group] : []),
    ...raceNames.map((name, i) => ({ columnKey: `r${i + 1}`, columnName: name })),
    { columnKey: 'total', columnName: COLUMN_NAMES.total },
    { columnKey: 'net', columnName: COLUMN_NAMES.net },
  ];
}

/**
 * '11 DNF' → '11.0 DNF', 'DNF 11' → '11.0 DNF', '(3)' → '(3.0)', '2,5' → '2.5', and Sailwave's
 * '14.0 -' / '(14.0 -)' (a score it marks with a dash, no code) → '14.0' / '(14.0)'; anything
 * else as written
 */
export function normaliseScoreCell(text: string): string {
  let s = text
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/^(\(?-?\d+(?:[.,]\d+)?) -(\)?)$/, '$1$2');
  const discarded = /^[([].*[)\]]$/.test(s);
  if (discarded) s = s.slice(1, -1).trim();
  let m = /^(-?\d+(?:[.,]\d+)?)(?: ?\/? ?([A-Za-z]{2,4}))?$/.exec(s);
  let points: string | undefined;
  let code: string | undefined;
  if (m) [points, code] = [m[1], m[2]];
  else {
    m = /^([A-Za-z]{2,4}) ?\/? ?(-?\d+(?:[.,]\d+)?)$/.exec(s);
    if (m) [code, points] = [m[1], m[2]];
  }
  if (points === undefined) {
    const only = /^[A-Za-z]{2,4}$/.test(s) ? s.toUpperCase() : s;
    return discarded ? `(${only})` : only;
  }
  const n = Number(points.replace(',', '.'));
  const body = `${(Math.round(n * 10 + 1e-9) / 10).toFixed(1)}${code ? ` ${code.toUpperCase()}` : ''}`;
  return discarded ? `(${body})` : body;
}

/** '12' → '12.0', '12,5' → '12.5'; text that is not a number stays */
export function normalisePoints(text: string): string {
  const s = text.trim();
  if (!/^-?\d+(?:[.,]\d+)?$/.test(s)) return s;
  return (Math.round(Number(s.replace(',', '.')) * 10 + 1e-9) / 10).toFixed(1);
}

/** '1st', '2nd', '=3', '3T', '第1名', '1' → '1'; else as written */
export function normaliseRank(text: string): string {
  const m = /^\s*(?:=|第)?\s*(\d+)\s*(?:st|nd|rd|th|t|=|名)?\s*$/i.exec(text);
  return m ? String(Number(m[1])) : text.trim();
}
