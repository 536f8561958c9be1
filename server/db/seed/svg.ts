/**
 * The demo images: small SVG files drawn by code in the brand's look (deep navy and sea blues,
 * the SF-Tracer orange as the one accent). Each file stays well under 4 KB, carries role="img"
 * and a <title>, and uses system fonts only.
 */
import type { Rng } from './random.js';

export const BRAND = {
  navy: '#0b2545',
  navy2: '#13315c',
  blue: '#134074',
  sea: '#1d6fa3',
  sky: '#8ecae6',
  light: '#eef4f8',
  orange: '#ff7a1a',
  white: '#ffffff',
} as const;

const FONT = "'PingFang SC','Microsoft YaHei','Noto Sans CJK SC',system-ui,sans-serif";

export function esc(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

const r = Math.round;

function doc(w: number, h: number, title: string, defs: string, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" role="img" aria-labelledby="t" font-family="${FONT}">` +
    `<title id="t">${esc(title)}</title>` +
    (defs ? `<defs>${defs}</defs>` : '') +
    body +
    `</svg>`
  );
}

function linear(id: string, stops: readonly string[], vertical = true): string {
  const dir = vertical ? 'x2="0" y2="1"' : 'x2="1" y2="1"';
  const s = stops
    .map(
      (c, i) =>
        `<stop offset="${stops.length === 1 ? 0 : r((i / (stops.length - 1)) * 100) / 100}" stop-color="${c}"/>`,
    )
    .join('');
  return `<linearGradient id="${id}" x1="0" y1="0" ${dir}>${s}</linearGradient>`;
}

/** a sailboat in side view, waterline at y=0, about 80 wide and 115 tall at scale 1 */
const BOAT_SYMBOL =
  '<symbol id="b" overflow="visible"><path d="M0-112Q-18-60-38-8H0Z"/><path d="M4-100Q24-52 32-8H4Z" opacity=".85"/>' +
  '<path d="M-44-2H44L34 10H-34Z" fill="currentColor"/></symbol>';

function boat(x: number, y: number, scale: number, sail: string, hull: string, flip = false): string {
  const sx = flip ? -scale : scale;
  return `<use href="#b" fill="${sail}" color="${hull}" transform="translate(${r(x)} ${r(y)}) scale(${sx.toFixed(2)} ${scale.toFixed(2)})"/>`;
}

/** a band of waves across the width, filled down to the bottom */
function waves(w: number, h: number, y: number, amp: number, period: number, fill: string, opacity = 1): string {
  const half = period / 2;
  let d = `M0 ${r(y)}q${r(half / 2)} ${-amp} ${r(half)} 0`;
  for (let x = half; x < w + period; x += half) d += `t${r(half)} 0`;
  return `<path d="${d}V${h}H0Z" fill="${fill}"${opacity < 1 ? ` opacity="${opacity}"` : ''}/>`;
}

function buoy(x: number, y: number, s = 1): string {
  return `<g transform="translate(${r(x)} ${r(y)}) scale(${s})"><path d="M-12 0L0-34L12 0Z" fill="${BRAND.orange}"/><rect x="-14" y="-2" width="28" height="6" rx="3" fill="#fff"/></g>`;
}

function brandMark(x: number, y: number, size: number, color = '#fff', opacity = 0.85): string {
  return `<text x="${x}" y="${y}" font-size="${size}" font-weight="700" fill="${color}" opacity="${opacity}" text-anchor="end">SailFish<tspan fill="${BRAND.orange}">.</tspan></text>`;
}

const SKIES = [
  { name: 'day', sky: ['#4a90c2', '#bfe3f5'], sea: ['#1d6fa3', '#0b2545'], sun: '#fff4c2' },
  { name: 'dusk', sky: ['#13315c', '#f4a261'], sea: ['#134074', '#0b2545'], sun: '#ffb36b' },
  { name: 'dawn', sky: ['#7aa6c9', '#ffd9b8'], sea: ['#2a6f97', '#0b2545'], sun: '#ffe3c4' },
  { name: 'bright', sky: ['#2a9fd6', '#d6f0fb'], sea: ['#168aad', '#13315c'], sun: '#ffffff' },
] as const;

