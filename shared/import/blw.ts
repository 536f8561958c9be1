/**
 * A Sailwave series file (.blw; docs/results-import.md): lines of four quoted fields
 * `"key","value","competitor id","race id"`. The reader publishes what Sailwave publishes from the
 * file (its summary tables), read from the file's own settings:
 *
 * - Scoring systems (`scr…`, by id): the one in use is `serscoringhandle`; a child system
 *   (`scrparent` = that id) applies to the competitors whose field `scrfield` has the value
 *   `scrvalue` (e.g. Fleet = Pro), with its own discard list. `scrsfield` is the field the summary
 *   is split by (Fleet, Division, Class …).
 * - The tables: one per value of that field when the stored ranks start again at 1 in each value
 *   (scored apart), titled "value caption" ("Amateur Fleet", the caption from the field's `column`
 *   record), in the order of `serpubgroupvalues` (`|`-separated: the publish dialog's last choice,
 *   not a filter: a file listing one fleet was published with all three) then alphabetically;
 *   else one table with the overall ranks and the field as a column.
 * - `column` records `type|Field|order|shown|published|width|caption`: the published columns in
 *   order (type 2 is where the races go).
 * - Competitors: `compexclude` 1 with `serhideexcluded` 1 are not published; a record with no sail
 *   number, name or result is not a boat. Ranks, totals and nets are Sailwave's stored `comprank`,
 *   `comptotal`, `compnett` (what it published); only what the file does not store is worked out.
 * - Results (`r…`): `rpts` points, `rdisc` 1 discarded (in parentheses), `rcod` the code, which
 *   Sailwave shows only for a code result (`rrestyp` 3; with `rrestyp` 1 a place was entered and the
 *   old code is not used); a code without a letter (`-`, points set by hand: Sailwave prints
 *   `14.0 -`) is published as the points alone. No result in a race the boat's table sailed: DNC,
 *   entries + 1.
 * - Codes (`scrcode`): code, method, value, discardable, …, description; codes the glossary does not
 *   know go to the notes with their description.
 *
 * Where the stored figures and a recomputation from the cells disagree, the stored ones are
 * published and a warning names the boats (sail number and helm) and what differs.
 *
 * Linear in the file's size: one pass over the text (no backtracking patterns), maps by id, loops
 * (no spreads of long lists); caps from limits.ts (competitors, races, characters a cell).
 */
import { PENALTY_CODES } from '../score-publication.js';
import { ranksFromNets } from './check.js';
import { COLUMN_NAMES, normalisePoints, publicationHeader } from './columns.js';
import { LIMITS, limitCell, limitColumns, limitRows } from './limits.js';
import { WARNINGS, importError } from './messages.js';
import { describeDiscards, formatCell, formatPoints, parseDiscardProfile } from './scoring.js';
import type {
  Bilingual,
  CodeDefinition,
  FileStanding,
  ImportWarning,
  RaceInfo,
  ScoreFile,
  ScoreRule,
} from './types.js';

type Fields = Record<string, string>;

export interface BlwFile {
  series: Fields;
  competitors: Map<string, Fields>;
  races: Map<string, Fields>;
  /** by `${competitorId}|${raceId}` */
  results: Map<string, Fields>;
  /** scoring systems by id: fields and code records */
  scoring: Map<string, { fields: Fields; codes: string[] }>;
  /** the `column` records, as written */
  columns: string[];
}

/** codes that score entries + 1 under RRS A5 when the file does not define them */
const ENTRIES_PLUS_ONE = new Set(['DNC', 'DNS', 'OCS', 'NSC', 'DNF', 'RET', 'DSQ', 'UFD', 'BFD', 'DNE', 'DGM']);

/** a boat's result fields read (the others are rating and time bookkeeping) */
const RESULT_KEPT = new Set(['rpts', 'rcod', 'rdisc', 'rrestyp', 'rpos']);

/** series settings kept (the others are Sailwave's own bookkeeping: mail texts, notes, paths …) */
const SERIES_KEPT = new Set(['serevent', 'servenue', 'sertitle', 'serhideexcluded', 'serpubgroupvalues', 'serscoringhandle']);

