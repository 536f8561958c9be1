/** Chinese messages of the entry lists (same keys as the English file). */
import type entriesEn from './entries.en';
import type { Widen } from '../../../i18n/en';

const entriesZh = {
  entries: {
    title: '报名名单',
    pageTitle: '报名名单 · {{name}}',
    heading: '报名名单',
    lead: '各级别的报名船只。',
    tab: '报名名单',
    none: '本级别尚未公布报名名单。',
    noneEvent: '本赛事尚未公布报名名单。',
    count: '{{n}} 条船',
    countOne: '1 条船',
    classes: '级别',
    allClasses: '全部级别',
    columns: {
      sailNo: '帆号',
      nationality: '国家/地区',
      helm: '舵手',
      crew: '缆手',
      club: '所属单位',
      group: '组别',
    },
    byNation: '按国家/地区',
    byClub: '按单位',
    countsHeading: '按国家/地区和单位统计',
    filter: {
      group: '组别',
      nat: '国家/地区',
      club: '单位',
      all: { group: '全部组别', nat: '全部国家/地区', club: '全部单位' },
      apply: '显示',
      showing: '显示 {{total}} 条船中的 {{n}} 条。',
      clear: '显示全部',
      none: '没有符合筛选条件的船。',
    },
    download: '下载 CSV',
    downloadLabel: '以 CSV 下载报名名单',
    results: '成绩',
    beforeResults: '成绩尚未公布：以下为报名名单。',
    entered: '已报名',
    viewEntries: '查看报名名单',
  },
} satisfies Widen<typeof entriesEn>;

export default entriesZh;
