/** The Chinese messages every page needs: same keys as core.en.ts. */
import type coreEn from './core.en';
import type { Widen } from './en';
import eventsSection from '../features/events/messages/events.zh';

const coreZh = {
  site: {
    name: '帆鱼体育',
    fullName: '帆鱼体育科技',
    skipToContent: '跳到主要内容',
  },
  nav: {
    label: '主导航',
    home: '首页',
    events: '赛事中心',
    services: '服务',
    products: '产品',
    news: '新闻',
    about: '关于我们',
    contact: '联系我们',
    openMenu: '打开菜单',
    closeMenu: '关闭菜单',
    switchTo: 'EN',
    switchToLabel: 'EN: switch to English',
  },
  footer: {
    about: '帆鱼体育为帆船与水上运动赛事提供航迹追踪、赛事直播、三维观赛、视频制作、成绩处理与训练分析系统。',
    offices: '办公地点',
    contact: '联系我们',
    email: '邮箱',
    phone: '电话',
    jobs: '招聘',
    follow: '关注我们',
    qrAlt: '帆鱼体育公众号二维码',
    qrCaption: '扫码关注帆鱼体育公众号',
    copyright: '© {{year}} {{company}} 版权所有',
  },
  // the titles the header's menus show; the other pages' titles are server-only (sections/page-titles)
  pages: {
    serviceTracking: { title: '航迹追踪服务' },
    serviceLive: { title: '赛事直播服务' },
    serviceVideo: { title: '视频服务' },
    serviceMedia: { title: '媒体服务' },
    productTracking: { title: '航迹追踪系统' },
    productTracking3D: { title: '三维观赛系统' },
    productGrades: { title: 'SF-TASS 成绩处理系统' },
    productTraining: { title: 'SF-ATAS 训练分析系统' },
    productTracer: { title: 'SF-Tracer 定位终端' },
    productWinds: { title: 'Windwatcher 测风设备' },
    productYb: { title: 'YB 离岸卫星定位器' },
    productEots: { title: 'EOTS 离岸通讯系统' },
    productCloudAlbum: { title: '云相册' },
  },
  notFound: {
    title: '页面不存在',
    heading: '没有找到这个页面',
    body: '地址可能有误，或者页面已经移动、尚未发布。',
    home: '返回首页',
    events: '浏览赛事',
  },
  error: {
    title: '出错了',
    body: '页面暂时无法显示，请稍后再试。',
  },
  common: {
    loading: '加载中…',
    noData: '暂无数据',
    noMore: '没有更多赛事了',
    noMoreArticles: '没有更多文章了',
    backToTop: '返回顶部',
    readMore: '继续阅读',
    search: '搜索',
    close: '关闭',
    confirm: '确定',
    home: '首页',
  },
  errors: {
    timeout: 'XMLHttpRequest timeout',
  },
  carousel: {
    carousel: '轮播',
    slide: '幻灯片',
    slides: '轮播内容',
    position: '第 {{n}} 项，共 {{total}} 项',
    prev: '上一项',
    next: '下一项',
    pause: '暂停自动播放',
    play: '继续自动播放',
    goTo: '转到第 {{n}} 项',
  },
  widgets: {
    partners: '合作伙伴',
    portrait: '{{name}}的头像',
    call: '致电{{name}}',
    mail: '给{{name}}发邮件',
    playVideo: '播放视频：{{title}}',
  },
  ...eventsSection,
  fail: '操作失败，请稍后再试。',
} satisfies Widen<typeof coreEn>;

export default coreZh;