/**
 * The records of a .blw text, in one pass: each line is up to four fields, quoted (a doubled quote
 * is a quote) or not. Caps: competitors (LIMITS.rows), races (LIMITS.columns), characters of a
 * value kept (LIMITS.cellChars).
 */
export function readBlw(text: string): BlwFile {
  const file: BlwFile = {
    series: {},
    competitors: new Map(),
    races: new Map(),
    results: new Map(),
    scoring: new Map(),
    columns: [],
  };
  const fields: string[] = [];
  const n = text.length;
  let i = 0;
  let line = 0;
  while (i < n) {
    line++;
    fields.length = 0;
    // one line: fields separated by commas
    for (;;) {
      let value: string;
      if (text.charCodeAt(i) === 34 /* " */) {
        let start = i + 1;
        let out: string | null = null;
        for (;;) {
          const q = text.indexOf('"', start);
          if (q < 0) {
            out = out === null ? text.slice(start) : out + text.slice(start);
            i = n;
            break;
          }
          if (text.charCodeAt(q + 1) === 34) {
            out = out === null ? text.slice(start, q + 1) : out + text.slice(start, q + 1);
            start = q + 2;
            continue;
          }
          out = out === null ? text.slice(start, q) : out + text.slice(start, q);
          i = q + 1;
          break;
        }
        value = out;
        // anything after the closing quote up to the separator is ignored
        while (i < n) {
          const c = text.charCodeAt(i);
          if (c === 44 || c === 10 || c === 13) break;
          i++;
        }
      } else {
        const start = i;
        while (i < n) {
          const c = text.charCodeAt(i);
          if (c === 44 || c === 10 || c === 13) break;
          i++;
        }
        value = text.slice(start, i);
      }
      fields.push(value);
      if (i < n && text.charCodeAt(i) === 44) {
        i++;
        continue;
      }
      break;
    }
    // the line's end
    if (i < n && text.charCodeAt(i) === 13) i++;
    if (i < n && text.charCodeAt(i) === 10) i++;
    addRecord(file, fields, line);
  }
  return file;
}

/** a value kept, within LIMITS.cellChars (the detail is made only for the error) */
function kept(value: string, line: number, key: string): string {
  return value.length > LIMITS.cellChars ? limitCell(value, `line ${line}, ${key}`) : value;
}

function addRecord(file: BlwFile, rec: readonly string[], line: number): void {
  const key = (rec[0] ?? '').trim();
  if (!key) return;
  const value = rec[1] ?? '';
  const comp = rec[2] ? rec[2].trim() : '';
  const race = rec[3] ? rec[3].trim() : '';
  if (key.charCodeAt(0) === 114 /* r */ && comp && race) {
    if (!RESULT_KEPT.has(key)) return;
    const id = `${comp}|${race}`;
    let f = file.results.get(id);
    if (!f) {
      f = {};
      file.results.set(id, f);
    }
    f[key] = kept(value, line, key).trim();
  } else if (key.startsWith('scr')) {
    if (key === 'scrcode') {
      const id = value.split('|')[14]?.trim() || comp || '0';
      scoringOf(file, id).codes.push(kept(value, line, key));
    } else scoringOf(file, comp || '0').fields[key] = kept(value, line, key).trim();
  } else if (comp && race) {
    // another record of a boat in a race (rating bookkeeping): not read
  } else if (comp && key.startsWith('comp')) {
    let f = file.competitors.get(comp);
    if (!f) {
      limitRows(file.competitors.size + 1, 'competitors');
      f = {};
      file.competitors.set(comp, f);
    }
    f[key] = kept(value, line, key).trim();
  } else if (race && key.startsWith('race')) {
    let f = file.races.get(race);
    if (!f) {
      limitColumns(file.races.size + 1, 'races');
      f = {};
      file.races.set(race, f);
    }
    f[key] = kept(value, line, key).trim();
  } else if (key === 'column') {
    if (file.columns.length < LIMITS.columns * 2) file.columns.push(kept(value, line, key));
  } else if (!comp && !race && SERIES_KEPT.has(key)) file.series[key] = kept(value, line, key).trim();
}

