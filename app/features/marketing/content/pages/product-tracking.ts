/** Copy of the tracking product page (/product-tracking, /product-tracking-en; docs/product.md §2 (service pages)). */
import type { Bilingual, CallToAction, Feature, Figure, Hero, Stat, TextSection } from './types';

export interface MediaSection {
  heading: string;
  paragraphs: string[];
  points: string[];
  image: Figure;
}

export interface ProductTrackingContent {
  hero: Hero & { image: Figure };
  links: { changelog: string; service: string; contact: string };
  intro: TextSection;
  stats: Stat[];
  features: { heading: string; items: Feature[] };
  partners: { heading: string; label: string };
  /** the static counters of docs/product.md §1 */
  counters: { heading: string; lead: string; newAccounts: string; renewals: string };
  wind: MediaSection;
  miniProgram: MediaSection;
  cta: CallToAction;
}

const img = (src: string, alt: string, width = 640, height = 480): Figure => ({ src, alt, width, height });

export const productTracking = {
  zh: {
    hero: {
      eyebrow: '帆鱼航迹追踪系统',
      title: '看得见的比赛',
      lead: '定位终端、实时追踪、回放、风场与小程序，一套系统服务赛事组委会、裁判、教练、运动员和观众。',
      image: img('/images/products/tracking-system.svg', '笔记本电脑与手机上显示的帆船实时航迹与排名', 720, 480),
    },
    links: { changelog: '回放系统更新日志', service: '追踪服务', contact: '联系我们' },
    intro: {
      heading: '系统简介',
      paragraphs: [
        '帆鱼航迹追踪系统由 SF-Tracer 定位终端、数据平台与观赛端组成。比赛可在电脑浏览器或小程序中实时观看，也可随时回放；已结束比赛的航迹永久保存。',
        '系统已服务 520+ 场赛事、累计追踪 860,000+ 公里，拥有 2 项发明专利和 23 项软件著作权。',
      ],
    },
    stats: [
      { value: '520+', label: '服务赛事' },
      { value: '860,000+', label: '公里追踪航程' },
      { value: '1,500+', label: '小时赛事直播' },
    ],
    features: {
      heading: '核心功能',
      items: [
        { icon: 'browser', title: '实时观赛', text: '电脑浏览器或小程序打开即看，无需安装软件。' },
        { icon: 'clock', title: '回放', text: '播放条拖动、倍速播放，队伍列表一键跟随任意船只。' },
        { icon: 'archive', title: '永久保存', text: '比赛航迹永久保存，可随时回看历史比赛。' },
        { icon: 'ranking', title: '实时排名', text: '按航程与绕标自动计算排名、航速与距离。' },
      ],
    },
    partners: { heading: '他们在用帆鱼追踪', label: '合作伙伴标志' },
    counters: {
      heading: '账户数据',
      lead: '越来越多的俱乐部、船队与运动员选择帆鱼追踪系统。',
      newAccounts: '新增账户',
      renewals: '续费账户',
    },
    wind: {
      heading: '风场',
      paragraphs: ['Windwatcher 测风设备在赛场多点测量风向风速，系统将数据插值成风场，叠加在航迹之上。'],
      points: ['风向、风速实时更新', '历史风况可随比赛一起回放', '帮助裁判判断航线设置与运动员复盘'],
      image: img('/images/products/wind-field.svg', '赛场地图上以箭头表示风向风速的风场图层'),
    },
    miniProgram: {
      heading: '小程序',
      paragraphs: ['在微信小程序中打开帆鱼航迹，岸上观众和运动员家属用手机就能跟随比赛。'],
      points: ['实时航迹与排名', '比赛结束后回放', '关注的船只一键定位'],
      image: img('/images/products/mini-program.svg', '手机小程序中的帆船航迹与排名界面', 480, 640),
    },
    cta: {
      heading: '在您的赛事中使用帆鱼追踪',
      text: '从单场训练到多日赛事，我们按船只数量和天数提供设备与服务。',
      label: '联系我们',
    },
  },
  en: {
    hero: {
      eyebrow: 'SailFish race tracking system',
      title: 'Racing you can see',
      lead: 'Trackers, live tracking, replays, the wind field and a mini program: one system for race organisers, umpires, coaches, sailors and spectators.',
      image: img(
        '/images/products/tracking-system.svg',
        'Live sailing tracks and rankings on a laptop and a phone',
        720,
        480,
      ),
    },
    links: { changelog: 'Replay viewer changelog', service: 'Tracking service', contact: 'Contact us' },
    intro: {
      heading: 'About the system',
      paragraphs: [
        'The SailFish tracking system combines the SF-Tracer device, a data platform and the viewers. Races can be watched live or replayed in a computer browser or a mini program, and the tracks of finished races are stored permanently.',
        'The system has served 520+ events and tracked 860,000+ km, and is protected by 2 invention patents and 23 software copyrights.',
      ],
    },
    stats: [
      { value: '520+', label: 'events served' },
      { value: '860,000+', label: 'km tracked' },
      { value: '1,500+', label: 'hours of live broadcast' },
    ],
    features: {
      heading: 'Key features',
      items: [
        {
          icon: 'browser',
          title: 'Watch live',
          text: 'Open it in a computer browser or a mini program: nothing to install.',
        },
        {
          icon: 'clock',
          title: 'Replay',
          text: 'Drag the playback bar, change the speed and follow any boat from the team list.',
        },
        {
          icon: 'archive',
          title: 'Stored permanently',
          text: 'Race tracks are stored permanently, so past races can be replayed at any time.',
        },
        {
          icon: 'ranking',
          title: 'Live rankings',
          text: 'Rankings, speeds and distances are computed from the course and the mark roundings.',
        },
      ],
    },
    partners: { heading: 'Who tracks with SailFish', label: 'Partner logos' },
    counters: {
      heading: 'Accounts',
      lead: 'More and more clubs, teams and sailors choose the SailFish tracking system.',
      newAccounts: 'new accounts',
      renewals: 'renewal accounts',
    },
    wind: {
      heading: 'Wind field',
      paragraphs: [
        'Windwatcher devices measure wind direction and speed at several points of the race area; the system interpolates them into a wind field shown under the tracks.',
      ],
      points: [
        'Wind direction and speed updated live',
        'Past wind replays together with the race',
        'Helps umpires set the course and sailors debrief',
      ],
      image: img(
        '/images/products/wind-field.svg',
        'Wind field layer: arrows showing wind direction and speed over the race area',
      ),
    },
    miniProgram: {
      heading: 'Mini program',
      paragraphs: [
        'Open SailFish tracking in the WeChat mini program and follow the race on your phone, from the shore or from home.',
      ],
      points: ['Live tracks and rankings', 'Replays after the race', 'Find the boats you follow in one tap'],
      image: img(
        '/images/products/mini-program.svg',
        'Sailing tracks and rankings in the mini program on a phone',
        480,
        640,
      ),
    },
    cta: {
      heading: 'Use SailFish tracking at your event',
      text: 'From a single training session to a multi-day championship, we supply devices and service by number of boats and days.',
      label: 'Contact us',
    },
  },
} satisfies Bilingual<ProductTrackingContent>;
