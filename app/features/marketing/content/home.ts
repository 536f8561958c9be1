/** The home page's own copy (docs/product.md §2 (Home)), both languages side by side. */
import type { Lang } from '../../../../shared/lang';
import type { PageId } from '../../../lib/pages';

export interface HomeContent {
  heading: string;
  partners: string;
  eventsTitle: string;
  eventsLead: string;
  eventsMore: string;
  statsTitle: string;
  stats: { matchCount: string; mileage: string; liveTime: string; image: string };
  statsUnits: { mileage: string; liveTime: string };
  productsTitle: string;
  productsLead: string;
  products: { id: PageId; icon: ProductIcon; name: string; text: string }[];
  highlightsTitle: string;
  highlightsMore: string;
  newsTitle: string;
  newsMore: string;
  ctaTitle: string;
  ctaText: string;
  ctaButton: string;
}

export type ProductIcon = 'track' | 'cube' | 'score' | 'chart' | 'box' | 'wind' | 'satellite' | 'radio' | 'camera';

const zh: HomeContent = {
  heading: '帆鱼体育：帆船赛事航迹追踪、直播与成绩',
  partners: '合作伙伴',
  eventsTitle: '赛事中心',
  eventsLead: '实时追踪、赛程与官方成绩，一站查看。',
  eventsMore: '查看全部赛事',
  statsTitle: '数据说话',
  stats: { matchCount: '服务赛事', mileage: '追踪里程', liveTime: '直播时长', image: '赛事照片' },
  statsUnits: { mileage: '公里', liveTime: '分钟' },
  productsTitle: '产品与服务',
  productsLead: '从一块定位终端到一场完整的直播，覆盖赛事的每一个环节。',
  products: [
    { id: 'productTracking', icon: 'track', name: '航迹追踪系统', text: '电脑浏览器或小程序实时观看与回放，航迹永久保存。' },
    { id: 'productTracking3D', icon: 'cube', name: '三维观赛系统', text: '定制场馆、地标与广告的三维比赛动画。' },
    { id: 'productGrades', icon: 'score', name: 'SF-TASS 成绩处理', text: '低分制计分、弃赛与判罚，成绩在线即时发布。' },
    { id: 'productTraining', icon: 'chart', name: 'SF-ATAS 训练分析', text: '逐次迎风换舷与航速分析，服务运动员与教练。' },
    { id: 'productTracer', icon: 'box', name: 'SF-Tracer 定位终端', text: '110 克、IP-65 防水，每秒最多 4 个定位点。' },
    { id: 'productWinds', icon: 'wind', name: 'Windwatcher 测风设备', text: '0-60 m/s 测风，续航 20 小时。' },
    { id: 'productYb', icon: 'satellite', name: 'YB 离岸卫星定位器', text: '铱星通信，IP67，离岸赛全程追踪。' },
    { id: 'productEots', icon: 'radio', name: 'EOTS 离岸通讯系统', text: '远海赛事的通讯与安全保障。' },
    { id: 'productCloudAlbum', icon: 'camera', name: '云相册', text: '赛事照片当天上云，选手与观众随时下载。' },
  ],
  highlightsTitle: '精彩集锦',
  highlightsMore: '更多视频',
  newsTitle: '最新动态',
  newsMore: '全部新闻',
  ctaTitle: '为您的赛事配上追踪、直播与成绩',
  ctaText: '告诉我们赛事的时间、地点与级别，我们会在两个工作日内给出方案。',
  ctaButton: '联系我们',
};

const en: HomeContent = {
  heading: 'SailFish: race tracking, live broadcast and results for sailing',
  partners: 'Partners',
  eventsTitle: 'Events centre',
  eventsLead: 'Live tracking, schedules and official results in one place.',
  eventsMore: 'See all events',
  statsTitle: 'In numbers',
  stats: { matchCount: 'Events served', mileage: 'Distance tracked', liveTime: 'Live broadcast', image: 'Event photos' },
  statsUnits: { mileage: 'km', liveTime: 'minutes' },
  productsTitle: 'Products and services',
  productsLead: 'From a single tracker box to a complete live broadcast: every part of an event covered.',
  products: [
    { id: 'productTracking', icon: 'track', name: 'Race tracking', text: 'Watch live or replay in a browser or mini program; tracks stored permanently.' },
    { id: 'productTracking3D', icon: 'cube', name: '3D race viewer', text: '3D race animation with your venue, landmarks and advertising.' },
    { id: 'productGrades', icon: 'score', name: 'SF-TASS scoring', text: 'Low Point scoring, discards and penalties, results published online at once.' },
    { id: 'productTraining', icon: 'chart', name: 'SF-ATAS training', text: 'Tack-by-tack and speed analysis for sailors and coaches.' },
    { id: 'productTracer', icon: 'box', name: 'SF-Tracer', text: '110 g, IP-65, up to 4 points per second.' },
    { id: 'productWinds', icon: 'wind', name: 'Windwatcher', text: 'Wind from 0 to 60 m/s, 20 h on a charge.' },
    { id: 'productYb', icon: 'satellite', name: 'YB offshore tracker', text: 'Iridium satellite, IP67, tracking all the way offshore.' },
    { id: 'productEots', icon: 'radio', name: 'EOTS communications', text: 'Communications and safety for offshore races.' },
    { id: 'productCloudAlbum', icon: 'camera', name: 'Cloud album', text: 'Event photos in the cloud the same day, for sailors and fans.' },
  ],
  highlightsTitle: 'Highlights',
  highlightsMore: 'More videos',
  newsTitle: 'Latest news',
  newsMore: 'All news',
  ctaTitle: 'Tracking, live pictures and results for your event',
  ctaText: 'Tell us when, where and which classes; we will send a proposal within two working days.',
  ctaButton: 'Contact us',
};

export const HOME: Record<Lang, HomeContent> = { zh, en };
