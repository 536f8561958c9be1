/**
 * Self-contained HTML pages the seed writes under the upload directory: event announcements
 * (notice of race and sailing instructions, framed by the event page) and "player" pages for
 * embeddable videos (an SVG/CSS animation of a race). No scripts, no external resources.
 */
import { esc } from './svg.js';

const FONT = "system-ui,-apple-system,'PingFang SC','Microsoft YaHei','Noto Sans CJK SC',sans-serif";

export interface AnnouncementInput {
  eventCd: string;
  name: string;
  nameEn: string | null;
  beginDate: string;
  endDate: string;
  address: string | null;
  addressEn: string | null;
  organizer: string | null;
  classes: { name: string; nameEn: string | null }[];
  /** [date, zh, en] */
  schedule: [string, string, string][];
}

const SI_ITEMS: [string, string][] = [
  [
    '规则：本次比赛适用《国际帆船竞赛规则》（2025–2028）定义的规则。',
    'Rules: the regatta is governed by the rules as defined in the Racing Rules of Sailing 2025–2028.',
  ],
  [
    '竞赛通知：竞赛通知张贴于赛事官方公告栏及本页面。',
    'Notices to competitors are posted on the official notice board and on this page.',
  ],
  [
    '竞赛细则的更改：将于生效当天 08:30 前公布。',
    'Changes to the sailing instructions are posted before 08:30 on the day they take effect.',
  ],
  [
    '岸上信号：AP 旗配一声响，表示“推迟，起航预告信号将在降下 AP 旗后不少于 60 分钟发出”。',
    'Signals ashore: flag AP with one sound means the warning signal will be made not less than 60 minutes after AP is lowered.',
  ],
  [
    '航线：迎风—顺风航线（L2/L3）或梯形航线（O2/I2），由竞赛委员会在预告信号前公布。',
    'Courses: windward-leeward (L2/L3) or trapezoid (O2/I2), displayed by the race committee before the warning signal.',
  ],
  [
    '起航：按规则 26 起航；起航信号后 4 分钟未起航的船只计为 DNS。',
    'Starts: races are started under rule 26; a boat starting later than 4 minutes after her starting signal is scored DNS.',
  ],
  [
    '处罚：适用规则 30.2（Z 旗）、30.3（U 旗）和 30.4（黑旗）。',
    'Penalties: rules 30.2 (Z flag), 30.3 (U flag) and 30.4 (black flag) may apply.',
  ],
  [
    '记分：采用附录 A 低分制；完成 4 轮后去掉 1 轮最差成绩。',
    'Scoring: Appendix A Low Point System; one score is excluded once 4 races have been completed.',
  ],
  [
    '追踪：所有参赛船只须安装 SF-Tracer 追踪器，比赛可在线观看直播与回放。',
    'Tracking: every boat carries an SF-Tracer unit; races can be watched live and replayed online.',
  ],
  [
    '安全：参赛者在水上时须始终穿着个人漂浮装置。',
    'Safety: competitors shall wear personal flotation devices at all times while afloat.',
  ],
];

export function announcementHtml(a: AnnouncementInput): string {
  const title = a.nameEn ? `${a.name} · ${a.nameEn}` : a.name;
  const classes =
    a.classes.length > 0
      ? a.classes
          .map((c) => `<li>${esc(c.name)}${c.nameEn ? ` <span class="en">${esc(c.nameEn)}</span>` : ''}</li>`)
          .join('')
      : '<li>以竞赛通知公布的级别为准 <span class="en">Classes as published in the notice of race</span></li>';
  const schedule = a.schedule
    .map(([d, zh, en]) => `<tr><td>${esc(d)}</td><td>${esc(zh)}<br><span class="en">${esc(en)}</span></td></tr>`)
    .join('');
  const si = SI_ITEMS.map(([zh, en]) => `<li>${esc(zh)}<br><span class="en">${esc(en)}</span></li>`).join('');
  return `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>${esc(title)} – 竞赛公告 Notice of Race</title>
<style>
body{margin:0;font-family:${FONT};color:#0b2545;background:#f5f8fb;line-height:1.65}
header{background:linear-gradient(120deg,#0b2545,#1d6fa3);color:#fff;padding:24px 28px;border-bottom:4px solid #ff7a1a}
header h1{margin:0 0 4px;font-size:22px}header p{margin:0;opacity:.85}
main{padding:20px 28px;max-width:960px}
h2{font-size:18px;border-left:4px solid #ff7a1a;padding-left:10px;margin:24px 0 10px}
.en{color:#4a5b70;font-size:.92em}
table{border-collapse:collapse;width:100%;background:#fff}
td{border:1px solid #d9e2ec;padding:6px 10px;vertical-align:top}td:first-child{white-space:nowrap;width:8em}
ol li,ul li{margin-bottom:6px}
footer{padding:16px 28px;color:#4a5b70;font-size:13px}
</style>
</head>
<body>
<header>
<h1>${esc(a.name)}</h1>
${a.nameEn ? `<p>${esc(a.nameEn)}</p>` : ''}
<p>${esc(a.beginDate)} ~ ${esc(a.endDate)} · ${esc(a.address ?? '')}${a.addressEn ? ` · ${esc(a.addressEn)}` : ''}</p>
</header>
<main>
<h2>竞赛通知 <span class="en">Notice of Race</span></h2>
<p>${esc(a.organizer ?? '组委会')}诚邀各参赛队报名参加${esc(a.name)}。报名截止时间为比赛开始前 14 天。</p>
<p class="en">The organizing authority${a.organizer ? ` (${esc(a.organizer)})` : ''} invites entries${a.nameEn ? ` to the ${esc(a.nameEn)}` : ''}. Entries close 14 days before the first race.</p>
<h2>比赛级别 <span class="en">Classes</span></h2>
<ul>${classes}</ul>
<h2>日程 <span class="en">Schedule</span></h2>
<table>${schedule}</table>
<h2>竞赛细则 <span class="en">Sailing Instructions</span></h2>
<ol>${si}</ol>
</main>
<footer>赛事追踪、直播与计分服务：帆鱼体育 · Tracking, live broadcast and scoring by SailFish · ${esc(a.eventCd)}</footer>
</body>
</html>
`;
}