function scoringOf(file: BlwFile, id: string) {
  let s = file.scoring.get(id);
  if (!s) {
    if (file.scoring.size >= LIMITS.publications) return { fields: {} as Fields, codes: [] as string[] };
    s = { fields: {}, codes: [] };
    file.scoring.set(id, s);
  }
  return s;
}

/** 'DNF|Boats in series +|1|Yes|…|Did not finish' → its definition */
export function readCodeRecord(value: string): CodeDefinition | null {
  const parts = value.split('|').map((s) => s.trim());
  const code = parts[0];
  if (!code) return null;
  const yesNo = parts[3]?.toLowerCase();
  return {
    code,
    ...(parts[1] ? { method: parts[1] } : {}),
    ...(parts[2] ? { value: parts[2] } : {}),
    ...(yesNo === 'yes' || yesNo === 'no' ? { discardable: yesNo === 'yes' } : {}),
    ...(parts.length > 4 && parts.at(-1) ? { description: parts.at(-1) } : {}),
  };
}

const num = (s: string | undefined): number | null => {
  if (s === undefined) return null;
  const t = s.trim();
  if (t === '') return null;
  const v = Number(t);
  return Number.isFinite(v) ? v : null;
};
const tenths = (v: number) => Math.round(v * 10 + (v >= 0 ? 1e-9 : -1e-9));

/** Sailwave's competitor field name → its record key: 'HelmName' → 'comphelmname' */
const fieldKey = (field: string) => `comp${field.toLowerCase().replace(/[^a-z0-9]/g, '')}`;

/** Sailwave fields that are the publication's known columns */
const KNOWN_FIELDS: Record<string, keyof typeof COLUMN_NAMES> = {
  rank: 'rank',
  nat: 'nationality',
  sailno: 'sailNo',
  boat: 'boat',
  helmname: 'helm',
  crewname: 'crew',
  club: 'club',
  total: 'total',
  nett: 'net',
};
/** grid columns Sailwave shows but that carry nothing a results page shows */
const NOT_PUBLISHED = new Set(['exclude', 'medicalflag', 'medical', 'alias', 'high']);

const ZH_WHAT: Record<string, string> = { rank: '名次', total: '总分', net: '净分', discards: '去掉的成绩（括号内）' };

/**
 * how many scores Sailwave's discard list ('0,0,1,1,2,' : discards after 1, 2, 3 … races sailed)
 * discards after `sailed` races, at most the scores that may be discarded; null without a list.
 */
function discardsFor(list: string | undefined, sailed: number, discardable: number): number | null {
  if (!list || sailed === 0) return null;
  const steps = list.split(',').map((x) => x.trim());
  if (!steps.some((x) => x !== '')) return null;
  // past its end the last step holds; an empty step (a trailing comma) is none, as Sailwave scored
  // real files ('…,2,3,' with 17 races sailed: 'Discards: 0'; '…,2,3' with 33: 'Discards: 3')
  const n = Number(steps[Math.min(sailed, steps.length) - 1] || '0');
  return Number.isFinite(n) ? Math.min(n, discardable) : null;
}

/** the warnings only this reader gives (messages in both languages) */
const BLW_WARNINGS = {
  'stored-differs': (what: string, boats: string): Bilingual => ({
    en: `The file's stored ${what} differs from the race scores for: ${boats}. Sailwave's stored figures are published; check them in Sailwave before publishing.`,
    zh: `文件中保存的${ZH_WHAT[what] ?? what}与各轮成绩推算不一致：${boats}。已按 Sailwave 保存的数值发布；发布前请在 Sailwave 中核对。`,
  }),
  'not-stored': (what: string): Bilingual => ({
    en: `The file does not store the series ${what} for every boat: worked out from the race scores.`,
    zh: `文件未保存全部船只的${what === 'rank' ? '名次' : '总分与净分'}：已按各轮成绩推算。`,
  }),
} as const;

