/**
 * npx tsx scripts/make-flags.ts
 * Writes public/flags/{iso2}.svg for every nation of shared/ioc.ts: small, simplified flags
 * (stripes, crosses, discs and stars; emblems reduced to their basic shape), all drawn on the
 * same 3:2 field so a results column lines up. See docs/decisions/0006-flags.md.
 * Deterministic: the same script writes the same bytes. Each file stays under 1.5 KB.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { IOC_TO_ISO2 } from '../shared/ioc.js';

const OUT = fileURLToPath(new URL('../public/flags/', import.meta.url));
const W = 30;
const H = 20;

const n = (v: number): string => String(Math.round(v * 100) / 100);
/** polygon corners to 0.1 (a 30-unit flag is drawn about 24 px wide: 0.1 is 0.08 px) */
const n1 = (v: number): string => String(Math.round(v * 10) / 10);

// ------------------------------------------------------------------ primitives

function rect(x: number, y: number, w: number, h: number, fill: string): string {
  const pos = `${x ? ` x="${n(x)}"` : ''}${y ? ` y="${n(y)}"` : ''}`;
  return `<rect${pos} width="${n(w)}" height="${n(h)}" fill="${fill}"/>`;
}
const field = (fill: string): string => rect(0, 0, W, H, fill);
function poly(points: [number, number][], fill: string, extra = ''): string {
  return `<path d="M${points.map(([x, y]) => `${n1(x)} ${n1(y)}`).join('L')}Z" fill="${fill}"${extra}/>`;
}
function circle(cx: number, cy: number, r: number, fill: string, extra = ''): string {
  return `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"${extra}/>`;
}

/** a star polygon with `points` tips, the first pointing up, turned `rot` degrees clockwise */
function starPoints(cx: number, cy: number, r: number, rot = 0, points = 5, inner = 0.382): [number, number][] {
  const out: [number, number][] = [];
  for (let i = 0; i < points * 2; i++) {
    const a = ((rot - 90 + (i * 180) / points) * Math.PI) / 180;
    const rr = i % 2 === 0 ? r : r * inner;
    out.push([cx + rr * Math.cos(a), cy + rr * Math.sin(a)]);
  }
  return out;
}
const star = (cx: number, cy: number, r: number, fill: string, rot = 0, points = 5, inner = 0.382, extra = '') =>
  poly(starPoints(cx, cy, r, rot, points, inner), fill, extra);

/** equal (or weighted) stripes: horizontal ones top to bottom, vertical ones hoist to fly */
function stripes(across: 'horizontal' | 'vertical', colors: string[], weights: number[]): string {
  const total = weights.reduce((s, w) => s + w, 0);
  let at = 0;
  return colors
    .map((c, i) => {
      const size = ((across === 'horizontal' ? H : W) * weights[i]!) / total;
      const r = across === 'horizontal' ? rect(0, at, W, size, c) : rect(at, 0, size, H, c);
      at += size;
      return r;
    })
    .join('');
}
const hStripes = (colors: string[], weights = colors.map(() => 1)) => stripes('horizontal', colors, weights);
const vStripes = (colors: string[], weights = colors.map(() => 1)) => stripes('vertical', colors, weights);
/** alternating stripes (first colour on top) as one background and a path of the second colour */
function alternating(count: number, first: string, second: string, x0 = 0): string {
  const h = H / count;
  let d = '';
  for (let i = 1; i < count; i += 2) d += `M${n(x0)} ${n(i * h)}h${n(W - x0)}v${n(h)}h${n(x0 - W)}Z`;
  return rect(x0, 0, W - x0, H, first) + `<path d="${d}" fill="${second}"/>`;
}
/** a cross: vertical bar centred at cx, horizontal bar centred at cy, both `width` wide */
function cross(cx: number, cy: number, width: number, fill: string, x0 = 0, y0 = 0, x1 = W, y1 = H): string {
  return `<path d="M${n(cx - width / 2)} ${n(y0)}h${n(width)}V${n(y1)}h${n(-width)}ZM${n(x0)} ${n(cy - width / 2)}H${n(x1)}v${n(width)}H${n(x0)}Z" fill="${fill}"/>`;
}
/** a Nordic cross: field, cross (and an inner cross), vertical bar centred at cx */
function nordic(bg: string, fg: string, cx: number, width: number, inner?: [string, number]): string {
  return field(bg) + cross(cx, H / 2, width, fg) + (inner ? cross(cx, H / 2, inner[1], inner[0]) : '');
}
/** a crescent: a disc minus a shifted disc of the background colour */
function crescent(cx: number, cy: number, r: number, dx: number, r2: number, fill: string, bg: string): string {
  return circle(cx, cy, r, fill) + circle(cx + dx, cy, r2, bg);
}

