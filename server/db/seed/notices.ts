/**
 * The demo notice boards (issue 30): the flagship regatta's official board in both languages
 * (notice of race, sailing instructions, two amendments, notices to competitors, a schedule
 * change, protest decisions with a PDF, a withdrawn notice and an amended one), posted at
 * realistic times before and during the event (China time, never after `now`), and smaller
 * boards for two other events. The decisions' PDF is written here (a small valid PDF, no network).
 */
import type { NewNotice } from '../schema.js';
import { addFile, type SeedContext } from './context.js';
import { FLAGSHIP_EVENT_CD } from './events.js';
import type { NoticeVersion } from '../../../shared/notices.js';

/** a notice of the demo, with what it said before its amendment (if any) */
export interface SeedNotice extends NewNotice {
  versions?: NoticeVersion[];
}

const CHINA_OFFSET_MS = 8 * 3600_000;

/** a PDF of one A4 page with these lines of text (Helvetica: ASCII only), with a correct cross-reference table */
export function makePdf(title: string, lines: string[]): string {
  const esc = (s: string) => s.replace(/[^\x20-\x7e]/g, '?').replace(/([()\\])/g, '\\$1');
  const text = [
    'BT /F1 16 Tf 56 780 Td',
    `(${esc(title)}) Tj`,
    '/F1 11 Tf 0 -28 Td 15 TL',
    ...lines.map((l) => `(${esc(l)}) '`),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${text.length} >>\nstream\n${text}\nendstream`,
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) out += `${String(o).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return out;
}

/** the instant (ISO UTC) of `hh:mm` China time, `days` after the day `date` ('YYYY-MM-DD'); never after `now` */
function at(ctx: SeedContext, date: string, days: number, hh: number, mm: number): string {
  const local = Date.parse(`${date}T00:00:00Z`) + days * 86_400_000 + (hh * 60 + mm) * 60_000;
  return new Date(Math.min(local - CHINA_OFFSET_MS, ctx.now.getTime() - 60_000)).toISOString();
}

const p = (...paras: string[]) => paras.map((t) => `<p>${t}</p>`).join('');

export function seedNotices(ctx: SeedContext, out: SeedNotice[]): void {
  const flagship = ctx.rows.events.find((e) => e.eventCd === FLAGSHIP_EVENT_CD);
  if (flagship) flagshipBoard(ctx, out, flagship.beginDate as string);
  // two other published events that have begun: a small board each
  const others = ctx.rows.events
    .filter(
      (e) => e.eventCd !== FLAGSHIP_EVENT_CD && e.isPublish === 1 && (e.beginDate as string) <= flagship!.beginDate!,
    )
    .sort((a, b) => String(b.beginDate).localeCompare(String(a.beginDate)))
    .slice(0, 2);
  for (const e of others) smallBoard(ctx, out, e.eventCd, e.beginDate as string);
}

function notice(
  ctx: SeedContext,
  eventCd: string,
  kind: string,
  number: number | null,
  postedAt: string,
  n: { title: string; titleEn: string | null; content: string; contentEn: string; fileUrl?: string | null },
): SeedNotice {
  return {
    eventCd,
    kind,
    number,
    title: n.title,
    titleEn: n.titleEn,
    content: n.content,
    contentEn: n.contentEn,
    fileUrl: n.fileUrl ?? null,
    isPublish: 1,
    postedAt,
    amendedAt: null,
    withdrawnAt: null,
    createdBy: null,
    createdAt: postedAt,
    updatedAt: postedAt,
  };
}

function flagshipBoard(ctx: SeedContext, out: SeedNotice[], begin: string): void {
  const ev = FLAGSHIP_EVENT_CD;
  const decisions = addFile(
    ctx,
    `docs/notices/${ev}-protest-decisions-day2.pdf`,
    makePdf('15th National Games Sailing - Protest Committee Decisions, Day 2', [
      'Case 2: Protest 470 Mixed boat CHN 12 v CHN 7, race 4.',
      'Facts found: at the windward mark CHN 7 failed to keep clear (RRS 11).',
      'Decision: CHN 7 disqualified from race 4 (DSQ). No penalty for CHN 12.',
      '',
      'Case 3: Request for redress, ILCA 7 CHN 21, race 5.',
      'Facts found: the committee boat signalled the course incorrectly.',
      'Decision: redress given, average points of races 1-4 (RDG, RRS 64.2).',
      '',
      'Jury chair: signed. Posted on the official notice board.',
    ]),
  );
  const nor = notice(ctx, ev, 'nor', null, at(ctx, begin, -60, 10, 0), {
    title: '竞赛通知',
    titleEn: 'Notice of Race',
    content: p(
      '第十五届全国运动会帆船项目将于深圳大鹏新区国家帆船帆板训练基地举行。',
      '规则：比赛适用《帆船竞赛规则》(2025–2028) 所定义的规则。报名截止时间为开赛前 14 天。',
    ),
    contentEn: p(
      'The 15th National Games sailing competition is held at the Dapeng National Sailing Training Base, Shenzhen.',
      'Rules: the regatta is governed by the rules as defined in the Racing Rules of Sailing 2025–2028. Entries close 14 days before the first race.',
    ),
  });
  out.push(nor);
  const si = notice(ctx, ev, 'si', null, at(ctx, begin, -7, 16, 0), {
    title: '航行细则',
    titleEn: 'Sailing Instructions',
    content: p('每日首轮预告信号时间为 11:00。', '抗议时限为当日最后一轮比赛结束后 60 分钟。'),
    contentEn: p(
      'The warning signal of the first race each day is at 11:00.',
      'The protest time limit is 60 minutes after the last boat finishes the last race of the day.',
    ),
  });
  out.push(si);
  const a1 = notice(ctx, ev, 'amendment', 1, at(ctx, begin, -1, 18, 30), {
    title: '航行细则修改 1：B 场区航线',
    titleEn: 'Amendment 1 to the SI: course area B',
    content: p('航行细则附件 B 中 B 场区的航线改为迎尾风航线，标位见附图。'),
    contentEn: p(
      'Addendum B of the SI: course area B sails a windward–leeward course; the marks are shown in the chart.',
    ),
  });
  // amended after posting: its first wording is kept readable
  a1.versions = [
    {
      title: a1.title,
      titleEn: a1.titleEn ?? null,
      content: p('航行细则附件 B 中 B 场区的航线改为梯形航线。'),
      contentEn: p('Addendum B of the SI: course area B sails a trapezoid course.'),
      fileUrl: null,
      shownFrom: a1.postedAt as string,
      replacedAt: at(ctx, begin, -1, 19, 5),
    },
  ];
  a1.amendedAt = at(ctx, begin, -1, 19, 5);
  a1.updatedAt = a1.amendedAt;
  out.push(a1);
  out.push(
    notice(ctx, ev, 'notice', 1, at(ctx, begin, 0, 8, 0), {
      title: '竞赛者须知 1：开幕式及船只检查',
      titleEn: 'Notice to competitors 1: opening ceremony and equipment inspection',
      content: p('开幕式于今日 18:00 在基地主码头举行。', '船只检查在 2 号库房进行，请各队按时到场。'),
      contentEn: p(
        'The opening ceremony is at 18:00 today at the main pontoon.',
        'Equipment inspection takes place in boat shed 2: please arrive on time.',
      ),
    }),
    notice(ctx, ev, 'amendment', 2, at(ctx, begin, 1, 9, 0), {
      title: '航行细则修改 2：抗议时限',
      titleEn: 'Amendment 2 to the SI: protest time limit',
      content: p('航行细则第 14.2 条修改为：抗议时限为当日最后一轮比赛结束后 75 分钟。'),
      contentEn: p(
        'SI 14.2 is changed to: the protest time limit is 75 minutes after the last boat finishes the last race of the day.',
      ),
    }),
    notice(ctx, ev, 'schedule', null, at(ctx, begin, 1, 19, 30), {
      title: '赛程变更：第 3 比赛日提前起航',
      titleEn: 'Schedule change: earlier start on day 3',
      content: p('因预报午后风力增强，第 3 比赛日首轮预告信号提前至 10:00。'),
      contentEn: p(
        'With stronger wind forecast for the afternoon, the first warning signal on day 3 is moved to 10:00.',
      ),
    }),
    notice(ctx, ev, 'notice', 2, at(ctx, begin, 2, 7, 45), {
      title: '竞赛者须知 2：补给船通道',
      titleEn: 'Notice to competitors 2: support boat channel',
      content: p('教练船须经东侧通道出入港，不得穿越比赛区域。'),
      contentEn: p(
        'Support boats leave and enter the harbour by the eastern channel and keep out of the racing areas.',
      ),
    }),
    notice(ctx, ev, 'decision', null, at(ctx, begin, 1, 20, 40), {
      title: '仲裁委员会裁决（第 2 比赛日）',
      titleEn: 'Protest committee decisions, day 2',
      content: p('案件 2：470 混合 CHN 7 于第 4 轮被取消资格 (DSQ)。', '案件 3：ILCA 7 CHN 21 第 5 轮获得补偿 (RDG)。'),
      contentEn: p(
        'Case 2: 470 Mixed CHN 7 disqualified in race 4 (DSQ).',
        'Case 3: ILCA 7 CHN 21 given redress in race 5 (RDG).',
      ),
      fileUrl: decisions,
    }),
  );
  // a notice withdrawn after posting: listed as withdrawn, without its text
  const withdrawn = notice(ctx, ev, 'notice', 3, at(ctx, begin, 2, 12, 10), {
    title: '竞赛者须知 3：颁奖仪式时间',
    titleEn: 'Notice to competitors 3: prize giving time',
    content: p('颁奖仪式改至闭幕日 15:00。'),
    contentEn: p('The prize giving moves to 15:00 on the last day.'),
  });
  withdrawn.withdrawnAt = at(ctx, begin, 2, 13, 0);
  withdrawn.updatedAt = withdrawn.withdrawnAt;
  out.push(withdrawn);
  out.push(
    notice(ctx, ev, 'decision', null, at(ctx, begin, 2, 20, 15), {
      title: '仲裁委员会裁决（第 3 比赛日）',
      titleEn: null,
      content: p('当日无抗议。'),
      contentEn: '',
    }),
  );
}

function smallBoard(ctx: SeedContext, out: SeedNotice[], eventCd: string, begin: string): void {
  out.push(
    notice(ctx, eventCd, 'nor', null, at(ctx, begin, -30, 10, 0), {
      title: '竞赛通知',
      titleEn: 'Notice of Race',
      content: p('比赛适用《帆船竞赛规则》(2025–2028)。报名请联系组委会。'),
      contentEn: p(
        'The regatta is governed by the Racing Rules of Sailing 2025–2028. Enter through the organising committee.',
      ),
    }),
    notice(ctx, eventCd, 'si', null, at(ctx, begin, -3, 15, 0), {
      title: '航行细则',
      titleEn: 'Sailing Instructions',
      content: p('每日首轮预告信号时间为 10:30。'),
      contentEn: p('The first warning signal each day is at 10:30.'),
    }),
    notice(ctx, eventCd, 'notice', 1, at(ctx, begin, 0, 8, 30), {
      title: '竞赛者须知 1：船长会议',
      titleEn: null,
      content: p('船长会议于 09:00 在赛事中心举行。'),
      contentEn: '',
    }),
  );
}