interface Boat {
  id: string;
  c: Fields;
  group: string;
  row: Record<string, string>;
  storedRank: number | null;
  total: number;
  net: number;
  counting: number[];
  all: number[];
}

export function importBlw(text: string) {
  const file = readBlw(text);
  if (file.competitors.size === 0 && file.races.size === 0)
    throw importError('not-results', {}, 'no competitor or race records (comp…, race…)');
  const warnings: ImportWarning[] = [];
  const s = file.series;

  // ---- scoring systems: the one in use, and its children by field value
  const rootId =
    s.serscoringhandle && file.scoring.has(s.serscoringhandle)
      ? s.serscoringhandle
      : ([...file.scoring.keys()].find((id) => (file.scoring.get(id)!.fields.scrparent ?? '0') === '0') ??
        [...file.scoring.keys()][0] ??
        '');
  const root = file.scoring.get(rootId) ?? { fields: {}, codes: [] };
  const children: { field: string; value: string; fields: Fields }[] = [];
  for (const [id, sys] of file.scoring)
    if (id !== rootId && sys.fields.scrparent === rootId && sys.fields.scrfield && sys.fields.scrvalue)
      children.push({ field: fieldKey(sys.fields.scrfield), value: sys.fields.scrvalue.toLowerCase(), fields: sys.fields });
  const systemOf = (c: Fields): Fields =>
    children.find((ch) => (c[ch.field] ?? '').toLowerCase() === ch.value)?.fields ?? root.fields;
  const codeSystem = root.codes.length > 0 ? root : (file.scoring.get('0') ?? root);
  const codes = codeSystem.codes.map(readCodeRecord).filter((c): c is CodeDefinition => c !== null);
  const thresholdsOf = (sys: Fields): number[] => {
    try {
      return parseDiscardProfile((sys.scrdiscardlist ?? '').replace(/,\s*$/, ''));
    } catch {
      return [];
    }
  };

  // ---- races in Sailwave's order; only sailed ones are published
  const raceList = [...file.races.entries()].sort(
    ([ia, a], [ib, b]) =>
      (num(a.racerank) ?? Number(ia)) - (num(b.racerank) ?? Number(ib)) || Number(ia) - Number(ib),
  );
  const races: RaceInfo[] = [];
  const sailed: { id: string; key: string; name: string }[] = [];
  raceList.forEach(([id, f], i) => {
    const isSailed = f.racesailed === '1';
    const name = f.racename || `R${num(f.racerank) ?? i + 1}`;
    const key = isSailed ? `r${sailed.length + 1}` : null;
    if (key) sailed.push({ id, key, name });
    races.push({
      key,
      name,
      sailed: isSailed,
      ...(f.racedate ? { date: f.racedate } : {}),
      ...(f.racetime ? { time: f.racetime } : {}),
    });
  });
  const notSailed = races.filter((r) => !r.sailed).map((r) => r.name);
  if (notSailed.length > 0)
    warnings.push({ code: 'not-sailed', message: WARNINGS['not-sailed'](notSailed.join(', ')) });

  // ---- a result a boat has in a race (a place, points or a code entered)
  const resultOf = (id: string, race: string) => file.results.get(`${id}|${race}`);
  const entered = (r: Fields | undefined) =>
    !!r && ((r.rpts ?? '') !== '' || (r.rcod ?? '') !== '' || (r.rpos ?? '') !== '' || (r.rrestyp ?? '0') !== '0');

  // ---- competitors: excluded ones out when the file hides them; a record with nothing is no boat
  const hide = s.serhideexcluded === '1';
  let excluded = 0;
  const comps: [string, Fields][] = [];
  for (const [id, c] of file.competitors) {
    if (hide && c.compexclude === '1') {
      excluded++;
      continue;
    }
    const named = ['compsailno', 'comphelmname', 'compboat', 'compcrewname'].some((k) => (c[k] ?? '') !== '');
    if (!named && !sailed.some((r) => entered(resultOf(id, r.id)))) continue;
    comps.push([id, c]);
  }
  if (excluded > 0) warnings.push({ code: 'excluded', message: WARNINGS.excluded(excluded) });

  // ---- the split field and the published groups
  // (a file that does not say: Sailwave's template's field, Fleet; said empty: no split field)
  const splitName = root.fields.scrsfield ?? root.fields.scrfield ?? 'Fleet';
  const splitKey = splitName ? fieldKey(splitName) : '';
  const valueOf = (c: Fields) => (splitKey ? (c[splitKey] ?? '').trim() : '');
  const listed = (s.serpubgroupvalues ?? '')
    .split('|')
    .map((v) => v.trim())
    .filter((v) => v !== '');
  // every boat not excluded is published: Sailwave keeps `serpubgroupvalues` as the last choice of
  // its publish dialog (a file listing one fleet was published with all three), so it only orders
  // the tables
  const published = comps;
  limitRows(published.length);
  if (published.length === 0) throw importError('empty');

  const byValue = new Map<string, [string, Fields][]>();
  for (const entry of published) {
    const v = valueOf(entry[1]);
    const k = v.toLowerCase();
    let list = byValue.get(k);
    if (!list) {
      list = [];
      byValue.set(k, list);
    }
    list.push(entry);
  }
  // scored apart (one table per value) when every value's stored ranks start at 1; no stored rank
  // at all: apart; else one table with the overall ranks
  let anyRank = false;
  let restart = true;
  for (const members of byValue.values()) {
    let min = Infinity;
    for (const [, c] of members) {
      const r = num(c.comprank);
      if (r !== null) min = Math.min(min, r);
    }
    if (min !== Infinity) anyRank = true;
    if (min !== 1) restart = false;
  }
  const split = byValue.size > 1 && (!anyRank || restart);
  // the tables in the order of `serpubgroupvalues`, then the other values alphabetically
  const order: string[] = [];
  for (const v of listed) if (byValue.has(v.toLowerCase()) && !order.includes(v.toLowerCase())) order.push(v.toLowerCase());
  for (const k of [...byValue.keys()].sort((a, b) => a.localeCompare(b))) if (!order.includes(k)) order.push(k);
  const tables: { value: string; members: [string, Fields][] }[] = split
    ? order.map((k) => ({ value: valueOf(byValue.get(k)![0]![1]), members: byValue.get(k)! }))
    : [{ value: order.length === 1 ? valueOf(published[0]![1]) : '', members: published }];

  // ---- published columns: the `column` records Sailwave publishes, in their order
  const captions = new Map<string, string>();
  const colDefs: { type: string; field: string; order: number; caption: string }[] = [];
  for (const v of file.columns) {
    const p = v.split('|');
    const field = (p[1] ?? '').trim();
    const caption = (p[6] ?? '').trim();
    if (field && caption && caption !== 'BLANK') captions.set(field.toLowerCase(), caption);
    if ((p[4] ?? '').trim().toLowerCase() !== 'yes') continue;
    colDefs.push({ type: (p[0] ?? '').trim(), field, order: num(p[2]) ?? 0, caption });
  }
  colDefs.sort((a, b) => a.order - b.order);
  const captionOf = (field: string) => captions.get(field.toLowerCase()) ?? field;
  const has = (k: string) => published.some(([, c]) => (c[k] ?? '') !== '');
  const identity: { key: string; name: string; field: string }[] = [];
  const seen = new Set<string>();
  const addIdentity = (field: string, caption?: string) => {
    const lower = field.toLowerCase().replace(/[^a-z0-9]/g, '');
    const known = KNOWN_FIELDS[lower];
    if (lower === 'total' || lower === 'nett' || lower === 'rank' || NOT_PUBLISHED.has(lower)) return;
    const key = known ?? lower;
    if (seen.has(key) || /^(r|q|f|sf|mr|race)?\d+$|^(m|mr)$/.test(key)) return;
    seen.add(key);
    identity.push({ key, name: known ? COLUMN_NAMES[known] : caption || captionOf(field), field: fieldKey(field) });
  };
  const typed = colDefs.filter((d) => d.type === '1');
  if (typed.length > 0) for (const d of typed) addIdentity(d.field, d.caption);
  else
    for (const f of ['Nat', 'SailNo', 'Boat', 'HelmName', 'CrewName', 'Club'])
      if (has(fieldKey(f))) addIdentity(f);
  const groupKey = splitKey ? (KNOWN_FIELDS[splitKey.slice(4)] ?? splitKey.slice(4)) : '';
  const groupCaption = splitName ? captionOf(splitName) : '';
  if (split && !seen.has(groupKey)) addIdentity(splitName);
  limitColumns(identity.length + sailed.length + 3, 'columns');

  const header = publicationHeader(
    identity.map((x) => ({ columnKey: x.key, columnName: x.name })),
    null,
    sailed.map((r) => r.name),
  );

  const tableTitle = (value: string) => (value && groupCaption ? `${value} ${groupCaption}` : value);

  // ---- the rows, table by table
  const codeByName = new Map<string, CodeDefinition>();
  for (const c of codes) if (!codeByName.has(c.code.toUpperCase())) codeByName.set(c.code.toUpperCase(), c);
  /**
   * the points of a code the file stores none for, by the code's method in the file's scoring
   * codes ('Boats in series +' 1: entries + 1; 'Boats in race +'; 'Fixed points of'; 'Score like'
   * another code); null for the methods that need more (percentages, averages, points by hand)
   */
  const codePoints = (code: string, entries: number, inRace: number, depth = 0): number | null => {
    const def = codeByName.get(code.toUpperCase());
    const value = num(def?.value);
    const method = (def?.method ?? '').toLowerCase();
    if (!def) return ENTRIES_PLUS_ONE.has(code.toUpperCase()) ? entries + 1 : null;
    if (method.startsWith('boats in series')) return entries + (value ?? 1);
    if (method.startsWith('boats in race')) return inRace + (value ?? 1);
    if (method.startsWith('fixed points')) return value;
    if (method.startsWith('score like') && def.value && depth < 5) return codePoints(def.value, entries, inRace, depth + 1);
    return null;
  };
  let missing = 0;
  const used = new Set<string>();
  const data: Record<string, string>[] = [];
  /** how the file itself groups and ranks each row (ImportResult.standings) */
  const standings: FileStanding[] = [];
  const differs: Record<'total' | 'net' | 'rank' | 'discards', string[]> = { total: [], net: [], rank: [], discards: [] };
  const notStored = { rank: 0, net: 0 };
  const boatName = (c: Fields) =>
    [c.compsailno, c.comphelmname || c.compboat].filter((x) => x && x.trim() !== '').join(' ') || '?';

  for (const table of tables) {
    const entries = table.members.length;
    // races this table sailed: a result entered by one of its boats
    const sailedHere = sailed.filter((r) => table.members.some(([id]) => entered(resultOf(id, r.id))));
    const sailedSet = new Set(sailedHere.map((r) => r.id));
    // boats of the table that came to a race (a place or a code other than DNC), for 'Boats in race +'
    const inRace = new Map<string, number>();
    const raceEntries = (race: string) => {
      let n = inRace.get(race);
      if (n === undefined) {
        n = 0;
        for (const [id] of table.members) {
          const x = resultOf(id, race);
          if (entered(x) && (x!.rcod ?? '').toUpperCase() !== 'DNC') n++;
        }
        inRace.set(race, n);
      }
      return n;
    };
    const boats: Boat[] = [];
    for (const [id, c] of table.members) {
      const row: Record<string, string> = { rank: '' };
      for (const x of identity) row[x.key] = c[x.field] ?? '';
      let total = 0;
      let net = 0;
      const counting: number[] = [];
      const all: number[] = [];
      // the scores that may be discarded (the file's codes say which may not), and those marked
      const discardable: number[] = [];
      let marked = 0;
      let markedTenths = 0;
      for (const r of sailed) {
        if (!sailedSet.has(r.id)) {
          row[r.key] = '';
          continue;
        }
        const res = resultOf(id, r.id);
        const discarded = res?.rdisc === '1';
        // a code counts for a code result; with a place entered (rrestyp 1) Sailwave does not use it.
        // A code without a letter ('-': points set by hand) is no penalty: the points alone, as the
        // site reads Sailwave's '14.0 -'
        const code = res?.rcod && res.rrestyp !== '1' && /[A-Za-z]/.test(res.rcod) ? res.rcod : null;
        // the points as stored; else a place entered scores its place; else the code's method
        let points = num(res?.rpts);
        if (points === null && res?.rrestyp === '1') points = num(res.rpos);
        if (points === null && code) points = codePoints(code, entries, raceEntries(r.id));
        if (points === null && !code) {
          missing++;
          points = codePoints('DNC', entries, raceEntries(r.id)) ?? entries + 1;
          row[r.key] = formatCell(points, 'DNC', discarded);
          used.add('DNC');
        } else if (points === null) {
          row[r.key] = discarded ? `(${code})` : code!;
        } else row[r.key] = formatCell(points, code, discarded);
        if (code) used.add(code.toUpperCase());
        if (points !== null) {
          total += tenths(points);
          all.push(points);
          if (discarded) {
            marked++;
            markedTenths += tenths(points);
          }
          if (!code || codeByName.get(code.toUpperCase())?.discardable !== false) discardable.push(points);
          if (!discarded) {
            net += tenths(points);
            counting.push(points);
          }
        }
      }
      const storedTotal = num(c.comptotal);
      const storedNet = num(c.compnett);
      row.total = storedTotal !== null ? normalisePoints(c.comptotal!) : formatPoints(total / 10);
      row.net = storedNet !== null ? normalisePoints(c.compnett!) : formatPoints(net / 10);
      if (storedTotal !== null && tenths(storedTotal) !== total) differs.total.push(boatName(c));
      if (storedNet !== null && tenths(storedNet) !== net) differs.net.push(boatName(c));
      if (storedNet === null) notStored.net++;
      // the discards the file's profile gives for the races this table sailed: as many as marked,
      // and the worst (by points; equal worst scores are all as good)
      const expected = discardsFor(systemOf(c).scrdiscardlist, sailedHere.length, discardable.length);
      if (expected !== null) {
        discardable.sort((a, b) => b - a);
        let worst = 0;
        for (let k = 0; k < expected; k++) worst += tenths(discardable[k]!);
        if (marked !== expected || markedTenths !== worst) differs.discards.push(boatName(c));
      }
      boats.push({ id, c, group: table.value, row, storedRank: num(c.comprank), total, net, counting, all });
    }
    // ranks: Sailwave's stored ones; a recomputation from the cells (A8.1, A8.2) to compare, and
    // for the boats without one
    const computed = ranksFromNets(boats.map((b) => ({ net: b.net / 10, counting: b.counting, all: b.all })));
    const stored = boats.filter((b) => b.storedRank !== null);
    if (stored.length > 0) {
      // the stored order against the recomputed one: for each boat, how many boats are ahead of
      // her by each (sorted lists and a binary search: n log n)
      const idxs: number[] = [];
      for (let i = 0; i < boats.length; i++) if (boats[i]!.storedRank !== null) idxs.push(i);
      const storedSorted = idxs.map((i) => boats[i]!.storedRank!).sort((a, b) => a - b);
      const computedSorted = idxs.map((i) => computed[i]!).sort((a, b) => a - b);
      for (const i of idxs)
        if (countBelow(storedSorted, boats[i]!.storedRank!) !== countBelow(computedSorted, computed[i]!))
          differs.rank.push(boatName(boats[i]!.c));
    }
    notStored.rank += boats.length - stored.length;
    // rows without a stored rank go after the stored ones, in the computed order
    const rankOf = boats.map((b) => b.storedRank ?? Infinity);
    const idx = boats.map((_, i) => i);
    idx.sort((a, b) => rankOf[a]! - rankOf[b]! || computed[a]! - computed[b]! || a - b);
    let lastStored = 0;
    for (const i of idx) {
      const b = boats[i]!;
      if (b.storedRank !== null) {
        b.row.rank = String(b.storedRank);
        lastStored = Math.max(lastStored, b.storedRank);
      } else b.row.rank = stored.length === 0 ? String(computed[i]) : String(lastStored + 1 + computedAmongUnstored(boats, computed, i));
      const out: Record<string, string> = {};
      for (const h of header) out[h.columnKey] = b.row[h.columnKey] ?? '';
      if (split) out[groupKey] = b.group;
      data.push(out);
      standings.push({
        group: split ? tableTitle(b.group) : '',
        rank: b.c.comprank?.trim() ?? '',
        net: b.c.compnett !== undefined && b.c.compnett.trim() !== '' ? normalisePoints(b.c.compnett) : '',
      });
    }
  }
  if (missing > 0) warnings.push({ code: 'missing-result', message: WARNINGS['missing-result'](missing) });
  for (const what of ['rank', 'total', 'net', 'discards'] as const) {
    const boats = differs[what];
    if (boats.length === 0) continue;
    const list = boats.slice(0, 20).join('; ') + (boats.length > 20 ? ` … (+${boats.length - 20})` : '');
    warnings.push({
      code: 'stored-differs',
      message: BLW_WARNINGS['stored-differs'](what, list),
      params: { what, boats: list, count: String(boats.length) },
    });
  }
  if (notStored.rank > 0)
    warnings.push({ code: 'not-stored', message: BLW_WARNINGS['not-stored']('rank'), params: { what: 'rank' } });
  else if (notStored.net > 0)
    warnings.push({ code: 'not-stored', message: BLW_WARNINGS['not-stored']('net'), params: { what: 'net' } });

  // ---- notes: the discard profile, and the codes the glossary does not know with the file's words
  const thresholds = thresholdsOf(tables.length === 1 ? systemOf(tables[0]!.members[0]![1]) : root.fields);
  const d = describeDiscards(thresholds);
  const rules: ScoreRule[] = [
    {
      rulesKey: 'A2.1',
      notes:
        thresholds.length > 0
          ? `去掉最差成绩：${d.zh}。 Discards: ${d.en}.`
          : '本级别不去掉成绩。 No discards: every race counts.',
    },
  ];
  const custom = [...used].filter((c) => !(PENALTY_CODES as readonly string[]).includes(c));
  for (const code of custom) {
    const def = codeByName.get(code);
    rules.push({ rulesKey: code, notes: def?.description || def?.method || code });
  }
  if (custom.length > 0) warnings.push({ code: 'custom-code', message: WARNINGS['custom-code'](custom.join(', ')) });

  // ---- the title: the event, and Sailwave's table title when one table is published
  const event = s.serevent?.trim() || s.sertitle?.split(',')[0]?.trim() || 'Results';
  const title = !split && tables[0]!.value && splitKey ? `${event} – ${tableTitle(tables[0]!.value)}` : event;
  const publication: ScoreFile = {
    theTitle: title,
    scoringSystem: root.fields.scrname?.trim() || 'Low Point',
    discardRule: thresholds[0] ?? 0,
    groupScoreFlag: split,
    ...(split ? { groupingField: groupKey, groupingFieldName: groupCaption } : {}),
    header,
    data,
    rules,
  };
  return {
    publications: [publication],
    warnings,
    codes,
    races,
    /** Sailwave's table titles ("Amateur Fleet"), one per group value, in the order published */
    tableTitles: tables.map((t) => tableTitle(t.value)),
    /** per publication, per row of its data: the file's own group, stored rank and nett */
    standings: [standings],
  };
}

/** how many numbers of a sorted list are below v */
function countBelow(sorted: readonly number[], v: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid]! < v) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** the place of boat i among the boats without a stored rank, by the computed order (0-based) */
function computedAmongUnstored(boats: readonly Boat[], computed: readonly number[], i: number): number {
  let before = 0;
  for (let j = 0; j < boats.length; j++)
    if (boats[j]!.storedRank === null && computed[j]! < computed[i]!) before++;
  return before;
}