interface SceneOptions {
  w: number;
  h: number;
  horizon?: number;
  boats?: number;
  sky?: number;
  buoy?: boolean;
  boatScale?: number;
}

/** sky, sun, sea, waves, boats: the base of banners, photos and thumbnails */
function seaScene(rng: Rng, o: SceneOptions): { defs: string; body: string } {
  const { w, h } = o;
  const palette = SKIES[o.sky ?? rng.int(0, SKIES.length - 1)]!;
  const hz = r(h * (o.horizon ?? rng.range(0.42, 0.6)));
  const defs = linear('s', palette.sky) + linear('w', palette.sea) + BOAT_SYMBOL;
  let body = `<rect width="${w}" height="${h}" fill="url(#s)"/>`;
  body += `<circle cx="${r(w * rng.range(0.6, 0.9))}" cy="${r(hz * rng.range(0.35, 0.7))}" r="${r(h * 0.08)}" fill="${palette.sun}" opacity=".8"/>`;
  body += `<path d="M0 ${hz}l${r(w * 0.12)}-${r(h * 0.05)} ${r(w * 0.1)} ${r(h * 0.03)} ${r(w * 0.14)}-${r(h * 0.06)} ${r(w * 0.16)} ${r(h * 0.08)}Z" fill="${BRAND.navy2}" opacity=".35"/>`;
  body += `<rect y="${hz}" width="${w}" height="${h - hz}" fill="url(#w)"/>`;
  const n = o.boats ?? rng.int(2, 5);
  const sails = ['#fff', '#fff', '#f1f5f9', BRAND.orange, '#e0f2fe'];
  const hulls = [BRAND.navy, '#fff', BRAND.orange, '#c1121f', BRAND.blue];
  for (let i = 0; i < n; i++) {
    const depth = (i + 1) / (n + 1); // far (small, near the horizon) to near
    const y = hz + (h - hz) * (0.15 + 0.65 * depth);
    const scale = (o.boatScale ?? 1) * (h / 600) * (0.35 + 1.1 * depth);
    body += boat(rng.range(0.08, 0.92) * w, y, scale, rng.pick(sails), rng.pick(hulls), rng.chance(0.5));
  }
  if (o.buoy ?? rng.chance(0.5)) body += buoy(w * rng.range(0.1, 0.9), hz + (h - hz) * 0.5, h / 500);
  body += waves(w, h, h - (h - hz) * 0.25, r(h * 0.015), r(w / 9), '#fff', 0.08);
  body += waves(w, h, h - (h - hz) * 0.12, r(h * 0.02), r(w / 6), BRAND.navy, 0.35);
  return { defs, body };
}

// ---------------------------------------------------------------- logos

const LOGO_GRADIENTS = [
  [BRAND.navy, BRAND.sea],
  [BRAND.blue, '#2a9fd6'],
  ['#0b2545', '#1b4965'],
  ['#13315c', '#168aad'],
  ['#1b4965', '#5fa8d3'],
] as const;

/** square event or class logo with initials */
export function logoSvg(title: string, initials: string, caption: string, variant: number): string {
  const g = LOGO_GRADIENTS[variant % LOGO_GRADIENTS.length]!;
  const size = initials.length > 3 ? 64 : initials.length > 2 ? 78 : 96;
  const body =
    `<rect width="256" height="256" rx="44" fill="url(#g)"/>` +
    `<circle cx="128" cy="128" r="100" fill="none" stroke="#fff" stroke-opacity=".22" stroke-width="4"/>` +
    `<path d="M28 184q25-16 50 0t50 0 50 0 50 0V220q-100 30-200 0Z" fill="#fff" opacity=".14"/>` +
    `<path d="M131 34Q151 58 158 82H131Z" fill="${BRAND.orange}"/><path d="M125 42Q112 62 104 82H125Z" fill="#fff" opacity=".85"/>` +
    `<text x="128" y="${r(128 + size * 0.35)}" font-size="${size}" font-weight="800" fill="#fff" text-anchor="middle" letter-spacing="2">${esc(initials)}</text>` +
    (caption
      ? `<text x="128" y="214" font-size="22" font-weight="600" fill="#fff" opacity=".85" text-anchor="middle">${esc(caption)}</text>`
      : '');
  return doc(256, 256, title, linear('g', g, false), body);
}

