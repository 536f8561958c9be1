/** Chinese messages of a result's cells and of a boat's page (same keys as the English file). */
import type cellsEn from './cells.en';
import type { Widen } from '../../../i18n/en';

const cellsZh = {
  results: {
    kind: { final: '最终', provisional: '临时', latest: '最新' },
    caption: {
      sailed: '已赛轮次：{{n}}',
      discards: '去掉轮次：{{n}}',
      toCount: '计入轮次：{{n}}',
      entries: '参赛数：{{n}}',
      scoringSystem: '计分方式：{{name}}',
      separator: '，',
    },
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
    discarded: '已去掉',
    hearingLink: '第 #{{n}} 号听证裁决',
    up: '较上次成绩上升 {{n}} 名',
    upOne: '较上次成绩上升 1 名',
    down: '较上次成绩下降 {{n}} 名',
    downOne: '较上次成绩下降 1 名',
    tie: {
      label: '同分',
      a81: '净分相同，按 A8.1 决出：依次比较最好的成绩',
      a82: '净分相同，按 A8.2 决出：比较最后一轮的成绩',
      none: '净分相同，按 A8.1 和 A8.2 仍无法决出',
    },
    race: {
      open: '{{name}}：查看本轮成绩',
      heading: '{{name}} 成绩',
      back: '返回总成绩',
      replay: '观看回放',
      place: '名次',
      points: '得分',
    },
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
} satisfies Widen<typeof cellsEn>;

export default cellsZh;
