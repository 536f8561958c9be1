/** The titles of the pages that are not in the header's menus (Chinese; same keys as the English file). */
import type pageTitlesEn from './page-titles.en';
import type { Widen } from '../en';

const pageTitles = {
  pages: {
    home: { title: '帆船赛事航迹追踪、直播与成绩' },
    indexEn: { title: '帆船赛事服务' },
    about: { title: '关于我们' },
    events: { title: '赛事中心' },
    // 赛事页面以赛事名称为标题；以下是赛事无法读取时的标题
    eventDetail: { title: '赛事详情' },
    level: { title: '轮次与成绩' },
    competitor: {
      title: '船只成绩',
      // 船只页面自己的标题与描述（app/routes/competitor.tsx）
      boat: '{{boat}} · {{level}}',
      description: '{{event}} {{level}} {{boat}}：名次 {{rank}}，净分 {{net}}；各轮名次、得分与代码。',
    },
    blogList: { title: '新闻资讯' },
    news: { title: '新闻资讯' },
    blogDetails: { title: '新闻资讯' },
    newsDetail: { title: '新闻资讯' },
    contact: { title: '联系我们' },
    productTrackingChangelog: { title: '回放系统更新日志' },
    videos: { title: '视频' },
    faq: { title: '常见问题' },
    hearings: { title: '抗议与仲裁听证' },
    entries: { title: '报名名单' },
    eventNotices: { title: '官方公告栏' },
  },
} satisfies Widen<typeof pageTitlesEn>;

export default pageTitles;
