/** 仲裁听证页面的中文文案（issue 30；与 hearings.en.ts 同键）。 */
import type hearingsEn from './hearings.en';
import type { Widen } from '../../../i18n/en';

const hearingsZh = {
  hearings: {
    title: '抗议与仲裁听证',
    crumb: '仲裁',
    description: '{{event}}的抗议听证、裁决与抗议时限。',
    intro: '仲裁委员会的听证：抗议、补偿申请与重开申请，以及裁决结果。所有时间均为赛场当地时间（{{zone}}）。',
    limitsHeading: '抗议时限',
    limitsNone: '尚未公布抗议时限。',
    day: '比赛日',
    limit: '截止时间',
    note: '说明',
    listHeading: '听证',
    count: '共 {{count}} 场听证',
    none: '本赛事尚未公布听证。',
    number: '第 #{{n}} 号听证',
    kinds: {
      protest: '抗议',
      redress: '补偿申请',
      reopening: '重开申请',
      misconduct: '不当行为（规则 69）',
      other: '听证',
    },
    statuses: {
      scheduled: '待听证',
      heard: '已听证',
      decided: '已裁决',
      withdrawn: '已撤回',
    },
    protestor: '抗议方',
    requestedBy: '申请方',
    protestees: '被抗议方',
    parties: '当事方',
    class: '级别',
    races: '轮次',
    rules: '规则',
    time: '听证时间',
    room: '地点',
    notScheduled: '时间待定',
    decision: '裁决',
    decisionPending: '裁决将在此公布。',
    withdrawnNote: '已撤回，不再听证。',
    decisionFile: '裁决文件',
    opensNew: '（在新窗口打开）',
    inChinese: '中文原文',
    results: '该级别成绩',
    toEvent: '返回赛事',
  },
} satisfies Widen<typeof hearingsEn>;

export default hearingsZh;