/** a class insignia: the class mark on a stylised sail */
export function classLogoSvg(title: string, mark: string, variant: number): string {
  const g = LOGO_GRADIENTS[(variant + 2) % LOGO_GRADIENTS.length]!;
  const size = mark.length > 4 ? 40 : mark.length > 3 ? 46 : 54;
  const body =
    `<rect width="256" height="256" rx="44" fill="#fff" stroke="#d9e2ec" stroke-width="4"/>` +
    `<path d="M134 24Q184 90 196 164H134Z" fill="url(#g)"/><path d="M124 40Q94 104 70 164H124Z" fill="${BRAND.orange}"/>` +
    `<path d="M28 176H228V212Q228 232 208 232H48Q28 232 28 212Z" fill="${BRAND.navy}"/>` +
    `<text x="128" y="${r(206 + size * 0.1)}" font-size="${size * 0.7}" font-weight="800" fill="#fff" text-anchor="middle" letter-spacing="1">${esc(mark)}</text>`;
  return doc(256, 256, title, linear('g', g, false), body);
}

/** a partner logo: emblem with initials, name and English name, on white */
export function partnerLogoSvg(name: string, nameEn: string, initials: string, variant: number): string {
  const color = [BRAND.navy, BRAND.blue, BRAND.sea, '#1b4965', '#c1121f', '#2a9d8f'][variant % 6]!;
  const shapes = [
    `<circle cx="80" cy="80" r="52" fill="${color}"/>`,
    `<path d="M80 24l48 18v38q0 38-48 56q-48-18-48-56V42Z" fill="${color}"/>`,
    `<rect x="30" y="30" width="100" height="100" rx="24" fill="${color}"/>`,
    `<path d="M80 24l56 56-56 56-56-56Z" fill="${color}"/>`,
  ];
  const body =
    `<rect width="480" height="160" rx="16" fill="#fff"/>` +
    shapes[variant % shapes.length]! +
    `<path d="M50 104q15-10 30 0t30 0" stroke="${BRAND.orange}" stroke-width="6" fill="none" stroke-linecap="round"/>` +
    `<text x="80" y="88" font-size="${initials.length > 2 ? 26 : 34}" font-weight="800" fill="#fff" text-anchor="middle">${esc(initials)}</text>` +
    `<text x="152" y="78" font-size="${name.length > 9 ? 24 : 30}" font-weight="700" fill="${BRAND.navy}">${esc(name)}</text>` +
    `<text x="152" y="112" font-size="${nameEn.length > 26 ? 15 : 18}" fill="#4a5b70" letter-spacing=".5">${esc(nameEn.toUpperCase())}</text>`;
  return doc(480, 160, `${name} ${nameEn}`, '', body);
}

// ---------------------------------------------------------------- banners and pictures

/**
 * the event banner above the levels: 1920x300 (15.625%). The venue's water, no words: the page
 * heads it with the event's name, dates and venue in the visitor's language (a name drawn into
 * the picture showed Chinese on English pages). The file's <title> still names the event.
 */
export function eventThumbSvg(rng: Rng, name: string, nameEn: string | null, dates: string, venue: string): string {
  const w = 1920;
  const h = 300;
  const { defs, body } = seaScene(rng, { w, h, horizon: 0.55, boats: 4, boatScale: 1.1, sky: rng.int(0, 3) });
  const title = `${nameEn ? `${name} / ${nameEn}` : name} · ${dates} · ${venue}`;
  return doc(w, h, title, defs, body + brandMark(1860, 270, 28));
}

/** a page banner with a headline: home 1920x500, events/news 1920x300 */
/** the width a text takes at a font size: CJK characters are square, others about 0.62 em */
export function textWidth(text: string, fontSize: number): number {
  let em = 0;
  for (const ch of text) em += /[\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef]/.test(ch) ? 1 : 0.62;
  return em * fontSize;
}

/**
 * a banner: the sea, and (when a headline is given) the headline, a line under it and a pill
 * tag sized to its text. Page banners (events, news) are drawn without text: the page shows its
 * own heading in the visitor's language, and a text drawn into the picture cannot follow it.
 */
