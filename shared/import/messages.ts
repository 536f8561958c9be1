/**
 * The importers' and the check's messages, English and Chinese. Scorers read them in the console
 * and on the command line, so each says what is wrong and, where it can, what to do.
 */
import { ImportError, type Bilingual, type ImportErrorCode, type ImportFormat } from './types.js';

const FORMAT_NAMES: Record<ImportFormat, Bilingual> = {
  blw: { en: 'a Sailwave series file (.blw)', zh: 'Sailwave 系列文件（.blw）' },
  'sailwave-html': { en: 'a Sailwave results page (.htm)', zh: 'Sailwave 成绩网页（.htm）' },
  csv: { en: 'a CSV table', zh: 'CSV 表格' },
  json: { en: 'an SF-TASS score JSON', zh: 'SF-TASS 成绩 JSON' },
};

export const formatName = (f: ImportFormat): Bilingual => FORMAT_NAMES[f];

const ERRORS: Record<ImportErrorCode, (p: Record<string, string>) => Bilingual> = {
  'not-results': () => ({
    en: 'This file is not a results file: upload a Sailwave .blw or .htm, a CSV table or an SF-TASS JSON.',
    zh: '此文件不是成绩文件：请上传 Sailwave 的 .blw 或 .htm、CSV 表格或 SF-TASS JSON。',
  }),
  'format-mismatch': (p) => ({
    en: `The file was given as ${p.claimed} but its content is not: it looks like ${p.actual}.`,
    zh: `此文件标为${p.claimedZh}，但内容不是；看起来是${p.actualZh}。`,
  }),
  empty: () => ({
    en: 'The file has no results: the table is empty.',
    zh: '文件中没有成绩：表格为空。',
  }),
  encoding: () => ({
    en: 'The file could not be read as text (UTF-8, GB18030 or Windows-1252). Save it again as UTF-8.',
    zh: '无法以文本读取此文件（UTF-8、GB18030 或 Windows-1252）。请另存为 UTF-8 后再试。',
  }),
  'bad-json': () => ({
    en: 'The JSON is not a score publication (theTitle, header, data …).',
    zh: '此 JSON 不是成绩发布数据（应含 theTitle、header、data 等）。',
  }),
  'too-large': (p) => ({
    en: `The file is too large (more than ${p.max} MB).`,
    zh: `文件过大（超过 ${p.max} MB）。`,
  }),
  'bad-discard-profile': (p) => ({
    en: `The discard profile “${p.profile}” cannot be read: write it as “1 after 4, 2 after 8” or “0,0,0,1”.`,
    zh: `无法识别去掉最差成绩的规则“${p.profile}”：请写成“1 after 4, 2 after 8”或“0,0,0,1”。`,
  }),
  unscorable: () => ({
    en: 'The site cannot score this table: a cell is neither a place nor a known code.',
    zh: '网站无法计算此表成绩：有单元格既不是名次也不是已知的判罚代码。',
  }),
  'too-many-rows': (p) => ({
    en: `The file has more than ${p.max} boats (rows): the site publishes at most ${p.max} from one file. Split the series into files by fleet or division.`,
    zh: `文件中的船（行）超过 ${p.max} 条：一个文件最多发布 ${p.max} 条。请按船队或组别分成几个文件。`,
  }),
  'too-many-columns': (p) => ({
    en: `A table has more than ${p.max} columns (races and competitor fields): the site reads at most ${p.max}.`,
    zh: `有表格超过 ${p.max} 列（轮次和参赛者信息）：网站最多读取 ${p.max} 列。`,
  }),
  'too-many-tables': (p) => ({
    en: `The file has more than ${p.max} results tables: the site reads at most ${p.max} from one file.`,
    zh: `文件中的成绩表超过 ${p.max} 个：一个文件最多读取 ${p.max} 个。`,
  }),
  'cell-too-long': (p) => ({
    en: `A cell has more than ${p.max} characters: this is not a results table as a scoring program writes it.`,
    zh: `有单元格超过 ${p.max} 个字符：这不是计分程序写出的成绩表。`,
  }),
  'too-slow': (p) => ({
    en: `Reading the file took longer than ${p.seconds} s and was stopped: it is not a results file as a scoring program writes it.`,
    zh: `读取文件超过 ${p.seconds} 秒，已停止：这不是计分程序写出的成绩文件。`,
  }),
};

