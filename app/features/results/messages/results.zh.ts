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
    kind: { final: '最终', provisional: '临时', latest: '最新' },
    caption: {
      sailed: '已赛轮次：{{n}}',
      discards: '去掉轮次：{{n}}',
      toCount: '计入轮次：{{n}}',
      entries: '参赛数：{{n}}',
      scoringSystem: '计分方式：{{name}}',
      separator: '，',
    },
    lowPoint: '低分制',
    discardAfter: '完成 {{n}} 轮后去掉最差成绩',
    columns: {
      rank: '名次',
      nationality: '国家/地区',
      sailNo: '帆号',
      boat: '船名',
      helm: '舵手',
      crew: '缆手',
      club: '所属单位',
      total: '总分',
      net: '净分',
    },
    group: '{{field}}：{{value}}',
    otherGroup: '其他',
    scrollRegion: '{{name}}（可左右滚动）',
    codesHeading: '代码说明',
    notesHeading: '说明',
    codes: {
      DNC: '未到达起航区域',
      DNS: '未起航',
      OCS: '起航时处于航线一侧且未正确起航',
      ZFP: '依 Z 旗规则罚分 20%',
      UFD: '依 U 旗规则取消资格',
      BFD: '依黑旗规则取消资格',
      SCP: '已执行计分处罚',
      NSC: '未按规定航线航行',
      DNF: '未完成',
      RET: '退赛',
      DSQ: '取消资格',
      DNE: '不可去掉的取消资格',
      DGM: '因严重不当行为取消资格',
      RDG: '给予补偿',
      DPI: '酌情处罚',
    },
  },
} satisfies Widen<typeof resultsEn>;

export default resultsZh;