export function bannerSvg(rng: Rng, w: number, h: number, headline: string, sub: string, tag: string | null): string {
  const { defs, body } = seaScene(rng, { w, h, boats: rng.int(3, 5), boatScale: 1.2 });
  const scale = h / 500;
  const x = r(120 * scale + 40);
  const overlay = `<linearGradient id="o" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#0b2545" stop-opacity=".85"/><stop offset=".6" stop-color="#0b2545" stop-opacity="0"/></linearGradient>`;
  const tagSize = r(24 * scale + 4);
  const tagPad = r(20 * scale + 4);
  const text =
    `<rect width="${w}" height="${h}" fill="url(#o)"/>` +
    (headline
      ? (tag
          ? `<rect x="${x}" y="${r(h * 0.22)}" width="${r(textWidth(tag, tagSize) + 2 * tagPad)}" height="${r(44 * scale + 6)}" rx="${r(22 * scale + 3)}" fill="${BRAND.orange}"/>` +
            `<text x="${r(x + tagPad + textWidth(tag, tagSize) / 2)}" y="${r(h * 0.22 + 32 * scale + 2)}" font-size="${tagSize}" font-weight="700" fill="#fff" text-anchor="middle">${esc(tag)}</text>`
          : '') +
        `<text x="${x}" y="${r(h * 0.52)}" font-size="${r(76 * scale + 8)}" font-weight="800" fill="#fff">${esc(headline)}</text>` +
        `<text x="${x}" y="${r(h * 0.52 + 64 * scale + 10)}" font-size="${r(32 * scale + 6)}" fill="#dbe9f4">${esc(sub)}</text>`
      : '');
  return doc(
    w,
    h,
    headline ? `${headline} – ${sub}` : sub,
    defs + overlay,
    // the mark in the corner a page's overlapping card leaves free (page banners have no headline)
    body + text + brandMark(w - 60, headline ? h - 30 : r(40 * scale + 12), r(30 * scale + 6)),
  );
}

/** an event "photo": boats on the water, no text but a small watermark */
export function photoSvg(rng: Rng, title: string, w = 1600, h = 1000): string {
  const { defs, body } = seaScene(rng, { w, h, boats: rng.int(1, 6), boatScale: rng.range(1, 1.8) });
  return doc(w, h, title, defs, body + brandMark(w - 36, h - 32, 30, '#fff', 0.6));
}

/** a thumbnail (news: no words drawn, decision 0017) or one with a play button and duration (videos) */
export function thumbSvg(rng: Rng, title: string, o: { w: number; h: number; play?: string }): string {
  const { w, h } = o;
  const { defs, body } = seaScene(rng, { w, h, boatScale: 1.2 });
  let extra = '';
  if (o.play) {
    const cx = r(w / 2);
    const cy = r(h / 2);
    extra += `<circle cx="${cx}" cy="${cy}" r="${r(h * 0.13)}" fill="#0b2545" opacity=".7"/><path d="M${cx - r(h * 0.04)} ${cy - r(h * 0.06)}l${r(h * 0.1)} ${r(h * 0.06)}-${r(h * 0.1)} ${r(h * 0.06)}Z" fill="#fff"/>`;
    extra += `<rect x="${w - 96}" y="${h - 50}" width="78" height="32" rx="6" fill="#0b2545" opacity=".8"/><text x="${w - 57}" y="${h - 27}" font-size="18" fill="#fff" text-anchor="middle">${esc(o.play)}</text>`;
  }
  extra += brandMark(w - 20, 40, 20, '#fff', 0.7);
  return doc(w, h, title, defs, body + extra);
}

