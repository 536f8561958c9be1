/**
 * A Sailwave series file (.blw; docs/results-import.md): lines of four quoted fields
 * `"key","value","competitor id","race id"`. Read: the event (`serevent`), the competitors
 * (`comp…`), the races (`race…`: name, date, sailed, order), each competitor's points, code and
 * discard per race (`rpts`, `rcod`, `rdisc`), the series totals and ranks as Sailwave last computed
 * them (`comptotal`, `compnett`, `comprank`), the scoring system (`scrname`, `scrdiscardlist`,
 * `scrcode` with descriptions). Fleets (or else divisions) with more than one value become the
 * grouping field, ranks within each group in Sailwave's order; excluded competitors
 * (`compexclude`) are left out when `serhideexcluded` is 1. Races not sailed are not published.
 */
import { PENALTY_CODES } from '../score-publication.js';
import { ranksFromNets } from './check.js';
import { COLUMN_NAMES, normalisePoints } from './columns.js';
import { WARNINGS, importError } from './messages.js';
import { describeDiscards, formatCell, formatPoints, parseDiscardProfile } from './scoring.js';
import { parseDelimited } from './text.js';
import type { CodeDefinition, ImportWarning, RaceInfo, ScoreFile, ScoreHeader, ScoreRule } from './types.js';

type Fields = Record<string, string>;

export interface BlwFile {
  series: Fields;
  competitors: Map<string, Fields>;
  races: Map<string, Fields>;
  /** by `${competitorId}|${raceId}` */
  results: Map<string, Fields>;
  /** scoring systems by id: fields and code records */
  scoring: Map<string, { fields: Fields; codes: string[] }>;
}