export function importError(code: ImportErrorCode, params: Record<string, string> = {}, detail?: string): ImportError {
  return new ImportError({ code, message: ERRORS[code](params), ...(detail !== undefined ? { detail } : {}) });
}

export function mismatch(claimed: ImportFormat, actual: ImportFormat | null): ImportError {
  const a = actual ? formatName(actual) : { en: 'something else', zh: '其他内容' };
  return importError('format-mismatch', {
    claimed: formatName(claimed).en,
    claimedZh: formatName(claimed).zh,
    actual: a.en,
    actualZh: a.zh,
  });
}

/** warnings: code → message */
export const WARNINGS = {
  excluded: (n: number): Bilingual => ({
    en: `${n} excluded competitor(s) left out, as the file says.`,
    zh: `按文件设置，未发布 ${n} 名被排除的参赛者。`,
  }),
  'not-sailed': (names: string): Bilingual => ({
    en: `Races not sailed, left out: ${names}.`,
    zh: `未进行的轮次未列出：${names}。`,
  }),
  'missing-result': (n: number): Bilingual => ({
    en: `${n} result(s) missing in sailed races: scored DNC (entries + 1).`,
    zh: `已进行的轮次中缺少 ${n} 个成绩：按 DNC（报名船数加 1）计。`,
  }),
  'discard-unknown': (caption: string): Bilingual => ({
    en: `The page does not say after how many races a score is discarded (${caption}); give the discard profile to show it.`,
    zh: `网页未说明完成几轮后去掉最差成绩（${caption}）；如需显示，请提供去掉最差成绩的规则。`,
  }),
  'discard-profile': (p: { kind: 'a2.1' | 'given' | 'none'; label: Bilingual }): Bilingual =>
    p.kind === 'a2.1'
      ? {
          en: `Discards: ${p.label.en}. If the sailing instructions say otherwise, give their profile (“1 after 4”), or “none”.`,
          zh: `去掉最差成绩的规则：${p.label.zh}。如航行细则另有规定，请填写其规则（如“1 after 4”），或填“none”（不去掉）。`,
        }
      : { en: `Discards: ${p.label.en}.`, zh: `去掉最差成绩的规则：${p.label.zh}。` },
  'scored-by-site': (): Bilingual => ({
    en: 'The table has places and codes only: the site scored it (RRS Appendix A, Low Point).',
    zh: '表格只有名次和代码：成绩由网站按低分制（RRS 附录 A）计算。',
  }),
  'blank-as-dnc': (n: number): Bilingual => ({
    en: `${n} empty cell(s) in sailed races scored DNC.`,
    zh: `已进行轮次中的 ${n} 个空白单元格按 DNC 计。`,
  }),
  'column-dropped': (names: string): Bilingual => ({
    en: `Columns not published (not known): ${names}.`,
    zh: `以下列无法识别，未发布：${names}。`,
  }),
  'rank-computed': (): Bilingual => ({
    en: 'The table has no rank column: ranks were worked out from the nets.',
    zh: '表格没有名次列：名次按净分推算。',
  }),
  'short-row': (n: number): Bilingual => ({
    en: `${n} row(s) have fewer cells than the header.`,
    zh: `${n} 行的单元格少于表头。`,
  }),
  'tables-apart': (n: number): Bilingual => ({
    en: `The page has ${n} tables with different races: one publication each.`,
    zh: `网页有 ${n} 个轮次不同的表格：各生成一份成绩。`,
  }),
  'custom-code': (codes: string): Bilingual => ({
    en: `Codes the site's glossary does not know, described in the notes: ${codes}.`,
    zh: `网站术语表中没有的代码（说明见备注）：${codes}。`,
  }),
  'encoding-guess': (enc: string): Bilingual => ({
    en: `The file is not UTF-8: read as ${enc}. Check that names look right.`,
    zh: `文件不是 UTF-8：已按 ${enc} 读取。请检查姓名显示是否正确。`,
  }),
} as const;

export type WarningCode = keyof typeof WARNINGS;