/** a 2D tracking screen: chart grid, coastline, marks, coloured tracks and a leaderboard */
export function chartSvg(rng: Rng, title: string, w = 1200, h = 675): string {
  const colors = [BRAND.orange, '#ffd166', '#06d6a0', '#ef476f', '#8ecae6', '#ffffff'];
  let body = `<rect width="${w}" height="${h}" fill="${BRAND.navy}"/>`;
  let grid = '';
  for (let x = 0; x <= w; x += 100) grid += `M${x} 0V${h}`;
  for (let y = 0; y <= h; y += 100) grid += `M0 ${y}H${w}`;
  body += `<path d="${grid}" stroke="#1d3b63" stroke-width="1"/>`;
  body += `<path d="M0 ${h - 120}q180-60 320-20t300 10 260-60 320 40V${h}H0Z" fill="#1b4332" opacity=".7"/>`;
  const top = { x: w * 0.55, y: 90 };
  const start = { x: w * 0.5, y: h - 180 };
  body += `<path d="M${r(start.x - 150)} ${r(start.y)}H${r(start.x + 150)}" stroke="#fff" stroke-dasharray="8 8" stroke-width="3"/>`;
  body += `<circle cx="${r(top.x)}" cy="${r(top.y)}" r="12" fill="${BRAND.orange}"/><circle cx="${r(start.x - 150)}" cy="${r(start.y)}" r="9" fill="${BRAND.orange}"/><circle cx="${r(start.x + 150)}" cy="${r(start.y)}" r="9" fill="${BRAND.orange}"/>`;
  colors.forEach((c, i) => {
    let x = start.x - 130 + i * 52;
    let y = start.y;
    let d = `M${r(x)} ${r(y)}`;
    const legs = rng.int(4, 6);
    const endY = top.y + 40 + rng.range(0, 260);
    for (let k = 1; k <= legs; k++) {
      x += (k % 2 ? 1 : -1) * rng.range(60, 140);
      y -= (start.y - endY) / legs;
      d += `L${r(x)} ${r(y)}`;
    }
    body += `<path d="${d}" stroke="${c}" stroke-width="3" fill="none" opacity=".9"/><path d="M${r(x)} ${r(y - 12)}l8 20h-16Z" fill="${c}"/>`;
  });
  body += `<g transform="translate(90 110)"><circle r="46" fill="none" stroke="#fff" stroke-opacity=".4"/><path d="M0-36L10 10 0 2-10 10Z" fill="#fff" transform="rotate(200)"/><text y="76" font-size="18" fill="#fff" text-anchor="middle">TWS 12.4 kn</text></g>`;
  let board = `<rect x="${w - 250}" y="30" width="220" height="${44 + colors.length * 34}" rx="10" fill="#0b2545" stroke="#1d6fa3"/><circle cx="${w - 222}" cy="56" r="7" fill="${BRAND.orange}"/><text x="${w - 206}" y="62" font-size="18" font-weight="700" fill="#fff">LIVE</text>`;
  colors.forEach((c, i) => {
    board += `<rect x="${w - 230}" y="${80 + i * 34}" width="12" height="12" fill="${c}"/><text x="${w - 208}" y="${92 + i * 34}" font-size="16" fill="#dbe9f4">${i + 1}. CHN ${rng.int(100, 999)}</text>`;
  });
  return doc(w, h, title, '', body + board + brandMark(w - 30, h - 24, 24));
}

/** a 3D viewer still: perspective sea grid, boats, HUD */
export function grid3dSvg(rng: Rng, title: string, w = 1200, h = 675): string {
  const hz = r(h * 0.38);
  const defs = linear('s', ['#0b2545', '#1d6fa3']) + linear('w', ['#1d6fa3', '#0b2545']) + BOAT_SYMBOL;
  let body = `<rect width="${w}" height="${hz}" fill="url(#s)"/><rect y="${hz}" width="${w}" height="${h - hz}" fill="url(#w)"/>`;
  let d = '';
  for (let i = -10; i <= 10; i++) d += `M${r(w / 2 + i * 14)} ${hz}L${r(w / 2 + i * 140)} ${h}`;
  for (let k = 1; k <= 7; k++) {
    const y = hz + (h - hz) * Math.pow(k / 7, 1.8);
    d += `M0 ${r(y)}H${w}`;
  }
  body += `<path d="${d}" stroke="#8ecae6" stroke-opacity=".25"/>`;
  for (let i = 0; i < 5; i++) {
    const t = rng.range(0.15, 0.95);
    body += boat(
      rng.range(0.15, 0.85) * w,
      hz + (h - hz) * t,
      0.3 + t * 1.2,
      i === 0 ? BRAND.orange : '#fff',
      BRAND.navy,
      rng.chance(0.5),
    );
  }
  body += buoy(w * 0.62, hz + (h - hz) * 0.2, 0.8);
  body += `<rect x="24" y="24" width="220" height="40" rx="8" fill="#0b2545" opacity=".8"/><text x="40" y="51" font-size="20" font-weight="700" fill="#fff">3D · R4 · 00:12:48</text>`;
  body += `<rect x="24" y="${h - 120}" width="${w - 48}" height="8" rx="4" fill="#fff" opacity=".25"/><rect x="24" y="${h - 120}" width="${r((w - 48) * rng.range(0.3, 0.8))}" height="8" rx="4" fill="${BRAND.orange}"/>`;
  return doc(w, h, title, defs, body + brandMark(w - 30, 52, 24));
}

