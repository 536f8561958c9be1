/**
 * The sample results table in the SF-TASS page's hero picture (/product-grades,
 * public/images/products/sf-tass.svg): a 470 series of 4 boats and 4 races, Low Point, one
 * discard after 3 races (DNF/OCS score entries + 1 = 5). The picture is drawn from SAMPLE_TABLE
 * (`npx tsx scripts/make-site-images.ts`); product-grades-sample.test.ts scores SAMPLE_RACES
 * with shared/scoring.ts and checks every rank, cell, total and net of the table, and that the
 * committed picture is the one drawn from it. (Issue 14: the old picture ranked HKG 3, counting
 * 2, 3, 3, above CHN 21, counting 1, 3, 4, on equal net points; A8.1 ranks CHN 21 first.)
 */
import type { RaceEntry } from '../../../../../shared/scoring';

export const SAMPLE_CLASS = '470';
/** "Discard after 3 races" */
export const SAMPLE_DISCARDS = 3;

/** each boat's finishing place or scoring code, race by race (the race officer's input) */
export const SAMPLE_RACES: { sail: string; races: RaceEntry[] }[] = [
  { sail: 'CHN 12', races: [{ place: 1 }, { place: 2 }, { code: 'OCS' }, { place: 1 }] },
  { sail: 'CHN 7', races: [{ place: 3 }, { place: 1 }, { place: 2 }, { place: 2 }] },
  { sail: 'CHN 21', races: [{ code: 'DNF' }, { place: 3 }, { place: 1 }, { place: 4 }] },
  { sail: 'HKG 3', races: [{ place: 2 }, { place: 4 }, { place: 3 }, { place: 3 }] },
];

export interface SampleRow {
  rank: number;
  sail: string;
  /** points, then the code; a discarded score in parentheses */
  cells: string[];
  total: number;
  net: number;
}

/** what the picture shows, in rank order */
export const SAMPLE_TABLE: SampleRow[] = [
  { rank: 1, sail: 'CHN 12', cells: ['1', '2', '(5 OCS)', '1'], total: 9, net: 4 },
  { rank: 2, sail: 'CHN 7', cells: ['(3)', '1', '2', '2'], total: 8, net: 5 },
  // tied on 8 with HKG 3: CHN 21's counting scores best to worst are 1, 3, 4 against 2, 3, 3 (A8.1)
  { rank: 3, sail: 'CHN 21', cells: ['(5 DNF)', '3', '1', '4'], total: 13, net: 8 },
  { rank: 4, sail: 'HKG 3', cells: ['2', '(4)', '3', '3'], total: 12, net: 8 },
];

const FONT = 'font-family="system-ui,sans-serif"';
/** right edges of the race, Total and Net columns (numbers line up on the right) */
const RACE_X = [236, 306, 376, 446];
const TOTAL_X = 506;
const NET_X = 552;

/** the hero picture: a results card with the sample table and a publish button */
export function sampleSvg(): string {
  const head = [
    `<text x="84" y="140">#</text>`,
    `<text x="110" y="140">Sail</text>`,
    ...RACE_X.map((x, i) => `<text x="${x}" y="140" text-anchor="end">R${i + 1}</text>`),
    `<text x="${TOTAL_X}" y="140" text-anchor="end">Total</text>`,
    `<text x="${NET_X}" y="140" text-anchor="end">Net</text>`,
  ].join('');
  const rows = SAMPLE_TABLE.map((row, i) => {
    const y = 177 + i * 45;
    return [
      `<text x="84" y="${y}">${row.rank}</text>`,
      `<text x="110" y="${y}">${row.sail}</text>`,
      ...row.cells.map(
        (cell, r) =>
          `<text x="${RACE_X[r]}" y="${y}" text-anchor="end"${cell.startsWith('(') ? ' fill="#7a8699"' : ''}>${cell}</text>`,
      ),
      `<text x="${TOTAL_X}" y="${y}" text-anchor="end">${row.total}</text>`,
      `<text x="${NET_X}" y="${y}" text-anchor="end" font-weight="700">${row.net}</text>`,
    ].join('');
  }).join('\n');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 480" width="640" height="480" role="img"><title>SF-TASS</title>
<rect width="640" height="480" rx="24" fill="#e7f2fa"/><circle cx="560" cy="60" r="140" fill="#bcdcf2"/>
<rect x="60" y="60" width="520" height="360" rx="14" fill="#fff" stroke="#dde5ee" stroke-width="2"/>
<rect x="60" y="60" width="520" height="52" rx="14" fill="#0b2545"/><rect x="60" y="96" width="520" height="16" fill="#0b2545"/>
<text x="84" y="93" ${FONT} font-size="18" font-weight="700" fill="#fff">SF-TASS  <tspan fill="#ff7a1a">${SAMPLE_CLASS}</tspan></text>
<g ${FONT} font-size="13" fill="#4a5a70" font-weight="700">${head}</g>
<rect x="72" y="152" width="496" height="40" fill="#fff0e4"/>
<g ${FONT} font-size="14" fill="#0f1b2d">
${rows}</g>
<g stroke="#dde5ee"><path d="M72 200 H568M72 245 H568M72 290 H568M72 335 H568"/></g>
<rect x="84" y="360" width="150" height="40" rx="20" fill="#ff7a1a"/><text x="159" y="386" text-anchor="middle" ${FONT} font-size="14" font-weight="700" fill="#071a33">PUBLISH ✓</text>
<g transform="translate(470 380)"><circle r="26" fill="#1668a8"/><path d="M-10 0 l7 8 l14 -16" fill="none" stroke="#fff" stroke-width="4" stroke-linecap="round"/></g>
</svg>
`;
}
