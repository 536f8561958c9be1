/** Chinese messages of the events pages (same keys as the English file). */
import type eventsEn from './events.en';
import type { Widen } from '../en';

const eventsZh = {
  events: {
    status: { '1': '未开始', '2': '进行中', '3': '已结束' },
  },
  level: {
    status: { '1': '未开始', '2': '比赛中', '3': '已结束' },
  },
  race: {
    status: {
      '0': '计划中',
      '1': '待开始',
      '2': '比赛中',
      '3': '已推迟',
      '4': '已完赛',
      '5': '已放弃',
      '6': '已取消',
    },
  },
} satisfies Widen<typeof eventsEn>;

export default eventsZh;