/** a drone view from above: boats with wakes on open water */
export function droneSvg(rng: Rng, title: string, w = 1200, h = 675): string {
  const defs = `<radialGradient id="w" cx=".4" cy=".3" r=".9"><stop offset="0" stop-color="#2a9fd6"/><stop offset="1" stop-color="#0b2545"/></radialGradient>`;
  let body = `<rect width="${w}" height="${h}" fill="url(#w)"/>`;
  body += waves(w, h, h * 0.3, 6, 160, '#fff', 0.05) + waves(w, h, h * 0.65, 8, 220, '#fff', 0.05);
  for (let i = 0; i < rng.int(3, 6); i++) {
    const x = rng.range(0.1, 0.9) * w;
    const y = rng.range(0.15, 0.85) * h;
    const a = rng.int(-60, 60) - 90;
    body += `<g transform="translate(${r(x)} ${r(y)}) rotate(${a})"><path d="M-60 0L-200-40M-60 0L-200 40" stroke="#fff" stroke-opacity=".5" stroke-width="3"/><path d="M-60-14Q0-16 50 0Q0 16-60 14Z" fill="#fff"/><path d="M-10 0L-40 ${rng.int(-40, 40)}" stroke="${BRAND.orange}" stroke-width="6" stroke-linecap="round"/></g>`;
  }
  body += `<g fill="none" stroke="#fff" stroke-width="3" opacity=".7"><path d="M40 80V40h40M${w - 80} 40h40v40M40 ${h - 80}v40h40M${w - 80} ${h - 40}h40v-40"/></g>`;
  body += `<text x="60" y="${h - 60}" font-size="20" fill="#fff">ALT 120 m · REC ●</text>`;
  return doc(w, h, title, defs, body + brandMark(w - 60, h - 60, 24));
}

/** a broadcast control room: a wall of screens and a LIVE badge */
export function studioSvg(rng: Rng, title: string, w = 1200, h = 675): string {
  const defs = linear('s', ['#16324f', '#2a9fd6']) + BOAT_SYMBOL;
  let body = `<rect width="${w}" height="${h}" fill="#07182e"/>`;
  const cols = 3;
  const sw = 320;
  const sh = 180;
  let labels = '';
  for (let i = 0; i < 6; i++) {
    const x = 90 + (i % cols) * (sw + 30);
    const y = 60 + Math.floor(i / cols) * (sh + 30);
    body += `<rect x="${x}" y="${y}" width="${sw}" height="${sh}" rx="6" fill="url(#s)" stroke="${i === 0 ? BRAND.orange : '#1d3b63'}" stroke-width="${i === 0 ? 6 : 3}"/>`;
    body += `<path d="M${x} ${y + 108}h${sw}v72h-${sw}z" fill="#0b2545" opacity=".6"/>`;
    body += boat(
      x + rng.range(0.25, 0.75) * sw,
      y + sh * 0.7,
      0.9,
      i === 0 ? BRAND.orange : '#fff',
      BRAND.navy,
      rng.chance(0.5),
    );
    labels += `<text x="${x + 12}" y="${y + 26}">CAM ${i + 1}</text>`;
  }
  body += `<g font-size="16" fill="#fff">${labels}</g><rect x="0" y="${h - 170}" width="${w}" height="170" fill="#0b2545"/>`;
  let keys = '';
  for (let i = 0; i < 16; i++) if (i !== 3) keys += `M${90 + i * 64} ${h - 130}h44v28h-44z`;
  body += `<path d="${keys}" fill="#1d3b63"/><rect x="282" y="${h - 130}" width="44" height="28" rx="4" fill="${BRAND.orange}"/>`;
  body += `<rect x="${w - 190}" y="24" width="120" height="40" rx="20" fill="${BRAND.orange}"/><text x="${w - 130}" y="51" font-size="20" font-weight="800" fill="#fff" text-anchor="middle">● LIVE</text>`;
  return doc(w, h, title, defs, body + brandMark(w - 60, h - 40, 24));
}

