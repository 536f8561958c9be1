/** Copy of the FAQ page (/faq, /faq-en; docs/product.md §2 (service and product pages)): six questions and the contact box. */
import type { Bilingual, Hero } from './types';

export interface FaqContent {
  hero: Hero;
  heading: string;
  items: { question: string; answer: string[] }[];
  side: { heading: string; text: string; phone: string; email: string; link: string };
}

export const faq = {
  zh: {
    hero: {
      eyebrow: '常见问题',
      title: '常见问题',
      lead: '关于追踪、直播与产品的常见问题。没有找到答案？欢迎直接联系我们。',
    },
    heading: '您可能想知道',
    items: [
      {
        question: '观众在哪里观看比赛航迹？',
        answer: ['比赛可在电脑浏览器或小程序中实时观看或回放。打开帆鱼赛事页面，或在微信中扫描赛事二维码即可。'],
      },
      {
        question: '比赛结束后航迹会保留多久？',
        answer: ['已结束比赛的航迹永久保存，您可以在任何时候回放历史比赛。'],
      },
      {
        question: '定位终端防水吗？没有信号怎么办？',
        answer: [
          '定位终端达到 IP65 防水等级。信号中断时终端离线时缓存数据，恢复连接后自动补传，航迹不会留下空白。',
          '标准配置下续航 14 小时。',
        ],
      },
      {
        question: '追踪服务需要提前多久预约？',
        answer: ['我们在赛前 2 天进场安装与测试，建议至少提前两周联系我们，以便安排设备与人员。'],
      },
      {
        question: '可以定制三维场景吗？',
        answer: [
          '可以。场地周边环境需 3-10 个工作日，地标建筑 3-5 个工作日，起航线 Logo 1-3 个工作日，帆面广告 3-7 个工作日。',
        ],
      },
      {
        question: '离岸赛可以追踪吗？',
        answer: [
          '可以。YB 离岸卫星追踪器通过铱星网络回传位置，追踪间隔 5 秒至 12 小时可调，并提供红色按钮等多种报警。',
        ],
      },
    ],
    side: {
      heading: '还有问题？',
      text: '我们的客户经理会在一个工作日内回复您。',
      phone: '电话',
      email: '邮箱',
      link: '给我们留言',
    },
  },
  en: {
    hero: {
      eyebrow: 'FAQ',
      title: 'Frequently asked questions',
      lead: 'Common questions about tracking, live broadcast and our products. Not found what you need? Just ask us.',
    },
    heading: 'You may want to know',
    items: [
      {
        question: 'Where can spectators follow the tracking?',
        answer: [
          'Races can be watched live or replayed in a computer browser or a mini program: open the SailFish event page, or scan the event’s QR code in WeChat.',
        ],
      },
      {
        question: 'How long are tracks kept after a race?',
        answer: ['Tracks of finished races are stored permanently, so you can replay past races at any time.'],
      },
      {
        question: 'Is the tracker waterproof? What if there is no signal?',
        answer: [
          'The tracker is IP65 water resistant. When the signal drops it buffers data while offline and sends it on reconnect, so the track has no gaps.',
          'Battery life is 14 h in the standard setup.',
        ],
      },
      {
        question: 'How far ahead should tracking be booked?',
        answer: [
          'We arrive 2 days before the event for installation and testing; please contact us at least two weeks ahead so we can plan devices and staff.',
        ],
      },
      {
        question: 'Can the 3D scene be customised?',
        answer: [
          'Yes. Venue surroundings take 3-10 working days, landmarks 3-5, a start-line logo 1-3 and sail advertisements 3-7 working days.',
        ],
      },
      {
        question: 'Can offshore races be tracked?',
        answer: [
          'Yes. The YB offshore satellite tracker reports over the Iridium network with intervals from 5 s to 12 h and offers alerts such as the red button.',
        ],
      },
    ],
    side: {
      heading: 'Still have questions?',
      text: 'Our account managers reply within one working day.',
      phone: 'Phone',
      email: 'Email',
      link: 'Send us a message',
    },
  },
} satisfies Bilingual<FaqContent>;
