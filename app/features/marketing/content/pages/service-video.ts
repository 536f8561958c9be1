/** Copy of the video service page (/service-video, /service-video-en; docs/product.md §2 (service pages)). */
import type { Bilingual, CallToAction, Feature, Hero, TextSection } from './types';

export interface ServiceVideoContent {
  hero: Hero;
  /** the banner type of the page's picture carousel */
  bannerType: number;
  bannerLabel: string;
  intro: TextSection;
  offers: { heading: string; items: Feature[] };
  highlights: { heading: string; lead: string };
  reports: { heading: string; lead: string };
  /** the link to the full video list (/videos) */
  allVideos: string;
  testimonials: { heading: string; label: string };
  cta: CallToAction;
}

export const serviceVideo = {
  zh: {
    hero: {
      eyebrow: '视频服务',
      title: '记录赛场上的每一个精彩瞬间',
      lead: '从水面、空中到船上，帆鱼体育为赛事拍摄和制作精彩集锦与赛事报道，赛后当天即可发布。',
    },
    bannerType: 33,
    bannerLabel: '视频拍摄现场图片',
    intro: {
      heading: '为赛事讲故事',
      paragraphs: [
        '我们的摄制团队熟悉帆船运动：知道什么时候该在起航线上，什么时候该跟着领先船绕标。素材经过剪辑、调色与图文包装，适合在社交媒体、电视与大屏上播放。',
      ],
    },
    offers: {
      heading: '服务内容',
      items: [
        { icon: 'camera', title: '精彩集锦', text: '每个比赛日结束后发布当天的精彩集锦，方便组委会与媒体传播。' },
        { icon: 'share', title: '赛事报道', text: '完整的赛事报道片，包括赛况、采访与成绩，适合赛后宣传与存档。' },
        { icon: 'drone', title: '航拍与船上视角', text: '无人机与船载摄像机提供普通拍摄难以得到的视角。' },
      ],
    },
    highlights: { heading: '精彩集锦', lead: '点击画面即可播放。' },
    reports: { heading: '赛事报道', lead: '近期赛事的完整报道。' },
    allVideos: '查看全部视频',
    testimonials: { heading: '客户评价', label: '客户评价轮播' },
    cta: {
      heading: '为您的赛事拍摄视频',
      text: '告诉我们赛事的规模与传播需求，我们会推荐合适的拍摄与制作方案。',
      label: '联系我们',
    },
  },
  en: {
    hero: {
      eyebrow: 'Video service',
      title: 'Every great moment on the water, on film',
      lead: 'On the water, in the air and on board: SailFish films and edits highlights and race reports for events, published on the day of racing.',
    },
    bannerType: 33,
    bannerLabel: 'Pictures of our video crews at work',
    intro: {
      heading: 'Telling the story of your event',
      paragraphs: [
        'Our crews know sailing: when to be on the start line and when to follow the leader round the mark. Footage is edited, graded and branded for social media, television and big screens.',
      ],
    },
    offers: {
      heading: 'What we offer',
      items: [
        {
          icon: 'camera',
          title: 'Highlights',
          text: 'Highlights of each race day, published the same evening for the organisers and the media.',
        },
        {
          icon: 'share',
          title: 'Race reports',
          text: 'Full race reports with the racing, interviews and results, for promotion and the archive.',
        },
        {
          icon: 'drone',
          title: 'Aerial and on-board views',
          text: 'Drones and on-board cameras give angles that ordinary filming cannot.',
        },
      ],
    },
    highlights: { heading: 'Highlights', lead: 'Select a picture to play the video.' },
    reports: { heading: 'Race reports', lead: 'Full reports from recent events.' },
    allVideos: 'See all videos',
    testimonials: { heading: 'What clients say', label: 'Client testimonials' },
    cta: {
      heading: 'Video for your event',
      text: 'Tell us the size of your event and where the videos should go; we will suggest the right filming and editing plan.',
      label: 'Contact us',
    },
  },
} satisfies Bilingual<ServiceVideoContent>;