/** signal transmission: a mast with radio waves over the sea */
export function signalSvg(rng: Rng, title: string, w = 1200, h = 675): string {
  const { defs, body } = seaScene(rng, { w, h, horizon: 0.6, boats: 3, sky: 0 });
  const x = r(w * 0.22);
  let extra = `<path d="M${x - 40} ${r(h * 0.6)}L${x} 140L${x + 40} ${r(h * 0.6)}M${x - 26} ${r(h * 0.42)}H${x + 26}M${x - 14} 260H${x + 14}" stroke="${BRAND.navy}" stroke-width="8" fill="none"/>`;
  for (let i = 1; i <= 4; i++) {
    extra += `<path d="M${x + 30 * i} ${140 - 30 * i}a${42 * i} ${42 * i} 0 0 1 0 ${60 * i + 20}" stroke="${BRAND.orange}" stroke-width="6" fill="none" opacity="${1 - i * 0.18}"/>`;
  }
  extra += `<text x="${w - 60}" y="120" font-size="64" font-weight="800" fill="#fff" text-anchor="end">5G · 4G</text>`;
  return doc(w, h, title, defs, body + extra + brandMark(w - 60, h - 40, 24));
}

/** a stern camera: the boat's transom and wake, the fleet ahead */
export function sternSvg(rng: Rng, title: string, w = 1200, h = 675): string {
  const { defs, body } = seaScene(rng, { w, h, horizon: 0.45, boats: 3, boatScale: 0.5 });
  const cx = r(w / 2);
  const extra =
    `<path d="M${cx - 80} ${h}L${cx - 220} ${r(h * 0.62)}M${cx + 80} ${h}L${cx + 220} ${r(h * 0.62)}" stroke="#fff" stroke-width="10" opacity=".35"/>` +
    `<path d="M${cx - 300} ${h - 120}Q${cx} ${h - 170} ${cx + 300} ${h - 120}L${cx + 250} ${h}H${cx - 250}Z" fill="${BRAND.navy}"/>` +
    `<path d="M${cx - 240} ${h - 110}Q${cx} ${h - 150} ${cx + 240} ${h - 110}" stroke="${BRAND.orange}" stroke-width="8" fill="none"/>` +
    `<rect x="${cx - 6}" y="0" width="12" height="${h - 150}" fill="#e5e7eb"/>` +
    `<text x="40" y="64" font-size="24" fill="#fff">STERN CAM · SOG 7.8 kn</text>`;
  return doc(w, h, title, defs, body + extra + brandMark(w - 60, h - 40, 24));
}

export type PictureKind = 'sea' | 'chart' | 'grid3d' | 'drone' | 'studio' | 'signal' | 'stern';

/** the drawing of each kind of picture ('sea': a photo) */
const PICTURES: Record<PictureKind, (rng: Rng, title: string, w: number, h: number) => string> = {
  sea: photoSvg,
  chart: chartSvg,
  grid3d: grid3dSvg,
  drone: droneSvg,
  studio: studioSvg,
  signal: signalSvg,
  stern: sternSvg,
};

/** a 16:9 picture of a given kind, for service carousels and thumbnails */
export function pictureSvg(kind: PictureKind, rng: Rng, title: string, w = 1200, h = 675): string {
  return PICTURES[kind](rng, title, w, h);
}

/** a labelled picture (service carousel): the picture with a caption strip */
/**
 * a picture described by its caption in both languages: the words go in its <title> (for whoever
 * opens the file), not into the pixels, so no language is drawn into it (decision 0017); the page
 * shows the caption as text in its own language
 */
export function captionedPictureSvg(kind: PictureKind, rng: Rng, caption: string, captionEn: string): string {
  return pictureSvg(kind, rng, `${caption} ${captionEn}`);
}
