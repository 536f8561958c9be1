/** Copy of the tracking service page (/service-tracking, /service-tracking-en; docs/product.md §2 (service pages)). */
import type { Bilingual, CallToAction, Feature, Figure, Hero, Stat, TextSection } from './types';

export interface TrackingStep {
  title: string;
  text: string;
  /** the banner type whose pictures show this step (docs/product.md §2 (service pages): types 20-23) */
  bannerType: 20 | 21 | 22 | 23;
  /** accessible name of the step's picture carousel */
  carouselLabel: string;
}

export interface ServiceTrackingContent {
  hero: Hero;
  /** the label of the link to the tracking system product page */
  productLink: string;
  intro: TextSection;
  stats: { heading: string; items: Stat[] };
  process: { heading: string; lead: string; steps: TrackingStep[] };
  features: { heading: string; lead: string; items: Feature[] };
  team: { heading: string; lead: string; label: string };
  qr: { heading: string; text: string; image: Figure };
  apply: CallToAction;
}

const QR = { src: '/images/services/qr-tracking.svg', width: 240, height: 240 };

export const serviceTracking = {
  zh: {
    hero: {
      eyebrow: '赛事追踪服务',
      title: '让每一条航迹都被看见',
      lead: '从赛前安装测试到赛后设备回收，帆鱼体育用自研的 SF-Tracer 定位终端和追踪系统，为帆船与水上运动赛事提供一站式航迹追踪服务。',
    },
    productLink: '了解航迹追踪系统',
    intro: {
      heading: '我们做什么',
      paragraphs: [
        '帆鱼体育深耕行业 5 年，已为 520+ 场赛事提供追踪服务，其中在同一地服务赛事超过 100 场，累计追踪航程 860,000+ 公里。',
        '追踪系统拥有 2 项发明专利和 23 项软件著作权。赛事组委会、裁判、运动员与岸上观众看到的是同一份实时数据：位置、航速、排名与风况。',
      ],
    },
    stats: {
      heading: '数字里的帆鱼',
      items: [
        { value: '520+', label: '服务赛事' },
        { value: '860,000+', label: '公里追踪航程' },
        { value: '2', label: '项发明专利' },
        { value: '23', label: '项软件著作权' },
        { value: '5', label: '年行业经验' },
      ],
    },
    process: {
      heading: '服务流程',
      lead: '四个步骤，从赛前到赛后，全程由帆鱼团队在现场完成。',
      steps: [
        {
          title: '安装与测试',
          text: '赛前 2 天进场，完成设备安装与测试：逐船调试终端，检查场地信号覆盖。',
          bannerType: 20,
          carouselLabel: '安装与测试现场图片',
        },
        {
          title: '设备发放',
          text: '按参赛名单为每条船发放并登记定位终端，协助安装到船并完成赛前检录。',
          bannerType: 21,
          carouselLabel: '设备发放现场图片',
        },
        {
          title: '5G 同步赛事指挥',
          text: '比赛期间通过 5G 网络同步赛事指挥：航迹、排名与风况实时呈现在竞赛委员会和裁判面前。',
          bannerType: 22,
          carouselLabel: '5G 同步赛事指挥图片',
        },
        {
          title: '赛后回收',
          text: '每轮比赛结束后回收设备、充电检修；比赛航迹整理归档，供赛后回放与数据分析。',
          bannerType: 23,
          carouselLabel: '赛后回收图片',
        },
      ],
    },
    features: {
      heading: '服务特点',
      lead: '为水上环境设计的硬件，加上随处可看的软件。',
      items: [
        {
          icon: 'browser',
          title: '直播与回放',
          text: '比赛可在电脑浏览器或小程序中实时观看，也可随时回放。',
        },
        {
          icon: 'archive',
          title: '航迹永久保存',
          text: '已结束比赛的航迹永久保存，赛后多年依然可以回看和分析。',
        },
        {
          icon: 'water',
          title: 'IP65 防水',
          text: '定位终端达到 IP65 防水等级，浪花、雨水与甲板积水都不影响工作。',
        },
        {
          icon: 'offline',
          title: '离线缓存',
          text: '信号中断时终端离线时缓存数据，恢复连接后自动补传，航迹不留空白。',
        },
        {
          icon: 'battery',
          title: '14 小时续航',
          text: '标准配置下续航 14 小时，足以覆盖一整个比赛日。',
        },
        {
          icon: 'ranking',
          title: '实时排名与风况',
          text: '实时计算排名、航速与距离，并叠加场地风向风速，解说与观众一目了然。',
        },
      ],
    },
    team: {
      heading: '服务团队',
      lead: '现场工程师、直播导演与客户经理，赛事期间全程在场。',
      label: '帆鱼服务团队',
    },
    qr: {
      heading: '扫码观看实时航迹',
      text: '用微信扫描二维码，打开帆鱼航迹小程序，观看正在进行的比赛或回放历史比赛。',
      image: { ...QR, alt: '帆鱼航迹小程序二维码' },
    },
    apply: {
      heading: '为您的赛事申请追踪服务',
      text: '告诉我们赛事日期、地点与参赛船只数量，我们会在两个工作日内给出方案与报价。',
      label: '申请追踪服务',
    },
  },
  en: {
    hero: {
      eyebrow: 'Race tracking service',
      title: 'Every track, seen by everyone',
      lead: 'From installation and testing before the event to collecting the devices afterwards, SailFish delivers end-to-end race tracking for sailing and water-sports events with its own SF-Tracer devices and tracking system.',
    },
    productLink: 'About the tracking system',
    intro: {
      heading: 'What we do',
      paragraphs: [
        'With 5 years in the field, SailFish has tracked 520+ events, including over 100 events in one place, and 860,000+ km of racing.',
        'The tracking system is protected by 2 invention patents and 23 software copyrights. Race officers, umpires, sailors and spectators on shore all see the same live data: positions, speeds, rankings and wind.',
      ],
    },
    stats: {
      heading: 'SailFish in figures',
      items: [
        { value: '520+', label: 'events served' },
        { value: '860,000+', label: 'km tracked' },
        { value: '2', label: 'invention patents' },
        { value: '23', label: 'software copyrights' },
        { value: '5', label: 'years in the field' },
      ],
    },
    process: {
      heading: 'How it works',
      lead: 'Four steps from before the first start to after the last finish, all run on site by the SailFish team.',
      steps: [
        {
          title: 'Installation and testing',
          text: 'We arrive 2 days before the event for installation and testing: every device is checked boat by boat and signal coverage is tested across the race area.',
          bannerType: 20,
          carouselLabel: 'Pictures of installation and testing',
        },
        {
          title: 'Equipment distribution',
          text: 'Trackers are handed out and registered against the entry list, fitted on board and checked in before racing.',
          bannerType: 21,
          carouselLabel: 'Pictures of equipment distribution',
        },
        {
          title: 'Synchronized race control over 5G',
          text: 'During racing, race control is synchronized over 5G: tracks, rankings and wind reach the race committee and umpires in real time.',
          bannerType: 22,
          carouselLabel: 'Pictures of synchronized race control over 5G',
        },
        {
          title: 'Recollection',
          text: 'After each day the devices are collected, charged and serviced; the race tracks are archived for replays and post-race analysis.',
          bannerType: 23,
          carouselLabel: 'Pictures of recollection',
        },
      ],
    },
    features: {
      heading: 'What you get',
      lead: 'Hardware built for the water, software you can open anywhere.',
      items: [
        {
          icon: 'browser',
          title: 'Live and replay',
          text: 'Races can be watched live or replayed in a computer browser or a mini program.',
        },
        {
          icon: 'archive',
          title: 'Tracks stored permanently',
          text: 'Tracks of finished races are stored permanently, so you can replay and analyse them years later.',
        },
        {
          icon: 'water',
          title: 'IP65 water resistant',
          text: 'The tracker is IP65 water resistant: spray, rain and water on deck do not stop it.',
        },
        {
          icon: 'offline',
          title: 'Offline buffering',
          text: 'When the signal drops, the tracker buffers data while offline and sends it on reconnect, leaving no gaps in the track.',
        },
        {
          icon: 'battery',
          title: '14 h battery',
          text: '14 h of battery life in the standard setup: enough for a full day of racing.',
        },
        {
          icon: 'ranking',
          title: 'Live rankings and wind',
          text: 'Rankings, speeds and distances are computed live and shown over the wind on the course, clear for commentators and spectators alike.',
        },
      ],
    },
    team: {
      heading: 'The team',
      lead: 'Field engineers, a broadcast director and an account manager, on site for the whole event.',
      label: 'The SailFish service team',
    },
    qr: {
      heading: 'Scan to watch live tracking',
      text: 'Scan the QR code with WeChat to open the SailFish tracking mini program and watch races live or replay past ones.',
      image: { ...QR, alt: 'QR code of the SailFish tracking mini program' },
    },
    apply: {
      heading: 'Apply for tracking at your event',
      text: 'Tell us the dates, the venue and the number of boats; we will send a proposal and a quote within two working days.',
      label: 'Apply for tracking',
    },
  },
} satisfies Bilingual<ServiceTrackingContent>;
