/** Copy of the live broadcast service page (/service-live, /service-live-en; docs/product.md §2 (service pages)). */
import type { Bilingual, CallToAction, Hero, IconName, Stat, TextSection } from './types';

/** the banner types of the live page's eight sections (docs/product.md §2 (service pages)) */
export type LiveBannerType = 31 | 32 | 33 | 34 | 35 | 36 | 37 | 38;

export interface LiveSection {
  bannerType: LiveBannerType;
  icon: IconName;
  title: string;
  text: string;
  /** accessible name of the section's picture carousel */
  carouselLabel: string;
}

export interface ServiceLiveContent {
  hero: Hero;
  intro: TextSection;
  stats: Stat[];
  sectionsHeading: string;
  sections: LiveSection[];
  team: { heading: string; lead: string; label: string };
  cta: CallToAction;
}

export const serviceLive = {
  zh: {
    hero: {
      eyebrow: '赛事直播服务',
      title: '把赛场搬到每一块屏幕上',
      lead: '水面、无人机、船尾多机位拍摄，叠加二维航迹与三维动画，由专业导播实时切换，通过 5G 与微波链路稳定传输。',
    },
    intro: {
      heading: '专业的帆船赛事直播',
      paragraphs: [
        '帆船比赛场地大、船只分散，普通的体育直播方案很难讲清楚比赛。帆鱼体育把追踪数据和视频画面结合在一起，让观众既看得到船，也看得懂局势。',
        '我们已累计完成 1,500+ 小时的赛事直播，从全运会到城市俱乐部联赛，直播团队熟悉每一种帆船赛制。',
      ],
    },
    stats: [
      { value: '1,500+', label: '小时赛事直播' },
      { value: '8', label: '类画面与环节' },
      { value: '520+', label: '服务赛事' },
    ],
    sectionsHeading: '直播的八个环节',
    sections: [
      {
        bannerType: 31,
        icon: 'camera',
        title: '水面拍摄',
        text: '摄影艇贴近赛道跟拍，捕捉绕标、换舷与冲线的近距离画面。',
        carouselLabel: '水面拍摄图片',
      },
      {
        bannerType: 32,
        icon: 'drone',
        title: '无人机航拍',
        text: '无人机从空中俯瞰起航线与标志，看清整支船队的位置关系。',
        carouselLabel: '无人机航拍图片',
      },
      {
        bannerType: 33,
        icon: 'camera',
        title: '船尾视角',
        text: '船尾与船上摄像头记录运动员的操作与对话，带观众登上赛船。',
        carouselLabel: '船尾视角图片',
      },
      {
        bannerType: 34,
        icon: 'map',
        title: '二维追踪画面',
        text: '实时航迹、排名与风向风速叠加在直播画面上，局势一目了然。',
        carouselLabel: '二维追踪画面图片',
      },
      {
        bannerType: 35,
        icon: 'cube',
        title: '三维动画',
        text: '三维场景重现比赛，自由切换视角，解说关键时刻更直观。',
        carouselLabel: '三维动画图片',
      },
      {
        bannerType: 36,
        icon: 'signal',
        title: '信号传输',
        text: '5G、微波与海上中继多链路备份，把远离岸边的画面稳定送回导播间。',
        carouselLabel: '信号传输图片',
      },
      {
        bannerType: 37,
        icon: 'director',
        title: '导播切换',
        text: '导播实时切换多路机位与图文包装，讲好每一轮比赛。',
        carouselLabel: '导播切换图片',
      },
      {
        bannerType: 38,
        icon: 'broadcast',
        title: '导播台与推流',
        text: '导播台、解说席与直播推流一体化部署，同步推送到多个直播平台。',
        carouselLabel: '导播台与推流图片',
      },
    ],
    team: {
      heading: '直播团队',
      lead: '有问题可以直接联系我们的负责人。',
      label: '帆鱼直播团队',
    },
    cta: {
      heading: '为您的赛事策划一场直播',
      text: '无论是单日的俱乐部赛还是一周的全国性赛事，我们都可以按预算组合机位与画面。',
      label: '联系我们',
    },
  },
  en: {
    hero: {
      eyebrow: 'Live broadcast service',
      title: 'The race course on every screen',
      lead: 'Water, drone and stern cameras, combined with 2D tracking and 3D animation, switched live by a professional director and carried reliably over 5G and microwave links.',
    },
    intro: {
      heading: 'Live broadcasts made for sailing',
      paragraphs: [
        'Sailing races cover a large area with boats spread far apart, so a standard sports broadcast rarely explains what is going on. SailFish combines tracking data with camera pictures, so viewers can both see the boats and understand the race.',
        'We have produced 1,500+ hours of live broadcast, from the National Games to city club series, and our crew knows every racing format.',
      ],
    },
    stats: [
      { value: '1,500+', label: 'hours of live broadcast' },
      { value: '8', label: 'kinds of pictures and roles' },
      { value: '520+', label: 'events served' },
    ],
    sectionsHeading: 'Eight parts of a broadcast',
    sections: [
      {
        bannerType: 31,
        icon: 'camera',
        title: 'On-water cameras',
        text: 'Camera boats follow the fleet closely for mark roundings, tacks and finishes.',
        carouselLabel: 'Pictures of on-water filming',
      },
      {
        bannerType: 32,
        icon: 'drone',
        title: 'Drone',
        text: 'Drones look down on the start line and the marks, showing how the whole fleet is placed.',
        carouselLabel: 'Pictures of drone filming',
      },
      {
        bannerType: 33,
        icon: 'camera',
        title: 'Stern camera',
        text: 'Stern and on-board cameras capture the crew at work and what they say, taking viewers on board.',
        carouselLabel: 'Pictures of the stern camera',
      },
      {
        bannerType: 34,
        icon: 'map',
        title: '2D tracking',
        text: 'Live tracks, rankings, wind direction and speed are laid over the broadcast, making the race easy to read.',
        carouselLabel: 'Pictures of 2D tracking',
      },
      {
        bannerType: 35,
        icon: 'cube',
        title: '3D animation',
        text: 'A 3D scene recreates the race from any angle, so commentators can explain the key moments.',
        carouselLabel: 'Pictures of 3D animation',
      },
      {
        bannerType: 36,
        icon: 'signal',
        title: 'Signal transmission',
        text: '5G, microwave and relays at sea back each other up to bring pictures from far offshore to the control room.',
        carouselLabel: 'Pictures of signal transmission',
      },
      {
        bannerType: 37,
        icon: 'director',
        title: 'Directing',
        text: 'The director switches between cameras and graphics live to tell the story of every race.',
        carouselLabel: 'Pictures of directing',
      },
      {
        bannerType: 38,
        icon: 'broadcast',
        title: 'Control room and streaming',
        text: 'Control room, commentary position and streaming are set up as one, feeding several live platforms at once.',
        carouselLabel: 'Pictures of the control room and streaming',
      },
    ],
    team: {
      heading: 'The broadcast team',
      lead: 'Questions? Reach the people in charge directly.',
      label: 'The SailFish broadcast team',
    },
    cta: {
      heading: 'Plan a live broadcast for your event',
      text: 'From a one-day club race to a week-long national championship, we combine cameras and pictures to fit your budget.',
      label: 'Contact us',
    },
  },
} satisfies Bilingual<ServiceLiveContent>;
