/**
 * Draws the static pictures of the marketing pages (case gallery, hero slides, certificates,
 * the SF-TASS sample results table) with the demo content's own SVG painter, so they match
 * the rest of the site:
 *   npx tsx scripts/make-site-images.ts
 */
import fs from 'node:fs';
import { Rng } from '../server/db/seed/random.js';
import { bannerSvg, captionedPictureSvg, type PictureKind } from '../server/db/seed/svg.js';
import { sampleSvg } from '../app/features/marketing/content/pages/product-grades-sample.js';

const rng = new Rng(20261122);
fs.mkdirSync('public/images/cases', { recursive: true });
fs.mkdirSync('public/images/hero', { recursive: true });
fs.mkdirSync('public/images/about', { recursive: true });

const CASES: [PictureKind, string, string][] = [
  ['sea', '全运会帆船项目', 'National Games sailing'],
  ['chart', '中国杯帆船赛', 'China Cup Regatta'],
  ['grid3d', '青岛国际帆船周', 'Qingdao International Sailing Week'],
  ['drone', '全国青少年帆船锦标赛', 'National Youth Championship'],
  ['studio', '海帆赛直播', 'Round-island race live'],
  ['stern', '俱乐部周末联赛', 'Club weekend series'],
];
CASES.forEach(([kind, zh, en], i) =>
  fs.writeFileSync(`public/images/cases/case-${i + 1}.svg`, captionedPictureSvg(kind, rng, zh, en)),
);

fs.writeFileSync(
  'public/images/hero/slide-1.svg',
  bannerSvg(rng, 1920, 760, '', '', null),
);
fs.writeFileSync('public/images/hero/slide-2.svg', bannerSvg(rng, 1920, 760, '', '', null));

/**
 * a certificate: a framed sheet with a seal, a title and lines of text, in one language: the
 * Chinese page shows the Chinese sheet, the English page the English one (decision 0017)
 */
function certificate(title: string, hue: string, lang: 'zh' | 'en'): string {
  const font = lang === 'zh' ? 'Noto Sans CJK SC, PingFang SC, sans-serif' : 'sans-serif';
  const size = lang === 'zh' ? 24 : title.length > 16 ? 17 : 20;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 400" width="300" height="400" lang="${lang === 'zh' ? 'zh-CN' : 'en'}">
<rect width="300" height="400" fill="#f3f8fc"/>
<rect x="16" y="16" width="268" height="368" rx="6" fill="#fff" stroke="${hue}" stroke-width="3"/>
<rect x="26" y="26" width="248" height="348" rx="4" fill="none" stroke="${hue}" stroke-opacity=".35"/>
<text x="150" y="92" text-anchor="middle" font-family="${font}" font-size="${size}" font-weight="700" fill="#0b2545">${title}</text>
<rect x="110" y="110" width="80" height="3" rx="1.5" fill="${hue}" fill-opacity=".6"/>
${[150, 172, 194, 216, 238].map((y, i) => `<rect x="${50 + (i % 2) * 10}" y="${y}" width="${200 - (i % 2) * 30}" height="6" rx="3" fill="#dde5ee"/>`).join('')}
<circle cx="210" cy="310" r="38" fill="none" stroke="#d9600b" stroke-width="4"/>
<circle cx="210" cy="310" r="28" fill="none" stroke="#d9600b" stroke-width="2"/>
<path d="M196 310l10 10 18-20" stroke="#d9600b" stroke-width="5" fill="none" stroke-linecap="round"/>
</svg>
`;
}
const CERTIFICATES: [file: string, zh: string, en: string, hue: string][] = [
  ['patent', '发明专利', 'Invention Patent', '#1668a8'],
  ['copyright', '软件著作权', 'Software Copyright', '#13315c'],
  ['certificate', '高新技术企业', 'High-Tech Enterprise', '#137a45'],
];
for (const [file, zh, en, hue] of CERTIFICATES) {
  fs.writeFileSync(`public/images/about/${file}.svg`, certificate(zh, hue, 'zh'));
  fs.writeFileSync(`public/images/about/${file}-en.svg`, certificate(en, hue, 'en'));
}
// the SF-TASS hero's sample results table (its scoring is checked by product-grades-sample.test.ts)
fs.writeFileSync('public/images/products/sf-tass.svg', sampleSvg());
console.log('site images written');
