/* global console */
// Draws the illustrated portraits of the team and of the testimonials (flat SVG, no photos):
//   node scripts/make-portraits.mjs
import fs from 'node:fs';

const SKIN = ['#f1c7a5', '#e0ac82', '#c98e64', '#f5d3b8'];
const HAIR = ['#1d1a1a', '#3b2a20', '#2a2a35', '#5a3b28'];
const SHIRT = ['#13315c', '#1668a8', '#ff7a1a', '#137a45', '#0b2545', '#2a86c9'];
const BG = ['#e7f2fa', '#fff0e4', '#e3f6ec', '#edf1f5'];

function portrait(i, { long = false, cap = false } = {}) {
  const skin = SKIN[i % SKIN.length];
  const hair = HAIR[(i + 1) % HAIR.length];
  const shirt = SHIRT[i % SHIRT.length];
  const bg = BG[i % BG.length];
  const hairBack = long ? `<path d="M58 96c0-40 20-58 42-58s42 18 42 58v52H58z" fill="${hair}"/>` : '';
  const hairTop = cap
    ? `<path d="M62 84c0-26 16-40 38-40s38 14 38 40z" fill="${shirt}"/><rect x="56" y="80" width="72" height="8" rx="4" fill="${shirt}"/>`
    : `<path d="M64 88c0-26 15-42 36-42s36 16 36 42c-8-12-22-18-36-18s-28 6-36 18z" fill="${hair}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200" width="200" height="200">
<rect width="200" height="200" fill="${bg}"/>
<circle cx="160" cy="40" r="54" fill="#fff" opacity=".5"/>
${hairBack}
<path d="M40 200c4-38 28-58 60-58s56 20 60 58z" fill="${shirt}"/>
<path d="M88 132h24v18c-4 6-20 6-24 0z" fill="${skin}"/>
<ellipse cx="100" cy="98" rx="34" ry="40" fill="${skin}"/>
${hairTop}
<circle cx="88" cy="100" r="3.2" fill="#1d1a1a"/><circle cx="112" cy="100" r="3.2" fill="#1d1a1a"/>
<path d="M90 118c6 5 14 5 20 0" stroke="#7a3b26" stroke-width="3" fill="none" stroke-linecap="round"/>
<path d="M76 200l24-40 24 40" fill="#fff" opacity=".18"/>
</svg>
`;
}

const team = [{}, { long: true }, { cap: true }, {}];
team.forEach((o, i) => fs.writeFileSync(`public/images/team/member-${i + 1}.svg`, portrait(i, o)));
const people = [{ long: true }, {}, { cap: true }, { long: true }, {}];
people.forEach((o, i) => fs.writeFileSync(`public/images/people/person-${i + 1}.svg`, portrait(i + 2, o)));
console.log('portraits written');
