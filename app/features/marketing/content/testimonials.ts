/** What clients and sailors say (testimonial carousels), both languages side by side. */
import type { Lang } from '../../../../shared/lang';

export interface Testimonial {
  quote: string;
  name: string;
  role: string;
  photo?: string;
}

const ITEMS: { photo: string; zh: Testimonial; en: Testimonial }[] = [
  {
    photo: '/images/people/person-1.svg',
    zh: {
      quote: '追踪和直播让岸上的观众第一次真正看懂了比赛，赛后成绩几分钟就能发布。',
      name: '刘静',
      role: '全运会帆船项目竞赛主任',
    },
    en: {
      quote: 'Tracking and live pictures let spectators on shore really follow the racing for the first time, and results were out minutes after each finish.',
      name: 'Liu Jing',
      role: 'Race director, National Games sailing',
    },
  },
  {
    photo: '/images/people/person-2.svg',
    zh: {
      quote: '训练后回放每一次迎风换舷，和队员一起看数据，比任何口头讲解都直观。',
      name: '赵磊',
      role: '省队 470 级教练',
    },
    en: {
      quote: 'Replaying every upwind tack after training and going through the numbers with the crew beats any debrief on the dock.',
      name: 'Zhao Lei',
      role: '470 coach, provincial team',
    },
  },
  {
    photo: '/images/people/person-3.svg',
    zh: {
      quote: '离岸赛全程卫星追踪，家人在手机上就能看到我们的位置，安心很多。',
      name: 'Mark Ellison',
      role: '中国杯帆船赛参赛船长',
    },
    en: {
      quote: 'Satellite tracking all the way offshore meant our families could see where we were on their phones. A real comfort.',
      name: 'Mark Ellison',
      role: 'Skipper, China Cup Regatta',
    },
  },
  {
    photo: '/images/people/person-4.svg',
    zh: {
      quote: '视频团队在赛后当晚就交付了精彩集锦，俱乐部的社交媒体互动翻了一倍。',
      name: '孙悦',
      role: '帆船俱乐部市场经理',
    },
    en: {
      quote: 'The video team delivered the highlights on the evening of the final race, and our club doubled its social media engagement.',
      name: 'Sun Yue',
      role: 'Marketing manager, sailing club',
    },
  },
  {
    photo: '/images/people/person-5.svg',
    zh: {
      quote: '三维回放把起航和绕标讲得清清楚楚，裁判听证也用上了。',
      name: '黄志强',
      role: '国际裁判',
    },
    en: {
      quote: 'The 3D replay makes starts and mark roundings crystal clear; the jury even used it in a hearing.',
      name: 'Huang Zhiqiang',
      role: 'International judge',
    },
  },
];

export function testimonials(lang: Lang): Testimonial[] {
  return ITEMS.map((t) => ({ ...t[lang], photo: t.photo }));
}
