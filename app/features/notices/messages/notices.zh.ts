/** 官方公告栏的文字（issue 30），中文。 */
import type en from './notices.en';
import type { Widen } from '../../../i18n/en';

const notices = {
  notices: {
    title: '官方公告栏',
    pageTitle: '官方公告栏 | {{name}}',
    description: '{{name}}的官方公告栏：竞赛通知、航行细则、修改、竞赛者须知与仲裁裁决，附张贴时间。',
    lead: '官方公告栏上张贴的全部公告，最新的在前。张贴时间为本站时间（{{zone}}），张贴后不再改变。',
    kinds: {
      nor: '竞赛通知',
      si: '航行细则',
      amendment: '修改通知',
      notice: '竞赛者须知',
      schedule: '赛程变更',
      decision: '仲裁裁决',
      other: '其他公告',
    },
    kind: {
      nor: '竞赛通知',
      si: '航行细则',
      amendment: '修改 {{n}}',
      notice: '须知 {{n}}',
      schedule: '赛程变更',
      decision: '仲裁裁决',
      other: '公告',
    },
    posted: '张贴于 {{time}}',
    amended: '修改于 {{time}}',
    withdrawn: '撤回于 {{time}}',
    withdrawnNote: '此公告已撤回。它按原张贴保留在列表中，其内容不再适用。',
    earlier: '早先版本（{{count}}）',
    versionShown: '{{from}} 至 {{until}} 期间张贴',
    document: '文件（PDF）',
    picture: '公告图片',
    attachment: '附件',
    inZh: '仅有中文',
    inEn: '仅有英文（未发布中文）',
    empty: '公告栏暂无公告。',
    unavailable: '公告栏暂时无法显示，请稍后再试。',
    newSince: '新',
    newSinceLabel: '自您上次访问以来新增或修改',
    feed: '订阅公告栏（Atom）',
    groups: '按类别的公告',
    backToEvent: '返回赛事',
    feedTitle: '{{name}}：官方公告栏',
  },
} satisfies Widen<typeof en>;

export default notices;