/** the Union Jack in a w×h box at the top left (the whole flag for GB, the canton for ensigns) */
function unionJack(w: number, h: number): string {
  return (
    `<svg width="${n(w)}" height="${n(h)}" viewBox="0 0 60 30" preserveAspectRatio="none">` +
    `<clipPath id="u"><path d="M30 15h30v15zv15H0zH0V0zV0h30z"/></clipPath>` +
    `<path d="M0 0h60v30H0z" fill="#012169"/>` +
    `<path d="M0 0l60 30m0-30L0 30" stroke="#fff" stroke-width="6"/>` +
    `<path d="M0 0l60 30m0-30L0 30" clip-path="url(#u)" stroke="#C8102E" stroke-width="4"/>` +
    `<path d="M30 0v30M0 15h60" stroke="#fff" stroke-width="10"/>` +
    `<path d="M30 0v30M0 15h60" stroke="#C8102E" stroke-width="6"/></svg>`
  );
}
const ensign = (bg: string, badge: string): string => field(bg) + unionJack(W / 2, H / 2) + badge;

/** a simple heater shield (flat top, pointed base) */
function shield(x: number, y: number, w: number, h: number, fill: string, extra = ''): string {
  return `<path d="M${n(x)} ${n(y)}h${n(w)}v${n(h * 0.55)}c0 ${n(h * 0.3)} ${n(-w * 0.3)} ${n(h * 0.4)} ${n(-w / 2)} ${n(h * 0.45)}c${n(-w * 0.2)} ${n(-h * 0.05)} ${n(-w / 2)} ${n(-h * 0.15)} ${n(-w / 2)} ${n(-h * 0.45)}Z" fill="${fill}"${extra}/>`;
}

// ------------------------------------------------------------------ the flags

const RED = '#C8102E';
const WHITE = '#fff';

