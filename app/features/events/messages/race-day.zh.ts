/** Chinese messages of the day on the water and the calendars (same keys as the English file). */
import type raceDayEn from './race-day.en';
import type { Widen } from '../../../i18n/en';

const raceDayZh = {
  raceDay: {
    todayTitle: '今日赛程',
    todayLead: '{{date}}，时间为 {{zone}}',
    programmeTitle: '赛程安排',
    programmeLead: '按比赛日列出各轮起航时间，时间为 {{zone}}',
    dayHeading: '第{{n}}天 · {{date}}',
    noRacesToday: '今日没有安排比赛。',
    noRacesDay: '尚未公布起航时间。',
    idle: '今日无比赛：{{classes}}',
    caption: '{{name}} 今日各轮',
    programmeCaption: '{{name}} {{date}} 各轮',
    cols: { race: '轮次', start: '起航', area: '场区', status: '状态', track: '航迹' },
    state: {
      planned: '计划中',
      scheduled: '待开始',
      soon: '即将起航',
      racing: '比赛中',
      postponed: '已推迟',
      finished: '已完赛',
      abandoned: '已放弃',
      cancelled: '已取消',
    },
    track: '观看航迹',
    trackLabel: '观看 {{race}} 的航迹（在新窗口打开）',
    live: '页面打开时每分钟更新',
    updated: '{{time}} 已更新',
    calendar: {
      add: '添加到日历',
      addEvent: '将 {{name}} 添加到日历（.ics 文件）',
      addList: '将即将开始和进行中的赛事添加到日历（.ics 文件）',
      list: '赛事日历',
      eventDays: '{{name}}',
      race: '{{level}} · {{race}}',
      calName: '帆鱼体育赛事',
    },
  },
} satisfies Widen<typeof raceDayEn>;

export default raceDayZh;
