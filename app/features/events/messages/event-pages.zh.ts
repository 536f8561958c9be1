/** Chinese messages of the event detail and level pages (same keys as the English file). */
import type eventPagesEn from './event-pages.en';
import type { Widen } from '../../../i18n/en';

const eventPages = {
  events: {
    detail: {
      tabsLabel: '赛事栏目',
      hearingsTab: '仲裁',
      tabs: { levels: '比赛级别', photos: '图片', videos: '视频', announcements: '公告', notices: '官方公告栏' },
      rounds: '共 {{count}} 轮',
      toLevel: '轮次与成绩',
      photosPage: '图片 第 {{page}} / {{pages}} 页',
      previousPage: '上一页',
      nextPage: '下一页',
      photo: '第 {{n}} / {{total}} 张',
      openPhoto: '查看第 {{n}} 张图片',
      closeViewer: '关闭图片查看器',
      previousPhoto: '上一张',
      nextPhoto: '下一张',
      playVideo: '播放：{{title}}',
      announcementsTitle: '{{name}} 公告',
      openAnnouncements: '在新窗口中打开公告',
      bannerAlt: '{{name}} 横幅',
      notPublished: '本赛事的成绩未在本站发布。',
      classesNotYet: '本赛事的组别尚未发布，请临近开赛时再来查看。',
      visitOfficialSite: '访问赛事官方网站',
      newWindow: '（在新窗口打开）',
    },
  },
  level: {
    status: { '1': '未开始', '2': '比赛中', '3': '已结束' },
    page: {
      tabsLabel: '级别栏目',
      tabs: { results: '成绩', races: '轮次' },
      resultsButton: '成绩',
      resultsDialog: '{{name}} 成绩',
      noResults: '该级别暂未发布成绩。',
      noRaces: '该级别暂无轮次安排。',
    },
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
    name: { round: '第{{n}}轮', area: '{{area}}场区' },
    table: {
      caption: '{{name}} 轮次',
      round: '轮次',
      bureau: '场区',
      course: '航线',
      time: '开始 – 结束',
      status: '状态',
      track: '航迹',
      trace: '观看航迹',
      traceLabel: '观看 {{round}} 的航迹（在新窗口打开）',
      undated: '时间待定',
    },
  },
} satisfies Widen<typeof eventPagesEn>;

export default eventPages;
