/** Copy of the media service page (/service-media, /service-media-en; docs/product.md §2 (service and product pages)). */
import type { Bilingual, CallToAction, Feature, Hero, Stat, TextSection } from './types';

export interface ServiceMediaContent {
  hero: Hero;
  /** the banner type of the page's picture carousel */
  bannerType: number;
  bannerLabel: string;
  intro: TextSection;
  stats: Stat[];
  services: { heading: string; items: Feature[] };
  partners: { heading: string; lead: string; label: string };
  team: { heading: string; lead: string; label: string };
  cta: CallToAction;
}

export const serviceMedia = {
  zh: {
    hero: {
      eyebrow: '媒体服务',
      title: '让赛事被更多人看到',
      lead: '新闻稿、图片、视频与直播信号的统一分发，帆鱼体育帮助赛事连接媒体、平台与观众。',
    },
    bannerType: 31,
    bannerLabel: '媒体服务现场图片',
    intro: {
      heading: '一站式赛事传播',
      paragraphs: [
        '赛事期间，我们的媒体团队与组委会一起制定传播计划：每天发布图文战报、精彩集锦与成绩，向合作媒体提供直播信号与高清素材。',
        '5 年来，帆鱼体育为 520+ 场赛事提供服务，积累了稳定的体育媒体与平台合作网络。',
      ],
    },
    stats: [
      { value: '520+', label: '服务赛事' },
      { value: '1,500+', label: '小时赛事直播' },
      { value: '5', label: '年行业经验' },
    ],
    services: {
      heading: '服务内容',
      items: [
        { icon: 'share', title: '新闻分发', text: '赛前发布会、每日战报与成绩公告，分发到合作媒体与社交平台。' },
        { icon: 'photo', title: '图片直播', text: '摄影师现场拍摄，图片实时上传云相册，媒体与运动员随时下载。' },
        { icon: 'broadcast', title: '直播信号', text: '向电视台与直播平台提供稳定的直播信号与赛事数据包装。' },
        { icon: 'chart', title: '传播报告', text: '赛后提供覆盖人数、播放量与媒体报道汇总，方便向赞助商汇报。' },
      ],
    },
    partners: {
      heading: '合作伙伴',
      lead: '与赛事、协会和媒体长期合作。',
      label: '合作伙伴标志',
    },
    team: { heading: '媒体团队', lead: '联系负责人了解服务详情。', label: '帆鱼媒体团队' },
    cta: {
      heading: '为您的赛事制定传播计划',
      text: '告诉我们赛事的目标观众与传播渠道，我们会给出媒体服务方案。',
      label: '联系我们',
    },
  },
  en: {
    hero: {
      eyebrow: 'Media service',
      title: 'Put your event in front of more people',
      lead: 'Press releases, photos, videos and live feeds distributed from one place: SailFish connects events with the media, platforms and audiences.',
    },
    bannerType: 31,
    bannerLabel: 'Pictures of our media service at work',
    intro: {
      heading: 'Event communications in one place',
      paragraphs: [
        'During the event our media team works with the organisers on a communications plan: daily reports, highlights and results, with live feeds and high-resolution footage for partner media.',
        'Over 5 years SailFish has served 520+ events and built a reliable network of sports media and platform partners.',
      ],
    },
    stats: [
      { value: '520+', label: 'events served' },
      { value: '1,500+', label: 'hours of live broadcast' },
      { value: '5', label: 'years in the field' },
    ],
    services: {
      heading: 'What we offer',
      items: [
        {
          icon: 'share',
          title: 'News distribution',
          text: 'Press conferences, daily reports and results announcements, sent to partner media and social platforms.',
        },
        {
          icon: 'photo',
          title: 'Live photos',
          text: 'Photographers on the water upload to the cloud album in real time, ready for the media and the sailors to download.',
        },
        {
          icon: 'broadcast',
          title: 'Live feeds',
          text: 'A reliable live feed with data graphics for television and streaming platforms.',
        },
        {
          icon: 'chart',
          title: 'Coverage report',
          text: 'After the event: reach, views and press coverage in one report for your sponsors.',
        },
      ],
    },
    partners: {
      heading: 'Partners',
      lead: 'Long-standing partners among events, associations and the media.',
      label: 'Partner logos',
    },
    team: {
      heading: 'The media team',
      lead: 'Contact the people in charge for details.',
      label: 'The SailFish media team',
    },
    cta: {
      heading: 'Plan the communications of your event',
      text: 'Tell us who your audience is and where you want to reach them; we will propose a media plan.',
      label: 'Contact us',
    },
  },
} satisfies Bilingual<ServiceMediaContent>;