const FLAGS: Record<string, () => string> = {
  // ---- Asia
  CN: () => {
    const small = [
      [10, 2],
      [12, 4],
      [12, 7],
      [10, 9],
    ] as const;
    return (
      field('#EE1C25') +
      star(5, 5, 3, '#FF0') +
      small.map(([x, y]) => star(x, y, 1, '#FF0', (Math.atan2(5 - y, 5 - x) * 180) / Math.PI + 90)).join('')
    );
  },
  HK: () => {
    const petal = 'M15 10C12.2 8.6 11.9 4.4 14.4 3.2 16.9 2.5 18 6.8 15 10Z';
    return (
      field('#DE2910') +
      `<g fill="#fff"><path id="p" d="${petal}"/>` +
      [72, 144, 216, 288].map((a) => `<use href="#p" transform="rotate(${a} 15 10)"/>`).join('') +
      '</g>' +
      circle(15, 10, 0.6, '#DE2910')
    );
  },
  MO: () =>
    field('#00785E') +
    star(15, 4.2, 1.5, '#FBD116') +
    [
      [10.6, 5.6],
      [12.5, 4.6],
      [17.5, 4.6],
      [19.4, 5.6],
    ]
      .map(([x, y]) => star(x!, y!, 0.8, '#FBD116'))
      .join('') +
    '<path d="M15 7.4c-1.3 1.4-1.3 3.8 0 5.4 1.3-1.6 1.3-4 0-5.4ZM14.4 12.9c-2.2-.2-3.7-1.6-4-3.6 2 .3 3.5 1.6 4 3.6Zm1.2 0c2.2-.2 3.7-1.6 4-3.6-2 .3-3.5 1.6-4 3.6Z" fill="#fff"/>' +
    '<path d="M10.5 14.1q4.5 1 9 0M11.3 15.6q3.7.8 7.4 0" stroke="#fff" stroke-width=".6" fill="none"/>',
  // Chinese Taipei Olympic flag, simplified: plum blossom, centre disc, Olympic rings
  TW: () =>
    field(WHITE) +
    `<g fill="#fff" stroke="#D00C27" stroke-width=".7"><circle id="b" cx="15" cy="4.6" r="2.3"/>` +
    [72, 144, 216, 288].map((a) => `<use href="#b" transform="rotate(${a} 15 8)"/>`).join('') +
    '</g>' +
    circle(15, 8, 2.4, '#0B3C8C') +
    circle(15, 8, 1.3, WHITE) +
    `<g fill="none" stroke-width=".45">${[
      [12.6, 15.3, '#0081C8'],
      [15, 15.3, '#000'],
      [17.4, 15.3, '#EE334E'],
      [13.8, 16.5, '#FCB131'],
      [16.2, 16.5, '#00A651'],
    ]
      .map(([x, y, c]) => `<circle cx="${x}" cy="${y}" r="1" stroke="${c}"/>`)
      .join('')}</g>`,
  JP: () => field(WHITE) + circle(15, 10, 6, '#BC002D'),
  KR: () => {
    const bars = (x: number, y: number, rot: number, breaks: [boolean, boolean, boolean]) =>
      `<g transform="rotate(${rot} ${x} ${y})">${breaks
        .map((broken, i) => {
          const yy = y - 1.5 + i * 1.1;
          return broken
            ? rect(x - 2, yy, 1.7, 0.7, '#000') + rect(x + 0.3, yy, 1.7, 0.7, '#000')
            : rect(x - 2, yy, 4, 0.7, '#000');
        })
        .join('')}</g>`;
    return (
      field(WHITE) +
      `<g transform="rotate(33.69 15 10)">` +
      circle(15, 10, 5, '#0047A0') +
      '<path d="M10 10a5 5 0 0 1 10 0 2.5 2.5 0 0 1-5 0 2.5 2.5 0 0 0-5 0Z" fill="#CD2E3A"/></g>' +
      bars(6, 4.3, -56.31, [false, false, false]) +
      bars(24, 15.7, -56.31, [true, true, true]) +
      bars(24, 4.3, 56.31, [true, false, true]) +
      bars(6, 15.7, 56.31, [false, true, false])
    );
  },
  SG: () =>
    hStripes(['#EF3340', WHITE]) +
    crescent(6.5, 5, 3, 0.9, 2.9, WHITE, '#EF3340') +
    [0, 72, 144, 216, 288]
      .map((a) => {
        const r = (a - 90) * (Math.PI / 180);
        return star(9.3 + 1.7 * Math.cos(r), 5.2 + 1.7 * Math.sin(r), 0.85, WHITE);
      })
      .join(''),
  TH: () => hStripes(['#A51931', '#F4F5F8', '#2D2A4A', '#F4F5F8', '#A51931'], [1, 1, 2, 1, 1]),
  MY: () =>
    alternating(14, '#CC0001', WHITE) +
    rect(0, 0, 15, (H * 8) / 14, '#010066') +
    crescent(5.2, 5.7, 3.6, 1.1, 3.1, '#FC0', '#010066') +
    star(10.6, 5.7, 2.6, '#FC0', 0, 14, 0.45),
  ID: () => hStripes(['#CE1126', WHITE]),
  PH: () =>
    hStripes(['#0038A8', '#CE1126']) +
    poly(
      [
        [0, 0],
        [17.3, 10],
        [0, 20],
      ],
      WHITE,
    ) +
    star(5.8, 10, 3, '#FCD116', 0, 8, 0.5) +
    circle(5.8, 10, 1.5, '#FCD116') +
    star(1.7, 2.4, 0.9, '#FCD116') +
    star(1.7, 17.6, 0.9, '#FCD116') +
    star(14.6, 10, 0.9, '#FCD116', 90),
  VN: () => field('#DA251D') + star(15, 10, 6, '#FF0'),
  MM: () => hStripes(['#FECB00', '#34B233', '#EA2839']) + star(15, 10.6, 7, WHITE),
  IN: () =>
    hStripes(['#FF9933', WHITE, '#138808']) +
    circle(15, 10, 2.7, 'none', ' stroke="#000080" stroke-width=".5" stroke-dasharray=".5 .2"') +
    circle(15, 10, 2.2, 'none', ' stroke="#000080" stroke-width=".3"') +
    circle(15, 10, 0.6, '#000080'),
  PK: () =>
    rect(0, 0, 7.5, H, WHITE) +
    rect(7.5, 0, 22.5, H, '#01411C') +
    `<g transform="rotate(-40 18.75 10)">${crescent(18.75, 10, 5.4, 1.6, 4.8, WHITE, '#01411C')}${star(22, 10, 1.9, WHITE, 90)}</g>`,
  KZ: () =>
    field('#00AFCA') +
    star(15, 8.2, 4.6, '#FEC50C', 0, 16, 0.72) +
    circle(15, 8.2, 2.8, '#FEC50C') +
    circle(15, 8.2, 2.3, '#00AFCA') +
    circle(15, 8.2, 2, '#FEC50C') +
    '<path d="M9.5 13.3q5.5 4.2 11 0-5.5 2.4-11 0Z" fill="#FEC50C"/>' +
    rect(2, 1, 1.2, 18, '#FEC50C'),
  AE: () => hStripes(['#00732F', WHITE, '#000']) + rect(0, 0, 7.5, H, '#FF0000'),
  QA: () => {
    const pts: [number, number][] = [[0, 0]];
    for (let i = 0; i < 9; i++) pts.push([8, (i * 20) / 9], [11, ((i + 0.5) * 20) / 9]);
    pts.push([8, 20], [0, 20]);
    return field('#8A1538') + poly(pts, WHITE);
  },
  BH: () => {
    const pts: [number, number][] = [[0, 0]];
    for (let i = 0; i < 5; i++) pts.push([7.5, i * 4], [11, i * 4 + 2]);
    pts.push([7.5, 20], [0, 20]);
    return field('#CE1126') + poly(pts, WHITE);
  },
  KW: () =>
    hStripes(['#007A3D', WHITE, '#CE1126']) +
    poly(
      [
        [0, 0],
        [7.5, 6.67],
        [7.5, 13.33],
        [0, 20],
      ],
      '#000',
    ),
  OM: () =>
    hStripes([WHITE, '#DB161B', '#008000']) +
    rect(0, 0, 8, H, '#DB161B') +
    '<path d="M2 2.5l4 4m0-4l-4 4M4 1.8v5.4" stroke="#fff" stroke-width=".6"/>',
  IR: () =>
    hStripes(['#239F40', WHITE, '#DA0000']) +
    '<path d="M15 7.3c-1.8.9-1.8 4.2 0 5.4 1.8-1.2 1.8-4.5 0-5.4Zm-.3 5.6h.6V7h-.6Z" fill="#DA0000"/>',
  LB: () =>
    hStripes(['#ED1C24', WHITE, '#ED1C24'], [1, 2, 1]) +
    poly(
      [
        [15, 5.6],
        [18, 9.4],
        [16.6, 9.2],
        [19.4, 12.6],
        [15.5, 12],
        [15.5, 14],
        [14.5, 14],
        [14.5, 12],
        [10.6, 12.6],
        [13.4, 9.2],
        [12, 9.4],
      ],
      '#00A651',
    ),
  IL: () =>
    field(WHITE) +
    rect(0, 2, W, 3, '#0038B8') +
    rect(0, 15, W, 3, '#0038B8') +
    `<path d="${['M15 6.2l3.3 5.7h-6.6Z', 'M15 13.8l-3.3-5.7h6.6Z'].join('')}" fill="none" stroke="#0038B8" stroke-width=".7"/>`,

  // ---- Oceania
  AU: () => {
    const s7 = (x: number, y: number, r: number) => star(x, y, r, WHITE, 0, 7, 0.45);
    return (
      ensign('#012169', '') +
      s7(7.5, 15, 3) +
      s7(22.5, 16.6, 1.5) +
      s7(18.3, 9, 1.5) +
      s7(22.5, 3.4, 1.5) +
      s7(26.4, 7.9, 1.5) +
      star(24.2, 11, 0.8, WHITE)
    );
  },
  NZ: () => {
    const s = (x: number, y: number, r: number) => star(x, y, r, RED, 0, 5, 0.382, ' stroke="#fff" stroke-width=".45"');
    return ensign('#012169', '') + s(22.5, 16.2, 1.9) + s(19.6, 9, 1.6) + s(22.5, 3.8, 1.6) + s(25.9, 8.2, 1.4);
  },
  FJ: () =>
    ensign(
      '#68BFE5',
      shield(19.5, 5.5, 6, 9, WHITE) +
        rect(19.5, 5.5, 6, 2, '#CE1126') +
        rect(22.1, 7.5, 0.8, 6.3, '#CE1126') +
        rect(19.5, 10, 6, 0.8, '#CE1126'),
    ),
  WS: () =>
    field('#CE1126') +
    rect(0, 0, 15, 10, '#002B7F') +
    [
      [7.5, 8],
      [4.6, 4.6],
      [7.5, 2],
      [10.2, 4],
      [8.9, 5.8],
    ]
      .map(([x, y], i) => star(x!, y!, i === 4 ? 0.7 : 1.1, WHITE))
      .join(''),

  // ---- Europe
  GB: () => unionJack(W, H),
  IE: () => vStripes(['#169B62', WHITE, '#FF883E']),
  FR: () => vStripes(['#0055A4', WHITE, '#EF4135']),
  IT: () => vStripes(['#009246', WHITE, '#CE2B37']),
  ES: () =>
    hStripes(['#AA151B', '#F1BF00', '#AA151B'], [1, 2, 1]) +
    rect(5.6, 7.2, 0.9, 6, '#AA151B') +
    rect(11.5, 7.2, 0.9, 6, '#AA151B') +
    shield(7, 7, 4, 6, '#AA151B') +
    rect(9, 7, 2, 3, '#F1BF00') +
    rect(7, 7, 2, 3, '#C8102E'),
  PT: () =>
    vStripes(['#006600', '#FF0000'], [2, 3]) +
    circle(12, 10, 4.2, 'none', ' stroke="#FFE900" stroke-width="1"') +
    shield(10, 7.4, 4, 5.4, WHITE, ' stroke="#FF0000" stroke-width=".8"') +
    circle(12, 10, 0.7, '#003399'),
  DE: () => hStripes(['#000', '#DD0000', '#FFCE00']),
  NL: () => hStripes(['#AE1C28', WHITE, '#21468B']),
  BE: () => vStripes(['#000', '#FDDA24', '#EF3340']),
  LU: () => hStripes(['#EF3340', WHITE, '#00A3E0']),
  CH: () => field('#DA291C') + cross(15, 10, 3.75, WHITE, 9, 4, 21, 16),
  AT: () => hStripes(['#ED2939', WHITE, '#ED2939']),
  MC: () => hStripes(['#CE1126', WHITE]),
  AD: () =>
    vStripes(['#10069F', '#FEDD00', '#D50032'], [8, 9, 8]) +
    shield(13, 7, 4, 6, '#D50032', ' stroke="#B07C00" stroke-width=".5"') +
    rect(13.25, 7.25, 1.75, 2.6, '#FEDD00'),
  MT: () => vStripes([WHITE, '#CF142B']) + cross(4, 4, 1.2, '#A0A0A0', 2, 2, 6, 6),
  DK: () => nordic('#C8102E', WHITE, 10, 3),
  NO: () => nordic('#BA0C2F', WHITE, 11, 5, ['#00205B', 2.5]),
  SE: () => nordic('#006AA7', '#FECC00', 11.25, 4),
  FI: () => nordic(WHITE, '#002F6C', 10.8, 5.4),
  IS: () => nordic('#02529C', WHITE, 10.8, 4.4, ['#DC1E35', 2.2]),
  EE: () => hStripes(['#0072CE', '#000', WHITE]),
  LV: () => hStripes(['#9E3039', WHITE, '#9E3039'], [2, 1, 2]),
  LT: () => hStripes(['#FDB913', '#006A44', '#C1272D']),
  PL: () => hStripes([WHITE, '#DC143C']),
  CZ: () =>
    hStripes([WHITE, '#D7141A']) +
    poly(
      [
        [0, 0],
        [15, 10],
        [0, 20],
      ],
      '#11457E',
    ),
  SK: () =>
    hStripes([WHITE, '#0B4EA2', '#EE1C25']) +
    shield(6.5, 4.5, 7, 11, '#EE1C25', ' stroke="#fff" stroke-width=".6"') +
    cross(10, 7.3, 0.8, WHITE, 8.4, 5.6, 11.6, 12) +
    rect(7.8, 9.1, 4.4, 0.8, WHITE) +
    '<path d="M7.6 12.6q2.4-2 4.8 0l-1.3 1.5-1.1.5-1.1-.5Z" fill="#0B4EA2"/>',
  HU: () => hStripes(['#CD2A3E', WHITE, '#436F4D']),
  SI: () =>
    hStripes([WHITE, '#005DA4', '#ED1C24']) +
    shield(6, 3.4, 5, 7, '#005DA4', ' stroke="#ED1C24" stroke-width=".5"') +
    '<path d="M6.5 8.3l1.5-2 1 1 .5-.8.5.8 1-1 1.5 2-2.5 1.7Z" fill="#fff"/>' +
    star(8.5, 4.6, 0.45, '#FD0', 0, 6),
  HR: () =>
    `<pattern id="c" width="2.4" height="2.4" patternUnits="userSpaceOnUse" x="12" y="5.5"><path d="M0 0h1.2v1.2H0zm1.2 1.2h1.2v1.2H1.2z" fill="#FF0000"/></pattern>` +
    hStripes(['#FF0000', WHITE, '#171796']) +
    shield(12, 5.5, 6, 8.6, WHITE, ' stroke="#171796" stroke-width=".3"') +
    shield(12, 5.5, 6, 8.6, 'url(#c)'),
  RS: () =>
    hStripes(['#C6363C', '#0C4076', WHITE]) +
    shield(7.2, 5.4, 4.8, 6.5, '#C6363C', ' stroke="#EDB92E" stroke-width=".5"') +
    cross(9.6, 8.3, 0.8, WHITE, 7.6, 5.7, 11.6, 11.4),
  ME: () =>
    field('#D3AE3B') +
    rect(1, 1, 28, 18, '#C40308') +
    '<path d="M15 5.5l1.3 1.7 3.7-1.7-.9 4.2-2.5 1.3.4 3.3H13l.4-3.3-2.5-1.3-.9-4.2 3.7 1.7Z" fill="#D3AE3B"/>',
  GR: () =>
    alternating(9, '#0D5EAF', WHITE) +
    rect(0, 0, 11.11, 11.11, '#0D5EAF') +
    cross(5.56, 5.56, 2.22, WHITE, 0, 0, 11.11, 11.11),
  CY: () =>
    field(WHITE) +
    '<path d="M8.7 9.5l2.6-1.1 3.6.5 3-1.4 4.4-.4 2.6-1.7-2.5 2.7-1.4 2.4-3.1.8-1.6 1.5-3-.6-2.5-1.5Z" fill="#D57800"/>' +
    '<path d="M11 15.4q4 2 8 0M11 14q1.5 1 4 1.4M19 14q-1.5 1-4 1.4" stroke="#4E5B31" stroke-width=".7" fill="none"/>',
  TR: () => field('#E30A17') + crescent(10.6, 10, 5, 1.25, 4, WHITE, '#E30A17') + star(16.5, 10, 2.5, WHITE, -90),
  UA: () => hStripes(['#0057B7', '#FFD700']),
  RO: () => vStripes(['#002B7F', '#FCD116', '#CE1126']),
  BG: () => hStripes([WHITE, '#00966E', '#D62612']),
  RU: () => hStripes([WHITE, '#0039A6', '#D52B1E']),
  GE: () =>
    field(WHITE) +
    cross(15, 10, 4, '#FF0000') +
    [
      [6.5, 4],
      [23.5, 4],
      [6.5, 16],
      [23.5, 16],
    ]
      .map(([x, y]) => cross(x!, y!, 1.1, '#FF0000', x! - 2, y! - 2, x! + 2, y! + 2))
      .join(''),
  AZ: () =>
    hStripes(['#00B5E2', '#EF3340', '#509E2F']) +
    crescent(14, 10, 2.6, 0.7, 2.1, WHITE, '#EF3340') +
    star(17.2, 10, 1.4, WHITE, 0, 8, 0.5),

  // ---- Americas
  US: () =>
    `<pattern id="s" width="2" height="2.154" patternUnits="userSpaceOnUse"><circle cx="1" cy=".6" r=".42" fill="#fff"/><circle cx="2" cy="1.68" r=".42" fill="#fff"/><circle cy="1.68" r=".42" fill="#fff"/></pattern>` +
    alternating(13, '#B22234', WHITE) +
    rect(0, 0, 12, 10.77, '#3C3B6E') +
    rect(0, 0, 12, 10.77, 'url(#s)'),
  CA: () =>
    vStripes(['#D80621', WHITE, '#D80621']) +
    poly(
      [
        [15, 3.6],
        [16.1, 5.7],
        [17.4, 5],
        [16.9, 8.3],
        [18.9, 6.2],
        [19.3, 7.3],
        [21.3, 6.9],
        [20.6, 9.1],
        [21.5, 9.6],
        [18.1, 12.5],
        [18.5, 13.7],
        [15.3, 13.3],
        [15.4, 16.4],
        [14.6, 16.4],
        [14.7, 13.3],
        [11.5, 13.7],
        [11.9, 12.5],
        [8.5, 9.6],
        [9.4, 9.1],
        [8.7, 6.9],
        [10.7, 7.3],
        [11.1, 6.2],
        [13.1, 8.3],
        [12.6, 5],
        [13.9, 5.7],
      ],
      '#D80621',
    ),
  MX: () =>
    vStripes(['#006847', WHITE, '#CE1126']) +
    '<path d="M12.6 11.2q2.4 2.6 4.8 0" stroke="#006847" stroke-width=".6" fill="none"/>' +
    '<path d="M14 11.6c-.9-1.2-.4-2.8.9-3.6l1.4-.5-.3 1 .9.7-1 .5.3 1.6-1 .8Z" fill="#8C5A2B"/>',
  BR: () =>
    field('#009C3B') +
    poly(
      [
        [2, 10],
        [15, 2],
        [28, 10],
        [15, 18],
      ],
      '#FFDF00',
    ) +
    circle(15, 10, 5, '#002776') +
    '<path d="M10.2 8.8q5.5-1 9.7 2.4l-.3.8q-4.4-3.3-9.5-2.3Z" fill="#fff"/>',
  AR: () =>
    hStripes(['#74ACDF', WHITE, '#74ACDF']) + star(15, 10, 2.6, '#F6B40E', 0, 16, 0.6) + circle(15, 10, 1.3, '#F6B40E'),
  CL: () => hStripes([WHITE, '#D52B1E']) + rect(0, 0, 10, 10, '#0039A6') + star(5, 5, 2.6, WHITE),
  UY: () =>
    alternating(9, WHITE, '#0038A8') +
    rect(0, 0, 11.11, 11.11, WHITE) +
    star(5.56, 5.56, 4, '#FCD116', 0, 16, 0.6) +
    circle(5.56, 5.56, 2, '#FCD116', ' stroke="#7B3F00" stroke-width=".2"'),
  PY: () =>
    hStripes(['#D52B1E', WHITE, '#0038A8']) +
    circle(15, 10, 2.2, 'none', ' stroke="#000" stroke-width=".25"') +
    star(15, 10, 1, '#FEDF00'),
  PE: () => vStripes(['#D91023', WHITE, '#D91023']),
  CO: () => hStripes(['#FCD116', '#003893', '#CE1126'], [2, 1, 1]),
  VE: () =>
    hStripes(['#FFCC00', '#00247D', '#CF142B']) +
    [-70, -50, -30, -10, 10, 30, 50, 70]
      .map((a) => {
        const r = ((a - 90) * Math.PI) / 180;
        return star(15 + 5 * Math.cos(r), 13.3 + 5 * Math.sin(r), 0.6, WHITE);
      })
      .join(''),
  EC: () =>
    hStripes(['#FFDD00', '#034EA2', '#ED1C24'], [2, 1, 1]) +
    '<ellipse cx="15" cy="10" rx="2.4" ry="3" fill="#6BB3E0" stroke="#8C5A2B" stroke-width=".5"/>' +
    '<path d="M12 7q3 1.4 6 0l-3 1.2Z" fill="#8C5A2B"/>',
  PA: () =>
    rect(15, 0, 15, 10, '#DA121A') +
    rect(0, 10, 15, 10, '#072357') +
    rect(0, 0, 15, 10, WHITE) +
    rect(15, 10, 15, 10, WHITE) +
    star(7.5, 5, 2.4, '#072357') +
    star(22.5, 15, 2.4, '#DA121A'),
  CU: () =>
    alternating(5, '#002A8F', WHITE) +
    poly(
      [
        [0, 0],
        [17.3, 10],
        [0, 20],
      ],
      '#CB1515',
    ) +
    star(5.8, 10, 2.8, WHITE),
  DO: () =>
    rect(0, 0, 15, 10, '#002D62') +
    rect(15, 0, 15, 10, '#CE1126') +
    rect(0, 10, 15, 10, '#CE1126') +
    rect(15, 10, 15, 10, '#002D62') +
    cross(15, 10, 3, WHITE) +
    shield(14, 8.8, 2, 2.4, '#00843D'),
  PR: () =>
    alternating(5, '#ED0000', WHITE) +
    poly(
      [
        [0, 0],
        [17.3, 10],
        [0, 20],
      ],
      '#0050F0',
    ) +
    star(5.8, 10, 2.8, WHITE),
  BS: () =>
    hStripes(['#00778B', '#FFC72C', '#00778B']) +
    poly(
      [
        [0, 0],
        [13, 10],
        [0, 20],
      ],
      '#000',
    ),
  BB: () =>
    vStripes(['#00267F', '#FFC726', '#00267F']) +
    '<path d="M14.5 15h1v-4.6h1.6c.1-1.5.7-2.7 1.4-3.6-.9.3-1.4 1.4-1.6 2.8h-1.4V6.5L15 5.5l-.5 1v3.1h-1.4c-.2-1.4-.7-2.5-1.6-2.8.7.9 1.3 2.1 1.4 3.6h1.6Z" fill="#000"/>',
  BM: () =>
    ensign(
      '#CF142B',
      shield(19.5, 5.5, 6, 8.5, WHITE, ' stroke="#fff" stroke-width=".3"') +
        rect(19.5, 9.5, 6, 1.4, '#00A1DE') +
        circle(22.5, 7.6, 1.3, '#CF142B'),
    ),
  AW: () =>
    field('#418FDE') +
    rect(0, 13.3, W, 1.1, '#FFD100') +
    rect(0, 15.5, W, 1.1, '#FFD100') +
    star(5, 5, 3.4, '#EF3340', 0, 4, 0.3, ' stroke="#fff" stroke-width=".45"'),
  TT: () =>
    field('#DA1A35') +
    poly(
      [
        [3, 0],
        [10.5, 0],
        [27, 20],
        [19.5, 20],
      ],
      WHITE,
    ) +
    poly(
      [
        [4.6, 0],
        [8.9, 0],
        [25.4, 20],
        [21.1, 20],
      ],
      '#000',
    ),
  VG: () =>
    ensign(
      '#012169',
      shield(19.5, 5.5, 6, 9, '#00843D', ' stroke="#FFD100" stroke-width=".6"') +
        rect(22.1, 7.2, 0.8, 5.2, WHITE) +
        circle(22.5, 7.2, 0.7, WHITE),
    ),

  // ---- Africa
  ZA: () =>
    hStripes(['#E03C31', '#001489']) +
    '<path d="M0 0l13 10h17M0 20l13-10" stroke="#fff" stroke-width="6.6" fill="none"/>' +
    '<path d="M0 0l13 10h17M0 20l13-10" stroke="#007749" stroke-width="4" fill="none"/>' +
    poly(
      [
        [0, 2.7],
        [9.6, 10],
        [0, 17.3],
      ],
      '#FFB81C',
    ) +
    poly(
      [
        [0, 4.3],
        [7.5, 10],
        [0, 15.7],
      ],
      '#000',
    ),
  EG: () =>
    hStripes(['#CE1126', WHITE, '#000']) +
    '<path d="M15 7.4l.9.9 1.7-.4-.4 1.4.6 2.6H12.2l.6-2.6-.4-1.4 1.7.4Z" fill="#C09300"/>',
  TN: () =>
    field('#E70013') +
    circle(15, 10, 5, WHITE) +
    crescent(15, 10, 3.75, 0.95, 3, '#E70013', WHITE) +
    star(16.2, 10, 1.9, '#E70013', -90),
  MA: () =>
    field('#C1272D') +
    (() => {
      const p = starPoints(15, 10.4, 4.6, 0, 5, 0.382).filter((_, i) => i % 2 === 0);
      const order = [0, 2, 4, 1, 3].map((i) => p[i]!);
      return `<path d="M${order.map(([x, y]) => `${n(x)} ${n(y)}`).join('L')}Z" fill="none" stroke="#006233" stroke-width=".7" stroke-linejoin="round"/>`;
    })(),
  DZ: () =>
    vStripes(['#006233', WHITE]) +
    crescent(15, 10, 5, 1.3, 4.1, '#D21034', WHITE) +
    star(17.4, 10, 2.3, '#D21034', -90),
  SN: () => vStripes(['#00853F', '#FDEF42', '#E31B23']) + star(15, 10, 3, '#00853F'),
  NG: () => vStripes(['#008751', WHITE, '#008751']),
  KE: () =>
    hStripes(['#000', WHITE, '#BB0000', WHITE, '#006600'], [6, 1, 6, 1, 6]) +
    '<path d="M11.5 3.5l7 13m0-13l-7 13" stroke="#fff" stroke-width=".6"/>' +
    '<ellipse cx="15" cy="10" rx="2.6" ry="5.5" fill="#BB0000"/>' +
    '<path d="M15 4.5c-2 1.8-2 9.2 0 11-3.6-1.5-3.6-9.5 0-11Zm0 0c2 1.8 2 9.2 0 11 3.6-1.5 3.6-9.5 0-11Z" fill="#000"/>' +
    '<ellipse cx="15" cy="10" rx=".6" ry="1.2" fill="#fff"/>',
  MU: () => hStripes(['#EA2839', '#1A206D', '#FFD500', '#00A551']),
  SC: () =>
    field('#007A3D') +
    poly(
      [
        [0, 20],
        [0, 0],
        [10, 0],
      ],
      '#003F87',
    ) +
    poly(
      [
        [0, 20],
        [10, 0],
        [20, 0],
      ],
      '#FCD856',
    ) +
    poly(
      [
        [0, 20],
        [20, 0],
        [30, 0],
        [30, 6.67],
      ],
      '#D62828',
    ) +
    poly(
      [
        [0, 20],
        [30, 6.67],
        [30, 13.33],
      ],
      WHITE,
    ),
};

export function flagSvg(iso2: string): string {
  const draw = FLAGS[iso2];
  if (!draw) throw new Error(`no flag drawn for ${iso2}`);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}">${draw()}</svg>\n`;
}

function main(): void {
  fs.mkdirSync(OUT, { recursive: true });
  const isos: string[] = [...new Set(Object.values(IOC_TO_ISO2))].sort();
  const missing = isos.filter((iso) => !FLAGS[iso]);
  if (missing.length > 0) throw new Error(`no flag drawn for ${missing.join(', ')}`);
  let largest = 0;
  for (const iso of isos) {
    const svg = flagSvg(iso);
    largest = Math.max(largest, Buffer.byteLength(svg));
    fs.writeFileSync(path.join(OUT, `${iso.toLowerCase()}.svg`), svg);
  }
  // drop files of nations no longer mapped
  for (const file of fs.readdirSync(OUT)) {
    if (file.endsWith('.svg') && !isos.includes(file.slice(0, -4).toUpperCase())) fs.rmSync(path.join(OUT, file));
  }
  console.log(`${isos.length} flags written to ${path.relative(process.cwd(), OUT)} (largest ${largest} bytes)`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) main();
