/** Chinese messages of a boat's page (same keys as the English file). */
import type competitorEn from './competitor.en';
import type { Widen } from '../../../i18n/en';

const competitorZh = {
  competitor: {
    group: '组别',
    groupSeparator: '：',
    from: '{{time}} 发布的{{kind}}成绩。',
    fromOlder: '来自 {{time}} 发布的{{kind}}成绩（不是最新成绩）。',
    allResults: '本级别全部成绩',
    races: '各轮成绩',
    race: '轮次',
    note: '代码与去掉',
    rankAfter: '该轮后总名次',
    replay: '回放',
    replayOf: '观看 {{name}} 的回放',
    watch: '观看',
    chart: '每轮后的总名次',
    chartLabel: '每轮后的总名次：{{ranks}}',
    crumb: '船只 {{boat}}',
    rank: '名次',
    total: '总分',
    net: '净分',
    place: '名次',
    points: '得分',
    separator: '，',
  },
} satisfies Widen<typeof competitorEn>;

export default competitorZh;
