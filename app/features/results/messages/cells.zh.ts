/** Chinese messages of a result's cells and of a boat's page (same keys as the English file). */
import type cellsEn from './cells.en';
import type { Widen } from '../../../i18n/en';

const cellsZh = {
  results: {
    kind: { final: '最终', provisional: '临时', latest: '最新' },
    discarded: '已去掉',
    hearingLink: '第 #{{n}} 号听证裁决',
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
