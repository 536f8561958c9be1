/** Chinese messages of the result tables (same keys as the English file). */
import type resultsEn from './results.en';
import type { Widen } from '../../../i18n/en';

const resultsZh = {
  results: {
    heading: '成绩',
    empty: '暂无已发布的成绩。',
    partial: '部分成绩无法显示。',
    publications: '已发布的成绩',
    asOf: {
      final: '最终成绩（{{time}} 发布）',
      provisional: '临时成绩，截至 {{time}}',
      latest: '成绩截至 {{time}}',
    },
    lowPoint: '低分制',
    discardAfter: '完成 {{n}} 轮后去掉最差成绩',
    discardAfterOne: '完成 1 轮后去掉最差成绩',
    group: '{{field}}：{{value}}',
    otherGroup: '其他',
    scrollRegion: '{{name}}（可左右滚动）',
    scroll: { races: '第 {{from}}–{{to}} 轮', race: '第 {{n}} 轮' },
    races: '各轮成绩',
    boatPage: '船只成绩页',
    print: '打印',
    printPart: '第 {{from}}–{{to}} 轮（共 {{total}} 轮）',
    download: { csv: '下载 CSV', json: '下载 JSON' },
    changeNote: '▲ / ▼：较上次发布的成绩上升或下降的名次。',
    tieNote: 'T：净分相同；按规则 A8.1（比较最好成绩）或 A8.2（从最后一轮比起）决出先后。',
    filter: {
      group: '组别',
      nat: '国家/地区',
      club: '单位',
      all: { group: '全部组别', nat: '全部国家/地区', club: '全部单位' },
      apply: '筛选',
      clear: '显示全部船只',
      showing: '符合条件的船只 {{n}} 条；先列筛选内的名次，括号内为总名次。',
      showingGroup: '本组共 {{n}} 条船，名次为组内名次。',
      none: '没有符合此条件的船只。',
      overall: '总名次 {{rank}}',
    },
    live: {
      checked: '实时：{{n}} 分钟前检查过新成绩',
      justNow: '实时：新成绩发布后会在此提示',
      arrived: '有新的成绩发布。',
      show: '查看',
    },
    find: {
      label: '查找选手',
      placeholder: '帆号、姓名或单位',
      submit: '搜索',
      found: '共 {{n}} 条船符合“{{query}}”。',
      more: '还有更多符合的船只，请输入更多内容缩小范围。',
      none: '没有找到符合“{{query}}”的选手。可输入帆号（可不带国家代码）、中文或英文姓名、拼音，或单位。',
      tooShort: '请至少输入两个字母，或输入帆号。',
      rank: '名次',
      net: '净分',
      entered: '已报名（暂无成绩）',
      clear: '清除搜索',
    },
    codesHeading: '代码说明',
    notesHeading: '说明',
  },
} satisfies Widen<typeof resultsEn>;

export default resultsZh;