/** the records of a .blw text, by what they belong to */
export function readBlw(text: string): BlwFile {
  const file: BlwFile = {
    series: {},
    competitors: new Map(),
    races: new Map(),
    results: new Map(),
    scoring: new Map(),
  };
  const at = <K>(map: Map<K, Fields>, id: K) => {
    let f = map.get(id);
    if (!f) map.set(id, (f = {}));
    return f;
  };
  for (const rec of parseDelimited(text, ',')) {
    const [key = '', value = '', comp = '', race = ''] = rec.map((s) => s.trim());
    if (!key) continue;
    if (key.startsWith('scr')) {
      const id = comp || '0';
      let s = file.scoring.get(id);
      if (!s) file.scoring.set(id, (s = { fields: {}, codes: [] }));
      if (key === 'scrcode') s.codes.push(value);
      else s.fields[key] = value;
    } else if (comp && race) at(file.results, `${comp}|${race}`)[key] = value;
    else if (comp && key.startsWith('comp')) at(file.competitors, comp)[key] = value;
    else if (race && key.startsWith('race')) at(file.races, race)[key] = value;
    else if (!comp && !race) file.series[key] = value;
  }
  return file;
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

const num = (s: string | undefined) =>
  s !== undefined && s.trim() !== '' && Number.isFinite(Number(s)) ? Number(s) : null;

export function importBlw(text: string) {
  const file = readBlw(text);
  if (file.competitors.size === 0 && file.races.size === 0)
    throw importError('not-results', {}, 'no competitor or race records (comp…, race…)');
  const warnings: ImportWarning[] = [];
  const s = file.series;

  // the scoring system: the one a series setting names, else the first
  const scrIds = [...file.scoring.keys()];
  const named = Object.entries(s).find(([k, v]) => /scor/i.test(k) && file.scoring.has(v))?.[1];
  const scr = file.scoring.get(named ?? scrIds[0] ?? '') ?? { fields: {}, codes: [] };
  const codes = scr.codes.map(readCodeRecord).filter((c): c is CodeDefinition => c !== null);
  let thresholds: number[] = [];
  try {
    thresholds = parseDiscardProfile(scr.fields.scrdiscardlist ?? '');
  } catch {
    thresholds = [];
  }

  // races in Sailwave's order; only sailed ones are published
  const raceList = [...file.races.entries()].sort(
    ([ia, a], [ib, b]) => (num(a.racerank) ?? Number(ia)) - (num(b.racerank) ?? Number(ib)) || Number(ia) - Number(ib),
  );
  const races: RaceInfo[] = [];
  const sailed: { id: string; key: string; name: string }[] = [];
  raceList.forEach(([id, f], i) => {
    const isSailed = f.racesailed === '1';
    const name = f.racename || `R${i + 1}`;
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

  // competitors: excluded ones out when the file hides them
  const hide = s.serhideexcluded === '1';
  let excluded = 0;
  const comps = [...file.competitors.entries()].filter(([, c]) => {
    if (hide && c.compexclude === '1') {
      excluded++;
      return false;
    }
    return true;
  });
  if (excluded > 0) warnings.push({ code: 'excluded', message: WARNINGS.excluded(excluded) });
  if (comps.length === 0) throw importError('empty');

  // fleets, else divisions, with more than one value group the table
  const distinct = (k: string) => new Set(comps.map(([, c]) => c[k] ?? ''));
  const grouping = distinct('compfleet').size > 1 ? 'fleet' : distinct('compdivision').size > 1 ? 'division' : null;
  const groupOf = (c: Fields) => (grouping ? (c[`comp${grouping}`] ?? '') : '');

  const has = (k: string) => comps.some(([, c]) => (c[k] ?? '') !== '');
  const identity: [string, string][] = (
    [
      ['nationality', 'compnat'],
      ['sailNo', 'compsailno'],
      ['boat', 'compboat'],
      ['helm', 'comphelmname'],
      ['crew', 'compcrewname'],
      ['club', 'compclub'],
    ] as [keyof typeof COLUMN_NAMES, string][]
  ).filter(([, k]) => has(k));
  const header: ScoreHeader[] = [
    { columnKey: 'rank', columnName: COLUMN_NAMES.rank },
    ...identity.map(([key]) => ({ columnKey: key, columnName: COLUMN_NAMES[key as keyof typeof COLUMN_NAMES] })),
    ...(grouping ? [{ columnKey: grouping, columnName: grouping === 'fleet' ? 'Fleet' : 'Division' }] : []),
    ...sailed.map((r) => ({ columnKey: r.key, columnName: r.name })),
    { columnKey: 'total', columnName: COLUMN_NAMES.total },
    { columnKey: 'net', columnName: COLUMN_NAMES.net },
  ];

  // groups in order of first appearance
  const groups = new Map<string, [string, Fields][]>();
  for (const c of comps) groups.set(groupOf(c[1]), [...(groups.get(groupOf(c[1])) ?? []), c]);

  let missing = 0;
  const used = new Set<string>();
  const data: Record<string, string>[] = [];
  for (const [value, members] of groups) {
    const entries = grouping === 'fleet' ? members.length : comps.length;
    // a race no boat of the group has a result in was not sailed by the group (a start for another fleet)
    const notSailedHere = new Set(
      sailed.filter((r) => members.every(([id]) => !file.results.get(`${id}|${r.id}`))).map((r) => r.id),
    );
    const rows = members.map(([id, c]) => {
      const row: Record<string, string> = { rank: '' };
      for (const [key, field] of identity) row[key] = c[field] ?? '';
      if (grouping) row[grouping] = value;
      let total = 0;
      let net = 0;
      const counting: number[] = [];
      const all: number[] = [];
      for (const r of sailed) {
        if (notSailedHere.has(r.id)) {
          row[r.key] = '';
          continue;
        }
        const res = file.results.get(`${id}|${r.id}`);
        const code = res?.rcod?.trim().toUpperCase() || null;
        let points = num(res?.rpts);
        const discarded = res?.rdisc === '1';
        if (!res || (points === null && !code)) {
          missing++;
          points = entries + 1;
          row[r.key] = formatCell(points, 'DNC', false);
          used.add('DNC');
        } else if (points === null) row[r.key] = discarded ? `(${code})` : code!;
        else row[r.key] = formatCell(points, code, discarded);
        if (code) used.add(code);
        if (points !== null) {
          total += Math.round(points * 10);
          all.push(points);
          if (!discarded) {
            net += Math.round(points * 10);
            counting.push(points);
          }
        }
      }
      row.total = c.comptotal ? normalisePoints(c.comptotal) : formatPoints(total / 10);
      row.net = c.compnett ? normalisePoints(c.compnett) : formatPoints(net / 10);
      return { row, storedRank: num(c.comprank), rankInput: { net: num(row.net) ?? net / 10, counting, all } };
    });
    // ranks within the group in Sailwave's order (its stored rank), else worked out from the nets
    if (rows.every((r) => r.storedRank !== null)) {
      rows.sort((a, b) => a.storedRank! - b.storedRank!);
      rows.forEach((r, i) => {
        const prev = rows[i - 1];
        r.row.rank = prev && prev.storedRank === r.storedRank ? (prev.row.rank ?? '') : String(i + 1);
      });
    } else {
      const ranks = ranksFromNets(rows.map((r) => r.rankInput));
      rows.forEach((r, i) => (r.row.rank = String(ranks[i])));
      rows.sort((a, b) => Number(a.row.rank) - Number(b.row.rank));
    }
    data.push(...rows.map((r) => Object.fromEntries(header.map((h) => [h.columnKey, r.row[h.columnKey] ?? '']))));
  }
  if (missing > 0) warnings.push({ code: 'missing-result', message: WARNINGS['missing-result'](missing) });

  // notes: the discard profile, and the codes the glossary does not know with the file's words
  const d = describeDiscards(thresholds);
  const rules: ScoreRule[] = [
    {
      rulesKey: 'A2.1',
      notes:
        thresholds.length > 0
          ? `弃赛规则：${d.zh}。 Discards: ${d.en}.`
          : '本级别不去掉成绩。 No discards: every race counts.',
    },
  ];
  const custom = [...used].filter((c) => !(PENALTY_CODES as readonly string[]).includes(c));
  for (const code of custom) {
    const def = codes.find((c) => c.code.toUpperCase() === code);
    rules.push({ rulesKey: code, notes: def?.description || def?.method || code });
  }
  if (custom.length > 0) warnings.push({ code: 'custom-code', message: WARNINGS['custom-code'](custom.join(', ')) });

  const title = s.serevent?.trim() || s.sertitle?.split(',')[0]?.trim() || 'Results';
  const publication: ScoreFile = {
    theTitle: title,
    scoringSystem: scr.fields.scrname?.trim() || 'Low Point',
    discardRule: thresholds[0] ?? 0,
    groupScoreFlag: grouping === 'fleet',
    ...(grouping ? { groupingField: grouping, groupingFieldName: grouping === 'fleet' ? 'Fleet' : 'Division' } : {}),
    header,
    data,
    rules,
  };
  return { publications: [publication], warnings, codes, races };
}