export interface EmbedInput {
  title: string;
  titleEn: string;
  /** short label top-left, e.g. 'REPLAY' */
  badge: string;
  sky: [string, string];
  sea: [string, string];
  boats: number;
  /** seconds for one loop */
  duration: number;
}

/**
 * A "player" page: a 16:9 stage with an SVG seascape and boats sailing across by CSS animation,
 * a title bar and a progress bar. Works inside an iframe with no scripts.
 */
export function embedHtml(e: EmbedInput): string {
  const boats = Array.from({ length: e.boats }, (_, i) => {
    const y = 250 + i * (130 / Math.max(e.boats - 1, 1));
    const s = 0.55 + i * 0.12;
    const sail = i === 0 ? '#ff7a1a' : '#ffffff';
    return `<g class="boat b${i}" style="--y:${Math.round(y)}px;--d:${(e.duration * (1 + i * 0.07)).toFixed(1)}s;--delay:-${(i * 1.7).toFixed(1)}s"><g transform="scale(${s.toFixed(2)})"><path d="M0-112Q-18-60-38-8H0Z" fill="${sail}"/><path d="M4-100Q24-52 32-8H4Z" fill="${sail}" opacity=".85"/><path d="M-44-2H44L34 10H-34Z" fill="#0b2545"/><text x="-12" y="-46" font-size="14" font-family="${FONT}" fill="#0b2545">${i + 1}</text></g></g>`;
  }).join('');
  return `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>${esc(e.title)} – ${esc(e.titleEn)}</title>
<style>
html,body{margin:0;height:100%;background:#0b2545;font-family:${FONT};overflow:hidden}
.stage{position:relative;width:100%;height:100%}
svg{display:block;width:100%;height:100%}
.boat{animation:sail var(--d) linear infinite;animation-delay:var(--delay)}
@keyframes sail{from{transform:translate(-120px,var(--y))}to{transform:translate(1080px,calc(var(--y) - 40px))}}
.wave{animation:drift 6s linear infinite}
@keyframes drift{from{transform:translateX(0)}to{transform:translateX(-160px)}}
.buoy{animation:bob 2.4s ease-in-out infinite alternate;transform-origin:center}
@keyframes bob{from{transform:translate(640px,300px)}to{transform:translate(640px,306px)}}
.bar{position:absolute;left:4%;right:4%;bottom:5%;height:6px;border-radius:3px;background:rgba(255,255,255,.3)}
.bar i{display:block;height:100%;width:0;border-radius:3px;background:#ff7a1a;animation:prog ${e.duration * 2}s linear infinite}
@keyframes prog{to{width:100%}}
.head{position:absolute;left:4%;top:5%;right:4%;display:flex;gap:12px;align-items:center;color:#fff}
.badge{background:#ff7a1a;padding:4px 12px;border-radius:14px;font-weight:700;font-size:14px;letter-spacing:1px}
.t{font-size:18px;font-weight:700;text-shadow:0 1px 3px rgba(0,0,0,.4)}.t small{font-weight:400;opacity:.85;margin-left:8px}
.mark{position:absolute;right:4%;bottom:9%;color:#fff;opacity:.7;font-weight:700}
@media (prefers-reduced-motion:reduce){.boat,.wave,.buoy,.bar i{animation:none}}
</style>
</head>
<body>
<div class="stage" role="img" aria-label="${esc(e.title)} ${esc(e.titleEn)}">
<svg viewBox="0 0 960 540" preserveAspectRatio="xMidYMid slice" aria-hidden="true">
<defs>
<linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${e.sky[0]}"/><stop offset="1" stop-color="${e.sky[1]}"/></linearGradient>
<linearGradient id="w" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${e.sea[0]}"/><stop offset="1" stop-color="${e.sea[1]}"/></linearGradient>
</defs>
<rect width="960" height="540" fill="url(#s)"/>
<circle cx="760" cy="110" r="46" fill="#fff4c2" opacity=".8"/>
<rect y="220" width="960" height="320" fill="url(#w)"/>
<g class="wave" opacity=".12"><path d="M0 300q40-10 80 0t80 0 80 0 80 0 80 0 80 0 80 0 80 0 80 0 80 0 80 0 80 0 80 0 80 0V540H0Z" fill="#fff"/></g>
<g class="buoy"><path d="M-10 0L0-28L10 0Z" fill="#ff7a1a"/><rect x="-12" y="-2" width="24" height="5" rx="2" fill="#fff"/></g>
${boats}
<g class="wave" opacity=".3"><path d="M0 470q50-12 100 0t100 0 100 0 100 0 100 0 100 0 100 0 100 0 100 0 100 0 100 0 100 0V540H0Z" fill="#0b2545"/></g>
</svg>
<div class="head"><span class="badge">${esc(e.badge)}</span><span class="t">${esc(e.title)}<small>${esc(e.titleEn)}</small></span></div>
<div class="bar"><i></i></div>
<div class="mark">SailFish</div>
</div>
</body>
</html>
`;
}
