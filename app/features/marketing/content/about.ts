/** The about page's copy (docs/product.md §2 (About) and the marketing claims of docs/product.md §1), both languages side by side. */
import type { Lang } from '../../../../shared/lang';
import type { PageId } from '../../../lib/pages';

export interface AboutContent {
  eyebrow: string;
  lead: string;
  introTitle: string;
  intro: string[];
  watchIntro: string;
  countersTitle: string;
  counters: { matchCount: string; mileage: string; liveTime: string; image: string };
  units: { mileage: string; liveTime: string };
  certificatesTitle: string;
  certificatesLead: string;
  certificates: { image: string; figure: string; title: string; text: string }[];
  testimonialsTitle: string;
  teamTitle: string;
  partnersTitle: string;
  servicesTitle: string;
  services: { id: PageId; title: string; text: string }[];
  jobsTitle: string;
  jobsText: string;
  jobsEmail: string;
  jobsPhone: string;
}

const zh: AboutContent = {
  eyebrow: '帆鱼体育',
  lead: '我们为帆船与水上运动赛事提供航迹追踪、赛事直播、三维观赛、视频、成绩与训练系统。',
  introTitle: '让每一场比赛都被看见',
  intro: [
    '帆鱼体育扎根帆船赛事领域 5 年，自主研发 SF-Tracer 定位终端、回放系统与三维引擎，从全运会、青运会到俱乐部周末联赛，为组委会、运动员、教练和观众提供完整的赛事技术服务。',
    '我们的服务覆盖帆船、帆板与离岸赛事，单个赛季就曾同时保障超过 100 场赛事；平台至今的累计数据见下方。',
  ],
  watchIntro: '观看公司介绍视频',
  countersTitle: '平台数据',
  counters: { matchCount: '赛事', mileage: '追踪里程', liveTime: '直播时长', image: '赛事照片' },
  units: { mileage: '公里', liveTime: '分钟' },
  certificatesTitle: '资质与专利',
  certificatesLead: '自主知识产权覆盖定位硬件、数据传输与赛事可视化。',
  certificates: [
    { image: '/images/about/patent.svg', figure: '2', title: '项发明专利', text: '帆船定位数据同步与离线补传、赛道辅助线生成。' },
    { image: '/images/about/copyright.svg', figure: '23', title: '项软件著作权', text: '回放系统、三维观赛、成绩处理、训练分析等。' },
    { image: '/images/about/certificate.svg', figure: '5', title: '年赛事保障经验', text: '国家级、省级与国际赛事的连续服务记录。' },
  ],
  testimonialsTitle: '客户评价',
  teamTitle: '我们的团队',
  partnersTitle: '合作伙伴',
  servicesTitle: '我们的服务',
  services: [
    { id: 'serviceTracking', title: '航迹追踪服务', text: '赛前 2 天安装测试，赛中 5G 同步指挥。' },
    { id: 'serviceLive', title: '赛事直播服务', text: '水面、无人机、船尾与二维、三维多机位直播。' },
    { id: 'serviceVideo', title: '视频服务', text: '精彩集锦与赛事战报，赛后当天交付。' },
    { id: 'serviceMedia', title: '媒体服务', text: '赛事新闻、图片与多平台分发。' },
  ],
  jobsTitle: '加入我们',
  jobsText: '我们在青岛和深圳招聘嵌入式、前端、三维与赛事运营人才，欢迎热爱帆船的你。',
  jobsEmail: '简历投递',
  jobsPhone: '招聘电话',
};

const en: AboutContent = {
  eyebrow: 'SailFish',
  lead: 'We provide race tracking, live broadcast, 3D race viewing, video, scoring and training systems for sailing and water-sports events.',
  introTitle: 'Every race, seen',
  intro: [
    'SailFish has worked in sailing events for 5 years. We build our own SF-Tracer tracker, replay viewer and 3D engine, and serve organising committees, sailors, coaches and spectators from the National Games to club weekend series.',
    'We cover dinghy, windsurfing and offshore racing, and in one season alone we supported over 100 events; the platform’s running totals are below.',
  ],
  watchIntro: 'Watch our introduction',
  countersTitle: 'The platform in numbers',
  counters: { matchCount: 'Events', mileage: 'Distance tracked', liveTime: 'Live broadcast', image: 'Pictures' },
  units: { mileage: 'km', liveTime: 'minutes' },
  certificatesTitle: 'Certificates and patents',
  certificatesLead: 'Our own intellectual property covers tracking hardware, data transmission and race visualisation.',
  certificates: [
    { image: '/images/about/patent-en.svg', figure: '2', title: 'invention patents', text: 'Synchronised tracking with offline buffering; generation of course helper lines.' },
    { image: '/images/about/copyright-en.svg', figure: '23', title: 'software copyrights', text: 'Replay viewer, 3D race viewer, scoring, training analysis and more.' },
    { image: '/images/about/certificate-en.svg', figure: '5', title: 'years of event service', text: 'A continuous record at national, provincial and international events.' },
  ],
  testimonialsTitle: 'What clients say',
  teamTitle: 'Our team',
  partnersTitle: 'Partners',
  servicesTitle: 'Our services',
  services: [
    { id: 'serviceTracking', title: 'Race tracking', text: 'Installed and tested 2 days before the event, race control over 5G.' },
    { id: 'serviceLive', title: 'Live broadcast', text: 'Water, drone, stern, 2D and 3D cameras, directed live.' },
    { id: 'serviceVideo', title: 'Video', text: 'Highlights and race reports, delivered the same day.' },
    { id: 'serviceMedia', title: 'Media', text: 'Event news and pictures, distributed on every platform.' },
  ],
  jobsTitle: 'Join us',
  jobsText: 'We are hiring embedded, front-end, 3D and event operations people in Qingdao and Shenzhen. Love sailing? Talk to us.',
  jobsEmail: 'Send your CV',
  jobsPhone: 'Recruiting phone',
};

export const ABOUT: Record<Lang, AboutContent> = { zh, en };
