/** Chinese messages of the events pages (same keys as the English file). */
import type eventsEn from './events.en';
import type { Widen } from '../../../i18n/en';

const eventsZh = {
  events: {
    status: { '1': '未开始', '2': '进行中', '3': '已结束' },
    list: {
      searchLabel: '搜索赛事',
      searchPlaceholder: '赛事名称、简称或地点',
      tabsLabel: '赛事筛选',
      tabs: { all: '全部', running: '进行中', coming: '未开始' },
      count: '共 {{total}} 项赛事',
      countFor: '“{{q}}”共 {{total}} 项赛事',
      countOne: '共 1 项赛事',
      countForOne: '“{{q}}”共 1 项赛事',
      countCapped: '超过 {{total}} 项赛事',
      countForCapped: '“{{q}}”超过 {{total}} 项赛事',
      loadMore: '加载更多赛事',
      loadFailed: '更多赛事加载失败。',
      retry: '重试',
    },
  },
} satisfies Widen<typeof eventsEn>;

export default eventsZh;