/** the check's messages */
export const FINDINGS = {
  empty: (): Bilingual => ({ en: 'The table is empty.', zh: '表格为空。' }),
  total: (e: string, f: string): Bilingual => ({
    en: `Total should be ${e} (the sum of the race scores), the file says ${f}.`,
    zh: `总分应为 ${e}（各轮成绩之和），文件中为 ${f}。`,
  }),
  net: (e: string, f: string): Bilingual => ({
    en: `Net should be ${e} (the total less the scores in parentheses), the file says ${f}.`,
    zh: `净分应为 ${e}（总分减去括号内成绩），文件中为 ${f}。`,
  }),
  rank: (e: string, f: string): Bilingual => ({
    en: `Ranked ${f}, but by the nets she is ${e}: a boat with a higher net is ranked above one with a lower net (A8.1, A8.2).`,
    zh: `名次为 ${f}，但按净分应为第 ${e} 名：净分较高的船排在了净分较低的船前面（A8.1、A8.2）。`,
  }),
  'tie-break': (e: string, f: string, net: string): Bilingual => ({
    en: `Tied on ${net} net: the file breaks the tie otherwise than A8.1 and A8.2 (which give ${e}) and ranks her ${f}; published as the file says.`,
    zh: `净分同为 ${net}：文件的同分裁定与 A8.1、A8.2 不同（按其应为第 ${e} 名），文件排第 ${f} 名；按文件发布。`,
  }),
  'file-rank': (fileRank: string, fileGroup: string, rank: string, group: string): Bilingual => ({
    en: `The file ranks her ${fileRank || '—'}${fileGroup ? ` in ${fileGroup}` : ''}, the site would publish ${rank || '—'}${group ? ` in ${group}` : ''}. The site has read the file otherwise than the scoring program: do not publish this import; send the file to the site's team.`,
    zh: `文件中她的名次为 ${fileRank || '—'}${fileGroup ? `（${fileGroup}）` : ''}，网站将发布为 ${rank || '—'}${group ? `（${group}）` : ''}。网站对文件的读取与计分程序不同：请勿发布此次导入，并将文件发给网站团队。`,
  }),
  'discard-never': (code: string): Bilingual => ({
    en: `${code} is in parentheses, but a ${code} can never be discarded (RRS A5.3, A2.1).`,
    zh: `${code} 被加了括号（去掉），但 ${code} 成绩不可去掉（RRS A5.3、A2.1）。`,
  }),
  'discard-not-worst': (cell: string, worst: string): Bilingual => ({
    en: `${cell} is discarded while a worse score (${worst}) counts: the worst scores are the ones discarded (RRS A2.1).`,
    zh: `去掉了 ${cell}，却保留了更差的成绩（${worst}）：应去掉最差的成绩（RRS A2.1）。`,
  }),
  'discard-earliest': (cell: string, earlier: string): Bilingual => ({
    en: `${cell} is discarded, but ${earlier} has the same score and is earlier: of equal worst scores the earliest is discarded (the net is the same).`,
    zh: `去掉了 ${cell}，但 ${earlier} 成绩相同且更早：相同的最差成绩应去掉较早的一轮（净分不变）。`,
  }),
  'rank-missing': (): Bilingual => ({ en: 'The row has no rank.', zh: '此行没有名次。' }),
  'unknown-code': (code: string, n: number): Bilingual => ({
    en: `Code ${code} (${n} cell(s)) is not in the site's glossary: explain it in the notes.`,
    zh: `代码 ${code}（${n} 个单元格）不在网站术语表中：请在备注中说明。`,
  }),
  'bad-cell': (text: string): Bilingual => ({
    en: `The cell “${text}” is neither points nor points with a code.`,
    zh: `单元格“${text}”既不是分数，也不是分数加代码。`,
  }),
  'no-points': (text: string): Bilingual => ({
    en: `The cell “${text}” has a code but no points: the total cannot be checked.`,
    zh: `单元格“${text}”只有代码没有分数：无法核对总分。`,
  }),
  'duplicate-sail': (sail: string, boats: string): Bilingual => ({
    en: `Sail number ${sail} appears more than once: ${boats}.`,
    zh: `帆号 ${sail} 出现多次：${boats}。`,
  }),
  'discard-count': (has: number, others: number): Bilingual => ({
    en: `The row has ${has} score(s) in parentheses, most rows of its table ${others}.`,
    zh: `此行有 ${has} 个括号内（去掉的）成绩，同表大多数行为 ${others} 个。`,
  }),
  'race-count': (has: number, others: number): Bilingual => ({
    en: `The row has ${has} race score(s), the others ${others}.`,
    zh: `此行有 ${has} 轮成绩，其他行有 ${others} 轮。`,
  }),
} as const;
