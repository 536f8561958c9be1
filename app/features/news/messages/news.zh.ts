/** Chinese messages of the news pages (same keys as the English file). */
import type newsEn from './news.en';
import type { Widen } from '../../../i18n/en';

const newsZh = {
  news: {
    types: { '1': '公司新闻', '2': '赛事新闻', '3': '通知公告', '4': '社区' },
    postIn: { en: '英文', 'zh-CN': '中文' },
    tabsLabel: '新闻分类',
    listLabel: '文章列表',
    // docs/product.md §2 (News): the author label is the same fixed text in both languages
    byline: 'By SailFish',
    author: '帆鱼体育',
    published: '发布于',
    readMoreAbout: '继续阅读：{{title}}',
    loadMore: '加载更多',
    loadingMore: '正在加载更多文章…',
    shown: '已显示 {{count}} 篇，共 {{total}} 篇',
    empty: '这里还没有文章。',
    newsletter: {
      heading: '订阅资讯',
      text: '留下您的邮箱，我们会与您联系，分享赛事、服务与产品的最新消息。',
      label: '您的邮箱地址',
      placeholder: 'you@example.com',
      submit: '订阅',
    },
    tags: {
      heading: '标签',
      tracking: '赛事追踪',
      live: '赛事直播',
      video: '视频制作',
      replay3d: '三维回放',
      scoring: '成绩计分',
      training: '训练分析',
      tracker: 'SF-Tracer',
      offshore: '离岸追踪',
      events: '帆船赛事',
    },
    follow: '关注我们',
    post: {
      navLabel: '更多文章',
      prev: '上一篇',
      next: '下一篇',
      backToList: '返回新闻列表',
      authorHeading: '关于作者',
      authorBio:
        '帆鱼体育让帆船运动被更多人看见：以“小橙盒” SF-Tracer 提供赛事追踪，并为赛事、俱乐部与国家队提供直播、三维回放、成绩计分与训练分析服务。',
      authorMore: '了解帆鱼体育',
    },
    detail: {
      breadcrumb: '面包屑导航',
      publishedAt: '发布时间',
      back: '返回全部新闻',
      chineseOnly: '这篇文章只有中文版本，暂无英文正文。',
      readChinese: '阅读中文原文',
    },
  },
} satisfies Widen<typeof newsEn>;

export default newsZh;
